// The local index of the company directories: their people with a number, each number keyed under the
// rule of every account the directory serves, so that the name resolver finds a caller's name in
// microseconds instead of asking a server on every call (a directory's numbers are free text, which no
// server filter matches reliably: contacts reference §5.1). One SQLite file for every directory, the
// person's alone. A read of a directory is written whole or not at all, on a connection of its own, so
// the names of the last good read are served until a new read has ended, and stay when it fails.
import { rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { CONTACT_LIMITS } from '../../preload/contract';
import { foldForSearch, searchTerms } from '../../preload/shared/call-filter';
import { digitsOf } from '../history/record-fields';
import { type NumberKeyRule, numberKey } from '../numbers/number-key';
import { createSerialQueue } from '../storage/serial-queue';
import { type FileFaults, type StoreFault, sqliteCode } from '../storage/sqlite-faults';
import { immediately, openPrivateDatabase, SIDE_FILES, statementCache } from '../storage/sqlite-file';
import { atWordStart, containing } from '../storage/sqlite-text';
import { cutAt, safeLine } from '../text/line-text';
import { DIRECTORY_MIGRATIONS } from './directory-schema';
import type { DirectoryEntry, DirectoryNumberLabel, DirectorySink } from './directory-source';

export const DIRECTORY_INDEX_FILE = 'directories.sqlite';

/** An account a directory serves, and the rule its numbers are keyed by. */
export interface ServedAccount {
  id: string;
  rule: NumberKeyRule;
}

/** The last good read of a directory. */
export interface LastRead {
  /** The reader's cursor for a read of changes; null before the first read. */
  cursor: string | null;
  readMs: number | null;
  fullReadMs: number | null;
}

/** A number of a directory's person, as the dial pad suggests it. */
export interface DirectorySuggestion {
  name: string;
  label: DirectoryNumberLabel;
  /** As the directory writes it: what a click calls. */
  number: string;
}

/** How many of a directory's people (and their numbers) the index holds. */
export interface HeldPeople {
  people: number;
  numbers: number;
}

/** A name the index holds for a number key on an account, and the directory it came from. */
export interface DirectoryName {
  name: string;
  directory: string;
}

export interface DirectoryIndex {
  /** Why the file was started afresh as it opened (damaged, or a newer Dialdesk's), or null. */
  readonly startedAfresh: StoreFault | null;
  lastRead(directory: string): LastRead;
  /**
   * Runs one read of the directory into the index (`run` reads with the sink, from the cursor of the last
   * good read, and answers the next cursor), in one transaction on a connection of its own: its people
   * are keyed for each of `accounts`. Reads run one at a time. `nowMs`: when the read ends, as kept.
   */
  read(
    directory: string,
    accounts: readonly ServedAccount[],
    run: (sink: DirectorySink, since: string | null) => Promise<string>,
    nowMs: () => number,
  ): Promise<HeldPeople>;
  /** The name of each of these keys a directory serving the account holds (the first read wins). */
  namesFor(keys: readonly string[], accountId: string): Map<string, DirectoryName>;
  /**
   * The numbers of people of the directories serving the account whose name or company has a word
   * starting with each word of the text, or whose digits hold the text's digits: the dial pad's
   * suggestions, by name.
   */
  suggest(text: string, accountId: string, limit: number): DirectorySuggestion[];
  held(directory: string): HeldPeople;
  /** Forgets the directory and everything read from it. */
  remove(directory: string): void;
  close(): void;
}

export interface DirectoryIndexOptions {
  path: string;
  faults: FileFaults;
}

/** A company, department or title is kept to the length of a contact's company. */
const LINE_LIMIT = CONTACT_LIMITS.company;

/** The entry as the index keeps it: safe one-line text cut at the limits, numbers of at most 64 characters. */
function keptEntry(entry: DirectoryEntry) {
  const line = (text: string) => cutAt(safeLine(text), LINE_LIMIT).trim();
  const numbers = entry.numbers
    .map(({ label, text }) => ({ label, text: safeLine(text) }))
    .filter(({ text }) => text !== '' && text.length <= CONTACT_LIMITS.number && /\d/.test(text))
    .slice(0, CONTACT_LIMITS.numbers);
  const company = line(entry.company);
  const name = cutAt(safeLine(entry.name), CONTACT_LIMITS.name).trim() || company || (numbers[0]?.text ?? '');
  return { name, company, department: line(entry.department), title: line(entry.title), numbers };
}

function migrate(db: DatabaseSync, path: string, faults: FileFaults): void {
  immediately(db, () => {
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    if (version > DIRECTORY_MIGRATIONS.length)
      throw faults.storeFault(
        'newer',
        path,
        `schema ${version}, this Dialdesk knows ${DIRECTORY_MIGRATIONS.length}`,
      );
    for (let next = version; next < DIRECTORY_MIGRATIONS.length; next++)
      db.exec(DIRECTORY_MIGRATIONS[next] ?? '');
    if (version < DIRECTORY_MIGRATIONS.length)
      db.exec(`PRAGMA user_version = ${DIRECTORY_MIGRATIONS.length}`);
  });
}

const open = (path: string, faults: FileFaults) =>
  openPrivateDatabase(path, undefined, (db) => {
    // NORMAL: everything here can be read again from the directories.
    db.exec('PRAGMA synchronous = NORMAL');
    migrate(db, path, faults);
    // Reads a page of each table: a file that is not a database, or a damaged one, fails here.
    for (const table of ['directory_reads', 'directory_entries', 'directory_numbers', 'directory_keys'])
      db.exec(`SELECT count(*) FROM (SELECT 1 FROM ${table} LIMIT 1)`);
  });

/**
 * The index's file, opened; one that is damaged or a newer Dialdesk's is started afresh (its directories
 * are read again), and what happened to it is answered to be said. Other failures are thrown in words.
 */
function openAfresh(
  path: string,
  faults: FileFaults,
): { db: DatabaseSync; startedAfresh: StoreFault | null } {
  try {
    return { db: open(path, faults), startedAfresh: null };
  } catch (error) {
    const fault = faults.toStoreFault(error, path);
    if (fault.kind !== 'damaged' && fault.kind !== 'newer') throw fault;
    for (const file of [path, ...SIDE_FILES.map((side) => path + side)]) rmSync(file, { force: true });
    try {
      return { db: open(path, faults), startedAfresh: fault };
    } catch (again) {
      throw faults.toStoreFault(again, path);
    }
  }
}

export function openDirectoryIndex(options: DirectoryIndexOptions): DirectoryIndex {
  const { path, faults } = options;
  const { db, startedAfresh } = openAfresh(path, faults);
  const prepared = statementCache(db);
  const oneAtATime = createSerialQueue();

  /** Writes one read on its own connection: the statements of the sink, bound to its transaction. */
  const writeRead = async (
    directory: string,
    accounts: readonly ServedAccount[],
    run: (sink: DirectorySink, since: string | null) => Promise<string>,
    nowMs: () => number,
  ): Promise<HeldPeople> => {
    const writer = (() => {
      try {
        return open(path, faults);
      } catch (error) {
        throw faults.toStoreFault(error, path);
      }
    })();
    const statement = statementCache(writer);
    const last = (statement('SELECT cursor, generation FROM directory_reads WHERE directory = ?').get(
      directory,
    ) ?? { cursor: null, generation: 0 }) as { cursor: string | null; generation: number };
    let generation = last.generation;
    let full = false;

    const forget = (seq: number) => {
      statement('DELETE FROM directory_numbers WHERE entry_seq = ?').run(seq);
      statement('DELETE FROM directory_keys WHERE entry_seq = ?').run(seq);
    };
    const sink: DirectorySink = {
      async startFull() {
        full = true;
        generation = last.generation + 1;
      },
      async put(entries) {
        for (const entry of entries) {
          const kept = keptEntry(entry);
          const held = statement(
            'SELECT seq FROM directory_entries WHERE directory = ? AND entry_id = ?',
          ).get(directory, entry.id) as { seq: number } | undefined;
          if (kept.numbers.length === 0) {
            // No number left to find them by: nobody to name.
            if (held) {
              forget(held.seq);
              statement('DELETE FROM directory_entries WHERE seq = ?').run(held.seq);
            }
            continue;
          }
          if (held) forget(held.seq);
          const { seq } = statement(`
            INSERT INTO directory_entries (directory, entry_id, version, name, company, department, title,
              name_text, generation)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (directory, entry_id) DO UPDATE SET version = excluded.version, name = excluded.name,
              company = excluded.company, department = excluded.department, title = excluded.title,
              name_text = excluded.name_text, generation = excluded.generation
            RETURNING seq`).get(
            directory,
            entry.id,
            entry.version,
            kept.name,
            kept.company,
            kept.department,
            kept.title,
            ` ${foldForSearch(`${kept.name} ${kept.company}`)}`,
            generation,
          ) as { seq: number };
          kept.numbers.forEach(({ label, text }, position) => {
            statement(
              'INSERT INTO directory_numbers (entry_seq, position, label, text, digits) VALUES (?, ?, ?, ?, ?)',
            ).run(seq, position, label, text, digitsOf(text));
          });
          for (const account of accounts) {
            const keys = new Set(kept.numbers.map(({ text }) => numberKey(text, account.rule)?.key));
            for (const key of keys)
              if (key)
                statement('INSERT INTO directory_keys (account, key, entry_seq) VALUES (?, ?, ?)').run(
                  account.id,
                  key,
                  seq,
                );
          }
        }
      },
      async remove(ids) {
        for (const id of ids) {
          const held = statement(
            'SELECT seq FROM directory_entries WHERE directory = ? AND entry_id = ?',
          ).get(directory, id) as { seq: number } | undefined;
          if (!held) continue;
          forget(held.seq);
          statement('DELETE FROM directory_entries WHERE seq = ?').run(held.seq);
        }
      },
      async versions() {
        const rows = statement(
          'SELECT entry_id, version FROM directory_entries WHERE directory = ? AND version IS NOT NULL',
        ).all(directory) as { entry_id: string; version: string }[];
        return new Map(rows.map((row) => [row.entry_id, row.version]));
      },
    };

    writer.exec('BEGIN IMMEDIATE');
    try {
      const cursor = await run(sink, last.cursor);
      if (full) {
        // Not read again in a full read: gone from the directory.
        const gone = `SELECT seq FROM directory_entries WHERE directory = ? AND generation < ?`;
        statement(`DELETE FROM directory_numbers WHERE entry_seq IN (${gone})`).run(directory, generation);
        statement(`DELETE FROM directory_keys WHERE entry_seq IN (${gone})`).run(directory, generation);
        statement('DELETE FROM directory_entries WHERE directory = ? AND generation < ?').run(
          directory,
          generation,
        );
      }
      const now = nowMs();
      statement(`
        INSERT INTO directory_reads (directory, cursor, read_ms, full_read_ms, generation) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (directory) DO UPDATE SET cursor = excluded.cursor, read_ms = excluded.read_ms,
          full_read_ms = coalesce(excluded.full_read_ms, full_read_ms), generation = excluded.generation`).run(
        directory,
        cursor,
        now,
        full ? now : null,
        generation,
      );
      writer.exec('COMMIT');
    } catch (error) {
      if (writer.isTransaction) writer.exec('ROLLBACK');
      // A reader's own error says what the directory did; SQLite's is said as the index's.
      throw sqliteCode(error) === null ? error : faults.toStoreFault(error, path);
    } finally {
      writer.close();
    }
    return index.held(directory);
  };

  const index: DirectoryIndex = {
    startedAfresh,
    lastRead(directory) {
      const row = prepared(
        'SELECT cursor, read_ms, full_read_ms FROM directory_reads WHERE directory = ?',
      ).get(directory) as
        | { cursor: string | null; read_ms: number | null; full_read_ms: number | null }
        | undefined;
      return {
        cursor: row?.cursor ?? null,
        readMs: row?.read_ms ?? null,
        fullReadMs: row?.full_read_ms ?? null,
      };
    },
    read: (directory, accounts, run, nowMs) => oneAtATime(() => writeRead(directory, accounts, run, nowMs)),
    namesFor(keys, accountId) {
      const names = new Map<string, DirectoryName>();
      if (keys.length === 0) return names;
      const rows = prepared(`
        SELECT k.key, e.name, e.directory FROM directory_keys k JOIN directory_entries e ON e.seq = k.entry_seq
        WHERE k.account = ? AND k.key IN (SELECT value FROM json_each(?)) ORDER BY e.seq DESC`).all(
        accountId,
        JSON.stringify(keys),
      ) as { key: string; name: string; directory: string }[];
      for (const { key, name, directory } of rows) names.set(key, { name, directory });
      return names;
    },
    suggest(text, accountId, limit) {
      const terms = searchTerms(text);
      if (terms.length === 0) return [];
      const digits = terms.length === 1 && /^\d+$/.test(terms[0] ?? '') ? (terms[0] ?? '') : null;
      const served = 'EXISTS (SELECT 1 FROM directory_keys k WHERE k.entry_seq = e.seq AND k.account = ?)';
      const byName = terms.map(() => "e.name_text LIKE ? ESCAPE '\\'");
      const where =
        digits === null ? byName.join(' AND ') : `(${byName.join(' AND ')}) OR n.digits LIKE ? ESCAPE '\\'`;
      return prepared(`
        SELECT e.name, n.label, n.text AS number FROM directory_entries e
        JOIN directory_numbers n ON n.entry_seq = e.seq
        WHERE (${where}) AND ${served} ORDER BY e.name COLLATE NOCASE, e.seq, n.position LIMIT ?`).all(
        ...terms.map(atWordStart),
        ...(digits === null ? [] : [containing(digits)]),
        accountId,
        limit,
      ) as unknown as DirectorySuggestion[];
    },
    held(directory) {
      return prepared(`
        SELECT count(DISTINCT e.seq) AS people, count(n.entry_seq) AS numbers
        FROM directory_entries e LEFT JOIN directory_numbers n ON n.entry_seq = e.seq
        WHERE e.directory = ?`).get(directory) as unknown as HeldPeople;
    },
    remove(directory) {
      immediately(db, () => {
        const of = 'SELECT seq FROM directory_entries WHERE directory = ?';
        prepared(`DELETE FROM directory_numbers WHERE entry_seq IN (${of})`).run(directory);
        prepared(`DELETE FROM directory_keys WHERE entry_seq IN (${of})`).run(directory);
        prepared('DELETE FROM directory_entries WHERE directory = ?').run(directory);
        prepared('DELETE FROM directory_reads WHERE directory = ?').run(directory);
      });
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
  return index;
}
