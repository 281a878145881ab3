// The one rule the dial pad's suggestions and the quick-dial box find a person's number by (issue 48), in
// every source: a word of the name starting with each word typed ("whit" finds Dana Whitfield), the
// initials of successive words of the name ("dw" finds Dana Whitfield, "jmw" Jan M. Weiß), the words of
// the company, or, for a text written as a number, the digits of the number or of its key ("2125550123"
// and "+1 212 555 0123" find "(212) 555-0123"); accents and case folded both ways ("fernandez" finds
// Fernández). The contacts and the directories find their candidates by it through indexes (the words
// and initials they keep, their numbers' endings), the history's people in memory (people-search.ts);
// the ranking (suggestion-rank.ts) asks how well each one matches.
import { foldForSearch, isPhoneShaped, MAX_SEARCH_TEXT, searchTerms } from '../../preload/shared/call-filter';
import { digitsOf } from './record-fields';

/**
 * The fewest digits a number is looked for by: fewer are in most numbers ("21" is in a tenth of them),
 * and would find everyone while the person has only started typing.
 */
export const MIN_DIGITS = 3;
/** How many successive words' initials are looked for: "dw" to "jamw". */
const INITIALS = { fewest: 2, most: 4 } as const;
const INITIALS_TYPED = new RegExp(`^\\p{L}{${INITIALS.fewest},${INITIALS.most}}$`, 'u');
/** The words initials are taken from: runs of letters and digits ("Jan M. Weiß", "Whitfield-Lee"). */
const INITIALS_WORD = /[\p{L}\p{N}]+/gu;
// Where a word starts, as main/contacts/name-words.ts says (the stores index its words): after a space,
// at a letter or digit after punctuation, and at every character of a script written without spaces.
// Read here at the places a word typed occurs, rather than listing every word of every name: a tenth of
// the time (test/unit/suggestion-rank.test.ts holds the two to the same answers).
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;
const UNSPACED_SCRIPTS = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Lao', 'Khmer', 'Myanmar'];
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');

/** How well a person's number matches the text, best first (SUGGESTION_MATCHES). */
export type SuggestionMatch = 'name' | 'word' | 'initials' | 'company' | 'digits';

/**
 * Best first: the whole name starts with the text, each word typed starts a word of the name, the text
 * is initials of the name, the company holds the words the name does not, the number holds the digits.
 */
export const SUGGESTION_MATCHES: readonly SuggestionMatch[] = [
  'name',
  'word',
  'initials',
  'company',
  'digits',
];

/** What a text asks for: words (and maybe initials), or the digits of a number; never both. */
export type SuggestionQuery =
  | {
      kind: 'words';
      /** The words typed, folded (searchTerms): each must start a word of the name or company. */
      words: readonly string[];
      /** The words as one line: what the whole name is compared with ("dana w"). */
      line: string;
      /** The one word typed when it is 2–4 letters, which may be initials ("dw"); else null. */
      initials: string | null;
    }
  | {
      kind: 'digits';
      /** The digits of a text written as a number, at least MIN_DIGITS of them. */
      digits: string;
    };

/** What the text asks for, or null when it asks for nothing (blank). */
export function suggestionQuery(text: string): SuggestionQuery | null {
  const typed = text
    .slice(0, MAX_SEARCH_TEXT)
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  const digits = digitsOf(typed);
  if (isPhoneShaped(typed) && digits.length >= MIN_DIGITS) return { kind: 'digits', digits };
  // "21" is written as a number but too short to look for as one: a word of a name may start so.
  const words = searchTerms(typed);
  const [only] = words;
  if (only === undefined) return null;
  const initials = words.length === 1 && INITIALS_TYPED.test(only) ? only : null;
  return { kind: 'words', words, line: words.join(' '), initials };
}

/** A name as the rule reads it, made once per name. */
export interface ReadName {
  /** Folded (foldForSearch), its spaces single: what words and the whole name are compared with. */
  folded: string;
  /** The first character of each of its words, in order ("jmw" for Jan M. Weiß): initials are a run. */
  firsts: string;
}

