// The call-history filters, shared by the renderer (the rows shown), main's export (the rows written) and
// main's local copy (the rows found), so that History, its search and "Export CSV" agree on one rule: the
// text, and which calls (missed, or one direction). Voicemail's and Recordings' searches use the same
// text rule, over the words of a transcription too.

import type { CallKind } from '../contract';
import { classifyMissed, directionOf } from './missed-call';
import { transcriptionOf } from './transcription';

export type { CallKind };

export const CALL_KINDS: readonly CallKind[] = ['all', 'missed', 'inbound', 'outbound', 'local'];

export function matchesCallKind(record: Readonly<Record<string, unknown>>, kind: CallKind): boolean {
  if (kind === 'all') return true;
  if (kind === 'missed') return classifyMissed(record).missed === true;
  return directionOf(record) === kind;
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

/** Lower case without accents, so that "jose" finds "José" and "JOSÉ" finds "jose". */
export function foldForSearch(text: string): string {
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

/**
 * What a record is searched by: its names and numbers as sent, the numbers' digits, and what was said
 * in a voicemail message or a recording (its transcription; a call record has none), folded.
 */
export function searchableText(record: Readonly<Record<string, unknown>>): string {
  const present = (field: string) => {
    const value = record[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const numbers = NUMBER_FIELDS.map(present).filter(Boolean);
  const parts = [
    ...NAME_FIELDS.map(present),
    ...numbers,
    ...numbers.map((number) => number.replace(/\D/g, '')),
    transcriptionOf(record) ?? '',
  ];
  return foldForSearch(parts.filter(Boolean).join(' '));
}

/** Whether every word of the search appears in what the record is searched by (the store's rule too). */
export function matchesCallFilter(record: Readonly<Record<string, unknown>>, text: string): boolean {
  const terms = searchTerms(text);
  if (terms.length === 0) return true;
  const searchable = searchableText(record);
  return terms.every((term) => searchable.includes(term));
}
