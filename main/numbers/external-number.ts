import { type CountryCode, getCountryCallingCode, type PhoneNumber } from './phone-library';
import type { ExternalNumber } from './types';

// libphonenumber appends ' ext. 89' to formatted numbers; the extension is a separate field here, so
// the display strings must carry the number alone.
const withoutExtension = { formatExtension: (formattedNumber: string) => formattedNumber };

/** Converts a libphonenumber result into Dialdesk's shape for a number parsed in `region`. */
export function toExternalNumber(phone: PhoneNumber, region: CountryCode | undefined): ExternalNumber {
  return {
    kind: 'external',
    e164: phone.number,
    country: phone.country,
    national: phone.formatNational(withoutExtension),
    international: phone.formatInternational(withoutExtension),
    extension: phone.ext || undefined,
    // Calling codes, not regions, decide this: a Canadian number is dialled from the US without any
    // international prefix, and a fictional +1 555 number has no region at all.
    domestic: region !== undefined && phone.countryCallingCode === getCountryCallingCode(region),
  };
}
