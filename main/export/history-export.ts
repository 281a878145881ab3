// Exports the whole call history of a range: every page, each record once, read into Calls by the
// account's edge (main/records: the names every view shows), then one CSV file.
import type { Call } from '../../preload/contract';
import { foldLegs, isBLeg } from '../../preload/shared/call-legs';
import { t } from '../../preload/shared/i18n/translate';
import { IdSet } from '../../preload/shared/id-set';
import { localDay } from '../../preload/shared/local-day';
import { nextOffset, takePage } from '../../preload/shared/paging';
import type { ApiRecord } from '../api';
import { writeFileAtomic } from '../storage/atomic-write';
import { callColumns } from './call-columns';
import { type CsvStyle, toCsv } from './csv';

export const DEFAULT_EXPORT_PAGE_SIZE = 500;
/** Call records name third parties: the file is the user's alone until they choose to share it. */
const EXPORT_FILE_MODE = 0o600;

export interface ExportHistoryOptions {
  /** One page of the range, in a stable order (e.g. start_epoch desc). */
  fetchPage(offset: number, limit: number): Promise<ApiRecord[]>;
  pageSize?: number;
  /** Checked between pages; a cancelled export rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * Calls loaded so far, after every page: records each once, a call's b-legs not counted (the person
   * is told of calls; the file holds one row per call).
   */
  onProgress?(loaded: number): void;
  /** The records as Calls, named by the account's resolver (main/records createRecordEdge). */
  toCalls(records: readonly ApiRecord[]): Call[];
  /** Which of the loaded calls to keep. */
  filter?(call: Call): boolean;
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}

/**
 * Loads every page of the range by the one paging rule (preload/shared/paging.ts); returns its calls,
 * each once (the phone system's legs folded: preload/shared/call-legs.ts).
 */
export async function exportHistory(options: ExportHistoryOptions): Promise<Call[]> {
  const { fetchPage, pageSize = DEFAULT_EXPORT_PAGE_SIZE, signal, onProgress, filter } = options;
  const held = new IdSet();
  const records: ApiRecord[] = [];
  let callsLoaded = 0;
  for (;;) {
    throwIfCancelled(signal);
    const page = await fetchPage(nextOffset(held), pageSize);
    throwIfCancelled(signal);
    const { fresh, complete } = takePage(held, page, pageSize, (record) => record.uuid);
    records.push(...fresh);
    callsLoaded += fresh.filter((record) => !isBLeg(record)).length;
    onProgress?.(callsLoaded);
    if (complete) break;
  }
  const calls = foldLegs(options.toCalls(records), (call) => call.legs);
  return filter ? calls.filter(filter) : calls;
}

/**
 * Writes the CSV, its headers in the language in use and its separator and decimal mark in the computer's
 * style, so that the file is either absent, the old one, or complete: never half written.
 */
export function writeCsvFile(path: string, calls: readonly Call[], style: CsvStyle): Promise<void> {
  const csv = toCsv(calls, callColumns(), style);
  return writeFileAtomic(path, csv, EXPORT_FILE_MODE);
}

/**
 * The file name offered for an export, saying which days it holds: "Calls 2026-11-01 to 2026-11-21.csv",
 * or "Calls until 2026-11-22.csv" for the whole history (today in local time).
 */
export function exportFileName(range: { from: string; to: string } | null, today: Date): string {
  const name = range
    ? t('export.fileNameRange', { from: range.from, to: range.to })
    : t('export.fileNameUntil', { day: localDay(today) });
  return `${name}.csv`;
}
