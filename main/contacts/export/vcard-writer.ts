// Contacts as a vCard file: 3.0 (RFC 2426), which Apple, Google, Outlook and Nextcloud all import, or 4.0
// (RFC 6350) on request. The `vcf` library is not used to write: it folds lines by UTF-16 characters
// rather than octets (a line of accented or CJK text runs past 75 octets, and a fold can split a surrogate
// pair), escapes no value and upper-cases every parameter.
import type { Contact, ContactNumber, NumberLabel } from '../../../preload/contract';
import { nameParts } from './name-parts';

export type VcardVersion = '3.0' | '4.0';

const CRLF = '\r\n';
/** A content line's longest, line break aside (RFC 2426 §2.6 says 75 characters, RFC 6350 §3.2 75 octets). */
const MAX_LINE_OCTETS = 75;

/**
 * The TEL types of each label. An extension has no type in either version: it goes out with a label of
 * its own (EXTENSION_LABEL).
 */
const TEL_TYPES: Record<VcardVersion, Record<Exclude<NumberLabel, 'extension'>, string>> = {
  '3.0': { mobile: 'CELL', home: 'HOME,VOICE', work: 'WORK,VOICE', other: 'VOICE' },
  '4.0': { mobile: 'cell', home: 'home,voice', work: 'work,voice', other: 'voice' },
};

/**
 * An extension's label as Apple and Google write a custom one (an `itemN.X-ABLabel` beside the number's
 * `itemN.TEL`), which both show under the number. English in every language: it is a word of the file,
 * read back by importers, not a sentence for the person.
 */
const EXTENSION_LABEL = 'Extension';

/**
 * Control characters, line breaks and tabs aside: a vCard value may hold no C0 control nor DEL (RFC 6350
 * §3.3's VALUE-CHAR, RFC 2426 §4 likewise), and the C1 ones, which it may, no name or note means to hold.
 */
const CONTROL = /(?![\t\r\n])\p{Cc}/gu;

/**
 * A text value as both versions escape it: a backslash, a comma, a semicolon and a line break (RFC 2426
 * §4's ESCAPED-CHAR; RFC 6350 §3.4, where escaping a semicolon outside a compound value is allowed, so one
 * rule serves both). A CR LF or a lone CR is one line break. Other control characters cannot be written
 * and are left out: the invisible leftovers of a paste, which an import takes out too.
 */
const escaped = (text: string) =>
  text
    .replace(CONTROL, '')
    .replace(/[\\,;]/g, '\\$&')
    .replace(/\r\n|[\r\n]/g, '\\n');

/** UTF-8 octets of one code point (a lone surrogate is written as U+FFFD, three octets). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * The content line folded every 75 octets, with CRLF and a space (which counts towards the next line's
 * 75), never inside a character's UTF-8 octets (RFC 6350 §3.2), then ended with CRLF.
 */
function folded(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line + CRLF;
  let text = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      text += `${CRLF} `;
      octets = 1;
    }
    text += char;
    octets += size;
  }
  return text + CRLF;
}

/**
 * One number's lines: a number keeps the text the person typed, as a text value in both versions (RFC
 * 6350 §6.4.1: text is TEL's default, kept for 3.0's readers; a tel: URI would have to drop the spaces,
 * brackets and letters they typed).
 */
function numberLines(number: ContactNumber, version: VcardVersion, group: () => string): string[] {
  const value = escaped(number.number);
  if (number.label !== 'extension') return [`TEL;TYPE=${TEL_TYPES[version][number.label]}:${value}`];
  const item = group();
  return [`${item}.TEL:${value}`, `${item}.X-ABLabel:${EXTENSION_LABEL}`];
}

/** One contact as a card: its name, company, note, numbers in their order, and its id as the card's UID. */
function card(contact: Contact, version: VcardVersion): string {
  const { given, family } = nameParts(contact.name);
  let groups = 0;
  const group = () => `item${++groups}`;
  const lines = [
    'BEGIN:VCARD',
    `VERSION:${version}`,
    // Family; given; additional names; prefixes; suffixes.
    `N:${escaped(family)};${escaped(given)};;;`,
    `FN:${escaped(contact.name)}`,
    ...(contact.company === '' ? [] : [`ORG:${escaped(contact.company)}`]),
    ...(contact.note === '' ? [] : [`NOTE:${escaped(contact.note)}`]),
    ...contact.numbers.flatMap((number) => numberLines(number, version, group)),
    // RFC 6350 §6.7.6: a 4.0 UID is a URI, urn:uuid: for a UUID; 3.0's is text.
    `UID:${version === '4.0' ? 'urn:uuid:' : ''}${escaped(contact.id)}`,
    'END:VCARD',
  ];
  return lines.map(folded).join('');
}

/** The contacts as one vCard file's text: one card after another, every line ended with CRLF. */
export function toVcards(contacts: readonly Contact[], version: VcardVersion): string {
  return contacts.map((contact) => card(contact, version)).join('');
}
