// The accounts store against a fake main: the page starts afresh (once) exactly when the account in use
// changes to or from a saved one, an add that does so carries the new account's name through the reload,
// a merge into the organisation's account leaves that one, a refused switch or merge says why, and the
// screen is remembered across the reload once.
import { describe, expect, test } from 'vitest';
import type { AccountFields, AccountsView, IpcError, Result } from '../../preload/contract';
import { createAccountsStore, type FreshStart } from '../../renderer/stores/accounts';
import { FRESH_START_KEY, rememberFreshStart, takeFreshStart } from '../../renderer/stores/fresh-start';
import { accountEntry, accountFields, accountsView } from '../support/saved-accounts';

const FIELDS = accountFields();
const entry = (id: string, name: string) => accountEntry(id, { name });

const ACME = entry('a_000000000001', 'Acme front desk');
const BIRCH = entry('a_000000000002', 'Birch branch');
/** The organisation's account at Acme's phone system, which Acme may be merged into. */
const ACME_ORG = accountEntry('o_acme', { name: 'Acme phones', origin: 'organisation' });

function fakeMain(start: AccountsView) {
  let view = start;
  let refuse: IpcError | null = null;
  const answer = (next: AccountsView): Result<AccountsView> => {
    if (refuse) return { ok: false, error: refuse };
    view = next;
    return { ok: true, value: view };
  };
  const api = {
    listAccounts: async (): Promise<Result<AccountsView>> => ({ ok: true, value: view }),
    switchAccount: async ({ id }: { id: string }) => answer({ ...view, activeId: id }),
    addAccount: async (fields: AccountFields) => {
      const added = { ...entry(`a_00000000000${view.accounts.length + 1}`, fields.name) };
      return answer(accountsView(added.id, [...view.accounts, added]));
    },
    editAccount: async ({ id, patch }: { id: string; patch: Partial<AccountFields> }) =>
      answer({ ...view, accounts: view.accounts.map((a) => (a.id === id ? { ...a, ...patch } : a)) }),
    removeAccount: async ({ id }: { id: string }) =>
      answer(
        accountsView(
          view.activeId === id ? 'demo' : view.activeId,
          view.accounts.filter((a) => a.id !== id),
        ),
      ),
    mergeAccount: async ({ id }: { id: string }) => {
      const into = view.accounts.find((a) => a.id === view.accounts.find((own) => own.id === id)?.mergeInto);
      if (!into) return answer(view);
      const accounts = view.accounts.filter((a) => a.id !== id);
      return answer(accountsView(view.activeId === id ? into.id : view.activeId, accounts));
    },
  };
  return { api, refuseWith: (error: IpcError | null) => (refuse = error) };
}

function storeOver(start: AccountsView) {
  const main = fakeMain(start);
  const restarts: FreshStart[] = [];
  const store = createAccountsStore(main.api, { startAfresh: (fresh) => restarts.push(fresh) });
  return { store, restarts, main };
}

