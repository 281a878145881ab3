// The contacts file kept usable, and what stands in its way said in words. Unlike the call history, the
// person's contacts cannot be fetched again from anywhere: the file is backed up every day (backups.ts),
// and a file SQLite reports as damaged is moved aside (kept, with its WAL, for inspection) and the newest
// backup that reads whole copied in its place; where none does, a new empty file starts. Every other
// failure (another process holding the lock, a read-only folder, a full disk) leaves the file as it is:
// the change in progress is refused in words and nothing else is lost, since every write is one
// transaction. The status says the problem until a write goes through again.
import { join } from 'node:path';
import type { ContactsStatus } from '../../preload/contract';
import { type Phrase, phrase, say } from '../../preload/shared/i18n/phrase';
import { forLocale } from '../../preload/shared/i18n/translate';
import { isDamagedFileError, isStoreFailure, reasonOf, StoreFault } from '../storage/sqlite-faults';
import { moveAsideIfDamaged } from '../storage/sqlite-file';
import { contactsBackups } from './backups';
import { contactsFaults } from './faults';
import { MIGRATIONS } from './schema';
import { type ContactsStore, openContactsStore } from './store';

export const CONTACTS_FILE = 'contacts.sqlite';

export interface ContactsFileOptions {
  dataDir: string;
  /** "Now": which day's backup is due, and the name of a file moved aside. */
  clock: { now(): number };
  /** The most pages the file may hold (the tests' full disk: see store.ts). */
  maxPages?: number;
  /** The status changed on its own (a file restored, a problem met or over), after the file first opened. */
  onStatusChange?(status: ContactsStatus): void;
}

export interface ContactsFile {
  /** Reads; a failure of the file comes back as a StoreFault in words. */
  read<T>(work: (store: ContactsStore) => T): T;
  /** One transaction: written whole or not at all; then today's backup if it is due. */
  write<T>(work: (store: ContactsStore) => T): T;
  /** As read, but a file that cannot be used answers the fallback: the resolver goes on without contacts. */
  quietly<T>(work: (store: ContactsStore) => T, fallback: T): T;
  status(): ContactsStatus;
  close(): void;
}

/** A backup's day in the language in use: "21 November 2026", "November 21, 2026". */
const dayFormat = forLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }));

export function openContactsFile(options: ContactsFileOptions): ContactsFile {
  const path = join(options.dataDir, CONTACTS_FILE);
  const backups = contactsBackups(options.dataDir);
  let opened: ContactsStore | null = null;
  /** Why the file cannot be opened or written now; null once it can. */
  let fileProblem: string | null = null;
  /** Why today's backup could not be made; null once one is. */
  let backupProblem: string | null = null;
  /** What became of a damaged file, said for the rest of the run. */
  let restored: string | null = null;
  let started = false;

  const status = (): ContactsStatus => ({ problem: fileProblem ?? backupProblem, restored });
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
    const aside = moveAsideIfDamaged(path, contactsFaults, error, options.clock.now());
    const backup = backups.restoreNewest(path, MIGRATIONS.length);
    const said = backup
      ? phrase('contacts.restored', { date: dayFormat().format(backup.dayMs), path: aside })
      : phrase('contacts.notRestored', { path: aside });
    restored = say(said);
    return said;
  };

  const backUpIfDue = (store: ContactsStore) => {
    const now = options.clock.now();
    if (!backups.due(now) || store.isEmpty()) return; // an empty file would only push out older backups
    try {
      backups.make(now, (target) => store.copyTo(target));
      backupProblem = null;
    } catch (error) {
      backupProblem = say(phrase('contacts.backupFailed', { reason: reasonOf(error) }));
    }
  };

  const open = (): ContactsStore => {
    const fresh = () => openContactsStore(path, { faults: contactsFaults, maxPages: options.maxPages });
    try {
      return fresh();
    } catch (error) {
      if (!isDamagedFileError(error)) throw error;
      recover(error);
      return fresh();
    }
  };

  /** The open store; a file that cannot be opened is a StoreFault in words, and the problem said. */
  const store = (): ContactsStore => {
    if (opened) return opened;
    try {
      opened = open();
      fileProblem = null;
      backUpIfDue(opened);
      return opened;
    } catch (error) {
      const fault = contactsFaults.toStoreFault(error, path);
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
    const fault = contactsFaults.toStoreFault(error, path);
    fileProblem = fault.message;
    return fault;
  };

  const read = <T>(work: (store: ContactsStore) => T): T =>
    noticing(() => {
      const at = store();
      try {
        return work(at);
      } catch (error) {
        throw failed(error);
      }
    });

  const file: ContactsFile = {
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
