// The person's contacts on disk: one SQLite file for the person (not per account), in WAL mode on one
// connection with prepared statements, every write one transaction that takes the lock up front
// (main/storage/sqlite-file.ts). Rows in, rows out: what a number means to the account in use (usable,
// shown) is the service's business; here an account is only the id a number's key is filed under.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { NumberLabel } from '../../preload/contract';
import { foldForSearch, searchTerms } from '../../preload/shared/call-filter';
import { digitsOf } from '../history/record-fields';
import {
  matchOf,
  nameInitials,
  numberDigits,
  readName,
  type SuggestionQuery,
  suggestionQuery,
} from '../history/suggestion-match';
import type { FileFaults } from '../storage/sqlite-faults';
import { immediately, migrateSchema, openPrivateDatabase, statementCache } from '../storage/sqlite-file';
import { containing, ftsPhrase, isIndexable, startingWith } from '../storage/sqlite-text';
import { defineNameWords, nameWords } from './name-words';
import { MIGRATIONS } from './schema';

export interface StoredNumber {
  id: string;
  label: NumberLabel;
  /** As the person typed it. */
  typed: string;
  /** The number key under the saving account's rule; null when the text holds no number. */
  key: string | null;
  /** The account an extension was saved under (its id and name then); null for every account. */
  keyAccount: { id: string; name: string } | null;
  /** Its place among the favourites (lower first); null when not starred. */
  favouritePosition: number | null;
}

export interface StoredContact {
  id: string;
  name: string;
  company: string;
  note: string;
  createdMs: number;
  updatedMs: number;
  /** In the person's order. */
  numbers: StoredNumber[];
}

/** A starred number usable on an account, with its contact's name. */
export interface StoredFavourite {
  numberId: string;
  contactId: string;
  name: string;
  label: NumberLabel;
  number: string;
  position: number;
}

/** A contact of an import's files recorded against the contact it was imported into (or settled with). */
export interface StoredImportSource {
  /** What the files know it by (import-plan.ts). */
  sourceKey: string;
  contactId: string;
  /** The hash of its content as the files gave it then. */
  importedHash: string;
}

/** A number of a contact as the dial pad suggests it: each number its own suggestion. */
export interface ContactSuggestion {
  contactId: string;
  name: string;
  label: NumberLabel;
  /** As typed: what a click calls. */
  number: string;
  /** Its place among the favourites (lower first), on a starred number only. */
  favourite?: number;
}

export interface ContactsStore {
  readonly path: string;
  /** Runs the work as one transaction holding the write lock: all of it is written, or none. */
  write<T>(work: () => T): T;
  /** Contacts whose name, company, note or number holds every word of the text ('' for all), by name. */
  matching(text: string): StoredContact[];
  contact(id: string): StoredContact | null;
  /** Writes the contact as given, in place of the one with its id: its numbers are exactly these. */
  put(contact: StoredContact): void;
  /** Writes each contact (each id once) as put does: an import's thousands at once. */
  putAll(contacts: readonly StoredContact[]): void;
  /** Deletes the contact, its numbers and where it was imported from. */
  remove(id: string): void;
  /** Where each imported contact came from. */
  importSources(): StoredImportSource[];
  /** Records each source against its contact, in place of what that key was recorded with before. */
  recordImportSources(sources: readonly StoredImportSource[]): void;
  /** The id of the contact holding the number with this id, or null. */
  contactOfNumber(numberId: string): string | null;
  setFavouritePosition(numberId: string, position: number | null): void;
  /** A position after every favourite's. */
  nextFavouritePosition(): number;
  /** The starred numbers usable on the account, in the person's order. */
  favourites(accountId: string): StoredFavourite[];
  namesFor(keys: readonly string[], accountId: string): Map<string, { name: string; contactId: string }>;
  keysMatching(text: string, accountId: string, limit: number): string[];
  /**
   * The usable numbers the text finds by the suggestions' rule (main/history/suggestion-match.ts): the
   * starred ones first, in the person's order, then those of up to `limit` other contacts by name, each
   * number once; at most `limit` in all.
   */
  suggest(text: string, accountId: string, limit: number): ContactSuggestion[];
  /** Whether the file holds no contact (nothing to back up). */
  isEmpty(): boolean;
  /** Writes a copy of the whole file, committed changes only, into the empty file at path (VACUUM INTO). */
  copyTo(path: string): void;
  close(): void;
}

