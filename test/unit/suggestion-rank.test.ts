// The suggestions' one rule and one order, pure (main/history/suggestion-match.ts, suggestion-rank.ts,
// people-search.ts, suggestions.ts without a local copy): what a text asks for, how well a number matches
// it, the order of what was found, the few numbers keyed, and the two fast readings of the rule held to
// the plain ones they stand for (a word start read where a word typed occurs against the words the
// stores index; the history's people searched through one text against each person matched in turn).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameWords } from '../../main/contacts/name-words';
import { peopleSearch } from '../../main/history/people-search';
import {
  matchOf,
  nameInitials,
  numberDigits,
  numberEndings,
  type ReadNumber,
  readName,
  type SuggestionQuery,
  startsAWord,
  suggestionQuery,
} from '../../main/history/suggestion-match';
import { compareRanked, type Ranked, ranked, rankScore } from '../../main/history/suggestion-rank';
import { suggestNumbers } from '../../main/history/suggestions';
import { foldForSearch } from '../../preload/shared/call-filter';

const NOW_EPOCH = Date.UTC(2026, 10, 21, 14, 3) / 1000;
const DAY = 86_400;

const query = (text: string): SuggestionQuery => {
  const asked = suggestionQuery(text);
  if (asked === null) throw new Error(`"${text}" asks for nothing`);
  return asked;
};
const number = (name: string, written: string, key: string | null = null, company?: string): ReadNumber => ({
  name: readName(name),
  ...(company === undefined ? {} : { company: foldForSearch(company) }),
  digits: numberDigits(written, key),
});
const matchIn = (text: string, name: string, written = '', key: string | null = null, company?: string) =>
  matchOf(query(text), number(name, written, key, company));

describe('what a text asks for', () => {
  it('reads a number written any way, with three digits or more, as its digits', () => {
    for (const text of ['2125550123', '212 555 0123', '212-555-0123', '+1 (212) 555-0123', '(212) 555.0123'])
      expect(query(text)).toMatchObject({ kind: 'digits', digits: expect.stringMatching(/^1?2125550123$/) });
    expect(query('+1 (212) 555-0123')).toEqual({ kind: 'digits', digits: '12125550123' });
    expect(query('555')).toEqual({ kind: 'digits', digits: '555' });
  });

  it('reads anything else as words, folded, and a word of 2–4 letters as initials too', () => {
    expect(query('Dana  W')).toEqual({ kind: 'words', words: ['dana', 'w'], line: 'dana w', initials: null });
    expect(query('DW')).toEqual({ kind: 'words', words: ['dw'], line: 'dw', initials: 'dw' });
    expect(query('Fernández')).toMatchObject({ words: ['fernandez'], initials: null });
    expect(query('jmw')).toMatchObject({ initials: 'jmw' });
    expect(query('jamw')).toMatchObject({ initials: 'jamw' });
    expect(query('jamwx')).toMatchObject({ initials: null });
    expect(query('d')).toMatchObject({ initials: null });
    // Too few digits to look for as a number: a word that may start a name ("21st Century").
    expect(query('21')).toEqual({ kind: 'words', words: ['21'], line: '21', initials: null });
    expect(suggestionQuery(' \u0000 ')).toBeNull();
  });
});

