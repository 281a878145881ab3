// CSV export of call history: the public surface of main/export.
export { callColumns } from './call-columns';
export { csvCell, toCsv, UTF8_BOM } from './csv';
export {
  DEFAULT_EXPORT_PAGE_SIZE,
  type ExportHistoryOptions,
  exportFileName,
  exportHistory,
  writeCsvFile,
} from './history-export';
