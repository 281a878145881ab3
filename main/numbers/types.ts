/** How a number is written when handed to the phone system's dial API. */
export type NumberFormat = 'e164' | 'national-digits' | 'country-digits';

/** A number on the public network, with any extension kept apart from the digits. */
export interface ExternalNumber {
  kind: 'external';
  /** '+15551234567'. */
  e164: string;
  /** ISO alpha-2 region; undefined when the digits do not pin one down (e.g. +800, fictional +1 555). */
  country: string | undefined;
  /** Human display in the number's own national format, e.g. '(555) 123-4567'. */
  national: string;
  /** Human display in international format, e.g. '+1 555 123 4567'. */
  international: string;
  /** Digits to dial after the call connects; never glued onto the number. */
  extension: string | undefined;
  /**
   * True when the number shares the default region's country calling code, i.e. it can be dialled
   * without an international prefix. Decided at parse time because only the parser knows the region.
   */
  domestic: boolean;
}

/**
 * Digits the phone system dials as they are, passed through untouched: an extension ('201'), a feature
 * code ('*97') or a local number without its area code ('5550118').
 */
export interface InternalNumber {
  kind: 'internal';
  digits: string;
}

export type ParsedNumber = ExternalNumber | InternalNumber;