export interface OpenOptions {
  /** What the file's failures say (the contacts' words). */
  faults: FileFaults;
  /** The most pages the file may hold (PRAGMA max_page_count): the tests' full disk. */
  maxPages?: number;
}

/** Brings the file to the current schema (migrateSchema), with the functions its migrations call. */
function migrate(db: DatabaseSync, path: string, faults: FileFaults): void {
  defineNameWords(db);
  // The suggestions' initials and numbers' digits, by the rule putAll() writes them with: migration 4
  // fills them in.
  db.function('name_initials', { deterministic: true }, (name) => JSON.stringify(nameInitials(String(name))));
  db.function('number_digits', { deterministic: true }, (typed, key) =>
    numberDigits(String(typed ?? ''), key === null ? null : String(key)),
  );
  migrateSchema(db, MIGRATIONS, (detail) => faults.storeFault('newer', path, detail));
}

/** Opens (or creates) the file; throws what SQLite or the file system said (the service puts it in words). */
export function openContactsStore(path: string, options: OpenOptions): ContactsStore {
  const db = openPrivateDatabase(path, options.maxPages, (opened) => {
    // FULL, not NORMAL: a contact cannot be fetched again, so a commit must survive a power cut too.
    opened.exec('PRAGMA synchronous = FULL');
    migrate(opened, path, options.faults);
    // Reads a page of each table: a file that is not a database, or a damaged one, fails here.
    for (const table of ['contacts', 'contact_numbers', 'contact_words', 'contact_sources'])
      opened.exec(`SELECT count(*) FROM (SELECT 1 FROM ${table} LIMIT 1)`);
  });
  return wrap(db, path);
}

interface NumberRow {
  id: string;
  contact_seq: number;
  label: NumberLabel;
  typed: string;
  key: string | null;
  key_account: string | null;
  key_account_name: string | null;
  favourite_position: number | null;
}

interface ContactRow {
  seq: number;
  id: string;
  name: string;
  company: string;
  note: string;
  created_ms: number;
  updated_ms: number;
}

const storedNumber = (row: NumberRow): StoredNumber => ({
  id: row.id,
  label: row.label,
  typed: row.typed,
  key: row.key,
  keyAccount: row.key_account === null ? null : { id: row.key_account, name: row.key_account_name ?? '' },
  favouritePosition: row.favourite_position,
});

/** A number that serves this account: every number but an extension saved under another. */
const USABLE = '(n.key_account IS NULL OR n.key_account = ?)';

/**
 * Where wordsStarting stops counting: a start of more words is common (2,000 of the 190,000 words of
 * 50,000 contacts), and two common starts share enough contacts that either drives well. Counting a word
 * costs a tenth of looking up a contact's words: counting further would cost more than it saves.
 */
const COUNTED_WORDS = 2000;

/** Whether the contact of this seq has a word starting with the next short search word (its bounds). */
const hasWordStarting = (seq: string) =>
  `EXISTS (SELECT 1 FROM contact_words w WHERE w.contact_seq = ${seq} AND w.word >= ? AND w.word < ?)`;

/**
 * The contacts whose name or company holds every search word (at least one): FROM, WHERE and the column
 * of their seq, a contact once for each of its words in the driving range (DISTINCT it). A word of three
 * characters or more is found anywhere in them, through the trigram index (`anywhere`, History's search);
 * a shorter one, or every one for the dial pad's suggestions, at the start of a word (name-words.ts), by a
 * range of contact_words. The trigram words drive, else the word fewest words start with (wordsStarting);
 * each other is a look-up of the contact's words. Rows come in the driving index's order, so a LIMIT
 * stops early.
 */
function namedContacts(
  terms: readonly string[],
  wordsStarting: (term: string) => number,
  anywhere = true,
): { from: string; where: string; seq: string; values: SQLInputValue[] } {
  const indexed = anywhere ? terms.filter(isIndexable) : [];
  const short = anywhere ? terms.filter((term) => !isIndexable(term)) : [...terms];
  if (indexed.length > 0)
    return {
      from: 'contacts_fts f',
      seq: 'f.rowid',
      where: ['contacts_fts MATCH ?', ...short.map(() => hasWordStarting('f.rowid'))].join(' AND '),
      values: [indexed.map(ftsPhrase).join(' AND '), ...short.flatMap(startingWith)],
    };
  // Driven by a common start ('a': 13,000 words among 50,000 contacts), a text whose other word is rare
  // ('a q') looks up the words of every one of those contacts: 16 ms, where the rare word drives in 0.5.
  const driving =
    short.length > 1
      ? short
          .map((term) => ({ term, words: wordsStarting(term) }))
          .sort((a, b) => a.words - b.words)
          .map(({ term }) => term)
      : short;
  const [, ...others] = driving;
  return {
    from: 'contact_words d',
    seq: 'd.contact_seq',
    where: ['d.word >= ? AND d.word < ?', ...others.map(() => hasWordStarting('d.contact_seq'))].join(
      ' AND ',
    ),
    values: driving.flatMap(startingWith),
  };
}

