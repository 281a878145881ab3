// The calling hours through the real core and the IPC's dispatcher, against the simulator over loopback
// HTTP, on the test's clock: a window call outside the hours where the number rings is refused unconfirmed
// (its own code, nothing sent) and placed once confirmed; a hotkey call that would skip confirming asks at
// 10 PM there and not at 10 AM; the confirmation, Lookup and getCalledPartyTime tell the time there, a
// cached lookup's state narrowing the area; unknown local time never blocks; the hours are the account's,
// kept in its folder, refused in words when they end before they start, and the check can be turned off.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import { type DemoCore, startDemoCore } from '../support/demo-core';
import { asking } from '../support/dispatch-ask';
import { createTestCore } from '../support/test-core';

/** 15 July 2026, 10:00 AM in New York (EDT, UTC−4). */
const TEN_AM_NEW_YORK = Date.UTC(2026, 6, 15, 14, 0);
const HOUR = 60 * 60_000;
const NEW_YORK_NUMBER = '+1 212 555 0123';
/** The demo lookup's Springfield, IL: its area, 555, names every zone of North America. */
const DEMO_LOOKED_UP = '+1 555 555 0123';

let demo: DemoServer;
let core: Core;
let started: DemoCore;
let call: Dispatch;
/** The test's clock: the core's and the simulator's "now", set where each test needs it. */
let nowMs = TEN_AM_NEW_YORK;
const clock = { now: () => nowMs };
const { ask, refusal } = asking(() => call);

const setClock = (ms: number) => {
  nowMs = ms;
};

beforeEach(async () => {
  setClock(TEN_AM_NEW_YORK);
  started = await startDemoCore({
    folder: 'dialdesk-calling-hours-',
    callCount: 20,
    clock,
    core: { notesClock: clock },
  });
  ({ demo, core, call } = started);
});
afterEach(() => started.close());

const originates = () => demo.requestsFor('originate').length;

describe('a call outside the calling hours where it rings', () => {
  it('from the window is refused unconfirmed with its own code, and placed once when confirmed', async () => {
    setClock(TEN_AM_NEW_YORK + 12 * HOUR);
    expect(await ask('getCalledPartyTime', { number: NEW_YORK_NUMBER })).toEqual({
      local: { earliest: 22 * 60, latest: 22 * 60 },
      place: null,
      verdict: 'outside',
      hours: { start: 480, end: 1260, florida: false },
    });
    expect(await refusal('placeCall', { number: NEW_YORK_NUMBER, source: 'dialpad' })).toMatchObject({
      code: 'outside-calling-hours',
      message: expect.stringContaining('(212) 555-0123'),
    });
    // A Do Not Call confirmation is no confirmation of the hour.
    expect(
      await refusal('placeCall', { number: NEW_YORK_NUMBER, source: 'dialpad', dncConfirmed: true }),
    ).toMatchObject({ code: 'outside-calling-hours' });
    expect(originates()).toBe(0);
    await ask('placeCall', { number: NEW_YORK_NUMBER, source: 'dialpad', hoursConfirmed: true });
    expect(originates()).toBe(1);
  });

  it('inside the hours is placed at once', async () => {
    expect((await ask('getCalledPartyTime', { number: NEW_YORK_NUMBER }))?.verdict).toBe('inside');
    await ask('placeCall', { number: NEW_YORK_NUMBER, source: 'quick-dial' });
    expect(originates()).toBe(1);
  });

  it('from a hotkey that skips confirming asks at 10 PM there, and calls at 10 AM', async () => {
    await ask('updateSettings', { calls: { confirmHotkeyCalls: false } });
    setClock(TEN_AM_NEW_YORK + 12 * HOUR);
    const late = await core.startCall(NEW_YORK_NUMBER, 'hotkey');
    expect(late.kind === 'confirm' && late.pending.localTime).toMatchObject({
      local: { earliest: 22 * 60, latest: 22 * 60 },
      verdict: 'outside',
    });
    expect(originates()).toBe(0);
    setClock(TEN_AM_NEW_YORK);
    expect((await core.startCall(NEW_YORK_NUMBER, 'hotkey')).kind).toBe('placed');
    expect(originates()).toBe(1);
  });

  it('from a hotkey that read words around the number, the number it dials is the one judged', async () => {
    await ask('updateSettings', { calls: { confirmHotkeyCalls: false } });
    setClock(TEN_AM_NEW_YORK + 12 * HOUR);
    // The words' letters would read as keypad digits: the time is the dialled number's.
    const late = await core.startCall(`Call NY office: ${NEW_YORK_NUMBER}`, 'hotkey');
    expect(late.kind === 'confirm' && late.pending.localTime?.verdict).toBe('outside');
    expect(originates()).toBe(0);
    // The window asks of such a text as the dialler reads it, too.
    expect(await ask('getCalledPartyTime', { number: `Call NY office: ${NEW_YORK_NUMBER}` })).toMatchObject({
      local: { earliest: 22 * 60 },
      verdict: 'outside',
    });
  });

  it('from a link, the tray or a notice’s Call back, the confirmation tells the time there', async () => {
    for (const source of ['link', 'tray', 'command-line', 'missed-call'] as const) {
      const started = await core.startCall(NEW_YORK_NUMBER, source);
      expect(started.kind === 'confirm' && started.pending.localTime?.verdict).toBe('inside');
    }
    expect(originates()).toBe(0);
  });
});

