// Names as you type: people from the local history whose name or number matches what was typed, the ones
// called most recently and most often first. "Dan" finds Dana Whitfield; "0123" finds (555) 555-0123.
import type { PersonSuggestion } from '../../preload/contract';
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

export function suggestPeople(
  store: HistoryStore,
  text: string,
  options: { limit: number; nowMs: number },
): PersonSuggestion[] {
  const nowEpoch = Math.floor(options.nowMs / 1000);
  return store
    .peopleMatching(text, CANDIDATES)
    .map((person) => ({ person, score: rankScore(person, nowEpoch) }))
    .sort((a, b) => b.score - a.score || b.person.lastEpoch - a.person.lastEpoch)
    .slice(0, options.limit)
    .map(({ person }) => ({
      name: person.name,
      number: person.number,
      calls: person.calls,
      lastCallEpoch: person.lastEpoch,
    }));
}
