// Save of the account, as the settings store runs it: one result per Save that replaces every earlier
// Save's and test's, the phone system checked whenever an account is saved, the lookup key only when it
// or the lookup URL changed (a lookup may be charged), the first-run choice, and the language, saved the
// moment it is chosen.
import { describe, expect, test } from 'vitest';
import { defaultSettings } from '../../main/settings/schema';
import type { IpcError, Result, SettingsPatch, SettingsView } from '../../preload/contract';
import { createSettingsStore, showsFirstRun } from '../../renderer/stores/settings';

const REFUSED: IpcError = {
  code: 'unauthorized',
  message: 'list call history: the server answered HTTP 401',
};

function fakeApi(start: Partial<SettingsView> = {}) {
  let view: SettingsView = {
    settings: defaultSettings(),
    mode: 'demo',
    keys: {
      pbx: false,
      lookup: false,
      enteredForOtherHost: { pbx: false, lookup: false },
      keychainProblem: null,
    },
    warning: null,
    firstRunChoice: null,
    policies: { where: '', problem: null, inForce: [], refused: [], locked: [] },
    ...start,
  };
  const calls = { testPhoneSystem: 0, testLookupKey: 0, setKey: [] as string[] };
  let phoneAnswer: Result<{ message: string }> = { ok: true, value: { message: 'Connected.' } };
  let lookupAnswer: Result<{ message: string }> = { ok: true, value: { message: 'Accepted.' } };
  const ok = <T>(value: T): Result<T> => ({ ok: true, value });
  const api = {
    getSettings: async () => ok(view),
    async updateSettings(patch: SettingsPatch) {
      const account = { ...view.settings.account, ...patch.account };
      const general = { ...view.settings.general, ...patch.general };
      const complete = account.accountId !== '' && account.extension !== '' && account.baseUrlOverride !== '';
      view = {
        ...view,
        settings: { ...view.settings, account, general },
        mode: complete ? 'account' : 'demo',
      };
      return ok(view);
    },
    async setKey({ kind }: { kind: 'pbx' | 'lookup'; value: string }) {
      calls.setKey.push(kind);
      view = { ...view, keys: { ...view.keys, [kind]: true } };
      return ok(view.keys);
    },
    clearKey: async () => ok(view.keys),
    async testPhoneSystem() {
      calls.testPhoneSystem += 1;
      return phoneAnswer;
    },
    testLookup: async () => ok({ message: 'Lookup works.' }),
    async testLookupKey() {
      calls.testLookupKey += 1;
      return lookupAnswer;
    },
    getHotkeyStatus: async () => ({ ok: false as const, error: { code: 'internal' as const, message: '' } }),
    async chooseFirstRun({ choice }: { choice: 'connect' | 'demo' }) {
      view = { ...view, firstRunChoice: choice };
      return ok(view);
    },
  };
  return {
    api,
    calls,
    answerPhone: (answer: Result<{ message: string }>) => {
      phoneAnswer = answer;
    },
    answerLookup: (answer: Result<{ message: string }>) => {
      lookupAnswer = answer;
    },
  };
}

const ACCOUNT = {
  account: { accountId: 'acme-01', extension: '201', baseUrlOverride: 'https://pbx.example.com' },
};
const WITH_LOOKUP = { account: { ...ACCOUNT.account, lookupUrl: 'https://lookup.example.com/api' } };

