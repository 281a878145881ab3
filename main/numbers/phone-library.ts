// The single entry point to libphonenumber-js, so every module validates against the same metadata.
//
// 'max' metadata, deliberately: it carries the digit patterns that tell a valid number from a merely
// possible one. With 'min', isValid() only checks lengths (it behaves like isPossible()), so
// findPhoneNumber could not prefer a real number over an order number of the right length. The extra
// ~65 kB does not matter: this code runs in the Electron main process, nothing is downloaded.
export type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
export {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  searchPhoneNumbersInText,
} from 'libphonenumber-js/max';
