// The call-history filters, shared by the renderer (the rows shown) and main (the rows exported), so that
// "Export CSV" writes exactly what the filters show: the text, and which calls (missed, or one direction).

import type { CallKind } from '../contract';
import { classifyMissed, directionOf } from './missed-call';

export type { CallKind };

export const CALL_KINDS: readonly CallKind[] = ['all', 'missed', 'inbound', 'outbound', 'local'];

export function matchesCallKind(record: Readonly<Record<string, unknown>>, kind: CallKind): boolean {
  if (kind === 'all') return true;
  if (kind === 'missed') return classifyMissed(record).missed === true;
  return directionOf(record) === kind;
}

const SEARCHED_FIELDS = ['caller_id_name', 'caller_id_number', 'destination_number', 'destination_name'];

/** Whether a record's names or numbers contain the text; digits match ignoring punctuation. */
export function matchesCallFilter(record: Readonly<Record<string, unknown>>, text: string): boolean {
  const words = text.trim().toLowerCase();
  if (words === '') return true;
  const digits = words.replace(/\D/g, '');
  return SEARCHED_FIELDS.some((field) => {
    const value = record[field];
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    const lower = String(value).toLowerCase();
    return lower.includes(words) || (digits.length > 0 && lower.replace(/\D/g, '').includes(digits));
  });
}
