// The call-back list's rule (main/callbacks/call-back-list.ts) where the simulator does not reach: legs,
// FusionPBX's statuses, a voicemail told twice (its call's record and the message), and the snoozes' ends
// in the desk's own time zone (built from local dates here, so the test holds in any zone).
import { describe, expect, it } from 'vitest';
import {
  type CallBackMarks,
  callBacksFrom,
  kindOf,
  type PartyCall,
  snoozeEndMs,
} from '../../main/callbacks/call-back-list';

const KEY = '+15555550177';
const T = 1_795_270_000;
const party = { name: 'Robin Vale', number: '5555550177' };

let serial = 0;
function partyCall(record: Record<string, unknown>, legs: Record<string, unknown>[] = []): PartyCall {
  serial += 1;
  const startEpoch = (record.start_epoch as number | undefined) ?? T + serial;
  return {
    uuid: `c${serial}`,
    key: KEY,
    startEpoch,
    record: { start_epoch: startEpoch, ...record },
    legs,
    party,
  };
}

const missed = (at: number, extra: Record<string, unknown> = {}) =>
  partyCall({ start_epoch: at, direction: 'inbound', missed_call: true, ...extra });
const list = (calls: PartyCall[], marks = new Map<string, CallBackMarks>(), voicemails = []) =>
  callBacksFrom({ calls, voicemails, marks, nowMs: (T + 3600) * 1000 });

describe('what a call means to the list', () => {
  it('reads FusionPBX statuses, answer fields and legs', () => {
    expect(kindOf(partyCall({ direction: 'inbound', status: 'missed' }))).toBe('missed');
    expect(kindOf(partyCall({ direction: 'inbound', status: 'voicemail' }))).toBe('voicemail');
    expect(kindOf(partyCall({ direction: 'inbound', status: 'answered' }))).toBe('answered');
    expect(kindOf(partyCall({ direction: 'outbound', answer_epoch: 0 }))).toBe('unanswered');
    // An originate: the desk's own phone answered (the a-leg), the outside number did not (its b-leg).
    const originate = partyCall({ direction: 'outbound', status: 'answered' }, [{ status: 'no_answer' }]);
    expect(kindOf(originate)).toBe('unanswered');
    // A ring group: one phone of many answered.
    const group = partyCall({ direction: 'inbound', answer_epoch: T + 5 }, [
      { answer_epoch: 0 },
      { answer_epoch: T + 5 },
    ]);
    expect(kindOf(group)).toBe('answered');
  });
});

describe('entries', () => {
  it('opens again on a missed call after the answered one, and counts only what came after it', () => {
    const { entries } = list([
      missed(T),
      partyCall({ start_epoch: T + 60, direction: 'outbound', answer_epoch: T + 65 }),
      missed(T + 120),
    ]);
    expect(entries).toMatchObject([{ key: KEY, count: 1, firstEpoch: T + 120, lastEpoch: T + 120 }]);
  });

  it('takes a voicemail message and its call record for one call', () => {
    const record = missed(T, { status: 'voicemail' });
    const { entries } = callBacksFrom({
      calls: [record],
      voicemails: [{ id: 'vm1', key: KEY, epoch: T + 40, party }],
      marks: new Map(),
      nowMs: (T + 3600) * 1000,
    });
    expect(entries).toMatchObject([{ count: 1, voicemail: true, callId: record.uuid, voicemailId: 'vm1' }]);
  });

  it('counts a snoozed entry apart until its time, or until the number calls again', () => {
    const marks = new Map([
      [KEY, { doneThrough: null, snoozedThrough: T, snoozedUntilMs: (T + 7200) * 1000, placedMs: null }],
    ]);
    expect(list([missed(T)], marks)).toEqual({ entries: [], snoozed: 1 });
    expect(list([missed(T), missed(T + 60)], marks).entries).toMatchObject([{ count: 2 }]);
  });
});

describe('when a snooze ends', () => {
  it('is three hours on, not past the day, or 9:00 the next morning', () => {
    const at = (hour: number, minute = 0, day = 27) => new Date(2026, 10, day, hour, minute).getTime();
    expect(snoozeEndMs('later-today', at(10))).toBe(at(13));
    expect(snoozeEndMs('later-today', at(22, 30))).toBe(at(23, 59));
    expect(snoozeEndMs('tomorrow', at(10))).toBe(at(9, 0, 28));
    expect(snoozeEndMs('tomorrow', at(0, 5))).toBe(at(9, 0, 28));
    // The last day of a month.
    expect(snoozeEndMs('tomorrow', new Date(2026, 10, 30, 17).getTime())).toBe(
      new Date(2026, 11, 1, 9).getTime(),
    );
  });
});
