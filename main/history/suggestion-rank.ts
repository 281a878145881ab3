// The one order of the dial pad's suggestions and the quick-dial box's (issue 48), whatever source found
// each number: the person's favourites first, in their order; then the numbers called most often and
// most lately; then how well each matches what was typed (suggestion-match.ts); then the person's own
// contacts before the company directory before the names the phone system recorded; then by name.
import type { StoredPerson } from './store-people';
import { SUGGESTION_MATCHES, type SuggestionMatch } from './suggestion-match';

const DAY_SECONDS = 86_400;

/** Where a number was found, the most trusted first: its name is the first of these that holds it. */
export type SuggestionSource = 'contact' | 'directory' | 'history';
const SOURCES: readonly SuggestionSource[] = ['contact', 'directory', 'history'];

/** What the order reads of a suggested number. */
export interface Ranked {
  /** Its place among the person's favourites (lower first); null for a number that is not starred. */
  favourite: number | null;
  /** How often and how lately it was called (rankScore); 0 when the history holds no call with it. */
  score: number;
  match: SuggestionMatch;
  source: SuggestionSource;
  /** The name shown, folded (foldForSearch): the order of numbers alike in everything else. */
  foldedName: string;
  /** Its place in its source's answer: a contact's numbers stay in the person's order. */
  place: number;
}

/**
 * Recency and frequency in one number: (1 + ln calls) / (1 + whole days since the last call). One call
 * yesterday (0.5) outranks ten calls a month ago (0.1); twenty calls yesterday (2.0) outrank one today
 * (1.0). Whole days: two people called once today are as recent as each other, and what was typed
 * decides between them, not the minutes between their calls.
 */
export function rankScore(person: Pick<StoredPerson, 'calls' | 'lastEpoch'>, nowEpoch: number): number {
  const days = Math.floor(Math.max(0, nowEpoch - person.lastEpoch) / DAY_SECONDS);
  return (1 + Math.log(Math.max(1, person.calls))) / (1 + days);
}

/** Favourites first, in the person's order. */
const byFavourite = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/** Negative when a comes before b in the suggestions. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    byFavourite(a.favourite, b.favourite) ||
    b.score - a.score ||
    SUGGESTION_MATCHES.indexOf(a.match) - SUGGESTION_MATCHES.indexOf(b.match) ||
    SOURCES.indexOf(a.source) - SOURCES.indexOf(b.source) ||
    (a.foldedName < b.foldedName ? -1 : a.foldedName > b.foldedName ? 1 : 0) ||
    a.place - b.place
  );
}

/** The first `limit` of the numbers in the suggestions' order. */
export function ranked<T extends Ranked>(numbers: readonly T[], limit: number): T[] {
  return [...numbers].sort(compareRanked).slice(0, Math.max(0, limit));
}
