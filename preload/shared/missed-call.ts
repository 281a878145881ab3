// Which call records count as missed. The spec names no such field, so this is the one place that reads
// the signals deployments are known to send, strongest first: an explicit `missed_call` flag, then
// FusionPBX's status (missed and voicemail are; answered and failed are not; busy, no_answer and
// cancelled are for an incoming call), then an inbound call that was never answered
// (answer_epoch / answer_stamp), then an inbound call's hangup cause.
// Shared by main (the history store, missed-call notices, the CSV export) and the renderer (the history
// view's Missed filter and marks), so that both always agree. Pure: no imports.

/** A call record as the phone system sends it. */
type CallRecord = Readonly<Record<string, unknown>>;

/** Which field decided: the store counts records with any signal to tell whether alerts are possible. */
export type MissedSignal = 'missed_call' | 'status' | 'answer' | 'hangup_cause';

export interface MissedVerdict {
  /** null when the record carries none of the signals: missed-call alerts cannot work for it. */
  missed: boolean | null;
  signal: MissedSignal | null;
}

/**
 * Hangup causes that mean nobody picked up (FreeSWITCH names). USER_BUSY counts: the caller tried and
 * did not get through. CALL_REJECTED does not: the person declined the call on purpose.
 */
const UNANSWERED_CAUSES: ReadonlySet<string> = new Set([
  'NO_ANSWER',
  'NO_USER_RESPONSE',
  'ORIGINATOR_CANCEL',
  'USER_BUSY',
  'ALLOTTED_TIMEOUT',
  'RECOVERY_ON_TIMER_EXPIRE',
]);
const ANSWERED_CAUSES: ReadonlySet<string> = new Set(['NORMAL_CLEARING', 'CALL_REJECTED']);

/** true/false from the shapes deployments use for flags: booleans, 1/0, 'true'/'false', 'yes'/'no'. */
function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 't'].includes(text)) return true;
  if (['false', '0', 'no', 'f'].includes(text)) return false;
  return null;
}

/** The direction as sent, lower-cased; '' when absent. */
export function directionOf(record: CallRecord): string {
  const value = record.direction ?? record.call_direction;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** FusionPBX's status of the call as sent, lower-cased; '' when absent (call-result.ts reads it too). */
export function statusText(record: CallRecord): string {
  return typeof record.status === 'string' ? record.status.trim().toLowerCase() : '';
}

/** Whether the record says the call was answered; null when it carries no answer field. */
export function answered(record: CallRecord): boolean | null {
  const epoch = record.answer_epoch;
  if (typeof epoch === 'number' || (typeof epoch === 'string' && /^\d+$/.test(epoch.trim())))
    return Number(epoch) > 0;
  const stamp = record.answer_stamp;
  if (typeof stamp === 'string') return stamp.trim() !== '';
  if (stamp === null && 'answer_stamp' in record) return false;
  return null;
}

export function classifyMissed(record: CallRecord): MissedVerdict {
  const explicit = flag(record.missed_call);
  if (explicit !== null) return { missed: explicit, signal: 'missed_call' };
  // FusionPBX leaves missed_call NULL where it had no verdict; its status still says what happened.
  const status = statusText(record);
  const direction = directionOf(record);
  if (status === 'missed' || status === 'voicemail') return { missed: true, signal: 'status' };
  if (status === 'answered' || status === 'failed') return { missed: false, signal: 'status' };
  // A caller who got a busy line, no answer, or gave up: missed when the call came in (the person may be
  // the caller of any other call: only 'missed' and 'voicemail' say it of those).
  if (status === 'busy' || status === 'no_answer' || status === 'cancelled')
    return { missed: direction === 'inbound', signal: 'status' };
  // Without a direction, an unanswered call may be one the person placed: only the flag can say.
  if (direction !== 'inbound') return { missed: null, signal: null };
  const wasAnswered = answered(record);
  if (wasAnswered !== null) return { missed: !wasAnswered, signal: 'answer' };
  const cause = typeof record.hangup_cause === 'string' ? record.hangup_cause.trim().toUpperCase() : '';
  if (UNANSWERED_CAUSES.has(cause)) return { missed: true, signal: 'hangup_cause' };
  if (ANSWERED_CAUSES.has(cause)) return { missed: false, signal: 'hangup_cause' };
  return { missed: null, signal: null };
}
