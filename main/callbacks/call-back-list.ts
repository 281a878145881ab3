// The call-back list's rule, over what the desk knows of one account: its stored calls of the last days
// (the local copy of history), the voicemail the last check listed, and the person's own marks. Pure.
//
// A number is to call back while it has a missed call or a voicemail that came after the last of these:
// an answered call with it (either way, from any desk: the phone system records it), or the person's Done.
// A call to it that nobody answered (placed from Dialdesk, or recorded from any desk) is a try: shown on the
// entry ("tried at 10:42"), closing nothing. A snooze hides the entry until its time, unless the number
// calls again meanwhile.
import type { CallBackEntry, RecordedParty } from '../../preload/contract';
import { callResult } from '../../preload/shared/call-result';
import { classifyMissed, directionOf } from '../../preload/shared/missed-call';

/** How far back the list looks: a long weekend and a day off still show on the next working day. */
export const CALL_BACK_DAYS = 7;

/**
 * How close in time a voicemail and the call record of the same message are taken to be one: the record's
 * start and the message's creation differ by the greeting and the message's length.
 */
const SAME_MESSAGE_SECONDS = 10 * 60;

/** A stored call with another party (a-leg, its b-legs beside it), as the local copy holds it. */
export interface PartyCall {
  uuid: string;
  /** The other party's number key under the account's rule. */
  key: string;
  startEpoch: number;
  record: Readonly<Record<string, unknown>>;
  /** The b-legs stored with it (a ring group's phones, an originate's outside leg). */
  legs: readonly Readonly<Record<string, unknown>>[];
  /** The other party as recorded. */
  party: RecordedParty;
}

/** A voicemail the last check listed, its caller keyed. */
export interface VoicemailItem {
  id: string;
  key: string;
  epoch: number;
  party: RecordedParty;
}

/** The person's marks on a number. */
export interface CallBackMarks {
  /** Done: its calls up to this second are handled. */
  doneThrough: number | null;
  /** Snoozed: its calls up to this second wait until snoozedUntilMs. */
  snoozedThrough: number | null;
  snoozedUntilMs: number | null;
  /** The latest call placed to it from Dialdesk, ms since epoch. */
  placedMs: number | null;
}

/** An entry as found, its caller as recorded (the account's edge names it). */
export type FoundCallBack = Omit<CallBackEntry, 'party'> & { caller: RecordedParty };

type CallKind = 'missed' | 'voicemail' | 'answered' | 'unanswered' | 'other';

/**
 * What a stored call means to the list. Missed: an incoming call nobody answered, as the notices count
 * them. Answered: the call and, when its b-legs are stored, one of them was (an originate whose own phone
 * answered but whose outside leg did not is a try, not an answered call).
 */
export function kindOf(call: Pick<PartyCall, 'record' | 'legs'>): CallKind {
  const { record, legs } = call;
  const direction = directionOf(record);
  if (direction === 'inbound' && classifyMissed(record).missed === true)
    return callResult(record) === 'voicemail' ? 'voicemail' : 'missed';
  const answered =
    callResult(record) === 'answered' &&
    (legs.length === 0 || legs.some((leg) => callResult(leg) === 'answered'));
  if (answered) return 'answered';
  return direction === 'outbound' || direction === 'local' ? 'unanswered' : 'other';
}

interface Item {
  epoch: number;
  party: RecordedParty;
  callId: string | null;
  voicemailId: string | null;
  voicemail: boolean;
}

export interface CallBackInput {
  calls: readonly PartyCall[];
  voicemails: readonly VoicemailItem[];
  marks: ReadonlyMap<string, CallBackMarks>;
  nowMs: number;
}

/** The entries to call back, oldest first, and how many are snoozed. */
export function callBacksFrom(input: CallBackInput): { entries: FoundCallBack[]; snoozed: number } {
  const byKey = new Map<string, { items: Item[]; closed: number; triedMs: number[] }>();
  const of = (key: string) => {
    let found = byKey.get(key);
    if (!found) {
      found = { items: [], closed: Number.NEGATIVE_INFINITY, triedMs: [] };
      byKey.set(key, found);
    }
    return found;
  };
  for (const call of input.calls) {
    const kind = kindOf(call);
    const at = of(call.key);
    if (kind === 'answered') at.closed = Math.max(at.closed, call.startEpoch);
    else if (kind === 'unanswered') at.triedMs.push(call.startEpoch * 1000);
    else if (kind === 'missed' || kind === 'voicemail')
      at.items.push({
        epoch: call.startEpoch,
        party: call.party,
        callId: call.uuid,
        voicemailId: null,
        voicemail: kind === 'voicemail',
      });
  }
  for (const message of input.voicemails) {
    const at = of(message.key);
    // The message and its call's record are one call: the message names the voicemail to open.
    const record = at.items.find(
      (item) =>
        item.voicemail &&
        item.voicemailId === null &&
        Math.abs(item.epoch - message.epoch) <= SAME_MESSAGE_SECONDS,
    );
    if (record) record.voicemailId = message.id;
    else
      at.items.push({
        epoch: message.epoch,
        party: message.party,
        callId: null,
        voicemailId: message.id,
        voicemail: true,
      });
  }

  const entries: FoundCallBack[] = [];
  let snoozed = 0;
  for (const [key, { items, closed, triedMs }] of byKey) {
    const marks = input.marks.get(key);
    const after = Math.max(closed, marks?.doneThrough ?? Number.NEGATIVE_INFINITY);
    const open = items.filter((item) => item.epoch > after).sort((a, b) => a.epoch - b.epoch);
    const first = open[0];
    const last = open.at(-1);
    if (first === undefined || last === undefined) continue;
    const waiting =
      (marks?.snoozedUntilMs ?? 0) > input.nowMs &&
      last.epoch <= (marks?.snoozedThrough ?? Number.NEGATIVE_INFINITY);
    if (waiting) {
      snoozed += 1;
      continue;
    }
    const tries = [...triedMs, marks?.placedMs ?? 0].filter((ms) => ms >= first.epoch * 1000);
    const latest = <K extends 'callId' | 'voicemailId'>(field: K) =>
      open.findLast((item) => item[field] !== null)?.[field] ?? null;
    entries.push({
      key,
      caller: last.party,
      count: open.length,
      firstEpoch: first.epoch,
      lastEpoch: last.epoch,
      voicemail: open.some((item) => item.voicemail),
      triedMs: tries.length > 0 ? Math.max(...tries) : null,
      callId: latest('callId'),
      voicemailId: latest('voicemailId'),
    });
  }
  entries.sort((a, b) => a.firstEpoch - b.firstEpoch || a.key.localeCompare(b.key));
  return { entries, snoozed };
}

/**
 * When "Later today" and "Tomorrow" end, in the desk's time zone: three hours on (not past the day's last
 * minute), and 9:00 the next morning.
 */
export function snoozeEndMs(mark: 'later-today' | 'tomorrow', nowMs: number): number {
  const now = new Date(nowMs);
  if (mark === 'later-today') {
    const endOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59).getTime();
    return Math.max(nowMs, Math.min(nowMs + 3 * 60 * 60 * 1000, endOfDay));
  }
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0).getTime();
}