export function readName(name: string): ReadName {
  const folded = foldForSearch(name).replace(/\s+/gu, ' ').trim();
  let firsts = '';
  for (const [word] of folded.matchAll(INITIALS_WORD))
    firsts += String.fromCodePoint(word.codePointAt(0) ?? 0);
  return { folded, firsts };
}

/** The initials of each run of 2–4 successive words of a name, each once: "jm", "mw" and "jmw". */
export function nameInitials(name: string): string[] {
  const firsts = [...readName(name).firsts];
  const runs = new Set<string>();
  for (let start = 0; start < firsts.length; start++)
    for (let length = INITIALS.fewest; length <= INITIALS.most && start + length <= firsts.length; length++)
      runs.add(firsts.slice(start, start + length).join(''));
  return [...runs];
}

/**
 * Where digits typed are sought: the digits of a number and of its key, apart ("02012345678 442012345678"
 * for "020 1234 5678"), or the key's alone where they hold the number's ("12125550123" for "(212)
 * 555-0123"), as they mostly do: any run of the number's digits is then a run of the key's, and the
 * contacts' trigram index of digits (schema.ts) holds half the text.
 */
export function numberDigits(number: string, key: string | null): string {
  const typed = digitsOf(number);
  const keyed = digitsOf(key ?? '');
  return keyed.includes(typed) ? keyed : `${typed} ${keyed}`;
}

/**
 * The endings of MIN_DIGITS digits or more of a number's digits and of its keys', each once: a run of
 * digits typed anywhere in a number is the start of one, so the stores find it by a range of an index of
 * these ("0123", "2125550123" and "12125550123" each start an ending of "(212) 555-0123" keyed
 * +12125550123). Each text is digits, a key ('ext:204') or several of them separated by spaces.
 */
export function numberEndings(...texts: readonly string[]): string[] {
  const endings = new Set<string>();
  for (const text of texts)
    for (const part of text.split(' ')) {
      const digits = digitsOf(part);
      for (let start = 0; start + MIN_DIGITS <= digits.length; start++) endings.add(digits.slice(start));
    }
  return [...endings];
}

/** A number as the rule reads it. */
export interface ReadNumber {
  name: ReadName;
  /** The company, folded, where the source gives one. */
  company?: string;
  /** numberDigits() of the number and its key. */
  digits: string;
}

/** Whether a word of the folded text starts at this index (see name-words.ts). */
export function wordStartsAt(folded: string, index: number): boolean {
  if (index === 0) return true;
  const unit = folded.charCodeAt(index - 1);
  const lowSurrogate = unit >= 0xdc00 && unit <= 0xdfff && index >= 2;
  const previous = folded.slice(lowSurrogate ? index - 2 : index - 1, index);
  if (SPACE.test(previous)) return true;
  const at = String.fromCodePoint(folded.codePointAt(index) ?? 0);
  return LETTER_OR_DIGIT.test(at) && (UNSPACED.test(at) || !LETTER_OR_DIGIT.test(previous));
}

/** Whether a word of the folded text (name-words.ts) starts with the word typed (which holds no space). */
export function startsAWord(folded: string, word: string): boolean {
  for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1))
    if (wordStartsAt(folded, at)) return true;
  return false;
}

function everyWordStarts(words: readonly string[], folded: string): boolean {
  for (const word of words) if (!startsAWord(folded, word)) return false;
  return true;
}

/** How well the number matches the text by the one rule, or null when it does not. */
export function matchOf(query: SuggestionQuery, found: ReadNumber): SuggestionMatch | null {
  if (query.kind === 'digits') return found.digits.includes(query.digits) ? 'digits' : null;
  const { folded, firsts } = found.name;
  if (everyWordStarts(query.words, folded)) return folded.startsWith(query.line) ? 'name' : 'word';
  // A run of the words' first characters is a run of successive words' initials.
  if (query.initials !== null && firsts.includes(query.initials)) return 'initials';
  const company = found.company ?? '';
  if (company !== '' && everyWordStarts(query.words, `${folded} ${company}`)) return 'company';
  return null;
}
