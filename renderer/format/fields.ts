// Turns a record into labelled rows for a detail pane: the fields this app knows get a human label and
// a readable value, in a sensible order; every other field follows under its own name, exactly as sent.
import type { RawRecord } from '../../preload/contract';
import { t, type WordKey } from '../../preload/shared/i18n/translate';
import { rawFields } from '../../preload/shared/raw-record';
import { rawValue } from './values';

export interface FieldSpec {
  label: WordKey;
  /** The readable form of a value, or null to show it raw (it was not in the expected form). */
  show?: (value: unknown) => string | null;
  /**
   * Whether `show` puts the value in words of the language in use (a direction, a hangup cause), not a
   * number, a date or the phone system's own text.
   */
  inWords?: boolean;
  /** What an empty value means for this field, when more than "not provided". */
  empty?: WordKey;
}

/** Known fields in display order. */
export type FieldCatalog = Record<string, FieldSpec>;

export interface FieldRow {
  name: string;
  label: string;
  text: string;
  /** The value as it came, offered when `text` was reformatted. */
  raw: string;
  known: boolean;
  /** An empty value: shown as "not provided", which is not a negative answer. */
  empty: boolean;
  /** `text` is data (the phone system's value, a number, a date), not words to translate. */
  data: boolean;
}

/** The text of an empty value: not a negative answer. */
export const notProvided = (): string => t('fields.notProvided');

function row(name: string, value: unknown, spec: FieldSpec | undefined): FieldRow {
  const raw = rawValue(value);
  const empty = value === '' || value === null || value === undefined;
  const shown = empty ? null : (spec?.show?.(value) ?? null);
  const text = empty ? (spec?.empty ? t(spec.empty) : notProvided()) : (shown ?? raw);
  const inWords = empty || (shown !== null && spec?.inWords === true);
  return {
    name,
    label: spec ? t(spec.label) : name,
    text,
    raw,
    known: spec !== undefined,
    empty,
    data: !inWords,
  };
}

export function fieldRows(record: Record<string, unknown>, catalog: FieldCatalog): FieldRow[] {
  const known = Object.keys(catalog).filter((name) => Object.hasOwn(record, name));
  const unknown = Object.keys(record).filter((name) => !Object.hasOwn(catalog, name));
  return [
    ...known.map((name) => row(name, record[name], catalog[name])),
    ...unknown.map((name) => row(name, record[name], undefined)),
  ];
}

/** Every field as the server sent it, under its own name: for the collapsed "All fields". */
export const rawRows = (raw: RawRecord): FieldRow[] =>
  rawFields(raw).map(([name, value]) => row(name, value, undefined));

/** Words for a code the server sends in upper snake case: 'USER_BUSY' -> 'User busy'. */
export const codeInWords = (code: string): string => {
  const words = code.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
