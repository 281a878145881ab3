// The local copy of call history: one SQLite file per account and origin (the demo has its own), in
// WAL mode on one connection with prepared statements. Every record is stored exactly as sent (JSON),
// with the columns that search, filters and suggestions read pulled out and indexed. The file holds
// who called whom, so it is the user's alone (0600). A file that cannot be opened or read is moved
// aside and a new one started: the phone system still has every record, and the sync fetches them again.
import { chmodSync, closeSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { StoredDirection } from '../../preload/contract';
import type { ApiRecord } from '../api';
import { digitsOf, indexedFields } from './record-fields';
import { MIGRATIONS } from './schema';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
const SIDE_FILES = ['-wal', '-shm'];

export type { StoredDirection };

export interface StoredCallQuery {
  /** Name, number or any run of digits; '' for every call. */
  text: string;
  missedOnly: boolean;
  direction: StoredDirection | null;
  /** Seconds since epoch, both inclusive; null for open ends. */
  fromEpoch: number | null;
  toEpoch: number | null;
  limit: number;
  offset: number;
}

/** No text and no filter: every stored call. */
export const EVERY_CALL: Omit<StoredCallQuery, 'limit' | 'offset'> = {
  text: '',
  missedOnly: false,
  direction: null,
  fromEpoch: null,
  toEpoch: null,
};

/** A person as the people table keeps them (suggestions.ts ranks these). */
export interface StoredPerson {
  name: string;
  /** The number as the phone system recorded it, to call back as recorded. */
  number: string;
  calls: number;
  lastEpoch: number;
}

export interface HistoryStore {
  readonly path: string;
  /** Stores the records whose uuid is not stored yet, in one transaction; returns those it stored. */
  add(records: readonly ApiRecord[], options?: { markMissedUnseen?: boolean }): ApiRecord[];
  /** Newest first. */
  search(query: StoredCallQuery): ApiRecord[];
  count(query: Omit<StoredCallQuery, 'limit' | 'offset'>): number;
  /** People whose name or number contains the text (digits ignore punctuation), any order, at most limit. */
  peopleMatching(text: string, limit: number): StoredPerson[];
  unseenMissedCount(): number;
  markMissedSeen(): void;
  /** Whether stored records say which calls were missed: null while nothing is stored. */
  missedAlertsAvailable(): boolean | null;
  /** Forgets calls that started before the cutoff (seconds since epoch). */
  pruneBefore(epoch: number): void;
  /** Small JSON values the sync keeps between runs. */
  readMeta<T>(key: string): T | null;
  writeMeta(key: string, value: unknown): void;
  close(): void;
}

export interface OpenedStore {
  store: HistoryStore;
  /** Set when the old file could not be used and was moved aside: for the person, in plain words. */
  notice: string | null;
}

/** Creates the file with mode 0600 before SQLite does, so it never exists with wider permissions. */
function createPrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: DIR_MODE });
  closeSync(openSync(path, 'a', FILE_MODE));
  chmodSync(path, FILE_MODE); // the umask may have narrowed it, never widened: make it exact
}

