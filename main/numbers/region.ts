import { type CountryCode, isSupportedCountry } from './phone-library';

/**
 * The default region as libphonenumber wants it, or undefined when settings hold something it does
 * not know. Unknown regions must not throw: only numbers written with a '+' or an international
 * prefix are then recognised.
 */
export function supportedRegion(defaultRegion: string): CountryCode | undefined {
  const upper = defaultRegion.toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}
