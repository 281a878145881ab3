// The separator and decimal mark of this computer's spreadsheets, for the CSV export (the rules, and why
// they are the computer's and not Dialdesk's language: main/export/csv-style.ts). Windows says its own
// (./windows-number-format.ts); macOS and Linux are read from the region. Asked at each export, so that a
// setting changed while Dialdesk runs applies to the next file.
import type { CsvStyle } from '../export/csv';
import { csvStyleOfRegion, csvStyleOfWindows, type WindowsNumberFormat } from '../export/csv-style';

export interface ComputerCsvStyleOptions {
  platform: NodeJS.Platform;
  /** The region's locale: Electron's app.getSystemLocale(), which answers only after ready. */
  systemLocale(): string;
  /** Windows' reader, made at the first export; null where it cannot be had. */
  windowsNumberFormat(): (() => WindowsNumberFormat) | null;
}

/** What the core asks at each export: the style of this computer's spreadsheets. */
export function computerCsvStyle(options: ComputerCsvStyleOptions): () => CsvStyle {
  const region = () => csvStyleOfRegion(options.systemLocale());
  if (options.platform !== 'win32') return region;
  let readWindows: (() => WindowsNumberFormat) | null | undefined;
  return () => {
    if (readWindows === undefined) readWindows = options.windowsNumberFormat();
    if (readWindows === null) return region();
    try {
      return csvStyleOfWindows(readWindows(), options.systemLocale());
    } catch (error) {
      // An export is not worth failing for its separator: the region's is the next best.
      console.warn(
        "Dialdesk: Windows' list separator could not be read, so this export follows the region",
        error,
      );
      return region();
    }
  };
}