describe('Save of the account', () => {
  test('one result per Save: a later good Save replaces the failed one, and the old test results go', async () => {
    const fake = fakeApi();
    const store = createSettingsStore(fake.api);
    await store.getState().reload();
    fake.answerPhone({ ok: false, error: REFUSED });
    await store.getState().saveAccount(ACCOUNT, { pbx: 'wrong' });
    expect(store.getState().forms.account).toEqual({
      ok: true,
      check: { phoneSystem: { status: 'problem', error: REFUSED }, lookup: null },
    });
    await store.getState().testPhoneSystem();
    expect(store.getState().tests.pbx.load.error).toEqual(REFUSED);

    fake.answerPhone({ ok: true, value: { message: 'Connected.' } });
    await store.getState().saveAccount(ACCOUNT, { pbx: 'right' });
    expect(store.getState().forms.account).toEqual({
      ok: true,
      check: { phoneSystem: { status: 'ok', found: { message: 'Connected.' } }, lookup: null },
    });
    expect(store.getState().tests.pbx).toEqual({ load: { status: 'idle', error: null }, found: null });
  });

  test('the lookup key is checked when it or the lookup URL changed, and only then', async () => {
    const fake = fakeApi();
    const store = createSettingsStore(fake.api);
    await store.getState().reload();
    await store.getState().saveAccount(WITH_LOOKUP, {});
    expect(fake.calls.testLookupKey).toBe(1); // the URL is new
    await store.getState().saveAccount(WITH_LOOKUP, {});
    expect(fake.calls.testLookupKey).toBe(1); // nothing of lookups changed
    fake.answerLookup({ ok: false, error: REFUSED });
    await store.getState().saveAccount(WITH_LOOKUP, { lookup: 'new key' });
    expect(fake.calls.testLookupKey).toBe(2);
    expect(store.getState().forms.account).toMatchObject({
      check: { phoneSystem: { status: 'ok' }, lookup: { status: 'problem', error: REFUSED } },
    });
    expect(fake.calls.testPhoneSystem).toBe(3);
  });

  test('an account not complete yet is not checked: the demo stays, and nothing is read', async () => {
    const fake = fakeApi();
    const store = createSettingsStore(fake.api);
    await store.getState().reload();
    await store.getState().saveAccount({ account: { accountId: 'acme-01' } }, {});
    expect(store.getState().forms.account).toEqual({ ok: true, check: { phoneSystem: null, lookup: null } });
    expect(fake.calls.testPhoneSystem).toBe(0);
  });

  test("a check still on its way from an earlier Save does not overwrite the next Save's", async () => {
    const fake = fakeApi();
    let answerFirst: (result: Result<{ message: string }>) => void = () => {};
    const slow = { ...fake.api };
    let asked = 0;
    slow.testPhoneSystem = () => {
      asked += 1;
      if (asked === 1)
        return new Promise((resolve) => {
          answerFirst = resolve;
        });
      return Promise.resolve({ ok: true, value: { message: 'Second.' } });
    };
    const store = createSettingsStore(slow);
    await store.getState().reload();
    const first = store.getState().saveAccount(ACCOUNT, {});
    await expect.poll(() => asked).toBe(1);
    await store.getState().saveAccount(ACCOUNT, {});
    answerFirst({ ok: false, error: REFUSED });
    await first;
    expect(store.getState().forms.account).toEqual({
      ok: true,
      check: { phoneSystem: { status: 'ok', found: { message: 'Second.' } }, lookup: null },
    });
  });
});

describe('the first run', () => {
  test('is shown in the demo until a choice is made, and not once one is', async () => {
    const fake = fakeApi();
    const store = createSettingsStore(fake.api);
    expect(showsFirstRun(store.getState())).toBe(false); // not before the settings are read
    await store.getState().reload();
    expect(showsFirstRun(store.getState())).toBe(true);
    await store.getState().chooseFirstRun('demo');
    expect(showsFirstRun(store.getState())).toBe(false);
  });

  test('is not shown once an account is set up, nor after the window was asked for a screen', async () => {
    const configured = createSettingsStore(fakeApi({ mode: 'account' }).api);
    await configured.getState().reload();
    expect(showsFirstRun(configured.getState())).toBe(false);
    const asked = createSettingsStore(fakeApi().api);
    await asked.getState().reload();
    asked.getState().skipFirstRun();
    expect(showsFirstRun(asked.getState())).toBe(false);
  });
});

describe('a setting saved the moment it is chosen (the language)', () => {
  test('is saved alone: the forms keep their results, and no Save button waits for it', async () => {
    const fake = fakeApi();
    const store = createSettingsStore(fake.api);
    await store.getState().reload();
    await store.getState().save('preferences', { general: { startAtLogin: true } });
    const forms = store.getState().forms;

    const done = await store.getState().saveAtOnce({ general: { language: 'de' } });
    expect(done).toEqual({ ok: true });
    expect(store.getState().view?.settings.general).toEqual({ startAtLogin: true, language: 'de' });
    expect(store.getState().forms).toBe(forms);
    expect(store.getState().saving).toBeNull();
  });

  test('refused, it says why by field and leaves the saved settings as they were', async () => {
    const refused: IpcError = {
      code: 'invalid-argument',
      message: 'general.language: must be one of system, en, es, fr, de, pt-BR, it, en-XA',
      fields: { 'general.language': 'must be one of system, en, es, fr, de, pt-BR, it, en-XA' },
    };
    const fake = fakeApi();
    const store = createSettingsStore({
      ...fake.api,
      updateSettings: async () => ({ ok: false as const, error: refused }),
    });
    await store.getState().reload();
    const before = store.getState().view;

    const done = await store.getState().saveAtOnce({ general: { language: 'de' } });
    expect(done).toEqual({ ok: false, error: refused, fields: refused.fields });
    expect(store.getState().view).toBe(before);
    expect(store.getState().forms).toEqual({});
  });
});
