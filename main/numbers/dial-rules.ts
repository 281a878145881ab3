// The one place that decides what reaches the phone system's originate for a number, by where the number
// came from. The phone system dials its own extensions, feature codes and local numbers, so what it
// recorded, and what the person typed, is handed over as it is; only free text (a selection, the
// clipboard, a link, the command line) is searched for a number, because it holds other words too.
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { findPhoneNumber } from './find-phone-number';
import { formatForDial } from './format-for-dial';
import { lettersAsDigits } from './keypad';
import { type CountryCode, parsePhoneNumberFromString } from './phone-library';
import { supportedRegion } from './region';
import type { NumberFormat, ParsedNumber } from './types';

/**
 * phone-system: a number the phone system recorded (a history row, a voicemail or recording caller id).
 * dial-pad: what the person typed on the dial pad. free-text: text from anywhere else.
 */
export type NumberSource = 'phone-system' | 'dial-pad' | 'free-text';

export interface NumberSettings {
  defaultRegion: string;
  dialFormat: NumberFormat;
}

export interface DialTarget {
  kind: 'dial';
  /** Exactly what goes to originate as `destination`. */
  destination: string;
  /** The number as a person reads it. */
  display: string;
  /** Digits to dial once connected; never glued onto the destination. */
  dialAfterConnect: string | null;
}

/** Why nothing will be dialled, as a sentence for the person. */
export interface DialRefusal {
  kind: 'refused';
  reason: Phrase;
}

export type DialDecision = DialTarget | DialRefusal;

// Separators people and phone systems put into numbers; anything else but digits, '*', '#' and a
// leading '+' is more than formatting.
const SEPARATORS = /[\s().\-/]/g;
const DIAL_STRING = /^\+?[\d*#]+$/;
const LETTER = /\p{L}/u;
// Phone-shaped text with letters for some digits: '1-800-FLOWERS', '(555) 555-BAKE'.
const VANITY =
  /(?<![\dA-Z])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?(?=[\dA-Z\s.-]*[A-Z])[\dA-Z]{3}[\s.-]?[\dA-Z]{4}(?![\dA-Z])/;

/** What to dial for `text` from `source`, or why nothing will be. Never throws. */
export function decideDial(text: string, source: NumberSource, settings: NumberSettings): DialDecision {
  const trimmed = text.trim();
  switch (source) {
    case 'phone-system':
      if (LETTER.test(trimmed)) return refuse(phrase('numbers.notANumber', { text: trimmed }));
      return dialAsGiven(trimmed, settings) ?? refuse(phrase('numbers.noNumberIn', { text: trimmed }));
    case 'dial-pad':
      if (trimmed === '') return refuse(phrase('numbers.typeNumber'));
      // Typed with words ('555-0142 ext. 89'): read as free text, which also explains vanity numbers.
      if (LETTER.test(trimmed)) return decideFreeText(trimmed, settings);
      return dialAsGiven(trimmed, settings) ?? refuse(phrase('numbers.noNumberIn', { text: trimmed }));
    case 'free-text':
      return decideFreeText(trimmed, settings);
  }
}

/**
 * Digits, '*' and '#' exactly as given, separators removed. Only a '+' number is rewritten, to the
 * configured dial format: the phone system may not dial '+', and the format setting says how it wants
 * numbers instead. Null when no dial string remains.
 */
function dialAsGiven(text: string, settings: NumberSettings): DialTarget | null {
  const digits = text.replace(SEPARATORS, '');
  if (!DIAL_STRING.test(digits)) return null;
  if (digits.startsWith('+')) {
    // Reformatted only when libphonenumber reads exactly these digits; otherwise the number goes out as
    // written and the phone system decides.
    const parsed = findPhoneNumber(digits, { defaultRegion: settings.defaultRegion });
    return parsed?.kind === 'external' && parsed.e164 === digits
      ? fromParsed(parsed, settings)
      : target(digits, digits, null);
  }
  return target(digits, readable(digits, supportedRegion(settings.defaultRegion)), null);
}

/** A bare digit string shown the way people read it when it is a whole national number, else as it is. */
function readable(digits: string, region: CountryCode | undefined): string {
  const phone = /^\d+$/.test(digits) ? parsePhoneNumberFromString(digits, region) : undefined;
  if (!phone?.isPossible()) return digits;
  const whole =
    digits === phone.nationalNumber || digits === `${phone.countryCallingCode}${phone.nationalNumber}`;
  return whole ? phone.formatNational() : digits;
}

function decideFreeText(text: string, settings: NumberSettings): DialDecision {
  const parsed = findPhoneNumber(text, { defaultRegion: settings.defaultRegion });
  if (parsed) return fromParsed(parsed, settings);
  const vanity = VANITY.exec(text.toUpperCase())?.[0];
  if (vanity && LETTER.test(vanity)) {
    const keyed = lettersAsDigits(vanity);
    return refuse(phrase('numbers.vanity', { vanity, digits: keyed }));
  }
  return refuse(phrase('numbers.noneFound'));
}

function fromParsed(parsed: ParsedNumber, settings: NumberSettings): DialTarget {
  return target(
    formatForDial(parsed, settings.dialFormat),
    displayNumber(parsed),
    parsed.kind === 'external' ? (parsed.extension ?? null) : null,
  );
}

/** The number as a person reads it: national form at home, international form abroad. */
export function displayNumber(n: ParsedNumber): string {
  if (n.kind === 'internal') return n.digits;
  return n.domestic ? n.national : n.international;
}

const target = (destination: string, display: string, dialAfterConnect: string | null): DialTarget => ({
  kind: 'dial',
  destination,
  display,
  dialAfterConnect,
});

const refuse = (reason: Phrase): DialRefusal => ({ kind: 'refused', reason });
