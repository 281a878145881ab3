import type { InternalNumber } from './types';

// A 2-6 digit string, optionally led by a feature-code '*' or '#': a PBX extension ('201') or a feature
// code ('*97'). It is never a public number, so libphonenumber must not see it: it would either reject
// it or prefix a country code and dial something else.
const INTERNAL_DIGITS = /^[*#]?\d{2,6}$/;

/** The text as an internal number when it is one and nothing else, otherwise null. */
export function asInternalNumber(text: string): InternalNumber | null {
  return INTERNAL_DIGITS.test(text) ? { kind: 'internal', digits: text } : null;
}
