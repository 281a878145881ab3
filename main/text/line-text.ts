// Text from files and directories as Dialdesk keeps a one-line field of it (a name, a company, a number):
// the characters that would make it something else on screen taken out, and cut at a limit. Records,
// contacts and directories are written by others (a vCard, an LDAP entry), so their text is made safe here,
// once, before it is kept.

/**
 * Control characters, and the bidi embeddings, overrides and isolates that make a name read as another
 * ("\u202Edleifnam" shows as "manfield"): taken out of one-line fields. Marks (U+200E, U+200F) stay, as
 * right-to-left names need them.
 */
const UNSAFE_IN_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
/** The same in a note, which keeps its line breaks and tabs. */
const UNSAFE_IN_NOTE = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** Collapses the runs of spaces that taking characters out, or a file's padding, leaves. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Words of safe characters one space apart: a line safeLine would leave as it is. Tested first, as most
 * are (a fifth of the time of making the line again, measured over an import's names and numbers).
 */
const SAFE_LINE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069\s]+(?: [^\p{Cc}\u202A-\u202E\u2066-\u2069\s]+)*$/u;

/** The text as one safe line: unsafe characters made spaces, runs of spaces collapsed. */
export const safeLine = (text: string): string =>
  SAFE_LINE.test(text) ? text : oneLine(text.replace(UNSAFE_IN_LINE, ' '));

/** A note's text safe to show: its line breaks kept (as \n), other unsafe characters made spaces. */
export const safeNote = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(UNSAFE_IN_NOTE, ' ').trim();

/** Cuts at a limit without splitting a surrogate pair. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}
