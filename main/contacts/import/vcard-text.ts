// A vCard value's text as it reads: its backslash escapes taken out, and its components apart. Producers
// escape more than the RFCs say (Apple writes 'http\://', Radicale returned 'tel:…\;ext=5555'), so the
// reading is lenient (reference §2.10). vCard 2.1 escapes only ';': any other backslash there is text
// ('C:\Notes' in an Outlook note).
import type { CardVersion } from './vcard-line-head';

// One escape: a backslash and the character after it (a lone backslash at the end stays as it is).
const ESCAPE = /\\(.)/gs;
const ESCAPE_21 = /\\;/g;

/** The text of a value or a component, its escapes read: '\n' and '\N' are line breaks, '\X' is X. */
export function unescapeText(text: string, version: CardVersion): string {
  if (version === '2.1') return text.includes('\\') ? text.replace(ESCAPE_21, ';') : text;
  if (!text.includes('\\')) return text;
  return text.replace(ESCAPE, (_, escaped: string) => (escaped === 'n' || escaped === 'N' ? '\n' : escaped));
}

/** Splits at each `separator` that no backslash escapes, leaving the escapes in the parts. */
function splitUnescaped(text: string, separator: ';' | ','): string[] {
  if (!text.includes(separator)) return [text];
  const parts: string[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === separator) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * One component of N, whose several values a comma separates ('Philip,Paul'), as words: 'Philip Paul'. An
 * escaped comma stays a comma; 2.1 has no such lists.
 */
export function componentWords(text: string, version: CardVersion): string {
  if (version === '2.1') return unescapeText(text, version).trim();
  return splitUnescaped(text, ',')
    .map((part) => unescapeText(part, version).trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** A structured value's components (N, ORG) as written, escapes kept: 'Doe;John;;Dr.' → 4 parts. */
export const rawComponents = (text: string): string[] => splitUnescaped(text, ';');
