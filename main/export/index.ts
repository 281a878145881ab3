// CSV export of call history: the public surface of main/export.
export { callColumns } from './call-columns';
export { type CsvStyle, csvCell, csvSeparatorFor, csvStyleFor, PLAIN_CSV, toCsv, UTF8_BOM } from './csv';
export {
  DEFAULT_EXPORT_PAGE_SIZE,
  type ExportHistoryOptions,
  exportFileName,
  exportHistory,
  writeCsvFile,
} from './history-export';