function migrate(db: DatabaseSync): void {
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version > MIGRATIONS.length)
    throw new Error(
      `the file is from a newer Dialdesk (schema ${version}, this one knows ${MIGRATIONS.length})`,
    );
  for (let next = version; next < MIGRATIONS.length; next++) {
    db.exec('BEGIN');
    try {
      db.exec(MIGRATIONS[next] ?? '');
      db.exec(`PRAGMA user_version = ${next + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

function openDatabase(path: string): DatabaseSync {
  createPrivateFile(path);
  const db = new DatabaseSync(path);
  try {
    // 16 MB of page cache (the default is 2 MB): the uuid index takes inserts at random places, and
    // backfilling 100,000 calls otherwise reads its pages back from disk again and again.
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000; PRAGMA cache_size = -16000;',
    );
    migrate(db);
    // Reads a page of each table: a file that is not a database, or a damaged one, fails here.
    db.exec('SELECT count(*) FROM (SELECT 1 FROM calls LIMIT 1); SELECT count(*) FROM meta;');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Removes the database and its WAL and shared-memory files ("Delete local history"). */
export function deleteHistoryFiles(path: string): void {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(path + suffix, { force: true });
}

/** SQLite's result codes for a damaged file: SQLITE_CORRUPT (11) and SQLITE_NOTADB (26). */
const DAMAGED_CODES = new Set([11, 26]);

/** Whether a store operation failed because the file is damaged (found only when a page is read). */
export function isDamagedFileError(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && DAMAGED_CODES.has(code & 0xff);
}

/**
 * Moves an unusable file aside (kept for inspection) with its side files, and says so in plain words.
 * The caller closes its connection first.
 */
export function setAside(path: string, error: unknown, now: number): string {
  const aside = `${path}.corrupt-${new Date(now).toISOString().replace(/:/g, '-')}`;
  renameSync(path, aside);
  for (const suffix of SIDE_FILES) rmSync(path + suffix, { force: true });
  const reason = error instanceof Error ? error.message : String(error);
  return `The local call history could not be read (${reason}). It was moved to ${aside} and is being rebuilt from the phone system.`;
}

/** Throws only when even a new file cannot be made (the caller then works without a local copy). */
export function openHistoryStore(path: string, options: { now?: () => number } = {}): OpenedStore {
  const now = options.now ?? Date.now;
  try {
    return { store: wrap(openDatabase(path), path), notice: null };
  } catch (error) {
    const notice = setAside(path, error, now());
    return { store: wrap(openDatabase(path), path), notice };
  }
}

/** '%text%' for LIKE, with LIKE's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A query that is only a phone number as people write one: its digits are what to look for. */
const PHONE_SHAPED = /^[\d\s()+.\-/]*\d[\d\s()+.\-/]*$/;

/**
 * The text to look for: the digits of a phone-shaped query, else the query as typed. Control characters
 * go: no name or number holds one, and a NUL would end FTS5's query string early.
 */
export function searchNeedle(text: string): string {
  const trimmed = text.replace(/\p{Cc}/gu, '').trim();
  return PHONE_SHAPED.test(trimmed) ? digitsOf(trimmed) : trimmed;
}

/** An FTS5 string literal: the needle as one phrase, so its punctuation is not query syntax. */
const ftsPhrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/** The trigram index answers needles of three characters or more; shorter ones scan call_text. */
const TRIGRAM = 3;
/**
 * calls.id = (KEY_BASE - start_epoch) * SLOTS + n: rowid order is newest first, so every index streams a
 * page without sorting, and backfill (which arrives newest first) appends to the end of each B-tree,
 * which keeps its pages full. n separates up to SLOTS calls that started in the same second.
 */
const SLOTS = 4096;
const KEY_BASE = 2 ** 33; // seconds: the year 2242; (2^33 * 4096) stays below 2^53
/** The lowest id of a second. */
const firstIdOf = (epoch: number) => (KEY_BASE - epoch) * SLOTS;

function wrap(db: DatabaseSync, path: string): HistoryStore {
  const statements = new Map<string, StatementSync>();
  /** Prepared once per distinct SQL text (the filters make a handful of shapes). */
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  // The next free id in the call's second; null when all SLOTS are taken (the record is then skipped).
  const nextId = db.prepare(`
    SELECT CASE WHEN max(id) IS NULL THEN $first WHEN max(id) < $last THEN max(id) + 1 END AS id
    FROM calls WHERE id BETWEEN $first AND $last`);
  const insertCall = db.prepare(`
    INSERT INTO calls (id, uuid, start_epoch, direction, caller_name, caller_number, destination, missed,
      missed_signal, unseen, party_key, record)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (uuid) DO NOTHING RETURNING id`);
  const insertText = db.prepare('INSERT INTO call_text (id, search_text) VALUES (?, ?)');
  const insertIndexed = db.prepare('INSERT INTO calls_fts (rowid, search_text) VALUES (?, ?)');
  // The latest number and the latest non-empty name win; every call counts once.
  const upsertPerson = db.prepare(`
    INSERT INTO people (key, name, name_epoch, number, calls, last_epoch) VALUES (?, ?, ?, ?, 1, ?)
    ON CONFLICT (key) DO UPDATE SET
      calls = calls + 1,
      number = CASE WHEN excluded.last_epoch >= last_epoch THEN excluded.number ELSE number END,
      last_epoch = max(last_epoch, excluded.last_epoch),
      name = CASE WHEN excluded.name <> '' AND excluded.name_epoch >= name_epoch THEN excluded.name ELSE name END,
      name_epoch = CASE WHEN excluded.name <> '' AND excluded.name_epoch >= name_epoch
        THEN excluded.name_epoch ELSE name_epoch END`);
  const readMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const writeMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };

  /**
   * FROM and WHERE for the filters and the text, and the id column whose order is newest first. Text of three characters or more drives the query from the trigram index, shorter text from
   * call_text; both walk ids upwards (newest first), so a page stops as soon as it is full.
   */
  const selection = (query: Omit<StoredCallQuery, 'limit' | 'offset'>) => {
    const clauses: string[] = [];
    const values: SQLInputValue[] = [];
    const needle = searchNeedle(query.text);
    let from = 'calls c';
    let id = 'c.id';
    if (needle.length >= TRIGRAM) {
      from = 'calls_fts f JOIN calls c ON c.id = f.rowid';
      id = 'f.rowid';
      clauses.push('calls_fts MATCH ?');
      values.push(ftsPhrase(needle));
    } else if (needle !== '') {
      from = 'call_text t JOIN calls c ON c.id = t.id';
      id = 't.id';
      clauses.push("t.search_text LIKE ? ESCAPE '\\'");
      values.push(containing(needle));
    }
    if (query.missedOnly) clauses.push('c.missed = 1');
    if (query.direction !== null) {
      clauses.push('c.direction = ?');
      values.push(query.direction);
    }
    if (query.fromEpoch !== null) {
      clauses.push(`${id} < ?`);
      values.push(firstIdOf(query.fromEpoch - 1));
    }
    if (query.toEpoch !== null) {
      clauses.push(`${id} >= ?`);
      values.push(firstIdOf(query.toEpoch));
    }
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    return { sql: `FROM ${from} ${where}`, id, values };
  };

  return {
    path,
    add(records, options = {}) {
      return transaction(() => {
        const added: ApiRecord[] = [];
        for (const record of records) {
          const fields = indexedFields(record);
          // Without a start time a record cannot be placed in time: the server list still shows it.
          if (fields.startEpoch === null) continue;
          const first = firstIdOf(fields.startEpoch);
          const slot = nextId.get({ first, last: first + SLOTS - 1 }) as { id: number | null };
          if (slot.id === null) continue;
          const row = insertCall.get(
            slot.id,
            fields.uuid,
            fields.startEpoch,
            fields.direction,
            fields.callerName,
            fields.callerNumber,
            fields.destination,
            fields.missed,
            fields.missedSignal,
            options.markMissedUnseen && fields.missed === 1 && fields.direction === 'inbound' ? 1 : 0,
            fields.party?.key ?? null,
            JSON.stringify(record),
          ) as { id: number } | undefined;
          if (!row) continue; // stored before: duplicates are dropped by uuid
          insertText.run(row.id, fields.searchText);
          insertIndexed.run(row.id, fields.searchText);
          if (fields.party) {
            const { key, name, number } = fields.party;
            upsertPerson.run(key, name, fields.startEpoch, number, fields.startEpoch);
          }
          added.push(record);
        }
        return added;
      });
    },
    search(query) {
      const { sql, id, values } = selection(query);
      const rows = prepared(`SELECT c.record ${sql} ORDER BY ${id} LIMIT ? OFFSET ?`).all(
        ...values,
        query.limit,
        query.offset,
      ) as { record: string }[];
      return rows.map((row) => JSON.parse(row.record) as ApiRecord);
    },
    count(query) {
      const { sql, values } = selection(query);
      return (prepared(`SELECT count(*) AS n ${sql}`).get(...values) as { n: number }).n;
    },
    peopleMatching(text, limit) {
      const needle = searchNeedle(text);
      if (needle === '') return [];
      const digits = /^\d+$/.test(needle) ? needle : '';
      const rows = prepared(`
        SELECT name, number, calls, last_epoch AS lastEpoch FROM people
        WHERE name LIKE ? ESCAPE '\\' OR (? <> '' AND (key LIKE ? ESCAPE '\\' OR number LIKE ? ESCAPE '\\'))
        ORDER BY last_epoch DESC LIMIT ?`).all(
        containing(needle),
        digits,
        containing(digits),
        containing(digits),
        limit,
      );
      return rows as unknown as StoredPerson[];
    },
    unseenMissedCount: () =>
      (prepared('SELECT count(*) AS n FROM calls WHERE unseen = 1').get() as { n: number }).n,
    markMissedSeen() {
      prepared('UPDATE calls SET unseen = 0 WHERE unseen = 1').run();
    },
    missedAlertsAvailable() {
      const row = prepared(
        'SELECT EXISTS (SELECT 1 FROM calls) AS any, EXISTS (SELECT 1 FROM calls WHERE missed IS NOT NULL) AS known',
      ).get() as { any: number; known: number };
      return row.any === 0 ? null : row.known === 1;
    },
    pruneBefore(epoch) {
      transaction(() => {
        const before = firstIdOf(epoch - 1); // ids at or above this started before the epoch
        prepared('DELETE FROM calls_fts WHERE rowid IN (SELECT id FROM calls WHERE id >= ?)').run(before);
        prepared('DELETE FROM call_text WHERE id >= ?').run(before);
        prepared('DELETE FROM calls WHERE id >= ?').run(before);
        prepared('DELETE FROM people WHERE last_epoch < ?').run(epoch);
      });
    },
    readMeta<T>(key: string) {
      const row = readMeta.get(key) as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as T) : null;
    },
    writeMeta(key, value) {
      writeMeta.run(key, JSON.stringify(value));
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
