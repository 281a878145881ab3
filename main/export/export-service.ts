// "Export CSV": asks where, loads every page of the range the history view shows, keeps the rows its
// filters show, writes the file; one export at a time, cancellable between pages.
import type { Call, Events, HistoryExported, HistoryExportRequest } from '../../preload/contract';
import { matchesCallKind } from '../../preload/shared/call-filter';
import { phrase } from '../../preload/shared/i18n/phrase';
import type { ApiRecord, PbxClient } from '../api';
import { CoreError } from '../errors/core-errors';
import type { SavedFiles } from '../files/saved-files';
import { serverHistoryQuery } from '../history/server-query';
import type { CsvStyle } from './csv';
import { exportFileName, exportHistory, writeCsvFile } from './history-export';

export interface HistoryExporter {
  /**
   * The file written, how many calls it holds and its separator; null when cancelled (the dialog or
   * cancelExport).
   */
  run(request: HistoryExportRequest): Promise<HistoryExported | null>;
  cancel(): void;
}

export interface HistoryExporterOptions {
  phone(): Promise<PbxClient>;
  /** The account's edge (main/records): the calls as every view shows them, named by its resolver. */
  toCalls(records: readonly ApiRecord[]): Call[];
  /**
   * The history search's rule for the text (HistoryService.callMatcher): the file holds the calls the
   * search shows, those of the contacts the text names among them.
   */
  callMatcher(text: string): (call: Call) => boolean;
  files: SavedFiles;
  /** The computer's separator and decimal mark, asked at each export: the person may change them. */
  csvStyle(): CsvStyle;
  emit(event: 'exportProgress', payload: Events['exportProgress']): void;
}

export function createHistoryExporter(options: HistoryExporterOptions): HistoryExporter {
  let running: AbortController | null = null;
  return {
    async run({ orderBy, range, filter, kind }) {
      if (running) throw new CoreError('busy', phrase('export.alreadyRunning'));
      const controller = new AbortController();
      running = controller;
      try {
        const defaultName = exportFileName(range, new Date());
        let count = 0;
        const style = options.csvStyle();
        const matches = options.callMatcher(filter);
        const path = await options.files.save({ defaultName, kind: 'csv' }, async (target) => {
          const client = await options.phone();
          const calls = await exportHistory({
            fetchPage: (offset, limit) =>
              client.listCallHistory(serverHistoryQuery({ orderBy, range }, { limit, offset })),
            toCalls: options.toCalls,
            signal: controller.signal,
            onProgress: (loaded) => options.emit('exportProgress', { loaded }),
            filter: (call) => matches(call) && matchesCallKind(call, kind),
          });
          count = calls.length;
          await writeCsvFile(target, calls, style);
        });
        return path === null ? null : { path, count, separator: style.separator };
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        running = null;
      }
    },
    cancel() {
      running?.abort();
    },
  };
}
