// What the quick-dial box shows: the text typed, the results main found for it on the account in use,
// which one is highlighted, and the typed text read as a number. Results belong to the text and the
// account they were found for: a key acts on them only while both are still the ones on screen, so a
// fast typist's Enter never calls what the previous keystroke found, nor a switch's old account's.
import { createStore } from 'zustand/vanilla';
import type {
  AccountRef,
  CalledPartyTime,
  DialdeskApi,
  DialPlan,
  LookupFacts,
  PersonSuggestion,
} from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';

/** How many people the box lists: its page holds about six without scrolling. */
export const QUICK_DIAL_LIMIT = 8;

/** The typed text, when it is a number to dial as it is: digits and separators, no letters. */
const DIALLABLE = /^\+?[\d\s().\-/*#]*\d[\d\s().\-/*#]*$/;

/** The typed text as a number, with what a cached lookup says of it (never a new lookup per keystroke). */
export interface TypedNumber {
  number: string;
  /** How main will dial it (no call is made to know); null until main has said, or where it finds none. */
  plan: DialPlan | null;
  /** null: no lookup of the number is cached ("Not checked"). */
  facts: LookupFacts | null;
  /** The time where it rings and the calling hours' verdict; null until main has said, or for an extension. */
  localTime: CalledPartyTime | null;
}

/** What main found for one text on one account. */
export interface QuickDialResults {
  text: string;
  accountId: string;
  people: PersonSuggestion[];
}

/**
 * A row of the list: the typed number first where there is one, then the people. A person whose number
 * is the typed one stands in its place, first, with its Do Not Call verdict (`typed`).
 */
export type QuickDialEntry =
  | { kind: 'typed'; typed: TypedNumber }
  | { kind: 'person'; person: PersonSuggestion; typed?: TypedNumber };

export interface QuickDialState {
  text: string;
  /** The account calls go through; null until main has said. */
  account: AccountRef | null;
  /** The last answer for the current text and account; null while none is (or none was asked). */
  results: QuickDialResults | null;
  typed: TypedNumber | null;
  /** The highlighted entry (see entries), or -1 for none. */
  active: number;
  /** A line said for a moment (a copy done); null when there is none. */
  said: string | null;
  say(line: string | null): void;
  type(text: string): Promise<void>;
  /** Moves the highlight by one within the entries for the text now; nothing while they are not in. */
  move(step: 1 | -1): void;
  /** The account in use changed (or is first known): the results are found again for it. */
  useAccount(account: AccountRef): Promise<void>;
  /** The box is shown again: an empty field. */
  reset(): void;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a person's number is the typed one, however each is written: the same digits, or one the
 * other with a country code in front ('12125550123', '2125550123'). Then the person, named, stands for it.
 */
function sameNumber(typed: string, number: string): boolean {
  const [a, b] = [digitsOf(typed), digitsOf(number)];
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 7 && long.endsWith(short) && long.length - short.length <= 3;
}

/** The entries the box lists for a state: only those found for its text and account as they are now. */
export function entriesOf(
  state: Pick<QuickDialState, 'text' | 'account' | 'results' | 'typed'>,
): QuickDialEntry[] {
  const { results, typed } = state;
  const current =
    results !== null && results.text === state.text.trim() && results.accountId === state.account?.id;
  const people: QuickDialEntry[] = current
    ? results.people.map((person) => ({ kind: 'person', person }))
    : [];
  if (typed === null) return people;
  const named = current ? results.people.findIndex((person) => sameNumber(typed.number, person.number)) : -1;
  const person = results?.people[named];
  if (named === -1 || !person) return [{ kind: 'typed', typed }, ...people];
  return [{ kind: 'person', person, typed }, ...people.filter((_, index) => index !== named)];
}

/**
 * What Enter without a highlight calls: the typed number where the text is one, else the one person the
 * text finds; nothing where it finds several, none, or the results are not in yet.
 */
export function enterWithoutHighlight(state: QuickDialState): QuickDialEntry | null {
  const entries = entriesOf(state);
  // The typed number, or the person whose number it is (listed first in its place).
  if (state.typed) return entries[0] ?? { kind: 'typed', typed: state.typed };
  return entries.length === 1 ? (entries[0] ?? null) : null;
}

export function createQuickDialStore(
  api: Pick<DialdeskApi, 'suggestPeople' | 'getLookupFacts' | 'planCall' | 'getCalledPartyTime'>,
) {
  return createStore<QuickDialState>()((set, get) => {
    /** Finds the results for the text as it is, for the account in use; an answer for older text is dropped. */
    const search = async () => {
      const { text, account } = get();
      const wanted = text.trim().slice(0, MAX_SEARCH_TEXT);
      if (wanted === '' || account === null) return;
      const found = await api.suggestPeople({ text: wanted, limit: QUICK_DIAL_LIMIT });
      const now = get();
      if (now.text.trim() !== wanted || now.account?.id !== account.id) return;
      set({ results: { text: wanted, accountId: account.id, people: found.ok ? found.value : [] } });
    };
    /**
     * The typed text read as a number: how it will be dialled, its cached Do Not Call verdict and the time
     * where it rings (from the cache too: no lookup per keystroke).
     */
    const readTyped = async () => {
      const number = get().text.trim();
      if (!DIALLABLE.test(number)) return;
      const [plan, cached, time] = await Promise.all([
        api.planCall({ number, source: 'quick-dial' }),
        api.getLookupFacts({ number }),
        api.getCalledPartyTime({ number }),
      ]);
      if (get().text.trim() !== number) return;
      set({
        typed: {
          number,
          plan: plan.ok ? plan.value : null,
          facts: cached.ok ? cached.value : null,
          localTime: time.ok ? time.value : null,
        },
      });
    };

    return {
      text: '',
      account: null,
      results: null,
      typed: null,
      active: -1,
      said: null,
      say: (said) => set({ said }),
      async type(text) {
        const number = text.trim();
        set({
          text,
          active: -1,
          said: null,
          // Shown at once as not checked; the cached verdict follows.
          typed: DIALLABLE.test(number) ? { number, plan: null, facts: null, localTime: null } : null,
          ...(number === '' && { results: null }),
        });
        await Promise.all([search(), readTyped()]);
      },
      move(step) {
        const count = entriesOf(get()).length;
        if (count === 0) return;
        set({ active: Math.max(-1, Math.min(count - 1, get().active + step)) });
      },
      async useAccount(account) {
        if (get().account?.id === account.id && get().account?.name === account.name) return;
        set({ account, results: null, active: -1 });
        await Promise.all([search(), readTyped()]);
      },
      reset: () => set({ text: '', results: null, typed: null, active: -1, said: null }),
    };
  });
}

export type QuickDialStore = ReturnType<typeof createQuickDialStore>;
