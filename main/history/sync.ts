// Fills the local history from the phone system and keeps it current. The API only pages by offset
// (newest first with order_by=start_epoch desc), so:
// - Backfill walks the configured days newest first, one page at a time, saving its offset after each
//   page: a restart resumes where it stopped. Calls that arrive meanwhile push older ones to later
//   offsets, so a page may repeat records (dropped by uuid) but never skips one.
// - Incremental reads from the newest call down to the overlap window before the last sync. A record is
//   written when its call ends, so a call that began before the last sync can appear after it: the window
//   reaches OVERLAP_SECONDS back, enough for a call of up to about two hours plus some minutes of clock
//   difference between this computer and the server. Calls longer than that that started before the last
//   sync are the price of keeping a sync with nothing new to one request. start_epoch is absolute time,
//   so the server's time zone (which the spec leaves open) does not matter.
import type { SyncStatus } from '../../preload/contract';
import type { ApiRecord } from '../api';
import { type FoundMissedCall, missedCallNotices } from './missed-notices';
import { indexedFields } from './record-fields';
import type { HistoryStore } from './store';

export const OVERLAP_SECONDS = 2 * 60 * 60;
export const INCREMENTAL_PAGE = 200;
export const BACKFILL_PAGE = 1000;
const DAY_SECONDS = 86_400;
const STATE_KEY = 'sync';
/**
 * Records written per transaction. SQLite calls block the main process, which also answers hotkeys and
 * the window: a slice takes a few milliseconds, and the event loop runs between slices.
 */
export const WRITE_SLICE = 100;

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface HistorySyncOptions {
  store: HistoryStore;
  /** One page of call history, newest first (start_epoch desc); throws on failure. */
  fetchPage(page: PageRequest, signal: AbortSignal): Promise<ApiRecord[]>;
  /** The configured number of days to keep. */
  days(): number;
  now(): number;
  onProgress(status: SyncStatus): void;
  onMissedCalls(notices: FoundMissedCall[]): void;
  /** After calls were stored, with their records (the history view refreshes; notes wait for them). */
  onStored(added: readonly ApiRecord[]): void;
  backfillPage?: number;
}

export interface HistorySync {
  /** Incremental first (new calls matter most), then the next backfill pages. Throws on failure. */
  run(signal: AbortSignal): Promise<void>;
  cancelBackfill(): void;
  resumeBackfill(): void;
  status(): SyncStatus;
}

interface SyncState {
  /** Start of the last completed sync, ms; the incremental window reaches back from here. */
  lastSyncAt: number | null;
  backfill: { offset: number; cutoffEpoch: number; done: boolean; oldestEpoch: number | null };
}

const oldestStart = (records: readonly ApiRecord[]): number | null => {
  let oldest: number | null = null;
  for (const record of records) {
    const start = indexedFields(record).startEpoch;
    if (start !== null && (oldest === null || start < oldest)) oldest = start;
  }
  return oldest;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Stores a page in slices, letting other work run in between; returns the records stored for the first time. */
async function addInSlices(
  store: HistoryStore,
  records: readonly ApiRecord[],
  options: { markMissedUnseen?: boolean } = {},
): Promise<ApiRecord[]> {
  const added: ApiRecord[] = [];
  for (let start = 0; start < records.length; start += WRITE_SLICE) {
    if (start > 0) await nextTurn();
    added.push(...store.add(records.slice(start, start + WRITE_SLICE), options));
  }
  return added;
}

function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new Error('The sync was stopped.');
}

export function createHistorySync(options: HistorySyncOptions): HistorySync {
  const { store } = options;
  const backfillPage = options.backfillPage ?? BACKFILL_PAGE;
  let running = false;
  let paused = false;

  const cutoffFor = (nowMs: number) => Math.floor(nowMs / 1000) - options.days() * DAY_SECONDS;
  const load = (): SyncState =>
    store.readMeta<SyncState>(STATE_KEY) ?? {
      lastSyncAt: null,
      backfill: { offset: 0, cutoffEpoch: cutoffFor(options.now()), done: false, oldestEpoch: null },
    };
  const state = load();
  const save = () => store.writeMeta(STATE_KEY, state);

  const status = (): SyncStatus => ({
    running,
    lastSyncAt: state.lastSyncAt,
    backfill: {
      done: state.backfill.done,
      paused,
      fetched: state.backfill.offset,
      oldestEpoch: state.backfill.oldestEpoch,
      cutoffEpoch: state.backfill.cutoffEpoch,
    },
  });

  /** New calls since the last sync; returns the records stored for the first time. */
  const incremental = async (lastSyncAt: number, signal: AbortSignal): Promise<ApiRecord[]> => {
    const windowStart = Math.floor(lastSyncAt / 1000) - OVERLAP_SECONDS;
    const added: ApiRecord[] = [];
    for (let offset = 0; ; ) {
      const page = await options.fetchPage({ limit: INCREMENTAL_PAGE, offset }, signal);
      stopIfAborted(signal);
      added.push(...(await addInSlices(store, page, { markMissedUnseen: true })));
      const oldest = oldestStart(page);
      if (page.length < INCREMENTAL_PAGE || oldest === null || oldest < windowStart) return added;
      offset += page.length;
    }
  };

  const backfill = async (signal: AbortSignal): Promise<void> => {
    while (!state.backfill.done && !paused) {
      const { offset } = state.backfill;
      const page = await options.fetchPage({ limit: backfillPage, offset }, signal);
      stopIfAborted(signal);
      const added = await addInSlices(store, page);
      const oldest = oldestStart(page);
      state.backfill.offset = offset + page.length;
      if (oldest !== null)
        state.backfill.oldestEpoch = Math.min(oldest, state.backfill.oldestEpoch ?? oldest);
      state.backfill.done =
        page.length < backfillPage || oldest === null || oldest < state.backfill.cutoffEpoch;
      save();
      if (added.length > 0) options.onStored(added);
      options.onProgress(status());
    }
  };

  return {
    async run(signal) {
      running = true;
      options.onProgress(status());
      try {
        const startedAt = options.now();
        // A longer setting than the backfill covered: walk again from the top (duplicates are dropped).
        const cutoff = cutoffFor(startedAt);
        if (cutoff < state.backfill.cutoffEpoch - DAY_SECONDS)
          state.backfill = { offset: 0, cutoffEpoch: cutoff, done: false, oldestEpoch: null };
        // The first sync after install stores the newest page and announces nothing: those calls were
        // missed before Dialdesk was there to tell. Later syncs announce what they find.
        const first = state.lastSyncAt === null;
        const added = first
          ? await addInSlices(store, await options.fetchPage({ limit: INCREMENTAL_PAGE, offset: 0 }, signal))
          : await incremental(state.lastSyncAt ?? startedAt, signal);
        stopIfAborted(signal);
        state.lastSyncAt = startedAt;
        save();
        if (added.length > 0) options.onStored(added);
        const notices = first ? [] : missedCallNotices(added);
        if (notices.length > 0) options.onMissedCalls(notices);
        await backfill(signal);
        store.pruneBefore(cutoff);
      } finally {
        running = false;
        options.onProgress(status());
      }
    },
    cancelBackfill() {
      if (paused) return;
      paused = true;
      options.onProgress(status());
    },
    resumeBackfill() {
      if (!paused) return;
      paused = false;
      options.onProgress(status());
    },
    status,
  };
}
