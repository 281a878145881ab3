// Call history as CSV (RFC 4180) that Excel, Numbers and LibreOffice open as a table.
import type { ApiRecord } from '../api';
import { MAX_REPLY_DEPTH, nestsDeeperThan } from '../api/depth';
import type { Column } from './call-columns';

/**
 * Excel reads a CSV file without a byte order mark in the system's legacy code page, which garbles any
 * non-ASCII name; with the BOM it reads UTF-8. Other programs ignore it.
 */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with one of these as a
 * formula, and caller names come from strangers. Such cells get a leading apostrophe, as OWASP says, for
 * every cell, numbers and phone numbers included: "'+15555550123" still reads as the number in a
 * spreadsheet, and a rule with exceptions is a rule an attacker can find a way through.
 */
/**
 * A spreadsheet skips leading spaces and control characters before it reads a formula, so "\0=1+1" and
 * " =1+1" are formulas too; a leading tab or CR is itself a formula start in OWASP's list.
 */
const FORMULA_START = /^(?:[\p{Cc}\p{Zs}]*[=+\-@]|[\t\r])/u;
/**
 * Quoted when a cell holds either convention's separator: Excel in a German or French locale splits a
 * CSV file on ';', and an unquoted "Dana;=1+1" would put a formula in a cell of its own.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** Strings as they are, numbers and booleans as text, null and undefined empty, objects as JSON. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  // JSON.stringify recurses: a value deeper than any reply may be (see api/depth) is not walked.
  if (nestsDeeperThan(value, MAX_REPLY_DEPTH)) return '(nested too deep to show)';
  return JSON.stringify(value) ?? '';
}

export function csvCell(value: unknown): string {
  const raw = text(value);
  const safe = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every field of any record, in the order first seen, uuid first. */
function columnsOf(records: readonly ApiRecord[]): string[] {
  const columns = new Set<string>(['uuid']);
  for (const record of records) for (const field of Object.keys(record)) columns.add(field);
  return [...columns];
}

/**
 * A BOM, a header row, then one row per record; every line ends in CRLF. The readable columns come first,
 * then every field of the records under its own name, as it came.
 */
export function toCsv(records: readonly ApiRecord[], readable: readonly Column[] = []): string {
  const fields = columnsOf(records);
  const row = (cells: readonly unknown[]) => cells.map(csvCell).join(',') + CRLF;
  const header = [...readable.map((column) => column.header), ...fields];
  const line = (record: ApiRecord) =>
    row([...readable.map((column) => column.value(record)), ...fields.map((field) => record[field])]);
  return UTF8_BOM + row(header) + records.map(line).join('');
}