describe('how well a number matches', () => {
  it('ranks the whole name, a word, initials, the company and the digits, and says when nothing matches', () => {
    expect(matchIn('dana w', 'Dana Whitfield')).toBe('name');
    expect(matchIn('whit', 'Dana Whitfield')).toBe('word');
    expect(matchIn('whit dana', 'Dana Whitfield')).toBe('word');
    expect(matchIn('dw', 'Dana Whitfield')).toBe('initials');
    expect(matchIn('northwind', 'Priya Raman', '', null, 'Northwind Traders')).toBe('company');
    expect(matchIn('priya north', 'Priya Raman', '', null, 'Northwind Traders')).toBe('company');
    expect(matchIn('0123', 'Dana Whitfield', '(212) 555-0123')).toBe('digits');
    expect(matchIn('itfield', 'Dana Whitfield')).toBeNull(); // inside a word is not a start
    expect(matchIn('wd', 'Dana Whitfield')).toBeNull(); // initials in their order only
    expect(matchIn('northwind', 'Priya Raman')).toBeNull(); // no company given
    expect(matchIn('9999', 'Dana Whitfield', '(212) 555-0123')).toBeNull();
  });

  it('finds initials of successive words, after a hyphen or an apostrophe too', () => {
    expect(matchIn('jmw', 'Jan M. Weiß')).toBe('initials');
    expect(matchIn('mw', 'Jan M. Weiß')).toBe('initials');
    expect(matchIn('jw', 'Jan M. Weiß')).toBeNull(); // not successive
    expect(matchIn('wl', 'Dana Whitfield-Lee')).toBe('initials');
    expect(matchIn('cob', "Conor O'Brien")).toBe('initials');
    expect(nameInitials('Jan M. Weiß')).toEqual(['jm', 'jmw', 'mw']);
    expect(nameInitials('Madonna')).toEqual([]);
  });

  it('ignores accents and case both ways', () => {
    expect(matchIn('fernandez', 'José Fernández')).toBe('word');
    expect(matchIn('FERNÁNDEZ', 'Jose Fernandez')).toBe('word');
    expect(matchIn('zoe', 'Zoë Müller')).toBe('name');
    expect(matchIn('jf', 'José Fernández')).toBe('initials');
  });

  it("finds digits in the number as written or in its key's whole international number", () => {
    for (const text of ['2125550123', '212 555 0123', '+1 (212) 555-0123', '555-01'])
      expect(matchIn(text, 'Dana Whitfield', '(212) 555-0123', '+12125550123'), text).toBe('digits');
    // Without the key, a country code typed is not in the number as written.
    expect(matchIn('+1 (212) 555-0123', 'Dana Whitfield', '(212) 555-0123')).toBeNull();
    // The digits of the number and of its key are apart: nothing typed spans the two.
    expect(matchIn('01231', 'Dana Whitfield', '(212) 555-0123', '+12125550123')).toBeNull();
    // A national number's trunk 0 is in neither's digits but its own: both are kept, and sought apart.
    for (const text of ['020 7946', '02079460123', '+44 20 7946 0123', '79460'])
      expect(matchIn(text, 'Tom Baker', '020 7946 0123', '+442079460123'), text).toBe('digits');
    expect(matchIn('0123 44', 'Tom Baker', '020 7946 0123', '+442079460123')).toBeNull();
    // Where the key's digits hold the number's, they alone are kept: the same runs are found.
    expect(numberDigits('(212) 555-0123', '+12125550123')).toBe('12125550123');
    expect(numberDigits('020 7946 0123', '+442079460123')).toBe('02079460123 442079460123');
  });

  it('indexes a number by the endings of its digits and its key, which digits typed anywhere start', () => {
    const endings = numberEndings('2125550123', '+12125550123');
    expect(endings).toContain('12125550123');
    expect(endings).toContain('0123');
    expect(endings).not.toContain('23');
    for (const typed of ['212', '5550', '0123', '12125550123'])
      expect(
        endings.some((ending) => ending.startsWith(typed)),
        typed,
      ).toBe(true);
    expect(numberEndings('', 'ext:204 raw:4711')).toEqual(['204', '4711', '711']);
  });
});

