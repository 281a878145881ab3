// The confirmation window's store: one confirm per call however often Enter is pressed, nothing after
// Esc, a newer call replacing the one on show, and no retry of a failed call.
import { expect, test } from 'vitest';
import type { CallOutcome, IpcError, PendingCall, Result } from '../../preload/contract';
import { createConfirmStore } from '../../renderer/stores/confirm';
import { PLACED_CALL } from '../support/call-outcome';

const pending = (id: string, display = '(555) 555-0142'): PendingCall => ({
  id,
  source: 'link',
  destination: '5555550142',
  display,
  name: null,
  extension: '201',
  dialAfterConnect: null,
  facts: null,
  localTime: null,
  account: null,
});

const outcome = PLACED_CALL;

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A fake bridge: the waiting call, and a confirm whose reply waits until `settle` is called. */
function fakeApi(waiting: PendingCall | null, reply: Result<CallOutcome> = { ok: true, value: outcome }) {
  const confirmed: string[] = [];
  const cancelled: string[] = [];
  let settle: () => void = () => {};
  const api = {
    getPendingCall: async (): Promise<Result<PendingCall | null>> => ({ ok: true, value: waiting }),
    confirmPendingCall: ({ id }: { id: string }) => {
      confirmed.push(id);
      return new Promise<Result<CallOutcome>>((resolve) => {
        settle = () => resolve(reply);
      });
    },
    cancelPendingCall: async ({ id }: { id: string }): Promise<Result<null>> => {
      cancelled.push(id);
      return { ok: true, value: null };
    },
  };
  return { api, confirmed, cancelled, settle: () => settle() };
}

test('shows the waiting call, or that none waits', async () => {
  const store = createConfirmStore(fakeApi(pending('a')).api);
  expect(store.getState().phase).toBe('loading');
  await store.getState().load();
  expect(store.getState()).toMatchObject({ phase: 'waiting', pending: { id: 'a' } });

  const empty = createConfirmStore(fakeApi(null).api);
  await empty.getState().load();
  expect(empty.getState()).toMatchObject({ phase: 'none', pending: null });
});

test('Enter pressed twice confirms once, and the outcome is shown', async () => {
  const fake = fakeApi(pending('a'));
  const store = createConfirmStore(fake.api);
  await store.getState().load();
  const first = store.getState().confirm();
  const second = store.getState().confirm();
  expect(store.getState().phase).toBe('confirming');
  fake.settle();
  await Promise.all([first, second]);
  expect(fake.confirmed).toEqual(['a']);
  expect(store.getState()).toMatchObject({ phase: 'placed', outcome });
  await store.getState().confirm();
  expect(fake.confirmed).toEqual(['a']);
});

test('a failed call shows its error and is never confirmed again', async () => {
  const error: IpcError = { code: 'call-rejected', message: 'The call failed: timeout.', callMayRing: true };
  const fake = fakeApi(pending('a'), { ok: false, error });
  const store = createConfirmStore(fake.api);
  await store.getState().load();
  const confirming = store.getState().confirm();
  fake.settle();
  await confirming;
  await tick();
  await store.getState().confirm();
  expect(fake.confirmed).toEqual(['a']);
  expect(store.getState()).toMatchObject({ phase: 'failed', error });
});

test('after Esc, Enter sends nothing', async () => {
  const fake = fakeApi(pending('a'));
  const store = createConfirmStore(fake.api);
  await store.getState().load();
  const cancelling = store.getState().cancel();
  await store.getState().confirm();
  await cancelling;
  expect(fake.cancelled).toEqual(['a']);
  expect(fake.confirmed).toEqual([]);
  expect(store.getState().phase).toBe('cancelled');
});

test('a newer call replaces the one on show, and a late reply about the old one changes nothing', async () => {
  const fake = fakeApi(pending('a'));
  const store = createConfirmStore(fake.api);
  await store.getState().load();
  const confirming = store.getState().confirm();
  store.getState().show(pending('b', '(555) 555-0187'));
  fake.settle();
  await confirming;
  expect(store.getState()).toMatchObject({ phase: 'waiting', pending: { id: 'b' }, outcome: null });

  await store.getState().cancel();
  expect(fake.cancelled).toEqual(['b']);
});

test('a call pushed before the first read answers is not replaced by that answer', async () => {
  const store = createConfirmStore(fakeApi(pending('a')).api);
  const loading = store.getState().load();
  store.getState().show(pending('b'));
  await loading;
  expect(store.getState().pending?.id).toBe('b');
});
