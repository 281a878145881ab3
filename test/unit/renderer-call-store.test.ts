// The call store: one press, one request; never a retry; a refused second press keeps the call on show.
import { expect, test } from 'vitest';
import type { CallOutcome, CallSource, IpcError, RecentCall, Result } from '../../preload/contract';
import { createCallStore } from '../../renderer/stores/call';
import { PLACED_CALL } from '../support/call-outcome';

const outcome = PLACED_CALL;

function fakeApi(replies: Result<CallOutcome>[], recent: RecentCall[] = []) {
  const requests: { number: string; source: CallSource }[] = [];
  const api = {
    async placeCall(request: { number: string; source: CallSource }): Promise<Result<CallOutcome>> {
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

test('a press refused because a call was just placed keeps that call on show, with the reason', async () => {
  const refused: IpcError = {
    code: 'call-in-progress',
    message: 'A call was placed a moment ago; this one was not sent.',
  };
  const { api } = fakeApi([{ ok: true, value: outcome }, failure(refused)]);
  const store = createCallStore(api);
  await store.getState().place('555-0142', 'history');
  await store.getState().place('555-0142', 'history');
  expect(store.getState()).toMatchObject({ phase: 'placed', outcome, error: refused });
});

test('a call started elsewhere is shown, but not over a call this window is placing', async () => {
  const { api } = fakeApi([]);
  const store = createCallStore(api);
  store.getState().started({ ...outcome, display: 'from a hotkey' });
  expect(store.getState()).toMatchObject({ phase: 'placed', number: 'from a hotkey' });
  const placing = store.getState().place('555-0142', 'dialpad');
  store.getState().started({ ...outcome, display: 'echo of this call' });
  expect(store.getState().phase).toBe('placing');
  await placing;
  expect(store.getState().outcome).toEqual(outcome);
});

test('the recent calls come from main, newest first as main keeps them', async () => {
  const recent: RecentCall[] = [
    { display: '(555) 555-0142', number: '555-555-0142', at: 2 },
    { display: '(555) 555-0123', number: '5555550123', at: 1 },
  ];
  const { api } = fakeApi([], recent);
  const store = createCallStore(api);
  expect(store.getState().recent).toEqual([]);
  await store.getState().loadRecent();
  expect(store.getState().recent).toEqual(recent);
});
