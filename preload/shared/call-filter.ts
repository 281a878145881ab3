// The call-history filters, shared by the renderer (the rows shown), main's export (the rows written) and
// main's local copy (the rows found), so that History, its search and "Export CSV" agree on one rule: the
// text, and which calls (missed, or one direction). Voicemail's and Recordings' searches use the same
// text rule, over the words of a transcription too.

import type { Call, CallKind, Recording, Voicemail } from '../contract';
import { transcriptionOf } from './transcription';

export type { CallKind };

export const CALL_KINDS: readonly CallKind[] = ['all', 'missed', 'inbound', 'outbound', 'local'];

/** Whether a call is of the kind shown (main's local copy asks its columns the same). */
export function matchesCallKind(call: Pick<Call, 'missed' | 'direction'>, kind: CallKind): boolean {
  if (kind === 'all') return true;
  if (kind === 'missed') return call.missed;
  return call.direction === kind;
}

/**
 * The longest search text any field takes (History, Recordings, the dial pad and Lookup's suggestions):
 * longer than any name or number, short enough that a pasted page is not searched as one word.
 */
export const MAX_SEARCH_TEXT = 200;

const NAME_FIELDS = ['caller_id_name', 'destination_name'];
const NUMBER_FIELDS = ['caller_id_number', 'destination_number'];
/** A phone number as people write one: only digits and the punctuation around them. */
const PHONE_SHAPED = /^[\d\s()+.\-/]*\d[\d\s()+.\-/]*$/;
export const isPhoneShaped = (text: string): boolean => PHONE_SHAPED.test(text);

/** Printable ASCII: nothing to take apart or take off, only to lower (a quarter of the time, measured). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Lower case without accents, so that "jose" finds "José" and "JOSÉ" finds "jose". */
export function foldForSearch(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * What a search looks for: the words of the text, folded, each of which must appear. A text that is a
 * phone number as people write one ("(555) 555-0123") is one word, its digits; so is any single word
 * written like a number ("Priya 555-01" looks for "priya" and "55501"). Control characters separate
 * words: no name or number holds one.
 */
export function searchTerms(text: string): string[] {
  const words = text
    .slice(0, MAX_SEARCH_TEXT)
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  if (words === '') return [];
  const digitsOf = (word: string) => word.replace(/\D/g, '');
  if (PHONE_SHAPED.test(words)) return [digitsOf(words)];
  return words.split(/\s+/u).map((word) => (PHONE_SHAPED.test(word) ? digitsOf(word) : foldForSearch(word)));
}

/** The names, the numbers (and their digits) and what was said, folded: what a search looks in. */
function searchText(
  names: readonly (string | null)[],
  numbers: readonly (string | null)[],
  said: string | null,
) {
  const present = numbers.filter((number): number is string => Boolean(number));
  const parts = [...names, ...present, ...present.map((number) => number.replace(/\D/g, '')), said];
  return foldForSearch(parts.filter(Boolean).join(' '));
}

/**
 * What a record is searched by: its names and numbers as sent, the numbers' digits, and what was said
 * in a voicemail message or a recording (its transcription; a call record has none), folded. main's
 * local copy indexes this text; the windows search the canonical records by the same fields (searchableOf).
 */
export function searchableText(record: Readonly<Record<string, unknown>>): string {
  const present = (field: string) => {
    const value = record[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
  };
  return searchText(NAME_FIELDS.map(present), NUMBER_FIELDS.map(present), transcriptionOf(record));
}

/**
 * What a call, recording or voicemail main read is searched by: the fields searchableText reads, and the
 * person's note on it with its outcome (main/notes), which main's copy finds through the notes file.
 */
export function searchableOf(item: Call | Recording | Voicemail): string {
  const callee = 'callee' in item ? item.callee : { name: null, number: null };
  const said = 'transcription' in item ? item.transcription : null;
  const note = 'note' in item && item.note ? [item.note.text, item.note.outcome?.label ?? ''].join(' ') : '';
  return (
    searchText([item.caller.name, callee.name], [item.caller.number, callee.number], said) +
    (note && ` ${foldForSearch(note)}`)
  );
}

/** Whether every word of the search appears in what is searched (the store's rule too). */
export function matchesSearch(searchable: string, text: string): boolean {
  const terms = searchTerms(text);
  return terms.every((term) => searchable.includes(term));
}
