// Contacts as the CSV file Outlook writes ("Comma Separated Values", English headers), which Outlook,
// Google Contacts and Apple's importers read by their header names: a ',' between cells, UTF-8 with a BOM
// (without one, Excel and Outlook read the file in the computer's legacy code page), CRLF after every row,
// and every cell made safe from formulas as History's export makes it (../../export/csv.ts).
import type { Contact, NumberLabel } from '../../../preload/contract';
import { csvCell, UTF8_BOM } from '../../export/csv';
import { nameParts } from './name-parts';

const CRLF = '\r\n';

/**
 * The phone columns each label fills, in order. Outlook has no column for an extension; an extension is
 * the person's phone at their desk at work, so it takes the business columns left after the work numbers
 * (a direct work number, dialled from anywhere, first). The second mobile goes to Radio Phone, the column
 * German Outlook itself calls "Mobiltelefon 2". No number is put in a column that says something else of
 * it (Company Main Phone, Car Phone, Pager): what does not fit is left out and counted.
 */
const PHONE_COLUMNS = {
  work: ['Business Phone', 'Business Phone 2'],
  extension: ['Business Phone', 'Business Phone 2'],
  mobile: ['Mobile Phone', 'Radio Phone'],
  home: ['Home Phone', 'Home Phone 2'],
  other: ['Other Phone'],
} as const satisfies Record<NumberLabel, readonly string[]>;

type PhoneColumn = (typeof PHONE_COLUMNS)[NumberLabel][number];

/** The labels in the order they take their columns: work numbers before the extensions that share theirs. */
const FILLING_ORDER: readonly NumberLabel[] = ['work', 'extension', 'mobile', 'home', 'other'];

/** The columns written, in the order Outlook's own export has them; only those a contact can fill. */
const HEADER = [
  'First Name',
  'Last Name',
  'Company',
  'Business Phone',
  'Business Phone 2',
  'Home Phone',
  'Home Phone 2',
  'Mobile Phone',
  'Other Phone',
  'Radio Phone',
  'Notes',
] as const satisfies readonly string[];

type Column = (typeof HEADER)[number];

/** Numbers that found no free column of their label, and how many contacts held them. */
export interface LeftOut {
  numbers: number;
  contacts: number;
}

const row = (cells: readonly string[]) => cells.map((cell) => csvCell(cell)).join(',') + CRLF;

/** The contact's cells by column, and how many of its numbers found no column. */
function cellsOf(contact: Contact): { cells: Map<Column, string>; leftOut: number } {
  const { given, family } = nameParts(contact.name);
  const cells = new Map<Column, string>([
    ['First Name', given],
    ['Last Name', family],
    ['Company', contact.company],
    ['Notes', contact.note],
  ]);
  let leftOut = 0;
  for (const label of FILLING_ORDER) {
    const free: PhoneColumn[] = PHONE_COLUMNS[label].filter((column) => !cells.has(column));
    for (const number of contact.numbers.filter((each) => each.label === label)) {
      const column = free.shift();
      if (column === undefined) leftOut++;
      else cells.set(column, number.number);
    }
  }
  return { cells, leftOut };
}

/** The contacts as one CSV file's text, and what Outlook's columns could not hold. */
export function toOutlookCsv(contacts: readonly Contact[]): { csv: string; leftOut: LeftOut } {
  const leftOut: LeftOut = { numbers: 0, contacts: 0 };
  let csv = UTF8_BOM + row(HEADER);
  for (const contact of contacts) {
    const { cells, leftOut: numbers } = cellsOf(contact);
    csv += row(HEADER.map((column) => cells.get(column) ?? ''));
    leftOut.numbers += numbers;
    if (numbers > 0) leftOut.contacts++;
  }
  return { csv, leftOut };
}
