// Characters that copied text carries but libphonenumber does not treat as separators. Left in, they
// split a number and the tail is re-read in the default region: '+44\u202F20 7946 0000' would be found
// as the US number +1 207 946 0000. Seen in practice: Outlook/Teams wrap numbers in bidi marks, French
// typography uses narrow no-break spaces, word processors turn hyphens into en dashes.
const INVISIBLE_FORMAT_CHARS = /\p{Cf}/gu; // bidi marks, zero-width spaces, soft hyphens, BOM
const UNUSUAL_SPACES = /\p{Zs}/gu; // no-break, narrow, thin, figure, ideographic spaces
const DASHES = /[\p{Pd}\u2212]/gu; // every dash punctuation plus the minus sign

/** Rewrites copied text to plain spaces and hyphens so number separators look like separators. */
export function normalizeCopiedText(text: string): string {
  return text.replace(INVISIBLE_FORMAT_CHARS, '').replace(UNUSUAL_SPACES, ' ').replace(DASHES, '-');
}
