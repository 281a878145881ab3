// Looking for text in Dialdesk's SQLite files (the local call history, the person's contacts) by the one
// search rule (preload/shared/call-filter.ts): words of three characters or more through a trigram
// index (FTS5), shorter ones by LIKE over the folded text the index was made from.

/** The trigram index answers words of three characters or more (characters: an emoji is one). */
export const TRIGRAM = 3;

/** Whether the trigram index answers this word, or a LIKE must scan for it. */
export const isIndexable = (term: string): boolean => [...term].length >= TRIGRAM;

/** '%text%' for LIKE ... ESCAPE '\', with LIKE's own wildcards escaped. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 string literal: the word as one phrase, so its punctuation is not query syntax. */
export const ftsPhrase = (word: string): string => `"${word.replaceAll('"', '""')}"`;
