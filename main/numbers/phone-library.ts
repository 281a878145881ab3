// The single entry point to libphonenumber-js, so every module validates against the same metadata.
//
// 'max' metadata, deliberately: it carries the digit patterns that tell a valid number from a merely
// possible one. With 'min', isValid() only checks lengths (it behaves like isPossible()), so
// findPhoneNumber could not prefer a real number over an order number of the right length. The extra
// ~65 kB does not matter: this code runs in the Electron main process, nothing is downloaded.
//
// The library (220 kB with its metadata) is required when a number is first read or written, not as main
// loads. Built, it is a file of its own beside index.cjs (scripts/main-bundle.mjs).
import { createRequire } from 'node:module';

type Max = typeof import('libphonenumber-js/max');

export type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';

// An ES module has no require(): this makes one for this file. Built, main is CommonJS with a require()
// of its own, and the build leaves this line out (scripts/main-bundle.mjs).
const require = createRequire(import.meta.url);

let library: Max | undefined;

/** libphonenumber-js/max's function `name`, which requires the library when first called. */
const onFirstCall = <Name extends keyof Max>(name: Name): Max[Name] =>
  ((...args: unknown[]) => {
    library ??= require('libphonenumber-js/max') as Max;
    return (library[name] as (...args: unknown[]) => unknown)(...args);
  }) as Max[Name];

export const getCountryCallingCode = onFirstCall('getCountryCallingCode');
export const isSupportedCountry = onFirstCall('isSupportedCountry');
export const parsePhoneNumberFromString = onFirstCall('parsePhoneNumberFromString');
export const searchPhoneNumbersInText = onFirstCall('searchPhoneNumbersInText');
