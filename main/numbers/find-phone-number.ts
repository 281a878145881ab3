import { normalizeCopiedText } from './copied-text';
import { toExternalNumber } from './external-number';
import { asInternalNumber } from './internal-number';
import {
  type CountryCode,
  getCountryCallingCode,
  type PhoneNumber,
  searchPhoneNumbersInText,
} from './phone-library';
import { supportedRegion } from './region';
import type { ParsedNumber } from './types';

// A selection is a sentence, a signature or a CRM cell; anything longer is a pasted document, and
// scanning all of it would only add latency to a hotkey (and more chances of a false match).
const MAX_TEXT_LENGTH = 10_000;
// A local number without its area code ('555-0118'): dialled as it is, but only when it is the whole
// text. Inside longer text a 7-digit run is as likely an order or invoice number.
const LOCAL_NUMBER = /^\d{3}[-. ]?\d{4}$/;
// North America dials abroad with 011, most other regions with 00. libphonenumber reads the default
// region's own prefix; the other one is tried only when nothing else reads (in Britain '0113' is Leeds).
const OTHER_PREFIX_IN_NANP = /(^|[^\d+])00(?=[\s-]?[1-9])/g;
const OTHER_PREFIX_ELSEWHERE = /(^|[^\d+])011(?=[\s-]?[1-9])/g;

/**
 * The number the user meant to dial in selected or copied text, or null when there is none.
 *
 * The first *valid* number wins; only when the text holds none is the first merely *possible* one
 * taken. The fallback exists because demo and test numbers are deliberately unallocated (the US
 * '(555) 123-4567' style with area code 555, the UK drama range 07700 900xxx) and 'max' metadata
 * rejects them, yet users dial them against demo systems all the time. Valid numbers go first because a possible-length digit run is often an order
 * or invoice number sitting next to the real phone number.
 */
export function findPhoneNumber(text: string, options: { defaultRegion: string }): ParsedNumber | null {
  const cleaned = normalizeCopiedText(text.slice(0, MAX_TEXT_LENGTH)).trim();
  const internal = asInternalNumber(cleaned);
  if (internal) return internal;
  if (LOCAL_NUMBER.test(cleaned)) return { kind: 'internal', digits: cleaned.replace(/\D/g, '') };

  const region = supportedRegion(options.defaultRegion);
  const rewritten = withOtherPrefixAsPlus(cleaned, region);
  const phone =
    bestNumberIn(cleaned, region) ?? (rewritten === cleaned ? null : bestNumberIn(rewritten, region));
  return phone ? toExternalNumber(phone, region) : null;
}

function bestNumberIn(text: string, region: CountryCode | undefined): PhoneNumber | null {
  return firstNumberIn(text, region, false) ?? firstNumberIn(text, region, true);
}

/** The text with the other international prefix (see OTHER_PREFIX_*) written as '+'. */
function withOtherPrefixAsPlus(text: string, region: CountryCode | undefined): string {
  const nanp = region !== undefined && getCountryCallingCode(region) === '1';
  return text.replace(nanp ? OTHER_PREFIX_IN_NANP : OTHER_PREFIX_ELSEWHERE, '$1+');
}

// `extended` is libphonenumber's switch from VALID to POSSIBLE leniency.
function firstNumberIn(
  text: string,
  region: CountryCode | undefined,
  acceptPossible: boolean,
): PhoneNumber | null {
  for (const found of searchPhoneNumbersInText(text, { defaultCountry: region, extended: acceptPossible })) {
    return found.number;
  }
  return null;
}
