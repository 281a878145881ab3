// Which separator and decimal mark an export file is written with: the computer's, whatever language
// Dialdesk speaks. Excel splits a CSV file it opens on the list separator of the user's Windows settings,
// and reads numbers with their decimal mark: an English Dialdesk on a German Windows that wrote ',' and
// '.' had its file opened as one column, and 4.1 read as a date. Numbers and LibreOffice follow the
// region's number format, whose decimal mark decides the separator: ';' where decimals are written with
// ',' (a file cannot use one character for both), ',' elsewhere. The shell reads the computer's settings
// (main/shell/csv-style.ts); these rules turn them into a style.
import type { CsvSeparator } from '../../preload/contract';
import { type CsvStyle, PLAIN_CSV } from './csv';

/**
 * A decimal mark a number can be written with: one to three characters (Windows allows three), none of
 * them a letter, a digit, a quote, a space or an invisible character, which would make the number
 * another value or no number at all.
 */
const DECIMAL_MARK = /^[^\p{L}\p{N}\p{C}\p{Z}"]{1,3}$/u;

/** ',' or ';', the separators every spreadsheet can be set to and export files are made safe for. */
const isSeparator = (text: string): text is CsvSeparator => text === ',' || text === ';';

/** ';' where decimals are written with ',', so that a number's mark never splits it. */
const separatorBeside = (decimalMark: string): CsvSeparator => (decimalMark === ',' ? ';' : ',');

/**
 * The language tag of a system locale, which may come as the C library writes it ("de_DE.UTF-8",
 * "sr_RS@latin").
 */
const languageTag = (locale: string) => locale.replace(/[.@].*$/, '').replaceAll('_', '-');

/** The decimal mark of a region's number format: ',' in 'de-DE', '.' in 'de-CH'; null for no locale. */
function regionDecimalMark(locale: string): string | null {
  try {
    const parts = new Intl.NumberFormat(languageTag(locale)).formatToParts(1.5);
    return parts.find((part) => part.type === 'decimal')?.value ?? null;
  } catch {
    // Not a locale Intl knows how to read ('', 'C', 'POSIX').
    return null;
  }
}

/** macOS and Linux: the region's decimal mark, and the separator beside it. */
export function csvStyleOfRegion(locale: string): CsvStyle {
  const decimalMark = regionDecimalMark(locale);
  if (decimalMark === null || !DECIMAL_MARK.test(decimalMark)) return PLAIN_CSV;
  return { separator: separatorBeside(decimalMark), decimalMark };
}

/** Windows' own settings for the user (Region → Additional settings); null where one could not be read. */
export interface WindowsNumberFormat {
  listSeparator: string | null;
  decimalMark: string | null;
}

/**
 * Windows: the user's list separator and decimal mark, as Excel reads them. A decimal mark that could
 * not be read, or would not make a number, is the region's; a list separator other than ',' or ';' (a
 * setting few make, and one that files are not made safe for) is the one beside the decimal mark.
 */
export function csvStyleOfWindows(format: WindowsNumberFormat, regionLocale: string): CsvStyle {
  const { listSeparator, decimalMark } = format;
  const region = csvStyleOfRegion(regionLocale);
  const mark = decimalMark !== null && DECIMAL_MARK.test(decimalMark) ? decimalMark : region.decimalMark;
  return {
    separator: listSeparator !== null && isSeparator(listSeparator) ? listSeparator : separatorBeside(mark),
    decimalMark: mark,
  };
}
