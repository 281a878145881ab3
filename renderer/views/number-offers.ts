// Whether Call back and Look up are offered for a number the phone system recorded. The rules for what is
// dialled live in main (main/numbers/dial-rules.ts); this only decides which buttons make sense.
import { t } from '../../preload/shared/i18n/translate';

/**
 * Whether a recorded number can be called back: the phone system dials digits, '*' and '#' as it
 * recorded them, but "anonymous" or "Restricted" is a withheld number, not one to call.
 */
export const canCallBack = (number: string | null): number is string =>
  number !== null && !/\p{L}/u.test(number) && /\d/.test(number);

/**
 * Why a number cannot be looked up, or null when it can. The lookup service answers for North American
 * numbers only (10 digits, or 11 with the leading 1); for anything else a lookup may be charged and must
 * fail, so it is not offered.
 */
export function lookupUnavailable(number: string): string | null {
  const compact = number.replace(/[\s().-]/g, '');
  const digits = compact.replace(/^\+/, '');
  if (/^(1\d{10}|\d{10})$/.test(digits) && !(compact.startsWith('+') && !digits.startsWith('1'))) return null;
  if (/\p{L}/u.test(number)) return t('lookup.unavailable.noNumber');
  if (compact.startsWith('+') || /^01[01]/.test(digits)) return t('lookup.unavailable.abroad');
  if (/[*#]/.test(digits) || digits.length <= 8) return t('lookup.unavailable.notPublic');
  return t('lookup.unavailable.length');
}
