// Export files read back by a real parser (Python's csv module, test/support/python-csv.ts) under both
// separators, with and without quote handling: whichever way a spreadsheet splits the file, no cell that a
// stranger's name makes starts a formula. Quoting alone protects a cell only from a reader that splits on
// the file's own separator: a ',' file read with ';' turns "Dana;=1+1;x" into a cell "=1+1".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CsvStyle, writeCsvFile } from '../../main/export';
import { pythonCsvRows } from '../support/python-csv';
import { callsOf } from '../support/record-edge';

/** Names written to run as formulas: plain, after spaces, controls and quotes, and after either separator. */
const HOSTILE_NAMES = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(1)',
  '\t=1',
  '\r=1',
  '  =1+1',
  '\u0000=1+1',
  '\u00a0\u0007@SUM(1)',
  '"=1+1"',
  '""=1+1',
  ' " =1+1',
  'Dana;=1+1;x',
  'Dana,=1+1,x',
  'Dana;"=1+1";x',
  'Dana,"=1+1",x',
  'Dana; "@SUM(1)"',
  'Dana;\t1',
  'Dana, -1',
  'Dana;\r\n=1+1',
  'Dana\n=1+1',
  'Dana\r\n-1',
  'Dana\r+1',
  'Dana "=1+1" Whitfield',
  'x";=1+1;"y',
  'x",=1+1,"y',
  '=HYPERLINK("http://x.test","y")',
];
const NUMBER = '+15555550123';

const records = HOSTILE_NAMES.map((name, index) => ({
  uuid: `in-${index}`,
  direction: 'inbound',
  start_stamp: '2026-11-20 09:05:07',
  caller_id_name: name,
  caller_id_number: NUMBER,
  destination_number: '201',
  duration: '-5',
  // A field of the phone system's own, named by it.
  '=cmd|x;@y': name,
}));

/**
 * A cell a spreadsheet would run: after leading quotes, spaces and control characters, one of = + - @; or
 * a tab or CR among those leading characters (a formula start in OWASP's list).
 */
const FORMULA = /^(?:["\p{Zs}]|(?![\t\r])\p{Cc})*[=+\-@\t\r]/u;

const READINGS = [
  { separator: ',', quotes: true },
  { separator: ',', quotes: false },
  { separator: ';', quotes: true },
  { separator: ';', quotes: false },
] as const;

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dialdesk-formulas-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe.each<CsvStyle>([
  { separator: ',', decimalMark: '.' },
  { separator: ';', decimalMark: ',' },
])('a "$separator" export file', (style) => {
  it.each(READINGS)(
    'read by Python split on "$separator" (quotes read: $quotes) has no cell that starts a formula',
    async (reading) => {
      const path = join(folder, 'calls.csv');
      await writeCsvFile(path, callsOf(records, { ownExtension: '201' }), style);
      const cells = (await pythonCsvRows(path, reading)).flat();
      expect(cells.length).toBeGreaterThan(HOSTILE_NAMES.length);
      expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
    },
  );

  it('read on its own separator keeps every name and the number readable', async () => {
    const path = join(folder, 'calls.csv');
    await writeCsvFile(path, callsOf(records, { ownExtension: '201' }), style);
    const [header = [], ...rows] = await pythonCsvRows(path, { separator: style.separator, quotes: true });
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(rows).toHaveLength(HOSTILE_NAMES.length);
    // Each name as the phone system sent it, with an apostrophe before each fragment that would have
    // started a formula.
    const withoutApostrophes = (cell: string | undefined) => cell?.replace(/(^|[,;\r\n])'/g, '$1');
    expect(column('caller_id_name').map(withoutApostrophes)).toEqual(HOSTILE_NAMES);
    expect(header).toContain("'=cmd|x;'@y");
    expect(new Set(column('Number'))).toEqual(new Set([`'${NUMBER}`]));
    expect(new Set(column('duration'))).toEqual(new Set(["'-5"]));
  });
});
