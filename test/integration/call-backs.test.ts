// The call-back list (main/callbacks), through the real core and the same dispatcher as the IPC, against
// the simulator over loopback HTTP, with real SQLite files (the local copy of history, the notes file that
// keeps the marks): a number's missed calls and voicemail are one entry, oldest first; a call placed from
// Dialdesk that nobody answered marks it tried and a later answered call closes it; Done and the snoozes
// hold until the number calls again or the time comes; the missed calls already seen in History when the
// list first comes are done; with no local copy the list says it cannot be made.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import type { Dispatch } from '../../main/ipc/dispatch';
import type { CallBackEntry } from '../../preload/contract';
import { type DemoCore, startDemoCore } from '../support/demo-core';
import { deskCallTo, unansweredCallTo } from '../support/desk-calls';
import { asking } from '../support/dispatch-ask';
import { createFakeClock } from '../support/fake-clock';

const START = Date.UTC(2026, 10, 21, 14, 3);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Numbers no call of the simulator's has: only the calls a test adds are from them. */
const NUMBER = '5555550177';
const OTHER = '5555550178';

let demo: DemoServer;
let core: Core;
let started: DemoCore;
let call: Dispatch;
const counts: number[] = [];
const clock = createFakeClock(START);

const { ask } = asking(() => call);

beforeEach(async () => {
  started = await startDemoCore({
    folder: 'dialdesk-call-backs-',
    callCount: 300,
    clock,
    core: { historyClock: clock, notesClock: clock },
  });
  ({ demo, core, call } = started);
  counts.length = 0;
  core.on('callBacksChanged', ({ count }) => counts.push(count));
});
afterEach(() => started.close());

const synced = () => started.synced();

/** A missed call from `number`, ending `afterMs` from now (the clock moves there first). */
function missedFrom(number: string, afterMs = MINUTE) {
  clock.advance(afterMs);
  return demo.addCall({ missed: true, record: { caller_id_number: number, caller_id_name: 'Robin Vale' } })
    .record;
}

/** The entry of a number typed as the tests type it, if the list has one. */
const entryOf = (entries: readonly CallBackEntry[], number: string) =>
  entries.find((entry) => entry.party.number?.replace(/\D/g, '').endsWith(number));

async function listed(number: string) {
  const list = await ask('listCallBacks', undefined);
  return { list, entry: entryOf(list.entries, number) };
}

describe('entries', () => {
  it('makes three missed calls and a voicemail from one number one entry, the oldest entry first', async () => {
    await synced();
    const other = missedFrom(OTHER);
    const first = missedFrom(NUMBER, 10 * MINUTE);
    missedFrom(NUMBER, 10 * MINUTE);
    const third = missedFrom(NUMBER, 10 * MINUTE);
    clock.advance(5 * MINUTE);
    const message = demo.addVoicemail({
      record: {
        caller_id_number: NUMBER,
        caller_id_name: 'Robin Vale',
        created_epoch: Math.floor(clock.now() / 1000),
      },
    }).record;
    await core.checkHistoryNow('manual');
    await ask('listVoicemail', undefined); // as Voicemail or the watch lists it

    const { list, entry } = await listed(NUMBER);
    expect(entry).toMatchObject({
      count: 4,
      voicemail: true,
      firstEpoch: first.start_epoch,
      lastEpoch: message.created_epoch,
      triedMs: null,
      callId: third.uuid,
      voicemailId: message.uuid,
      party: { name: 'Robin Vale', number: NUMBER },
    });
    expect(list.entries.filter((found) => found.key === entry?.key)).toHaveLength(1);
    const order = list.entries.map((found) => found.key);
    expect(order.indexOf(entryOf(list.entries, OTHER)?.key ?? '')).toBeLessThan(
      order.indexOf(entry?.key ?? ''),
    );
    expect(entryOf(list.entries, OTHER)).toMatchObject({ count: 1, voicemail: false, callId: other.uuid });
    expect(counts.at(-1)).toBe(list.entries.length);
  });

  it('marks an entry tried when a call from Dialdesk is not answered, and closes it when one is', async () => {
    await synced();
    missedFrom(NUMBER);
    await core.checkHistoryNow('manual');
    clock.advance(MINUTE);
    const placedMs = clock.now();
    await ask('placeCall', { number: NUMBER, source: 'history' });
    expect((await listed(NUMBER)).entry?.triedMs).toBe(placedMs);

    // The phone system's record of it: nobody answered. The entry stays, tried.
    unansweredCallTo(demo, NUMBER, Math.floor(clock.now() / 1000));
    await core.checkHistoryNow('manual');
    const tried = (await listed(NUMBER)).entry;
    expect(tried?.count).toBe(1);
    expect(tried?.triedMs).toBeGreaterThanOrEqual(placedMs);

    // Later, from any desk, a call with the number is answered: nothing is left to call back.
    clock.advance(30 * MINUTE);
    deskCallTo(demo, NUMBER, clock.now() - 2 * MINUTE);
    const before = counts.at(-1) ?? 0;
    await core.checkHistoryNow('manual');
    expect((await listed(NUMBER)).entry).toBeUndefined();
    expect(counts.at(-1)).toBe(before - 1);
  });
});