/**
 * A number's row in the digits' trigram index is its contact's seq times this, plus its position: a
 * contact holds at most CONTACT_LIMITS.numbers (50) numbers.
 */
const NUMBER_ROWS = 64;

/** Rows one INSERT writes: a fiftieth of the calls; 500 of SQLite's 32,766 parameters for numbers. */
const ROWS_AT_ONCE = 50;

function wrap(db: DatabaseSync, path: string): ContactsStore {
  const prepared = statementCache(db);

  /** The contacts of these rows with their numbers, in the rows' order: one query for all the numbers. */
  const withNumbers = (rows: readonly ContactRow[]): StoredContact[] => {
    const numbers = new Map<number, StoredNumber[]>();
    const numberRows = prepared(
      `SELECT * FROM contact_numbers WHERE contact_seq IN (SELECT value FROM json_each(?))
      ORDER BY contact_seq, position`,
    ).all(JSON.stringify(rows.map((row) => row.seq))) as unknown as NumberRow[];
    for (const row of numberRows) {
      const list = numbers.get(row.contact_seq) ?? [];
      list.push(storedNumber(row));
      numbers.set(row.contact_seq, list);
    }
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      note: row.note,
      createdMs: row.created_ms,
      updatedMs: row.updated_ms,
      numbers: numbers.get(row.seq) ?? [],
    }));
  };

  /** How many words start with the term, up to COUNTED_WORDS: which of a text's short words is rarest. */
  const wordsStarting = (term: string) =>
    (
      prepared(
        'SELECT count(*) AS words FROM (SELECT 1 FROM contact_words WHERE word >= ? AND word < ? LIMIT ?)',
      ).get(...startingWith(term), COUNTED_WORDS) as { words: number }
    ).words;

  const seqOf = (id: string) =>
    (prepared('SELECT seq FROM contacts WHERE id = ?').get(id) as { seq: number } | undefined)?.seq ?? null;

  /** The rows in the digits' trigram index of the numbers of the contacts of these seqs (see schema.ts). */
  const removeNumberDigits = (seqs: readonly number[]) => {
    if (seqs.length === 0) return;
    prepared(`
      DELETE FROM contact_numbers_fts WHERE rowid IN (
        SELECT contact_seq * ${NUMBER_ROWS} + position FROM contact_numbers
        WHERE contact_seq IN (SELECT value FROM json_each(?)))`).run(JSON.stringify(seqs));
  };

  /**
   * The contact's rows but its name's in the trigram index and its numbers' endings (see putAll); where it
   * was imported from stays (put writes the same contact again).
   */
  const removeRows = (seq: number) => {
    prepared('DELETE FROM contact_words WHERE contact_seq = ?').run(seq);
    prepared('DELETE FROM contact_initials WHERE contact_seq = ?').run(seq);
    prepared('DELETE FROM contact_numbers WHERE contact_seq = ?').run(seq);
    prepared('DELETE FROM contacts WHERE seq = ?').run(seq);
  };

  /**
   * Runs the statement `sql` makes of a VALUES list for `rows`, ROWS_AT_ONCE to a statement: each call
   * costs about what a row does, and an import writes 30,000 numbers.
   */
  const writeRows = (sql: (values: string) => string, rows: readonly SQLInputValue[][]) => {
    const width = rows[0]?.length ?? 0;
    const values = (count: number) =>
      Array(count)
        .fill(`(${Array(width).fill('?').join(', ')})`)
        .join(', ');
    const whole = rows.length - (rows.length % ROWS_AT_ONCE);
    for (let at = 0; at < whole; at += ROWS_AT_ONCE)
      prepared(sql(values(ROWS_AT_ONCE))).run(...rows.slice(at, at + ROWS_AT_ONCE).flat());
    for (const row of rows.slice(whole)) prepared(sql(values(1))).run(...row);
  };
  /** Inserts `rows` into `into` ('table (a, b)'), as writeRows does. */
  const insertRows = (into: string, rows: readonly SQLInputValue[][]) =>
    writeRows((values) => `INSERT INTO ${into} VALUES ${values}`, rows);

  /** The rows of a write, each table's inserted together (putAll). */
  interface Rows {
    contacts: SQLInputValue[][];
    words: SQLInputValue[][];
    initials: SQLInputValue[][];
    numbers: SQLInputValue[][];
  }

  /** The seq of each of these ids already stored, in one query: an import writes 10,000 contacts. */
  const storedSeqs = (ids: readonly string[]) =>
    new Map(
      (
        prepared('SELECT id, seq FROM contacts WHERE id IN (SELECT value FROM json_each(?))').all(
          JSON.stringify(ids),
        ) as { id: string; seq: number }[]
      ).map(({ id, seq }) => [id, seq]),
    );

  /** The contact's rows, under its seq, into `rows`; answers what its name's row in the trigram index needs. */
  const rowsOf = (contact: StoredContact, seq: number, rows: Rows) => {
    const typed = contact.numbers.map((number) => number.typed);
    const nameText = foldForSearch(`${contact.name} ${contact.company}`);
    const searchText = foldForSearch(
      [contact.name, contact.company, contact.note, ...typed, ...typed.map(digitsOf)].join(' '),
    );
    rows.contacts.push([
      seq,
      contact.id,
      contact.name,
      contact.company,
      contact.note,
      contact.createdMs,
      contact.updatedMs,
      nameText,
      searchText,
    ]);
    for (const word of nameWords(nameText)) rows.words.push([word, seq]);
    for (const initials of nameInitials(contact.name)) rows.initials.push([initials, seq]);
    contact.numbers.forEach((number, position) => {
      rows.numbers.push([
        number.id,
        seq,
        position,
        number.label,
        number.typed,
        digitsOf(number.typed),
        number.key,
        number.keyAccount?.id ?? null,
        number.keyAccount?.name ?? null,
        number.favouritePosition,
      ]);
    });
    return nameText;
  };

  /**
   * Each contact's rows replace those of the contact stored with its id, under the same seq; a new one
   * takes the seq after the highest, as SQLite would give it. The stored seqs are looked up in one query
   * and every table's rows inserted together, ROWS_AT_ONCE to a statement: an import of 10,000 contacts
   * ran 30,000 statements for their seqs and own rows, where it now runs about 200.
   */
  const putAll = (contacts: readonly StoredContact[]) => {
    const stored = storedSeqs(contacts.map((contact) => contact.id));
    // Read before the replaced rows go: a new contact never takes the seq of one being replaced.
    let next =
      (prepared('SELECT coalesce(max(seq), 0) AS top FROM contacts').get() as { top: number }).top + 1;
    removeNumberDigits([...stored.values()]);
    for (const seq of stored.values()) removeRows(seq);
    const rows: Rows = { contacts: [], words: [], initials: [], numbers: [] };
    const written = contacts.map((contact) => {
      const seq = stored.get(contact.id) ?? next++;
      return { seq, nameText: rowsOf(contact, seq, rows), replaced: stored.has(contact.id) };
    });
    insertRows(
      'contacts (seq, id, name, company, note, created_ms, updated_ms, name_text, search_text)',
      rows.contacts,
    );
    insertRows('contact_words (word, contact_seq)', rows.words);
    insertRows('contact_initials (initials, contact_seq)', rows.initials);
    insertRows(
      `contact_numbers (id, contact_seq, position, label, typed, digits, key, key_account, key_account_name,
        favourite_position)`,
      rows.numbers,
    );
    // The trigram indexes last, all together: FTS5 writes out the index data it holds in memory before any
    // statement on another table that follows one of its own. Interleaved, 10,000 contacts' rows took
    // four times as long (800 ms against 200, measured).
    for (const { seq, replaced } of written)
      if (replaced) prepared('DELETE FROM contacts_fts WHERE rowid = ?').run(seq);
    for (const { seq, nameText } of written)
      prepared('INSERT INTO contacts_fts (rowid, name_text) VALUES (?, ?)').run(seq, nameText);
    insertRows(
      'contact_numbers_fts (rowid, digits)',
      contacts.flatMap((contact, index) =>
        contact.numbers.map((number, position) => [
          (written[index]?.seq ?? 0) * NUMBER_ROWS + position,
          numberDigits(number.typed, number.key),
        ]),
      ),
    );
  };

  /**
   * The starred numbers usable on the account that the text finds, in the person's order: few enough to
   * be read whole and matched by the rule itself, company and key included.
   */
  const starredMatching = (query: SuggestionQuery, accountId: string): ContactSuggestion[] => {
    const rows = prepared(`
      SELECT c.id AS contactId, c.name, c.company, n.label, n.typed AS number, n.key,
        n.favourite_position AS favourite
      FROM contact_numbers n JOIN contacts c ON c.seq = n.contact_seq
      WHERE n.favourite_position IS NOT NULL AND ${USABLE}
      ORDER BY n.favourite_position, n.id`).all(accountId) as unknown as (Required<ContactSuggestion> & {
      company: string;
      key: string | null;
    })[];
    const matches = (row: (typeof rows)[number]) =>
      matchOf(query, {
        name: readName(row.name),
        company: foldForSearch(row.company),
        digits: numberDigits(row.number, row.key),
      });
    return rows
      .filter((row) => matches(row) !== null)
      .map(({ contactId, name, label, number, favourite }) => ({
        contactId,
        name,
        label,
        number,
        favourite,
      }));
  };

  /**
   * The usable numbers whose digits, or whose key's, hold the digits typed (three or more), through their
   * trigram index: up to the limit however many numbers hold them ('555'); by name, as the names are.
   */
  const holdingDigits = (digits: string, accountId: string, limit: number) =>
    prepared(`
      SELECT c.id AS contactId, c.name, n.label, n.typed AS number
      FROM (
        SELECT n.contact_seq, n.position FROM contact_numbers_fts f
        CROSS JOIN contact_numbers n
          ON n.contact_seq = f.rowid / ${NUMBER_ROWS} AND n.position = f.rowid % ${NUMBER_ROWS}
        WHERE contact_numbers_fts MATCH ? AND ${USABLE} LIMIT ?) m
      CROSS JOIN contact_numbers n ON n.contact_seq = m.contact_seq AND n.position = m.position
      CROSS JOIN contacts c ON c.seq = n.contact_seq
      ORDER BY c.name COLLATE NOCASE, c.seq, n.position`).all(
      ftsPhrase(digits),
      accountId,
      limit,
    ) as unknown as ContactSuggestion[];

  /**
   * The usable numbers of up to `limit` contacts whose name or company has a word starting with each word
   * typed, or whose name has the initials typed, by name; each contact's numbers in the person's order.
   */
  const named = (query: Extract<SuggestionQuery, { kind: 'words' }>, accountId: string, limit: number) => {
    const byWords = namedContacts(query.words, wordsStarting, false);
    const words = `SELECT DISTINCT ${byWords.seq} AS seq FROM ${byWords.from} WHERE ${byWords.where} LIMIT ?`;
    const initials = 'SELECT contact_seq AS seq FROM contact_initials WHERE initials = ? LIMIT ?';
    const found =
      query.initials === null ? words : `SELECT seq FROM (${words}) UNION SELECT seq FROM (${initials})`;
    // CROSS JOIN: the few contacts found drive; left to itself, SQLite may walk every contact in
    // name order looking for them (300 ms among 50,000 for a text that names no one).
    return prepared(`
      SELECT c.id AS contactId, c.name, n.label, n.typed AS number
      FROM (${found}) m CROSS JOIN contacts c ON c.seq = m.seq
      CROSS JOIN contact_numbers n ON n.contact_seq = m.seq
      WHERE ${USABLE} ORDER BY c.name COLLATE NOCASE, c.seq, n.position LIMIT ?`).all(
      ...byWords.values,
      limit,
      ...(query.initials === null ? [] : [query.initials, limit]),
      accountId,
      limit,
    ) as unknown as ContactSuggestion[];
  };

  return {
    path,
    write: (work) => immediately(db, work),
    matching(text) {
      const terms = searchTerms(text);
      const where = terms.map(() => "search_text LIKE ? ESCAPE '\\'");
      const sql = `SELECT seq, id, name, company, note, created_ms, updated_ms FROM contacts
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY name COLLATE NOCASE, seq`;
      return withNumbers(prepared(sql).all(...terms.map(containing)) as unknown as ContactRow[]);
    },
    contact(id) {
      const row = prepared(
        'SELECT seq, id, name, company, note, created_ms, updated_ms FROM contacts WHERE id = ?',
      ).get(id) as ContactRow | undefined;
      return row ? (withNumbers([row])[0] ?? null) : null;
    },
    put: (contact) => putAll([contact]),
    putAll,
    remove(id) {
      const seq = seqOf(id);
      if (seq === null) return;
      prepared('DELETE FROM contacts_fts WHERE rowid = ?').run(seq);
      removeNumberDigits([seq]);
      removeRows(seq);
      // Its seq may be given to the next contact: a source left behind would name that one.
      prepared('DELETE FROM contact_sources WHERE contact_seq = ?').run(seq);
    },
    importSources: () =>
      prepared(`
        SELECT s.source_key AS sourceKey, c.id AS contactId, s.imported_hash AS importedHash
        FROM contact_sources s JOIN contacts c ON c.seq = s.contact_seq`).all() as unknown as StoredImportSource[],
    recordImportSources(sources) {
      // 'WHERE true': an upsert after a SELECT needs a WHERE, or SQLite reads ON as the join's.
      writeRows(
        (values) => `
          INSERT INTO contact_sources (source_key, contact_seq, imported_hash)
          SELECT source.column1, c.seq, source.column2 FROM (VALUES ${values}) source
          JOIN contacts c ON c.id = source.column3 WHERE true
          ON CONFLICT (source_key) DO UPDATE SET contact_seq = excluded.contact_seq,
            imported_hash = excluded.imported_hash`,
        sources.map(({ sourceKey, importedHash, contactId }) => [sourceKey, importedHash, contactId]),
      );
    },
    contactOfNumber: (numberId) =>
      (
        prepared(
          'SELECT c.id FROM contact_numbers n JOIN contacts c ON c.seq = n.contact_seq WHERE n.id = ?',
        ).get(numberId) as { id: string } | undefined
      )?.id ?? null,
    setFavouritePosition(numberId, position) {
      prepared('UPDATE contact_numbers SET favourite_position = ? WHERE id = ?').run(position, numberId);
    },
    nextFavouritePosition: () =>
      (
        prepared('SELECT coalesce(max(favourite_position), 0) + 1 AS next FROM contact_numbers').get() as {
          next: number;
        }
      ).next,
    favourites: (accountId) =>
      prepared(`
        SELECT n.id AS numberId, c.id AS contactId, c.name, n.label, n.typed AS number,
          n.favourite_position AS position
        FROM contact_numbers n JOIN contacts c ON c.seq = n.contact_seq
        WHERE n.favourite_position IS NOT NULL AND ${USABLE}
        ORDER BY n.favourite_position, n.id`).all(accountId) as unknown as StoredFavourite[],
    namesFor(keys, accountId) {
      const names = new Map<string, { name: string; contactId: string }>();
      if (keys.length === 0) return names;
      // Oldest change first: where two contacts hold one key, the one changed last is set last and wins.
      const named = prepared(`
        SELECT n.key, c.name, c.id FROM contact_numbers n JOIN contacts c ON c.seq = n.contact_seq
        WHERE n.key IN (SELECT value FROM json_each(?)) AND ${USABLE}
        ORDER BY c.updated_ms, c.seq`);
      // Rows as arrays: making an object of each row is a quarter of the call for a page of names.
      named.setReturnArrays(true);
      const rows = named.all(JSON.stringify(keys), accountId) as unknown as [string, string, string][];
      for (const [key, name, contactId] of rows) names.set(key, { name, contactId });
      return names;
    },
    keysMatching(text, accountId, limit) {
      const terms = searchTerms(text);
      if (terms.length === 0) return [];
      const named = namedContacts(terms, wordsStarting);
      // CROSS JOIN: the matching contacts drive, each one's numbers by their index, until the limit.
      const rows = prepared(`
        SELECT DISTINCT n.key FROM ${named.from} CROSS JOIN contact_numbers n ON n.contact_seq = ${named.seq}
        WHERE ${named.where} AND n.key IS NOT NULL AND ${USABLE} LIMIT ?`).all(
        ...named.values,
        accountId,
        limit,
      ) as {
        key: string;
      }[];
      return rows.map((row) => row.key);
    },
    suggest(text, accountId, limit) {
      const query = suggestionQuery(text);
      if (query === null) return [];
      const starred = starredMatching(query, accountId);
      const others =
        query.kind === 'digits'
          ? holdingDigits(query.digits, accountId, limit)
          : named(query, accountId, limit);
      const taken = new Set(starred.map((found) => `${found.contactId}\u0000${found.number}`));
      const more = others.filter((found) => !taken.has(`${found.contactId}\u0000${found.number}`));
      return [...starred, ...more].slice(0, limit);
    },
    isEmpty: () => prepared('SELECT 1 FROM contacts LIMIT 1').get() === undefined,
    copyTo(target) {
      prepared('VACUUM INTO ?').run(target);
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