describe('a word start read where the word occurs', () => {
  it('agrees with the words the stores index (name-words.ts), in every script and punctuation', () => {
    const characters = fc.constantFrom(..."ab dw-'.ÖöéÉ王小明김민수 ,1");
    const text = fc.array(characters, { maxLength: 14 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, text, (name, typed) => {
        const folded = foldForSearch(name);
        const word = foldForSearch(typed).replace(/\s+/gu, '');
        fc.pre(word !== '');
        const indexed = nameWords(folded).some((each) => each.startsWith(word));
        expect(startsAWord(folded, word)).toBe(indexed);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("the history's people searched in one text", () => {
  it('finds the same people, in the same order, as matching each in turn', () => {
    const names = fc.constantFrom(
      'Dana Whitfield',
      'Dan Brooks',
      'José Fernández',
      'Jan M. Weiß',
      'WIRELESS CALLER',
      '',
      "Conor O'Brien",
      'Dana Whitfield-Lee',
      '王小明',
    );
    const digits = fc.stringMatching(/^[0-9]{3,11}$/);
    const person = fc.record({ name: names, written: digits, key: digits });
    const typed = fc.constantFrom(
      'd',
      'da',
      'dan',
      'dana w',
      'dw',
      'jmw',
      'fern',
      'w',
      'lee',
      '55',
      '555',
      '12',
      '0123',
      'zz',
      '小',
      'ob',
    );
    fc.assert(
      fc.property(
        fc.array(person, { maxLength: 40 }),
        typed,
        fc.integer({ min: 1, max: 8 }),
        (people, text, limit) => {
          const read = people.map(({ name, written, key }) => number(name, written, `+${key}`));
          const asked = query(text);
          const oneByOne = read
            .flatMap((each, place) => (matchOf(asked, each) === null ? [] : [place]))
            .slice(0, limit);
          expect(peopleSearch(read).first(asked, limit)).toEqual(oneByOne);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the order', () => {
  const found = (patch: Partial<Ranked> & { id: string }): Ranked & { id: string } => ({
    favourite: null,
    score: 0,
    match: 'word',
    source: 'contact',
    foldedName: patch.id,
    place: 0,
    ...patch,
  });

  it('puts favourites first in their order, then calls, then the match, the source, the name, the place', () => {
    const numbers = [
      found({ id: 'called-often', score: 3 }),
      found({ id: 'second-favourite', favourite: 2 }),
      found({ id: 'by-initials', match: 'initials' }),
      found({ id: 'whole-name', match: 'name' }),
      found({ id: 'from-history', match: 'name', source: 'history' }),
      found({ id: 'from-directory', match: 'name', source: 'directory' }),
      found({ id: 'first-favourite', favourite: 1, score: 0 }),
      found({ id: 'called-once', score: 1 }),
      found({ id: 'by-company', match: 'company' }),
      found({ id: 'by-digits', match: 'digits' }),
      found({ id: 'same', foldedName: 'x', place: 1 }),
      found({ id: 'same-first', foldedName: 'x', place: 0 }),
    ];
    expect(ranked(numbers, 20).map(({ id }) => id)).toEqual([
      'first-favourite',
      'second-favourite',
      'called-often',
      'called-once',
      'whole-name',
      'from-directory',
      'from-history',
      'same-first',
      'same',
      'by-initials',
      'by-company',
      'by-digits',
    ]);
    expect(ranked(numbers, 2).map(({ id }) => id)).toEqual(['first-favourite', 'second-favourite']);
    expect(compareRanked(found({ id: 'a' }), found({ id: 'a' }))).toBe(0);
  });

  it('counts how lately in whole days: calls today are as recent as each other', () => {
    const calls = (count: number, daysAgo: number, seconds = 0) => ({
      calls: count,
      lastEpoch: NOW_EPOCH - daysAgo * DAY - seconds,
    });
    expect(rankScore(calls(1, 0, 60), NOW_EPOCH)).toBe(rankScore(calls(1, 0, 8 * 3600), NOW_EPOCH));
    expect(rankScore(calls(1, 1), NOW_EPOCH)).toBe(0.5);
    expect(rankScore(calls(1, 1), NOW_EPOCH)).toBeGreaterThan(rankScore(calls(10, 30), NOW_EPOCH));
    expect(rankScore(calls(20, 1), NOW_EPOCH)).toBeGreaterThan(rankScore(calls(1, 0), NOW_EPOCH));
    // A clock behind the calls (a phone system's) counts as today, never as a higher score.
    expect(rankScore(calls(1, -2), NOW_EPOCH)).toBe(1);
  });
});

describe('the numbers keyed', () => {
  it('keys only those that can be shown, and names a number by the first source holding it', () => {
    const keyed: string[] = [];
    const keyOf = (number: string) => {
      keyed.push(number);
      return `+1${number.replace(/\D/g, '')}`;
    };
    const found = Array.from({ length: 100 }, (_, n) => ({
      contactId: `c-${n}`,
      name: `Person ${String(n).padStart(3, '0')} Dana`,
      label: 'mobile' as const,
      number: `555 01${String(n).padStart(2, '0')}`,
    }));
    const starred = {
      contactId: 'c-star',
      name: 'Zed Dana',
      label: 'work' as const,
      number: '555 0999',
      favourite: 1,
    };
    const suggested = suggestNumbers(null, 'dana', {
      limit: 5,
      nowMs: NOW_EPOCH * 1000,
      contacts: { found: [starred, ...found], keyOf },
      // The directory holds Person 001's number too, and matches better: the number stays the contact's.
      directories: [{ name: 'Dana in the Directory', label: 'work', number: '(555) 0101' }],
    });
    expect(suggested.map(({ suggestion, from }) => `${suggestion.name} ${from}`)).toEqual([
      'Zed Dana favourite',
      'Person 000 Dana contact',
      'Person 001 Dana contact',
      'Person 002 Dana contact',
      'Person 003 Dana contact',
    ]);
    expect(keyed.length).toBeLessThanOrEqual(20);
    expect(keyed).toContain('(555) 0101');
  });
});