describe('marks', () => {
  it('takes an entry off with Done until the number calls again', async () => {
    await synced();
    missedFrom(NUMBER);
    const second = missedFrom(NUMBER);
    await core.checkHistoryNow('manual');
    const shown = (await listed(NUMBER)).entry;
    if (!shown) throw new Error('no entry');
    // Done through what was shown: a call that came after the person looked stays to call back.
    const marked = await ask('markCallBack', {
      key: shown.key,
      through: second.start_epoch - 1,
      mark: 'done',
    });
    expect(entryOf(marked.entries, NUMBER)).toMatchObject({ count: 1, callId: second.uuid });
    const done = await ask('markCallBack', { key: shown.key, through: shown.lastEpoch, mark: 'done' });
    expect(entryOf(done.entries, NUMBER)).toBeUndefined();
    expect(counts.at(-1)).toBe(done.entries.length);

    const again = missedFrom(NUMBER, 10 * MINUTE);
    await core.checkHistoryNow('manual');
    expect((await listed(NUMBER)).entry).toMatchObject({ count: 1, callId: again.uuid });
  });

  it('hides a snoozed entry until its time, and brings it back then by itself', async () => {
    await synced();
    missedFrom(NUMBER);
    await core.checkHistoryNow('manual');
    const shown = (await listed(NUMBER)).entry;
    if (!shown) throw new Error('no entry');
    const snoozed = await ask('markCallBack', {
      key: shown.key,
      through: shown.lastEpoch,
      mark: 'later-today',
    });
    expect(entryOf(snoozed.entries, NUMBER)).toBeUndefined();
    expect(snoozed.snoozed).toBe(1);
    const hidden = counts.at(-1) ?? 0;
    // Three hours on (START is 14:03 UTC: in no time zone does that pass the day's end... but the rule caps
    // at 23:59 where it would): the snooze's timer counts the entry again without anyone asking.
    clock.advance(3 * HOUR + MINUTE);
    expect(counts.at(-1)).toBe(hidden + 1);
    expect((await listed(NUMBER)).entry?.key).toBe(shown.key);
  });

  it('snoozes until 9:00 tomorrow, and a new call from the number brings the entry back at once', async () => {
    await synced();
    missedFrom(NUMBER);
    await core.checkHistoryNow('manual');
    const shown = (await listed(NUMBER)).entry;
    if (!shown) throw new Error('no entry');
    await ask('markCallBack', { key: shown.key, through: shown.lastEpoch, mark: 'tomorrow' });
    const now = new Date(clock.now());
    const nine = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0).getTime();
    clock.advance(nine - clock.now() - MINUTE);
    expect((await listed(NUMBER)).entry).toBeUndefined();
    clock.advance(2 * MINUTE);
    expect((await listed(NUMBER)).entry?.key).toBe(shown.key);

    await ask('markCallBack', { key: shown.key, through: shown.lastEpoch, mark: 'tomorrow' });
    expect((await listed(NUMBER)).entry).toBeUndefined();
    missedFrom(NUMBER, 10 * MINUTE);
    await core.checkHistoryNow('manual');
    expect((await listed(NUMBER)).entry?.count).toBe(2);
  });
});

describe('what the list starts from', () => {
  it('takes the missed calls the first sync found as seen, and keeps those announced since', async () => {
    // Asked before the copy holds anything (the window opening at the first start): nothing is decided yet.
    expect((await ask('listCallBacks', undefined)).entries.filter((entry) => entry.callId !== null)).toEqual(
      [],
    );
    await synced();
    const announced = missedFrom(NUMBER);
    await core.checkHistoryNow('manual');
    const { entries } = await ask('listCallBacks', undefined);
    // The simulator's 300 calls hold missed ones; none of those is on the list, only the one announced.
    expect(entries.flatMap((entry) => entry.callId ?? [])).toEqual([announced.uuid]);
  });

  it('says the list cannot be made while the local copy is off', async () => {
    await synced();
    await ask('updateSettings', { history: { keepLocalCopy: false } });
    expect(await ask('listCallBacks', undefined)).toEqual({ entries: [], snoozed: 0, available: false });
  });
});
