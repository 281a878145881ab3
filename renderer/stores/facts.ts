// Pre-dial facts for the number in the history detail pane: what a lookup found, from main's lookup
// cache only. Reading them never places a lookup (lookups may be charged).
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, LookupFacts } from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface FactsState {
  number: string | null;
  /** null when the number was never looked up (or the lookup expired from the cache). */
  facts: LookupFacts | null;
  load: Loadable;
  /** Reads the cached facts of this number, replacing those of the last one. */
  show(number: string): Promise<void>;
}

export function createFactsStore(api: Pick<DialdeskApi, 'getLookupFacts'>) {
  return createStore<FactsState>()((set, get) => ({
    number: null,
    facts: null,
    load: IDLE,
    async show(number) {
      set({ number, facts: null, load: LOADING });
      const result = await api.getLookupFacts({ number });
      if (get().number !== number) return;
      set(result.ok ? { facts: result.value, load: READY } : { load: failed(result) });
    },
  }));
}

export type FactsStore = ReturnType<typeof createFactsStore>;
