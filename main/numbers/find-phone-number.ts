import { normalizeCopiedText } from './copied-text';
import { toExternalNumber } from './external-number';
import { asInternalNumber } from './internal-number';
import { type CountryCode, type PhoneNumber, searchPhoneNumbersInText } from './phone-library';
import { supportedRegion } from './region';
import type { ParsedNumber } from './types';

// A selection is a sentence, a signature or a CRM cell; anything longer is a pasted document, and
// scanning all of it would only add latency to a hotkey (and more chances of a false match).
const MAX_TEXT_LENGTH = 10_000;

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

  const region = supportedRegion(options.defaultRegion);
  const phone = firstNumberIn(cleaned, region, false) ?? firstNumberIn(cleaned, region, true);
  return phone ? toExternalNumber(phone, region) : null;
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
