// The search fold (preload/shared/call-filter.ts) and the safe line (main/text/line-text.ts) answer plain
// text by a short way, tested first: for any text, the answer is the general rule's, which these tests
// spell out again. Texts drawn from every code point, and from the shapes the short ways take.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLine } from '../../main/text/line-text';
import { foldForSearch } from '../../preload/shared/call-filter';

const generalFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const generalLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Any text, plain ASCII words, and names with accents, controls, bidi marks and odd spaces mixed in. */
const texts = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', '-', '(', '~'), maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      'a',
      'É',
      'ß',
      'İ',
      ' ',
      '\t',
      '\n',
      '\u00a0',
      '\u202e',
      '\u2066',
      '\u0000',
      '\u200f',
      '王',
    ),
    maxLength: 40,
  }),
);

describe('the short ways of plain text', () => {
  it('fold as the general rule folds', () => {
    fc.assert(
      fc.property(texts, (text) => foldForSearch(text) === generalFold(text)),
      { numRuns: 5000 },
    );
    expect(foldForSearch('Dana WHITFIELD (212)')).toBe('dana whitfield (212)');
    expect(foldForSearch('JOSÉ Núñez')).toBe('jose nunez');
  });

  it('make a safe line as the general rule makes it', () => {
    fc.assert(
      fc.property(texts, (text) => safeLine(text) === generalLine(text)),
      { numRuns: 5000 },
    );
    expect(safeLine('Dana Whitfield')).toBe('Dana Whitfield');
    expect(safeLine(' Dana\u202e  Whitfield\u00a0')).toBe('Dana Whitfield');
  });
});
