// The saved accounts and the one in use (issue 24). When the account in use changes to one this page may
// have shown before, or away from a saved one (startsAfresh, the rule main's shell follows too), the page
// starts afresh: it remembers its screen and reloads. Every list, count, suggestion, lookup result, recent
// call, open detail and call status then goes with the old page, instead of each store having to know
// (now and in every later change) what of the account before it still holds.
import { createStore } from 'zustand/vanilla';
import {
  type AccountEntry,
  type AccountFields,
  type AccountsView,
  DEMO_ACCOUNT_ID,
  type DialdeskApi,
  type IpcError,
  type Result,
} from '../../preload/contract';
import { startsAfresh } from '../../preload/shared/account-switch';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

/** A change to the list: done, or refused with the reasons by field (IpcError.fields), or failed. */
export type AccountChange = { ok: true } | { ok: false; error: IpcError; fields: Record<string, string> };

/** Where a switch was asked: its failure is said there, in words. */
export type SwitchPlace = 'header' | 'settings';

export interface AccountsState {
  view: AccountsView | null;
  load: Loadable;
  /** The account a switch is on its way to: the switchers show it and refuse another meanwhile. */
  switching: string | null;
  /**
   * Why the last switch failed, to which account (its name then, or "the demo" in the language then) and
   * where it was asked; null otherwise.
   */
  /** `to`: the account's name, null for the demo. */
  switchError: { error: IpcError; from: SwitchPlace; to: string | null } | null;
  /**
   * The account just added and made the one in use, by name: Settings asks for its keys (the page may
   * have started afresh in between: the name comes through the reload).
   */
  added: string | null;
  /** The page is starting afresh for another account: nothing more is read or shown meanwhile. */
  restarting: boolean;
  /** The banner saying what the start found wrong with the list was closed (Settings still says it). */
  noticesDismissed: boolean;
  reload(): Promise<void>;
  /** A view main pushed (accountsChanged) or answered with. */
  apply(view: AccountsView): void;
  /** Makes a saved account (or the demo) the one in use; false when main refused (switchError says why). */
  switchTo(id: string, from: SwitchPlace): Promise<boolean>;
  add(fields: AccountFields): Promise<AccountChange>;
  edit(id: string, patch: Partial<AccountFields>): Promise<AccountChange>;
  remove(id: string): Promise<AccountChange>;
  /**
   * Merges one of the person's accounts into the organisation's at the same phone system (mergeInto):
   * the person's is then gone, and the page starts afresh when the account in use changes with it.
   */
  merge(id: string): Promise<AccountChange>;
  dismissSwitchError(): void;
  dismissNotices(): void;
}

type AccountsApi = Pick<
  DialdeskApi,
  'listAccounts' | 'switchAccount' | 'addAccount' | 'editAccount' | 'removeAccount' | 'mergeAccount'
>;

/** What the page carries through its reload: the added account's name, if the reload follows an add. */
export interface FreshStart {
  added: string | null;
}

export interface AccountsStoreOptions {
  /** Reloads the page (after remembering what it needs again); a test records the call instead. */
  startAfresh(fresh: FreshStart): void;
  /** The added account's name the page was reloaded with; null at an ordinary start. */
  added?: string | null;
}

/** The account in use, or null for the demo (and before the list is read). */
export const activeAccount = (state: Pick<AccountsState, 'view'>): AccountEntry | null =>
  state.view?.accounts.find((account) => account.id === state.view?.activeId) ?? null;

const changeOf = (result: Result<unknown>): AccountChange =>
  result.ok ? { ok: true } : { ok: false, error: result.error, fields: result.error.fields ?? {} };

export function createAccountsStore(api: AccountsApi, options: AccountsStoreOptions) {
  return createStore<AccountsState>()((set, get) => {
    // A view main pushed while the list was being read is at least as new as the answer.
    let pushes = 0;
    // The name of an account being added: the page may start afresh before addAccount has answered
    // (accountsChanged comes first), and the new page must still know which account wants its keys.
    let adding: string | null = null;

    const apply = (next: AccountsView) => {
      if (get().restarting) return;
      const before = get().view;
      if (before && startsAfresh(before, next)) {
        const isNew = !before.accounts.some((account) => account.id === next.activeId);
        set({ restarting: true });
        options.startAfresh({ added: isNew ? adding : null });
        return;
      }
      set({ view: next, load: READY });
    };

    /** Runs one change and applies main's answer; a refusal is returned with its fields. */
    const change = async (request: () => Promise<Result<AccountsView>>): Promise<AccountChange> => {
      const result = await request();
      if (result.ok) apply(result.value);
      return changeOf(result);
    };

    return {
      view: null,
      load: IDLE,
      switching: null,
      switchError: null,
      added: options.added ?? null,
      restarting: false,
      noticesDismissed: false,
      async reload() {
        const asked = pushes;
        set({ load: LOADING });
        const result = await api.listAccounts();
        if (asked !== pushes) return;
        set(result.ok ? { view: result.value, load: READY } : { load: failed(result) });
      },
      apply(view) {
        pushes += 1;
        apply(view);
      },
      async switchTo(id, from) {
        const { switching, view } = get();
        if (switching !== null) return false;
        if (id === view?.activeId) return true;
        // Named now: a failure may say the account is gone from the list.
        const to = id === DEMO_ACCOUNT_ID ? null : (view?.accounts.find((a) => a.id === id)?.name ?? id);
        set({ switching: id, switchError: null });
        const result = await api.switchAccount({ id });
        set({ switching: null });
        if (!result.ok) {
          set({ switchError: { error: result.error, from, to } });
          return false;
        }
        apply(result.value);
        return true;
      },
      async add(fields) {
        adding = fields.name.trim();
        const done = await change(() => api.addAccount(fields));
        // Still on this page (it did not start afresh): the added account is in use here.
        if (done.ok && !get().restarting) set({ added: adding });
        adding = null;
        return done;
      },
      edit: (id, patch) => change(() => api.editAccount({ id, patch })),
      remove: (id) => change(() => api.removeAccount({ id })),
      merge: (id) => change(() => api.mergeAccount({ id })),
      dismissSwitchError: () => set({ switchError: null }),
      dismissNotices: () => set({ noticesDismissed: true }),
    };
  });
}

export type AccountsStore = ReturnType<typeof createAccountsStore>;
