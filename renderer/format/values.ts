// Readers for records whose shape the server decides: a field may be missing, a number may arrive as
// text, and a deployment may name a field differently. Each reader tries the names it is given in order.
import type { PhoneRecord } from '../../preload/contract';

export { textField } from '../../preload/shared/call-party';

/** The first field that holds a finite number, or text that is one. */
export function numberField(record: PhoneRecord, ...names: string[]): number | null {
  for (const name of names) {
    const value = record[name];
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return null;
}

/** A field's value exactly as it came: text as it is, anything else as JSON. */
export function rawValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}
