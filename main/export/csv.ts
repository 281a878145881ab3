// Call history as CSV (RFC 4180) that Excel, Numbers and LibreOffice open as a table, split and read the
// way the computer's spreadsheets expect (the style: ./csv-style.ts).
import type { Call, CsvSeparator } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { rawFields } from '../../preload/shared/raw-record';
import { MAX_REPLY_DEPTH, nestsDeeperThan } from '../api/depth';
import type { Column } from './call-columns';

/**
 * Excel reads a CSV file without a byte order mark in the system's legacy code page, which garbles any
 * non-ASCII name; with the BOM it reads UTF-8. Other programs ignore it.
 */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/** How a spreadsheet splits a line into cells and reads a number with decimals. */
export interface CsvStyle {
  separator: CsvSeparator;
  /** Written for the '.' of a number with decimals. */
  decimalMark: string;
}

/** The RFC's own: what English spreadsheets read, and the style of a file made without a computer's. */
export const PLAIN_CSV: CsvStyle = { separator: ',', decimalMark: '.' };

/**
 * A number with decimals as a phone system writes it, whether sent as a number or as text (FusionPBX
 * sends numeric columns as text): "4.1". A spreadsheet in a ','-decimal locale reads "4.1" as a date.
 */
const DECIMAL = /^[+-]?\d+\.\d+$/;

/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with =, +, - or @ as a
 * formula, and caller names come from strangers. It skips leading spaces and control characters first, so
 * "\0=1+1" and " =1+1" are formulas too, and a leading tab or CR is itself a formula start in OWASP's list.
 * Leading quotes count as nothing: a reader that started the cell elsewhere reads them as text, or as its
 * opening quote.
 */
const FORMULA_START = /^["\p{Cc}\p{Zs}]*[=+\-@\t\r]/u;
/**
 * Quoting protects a cell only from a reader that splits on the file's own separator. Excel in a German
 * or French locale splits a ',' file on ';' (and an English one a ';' file on ','), where the quotes no
 * longer enclose the cell: "Dana;=1+1;x" then gives a cell "=1+1", and a line break inside a cell starts a
 * row. So every fragment either separator or a line break could start is judged as a cell of its own.
 */
const FRAGMENT_BOUNDARIES = new Set([',', ';', '\r', '\n']);
/** Quoted when a cell holds either convention's separator, a quote or a line break. */
const NEEDS_QUOTES = /[",;\r\n]/;

const safeFragment = (fragment: string) => (FORMULA_START.test(fragment) ? `'${fragment}` : fragment);

/**
 * The cell's text with an apostrophe before each fragment that would start a formula, as OWASP says: a
 * spreadsheet shows the rest as text, and "'+15555550123" still reads as the number. Every cell is
 * judged, numbers and phone numbers included: a rule with exceptions is a rule an attacker can find a way
 * through. A fragment is judged with the boundary that ends it, where its leading run of spaces and
 * control characters may go on: a CR there is a formula start, and past a line feed the run reaches the
 * next fragment, which is made safe on its own.
 */
function withoutFormulas(text: string): string {
  let safe = '';
  let start = 0;
  // A loop rather than a split on a lookbehind: this runs for every cell of an export.
  for (let index = 0; index < text.length; index++) {
    if (!FRAGMENT_BOUNDARIES.has(text.charAt(index))) continue;
    safe += safeFragment(text.slice(start, index + 1));
    start = index + 1;
  }
  return safe + safeFragment(text.slice(start));
}

/**
 * A cell's text as it was before csvCell made it safe: without the apostrophe before each fragment that
 * would start a formula, so that a contact exported to CSV and imported again is what it was
 * ("'+15555550123" is "+15555550123" again). Outlook and Google write no such apostrophes; a cell of
 * theirs that starts with one before a formula start loses it too, a price paid by no real name or number.
 */
export function withoutFormulaGuards(text: string): string {
  if (!text.includes("'")) return text;
  let plain = '';
  let start = 0;
  for (let index = 0; index <= text.length; index++) {
    if (index < text.length && !FRAGMENT_BOUNDARIES.has(text.charAt(index))) continue;
    const fragment = text.slice(start, index + 1);
    plain += fragment.startsWith("'") && FORMULA_START.test(fragment.slice(1)) ? fragment.slice(1) : fragment;
    start = index + 1;
  }
  return plain;
}

/** Strings as they are, numbers and booleans as text, null and undefined empty, objects as JSON. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  // JSON.stringify recurses: a value deeper than any reply may be (see api/depth) is not walked.
  if (nestsDeeperThan(value, MAX_REPLY_DEPTH)) return t('export.nestedTooDeep');
  return JSON.stringify(value) ?? '';
}

/** The text of a value, a number with decimals written with `decimalMark`. */
function cellText(value: unknown, decimalMark: string): string {
  const raw = text(value);
  return decimalMark !== '.' && DECIMAL.test(raw) ? raw.replace('.', decimalMark) : raw;
}

/**
 * One cell, without a fragment that would start a formula under either separator, quoted when it holds a
 * separator of either convention, a quote or a line break.
 */
export function csvCell(value: unknown, decimalMark = PLAIN_CSV.decimalMark): string {
  const safe = withoutFormulas(cellText(value, decimalMark));
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A BOM, a header row, then one row per call; every line ends in CRLF. The readable columns come first,
 * then every field the phone system sent, under its own name, as it came (numbers with decimals in the
 * style's mark): the CSV is one of the two readers of the raw record (preload/shared/raw-record.ts).
 */
export function toCsv(
  calls: readonly Call[],
  readable: readonly Column[] = [],
  style: CsvStyle = PLAIN_CSV,
): string {
  const raw = calls.map((call) => new Map(rawFields(call.raw)));
  // Every field of any record, in the order first seen, uuid first.
  const fields = [...new Set(['uuid', ...raw.flatMap((record) => [...record.keys()])])];
  const row = (cells: readonly unknown[]) =>
    cells.map((cell) => csvCell(cell, style.decimalMark)).join(style.separator) + CRLF;
  const header = [...readable.map((column) => column.header), ...fields];
  const line = (call: Call, index: number) =>
    row([...readable.map((column) => column.value(call)), ...fields.map((field) => raw[index]?.get(field))]);
  return UTF8_BOM + row(header) + calls.map(line).join('');
}
