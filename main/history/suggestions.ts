// Names as you type, on the dial pad and in the quick-dial box (both ask suggestPeople): the numbers the
// text finds by the one rule (suggestion-match.ts) in each source, the person's favourites and contacts,
// the company directories serving the account and the people of the local history, each number once by
// its key under the most trusted source's name (a contact's, then the directory's, then what the phone
// system recorded), in the one order of suggestion-rank.ts. "dw" finds Dana Whitfield, "fernandez"
// Fernández, "2125550123" (212) 555-0123; a contact's numbers are a suggestion each, with their labels.
import type { PersonSuggestion } from '../../preload/contract';
import type { ContactSuggestion } from '../contacts/store';
import type { DirectorySuggestion } from '../directories/directory-index';
import type { HistoryStore, StoredPerson } from './store';
import {
  matchOf,
  numberDigits,
  type ReadNumber,
  readName,
  type SuggestionMatch,
  suggestionQuery,
} from './suggestion-match';
import { type Ranked, ranked, rankScore, type SuggestionSource } from './suggestion-rank';

/**
 * The numbers each source is asked for: ten times what the window shows, so that the order picks among
 * them rather than the source's own (a frequent caller is not cut for coming late in the alphabet).
 */
export const SUGGESTION_CANDIDATES = 50;

export interface SuggestOptions {
  limit: number;
  nowMs: number;
  /** The contacts' numbers the text finds, the favourites among them first (none when absent). */
  contacts?: {
    found: readonly ContactSuggestion[];
    /** The key the history files a number under (main/numbers/number-key.ts). */
    keyOf(number: string): string | null;
  };
  /** The company directories' numbers the text finds (a number once, by the key contacts.keyOf gives). */
  directories?: readonly DirectorySuggestion[];
}

/** Where a suggested number was found, as the windows show it. */
export type SuggestedFrom = NonNullable<PersonSuggestion['source']>;

/** A suggestion, and where it was found. */
export interface SuggestedNumber {
  suggestion: PersonSuggestion;
  from: SuggestedFrom;
}

/** A number found, before it is ranked. */
interface Found {
  source: SuggestionSource;
  name: string;
  number: string;
  key: string | null;
  read: ReadNumber;
  /** Its place among the favourites; null for a number that is not starred. */
  favourite: number | null;
  contact?: PersonSuggestion['contact'];
  /** The history's calls with its number, where it holds any. */
  called: StoredPerson | undefined;
  place: number;
}

/**
 * How many of the contacts' and the directories' numbers are keyed (KEYED_PER_SHOWN for each shown, at
 * least KEYED_FEWEST): keying a number the first time costs libphonenumber 50 µs, five milliseconds for
 * a hundred, most of a keystroke's time.
 */
const KEYED_PER_SHOWN = 4;
const KEYED_FEWEST = 20;

/**
 * The suggestions for the text, at most options.limit, each with where it was found; without a local
 * copy (store null), the contacts' and the directories' numbers alone, none of them called.
 */
export function suggestNumbers(
  store: HistoryStore | null,
  text: string,
  options: SuggestOptions,
): SuggestedNumber[] {
  const query = suggestionQuery(text);
  if (query === null) return [];
  const nowEpoch = Math.floor(options.nowMs / 1000);
  const keyOf = options.contacts?.keyOf ?? (() => null);
  // What a number's name and digits do not explain, its source found in the company, which the contacts
  // and the directories search but do not give with each number.
  const unexplained: SuggestionMatch = query.kind === 'digits' ? 'digits' : 'company';
  const rankable = (each: Found): Found & Ranked => ({
    ...each,
    score: each.called ? rankScore(each.called, nowEpoch) : 0,
    match: matchOf(query, each.read) ?? unexplained,
    foldedName: each.read.name.folded,
  });
  const unkeyed = (source: SuggestionSource, name: string, number: string, place: number) => ({
    source,
    name,
    number,
    key: null,
    read: { name: readName(name), digits: numberDigits(number, null) },
    called: undefined,
    place,
  });
  const sourced: Found[] = [
    ...(options.contacts?.found ?? []).map(
      (each, place): Found => ({
        ...unkeyed('contact', each.name, each.number, place),
        favourite: each.favourite ?? null,
        contact: { id: each.contactId, label: each.label },
      }),
    ),
    ...(options.directories ?? []).map(
      ({ name, number }, place): Found => ({ ...unkeyed('directory', name, number, place), favourite: null }),
    ),
  ];
  // Only those that can be shown are keyed: the best matches as if none had been called (favourites
  // first, then the match, the contacts' before the directories'). One further down is shown only when
  // called, and the history's own people find it then, by the name the phone system gave it or its
  // digits; nothing further down is shown twice, as it is not shown at all.
  const shortlist = ranked(sourced.map(rankable), Math.max(KEYED_PER_SHOWN * options.limit, KEYED_FEWEST))
    // Back in the sources' order: a number is named by the first source holding it.
    .sort((a, b) => (a.source === b.source ? a.place - b.place : a.source === 'contact' ? -1 : 1));
  const taken = new Set<string>();
  /** Each number once, by its key; a number that holds no key (no digits) is its own. */
  const firstOfKey = (key: string | null) => {
    if (key !== null && taken.has(key)) return false;
    if (key !== null) taken.add(key);
    return true;
  };
  const found: Found[] = shortlist.flatMap((each) => {
    const key = keyOf(each.number);
    if (!firstOfKey(key)) return [];
    return [{ ...each, key, read: { ...each.read, digits: numberDigits(each.number, key) } }];
  });
  // The calls with the contacts' and the directories' numbers; the history's people come with theirs.
  const called = store?.peopleWith([...taken]) ?? new Map<string, StoredPerson>();
  for (const each of found) each.called = each.key === null ? undefined : called.get(each.key);
  (store?.peopleMatching(text, SUGGESTION_CANDIDATES) ?? []).forEach((person, place) => {
    if (!firstOfKey(person.key)) return;
    const { name, number, key } = person;
    const read = { name: readName(name), digits: numberDigits(number, key) };
    found.push({ source: 'history', name, number, key, read, favourite: null, called: person, place });
  });
  return ranked(found.map(rankable), options.limit).map(
    ({ name, number, called: person, contact, favourite, source }) => ({
      suggestion: {
        name,
        number,
        calls: person?.calls ?? 0,
        lastCallEpoch: person?.lastEpoch ?? 0,
        ...(contact && { contact }),
        ...(favourite !== null && { favourite: true }),
      },
      from: favourite === null ? source : 'favourite',
    }),
  );
}

/** suggestNumbers() without where each was found. */
export function suggestPeople(
  store: HistoryStore | null,
  text: string,
  options: SuggestOptions,
): PersonSuggestion[] {
  return suggestNumbers(store, text, options).map(({ suggestion }) => suggestion);
}
