// The bounds of the texts that start with a prefix (main/storage/sqlite-text.ts), as SQLite compares
// them: every text starting with the prefix is inside, and nothing else, at the ends of Unicode too.
import { DatabaseSync } from 'node:sqlite';
import { expect, it } from 'vitest';
import { startingWith } from '../../main/storage/sqlite-text';

const LAST = '\u{10FFFF}';
const WORDS = [
  'c',
  `c${LAST}`,
  'd',
  'da',
  `dz${LAST}`,
  `d${LAST}`,
  `d${LAST}z`,
  'e',
  '\uD7FF',
  '\uE000',
  LAST,
  `${LAST}a`,
];

it('holds exactly the texts that start with the prefix, by a range of an index', () => {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE words (word TEXT PRIMARY KEY) WITHOUT ROWID');
  const insert = db.prepare('INSERT INTO words (word) VALUES (?)');
  for (const word of WORDS) insert.run(word);
  const inRange = db.prepare('SELECT word FROM words WHERE word >= ? AND word < ? ORDER BY word');
  const found = (prefix: string) =>
    (inRange.all(...startingWith(prefix)) as { word: string }[]).map((row) => row.word);
  const starting = (prefix: string) => WORDS.filter((word) => word.startsWith(prefix));

  for (const prefix of ['d', 'da', `d${LAST}`, 'c', '\uD7FF', LAST, 'zz'])
    expect(new Set(found(prefix))).toEqual(new Set(starting(prefix)));
  db.close();
});

it('bounds by the successor of the last character that has one', () => {
  expect(startingWith('da')).toEqual(['da', 'db']);
  expect(startingWith('a\u{10FFFF}')).toEqual(['a\u{10FFFF}', 'b']); // U+10FFFF is the last there is
  expect(startingWith('\uD7FF')).toEqual(['\uD7FF', '\uE000']); // the surrogates are no characters
  expect(startingWith(LAST)[1]).toBeInstanceOf(Uint8Array); // no text is higher: a BLOB sorts after all
});
