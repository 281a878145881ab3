// How Dialdesk keeps a SQLite file (the local call history, the person's contacts): the person's alone
// (0600 in a 0700 folder), in WAL mode, every write one transaction that takes the lock up front and
// waits for another process's, and a damaged file moved aside only once SQLite confirms it under a lock
// no other process holds. What each failure means is in sqlite-faults.ts.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { type FileFaults, faultKindOf, type StoreFaultKind } from './sqlite-faults';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** The write-ahead log and its index, beside the file. */
export const SIDE_FILES = ['-wal', '-shm'];
/**
 * How long a statement waits for another connection's lock before failing with SQLITE_BUSY. The stores
 * are synchronous in the main process, so this is also the longest the app can stall on a busy file; a
 * write holds the lock for a few milliseconds.
 */
export const BUSY_TIMEOUT_MS = 2000;

/** Creates the file with mode 0600 before SQLite does, so it never exists with wider permissions. */
export function createPrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE });
  closeSync(openSync(path, 'a', FILE_MODE));
  chmodSync(path, FILE_MODE); // the umask may have narrowed it, never widened: make it exact
}

/**
 * Runs work in one transaction that takes the write lock up front: a deferred BEGIN that reads first and
 * then needs to write can fail at once with SQLITE_BUSY when another process wrote meanwhile, without
 * waiting for it. A failure that SQLite already rolled back (SQLITE_FULL may) is not rolled back twice.
 */
export function immediately<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Brings the file to the current schema (`migrations`, entry i moving it from version i to i + 1, PRAGMA
 * user_version counting those run) in one immediate transaction: the version is read under the write lock,
 * so two processes creating the same new file cannot both migrate it (the second waits, then finds the
 * work done), and a failure or a kill half-way leaves the file as it was, for the next start to try again.
 * A file from a newer Dialdesk is left exactly as it is: `newer` says so. `then` runs in the same
 * transaction after the migrations, told the version the file had.
 */
export function migrateSchema(
  db: DatabaseSync,
  migrations: readonly string[],
  newer: (detail: string) => Error,
  then?: (from: number) => void,
): void {
  immediately(db, () => {
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    if (version > migrations.length)
      throw newer(`schema ${version}, this Dialdesk knows ${migrations.length}`);
    for (let next = version; next < migrations.length; next++) db.exec(migrations[next] ?? '');
    then?.(version);
    if (version < migrations.length) db.exec(`PRAGMA user_version = ${migrations.length}`);
  });
}

/** Sleeps the thread: the stores are synchronous, and this wait is bounded by BUSY_TIMEOUT_MS. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Two connections switching the same new file to WAL at once each hold a shared lock and want an
 * exclusive one: SQLite answers SQLITE_BUSY at once, without its busy handler (waiting could deadlock).
 * The one that lost tries again until the other has finished; a file in WAL mode needs no switch.
 */
export function switchToWal(db: DatabaseSync): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if (faultKindOf(error) !== 'busy' || Date.now() > deadline) throw error;
      pause(10);
    }
  }
}

/**
 * Opens (creating it private) the file in WAL mode, waiting for another connection's lock first: the
 * switch to WAL and the caller's migration both need a lock that a second process opening the same file
 * may hold at that moment. `maxPages` caps the file (the tests' full disk). Then `prepare` sets the
 * store's own pragmas and migrates; the connection is closed when that fails.
 */
export function openPrivateDatabase(
  path: string,
  maxPages: number | undefined,
  prepare: (db: DatabaseSync) => void,
): DatabaseSync {
  createPrivateFile(path);
  const db = new DatabaseSync(path);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    switchToWal(db);
    if (maxPages !== undefined) db.exec(`PRAGMA max_page_count = ${Math.floor(maxPages)}`);
    prepare(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * A statement for each SQL text, prepared on first use and kept for the connection's life: the stores'
 * searches and filters build their SQL from a handful of shapes, each prepared once.
 */
export function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/**
 * Runs work on a connection of its own holding the file exclusively; answers the kind of failure that
 * kept it from getting there instead ('busy' when another process has the file open: a file in WAL mode
 * is share-locked by every connection that has it open). The caller has closed its own connection.
 */
export function withFileToItself<T>(
  path: string,
  work: (db: DatabaseSync) => T,
): { done: T } | { failed: StoreFaultKind } {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path);
    db.exec('PRAGMA busy_timeout = 100; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE');
    return { done: work(db) };
  } catch (error) {
    return { failed: faultKindOf(error) };
  } finally {
    db?.close();
  }
}

/**
 * What the file is, asked while no other connection has it: 'damaged' when SQLite says so, 'healthy'
 * when quick_check passes, or the kind of failure that kept it from looking ('busy': another process).
 */
function examine(path: string): 'healthy' | StoreFaultKind {
  const found = withFileToItself(path, (db) => {
    const rows = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
    return rows.length === 1 && rows[0]?.quick_check === 'ok' ? 'healthy' : 'damaged';
  });
  return 'done' in found ? found.done : found.failed;
}

/**
 * Moves the file aside (kept for inspection, named by the time) with its WAL, which may hold committed
 * writes, when SQLite confirms it damaged and no other process has it open; answers where it went.
 * Otherwise the file stays where it is and the failure comes back as a StoreFault in the file's words: a
 * healthy file is never renamed.
 */
export function moveAsideIfDamaged(path: string, faults: FileFaults, error: unknown, now: number): string {
  const found = examine(path);
  if (found !== 'damaged') {
    // The file reads well, or could not be looked at: the failure was not the file's (or not only).
    throw faults.storeFault(found === 'healthy' ? 'other' : found, path, error);
  }
  const aside = `${path}.corrupt-${new Date(now).toISOString().replace(/:/g, '-')}`;
  renameSync(path, aside);
  if (existsSync(`${path}-wal`)) renameSync(`${path}-wal`, `${aside}-wal`);
  rmSync(`${path}-shm`, { force: true }); // an index of the WAL, rebuilt from it when needed
  return aside;
}
