// The window's call flow: one press, one request; never a retry; a refused second press says so first;
// a Do Not Call number, or a call outside the calling hours where it rings, is asked about and placed only
// after the second step.
import { expect, test } from 'vitest';
import type {
  CalledPartyTime,
  CallOutcome,
  CallSource,
  IpcError,
  LookupFacts,
  RecentCall,
  Result,
} from '../../preload/contract';
import { createCallStore } from '../../renderer/stores/call';
import { PLACED_CALL } from '../support/call-outcome';

const outcome = PLACED_CALL;

const DNC_FACTS: LookupFacts = {
  lineType: 'wireless',
  carrier: 'Cascade Mobile Demo LLC',
  city: 'Riverside',
  state: 'CA',
  doNotCall: true,
};

const HOURS = { start: 8 * 60, end: 21 * 60, florida: false };
/** New York at 10:02 PM: outside the calling hours. */
const LATE: CalledPartyTime = {
  local: { earliest: 22 * 60 + 2, latest: 22 * 60 + 2 },
  place: null,
  verdict: 'outside',
  hours: HOURS,
};
/** New York at 10:00 AM. */
const MORNING: CalledPartyTime = { ...LATE, local: { earliest: 600, latest: 600 }, verdict: 'inside' };
/** A number of no one area: no time, never asked about. */
const NO_TIME: CalledPartyTime = { ...LATE, local: null, verdict: 'unknown' };

type PlaceRequest = { number: string; source: CallSource; dncConfirmed?: boolean; hoursConfirmed?: boolean };

function fakeApi(
  replies: Result<CallOutcome>[],
  recent: RecentCall[] = [],
  facts: Record<string, Result<LookupFacts | null>> = {},
  times: Record<string, CalledPartyTime[]> = {},
) {
  const requests: PlaceRequest[] = [];
  const api = {
    getCallFacts: async ({ number }: { number: string }): Promise<Result<LookupFacts | null>> =>
      facts[number] ?? { ok: true, value: null },
    // Each ask takes the next answer for the number; the last one stays.
    getCalledPartyTime: async ({ number }: { number: string }): Promise<Result<CalledPartyTime | null>> => {
      const answers = times[number] ?? [];
      return { ok: true, value: (answers.length > 1 ? answers.shift() : answers[0]) ?? null };
    },
    async placeCall(request: PlaceRequest): Promise<Result<CallOutcome>> {
      requests.push(request);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return replies.shift() ?? { ok: true, value: outcome };
    },
    listRecentCalls: async (): Promise<Result<RecentCall[]>> => ({ ok: true, value: recent }),
  };
  return { api, requests };
}

const failure = (error: IpcError): Result<CallOutcome> => ({ ok: false, error });

test('a second press while the call is being placed sends nothing', async () => {
  const { api, requests } = fakeApi([]);
  const store = createCallStore(api);
  await Promise.all([
    store.getState().place('555-0142', 'history'),
    store.getState().place('555-0142', 'history'),
  ]);
  expect(requests).toEqual([{ number: '555-0142', source: 'history' }]);
  expect(store.getState()).toMatchObject({ phase: 'placed', outcome });
});

test('a failed call is reported and never placed again by itself', async () => {
  const error: IpcError = { code: 'call-rejected', message: 'The call failed: timeout.', callMayRing: true };
  const { api, requests } = fakeApi([failure(error)]);
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'dialpad');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toHaveLength(1);
  expect(store.getState()).toMatchObject({ phase: 'failed', error });
});

test('a press refused because a call was just placed says so first, the earlier call under it', async () => {
  const refused: IpcError = {
    code: 'call-in-progress',
    message: 'A call was placed a moment ago; this one was not sent.',
  };
  const { api } = fakeApi([{ ok: true, value: outcome }, failure(refused)]);
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'history');
  await store.getState().place('555-0142', 'history');
  expect(store.getState()).toMatchObject({ phase: 'refused', error: refused, earlier: outcome });
});

test('a call started elsewhere is shown, but not over a call this window is placing', async () => {
  const { api } = fakeApi([]);
  const store = createCallStore(api);
  store.getState().started({ ...outcome, display: 'from a hotkey' });
  expect(store.getState()).toMatchObject({ phase: 'placed', number: 'from a hotkey' });
  const placing = store.getState().place('555-0142', 'dialpad');
  store.getState().started({ ...outcome, display: 'echo of this call' });
  expect(store.getState().phase).toBe('checking');
  await placing;
  expect(store.getState().outcome).toEqual(outcome);
});

test('the recent calls come from main, newest first as main keeps them', async () => {
  const recent: RecentCall[] = [
    { display: '(555) 555-0142', number: '555-555-0142', at: 2, name: null },
    { display: '(555) 555-0123', number: '5555550123', at: 1, name: null },
  ];
  const { api } = fakeApi([], recent);
  const store = createCallStore(api);
  expect(store.getState().recent).toEqual([]);
  await store.getState().loadRecent();
  expect(store.getState().recent).toEqual(recent);
});

test('a number flagged Do Not Call is asked about, and placed once only after Call anyway', async () => {
  const { api, requests } = fakeApi([], [], { '555-0142': { ok: true, value: DNC_FACTS } });
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'lookup');
  expect(store.getState()).toMatchObject({ phase: 'confirming', dnc: 'flagged', facts: DNC_FACTS });
  expect(requests).toEqual([]);
  // A second press while the question is open sends nothing either.
  await store.getState().place('555-0142', 'lookup');
  expect(requests).toEqual([]);
  await Promise.all([store.getState().confirm(), store.getState().confirm()]);
  expect(requests).toEqual([{ number: '555-0142', source: 'lookup', dncConfirmed: true }]);
  expect(store.getState()).toMatchObject({ phase: 'placed', dnc: 'flagged' });
});

