import type { NumberFormat, ParsedNumber } from './types';

/**
 * The string handed to the phone system's dial API.
 *
 * 'national-digits' is the number as dialled at home, trunk prefix included (US '5551234567', GB
 * '02079460000', DE '0301234567'). A number from another country cannot be dialled that way, so it
 * falls back to E.164 ('+442079460000'): the '+' lets the phone system pick its own international
 * prefix (011, 00, …) instead of us guessing it.
 */
export function formatForDial(n: ParsedNumber, format: NumberFormat): string {
  if (n.kind === 'internal') return n.digits;
  switch (format) {
    case 'e164':
      return n.e164;
    case 'country-digits':
      return n.e164.slice(1);
    case 'national-digits':
      // The national display format is exactly the domestic dialling form plus punctuation.
      return n.domestic ? n.national.replace(/\D/g, '') : n.e164;
  }
}
