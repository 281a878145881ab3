// What a lookup says, in the words a person reads: the facts a desk acts on (line type, carrier, place,
// do-not-call) with one spelling wherever they show (Lookup, the confirmation window, History's detail),
// the service's own fields with labels that say what each is, and a failed lookup as a sentence.
import type { IpcError, LookupFacts, LookupResult } from '../../preload/contract';
import type { FieldCatalog } from './fields';

/** Line types as the lookup services spell them, in any case, and how a person reads them. */
const LINE_TYPES: Record<string, string> = {
  wireless: 'Wireless',
  mobile: 'Wireless',
  cell: 'Wireless',
  landline: 'Landline',
  fixed: 'Landline',
  wireline: 'Landline',
  voip: 'VoIP',
  tollfree: 'Toll-free',
  'toll free': 'Toll-free',
  'toll-free': 'Toll-free',
};

/** 'wireless' and 'WIRELESS' → 'Wireless', 'voip' → 'VoIP'; a type not known is shown as sent, capitalised. */
export function lineTypeInWords(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const known = LINE_TYPES[trimmed.toLowerCase().replace(/_/g, ' ')];
  if (known) return known;
  const words = trimmed === trimmed.toUpperCase() ? trimmed.toLowerCase().replace(/_/g, ' ') : trimmed;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Riverside, CA"; null when the lookup named neither. */
export function placeInWords(facts: Pick<LookupFacts, 'city' | 'state'>): string | null {
  return [facts.city, facts.state].filter(Boolean).join(', ') || null;
}

/** "Wireless", "Cascade Mobile Demo LLC", "Riverside, CA": the facts the lookup had, in reading order. */
export function factsInWords(facts: LookupFacts): string[] {
  return [lineTypeInWords(facts.lineType), facts.carrier, placeInWords(facts)].filter(
    (part): part is string => Boolean(part),
  );
}

/** DNC values that say the number is not flagged; the flags themselves are main's (facts.doNotCall). */
const NOT_FLAGGED = new Set(['n', 'no', 'false', '0']);

/**
 * The do-not-call field in words. An empty or missing DNC is not a "no": the service did not say. A value
 * neither flag nor "no" is shown as it came.
 */
export function doNotCallInWords(facts: LookupFacts, dnc: unknown): string | null {
  if (facts.doNotCall) return 'On the list';
  const text = typeof dnc === 'string' || typeof dnc === 'number' ? String(dnc).trim() : '';
  if (text === '') return null;
  return NOT_FLAGGED.has(text.toLowerCase()) ? 'Not on the list' : text;
}

export interface LeadingFact {
  /** The service field it comes from, for tests and styling. */
  name: string;
  label: string;
  /** null when the lookup did not say. */
  text: string | null;
}

/** The facts a desk user acts on, before anything else the lookup returned. */
export function leadingFacts(result: LookupResult, facts: LookupFacts): LeadingFact[] {
  return [
    { name: 'LINETYPE', label: 'Line type', text: lineTypeInWords(facts.lineType) },
    { name: 'LEC', label: 'Carrier', text: facts.carrier },
    { name: 'PLACE', label: 'Place', text: placeInWords(facts) },
    { name: 'DNC', label: 'Do-not-call list', text: doNotCallInWords(facts, result.DNC) },
  ];
}

/**
 * Every field the lookup service sent, for "All fields": the ones the spec names with a label that says
 * what each is (the value as sent, but for the line type), then any other under its own name.
 */
export const LOOKUP_FIELDS: FieldCatalog = {
  NUMBER: { label: 'Number' },
  CITY: { label: 'City' },
  STATE: { label: 'State' },
  COUNTRY: { label: 'Country' },
  // In the words the facts use (the value as sent is the row's title).
  LINETYPE: {
    label: 'Line type',
    show: (value) => (typeof value === 'string' ? lineTypeInWords(value) : null),
  },
  LEC: { label: 'Carrier (LEC)' },
  DNC: { label: 'Do Not Call (DNC)' },
  LRN: { label: 'Routing number (LRN)' },
  OCN: { label: 'Operating company number (OCN)' },
  LATA: { label: 'Calling area (LATA)' },
  SPID: { label: 'Service provider id (SPID)' },
  JURISDICTION: { label: 'Jurisdiction' },
  LOOKUP_TYPE: { label: 'Lookup type' },
  // The service's own status, after the facts about the number.
  msg: { label: 'Service message' },
  type: { label: 'Service status' },
  code: { label: 'Service code' },
};

/** Where several numbers could be in the text: the run that looks like a phone number, as written. */
const WRITTEN_NUMBER = /\+?\(?\d[\d\s().\-/]*\d\)?|\d/g;

/**
 * The number as the person wrote it: from "Baker & Sons (555) 555-0111", "(555) 555-0111"; the whole
 * text when no digits are in it.
 */
export function numberAsWritten(text: string): string {
  const runs = text.match(WRITTEN_NUMBER) ?? [];
  const digits = (run: string) => run.replace(/\D/g, '').length;
  const longest = runs.reduce<string | null>(
    (best, run) => (best === null || digits(run) > digits(best) ? run : best),
    null,
  );
  // A lone closing parenthesis without its opening one is not part of the number.
  const run = longest?.trim() ?? '';
  const balanced = run.endsWith(')') && !run.includes('(') ? run.slice(0, -1) : run;
  return balanced || text.trim();
}

/**
 * A number kept on one line inside a sentence: its spaces do not break, nor does the line after a hyphen
 * (a word joiner follows each), so "(555) 555-0100" never ends a line at "555-".
 */
export const unbroken = (number: string): string => number.replace(/ /g, '\u00a0').replace(/-/g, '-\u2060');

/**
 * A failed lookup in the app's words, with the number as the person wrote it. The lookup service's own
 * reply (main's message, its code and msg) is kept for the Details under it, never the sentence.
 */
export function lookupFailure(error: IpcError, asked: string): IpcError {
  if (error.code !== 'lookup-failed') return error;
  const number = unbroken(numberAsWritten(asked));
  const code = error.lookup?.code ?? null;
  const message =
    code === 404
      ? `The lookup service has no record of ${number}.`
      : code === 400
        ? `The lookup service did not take ${number} as a telephone number. Check the digits and the area code.`
        : code === 401 || code === 403
          ? `The lookup service refused the main SIP account key, so ${number} was not looked up. Check that key in Settings.`
          : `The lookup service could not look up ${number}. Details show what it answered.`;
  // The reply's code and msg are shown under Details as they came (error.lookup); main's own wording of
  // it goes there too when the reply had neither.
  const details = error.details ?? (error.lookup ? undefined : error.message);
  return { ...error, message, ...(details !== undefined && { details }) };
}

/** A reply the service may answer differently if asked again (its own server trouble). */
export const lookupMayPassLater = (error: IpcError): boolean =>
  error.code === 'lookup-failed' && (error.lookup?.code ?? 0) >= 500;

/**
 * One line behind differently written numbers, as main's history keys people (main/history/
 * record-fields.ts partyKey): the last ten digits of a longer number, so 15555550142 is 5555550142.
 */
export function lineKey(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}
