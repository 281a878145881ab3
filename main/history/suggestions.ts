// Names as you type on the dial pad: the numbers of the person's contacts whose name or number matches
// what was typed first (each number its own suggestion, with its label), then those of the company
// directories serving the account, then the people of the local history who match, the ones called most recently and most often first; a number is suggested once, by
// its key, under its contact's name. "Dan" finds Dana Whitfield; "0123" finds (555) 555-0123.
import type { PersonSuggestion } from '../../preload/contract';
import type { ContactSuggestion } from '../contacts/store';
import type { DirectorySuggestion } from '../directories/directory-index';
import type { HistoryStore, StoredPerson } from './store';

const DAY_SECONDS = 86_400;
/** Candidates read before ranking: far more than are shown, so a frequent caller is not cut by recency. */
const CANDIDATES = 200;

/**
 * Recency and frequency in one number: (1 + ln calls) / (1 + days since the last call). One call
 * yesterday (0.5) outranks ten calls a month ago (0.1); twenty calls yesterday (2.0) outrank one today (1.0).
 */
export function rankScore(person: Pick<StoredPerson, 'calls' | 'lastEpoch'>, nowEpoch: number): number {
  const days = Math.max(0, nowEpoch - person.lastEpoch) / DAY_SECONDS;
  return (1 + Math.log(Math.max(1, person.calls))) / (1 + days);
}

export interface SuggestOptions {
  limit: number;
  nowMs: number;
  /** The person's contacts' suggestions for the text, first (none when absent). */
  contacts?: {
    found: readonly ContactSuggestion[];
    /** The key the history files a number under (main/numbers/number-key.ts). */
    keyOf(number: string): string | null;
  };
  /** The company directories' suggestions for the text, after the contacts' (a number once, by its key). */
  directories?: readonly DirectorySuggestion[];
}

/**
 * The suggestions for the text: the contacts' (in their order, with the calls the history holds with
 * each number), then the history's people; without a local copy (store null), the contacts' alone.
 */
export function suggestPeople(
  store: HistoryStore | null,
  text: string,
  options: SuggestOptions,
): PersonSuggestion[] {
  const nowEpoch = Math.floor(options.nowMs / 1000);
  const taken = new Set<string>();
  // One suggestion per key; a number that holds no key (no digits) is its own.
  const firstOfKey = <T extends { number: string }>(found: readonly T[]) =>
    found.flatMap((each) => {
      const key = options.contacts?.keyOf(each.number) ?? null;
      if (key !== null && taken.has(key)) return [];
      if (key !== null) taken.add(key);
      return [{ each, key }];
    });
  const keyed = firstOfKey(options.contacts?.found ?? []);
  const fromDirectory = firstOfKey(options.directories ?? []);
  const called = store?.peopleWith([...taken]) ?? new Map<string, StoredPerson>();
  const withCalls = (key: string | null) => {
    const person = key === null ? undefined : called.get(key);
    return { calls: person?.calls ?? 0, lastCallEpoch: person?.lastEpoch ?? 0 };
  };
  const named = [
    ...keyed.map(
      ({ each, key }): PersonSuggestion => ({
        name: each.name,
        number: each.number,
        ...withCalls(key),
        contact: { id: each.contactId, label: each.label },
      }),
    ),
    ...fromDirectory.map(
      ({ each, key }): PersonSuggestion => ({ name: each.name, number: each.number, ...withCalls(key) }),
    ),
  ];
  const room = options.limit - named.length;
  if (store === null || room <= 0) return named.slice(0, options.limit);
  const fromHistory = store
    .peopleMatching(text, CANDIDATES)
    .filter((person) => !taken.has(person.key))
    .map((person) => ({ person, score: rankScore(person, nowEpoch) }))
    .sort((a, b) => b.score - a.score || b.person.lastEpoch - a.person.lastEpoch)
    .slice(0, room)
    .map(({ person }) => ({
      name: person.name,
      number: person.number,
      calls: person.calls,
      lastCallEpoch: person.lastEpoch,
    }));
  return [...named, ...fromHistory];
}
