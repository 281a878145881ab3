// Settings, keys and connection tests. A key passes through here on its way to main and is never kept:
// the renderer only ever learns whether each key is set.
import { createStore } from 'zustand/vanilla';
import type {
  DialdeskApi,
  FirstRunChoice,
  HotkeyStatus,
  IpcError,
  KeyKind,
  Result,
  Sentence,
  SettingsPatch,
  SettingsView,
} from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export type SettingsForm = 'account' | 'preferences';

/** One check of a saved account: what the service answered, or why it could not be used. */
export type CheckOutcome =
  | { status: 'testing' }
  | { status: 'ok'; found: Sentence }
  | { status: 'problem'; error: IpcError };

/**
 * What Save found out about the account it saved: the phone system is read once with what is saved
 * now, the lookup key only when it or the lookup URL changed (a lookup may be charged). null: not
 * checked (the phone system while the account is incomplete, so the demo stays; the lookup unchanged).
 */
export interface AccountCheck {
  phoneSystem: CheckOutcome | null;
  lookup: CheckOutcome | null;
}

/**
 * What a Save did: saved, with the account's checks (one result per Save, replacing the one before), or
 * refused with the reasons by field.
 */
export type FormOutcome =
  | { ok: true; check?: AccountCheck }
  | { ok: false; error: IpcError; fields: Record<string, string> };

export interface TestOutcome {
  load: Loadable;
  found: Sentence | null;
}

export interface SettingsState {
  view: SettingsView | null;
  load: Loadable;
  /** The form or key being saved, so its button can show it and refuse a second press. */
  saving: SettingsForm | KeyKind | null;
  forms: Partial<Record<SettingsForm, FormOutcome>>;
  keyErrors: Partial<Record<KeyKind, IpcError>>;
  tests: Record<KeyKind, TestOutcome>;
  warningDismissed: boolean;
  /**
   * The first-run screen was left without a choice for now (the tray or a notification asked for a
   * screen): it stays away until the next start.
   */
  firstRunSkipped: boolean;
  /** Whether the OS took each global hotkey; null until main has said. */
  hotkeys: HotkeyStatus | null;
  reload(): Promise<void>;
  loadHotkeys(): Promise<void>;
  /** A status pushed by main (hotkeyStatusChanged). */
  applyHotkeys(status: HotkeyStatus): void;
  /** A view pushed by main (settingsChanged). */
  applyView(view: SettingsView): void;
  /** Saves one form's patch; false when main refused it (the reasons are in `forms`). */
  save(form: SettingsForm, patch: SettingsPatch): Promise<boolean>;
  /**
   * Saves a setting the moment it is chosen (the language), apart from its form's Save: the form's
   * result and its button stay as they were, and the field says itself what main refused.
   */
  saveAtOnce(patch: SettingsPatch): Promise<FormOutcome>;
  /**
   * Saves the account form and the keys typed into it, then checks what was saved: the result replaces
   * every earlier Save's and test's. False when main refused the form.
   */
  saveAccount(patch: SettingsPatch, keys: Partial<Record<KeyKind, string>>): Promise<boolean>;
  setKey(kind: KeyKind, value: string): Promise<boolean>;
  clearKey(kind: KeyKind): Promise<void>;
  testPhoneSystem(): Promise<void>;
  testLookup(number: string): Promise<void>;
  chooseFirstRun(choice: FirstRunChoice): Promise<void>;
  skipFirstRun(): void;
  dismissWarning(): void;
}

const NO_TEST: TestOutcome = { load: IDLE, found: null };
const NO_TESTS: Record<KeyKind, TestOutcome> = { pbx: NO_TEST, lookup: NO_TEST };

type SettingsApi = Pick<
  DialdeskApi,
  | 'getSettings'
  | 'updateSettings'
  | 'setKey'
  | 'clearKey'
  | 'testPhoneSystem'
  | 'testLookup'
  | 'testLookupKey'
  | 'getHotkeyStatus'
  | 'chooseFirstRun'
>;

/** What a save did, from main's answer. */
const savedOutcome = (result: Result<SettingsView>): FormOutcome =>
  result.ok ? { ok: true } : { ok: false, error: result.error, fields: result.error.fields ?? {} };

const outcomeOf = (result: Result<Sentence>): CheckOutcome =>
  result.ok ? { status: 'ok', found: result.value } : { status: 'problem', error: result.error };

/** Whether the first-run screen is shown: no account, no choice made yet, and not set aside for now. */
export const showsFirstRun = (state: SettingsState): boolean =>
  state.view !== null &&
  state.view.mode === 'demo' &&
  state.view.firstRunChoice === null &&
  !state.firstRunSkipped;