describe('the time where a number rings', () => {
  it('is narrowed by a cached lookup’s state and names its place; unknown until then, which never blocks', async () => {
    setClock(Date.UTC(2026, 6, 16, 4, 0)); // 11 PM in Springfield, IL (CDT)
    expect(await ask('getCalledPartyTime', { number: DEMO_LOOKED_UP })).toMatchObject({
      local: null,
      place: null,
      verdict: 'unknown',
    });
    await ask('placeCall', { number: DEMO_LOOKED_UP, source: 'dialpad' });
    expect(originates()).toBe(1);
    const looked = await ask('lookupNumber', { number: DEMO_LOOKED_UP });
    expect(looked.localTime).toMatchObject({
      local: { earliest: 23 * 60, latest: 23 * 60 },
      place: 'Springfield, IL',
      verdict: 'outside',
    });
    expect(await refusal('placeCall', { number: DEMO_LOOKED_UP, source: 'dialpad' })).toMatchObject({
      code: 'outside-calling-hours',
    });
    expect(originates()).toBe(1);
    // Looked up with words around it, as pasted from a signature: the time is the number's.
    expect(
      (await ask('lookupNumber', { number: `Springfield office ${DEMO_LOOKED_UP}` })).localTime,
    ).toMatchObject({ local: { earliest: 23 * 60 }, place: 'Springfield, IL', verdict: 'outside' });
  });

  it('is not told for an extension, which rings inside the phone system', async () => {
    setClock(TEN_AM_NEW_YORK + 12 * HOUR);
    expect(await ask('getCalledPartyTime', { number: '204' })).toBeNull();
    await ask('placeCall', { number: '204', source: 'dialpad' });
    expect(originates()).toBe(1);
  });
});

describe('the account’s calling hours', () => {
  it('are 8:00 AM to 9:00 PM with Florida’s exception until set, kept across a restart of the core', async () => {
    expect(await ask('getCallingHours', undefined)).toEqual({
      enabled: true,
      start: 480,
      end: 1260,
      florida: true,
    });
    const evenings = { enabled: true, start: 9 * 60, end: 23 * 60, florida: false };
    expect(await ask('saveCallingHours', evenings)).toEqual(evenings);
    setClock(TEN_AM_NEW_YORK + 12 * HOUR);
    expect((await ask('getCalledPartyTime', { number: NEW_YORK_NUMBER }))?.verdict).toBe('inside');
    await core.close();
    const again = await createTestCore({
      dataDir: started.dataDir,
      startDemo: createDemoLauncher(async () => demo).start,
      notesClock: clock,
    });
    call = createDispatcher(again);
    try {
      expect(await ask('getCallingHours', undefined)).toEqual(evenings);
    } finally {
      await again.close();
    }
  });

  it('refuse hours that end before they start, in words, and keep the ones saved', async () => {
    expect(
      await refusal('saveCallingHours', { enabled: true, start: 600, end: 600, florida: true }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'The calling hours must end after they start: nothing was saved.',
    });
    expect(
      (await refusal('saveCallingHours', { enabled: true, start: -1, end: 600, florida: true })).code,
    ).toBe('invalid-argument');
    expect(await ask('getCallingHours', undefined)).toMatchObject({ start: 480, end: 1260 });
  });

  it('turned off, nothing asks for the hour and the time is still told', async () => {
    await ask('saveCallingHours', { enabled: false, start: 480, end: 1260, florida: true });
    setClock(TEN_AM_NEW_YORK + 12 * HOUR);
    expect(await ask('getCalledPartyTime', { number: NEW_YORK_NUMBER })).toMatchObject({
      local: { earliest: 22 * 60 },
      verdict: 'off',
    });
    await ask('placeCall', { number: NEW_YORK_NUMBER, source: 'dialpad' });
    expect(originates()).toBe(1);
  });
});
