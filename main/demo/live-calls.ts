// Calls that arrive while the simulator runs: each one has just ended (its record is written when the
// call ends, as on a real phone system), and some are missed, so the app's history sync and missed-call
// alerts have something to find. Tests add calls one at a time; the demo adds them on a timer.
import { createCall, type DemoCall, type DemoCallRecord, type DemoData } from './data';
import type { Random } from './random';
import { formatStamp } from './time';

export interface DemoCallPatch {
  /** true: a missed inbound call; false: a call no one would call missed; absent: as drawn. */
  missed?: boolean;
  /** Record fields to override (start_epoch, caller_id_name...), applied last. */
  record?: Partial<DemoCallRecord>;
}

/** How often the app's demo and `npm run demo-server` add a call: often enough to see one arrive. */
export const DEMO_NEW_CALL_EVERY_MS = 2 * 60_000;

/** Share of the timer's calls that are missed, so a demo session shows a missed-call alert soon. */
const LIVE_MISSED_SHARE = 0.25;
/** Draws before giving up on a kind of call: a missed inbound call comes up about one draw in twenty. */
const MAX_DRAWS = 1000;

/**
 * A missed call in both wire forms: an inbound caller who hung up before anyone answered (FusionPBX's
 * status 'missed'). Not one that went to voicemail, which FusionPBX also flags missed_call: the voicemail
 * announces that caller.
 */
const isMissedInbound = ({ record }: DemoCall) =>
  record.direction === 'inbound' && record.hangup_cause === 'ORIGINATOR_CANCEL';
/** A call no wire form calls missed: answered, or not inbound. */
const isNeverMissed = ({ record }: DemoCall) => record.direction !== 'inbound' || record.answer_epoch > 0;
/** Whether the call is of the kind the patch asks for (missed, not missed, or any). */
const isOfKind = (call: DemoCall, missed: boolean | undefined) =>
  missed === undefined || (missed ? isMissedInbound(call) : isNeverMissed(call));

/** Moves every time of the call by the same number of seconds, stamps included. */
function shiftCall(call: DemoCall, seconds: number): void {
  const { record } = call;
  record.start_epoch += seconds;
  record.end_epoch += seconds;
  record.start_stamp = formatStamp(record.start_epoch * 1000);
  record.end_stamp = formatStamp(record.end_epoch * 1000);
  if (record.answer_epoch > 0) {
    record.answer_epoch += seconds;
    record.answer_stamp = formatStamp(record.answer_epoch * 1000);
  }
}

/** A call that ended at nowMs, added to the data set (newest first). */
export function addLiveCall(
  data: DemoData,
  random: Random,
  nowMs: number,
  patch: DemoCallPatch = {},
): DemoCall {
  const nowSeconds = Math.floor(nowMs / 1000);
  let call = createCall(random, nowSeconds, nowSeconds);
  for (let draws = 1; !isOfKind(call, patch.missed); draws++) {
    if (draws >= MAX_DRAWS) throw new Error('The simulator could not draw a call of the kind asked for');
    call = createCall(random, nowSeconds, nowSeconds);
  }
  shiftCall(call, nowSeconds - call.record.end_epoch);
  Object.assign(call.record, patch.record);
  data.calls.unshift(call); // first, so it stays ahead of older calls with the same second
  data.calls.sort((a, b) => b.record.start_epoch - a.record.start_epoch);
  return call;
}

/** Adds a call about every everyMs (±50%) until stopped; the timer never keeps the process alive. */
export function startLiveCalls(
  data: DemoData,
  random: Random,
  now: () => number,
  everyMs: number,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(
      () => {
        addLiveCall(data, random, now(), random.chance(LIVE_MISSED_SHARE) ? { missed: true } : {});
        next();
      },
      everyMs * (0.5 + random.next()),
    );
    timer.unref();
  };
  next();
  return { stop: () => clearTimeout(timer) };
}
