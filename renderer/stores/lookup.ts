// Number lookup. It runs only when asked (a lookup may be charged), and keeps the last answer. Main
// answers from its cache when it can; Refresh asks the lookup service again.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, LookupView } from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface LookupState {
  /** The text in the lookup box. */
  number: string;
  load: Loadable;
  view: LookupView | null;
  setNumber(text: string): void;
  /** Looks up `number` (or the text in the box), replacing the last answer. */
  lookup(number?: string): Promise<void>;
  /** Looks the last number up again at the lookup service, not from the cache: it may be charged. */
  refresh(): Promise<void>;
}

export function createLookupStore(api: Pick<DialdeskApi, 'lookupNumber'>) {
  let latest = 0;
  // The number of the answer on show, as it was asked: the box may have been edited since.
  let asked = '';
  return createStore<LookupState>()((set, get) => {
    const run = async (number: string, refresh: boolean) => {
      const mine = ++latest;
      asked = number;
      set({ number, load: LOADING, view: null });
      const result = await api.lookupNumber(refresh ? { number, refresh } : { number });
      if (mine !== latest) return;
      set(result.ok ? { view: result.value, load: READY } : { load: failed(result) });
    };
    return {
      number: '',
      load: IDLE,
      view: null,
      setNumber: (number) => set({ number }),
      lookup: (number = get().number) => run(number, false),
      refresh: () => run(asked, true),
    };
  });
}

export type LookupStore = ReturnType<typeof createLookupStore>;
