// The one key a number is known by, whatever wrote it: the phone system's records now, the person's
// contacts and the company directory later. Two writings of one line ('+1 (212) 555-0123', FusionPBX's
// '12125550123') get one key, so a name recorded on one call names the others. The rule and the
// libphonenumber results it was checked against are in the contacts reference (§4).
import { normalizeCopiedText } from './copied-text';
import { lettersAsDigits } from './keypad';
import { parsePhoneNumberFromString } from './phone-library';
import { supportedRegion } from './region';
import { rememberedPerText } from './remembered';

/** What of an account the rule reads: the same inputs for every source of that account's numbers. */
export interface NumberKeyRule {
  /** The country assumed for numbers written without a country code (the account's setting). */
  defaultRegion: string;
  /**
   * The account's own extension, as the phone system writes it, or null when none is set. Its length is
   * how long the account's extensions are: a bare run of digits up to that long is an extension.
   */
  ownExtension: string | null;
}

export interface NumberKey {
  /** 'ext:201', '+12125550123' or 'raw:02079460958': equal keys are one line. */
  key: string;
  /** internal: an extension of this account; e164: a public number; raw: digits nothing else read. */
  kind: 'internal' | 'e164' | 'raw';
  /** Digits to dial once connected ('012': a string, its zeros kept), or null. Not part of the key. */
  extension: string | null;
}

/** The longest extension when the account does not say (no own extension set): about six digits. */
const LONGEST_EXTENSION = 6;
// 'tel:', 'callto://', 'sip:' and 'sips:' links; a SIP address's host part names the server, not the line.
const URI_SCHEME = /^(?:tel|callto|sips?):(?:\/\/)?/i;
const SIP_SCHEME = /^sips?:/i;
const SIP_HOST = /@[^;]*/;
// Extension suffixes: ';ext=12' (RFC 3966), 'ext. 12', 'ext 12', 'extension 12', 'x12', '#12'. A word
// must start there ('Fax 12' is no 'x 12').
const EXTENSION_SUFFIX = /\s*(?:;ext=|(?<!\p{L})(?:extension|ext\.?|x)|#)\s*(\d+)\s*$/iu;
// German 'Durchwahl 89' is a direct-dial suffix: its digits are dialled as part of the number, as
// '+49 30 1234567-89' writes them (libphonenumber reads that as +4930123456789), not after connecting.
const DIRECT_DIAL_SUFFIX = /\s*(?<!\p{L})durchwahl\s*:?\s*(\d+)\s*$/iu;
/** Letters count as keypad digits only beside this many digits: 'BusinessPhone' is a label, not a number. */
const DIGITS_FOR_LETTERS = 3;
// A bare run of digits: separators only, no '+', no letters.
const BARE_DIGITS = /^[\d\s().\-/]+$/;

/**
 * Whether the text is a bare run of digits (spaces, brackets, dots, dashes and slashes aside) of at most
 * `longest`: an extension, which only the phone system inside dials. Without an account's rule (a file
 * being imported), at most LONGEST_EXTENSION digits.
 */
export function isExtensionText(text: string, longest = LONGEST_EXTENSION): boolean {
  const digits = text.replace(/\D/g, '');
  return digits !== '' && BARE_DIGITS.test(text) && digits.length <= longest;
}

/** The longest run of digits that is an extension of this account (see NumberKeyRule.ownExtension). */
function longestExtension(ownExtension: string | null): number {
  const own = ownExtension?.trim() ?? '';
  return /^\d+$/.test(own) && own.length <= LONGEST_EXTENSION ? own.length : LONGEST_EXTENSION;
}

/** The text without its link scheme, SIP host and link parameters (but ';ext='). */
function withoutLink(text: string): string {
  if (!URI_SCHEME.test(text)) return text;
  const address = SIP_SCHEME.test(text) ? text.replace(SIP_HOST, '') : text;
  return address.replace(URI_SCHEME, '').replace(/;(?!ext=)[^;]*/gi, '');
}

/** The number and its extension suffix, apart; only a suffix after some digits is one. */
function splitExtension(text: string): { number: string; extension: string | null } {
  const direct = DIRECT_DIAL_SUFFIX.exec(text);
  if (direct && /\d/.test(text.slice(0, direct.index)))
    return { number: text.slice(0, direct.index) + direct[1], extension: null };
  const suffix = EXTENSION_SUFFIX.exec(text);
  if (suffix && /\d/.test(text.slice(0, suffix.index)))
    return { number: text.slice(0, suffix.index), extension: suffix[1] ?? null };
  return { number: text, extension: null };
}

/** Letters as the keypad digits they stand for, where the text holds enough digits to be a number. */
function keypadDigits(text: string): string {
  const digits = text.replace(/\D/g, '').length;
  return digits < DIGITS_FOR_LETTERS ? text : lettersAsDigits(text);
}

/** The text as a number is read from it: without its link and extension suffix, letters as digits. */
function readText(text: string): { written: string; digits: string; extension: string | null } {
  const cleaned = withoutLink(normalizeCopiedText(text.normalize('NFKC')).trim()).trim();
  const { number, extension } = splitExtension(cleaned);
  const written = keypadDigits(number).trim();
  return { written, digits: written.replace(/\D/g, ''), extension };
}

/**
 * Whether the text holds a number: whether numberKey gives it a key, under any rule, worked out without
 * libphonenumber (a few µs where the key takes ~30).
 */
export const holdsNumber = (text: string): boolean => readText(text).digits !== '';

/**
 * The key of a number as any source wrote it, under the account's rule (see NumberKeyRule), or null when
 * the text holds no digits ('anonymous', 'BusinessPhone', ''). Never throws.
 */
export function numberKey(text: string, rule: NumberKeyRule): NumberKey | null {
  const { written, digits, extension } = readText(text);
  if (digits === '') return null;
  if (extension === null && isExtensionText(written, longestExtension(rule.ownExtension)))
    return { key: `ext:${digits}`, kind: 'internal', extension: null };
  const e164 = possibleNumber(written, digits, rule.defaultRegion);
  return e164 === null
    ? { key: `raw:${digits}`, kind: 'raw', extension }
    : { key: e164, kind: 'e164', extension };
}

/**
 * The E.164 form where the number is possible, read with the account's country; only when that reading
 * fails, read again with a '+' in front: FusionPBX strips the '+' of international callers
 * ('442079460958'), and trying that first could misread a valid national number.
 */
function possibleNumber(written: string, digits: string, defaultRegion: string): string | null {
  const national = parsePhoneNumberFromString(written, supportedRegion(defaultRegion));
  if (national?.isPossible()) return national.number;
  if (written.startsWith('+')) return null;
  const international = parsePhoneNumberFromString(`+${digits}`);
  return international?.isPossible() ? international.number : null;
}

/**
 * numberKey under one rule, each distinct text worked out once: libphonenumber takes ~30 µs a number, and
 * a page or a whole copy holds the same few hundred numbers again and again.
 */
export const numberKeysFor = (rule: NumberKeyRule): ((text: string) => NumberKey | null) =>
  rememberedPerText((text) => numberKey(text, rule));
