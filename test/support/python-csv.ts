// Reads a CSV file back with Python's csv module: a real parser of someone else's, as a spreadsheet or a
// script on another desk would read the file, under whichever separator that desk splits on. Unlike
// test/support/csv.ts (which toggles quoting on any quote), it takes a quote as an opening quote only at
// the start of a cell, as spreadsheets do; `quotes: false` reads every quote as text (QUOTE_NONE), as a
// reader that knows no quoting would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const READER = `
import csv, json, sys
path, delimiter, quotes = sys.argv[1], sys.argv[2], sys.argv[3] == 'quotes'
with open(path, newline='', encoding='utf-8-sig') as file:
    reader = csv.reader(file, delimiter=delimiter, quoting=csv.QUOTE_MINIMAL if quotes else csv.QUOTE_NONE)
    json.dump(list(reader), sys.stdout)
`;

/** The rows of the CSV file at `path` as Python's csv.reader gives them, each as its cells. */
export async function pythonCsvRows(
  path: string,
  reading: { separator: ',' | ';'; quotes: boolean },
): Promise<string[][]> {
  const { stdout } = await run('python3', [
    '-c',
    READER,
    path,
    reading.separator,
    reading.quotes ? 'quotes' : 'none',
  ]);
  return JSON.parse(stdout) as string[][];
}
