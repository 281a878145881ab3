// The smaller stores against fakes: the remembered playback speed, lookup Refresh, cached pre-dial
// facts, Save audio…, and the hotkey status.
import { describe, expect, test } from 'vitest';
import type { AudioNameHint, HotkeyStatus, LookupFacts, LookupView, Result } from '../../preload/contract';
import { createAudioSaveStore } from '../../renderer/stores/audio-save';
import { createFactsStore } from '../../renderer/stores/facts';
import { createLookupStore } from '../../renderer/stores/lookup';
import { createPlaybackStore, SPEED_KEY } from '../../renderer/stores/playback';
import { createSettingsStore } from '../../renderer/stores/settings';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('playback speed', () => {
  test('starts at 1x, and a speed chosen is remembered for the next start', () => {
    const storage = memoryStorage();
    const first = createPlaybackStore(storage);
    expect(first.getState().speed).toBe(1);
    first.getState().setSpeed(1.25);
    expect(storage.items.get(SPEED_KEY)).toBe('1.25');
    expect(createPlaybackStore(storage).getState().speed).toBe(1.25);
  });

  test('a stored value that is not one of the speeds, or a storage that fails, means 1x', () => {
    expect(createPlaybackStore(memoryStorage({ [SPEED_KEY]: '7' })).getState().speed).toBe(1);
    const broken = {
      getItem: () => {
        throw new Error('storage turned off');
      },
      setItem: () => {
        throw new Error('storage turned off');
      },
    };
    const store = createPlaybackStore(broken);
    expect(store.getState().speed).toBe(1);
    store.getState().setSpeed(2);
    expect(store.getState().speed).toBe(2);
  });
});

describe('lookup', () => {
  const view = (cachedAt: number | null): LookupView => ({
    tn: '15555550187',
    result: { code: 200, NUMBER: '15555550187' },
    cachedAt,
    localTime: null,
    facts: { lineType: null, carrier: null, city: null, state: null, doNotCall: false },
    name: null,
  });

  test('Refresh asks again for the number of the answer on show, not the box as since edited', async () => {
    const requests: { number: string; refresh?: boolean }[] = [];
    const store = createLookupStore({
      async lookupNumber(request): Promise<Result<LookupView>> {
        requests.push(request);
        return { ok: true, value: view(request.refresh ? null : 1_700_000_000_000) };
      },
      contactForNumber: async () => ({ ok: true, value: null }),
    });
    await store.getState().lookup('555.555.0187');
    expect(store.getState().view?.cachedAt).toBe(1_700_000_000_000);
    store.getState().setNumber('something else');
    await store.getState().refresh();
    expect(requests).toEqual([{ number: '555.555.0187' }, { number: '555.555.0187', refresh: true }]);
    expect(store.getState().view?.cachedAt).toBeNull();
  });
});

describe('pre-dial facts', () => {
  test('reads the cached facts of the number shown; an older answer for another number is dropped', async () => {
    const dnc: LookupFacts = {
      lineType: 'wireless',
      carrier: 'Cascade Mobile Demo LLC',
      city: 'Riverside',
      state: 'CA',
      doNotCall: true,
    };
    const answers = new Map<string, (result: Result<LookupFacts | null>) => void>();
    const store = createFactsStore({
      getLookupFacts: ({ number }) =>
        new Promise((resolve) => {
          answers.set(number, resolve);
        }),
    });
    const first = store.getState().show('5555550111');
    const second = store.getState().show('5555550142');
    answers.get('5555550142')?.({ ok: true, value: dnc });
    answers.get('5555550111')?.({ ok: true, value: null });
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({ number: '5555550142', facts: dnc });
  });
});

