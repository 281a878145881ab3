// What a lookup says, in the words a person reads: the facts a desk acts on (line type, carrier, place,
// do-not-call) with one spelling wherever they show (Lookup, the confirmation window, History's detail),
// the service's own fields with labels that say what each is, and a failed lookup as a sentence.
import type { IpcError, LookupFacts, LookupResult } from '../../preload/contract';
import { IN_SETTINGS, phrase, say } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import type { FieldCatalog } from './fields';

/**
 * A fact as a person reads it. `sent`: the text is the lookup service's own (a carrier, a place, a value
 * the app has no words for), shown as it came rather than translated.
 */
export interface FactText {
  text: string;
  sent: boolean;
}

type LineTypeKey =
  | 'lookup.lineType.wireless'
  | 'lookup.lineType.landline'
  | 'lookup.lineType.voip'
  | 'lookup.lineType.tollFree';

/** Line types as the lookup services spell them, in any case, and how a person reads them. */
const LINE_TYPES: Readonly<Record<string, LineTypeKey>> = {
  wireless: 'lookup.lineType.wireless',
  mobile: 'lookup.lineType.wireless',
  cell: 'lookup.lineType.wireless',
  landline: 'lookup.lineType.landline',
  fixed: 'lookup.lineType.landline',
  wireline: 'lookup.lineType.landline',
  voip: 'lookup.lineType.voip',
  tollfree: 'lookup.lineType.tollFree',
  'toll free': 'lookup.lineType.tollFree',
  'toll-free': 'lookup.lineType.tollFree',
};

/** 'wireless' and 'WIRELESS' → 'Wireless', 'voip' → 'VoIP'; a type not known is shown as sent, capitalised. */
function lineTypeFact(value: string | null | undefined): FactText | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const spelled = trimmed.toLowerCase().replace(/_/g, ' ');
  const known = Object.hasOwn(LINE_TYPES, spelled) ? LINE_TYPES[spelled] : undefined;
  if (known) return { text: t(known), sent: false };
  const words = trimmed === trimmed.toUpperCase() ? spelled : trimmed;
  return { text: words.charAt(0).toUpperCase() + words.slice(1), sent: true };
}

export const lineTypeInWords = (value: string | null | undefined): string | null =>
  lineTypeFact(value)?.text ?? null;

/** "Riverside, CA"; null when the lookup named neither. */
export function placeInWords(facts: Pick<LookupFacts, 'city' | 'state'>): string | null {
  return [facts.city, facts.state].filter(Boolean).join(', ') || null;
}

const sent = (text: string | null): FactText | null => (text ? { text, sent: true } : null);

/** Line type, carrier and place: the facts the lookup had, in reading order. */
export function factTexts(facts: LookupFacts): FactText[] {
  return [lineTypeFact(facts.lineType), sent(facts.carrier), sent(placeInWords(facts))].filter(
    (part): part is FactText => part !== null,
  );
}

/** "Wireless", "Cascade Mobile Demo LLC", "Riverside, CA": the facts the lookup had, in reading order. */
export const factsInWords = (facts: LookupFacts): string[] => factTexts(facts).map((fact) => fact.text);

/** DNC values that say the number is not flagged; the flags themselves are main's (facts.doNotCall). */
const NOT_FLAGGED = new Set(['n', 'no', 'false', '0']);

/**
 * The do-not-call field in words. An empty or missing DNC is not a "no": the service did not say. A value
 * neither flag nor "no" is shown as it came.
 */
function doNotCallFact(facts: LookupFacts, dnc: unknown): FactText | null {
  if (facts.doNotCall) return { text: t('lookup.dnc.listed'), sent: false };
  const text = typeof dnc === 'string' || typeof dnc === 'number' ? String(dnc).trim() : '';
  if (text === '') return null;
  return NOT_FLAGGED.has(text.toLowerCase()) ? { text: t('lookup.dnc.notListed'), sent: false } : sent(text);
}

export interface LeadingFact {
  /** The service field it comes from, for tests and styling. */
  name: string;
  label: string;
  /** null when the lookup did not say. */
  text: string | null;
  /** The text is the service's own, not the app's words. */
  sent: boolean;
}

const leading = (name: string, label: string, fact: FactText | null): LeadingFact => ({
  name,
  label,
  text: fact?.text ?? null,
  sent: fact?.sent ?? false,
});

/** The facts a desk user acts on, before anything else the lookup returned. */
export function leadingFacts(result: LookupResult, facts: LookupFacts): LeadingFact[] {
  return [
    leading('LINETYPE', t('lookup.fact.lineType'), lineTypeFact(facts.lineType)),
    leading('LEC', t('lookup.fact.carrier'), sent(facts.carrier)),
    leading('PLACE', t('lookup.fact.place'), sent(placeInWords(facts))),
    leading('DNC', t('lookup.fact.doNotCall'), doNotCallFact(facts, result.DNC)),
  ];
}

/**
 * Every field the lookup service sent, for "All fields": the ones the spec names with a label that says
 * what each is (the value as sent, but for the line type), then any other under its own name.
 */
export const LOOKUP_FIELDS: FieldCatalog = {
  NUMBER: { label: 'lookup.field.number' },
  CITY: { label: 'lookup.field.city' },
  STATE: { label: 'lookup.field.state' },
  COUNTRY: { label: 'lookup.field.country' },
  // In the words the facts use (the value as sent is the row's title).
  LINETYPE: {
    label: 'lookup.field.lineType',
    show: (value) => (typeof value === 'string' ? lineTypeInWords(value) : null),
    inWords: true,
  },
  LEC: { label: 'lookup.field.carrier' },
  DNC: { label: 'lookup.field.doNotCall' },
  LRN: { label: 'lookup.field.routingNumber' },
  OCN: { label: 'lookup.field.operatingCompany' },
  LATA: { label: 'lookup.field.callingArea' },
  SPID: { label: 'lookup.field.serviceProvider' },
  JURISDICTION: { label: 'lookup.field.jurisdiction' },
  LOOKUP_TYPE: { label: 'lookup.field.lookupType' },
  // The service's own status, after the facts about the number.
  msg: { label: 'lookup.field.serviceMessage' },
  type: { label: 'lookup.field.serviceStatus' },
  code: { label: 'lookup.field.serviceCode' },
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
  const said =
    code === 404
      ? phrase('lookup.error.notFound', { number })
      : code === 400
        ? phrase('lookup.error.badNumber', { number })
        : code === 401 || code === 403
          ? phrase('lookup.error.refused', { number, where: IN_SETTINGS })
          : phrase('lookup.error.other', { number });
  // The reply's code and msg are shown under Details as they came (error.lookup); main's own wording of
  // it goes there too when the reply had neither.
  const details = error.details ?? (error.lookup ? undefined : error.message);
  return { ...error, message: say(said), said, ...(details !== undefined && { details }) };
}

/** A reply the service may answer differently if asked again (its own server trouble). */
export const lookupMayPassLater = (error: IpcError): boolean =>
  error.code === 'lookup-failed' && (error.lookup?.code ?? 0) >= 500;
