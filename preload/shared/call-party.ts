// Who a call was with, and who had it at the desk, read from a call record whose field names vary by
// deployment. Shared by the renderer (rows, detail, Call back) and main (the CSV export's columns), so a
// person sees the same names in both. Pure: no imports beyond the shared missed-call rule.
import { directionOf } from './missed-call';

type CallRecord = Readonly<Record<string, unknown>>;

/** The first field that holds non-empty text or a number, as text. */
export function textField(record: CallRecord, ...names: string[]): string | null {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

export interface Party {
  name: string | null;
  /** The number to call back or look up. */
  number: string | null;
}

const caller = (record: CallRecord): Party => ({
  name: textField(record, 'caller_id_name'),
  number: textField(record, 'caller_id_number'),
});

const callee = (record: CallRecord): Party => ({
  name: textField(record, 'destination_name', 'callee_id_name'),
  number: textField(record, 'destination_number', 'callee_id_number'),
});

/** The other end of the call: the caller for incoming calls, the number dialled for the rest. */
export const otherParty = (record: CallRecord): Party =>
  directionOf(record) === 'inbound' ? caller(record) : callee(record);

/** The desk's end of the call: the extension called for incoming calls, the caller for the rest. */
export const deskParty = (record: CallRecord): Party =>
  directionOf(record) === 'inbound' ? callee(record) : caller(record);
