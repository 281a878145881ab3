// Local call history for the core: the store of the current account and origin (the demo has its own),
// the sync that fills it on the periodic-check rules, search and suggestions over it, the missed-call
// count, and "Delete local history". While the copy is off or cannot be opened, search answers null and
// the core asks the phone system page by page, as before.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Events, HistoryStatus, PersonSuggestion } from '../../preload/contract';
import type { ApiRecord } from '../api';
import type { Clock } from '../schedule/clock';
import { type CheckReason, createPeriodicCheck, type PeriodicCheck } from '../schedule/periodic-check';
import {
  deleteHistoryFiles,
  EVERY_CALL,
  type HistoryStore,
  isDamagedFileError,
  openHistoryStore,
  type StoredCallQuery,
  setAside,
} from './store';
import { suggestPeople } from './suggestions';
import { createHistorySync, type HistorySync, type PageRequest } from './sync';

export const HISTORY_DIR = 'history';
export const SYNC_INTERVAL_MS = 5 * 60_000;

export interface HistorySettings {
  /** "Keep a searchable copy of call history on this computer". */
  keepLocalCopy: boolean;
  days: number;
}

export type HistoryEvent = 'historyStatus' | 'missedCalls' | 'historyChanged';
export type HistoryEmit = <E extends HistoryEvent>(event: E, payload: Events[E]) => void;

export interface HistoryServiceOptions {
  dataDir: string;
  /** Whose history: 'demo', or the account at its phone system's origin. */
  owner(): string;
  /** One page of call history from the phone system, newest first. */
  fetchPage(page: PageRequest): Promise<ApiRecord[]>;
  settings(): HistorySettings;
  emit: HistoryEmit;
  clock?: Clock;
  random?: () => number;
  now?: () => number;
}

export interface HistoryService {
  /** Starts the periodic sync (the app does; most tests call syncNow instead). */
  start(): void;
  stop(): Promise<void>;
  /** Wake, network return, settings: the periodic check's rules apply. */
  checkNow(reason: CheckReason): Promise<void>;
  /** Null when there is no local copy, or a new one still empty: the caller asks the phone system instead. */
  search(query: StoredCallQuery): { records: ApiRecord[]; total: number } | null;
  suggest(text: string, limit: number): PersonSuggestion[];
  status(): HistoryStatus;
  markMissedSeen(): void;
  cancelBackfill(): void;
  /** Removes the current owner's file at once; while the setting stays on, a new copy starts. */
  deleteLocalCopy(): Promise<void>;
}

/** One file per owner; the owner text (account and host) is hashed so that any account id makes a safe name. */
export function historyFileName(owner: string): string {
  if (owner === 'demo') return 'demo.sqlite';
  return `${createHash('sha256').update(owner).digest('hex').slice(0, 32)}.sqlite`;
}

interface Opened {
  owner: string;
  store: HistoryStore;
  sync: HistorySync;
}

export function createHistoryService(options: HistoryServiceOptions): HistoryService {
  const now = options.now ?? options.clock?.now ?? Date.now;
  let opened: Opened | null = null;
  let started = false;
  let problem: string | null = null;
  let notice: string | null = null;

  const close = () => {
    opened?.store.close();
    opened = null;
  };

  /** The store for the current owner, opened on first use; null while the copy is off. */
  const current = (): Opened | null => {
    if (!options.settings().keepLocalCopy) {
      close();
      return null;
    }
    const owner = options.owner();
    if (opened?.owner === owner) return opened;
    close();
    const path = join(options.dataDir, HISTORY_DIR, historyFileName(owner));
    try {
      const result = openHistoryStore(path, { now });
      notice = result.notice ?? notice; // a file set aside earlier stays said until the next start
      const { store } = result;
      const sync = createHistorySync({
        store,
        fetchPage: (page) => options.fetchPage(page),
        days: () => options.settings().days,
        now,
        onProgress: () => options.emit('historyStatus', status()),
        onMissedCalls: (notices) => options.emit('missedCalls', { notices }),
        onStored: (added) => options.emit('historyChanged', { added }),
      });
      opened = { owner, store, sync };
    } catch (error) {
      // Not even a new file could be made (a full or read-only disk): history works from the server.
      notice = `Call history cannot be kept on this computer: ${error instanceof Error ? error.message : String(error)}`;
      return null;
    }
    return opened;
  };

  /** A file found damaged while in use is set aside; the next use starts a new one and the sync refills it. */
  const setAsideDamaged = (at: Opened, error: unknown) => {
    if (opened === at) close();
    notice = setAside(at.store.path, error, now());
    options.emit('historyStatus', status());
  };

  /** Work on the current store; fallback while there is none, or when the file turns out damaged. */
  const withStore = <T>(work: (at: Opened) => T, fallback: T): T => {
    const at = current();
    if (!at) return fallback;
    try {
      return work(at);
    } catch (error) {
      if (!isDamagedFileError(error)) throw error;
      setAsideDamaged(at, error);
      return fallback;
    }
  };

  const status = (): HistoryStatus => {
    const at = opened;
    const available = at?.store.missedAlertsAvailable() ?? null;
    return {
      enabled: options.settings().keepLocalCopy,
      stored: at?.store.count(EVERY_CALL) ?? 0,
      sync: at?.sync.status() ?? null,
      unseenMissed: at?.store.unseenMissedCount() ?? 0,
      missedAlerts: available === null ? 'unknown' : available ? 'available' : 'unavailable',
      problem,
      notice,
    };
  };

  const check: PeriodicCheck = createPeriodicCheck({
    run: async (signal) => {
      const at = current();
      try {
        await at?.sync.run(signal);
      } catch (error) {
        if (!at || !isDamagedFileError(error)) throw error;
        setAsideDamaged(at, error); // the next check starts a new file and fetches everything again
      }
    },
    intervalMs: () => SYNC_INTERVAL_MS,
    onProblem: (message) => {
      problem = message;
      options.emit('historyStatus', status());
    },
    clock: options.clock,
    random: options.random,
  });

  return {
    start() {
      started = true;
      check.start();
    },
    async stop() {
      started = false;
      await check.stop();
      close();
    },
    checkNow: (reason) => check.checkNow(reason),
    search(query) {
      const { limit: _limit, offset: _offset, ...filters } = query;
      return withStore(({ store, sync }) => {
        // A new copy with nothing in it yet (first start, just deleted) knows nothing: the server does.
        if (sync.status().lastSyncAt === null && store.count(EVERY_CALL) === 0) return null;
        return { records: store.search(query), total: store.count(filters) };
      }, null);
    },
    suggest: (text, limit) =>
      withStore(({ store }) => suggestPeople(store, text, { limit, nowMs: now() }), []),
    // After a damaged file was set aside there is no store: the status then says so.
    status: () => withStore(status, null) ?? status(),
    markMissedSeen() {
      withStore(({ store }) => store.markMissedSeen(), undefined);
      options.emit('historyStatus', status());
    },
    cancelBackfill() {
      current()?.sync.cancelBackfill();
    },
    async deleteLocalCopy() {
      // A sync under way writes to the file: stop it first, then remove the file, then carry on.
      await check.stop();
      const owner = options.owner();
      close();
      deleteHistoryFiles(join(options.dataDir, HISTORY_DIR, historyFileName(owner)));
      notice = null;
      options.emit('historyStatus', status());
      options.emit('historyChanged', { added: 0 });
      // While the setting stays on, a new copy starts at once (Settings turns it off to keep none).
      if (started) check.start();
    },
  };
}
