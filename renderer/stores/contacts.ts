// The person's own contacts as People shows them: the list for what is typed in its search (main
// searches names, companies, notes and numbers), the contact opened, the contacts file's health in
// words, and the contact just deleted, kept whole for Undo.
import { createStore } from 'zustand/vanilla';
import type { Contact, ContactsStatus, DialdeskApi, IpcError } from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import { createDetail, type Detail } from './detail';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

/** What failed of a delete: the delete itself, or its Undo. */
export type DeleteStep = 'delete' | 'restore';

export interface ContactsState extends Detail<Contact> {
  contacts: Contact[];
  list: Loadable;
  /** The search as typed; the list holds the contacts main found for it. */
  search: string;
  /** The contacts file's health; null until main has said. */
  status: ContactsStatus | null;
  /** The `restored` notice the person dismissed: it stays away until main says another. */
  dismissedRestored: string | null;
  /** The contact deleted last, as main answered it, for Undo; null once undone or dismissed. */
  deleted: Contact | null;
  /** Why the last delete or its Undo failed. */
  problem: { step: DeleteStep; error: IpcError } | null;
  setSearch(text: string): Promise<void>;
  /** Reads the list for the search again; the rows shown stay until the answer replaces them. */
  reload(): Promise<void>;
  loadStatus(): Promise<void>;
  /**
   * Contacts changed (in this window or another, or a file restored from its backup): the list and the
   * contact open are read again, and the file's health is the one main sent.
   */
  changed(status: ContactsStatus): Promise<void>;
  /** Opens a contact as main answered it (listed, or just saved): nothing more to read. */
  show(contact: Contact): void;
  /** Deletes the contact; true when main did. */
  remove(id: string): Promise<boolean>;
  /** Puts the contact deleted last back, with its ids and favourites, and opens it. */
  undo(): Promise<void>;
  dismissDeleted(): void;
  dismissRestored(): void;
}

type ContactsApi = Pick<
  DialdeskApi,
  'listContacts' | 'getContact' | 'deleteContact' | 'restoreContact' | 'getContactsStatus'
>;

/** The search text main lists contacts for (and People → Export writes), from the search as typed. */
export const listedFor = (search: string): string => search.trim().slice(0, MAX_SEARCH_TEXT);

export function createContactsStore(api: ContactsApi) {
  return createStore<ContactsState>()((set, get) => {
    // Of two reads (keys typed quickly), only the latest one's answer is shown.
    let listTurn = 0;
    const read = async () => {
      const mine = ++listTurn;
      if (get().list.status !== 'ready') set({ list: LOADING });
      const result = await api.listContacts({ text: listedFor(get().search) });
      if (mine !== listTurn) return;
      set(result.ok ? { contacts: result.value, list: READY } : { list: failed(result) });
    };
    // The contact open, read again where it stands (no loading state): gone, it closes.
    const readOpened = async () => {
      const opened = get().opened;
      if (opened?.load.status !== 'ready') return;
      const result = await api.getContact({ id: opened.uuid });
      if (get().opened?.uuid !== opened.uuid) return;
      if (result.ok) set({ opened: { uuid: opened.uuid, value: result.value, load: READY } });
      else if (result.error.code === 'not-found') set({ opened: null });
    };

    return {
      ...createDetail(set, get, (id) => api.getContact({ id })),
      contacts: [],
      list: IDLE,
      search: '',
      status: null,
      dismissedRestored: null,
      deleted: null,
      problem: null,
      setSearch(search) {
        set({ search });
        return read();
      },
      reload: read,
      async loadStatus() {
        const result = await api.getContactsStatus();
        if (result.ok) set({ status: result.value });
      },
      async changed(status) {
        set({ status });
        if (get().list.status !== 'idle') await Promise.all([read(), readOpened()]);
      },
      show: (contact) =>
        set({ selected: contact.id, opened: { uuid: contact.id, value: contact, load: READY } }),
      async remove(id) {
        const result = await api.deleteContact({ id });
        if (!result.ok) {
          set({ problem: { step: 'delete', error: result.error } });
          return false;
        }
        const opened = get().opened?.uuid === id ? { opened: null, selected: null } : {};
        set({ deleted: result.value, problem: null, ...opened });
        return true;
      },
      async undo() {
        const contact = get().deleted;
        if (!contact) return;
        const result = await api.restoreContact({ contact });
        if (!result.ok) {
          set({ problem: { step: 'restore', error: result.error } });
          return;
        }
        set({ deleted: null, problem: null });
        await get().open(result.value.id);
      },
      dismissDeleted: () => set({ deleted: null, problem: null }),
      dismissRestored: () => set({ dismissedRestored: get().status?.restored ?? null }),
    };
  });
}

export type ContactsStore = ReturnType<typeof createContactsStore>;

/** The notice that the contacts file was damaged and restored, until the person dismisses it. */
export const restoredNotice = (state: ContactsState): string | null => {
  const restored = state.status?.restored ?? null;
  return restored !== state.dismissedRestored ? restored : null;
};
