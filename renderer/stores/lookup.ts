// Number lookup. It runs only when asked (a lookup may be charged), and keeps the last answer. Main
// answers from its cache when it can; Refresh asks the lookup service again. The lookup service knows
// lines, not people: main names the number as every view does (its resolver) in the answer, and says
// which of the person's contacts holds it, if one does.
import { createStore } from 'zustand/vanilla';
import type { Contact, DialdeskApi, LookupView } from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface LookupState {
  /** The text in the lookup box. */
  number: string;
  /** The text of the lookup on show (or failed, or on its way), as the person wrote it. */
  asked: string;
  load: Loadable;
  view: LookupView | null;
  /** The person's contact holding the number on show ("Edit contact"), or null ("Save to contacts"). */
  holder: Contact | null;
  setNumber(text: string): void;
  /** Looks up `number` (or the text in the box), replacing the last answer. */
  lookup(number?: string): Promise<void>;
  /** Looks the last number up again at the lookup service, not from the cache: it may be charged. */
  refresh(): Promise<void>;
  /** The person's contacts changed: which one holds the number on show is asked again. */
  contactsChanged(): Promise<void>;
}

export function createLookupStore(api: Pick<DialdeskApi, 'lookupNumber' | 'contactForNumber'>) {
  let latest = 0;

  return createStore<LookupState>()((set, get) => {
    const readHolder = async (view: LookupView) => {
      const result = await api.contactForNumber({ number: view.tn });
      if (get().view === view) set({ holder: result.ok ? result.value : null });
    };
    const run = async (number: string, refresh: boolean) => {
      const mine = ++latest;
      set({ number, asked: number, load: LOADING, view: null, holder: null });
      const result = await api.lookupNumber(refresh ? { number, refresh } : { number });
      if (mine !== latest) return;
      if (!result.ok) {
        set({ load: failed(result) });
        return;
      }
      set({ view: result.value, load: READY });
      await readHolder(result.value);
    };
    return {
      number: '',
      asked: '',
      load: IDLE,
      view: null,
      holder: null,
      setNumber: (number) => set({ number }),
      lookup: (number = get().number) => run(number, false),
      refresh: () => run(get().asked, true),
      async contactsChanged() {
        const { view } = get();
        if (view) await readHolder(view);
      },
    };
  });
}

export type LookupStore = ReturnType<typeof createLookupStore>;