describe('starting afresh', () => {
  test('a switch from one saved account to another starts afresh once, and the old view stays meanwhile', async () => {
    const { store, restarts } = storeOver(accountsView(ACME.id, [ACME, BIRCH]));
    await store.getState().reload();
    // main's push and its answer both say so: one reload.
    store.getState().apply(accountsView(BIRCH.id, [ACME, BIRCH]));
    expect(await store.getState().switchTo(BIRCH.id, 'header')).toBe(true);
    expect(restarts).toEqual([{ added: null }]);
    expect(store.getState().restarting).toBe(true);
    expect(store.getState().view?.activeId).toBe(ACME.id);
  });

  test('to the demo from a saved account, and from the demo back to one, each start afresh', async () => {
    const toDemo = storeOver(accountsView(ACME.id, [ACME]));
    await toDemo.store.getState().reload();
    await toDemo.store.getState().switchTo('demo', 'settings');
    expect(toDemo.restarts).toHaveLength(1);

    const fromDemo = storeOver(accountsView('demo', [ACME]));
    await fromDemo.store.getState().reload();
    await fromDemo.store.getState().switchTo(ACME.id, 'header');
    expect(fromDemo.restarts).toHaveLength(1);
  });

  test('the first account added over the demo, a rename and a watch change do not', async () => {
    const { store, restarts } = storeOver(accountsView('demo', []));
    await store.getState().reload();
    expect(await store.getState().add(FIELDS)).toEqual({ ok: true });
    expect(store.getState().view?.accounts.map((a) => a.name)).toEqual(['Acme front desk']);
    expect(store.getState().added).toBe('Acme front desk');
    const id = store.getState().view?.activeId ?? '';
    await store.getState().edit(id, { name: 'Acme', watchVoicemail: false });
    expect(restarts).toEqual([]);
    expect(store.getState().view?.accounts[0]).toMatchObject({ name: 'Acme', watchVoicemail: false });
  });

  test('an account added while another saved one is in use starts afresh with its name, for its keys', async () => {
    const { store, restarts } = storeOver(accountsView(ACME.id, [ACME]));
    await store.getState().reload();
    await store.getState().add({ ...FIELDS, name: '  Birch branch ' });
    expect(restarts).toEqual([{ added: 'Birch branch' }]);
  });

  test('removing the account in use starts afresh; removing another only drops it from the list', async () => {
    const other = storeOver(accountsView(ACME.id, [ACME, BIRCH]));
    await other.store.getState().reload();
    await other.store.getState().remove(BIRCH.id);
    expect(other.restarts).toEqual([]);
    expect(other.store.getState().view?.accounts).toEqual([ACME]);
    await other.store.getState().remove(ACME.id);
    expect(other.restarts).toEqual([{ added: null }]);
  });

  test("merging the account in use starts afresh on the organisation's; merging another only drops it", async () => {
    const own = { ...ACME, mergeInto: ACME_ORG.id };
    const inUse = storeOver(accountsView(own.id, [own, ACME_ORG]));
    await inUse.store.getState().reload();
    expect(await inUse.store.getState().merge(own.id)).toEqual({ ok: true });
    expect(inUse.restarts).toEqual([{ added: null }]);

    // Neither in use: the one in use stays, and a refusal comes back in main's words.
    const other = storeOver(accountsView(BIRCH.id, [own, ACME_ORG, BIRCH]));
    await other.store.getState().reload();
    const noted: IpcError = { code: 'settings-invalid', message: 'Its notes cannot be merged.' };
    other.main.refuseWith(noted);
    expect(await other.store.getState().merge(own.id)).toEqual({ ok: false, error: noted, fields: {} });
    other.main.refuseWith(null);
    expect(await other.store.getState().merge(own.id)).toEqual({ ok: true });
    expect(other.restarts).toEqual([]);
    expect(other.store.getState().view?.accounts).toEqual([ACME_ORG, BIRCH]);
  });

  test('a list answer older than a view main pushed meanwhile is dropped', async () => {
    const { store } = storeOver(accountsView(ACME.id, [ACME]));
    const reading = store.getState().reload();
    store.getState().apply(accountsView(ACME.id, [{ ...ACME, name: 'Renamed' }]));
    await reading;
    expect(store.getState().view?.accounts[0]?.name).toBe('Renamed');
  });
});

test('a refused switch says why, to which account and where it was asked; nothing starts afresh', async () => {
  const { store, restarts, main } = storeOver(accountsView(ACME.id, [ACME, BIRCH]));
  await store.getState().reload();
  const gone: IpcError = { code: 'not-found', message: 'This account is no longer saved.' };
  main.refuseWith(gone);
  expect(await store.getState().switchTo(BIRCH.id, 'settings')).toBe(false);
  expect(store.getState().switchError).toEqual({ error: gone, from: 'settings', to: 'Birch branch' });
  expect(store.getState().switching).toBeNull();
  expect(restarts).toEqual([]);
  // A refused add comes back with its fields, for the form to mark.
  main.refuseWith({
    code: 'invalid-argument',
    message: 'Invalid request',
    fields: { extension: 'must be digits' },
  });
  expect(await store.getState().add(FIELDS)).toMatchObject({
    ok: false,
    fields: { extension: 'must be digits' },
  });
});

describe('the screen across the reload', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  test('is taken once: a later reload starts as any start does', () => {
    const storage = memoryStorage();
    rememberFreshStart(storage, { screen: 'voicemail', added: null });
    expect(takeFreshStart(storage)).toEqual({ screen: 'voicemail', added: null });
    expect(takeFreshStart(storage)).toBeNull();
  });

  test('anything unreadable is no memo', () => {
    const storage = memoryStorage();
    for (const text of ['{', '{"screen":"nowhere"}', 'null', '[]']) {
      storage.setItem(FRESH_START_KEY, text);
      expect(takeFreshStart(storage)).toBeNull();
    }
    storage.setItem(FRESH_START_KEY, '{"screen":"settings","added":42}');
    expect(takeFreshStart(storage)).toEqual({ screen: 'settings', added: null });
  });
});
