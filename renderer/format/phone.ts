// Phone numbers as people read them. The lookup service Dialdesk pairs with is North American (LRN,
// LATA, OCN), so North American numbers are written (555) 555-0123; anything else is shown as it came.
// Parsing in general (libphonenumber) stays in main, to keep the page small.

const NANP_TEN_DIGITS = /^\d{10}$/;

export function displayPhoneNumber(raw: string): string {
  // Only plain numbers: digits, separators and an optional +1. A "+44…" number is not North American.
  if (!/^\+?[\d\s().-]+$/.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '');
  const hasPlus = raw.trim().startsWith('+');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : hasPlus ? null : digits;
  if (national === null || !NANP_TEN_DIGITS.test(national)) return raw;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** For the field catalogs: a number field shown readably, the raw value still offered. */
export const showPhoneNumber = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? displayPhoneNumber(String(value)) : null;
