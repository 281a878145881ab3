// Exports the whole call history of a range: every page, each record once, then one CSV file.
import type { ApiRecord } from '../api';
import { writeFileAtomic } from '../storage/atomic-write';
import { CALL_COLUMNS, localDay } from './call-columns';
import { toCsv } from './csv';

export const DEFAULT_EXPORT_PAGE_SIZE = 500;
/** Call records name third parties: the file is the user's alone until they choose to share it. */
const EXPORT_FILE_MODE = 0o600;

export interface ExportHistoryOptions {
  /** One page of the range, in a stable order (e.g. start_epoch desc). */
  fetchPage(offset: number, limit: number): Promise<ApiRecord[]>;
  pageSize?: number;
  /** Checked between pages; a cancelled export rejects with an AbortError. */
  signal?: AbortSignal;
  /** Records loaded so far (each uuid once), after every page. */
  onProgress?(loaded: number): void;
  /** Which of the loaded records to keep. */
  filter?(record: ApiRecord): boolean;
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}

/**
 * Loads every page. The spec leaves offset semantics to each deployment, so the offset asked for is the
 * number of records received so far, records are kept once per uuid, and loading stops at a short page
 * or at a page that adds nothing new (a server that ignores offset would otherwise repeat forever).
 */
export async function exportHistory(options: ExportHistoryOptions): Promise<ApiRecord[]> {
  const { fetchPage, pageSize = DEFAULT_EXPORT_PAGE_SIZE, signal, onProgress, filter } = options;
  const byUuid = new Map<string, ApiRecord>();
  let received = 0;
  for (;;) {
    throwIfCancelled(signal);
    const page = await fetchPage(received, pageSize);
    throwIfCancelled(signal);
    received += page.length;
    const before = byUuid.size;
    for (const record of page) if (!byUuid.has(record.uuid)) byUuid.set(record.uuid, record);
    onProgress?.(byUuid.size);
    if (page.length < pageSize || byUuid.size === before) break;
  }
  const records = [...byUuid.values()];
  return filter ? records.filter(filter) : records;
}

/** Writes the CSV so that the file is either absent, the old one, or complete: never half written. */
export function writeCsvFile(path: string, records: readonly ApiRecord[]): Promise<void> {
  return writeFileAtomic(path, toCsv(records, CALL_COLUMNS), EXPORT_FILE_MODE);
}

/**
 * The file name offered for an export, saying which days it holds: "Calls 2026-11-01 to 2026-11-21.csv",
 * or "Calls until 2026-11-22.csv" for the whole history (today in local time).
 */
export function exportFileName(range: { from: string; to: string } | null, today: Date): string {
  return range ? `Calls ${range.from} to ${range.to}.csv` : `Calls until ${localDay(today)}.csv`;
}
