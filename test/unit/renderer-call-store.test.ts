// The window's call flow: one press, one request; never a retry; a refused second press says so first;
// a Do Not Call number is asked about and placed only after the second step.
import { expect, test } from 'vitest';
import type {
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

type PlaceRequest = { number: string; source: CallSource; dncConfirmed?: boolean };

function fakeApi(
  replies: Result<CallOutcome>[],
  recent: RecentCall[] = [],
  facts: Record<string, Result<LookupFacts | null>> = {},
) {
  const requests: PlaceRequest[] = [];
  const api = {
    getCallFacts: async ({ number }: { number: string }): Promise<Result<LookupFacts | null>> =>
      facts[number] ?? { ok: true, value: null },
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
