// Settings, keys and connection tests. A key passes through here on its way to main and is never kept:
// the renderer only ever learns whether each key is set.
import { createStore } from 'zustand/vanilla';
import type {
  DialdeskApi,
  HotkeyStatus,
  IpcError,
  KeyKind,
  SettingsPatch,
  SettingsView,
} from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export type SettingsForm = 'account' | 'preferences';

/**
 * What a Save did. A saved account is then tested with a read: `found` says what the phone system
 * answered, `problem` why the read failed (a wrong key is saved as any key is, but said at once).
 */
export type FormOutcome =
  | { ok: true; text: string; found?: string; problem?: IpcError }
  | { ok: false; error: IpcError; fields: Record<string, string> };

export interface TestOutcome {
  load: Loadable;
  message: string | null;
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
  setKey(kind: KeyKind, value: string): Promise<boolean>;
  clearKey(kind: KeyKind): Promise<void>;
  testPhoneSystem(): Promise<void>;
  /** After the account was saved: reads once with what is saved and says what was found. */
  checkSavedAccount(): Promise<void>;
  testLookup(number: string): Promise<void>;
  dismissWarning(): void;
}

const NO_TEST: TestOutcome = { load: IDLE, message: null };

type SettingsApi = Pick<
  DialdeskApi,
  | 'getSettings'
  | 'updateSettings'
  | 'setKey'
  | 'clearKey'
  | 'testPhoneSystem'
  | 'testLookup'
  | 'getHotkeyStatus'
>;

export function createSettingsStore(api: SettingsApi) {
  return createStore<SettingsState>()((set, get) => {
    const withKeys = (keys: SettingsView['keys']) => {
      const { view } = get();
      if (view) set({ view: { ...view, keys } });
    };
    let hotkeyPushes = 0;
    const runTest = async (kind: KeyKind, test: () => ReturnType<SettingsApi['testPhoneSystem']>) => {
      set({ tests: { ...get().tests, [kind]: { load: LOADING, message: null } } });
      const result = await test();
      const outcome: TestOutcome = result.ok
        ? { load: READY, message: result.value.message }
        : { load: failed(result), message: null };
      set({ tests: { ...get().tests, [kind]: outcome } });
    };

    return {
      view: null,
      load: IDLE,
      saving: null,
      forms: {},
      keyErrors: {},
      tests: { pbx: NO_TEST, lookup: NO_TEST },
      warningDismissed: false,
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
        const outcome: FormOutcome = result.ok
          ? { ok: true, text: 'Saved.' }
          : { ok: false, error: result.error, fields: result.error.fields ?? {} };
        set({
          saving: null,
          forms: { ...get().forms, [form]: outcome },
          ...(result.ok ? { view: result.value } : {}),
        });
        return result.ok;
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
      async checkSavedAccount() {
        const saved = get().forms.account;
        if (!saved?.ok) return;
        set({ forms: { ...get().forms, account: { ok: true, text: 'Saved. Testing the connection…' } } });
        const result = await api.testPhoneSystem();
        const account: FormOutcome = result.ok
          ? { ok: true, text: 'Saved.', found: result.value.message }
          : { ok: true, text: 'Saved.', problem: result.error };
        set({ forms: { ...get().forms, account } });
      },
      testLookup: (number) => runTest('lookup', () => api.testLookup({ number })),
      dismissWarning: () => set({ warningDismissed: true }),
    };
  });
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