test('cancelling the question places nothing', async () => {
  const { api, requests } = fakeApi([], [], { '555-0142': { ok: true, value: DNC_FACTS } });
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'history');
  store.getState().cancel();
  await store.getState().confirm();
  expect(requests).toEqual([]);
  expect(store.getState().phase).toBe('idle');
});

test('a single key asks even for a number not flagged; no lookup known means not checked', async () => {
  const { api, requests } = fakeApi([]);
  const store = createCallStore(api);
  await store.getState().place('555-0123', 'history', { ask: true, name: 'Dana Whitfield' });
  expect(store.getState()).toMatchObject({ phase: 'confirming', dnc: 'unchecked', name: 'Dana Whitfield' });
  await store.getState().confirm();
  expect(requests).toEqual([{ number: '555-0123', source: 'history' }]);
});

test('a check that fails leaves the number unchecked and the call goes ahead', async () => {
  const down: Result<LookupFacts | null> = {
    ok: false,
    error: { code: 'unreachable', message: 'No network.' },
  };
  const { api, requests } = fakeApi([], [], { '555-0123': down });
  const store = createCallStore(api);
  await store.getState().place('555-0123', 'dialpad');
  expect(requests).toHaveLength(1);
  expect(store.getState()).toMatchObject({ phase: 'placed', dnc: 'unchecked' });
});

test('main refusing an unconfirmed Do Not Call number turns into the question, not a failure', async () => {
  const refused: IpcError = { code: 'dnc-not-confirmed', message: 'Flagged Do Not Call.' };
  const { api, requests } = fakeApi([failure(refused)]);
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'dialpad');
  expect(store.getState()).toMatchObject({ phase: 'confirming', dnc: 'flagged' });
  await store.getState().confirm();
  expect(requests.at(-1)).toEqual({ number: '555-0142', source: 'dialpad', dncConfirmed: true });
});

test('a call outside the calling hours asks first, and is placed once after Call anyway, saying so', async () => {
  const { api, requests } = fakeApi([], [], {}, { '(212) 555-0123': [LATE] });
  const store = createCallStore(api);
  await store.getState().place('(212) 555-0123', 'dialpad');
  expect(store.getState()).toMatchObject({ phase: 'confirming', outside: true, localTime: LATE });
  expect(requests).toEqual([]);
  // A second press while the question is open sends nothing either.
  await store.getState().place('(212) 555-0123', 'dialpad');
  expect(requests).toEqual([]);
  await Promise.all([store.getState().confirm(), store.getState().confirm()]);
  expect(requests).toEqual([{ number: '(212) 555-0123', source: 'dialpad', hoursConfirmed: true }]);
  expect(store.getState()).toMatchObject({ phase: 'placed', outside: true });
});

test('cancelling the calling-hours question places nothing', async () => {
  const { api, requests } = fakeApi([], [], {}, { '(212) 555-0123': [LATE] });
  const store = createCallStore(api);
  await store.getState().place('(212) 555-0123', 'history');
  store.getState().cancel();
  await store.getState().confirm();
  expect(requests).toEqual([]);
  expect(store.getState().phase).toBe('idle');
});

test('within the calling hours, or where the time there is unknown or the check is off, the call is placed at once', async () => {
  for (const time of [MORNING, NO_TIME, { ...LATE, verdict: 'off' } as const, null]) {
    const { api, requests } = fakeApi([], [], {}, time ? { '(212) 555-0123': [time] } : {});
    const store = createCallStore(api);
    await store.getState().place('(212) 555-0123', 'dialpad');
    expect(requests).toEqual([{ number: '(212) 555-0123', source: 'dialpad' }]);
    expect(store.getState()).toMatchObject({ phase: 'placed', outside: false, localTime: time });
  }
});

test('flagged Do Not Call and outside the calling hours: one question, and Call anyway confirms both', async () => {
  const { api, requests } = fakeApi(
    [],
    [],
    { '555-0142': { ok: true, value: DNC_FACTS } },
    { '555-0142': [LATE] },
  );
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'lookup');
  expect(store.getState()).toMatchObject({ phase: 'confirming', dnc: 'flagged', outside: true });
  await store.getState().confirm();
  expect(requests).toEqual([
    { number: '555-0142', source: 'lookup', dncConfirmed: true, hoursConfirmed: true },
  ]);
});

test('main refusing a call outside the calling hours turns into the question with the time now, not a failure', async () => {
  const refused: IpcError = { code: 'outside-calling-hours', message: 'Outside the calling hours.' };
  // Inside when checked, outside by the time main judged it (the hour turned).
  const { api, requests } = fakeApi([failure(refused)], [], {}, { '(212) 555-0123': [MORNING, LATE] });
  const store = createCallStore(api);
  await store.getState().place('(212) 555-0123', 'dialpad');
  expect(requests).toEqual([{ number: '(212) 555-0123', source: 'dialpad' }]);
  expect(store.getState()).toMatchObject({
    phase: 'confirming',
    outside: true,
    localTime: LATE,
    error: null,
  });
  await store.getState().confirm();
  expect(requests).toHaveLength(2);
  expect(requests.at(-1)).toEqual({ number: '(212) 555-0123', source: 'dialpad', hoursConfirmed: true });
  expect(store.getState().phase).toBe('placed');
});
