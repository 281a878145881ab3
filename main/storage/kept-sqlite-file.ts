// A SQLite file nothing can fetch again (the person's contacts, their notes) kept usable, and what stands in
// its way said in words. Unlike the call history, which the phone system still holds, such a file is backed
// up every day (daily-backups.ts), and a file SQLite reports as damaged is moved aside (kept, with its WAL,
// for inspection) and the newest backup that reads whole copied in its place; where none does, a new empty
// file starts. Every other failure (another process holding the lock, a read-only folder, a full disk)
// leaves the file as it is: the change in progress is refused in words and nothing else is lost, since
// every write is one transaction. The status says the problem until a write goes through again.
import { join } from 'node:path';
import { type Phrase, say } from '../../preload/shared/i18n/phrase';
import { forLocale } from '../../preload/shared/i18n/translate';
import { dailyBackups } from './daily-backups';
import { type FileFaults, isDamagedFileError, isStoreFailure, reasonOf, StoreFault } from './sqlite-faults';
import { moveAsideIfDamaged } from './sqlite-file';

/** What a kept file's store must offer. */
export interface KeptStore {
  /** Runs the work as one transaction: all of it is written, or none. */
  write<T>(work: () => T): T;
  /** Whether the file holds nothing worth a backup. */
  isEmpty(): boolean;
  /** Writes a copy of the whole file, committed changes only, into the empty file at target (VACUUM INTO). */
  copyTo(target: string): void;
  close(): void;
}

/** What stands in the file's way (null when nothing does), and what became of a damaged file this run. */
export interface KeptFileStatus {
  problem: string | null;
  restored: string | null;
}

export interface KeptSqliteFileOptions<S extends KeptStore> {
  dataDir: string;
  /** The file's name stem: `${stem}.sqlite`, its backups `${stem}-backups/${stem}-<day>.sqlite`. */
  stem: string;
  /** "Now": which day's backup is due, and the name of a file moved aside. */
  clock: { now(): number };
  /** The most pages the file may hold (PRAGMA max_page_count): the tests' full disk. */
  maxPages?: number;
  /** Opens (or creates) the store at path; throws what SQLite or the file system said. */
  open(path: string, maxPages: number | undefined): S;
  /** What the file's failures say. */
  faults: FileFaults;
  /** The schema version this Dialdesk writes (a backup of a newer one is not restored). */
  schemaVersion: number;
  /** The words said: a damaged file restored from a backup of `date` / not restored; a backup that failed. */
  words: {
    /** `date` is the backup's day in the language in use; `aside` where the damaged file now is. */
    restored(date: string, aside: string): Phrase;
    notRestored(aside: string): Phrase;
    /** `reason` is the file system's or the database's own error text. */
    backupFailed(reason: string): Phrase;
  };
  /** The status changed on its own (a file restored, a problem met or over), after the file first opened. */
  onStatusChange?(status: KeptFileStatus): void;
}

export interface KeptSqliteFile<S> {
  /** Reads; a failure of the file comes back as a StoreFault in words. */
  read<T>(work: (store: S) => T): T;
  /** One transaction: written whole or not at all; then today's backup if it is due. */
  write<T>(work: (store: S) => T): T;
  /**
   * As read, but a file that cannot be used answers the fallback: what can do without the file goes on
   * (the name resolver without contacts).
   */
  quietly<T>(work: (store: S) => T, fallback: T): T;
  status(): KeptFileStatus;
  close(): void;
}

/** A backup's day in the language in use: "21 November 2026", "November 21, 2026". */
const dayFormat = forLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }));

export function openKeptSqliteFile<S extends KeptStore>(
  options: KeptSqliteFileOptions<S>,
): KeptSqliteFile<S> {
  const { faults, words } = options;
  const path = join(options.dataDir, `${options.stem}.sqlite`);
  const backups = dailyBackups(options.dataDir, options.stem);
  let opened: S | null = null;
  /** Why the file cannot be opened or written now; null once it can. */
  let fileProblem: string | null = null;
  /** Why today's backup could not be made; null once one is. */
  let backupProblem: string | null = null;
  /** What became of a damaged file, said for the rest of the run. */
  let restored: string | null = null;
  let started = false;

  const status = (): KeptFileStatus => ({ problem: fileProblem ?? backupProblem, restored });
  /** Runs work, and tells of a status it changed (once the file first opened: the windows ask then). */
  const noticing = <T>(work: () => T): T => {
    const before = JSON.stringify(status());
    try {
      return work();
    } finally {
      if (started && JSON.stringify(status()) !== before) options.onStatusChange?.(status());
    }
  };

  /**
   * The damaged file moved aside (only once SQLite confirms it, under a lock no other process holds) and
   * the newest backup that reads whole put in its place; answers what to tell the person. Throws the
   * failure in words when the file was not confirmed damaged (it is then left where it is).
   */
  const recover = (error: unknown): Phrase => {
    const aside = moveAsideIfDamaged(path, faults, error, options.clock.now());
    const backup = backups.restoreNewest(path, options.schemaVersion);
    const said = backup ? words.restored(dayFormat().format(backup.dayMs), aside) : words.notRestored(aside);
    restored = say(said);
    return said;
  };

  const backUpIfDue = (store: S) => {
    const now = options.clock.now();
    if (!backups.due(now) || store.isEmpty()) return; // an empty file would only push out older backups
    try {
      backups.make(now, (target) => store.copyTo(target));
      backupProblem = null;
    } catch (error) {
      backupProblem = say(words.backupFailed(reasonOf(error)));
    }
  };

  const open = (): S => {
    const fresh = () => options.open(path, options.maxPages);
    try {
      return fresh();
    } catch (error) {
      if (!isDamagedFileError(error)) throw error;
      recover(error);
      return fresh();
    }
  };

  /** The open store; a file that cannot be opened is a StoreFault in words, and the problem said. */
  const store = (): S => {
    if (opened) return opened;
    try {
      opened = open();
      fileProblem = null;
      backUpIfDue(opened);
      return opened;
    } catch (error) {
      const fault = faults.toStoreFault(error, path);
      fileProblem = fault.message;
      throw fault;
    }
  };

  const close = () => {
    opened?.close();
    opened = null;
  };

  /**
   * A failure met while using the file, in words: a damaged file is replaced at once (the request that met
   * it is refused with what became of it); any other is said in the status. Not the file's: as it is.
   */
  const failed = (error: unknown): unknown => {
    if (!isStoreFailure(error)) return error;
    if (isDamagedFileError(error)) {
      close();
      try {
        return new StoreFault('damaged', recover(error), { cause: error });
      } catch (fault) {
        error = fault;
      }
    }
    const fault = faults.toStoreFault(error, path);
    fileProblem = fault.message;
    return fault;
  };

  const read = <T>(work: (store: S) => T): T =>
    noticing(() => {
      const at = store();
      try {
        return work(at);
      } catch (error) {
        throw failed(error);
      }
    });

  const file: KeptSqliteFile<S> = {
    read,
    write: (work) =>
      noticing(() => {
        const at = store();
        try {
          const result = at.write(() => work(at));
          fileProblem = null;
          backUpIfDue(at);
          return result;
        } catch (error) {
          throw failed(error);
        }
      }),
    quietly(work, fallback) {
      try {
        return read(work);
      } catch (error) {
        if (isStoreFailure(error)) return fallback;
        throw error;
      }
    },
    status,
    close,
  };
  // Opened at once: a file that cannot be used, or was restored, is said from the start; and the day's
  // backup is made before any change.
  file.quietly(() => undefined, undefined);
  started = true;
  return file;
}
