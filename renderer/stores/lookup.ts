// Number lookup. It runs only when asked (a lookup may be charged), and keeps the last answer.
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
}

export function createLookupStore(api: Pick<DialdeskApi, 'lookupNumber'>) {
  let latest = 0;
  return createStore<LookupState>()((set, get) => ({
    number: '',
    load: IDLE,
    view: null,
    setNumber: (number) => set({ number }),
    async lookup(number = get().number) {
      const mine = ++latest;
      set({ number, load: LOADING, view: null });
      const result = await api.lookupNumber({ number });
      if (mine !== latest) return;
      set(result.ok ? { view: result.value, load: READY } : { load: failed(result) });
    },
  }));
}

export type LookupStore = ReturnType<typeof createLookupStore>;
