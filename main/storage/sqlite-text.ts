// Looking for text in Dialdesk's SQLite files (the local call history, the person's contacts) by the one
// search rule (preload/shared/call-filter.ts): words of three characters or more through a trigram
// index (FTS5), shorter ones by LIKE over the folded text the index was made from (the history) or at the
// start of a word, by a range of an index of the words (the contacts' names).

/** The trigram index answers words of three characters or more (characters: an emoji is one). */
export const TRIGRAM = 3;

/** Whether the trigram index answers this word, or a LIKE must scan for it. */
export const isIndexable = (term: string): boolean => [...term].length >= TRIGRAM;

/** The text for LIKE ... ESCAPE '\', its own wildcards escaped. */
const literally = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** '%text%' for LIKE ... ESCAPE '\'. */
export const containing = (text: string): string => `%${literally(text)}%`;

/** An FTS5 string literal: the word as one phrase, so its punctuation is not query syntax. */
export const ftsPhrase = (word: string): string => `"${word.replaceAll('"', '""')}"`;

/** A BLOB sorts after every TEXT in SQLite: the upper bound where no text is higher. */
const AFTER_EVERY_TEXT = new Uint8Array([0xff]);
const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, after: 0xe000 };

/**
 * The bounds of the texts that start with the prefix, for a range of an index (text >= from AND text <
 * before): before is the prefix with its last character's successor. SQLite compares text by its UTF-8
 * bytes, which sort as the code points do.
 */
export function startingWith(prefix: string): [from: string, before: string | Uint8Array] {
  const points = [...prefix].map((character) => character.codePointAt(0) ?? 0);
  for (let last = points.pop(); last !== undefined; last = points.pop()) {
    if (last === LAST_CODE_POINT) continue; // no successor: the character before it is increased
    const next = last + 1 === SURROGATES.first ? SURROGATES.after : last + 1;
    return [prefix, String.fromCodePoint(...points, next)];
  }
  return [prefix, AFTER_EVERY_TEXT];
}
