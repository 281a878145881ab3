// The local index of the company directories: their people with a number, each number keyed under the
// rule of every account the directory serves, so that the name resolver finds a caller's name in
// microseconds instead of asking a server on every call (a directory's numbers are free text, which no
// server filter matches reliably: contacts reference §5.1). One SQLite file for every directory, the
// person's alone. A read of a directory is written whole or not at all, on a connection of its own, so
// the names of the last good read are served until a new read has ended, and stay when it fails.
import { rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { CONTACT_LIMITS } from '../../preload/contract';
import { foldForSearch } from '../../preload/shared/call-filter';
import { defineNameWords } from '../contacts/name-words';
import { digitsOf } from '../history/record-fields';
import {
  nameInitials,
  numberEndings,
  type SuggestionQuery,
  suggestionQuery,
} from '../history/suggestion-match';
import { type NumberKeyRule, numberKey } from '../numbers/number-key';
import { createSerialQueue } from '../storage/serial-queue';
import { type FileFaults, type StoreFault, sqliteCode } from '../storage/sqlite-faults';
import {
  immediately,
  migrateSchema,
  openPrivateDatabase,
  SIDE_FILES,
  statementCache,
} from '../storage/sqlite-file';
import { startingWith } from '../storage/sqlite-text';
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
   * The numbers the text finds by the suggestions' rule (main/history/suggestion-match.ts) among the people
   * of the directories serving the account: those of up to `limit` people whose name or company has a word
   * starting with each word typed, or whose name has the initials typed, by name; or up to `limit` numbers
   * whose digits, or whose keys', hold the digits typed.
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

/** Where counting the terms a word starts stops: past it, a word drives no better (the contacts' rule). */
const COUNTED_TERMS = 2000;

function migrate(db: DatabaseSync, path: string, faults: FileFaults): void {
  // The suggestions' terms and number endings by the rules the reads write them with: migration 2 fills
  // them in for the entries read before it, and endingsOf() makes them again to remove them.
  defineNameWords(db);
  db.function('name_initials', { deterministic: true }, (name) => JSON.stringify(nameInitials(String(name))));
  db.function('number_endings', { deterministic: true }, (digits, keyDigits) =>
    JSON.stringify(numberEndings(String(digits ?? ''), String(keyDigits ?? ''))),
  );
  migrateSchema(db, DIRECTORY_MIGRATIONS, (detail) => faults.storeFault('newer', path, detail));
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

/**
 * The number endings (ending, entry_seq, position) of the entries whose seq is in `seqs` (SQL: '?' or a
 * SELECT), made again from their digits as the reads wrote them: what removes them, by the table's key.
 */
const endingsOf = (seqs: string) => `
  SELECT endings.value, n.entry_seq, n.position
  FROM directory_numbers n, json_each(number_endings(n.digits, n.key_digits)) endings
  WHERE n.entry_seq IN (${seqs})`;

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

    const heldSeq = (id: string) =>
      (
        statement('SELECT seq FROM directory_entries WHERE directory = ? AND entry_id = ?').get(
          directory,
          id,
        ) as { seq: number } | undefined
      )?.seq;
    const seqsIn = 'SELECT value FROM json_each(?)';
    /**
     * Removes the rows of these entries but their own, a few statements for a batch of them: their numbers'
     * endings (made again from the numbers, and found by the table's key), terms, numbers and keys.
     */
    const forget = (seqs: readonly number[]) => {
      if (seqs.length === 0) return;
      const list = JSON.stringify(seqs);
      statement(
        `DELETE FROM directory_number_endings WHERE (ending, entry_seq, position) IN (${endingsOf(seqsIn)})`,
      ).run(list);
      for (const table of ['directory_terms', 'directory_numbers', 'directory_keys'])
        statement(`DELETE FROM ${table} WHERE entry_seq IN (${seqsIn})`).run(list);
    };
    /**
     * What the suggestions find these entries by, made in SQL from their rows as written: their terms, and
     * their numbers' endings in the order of the key (the pages of the index filled in turn).
     */
    const writeSuggestionRows = (seqs: readonly number[]) => {
      const list = JSON.stringify(seqs);
      statement(
        `INSERT INTO directory_number_endings (ending, entry_seq, position)
        ${endingsOf(seqsIn)} ORDER BY 1, 2, 3`,
      ).run(list);
      statement(`
        INSERT OR IGNORE INTO directory_terms (kind, term, entry_seq)
        SELECT 'w', words.value, e.seq FROM directory_entries e, json_each(name_words(e.name_text)) words
        WHERE e.seq IN (${seqsIn})
        UNION ALL
        SELECT 'i', initials.value, e.seq FROM directory_entries e, json_each(name_initials(e.name)) initials
        WHERE e.seq IN (${seqsIn})`).run(list, list);
    };
    const sink: DirectorySink = {
      async startFull() {
        full = true;
        generation = last.generation + 1;
      },
      async put(entries) {
        // An entry given twice in a batch is written as last given.
        const batch = [...new Map(entries.map((entry) => [entry.id, entry])).values()].map((entry) => ({
          entry,
          kept: keptEntry(entry),
          held: heldSeq(entry.id),
        }));
        forget(batch.flatMap(({ held }) => held ?? []));
        const written: number[] = [];
        for (const { entry, kept, held } of batch) {
          if (kept.numbers.length === 0) {
            // No number left to find them by: nobody to name.
            if (held !== undefined) statement('DELETE FROM directory_entries WHERE seq = ?').run(held);
            continue;
          }
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
          // Each number's key under each account's rule: the people's keys, and whose digits a number's
          // are found by besides its own (key_digits).
          const keyed = kept.numbers.map(({ text }) =>
            accounts.map((account) => numberKey(text, account.rule)?.key),
          );
          kept.numbers.forEach(({ label, text }, position) => {
            const keyDigits = [...new Set(keyed[position]?.map((key) => digitsOf(key ?? '')))]
              .join(' ')
              .trim();
            statement(`
              INSERT INTO directory_numbers (entry_seq, position, label, text, digits, key_digits)
              VALUES (?, ?, ?, ?, ?, ?)`).run(seq, position, label, text, digitsOf(text), keyDigits);
          });
          accounts.forEach((account, at) => {
            const keys = new Set(keyed.map((keys) => keys[at]));
            for (const key of keys)
              if (key)
                statement('INSERT INTO directory_keys (account, key, entry_seq) VALUES (?, ?, ?)').run(
                  account.id,
                  key,
                  seq,
                );
          });
          written.push(seq);
        }
        writeSuggestionRows(written);
      },
      async remove(ids) {
        const held = ids.flatMap((id) => heldSeq(id) ?? []);
        forget(held);
        for (const seq of held) statement('DELETE FROM directory_entries WHERE seq = ?').run(seq);
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
        statement(
          `DELETE FROM directory_number_endings WHERE (ending, entry_seq, position) IN (${endingsOf(gone)})`,
        ).run(directory, generation);
        statement(`DELETE FROM directory_terms WHERE entry_seq IN (${gone})`).run(directory, generation);
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

  /** Whether a directory serving the account holds the entry of this seq. */
  const served = (seq: string) =>
    `EXISTS (SELECT 1 FROM directory_keys k WHERE k.entry_seq = ${seq} AND k.account = ?)`;

  /**
   * Up to `limit` served numbers whose digits or keys' hold the digits (those with an ending starting with
   * them), by name.
   */
  const holdingDigits = (digits: string, accountId: string, limit: number) =>
    prepared(`
      SELECT e.name, n.label, n.text AS number
      FROM (
        SELECT DISTINCT d.entry_seq, d.position FROM directory_number_endings d
        WHERE d.ending >= ? AND d.ending < ? AND ${served('d.entry_seq')} LIMIT ?) m
      CROSS JOIN directory_numbers n ON n.entry_seq = m.entry_seq AND n.position = m.position
      CROSS JOIN directory_entries e ON e.seq = m.entry_seq
      ORDER BY e.name COLLATE NOCASE, e.seq, n.position`).all(
      ...startingWith(digits),
      accountId,
      limit,
    ) as unknown as DirectorySuggestion[];

  /** How many terms of a word start with the word, up to COUNTED_TERMS: the rarest drives the search. */
  const wordsStarting = (word: string) =>
    (
      prepared(`
        SELECT count(*) AS terms FROM (
          SELECT 1 FROM directory_terms WHERE kind = 'w' AND term >= ? AND term < ? LIMIT ?)`).get(
        ...startingWith(word),
        COUNTED_TERMS,
      ) as { terms: number }
    ).terms;

  /**
   * The numbers of up to `limit` served people whose name or company has a word starting with each word
   * typed (the rarest drives, each other is a look-up of the person's terms), or whose name has the
   * initials typed; by name, each person's numbers in the directory's order.
   */
  const named = (query: Extract<SuggestionQuery, { kind: 'words' }>, accountId: string, limit: number) => {
    const [driving, ...others] =
      query.words.length > 1
        ? query.words
            .map((word) => ({ word, terms: wordsStarting(word) }))
            .sort((a, b) => a.terms - b.terms)
            .map(({ word }) => word)
        : query.words;
    const hasWord = `EXISTS (SELECT 1 FROM directory_terms o WHERE o.entry_seq = d.entry_seq AND o.kind = 'w'
      AND o.term >= ? AND o.term < ?)`;
    const words = `SELECT DISTINCT d.entry_seq AS seq FROM directory_terms d
      WHERE d.kind = 'w' AND d.term >= ? AND d.term < ? ${others.map(() => `AND ${hasWord}`).join(' ')}
      AND ${served('d.entry_seq')} LIMIT ?`;
    const initials = `SELECT d.entry_seq AS seq FROM directory_terms d
      WHERE d.kind = 'i' AND d.term = ? AND ${served('d.entry_seq')} LIMIT ?`;
    const found =
      query.initials === null ? words : `SELECT seq FROM (${words}) UNION SELECT seq FROM (${initials})`;
    return prepared(`
      SELECT e.name, n.label, n.text AS number
      FROM (${found}) m CROSS JOIN directory_entries e ON e.seq = m.seq
      CROSS JOIN directory_numbers n ON n.entry_seq = m.seq
      ORDER BY e.name COLLATE NOCASE, e.seq, n.position LIMIT ?`).all(
      ...startingWith(driving ?? ''),
      ...others.flatMap(startingWith),
      accountId,
      limit,
      ...(query.initials === null ? [] : [query.initials, accountId, limit]),
      limit,
    ) as unknown as DirectorySuggestion[];
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
      const query = suggestionQuery(text);
      if (query === null) return [];
      return query.kind === 'digits'
        ? holdingDigits(query.digits, accountId, limit)
        : named(query, accountId, limit);
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
        prepared(
          `DELETE FROM directory_number_endings WHERE (ending, entry_seq, position) IN (${endingsOf(of)})`,
        ).run(directory);
        prepared(`DELETE FROM directory_terms WHERE entry_seq IN (${of})`).run(directory);
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
