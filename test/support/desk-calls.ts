// A call the desk placed, as the phone system records it: from the demo's own extension (Avery Chen) to a
// number the record names nobody at. What the name tests look for a name for. And a call from a number to
// the desk, missed, left on voicemail or answered, or one to it that nobody answered: what the call-back
// tests make their entries of.
import { DEMO_EXTENSION } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import { formatStamp } from '../../main/demo/time';

/** The desk's end of a call it placed: the demo's own extension, Avery Chen. */
const FROM_THE_DESK = {
  direction: 'outbound',
  caller_id_name: 'Avery Chen',
  caller_id_number: DEMO_EXTENSION,
} as const;

/**
 * Adds the desk's call to `number` to the phone system's records; answers the record's uuid. With
 * `startMs`, the call starts then and lasts a minute, answered (a note waiting for it looks at when the
 * record says it began); without, it is drawn as the simulator draws calls, ending now.
 */
export function deskCallTo(
  phoneSystem: Pick<DemoServer, 'addCall'>,
  number: string,
  startMs?: number,
): string {
  const stamped = (epoch: number) => ({ epoch, stamp: formatStamp(epoch * 1000) });
  const start = startMs === undefined ? null : Math.floor(startMs / 1000);
  const [begun, answered, ended] = start === null ? [] : [start, start + 5, start + 65].map(stamped);
  return phoneSystem.addCall({
    missed: false,
    record: {
      ...FROM_THE_DESK,
      destination_number: number,
      ...(begun &&
        answered &&
        ended && {
          start_epoch: begun.epoch,
          start_stamp: begun.stamp,
          answer_epoch: answered.epoch,
          answer_stamp: answered.stamp,
          end_epoch: ended.epoch,
          end_stamp: ended.stamp,
        }),
    },
  }).record.uuid;
}

/** The caller of an incoming call, as the phone system records it. */
export interface Caller {
  caller_id_name: string;
  caller_id_number: string;
}

/**
 * How an incoming call ended: the caller gave up (FusionPBX's status missed), it went to voicemail (status
 * voicemail), or the desk answered (a minute and a half).
 */
export type IncomingOutcome = 'missed' | 'voicemail' | 'answered';

const HANGUP_CAUSES = {
  missed: 'ORIGINATOR_CANCEL',
  voicemail: 'NO_ANSWER',
  answered: 'NORMAL_CLEARING',
} as const satisfies Record<IncomingOutcome, string>;

/** Adds a call from `caller` to the demo's own extension, starting at `startSeconds`; answers its uuid. */
export function callFrom(
  phoneSystem: Pick<DemoServer, 'addCall'>,
  caller: Caller,
  startSeconds: number,
  outcome: IncomingOutcome,
): string {
  const answered = outcome === 'answered';
  const end = startSeconds + (answered ? 95 : 25);
  return phoneSystem.addCall({
    missed: !answered,
    record: {
      ...caller,
      direction: 'inbound',
      extension: DEMO_EXTENSION,
      destination_number: DEMO_EXTENSION,
      start_epoch: startSeconds,
      start_stamp: formatStamp(startSeconds * 1000),
      answer_epoch: answered ? startSeconds + 5 : 0,
      answer_stamp: answered ? formatStamp((startSeconds + 5) * 1000) : '',
      end_epoch: end,
      end_stamp: formatStamp(end * 1000),
      duration: end - startSeconds,
      billsec: answered ? 90 : 0,
      hangup_cause: HANGUP_CAUSES[outcome],
      missed_call: !answered,
    },
  }).record.uuid;
}

/** Adds the desk's call to `number` that nobody answered, starting at `startSeconds`; answers its uuid. */
export function unansweredCallTo(
  phoneSystem: Pick<DemoServer, 'addCall'>,
  number: string,
  startSeconds: number,
): string {
  return phoneSystem.addCall({
    missed: false,
    record: {
      ...FROM_THE_DESK,
      extension: DEMO_EXTENSION,
      destination_number: number,
      start_epoch: startSeconds,
      start_stamp: formatStamp(startSeconds * 1000),
      answer_epoch: 0,
      answer_stamp: '',
      end_epoch: startSeconds + 30,
      end_stamp: formatStamp((startSeconds + 30) * 1000),
      duration: 30,
      billsec: 0,
      hangup_cause: 'NO_ANSWER',
      missed_call: false,
    },
  }).record.uuid;
}
