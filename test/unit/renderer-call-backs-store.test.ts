// The call-back list's store against a fake bridge: the count main says, the list read while its screen
// shows and again when it may have changed (never for the count main says after each read of it), the
// latest answer only, and Done or Later sent up to the entry's latest call as shown.
import { describe, expect, it } from 'vitest';
import type { CallBackEntry, CallBackList, CallBackMark, Result } from '../../preload/contract';
import { createCallBacksStore } from '../../renderer/stores/call-backs';

const entry = (key: string, lastEpoch = 1_773_130_000): CallBackEntry => ({
  key,
  party: { name: null, nameFrom: null, number: key, shown: key, contactId: null, recordedName: null },
  count: 1,
  firstEpoch: lastEpoch,
  lastEpoch,
  voicemail: false,
  triedMs: null,
  callId: `call-${key}`,
  voicemailId: null,
});

const listOf = (keys: string[], snoozed = 0): CallBackList => ({
  entries: keys.map((key) => entry(key)),
  snoozed,
  available: true,
});

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const REFUSAL = { code: 'internal' as const, message: 'The notes file is read-only.' };

/** A bridge whose list main holds in `keys`; each read can be held back until released. */
function fakeApi(keys: string[]) {
  const state = { keys, holding: false };
  const held: (() => void)[] = [];
  const marks: { key: string; through: number; mark: CallBackMark }[] = [];
  let failMarks = false;
  let reads = 0;
  const api = {
    async listCallBacks() {
      reads += 1;
      const answer = listOf(state.keys);
      if (state.holding) await new Promise<void>((release) => held.push(release));
      return ok(answer);
    },
    async markCallBack(request: { key: string; through: number; mark: CallBackMark }) {
      marks.push(request);
      if (failMarks) return { ok: false as const, error: REFUSAL };
      state.keys = state.keys.filter((key) => key !== request.key);
      return ok(listOf(state.keys, request.mark === 'done' ? 0 : 1));
    },
  };
  return {
    api,
    state,
    marks,
    reads: () => reads,
    release: () => {
      for (const release of held.splice(0)) release();
    },
    failMarks: () => {
      failMarks = true;
    },
  };
}

describe('the call-back store', () => {
  it('takes the count main says while its screen is closed, and reads nothing for it', () => {
    const fake = fakeApi(['a', 'b']);
    const store = createCallBacksStore(fake.api);
    store.getState().applyCount(2);
    expect(store.getState().count).toBe(2);
    void store.getState().changed();
    expect(fake.reads()).toBe(0);
  });

  it('reads the list when shown, and again for a count or a change, but not for the echo of its own read', async () => {
    const fake = fakeApi(['a', 'b']);
    const store = createCallBacksStore(fake.api);
    await store.getState().show();
    expect(store.getState()).toMatchObject({ count: 2, load: { status: 'ready' } });
    expect(store.getState().list?.entries.map((each) => each.key)).toEqual(['a', 'b']);
    // Main says the count after every read: the same as the list on show reads nothing.
    store.getState().applyCount(2);
    expect(fake.reads()).toBe(1);
    // Another number missed a call: a count that differs reads the list again.
    fake.state.keys = ['a', 'b', 'c'];
    store.getState().applyCount(3);
    await expect.poll(() => store.getState().list?.entries.length).toBe(3);
    expect(fake.reads()).toBe(2);
    // Calls stored, a message listed, a call placed: an entry may have changed with the count the same.
    await store.getState().changed();
    expect(fake.reads()).toBe(3);
    store.getState().hide();
    await store.getState().changed();
    expect(fake.reads()).toBe(3);
  });

  it('checks a count said while a read is on its way against that read, and shows only the latest answer', async () => {
    const fake = fakeApi(['a']);
    const store = createCallBacksStore(fake.api);
    fake.state.holding = true;
    const first = store.getState().show();
    expect(store.getState().load.status).toBe('loading');
    // The echo of the read on its way: the answer will agree with it.
    store.getState().applyCount(1);
    fake.release();
    await first;
    expect(fake.reads()).toBe(1);
    // A change main made meanwhile: the answer has 1 entry, the count says 2, so the list is read again.
    const second = store.getState().reload();
    fake.state.keys = ['a', 'b'];
    store.getState().applyCount(2);
    fake.release();
    await second;
    await expect.poll(() => fake.reads()).toBe(3);
    fake.release();
    await expect.poll(() => store.getState().list?.entries.length).toBe(2);
    // Of two reads on their way, the older answer is dropped.
    const older = store.getState().reload();
    fake.state.keys = ['c'];
    const newer = store.getState().reload();
    fake.release();
    await Promise.all([older, newer]);
    expect(store.getState().list?.entries.map((each) => each.key)).toEqual(['c']);
  });

  it('marks up to the latest call as shown, and shows the list main answers, or why it could not', async () => {
    const fake = fakeApi(['a', 'b']);
    const store = createCallBacksStore(fake.api);
    await store.getState().show();
    const [first] = store.getState().list?.entries ?? [];
    if (!first) throw new Error('no entry');
    await store.getState().mark(first, 'later-today');
    expect(fake.marks).toEqual([{ key: 'a', through: first.lastEpoch, mark: 'later-today' }]);
    expect(store.getState()).toMatchObject({ count: 1, list: { snoozed: 1 }, markError: null });
    fake.failMarks();
    const [second] = store.getState().list?.entries ?? [];
    if (!second) throw new Error('no entry');
    await store.getState().mark(second, 'done');
    expect(store.getState().markError).toEqual({ key: 'b', error: REFUSAL });
    expect(store.getState().list?.entries.map((each) => each.key)).toEqual(['b']);
  });

  it('holds a notification’s entry until the screen has focused it, and forgets another phone system’s list', async () => {
    const fake = fakeApi(['a']);
    const store = createCallBacksStore(fake.api);
    store.getState().focus('a');
    expect(store.getState().focusKey).toBe('a');
    store.getState().focused();
    expect(store.getState().focusKey).toBeNull();
    await store.getState().show();
    store.getState().forget();
    expect(store.getState()).toMatchObject({ count: 0, list: null, load: { status: 'idle' } });
  });
});
