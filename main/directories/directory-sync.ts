// Keeps each company directory's copy current: a read of what changed every hour (with the jitter and
// backoff every periodic check has, main/schedule/periodic-check.ts: 500 desks do not ask one server in
// the same second), a full read once a day (the only way deleted people are found: LDAP has no deletions
// to ask for), and a read on demand. A failed read keeps the names of the last good one (the index writes
// a read whole or not at all) and its problem is said in words until a read goes through again.
import type { Sentence } from '../../preload/contract';
import type { Phrase } from '../../preload/shared/i18n/phrase';
import { sentenceOf } from '../errors/phrased-error';
import { type Clock, systemClock } from '../schedule/clock';
import { createPeriodicCheck, type PeriodicCheck } from '../schedule/periodic-check';
import type { DirectoryIndex, HeldPeople, ServedAccount } from './directory-index';
import type { DirectorySource } from './directory-source';

export const HOUR_MS = 60 * 60_000;
/** A full read at least this often: people deleted from the directory disappear within a day. */
export const FULL_READ_EVERY_MS = 24 * HOUR_MS;

/** A directory as the sync reads it: what it serves, and its reader as its settings and key make it now. */
export interface SyncedDirectory {
  id: string;
  /** The accounts whose numbers it names, with their number rules now. */
  accounts(): ServedAccount[];
  /** Its reader, with the key from the keychain; throws in words where that cannot be had (no key). */
  source(): Promise<DirectorySource>;
}

/** How a directory's copy stands, as Settings and the directory's line say it. */
export interface DirectoryReadStatus extends HeldPeople {
  id: string;
  /** When the last good read ended, or null before the first. */
  readMs: number | null;
  /** Why the last read failed, in words; null once a read goes through. */
  problem: Sentence | null;
  /** A read is under way. */
  reading: boolean;
  /** What the last good read had to tell (DirectorySource.notes). */
  notes: Phrase[];
}

export interface DirectorySyncOptions {
  /** The index, opened when first needed. */
  index: () => DirectoryIndex;
  /** Said whenever a directory's status changes (a read starts, ends or fails). */
  onStatus(status: DirectoryReadStatus): void;
  clock?: Clock;
  random?: () => number;
  /** Between reads of changes; an hour unless a test says otherwise. */
  intervalMs?: () => number;
}

export interface DirectorySync {
  /**
   * The directories to keep current: new ones start reading, removed ones stop; settles once a read of a
   * removed one under way has ended (its copy is then the caller's to remove).
   */
  set(directories: readonly SyncedDirectory[]): Promise<void>;
  /** Reads the directory now (in full where asked), and settles when that read has ended. */
  readNow(id: string, options?: { full?: boolean }): Promise<void>;
  status(id: string): DirectoryReadStatus;
  stop(): Promise<void>;
}

/** A directory being kept current: its reads' own state beside its periodic check. */
interface Synced {
  directory: SyncedDirectory;
  problem: Sentence | null;
  reading: boolean;
  notes: Phrase[];
  /** The next read is a full one whatever the day (asked for in readNow). */
  fullNext: boolean;
}

export function createDirectorySync(options: DirectorySyncOptions): DirectorySync {
  const { index } = options;
  const clock = options.clock ?? systemClock;
  const synced = new Map<string, Synced>();
  const checks = new Map<string, PeriodicCheck>();

  const status = (id: string): DirectoryReadStatus => {
    const held = synced.get(id);
    // An index that cannot be opened holds nobody: the read that tries says why.
    const copy = (() => {
      try {
        const opened = index();
        return { ...opened.held(id), readMs: opened.lastRead(id).readMs };
      } catch {
        return { people: 0, numbers: 0, readMs: null };
      }
    })();
    return {
      id,
      ...copy,
      problem: held?.problem ?? null,
      reading: held?.reading ?? false,
      notes: held?.notes ?? [],
    };
  };
  const said = (id: string) => options.onStatus(status(id));

  const read = async (entry: Synced, signal: AbortSignal) => {
    const { directory } = entry;
    const { fullReadMs } = index().lastRead(directory.id);
    // Taken by this read: one asked for in full while it runs is another read, after it.
    const asked = entry.fullNext;
    entry.fullNext = false;
    const full = asked || fullReadMs === null || clock.now() - fullReadMs >= FULL_READ_EVERY_MS;
    entry.reading = true;
    said(directory.id);
    try {
      const source = await directory.source();
      await index().read(
        directory.id,
        directory.accounts(),
        (sink, since) => source.read(full ? null : since, { full, signal }, sink),
        () => clock.now(),
      );
      entry.problem = null;
      entry.notes = source.notes?.() ?? [];
    } catch (error) {
      entry.fullNext ||= asked;
      entry.problem = sentenceOf(error instanceof Error ? error : new Error(String(error)));
      throw error;
    } finally {
      entry.reading = false;
      said(directory.id);
    }
  };

  const start = (directory: SyncedDirectory) => {
    const entry: Synced = { directory, problem: null, reading: false, notes: [], fullNext: false };
    const check = createPeriodicCheck({
      run: (signal) => read(entry, signal),
      intervalMs: options.intervalMs ?? (() => HOUR_MS),
      // Every problem is said as its read ends (read() above), those that back off as well as those that stop.
      onProblem: () => undefined,
      clock,
      random: options.random,
    });
    synced.set(directory.id, entry);
    checks.set(directory.id, check);
    check.start();
  };

  return {
    async set(directories) {
      const wanted = new Map(directories.map((directory) => [directory.id, directory]));
      const stopping: Promise<void>[] = [];
      for (const [id, check] of checks)
        if (!wanted.has(id)) {
          stopping.push(check.stop());
          checks.delete(id);
          synced.delete(id);
        }
      for (const [id, directory] of wanted) {
        const held = synced.get(id);
        if (held) held.directory = directory;
        else start(directory);
      }
      await Promise.all(stopping);
    },
    async readNow(id, { full = false } = {}) {
      const entry = synced.get(id);
      const check = checks.get(id);
      if (!entry || !check) return;
      if (full) entry.fullNext = true;
      // A read under way is let finish, then this one runs (also where a problem stopped the reads):
      // settings just changed are read with.
      await check.checkNow('settings');
    },
    status,
    async stop() {
      await Promise.all([...checks.values()].map((check) => check.stop()));
      checks.clear();
      synced.clear();
    },
  };
}
