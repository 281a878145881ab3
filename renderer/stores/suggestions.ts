// Names as you type: the numbers main's suggestions find for what is typed (favourites, contacts, the
// directories, the local history's people), in main's ranking. Nothing is highlighted until the person moves
// to a suggestion, so Enter without a highlight keeps its meaning (dial or look up what was typed).
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, PersonSuggestion } from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';

/** How many people are offered at once. */
export const SUGGESTION_LIMIT = 5;

export interface SuggestionsState {
  /** What the suggestions are for; they are shown only while it is still what is typed. */
  text: string;
  people: PersonSuggestion[];
  /** The highlighted suggestion, or -1 for none (the typed text). */
  active: number;
  /** Asks for the people matching the text; an answer for older text is dropped. */
  suggest(text: string): Promise<void>;
  /** Moves the highlight by one (ArrowDown +1, ArrowUp -1); above the first is the typed text again. */
  move(step: 1 | -1): void;
  clear(): void;
}

export function createSuggestionsStore(api: Pick<DialdeskApi, 'suggestPeople'>) {
  return createStore<SuggestionsState>()((set, get) => ({
    text: '',
    people: [],
    active: -1,
    async suggest(text) {
      // A paste longer than any name or number asks only for what main accepts (the fields cap it too).
      const wanted = text.trim().slice(0, MAX_SEARCH_TEXT);
      set({ text: wanted, active: -1, ...(wanted === '' && { people: [] }) });
      if (wanted === '') return;
      const result = await api.suggestPeople({ text: wanted, limit: SUGGESTION_LIMIT });
      if (get().text !== wanted) return;
      set({ people: result.ok ? result.value : [] });
    },
    move(step) {
      const { active, people } = get();
      if (people.length === 0) return;
      set({ active: Math.max(-1, Math.min(people.length - 1, active + step)) });
    },
    clear: () => set({ text: '', people: [], active: -1 }),
  }));
}

export type SuggestionsStore = ReturnType<typeof createSuggestionsStore>;
