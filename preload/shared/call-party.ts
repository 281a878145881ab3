// Who a call was with, and who had it at the desk, read from a call record whose field names vary by
// deployment. Main judges it against the user's own extension and writes it beside each record that
// crosses the bridge (the renderer's rows, detail, Call back read that); the CSV export reads it here.
// Pure: no imports beyond the shared missed-call rule.
import type { RecordedParty } from '../contract';
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

const caller = (record: CallRecord): RecordedParty => ({
  name: textField(record, 'caller_id_name'),
  number: textField(record, 'caller_id_number'),
});

const callee = (record: CallRecord): RecordedParty => ({
  name: textField(record, 'destination_name', 'callee_id_name'),
  number: textField(record, 'destination_number', 'callee_id_number'),
});

/** Whether a side of the call is the user's own extension, as the phone system wrote it. */
const isOwn = (party: RecordedParty, ownExtension: string | null): boolean =>
  ownExtension !== null && ownExtension.trim() !== '' && party.number === ownExtension.trim();

/**
 * Both ends of a call or a recording: the other party is whichever side is not the user's own extension,
 * in every direction (a colleague's internal call to me shows the colleague, and Call back rings them,
 * not me). Where neither side is the user's (a call to a DID or a ring group), it is the caller of an
 * incoming call and the number dialled of the others; the desk's end is the side that is left.
 */
function ends(
  record: CallRecord,
  ownExtension: string | null,
): { other: RecordedParty; desk: RecordedParty } {
  const from = caller(record);
  const to = callee(record);
  if (isOwn(to, ownExtension) && !isOwn(from, ownExtension)) return { other: from, desk: to };
  if (isOwn(from, ownExtension)) return { other: to, desk: from };
  return directionOf(record) === 'inbound' ? { other: from, desk: to } : { other: to, desk: from };
}

/** The other end of the call (see ends). */
export const otherParty = (record: CallRecord, ownExtension: string | null): RecordedParty =>
  ends(record, ownExtension).other;

/** The desk's end of the call: the user's extension, or the line the call came in on. */
export const deskParty = (record: CallRecord, ownExtension: string | null): RecordedParty =>
  ends(record, ownExtension).desk;
