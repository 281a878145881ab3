// Number lookup. It runs only when asked (a lookup may be charged), and keeps the last answer. Main
// answers from its cache when it can; Refresh asks the lookup service again. The lookup service knows
// lines, not people: the name comes from the local call history, as the field's suggestions do.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, LookupView } from '../../preload/contract';
import { lineKey } from '../format/lookup';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface LookupState {
  /** The text in the lookup box. */
  number: string;
  /** The text of the lookup on show (or failed, or on its way), as the person wrote it. */
  asked: string;
  load: Loadable;
  view: LookupView | null;
  /** Who the call history knows at the number on show; null when nobody (or no history). */
  name: string | null;
  setNumber(text: string): void;
  /** Looks up `number` (or the text in the box), replacing the last answer. */
  lookup(number?: string): Promise<void>;
  /** Looks the last number up again at the lookup service, not from the cache: it may be charged. */
  refresh(): Promise<void>;
}

/** People read for the name: enough to find the one at the number among others sharing its digits. */
const NAME_CANDIDATES = 10;

export function createLookupStore(api: Pick<DialdeskApi, 'lookupNumber' | 'suggestPeople'>) {
  let latest = 0;

  /** The name the local history has for the number's line, or null (a failed read shows no name). */
  const nameAt = async (number: string): Promise<string | null> => {
    const key = lineKey(number);
    if (key === '') return null;
    const people = await api.suggestPeople({ text: key, limit: NAME_CANDIDATES });
    if (!people.ok) return null;
    const person = people.value.find(
      (candidate) => lineKey(candidate.number) === key && candidate.name.trim(),
    );
    return person?.name.trim() ?? null;
  };

  return createStore<LookupState>()((set, get) => {
    const run = async (number: string, refresh: boolean) => {
      const mine = ++latest;
      set({ number, asked: number, load: LOADING, view: null, name: null });
      const result = await api.lookupNumber(refresh ? { number, refresh } : { number });
      if (mine !== latest) return;
      if (!result.ok) {
        set({ load: failed(result) });
        return;
      }
      // The heading shows the name from the start rather than changing under the person's eyes.
      const name = await nameAt(result.value.result.NUMBER ?? result.value.tn).catch(() => null);
      if (mine !== latest) return;
      set({ view: result.value, name, load: READY });
    };
    return {
      number: '',
      asked: '',
      load: IDLE,
      view: null,
      name: null,
      setNumber: (number) => set({ number }),
      lookup: (number = get().number) => run(number, false),
      refresh: () => run(get().asked, true),
    };
  });
}

export type LookupStore = ReturnType<typeof createLookupStore>;