export function createSettingsStore(api: SettingsApi) {
  return createStore<SettingsState>()((set, get) => {
    const withKeys = (keys: SettingsView['keys']) => {
      const { view } = get();
      if (view) set({ view: { ...view, keys } });
    };
    let hotkeyPushes = 0;
    // Each Save of the account is a turn: checks still on their way from an earlier Save are dropped.
    let accountTurn = 0;
    const runTest = async (kind: KeyKind, test: () => ReturnType<SettingsApi['testPhoneSystem']>) => {
      set({ tests: { ...get().tests, [kind]: { load: LOADING, found: null } } });
      const result = await test();
      const outcome: TestOutcome = result.ok
        ? { load: READY, found: result.value }
        : { load: failed(result), found: null };
      set({ tests: { ...get().tests, [kind]: outcome } });
    };
    const setAccountOutcome = (turn: number, outcome: FormOutcome) => {
      if (turn === accountTurn) set({ forms: { ...get().forms, account: outcome } });
    };

    return {
      view: null,
      load: IDLE,
      saving: null,
      forms: {},
      keyErrors: {},
      tests: NO_TESTS,
      warningDismissed: false,
      firstRunSkipped: false,
      hotkeys: null,
      async loadHotkeys() {
        const asked = hotkeyPushes;
        const result = await api.getHotkeyStatus();
        // A status pushed while this was asked is newer than the answer.
        if (result.ok && asked === hotkeyPushes) set({ hotkeys: result.value });
      },
      applyHotkeys(hotkeys) {
        hotkeyPushes += 1;
        set({ hotkeys });
      },
      async reload() {
        set({ load: LOADING });
        const result = await api.getSettings();
        set(result.ok ? { view: result.value, load: READY } : { load: failed(result) });
      },
      applyView: (view) => set({ view, load: READY }),
      async save(form, patch) {
        if (get().saving) return false;
        set({ saving: form });
        const result = await api.updateSettings(patch);
        set({
          saving: null,
          forms: { ...get().forms, [form]: savedOutcome(result) },
          ...(result.ok ? { view: result.value } : {}),
        });
        return result.ok;
      },
      async saveAtOnce(patch) {
        const result = await api.updateSettings(patch);
        if (result.ok) set({ view: result.value });
        return savedOutcome(result);
      },
      async saveAccount(patch, keys) {
        if (get().saving) return false;
        const turn = ++accountTurn;
        const before = get().view?.settings.account.lookupUrl;
        // One result per Save: what an earlier Save or test said is gone the moment this one starts.
        const { account: _, ...otherForms } = get().forms;
        set({ forms: otherForms, tests: NO_TESTS, keyErrors: {} });
        if (!(await get().save('account', patch))) return false;
        // Keys are stored per account (and bound to its host), so they follow the account's save.
        const stored: Partial<Record<KeyKind, boolean>> = {};
        for (const kind of ['pbx', 'lookup'] as const) {
          const value = keys[kind] ?? '';
          if (value !== '') stored[kind] = await get().setKey(kind, value);
        }
        const view = get().view;
        if (!view) return true;
        // A key that could not be stored says why beside its field; the old key is not tested in its place.
        const testPhone = view.mode === 'account' && stored.pbx !== false;
        const lookupUrl = view.settings.account.lookupUrl;
        const testLookup =
          view.mode === 'account' &&
          lookupUrl !== '' &&
          (stored.lookup === true || (stored.lookup === undefined && lookupUrl !== before));
        const check: AccountCheck = {
          phoneSystem: testPhone ? { status: 'testing' } : null,
          lookup: testLookup ? { status: 'testing' } : null,
        };
        setAccountOutcome(turn, { ok: true, check });
        const [phoneSystem, lookup] = await Promise.all([
          testPhone ? api.testPhoneSystem().then(outcomeOf) : null,
          testLookup ? api.testLookupKey().then(outcomeOf) : null,
        ]);
        setAccountOutcome(turn, { ok: true, check: { phoneSystem, lookup } });
        return true;
      },
      async setKey(kind, value) {
        set({ saving: kind, keyErrors: { ...get().keyErrors, [kind]: undefined } });
        const result = await api.setKey({ kind, value });
        set({ saving: null });
        if (result.ok) withKeys(result.value);
        else set({ keyErrors: { ...get().keyErrors, [kind]: result.error } });
        return result.ok;
      },
      async clearKey(kind) {
        const result = await api.clearKey({ kind });
        if (result.ok) withKeys(result.value);
        else set({ keyErrors: { ...get().keyErrors, [kind]: result.error } });
      },
      testPhoneSystem: () => runTest('pbx', () => api.testPhoneSystem()),
      testLookup: (number) => runTest('lookup', () => api.testLookup({ number })),
      async chooseFirstRun(choice) {
        const result = await api.chooseFirstRun({ choice });
        // Kept or not, the choice holds for now: a file that could not be written asks again next start.
        if (result.ok) set({ view: result.value });
        else set({ firstRunSkipped: true });
      },
      skipFirstRun: () => set({ firstRunSkipped: true }),
      dismissWarning: () => set({ warningDismissed: true }),
    };
  });
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
