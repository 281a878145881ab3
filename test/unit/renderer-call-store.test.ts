// The call store: one press, one request; never a retry; a refused second press keeps the call on show.
import { expect, test } from 'vitest';
import type { CallOutcome, CallSource, IpcError, Result } from '../../preload/contract';
import { createCallStore } from '../../renderer/stores/call';

const outcome: CallOutcome = {
  destination: '5555550142',
  display: '(555) 555-0142',
  extension: '201',
  dialAfterConnect: null,
  status: 'Your extension 201 rings first; answer it to connect (555) 555-0142.',
};

function fakeApi(replies: Result<CallOutcome>[]) {
  const requests: { number: string; source: CallSource }[] = [];
  const api = {
    async placeCall(request: { number: string; source: CallSource }): Promise<Result<CallOutcome>> {
      requests.push(request);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return replies.shift() ?? { ok: true, value: outcome };
    },
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
