// CSV export of call history: the public surface of main/export.
export { callColumns } from './call-columns';
export { type CsvStyle, csvCell, PLAIN_CSV, toCsv, UTF8_BOM, withoutFormulaGuards } from './csv';
export { csvStyleOfRegion, csvStyleOfWindows, type WindowsNumberFormat } from './csv-style';
export {
  DEFAULT_EXPORT_PAGE_SIZE,
  type ExportHistoryOptions,
  exportFileName,
  exportHistory,
  writeCsvFile,
} from './history-export';