describe('Save audio…', () => {
  const hint: AudioNameHint = { caller: 'Priya Raman', number: '+15555550123', epochSeconds: 1_700_000_000 };

  test('says where the file went, for that message only; a cancelled dialog says nothing', async () => {
    const replies: Result<{ path: string } | null>[] = [
      { ok: true, value: { path: '/home/me/Voicemail.wav' } },
      { ok: true, value: null },
    ];
    const store = createAudioSaveStore({
      saveAudio: async () => replies.shift() ?? { ok: true, value: null },
      showInFolder: async () => ({ ok: true, value: null }),
    });
    await store.getState().save({ kind: 'voicemail', uuid: 'm1', hint });
    expect(store.getState().outcome).toEqual({ uuid: 'm1', path: '/home/me/Voicemail.wav' });
    await store.getState().save({ kind: 'voicemail', uuid: 'm1', hint });
    expect(store.getState()).toMatchObject({ saving: null, outcome: null });
  });

  test('a failure is kept with its message; a second press while saving sends nothing', async () => {
    const sent: string[] = [];
    const store = createAudioSaveStore({
      async saveAudio({ uuid }) {
        sent.push(uuid);
        return { ok: false, error: { code: 'not-found', message: 'No audio for this message.' } };
      },
      showInFolder: async () => ({ ok: true, value: null }),
    });
    await Promise.all([
      store.getState().save({ kind: 'recording', uuid: 'r1', hint }),
      store.getState().save({ kind: 'recording', uuid: 'r1', hint }),
    ]);
    expect(sent).toEqual(['r1']);
    expect(store.getState().outcome).toMatchObject({ uuid: 'r1', error: { code: 'not-found' } });
  });

  test('Show in folder asks main to show the saved file, and keeps why it could not', async () => {
    const shown: string[] = [];
    let reply: Result<null> = { ok: false, error: { code: 'internal', message: 'No file manager.' } };
    const store = createAudioSaveStore({
      saveAudio: async () => ({ ok: true, value: { path: '/home/me/Voicemail.wav' } }),
      async showInFolder({ path }) {
        shown.push(path);
        return reply;
      },
    });
    // Nothing saved yet: nothing to show.
    await store.getState().showInFolder();
    expect(shown).toEqual([]);
    await store.getState().save({ kind: 'voicemail', uuid: 'm1', hint });
    await store.getState().showInFolder();
    expect(shown).toEqual(['/home/me/Voicemail.wav']);
    expect(store.getState().folderError).toMatchObject({ message: 'No file manager.' });
    reply = { ok: true, value: null };
    await store.getState().showInFolder();
    expect(store.getState().folderError).toBeNull();
    // Another save starts without the old problem.
    reply = { ok: false, error: { code: 'internal', message: 'No file manager.' } };
    await store.getState().showInFolder();
    await store.getState().save({ kind: 'voicemail', uuid: 'm2', hint });
    expect(store.getState().folderError).toBeNull();
  });
});

describe('hotkey status', () => {
  const status = (registered: boolean): HotkeyStatus => ({
    callSelection: {
      accelerator: 'CommandOrControl+Shift+D',
      registered,
      problem: registered ? null : 'Taken.',
    },
    lookupSelection: { accelerator: '', registered: false, problem: 'Turned off.' },
    quickDial: { accelerator: 'Control+Alt+Space', registered: true, problem: null },
  });

  test('a status pushed while one was asked for is newer than the answer', async () => {
    let answer: (result: Result<HotkeyStatus>) => void = () => {};
    const refuse = async () => ({
      ok: false as const,
      error: { code: 'internal' as const, message: 'unused' },
    });
    const store = createSettingsStore({
      getSettings: refuse,
      updateSettings: refuse,
      setKey: refuse,
      clearKey: refuse,
      testPhoneSystem: refuse,
      testLookup: refuse,
      testLookupKey: refuse,
      chooseFirstRun: refuse,
      getHotkeyStatus: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const loading = store.getState().loadHotkeys();
    store.getState().applyHotkeys(status(true));
    answer({ ok: true, value: status(false) });
    await loading;
    expect(store.getState().hotkeys).toEqual(status(true));

    const again = store.getState().loadHotkeys();
    answer({ ok: true, value: status(false) });
    await again;
    expect(store.getState().hotkeys).toEqual(status(false));
  });
});
