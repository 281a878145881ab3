// The local copy of call history: one SQLite file per account and origin (the demo has its own), in
// WAL mode on one connection with prepared statements. Every record is stored exactly as sent (JSON),
// with the columns that search, filters and suggestions read pulled out and indexed. The file holds
// who called whom, so it is the user's alone (0600). Another process may have the same file open (a
// development run beside the installed app): every write takes the lock up front (BEGIN IMMEDIATE) and
// waits for it, and only a file SQLite reports as damaged, confirmed under an exclusive lock that no
// other process holds, is moved aside and a new one started (store-faults.ts says what each failure
// means): the phone system still has every record, and the sync fetches them again.
import { existsSync, rmSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { StoredDirection } from '../../preload/contract';
import { searchableText, searchTerms } from '../../preload/shared/call-filter';
import { isBLeg } from '../../preload/shared/call-legs';
import { otherParty } from '../../preload/shared/call-party';
import { t } from '../../preload/shared/i18n/translate';
import type { ApiRecord } from '../api';
import type { PartyCall } from '../callbacks/call-back-list';
import type { NumberKeyRule } from '../numbers/number-key';
import { faultKindOf, reasonOf } from '../storage/sqlite-faults';
import {
  BUSY_TIMEOUT_MS,
  immediately,
  migrateSchema,
  moveAsideIfDamaged,
  openPrivateDatabase,
  SIDE_FILES,
  statementCache,
  withFileToItself,
} from '../storage/sqlite-file';
import { containing, ftsPhrase, TRIGRAM } from '../storage/sqlite-text';
import { type PeopleSearch, peopleSearch } from './people-search';
import { indexedFields } from './record-fields';
import { LEGS_VERSION, MIGRATIONS } from './schema';
import { historyFaults, storeFault, toStoreFault } from './store-faults';
import { legColumnsOf, storedLegs } from './store-legs';
import { partiesUnder, rekeyIfChanged, type StoredPerson, sameKeys, storedPeople } from './store-people';
import { type ReadName, readName, suggestionQuery } from './suggestion-match';

export type { StoredDirection };

export interface StoredCallQuery {
  /** Name, number or any run of digits; '' for every call. */
  text: string;
  /**
   * Other parties (number keys, main/numbers/number-key.ts) whose calls match the text too, whatever the
   * phone system recorded on them: the numbers of the person's contacts whose name holds the text. Only
   * with a text; none when absent.
   */
  partyKeys?: readonly string[];
  /**
   * Calls that match the text too, by the id of their a-leg (or of a leg beside it): those whose note the
   * person wrote holds it (main/notes). Only with a text; none when absent.
   */
  noteIds?: readonly string[];
  missedOnly: boolean;
  direction: StoredDirection | null;
  /** Seconds since epoch, both inclusive; null for open ends. */
  fromEpoch: number | null;
  toEpoch: number | null;
  limit: number;
  offset: number;
}

/** What a search filters by: all but the page. */
type CallFilters = Omit<StoredCallQuery, 'limit' | 'offset'>;

/** No text and no filter: every stored call. */
export const EVERY_CALL: CallFilters = {
  text: '',
  missedOnly: false,
  direction: null,
  fromEpoch: null,
  toEpoch: null,
};

export type { StoredPerson };

export interface HistoryStore {
  readonly path: string;
  /**
   * Stores the records whose uuid is not stored yet, in one transaction; returns those it stored. With
   * markMissedUnseen, the missed calls among them are marked announced (unseen): seenMissedThrough()
   * leaves those to call back.
   */
  add(records: readonly ApiRecord[], options?: { markMissedUnseen?: boolean }): ApiRecord[];
  /** Newest first. */
  search(query: StoredCallQuery): ApiRecord[];
  count(query: CallFilters): number;
  /**
   * People the text finds by the suggestions' rule (suggestion-match.ts): a word of the name starting with
   * each word typed, the name's initials, or the digits of the number or its key; the most lately called
   * first, at most limit.
   */
  peopleMatching(text: string, limit: number): StoredPerson[];
  /** The people of these number keys that the stored calls hold (their calls counted), by key. */
  peopleWith(keys: readonly string[]): Map<string, StoredPerson>;
  /**
   * The latest name recorded for each of these number keys (main/numbers/number-key.ts) on the calls of
   * this copy, for the keys that have one: the other party of every call, local calls included.
   */
  namesOf(keys: readonly string[]): Map<string, string>;
  /**
   * Keys the people by these rule inputs from now on: when they differ from those the file's keys were
   * made with, every stored call is keyed again first, in one transaction (the account's default country
   * or own extension changed).
   */
  usePartyRule(rule: NumberKeyRule): void;
  /** The calls with another party that started at or after the epoch, newest first, b-legs beside their call. */
  partyCallsSince(epoch: number): PartyCall[];
  /**
   * Each number's latest missed call that was seen in History's Missed filter (or came before Dialdesk
   * could tell of it), a voicemail's aside: what the call-back list takes as handled when it first comes.
   */
  seenMissedThrough(): Map<string, number>;
  /** Records met that could not be placed in time, each once: kept out of the copy, never stopping it. */
  unplacedCount(): number;
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

/**
 * Brings the file to the current schema (migrateSchema), and its people to the account's rule inputs, in
 * the same transaction.
 */
function migrate(db: DatabaseSync, path: string, rule: NumberKeyRule): void {
  migrateSchema(
    db,
    MIGRATIONS,
    (detail) => storeFault('newer', path, detail),
    (version) => {
      if (version > 0 && version < LEGS_VERSION) foldLegsOfStoredCalls(db);
      rekeyIfChanged(db, rule);
    },
  );
}

/**
 * A copy made before legs were read holds every leg as a call: their columns are filled from the records
 * kept whole, and each b-leg whose a-leg is stored is folded into it, inside the migration's transaction.
 * The copy is upgraded in place, never rebuilt: the phone system may no longer hold the old calls it keeps.
 */
function foldLegsOfStoredCalls(db: DatabaseSync): void {
  const setColumns = db.prepare('UPDATE calls SET leg = ?, origin_leg = ?, bridged_leg = ? WHERE id = ?');
  const withLegFields =
    db.prepare(`SELECT id, record FROM calls WHERE json_extract(record, '$.leg') IS NOT NULL
    OR json_extract(record, '$.originating_leg_uuid') IS NOT NULL OR json_extract(record, '$.bridge_uuid') IS NOT NULL`);
  for (const row of withLegFields.all() as { id: number; record: string }[]) {
    const { leg, originLeg, bridgedLeg } = legColumnsOf(JSON.parse(row.record) as ApiRecord);
    setColumns.run(leg, originLeg, bridgedLeg, row.id);
  }
  storedLegs(db, idsOfSeconds).foldAllStrays();
}

interface OpenOptions {
  /**
   * The account's inputs to the number key (its default country and own extension), by which the other
   * party of each call is keyed. Unset (tests, benches), the default below.
   */
  partyRule?: NumberKeyRule;
  /**
   * The most pages the file may hold (PRAGMA max_page_count): past it, writes fail with SQLITE_FULL as on
   * a full disk. Unset, SQLite's own limit applies; the tests make a full disk with it.
   */
  maxPages?: number;
}

/** Keys without an account: no country (only '+' numbers read as E.164) and no own extension. */
const NO_ACCOUNT_RULE: NumberKeyRule = { defaultRegion: '', ownExtension: null };

function openDatabase(path: string, options: OpenOptions): DatabaseSync {
  return openPrivateDatabase(path, options.maxPages, (db) => {
    // 16 MB of page cache (the default is 2 MB): the uuid index takes inserts at random places, and
    // backfilling 100,000 calls otherwise reads its pages back from disk again and again.
    db.exec('PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16000;');
    // The search rule, for the migration that re-folds the search text of files made before it.
    db.function('dialdesk_searchable', { deterministic: true }, (record) =>
      searchableText(JSON.parse(String(record)) as Record<string, unknown>),
    );
    migrate(db, path, options.partyRule ?? NO_ACCOUNT_RULE);
    // Reads a page of each table: a file that is not a database, or a damaged one, fails here.
    db.exec('SELECT count(*) FROM (SELECT 1 FROM calls LIMIT 1); SELECT count(*) FROM meta;');
  });
}

/**
 * "Delete local history": removes the database and its WAL and shared-memory files. While another
 * process has the file open, its files stay (removing them under it would lose its WAL and leave it
 * writing to a file nobody reads): the calls are deleted inside the file instead, overwritten on disk.
 */
export function deleteHistoryFiles(path: string): void {
  const probe = existsSync(path) ? withFileToItself(path, () => null) : null;
  const heldElsewhere = probe !== null && 'failed' in probe && probe.failed === 'busy';
  if (!heldElsewhere) {
    for (const suffix of ['', ...SIDE_FILES]) rmSync(path + suffix, { force: true });
    return;
  }
  const db = new DatabaseSync(path);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA secure_delete = ON;`);
    immediately(db, () =>
      db.exec(`DELETE FROM calls; DELETE FROM call_text; INSERT INTO calls_fts (calls_fts) VALUES ('delete-all');
        DELETE FROM people; DELETE FROM meta; DELETE FROM unplaced; DELETE FROM legs;`),
    );
  } catch (error) {
    throw toStoreFault(error, path);
  } finally {
    db.close();
  }
}

/**
 * Moves the file aside when SQLite confirms it damaged (main/storage/sqlite-file.ts); returns what to tell
 * the person. Otherwise the failure comes back as a StoreFault in words: a healthy file is never renamed.
 */
export function setAsideIfDamaged(path: string, error: unknown, now: number): string {
  const aside = moveAsideIfDamaged(path, historyFaults, error, now);
  return t('localHistory.setAside', { reason: reasonOf(error), path: aside });
}

/**
 * Opens the file, or a new one in place of a damaged one. Throws a StoreFault in words when the file
 * cannot be used as it is (another process, a read-only folder, a full disk, a newer Dialdesk): the
 * caller then works without a local copy and tries again later.
 */
export function openHistoryStore(
  path: string,
  options: OpenOptions & { now?: () => number } = {},
): OpenedStore {
  const now = options.now ?? Date.now;
  try {
    return { store: wrap(openDatabase(path, options), path, options), notice: null };
  } catch (error) {
    if (faultKindOf(error) !== 'damaged') throw toStoreFault(error, path);
    const notice = setAsideIfDamaged(path, error, now());
    try {
      return { store: wrap(openDatabase(path, options), path, options), notice };
    } catch (again) {
      throw toStoreFault(again, path);
    }
  }
}

/**
 * calls.id = (KEY_BASE - start_epoch) * SLOTS + n: rowid order is newest first, so every index streams a
 * page without sorting, and backfill (which arrives newest first) appends to the end of each B-tree,
 * which keeps its pages full. n separates up to SLOTS calls that started in the same second.
 */
const SLOTS = 4096;
const KEY_BASE = 2 ** 33; // seconds: the year 2242; (2^33 * 4096) stays below 2^53
/** The lowest id of a second. */
const firstIdOf = (epoch: number) => (KEY_BASE - epoch) * SLOTS;
/** The ids of calls that started from one second to another, both included. */
const idsOfSeconds = (from: number, to: number) => ({ lo: firstIdOf(to), hi: firstIdOf(from) + SLOTS - 1 });

function wrap(db: DatabaseSync, path: string, options: OpenOptions): HistoryStore {
  const prepared = statementCache(db);

  // The next free id in the call's second; null when all SLOTS are taken (the record is then skipped).
  const nextId = db.prepare(`
    SELECT CASE WHEN max(id) IS NULL THEN $first WHEN max(id) < $last THEN max(id) + 1 END AS id
    FROM calls WHERE id BETWEEN $first AND $last`);
  const insertCall = db.prepare(`
    INSERT INTO calls (id, uuid, start_epoch, direction, caller_name, caller_number, destination, missed,
      missed_signal, unseen, party_key, record, leg, origin_leg, bridged_leg)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (uuid) DO NOTHING RETURNING id`);
  const insertText = db.prepare('INSERT INTO call_text (id, search_text) VALUES (?, ?)');
  const insertIndexed = db.prepare('INSERT INTO calls_fts (rowid, search_text) VALUES (?, ?)');
  const insertUnplaced = db.prepare('INSERT INTO unplaced (uuid) VALUES (?) ON CONFLICT DO NOTHING');
  const readMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const writeMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  /** Writes by this connection: what the people searched (below) are read again after. */
  let changes = 0;
  const transaction = <T>(work: () => T): T => {
    changes += 1;
    return immediately(db, work);
  };
  const legs = storedLegs(db, idsOfSeconds);
  const people = storedPeople(db);
  /** The rule the file's keys were made with (the migration saw to it), and the other party under it. */
  let rule = options.partyRule ?? NO_ACCOUNT_RULE;
  let partyOf = partiesUnder(rule);

  /**
   * The filters but the text, as clauses on the calls table `c` whose id column, newest first, is `id`.
   * The days bound the id: every index walks ids upwards, so a range is a range of the walk.
   */
  const filtersOn = (query: CallFilters, id: string) => {
    const clauses: string[] = [];
    const values: SQLInputValue[] = [];
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
    return { clauses, values };
  };

  /**
   * FROM and WHERE for the filters and the text (the one search rule of call-filter.ts), and the id column
   * whose order is newest first. Words of three characters or more drive the query from the trigram
   * index, shorter ones from call_text; both walk ids upwards (newest first), so a page stops as soon as
   * it is full.
   */
  const byText = (query: CallFilters, terms: readonly string[]) => {
    const clauses: string[] = [];
    const values: SQLInputValue[] = [];
    // Characters, not UTF-16 units: an emoji is one.
    const indexed = terms.filter((term) => [...term].length >= TRIGRAM);
    const scanned = terms.filter((term) => [...term].length < TRIGRAM);
    let from = 'calls c';
    let id = 'c.id';
    if (indexed.length > 0) {
      from = 'calls_fts f JOIN calls c ON c.id = f.rowid';
      id = 'f.rowid';
      clauses.push('calls_fts MATCH ?');
      values.push(indexed.map(ftsPhrase).join(' AND '));
    }
    if (scanned.length > 0) {
      from += ` JOIN call_text t ON t.id = ${id}`;
      if (indexed.length === 0) id = 't.id';
      for (const term of scanned) {
        clauses.push("t.search_text LIKE ? ESCAPE '\\'");
        values.push(containing(term));
      }
    }
    const filters = filtersOn(query, id);
    const where = [...clauses, ...filters.clauses];
    return {
      sql: `FROM ${from}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`,
      id,
      values: [...values, ...filters.values],
    };
  };

  /**
   * The calls of these other parties that pass the filters, each party's calls (or missed calls) walked
   * newest first by their index: left to choose, SQLite may walk every missed or inbound call instead and
   * test each one's party, tens of milliseconds when the parties have few of them.
   */
  const byParty = (query: CallFilters, keys: readonly string[]) => {
    const filters = filtersOn(query, 'c.id');
    const where = ['c.party_key IN (SELECT value FROM json_each(?))', ...filters.clauses];
    const index = query.missedOnly ? 'calls_missed_party' : 'calls_party';
    return {
      sql: `FROM calls c INDEXED BY ${index} WHERE ${where.join(' AND ')}`,
      values: [JSON.stringify(keys), ...filters.values],
    };
  };

  /**
   * The parties whose calls match besides the text: only with words to look for, and only those the
   * stored calls have (the people table, by its primary key: a few microseconds for a page of keys). Most
   * of a contact search's keys are numbers never called, and without any left the text's own query runs.
   */
  const partiesOf = (query: CallFilters, terms: readonly string[]) =>
    terms.length > 0 && query.partyKeys?.length ? [...people.withKeys(query.partyKeys).keys()] : [];

  /** The calls of these ids that pass the filters: the ids are a-legs' (calls.uuid) or legs' beside one. */
  const byNotes = (query: CallFilters, ids: readonly string[]) => {
    const filters = filtersOn(query, 'c.id');
    const listed = 'SELECT value FROM json_each(?)';
    const where = [
      `(c.uuid IN (${listed}) OR c.id IN (SELECT call_id FROM legs WHERE uuid IN (${listed})))`,
      ...filters.clauses,
    ];
    return {
      sql: `FROM calls c WHERE ${where.join(' AND ')}`,
      values: [JSON.stringify(ids), JSON.stringify(ids), ...filters.values],
    };
  };

  /** The walks besides the text's: the parties' (partiesOf) and the notes' calls, where there are any. */
  const otherWalks = (query: CallFilters, terms: readonly string[]) => {
    const keys = partiesOf(query, terms);
    const noteIds = terms.length > 0 ? (query.noteIds ?? []) : [];
    return [
      ...(keys.length > 0 ? [byParty(query, keys)] : []),
      ...(noteIds.length > 0 ? [byNotes(query, noteIds)] : []),
    ];
  };

  /**
   * The people as the suggestions' rule reads them (people-search.ts), the most lately called first: read
   * once, and again after any change to the file, by this connection (changes) or another (PRAGMA
   * data_version); a name read before is not read again. An index of their words in the file would cost
   * it pages of its own on every write (the tests' full disk leaves it none). 9,000 people take 20 ms to
   * read again, and a few tenths of one to search.
   */
  let searched: {
    version: string;
    keys: string[];
    names: Map<string, ReadName>;
    search: PeopleSearch;
  } | null = null;
  const searchedPeople = () => {
    const { data_version: other } = prepared('PRAGMA data_version').get() as { data_version: number };
    const version = `${other}:${changes}`;
    if (searched?.version === version) return searched;
    const statement = prepared('SELECT key, name, digits FROM people ORDER BY last_epoch DESC, key');
    // Rows as arrays: making an object of each row is half the time of reading them.
    statement.setReturnArrays(true);
    const rows = statement.all() as unknown as [key: string, name: string, digits: string][];
    const known = searched?.names ?? new Map<string, ReadName>();
    const names = new Map<string, ReadName>();
    const read = rows.map(([, name, digits]) => {
      const readAs = names.get(name) ?? known.get(name) ?? readName(name);
      names.set(name, readAs);
      return { name: readAs, digits };
    });
    searched = { version, keys: rows.map(([key]) => key), names, search: peopleSearch(read) };
    return searched;
  };

  return {
    path,
    add(records, options = {}) {
      return transaction(() => {
        const added: ApiRecord[] = [];
        for (const record of records) {
          const fields = indexedFields(record);
          // Without a plausible start time a record cannot be placed in time: it is counted (as a call:
          // its b-legs are not), and the server's list still shows it; the other records are stored.
          if (fields.startEpoch === null) {
            if (!isBLeg(record)) insertUnplaced.run(fields.uuid);
            continue;
          }
          if (legs.isKept(fields.uuid)) continue; // a b-leg already beside its call
          const bLeg = isBLeg(record);
          const callId = bLeg ? legs.callOf(record, fields.startEpoch, fields.callerNumber) : null;
          if (callId !== null) {
            legs.keepBeside(callId, record);
            continue;
          }
          const first = firstIdOf(fields.startEpoch);
          const slot = nextId.get({ first, last: first + SLOTS - 1 }) as { id: number | null };
          if (slot.id === null) continue;
          const columns = legColumnsOf(record);
          const party = partyOf(record);
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
            options.markMissedUnseen && fields.unseenMissed ? 1 : 0,
            party?.key ?? null,
            JSON.stringify(record),
            columns.leg,
            columns.originLeg,
            columns.bridgedLeg,
          ) as { id: number } | undefined;
          if (!row) continue; // stored before: duplicates are dropped by uuid
          insertText.run(row.id, fields.searchText);
          insertIndexed.run(row.id, fields.searchText);
          if (party) people.count(party, fields.startEpoch);
          added.push(record);
          if (bLeg) continue;
          // Its b-legs that came first (a later second sorts them earlier) were calls until now.
          const folded = new Set(legs.foldStrays(row.id, record, fields.startEpoch));
          if (folded.size > 0) added.splice(0, added.length, ...added.filter((r) => !folded.has(r.uuid)));
        }
        return added;
      });
    },
    search(query) {
      const terms = searchTerms(query.text);
      const text = byText(query, terms);
      const others = otherWalks(query, terms);
      let rows: { record: string }[];
      if (others.length === 0) {
        rows = prepared(`SELECT c.record ${text.sql} ORDER BY ${text.id} LIMIT ? OFFSET ?`).all(
          ...text.values,
          query.limit,
          query.offset,
        ) as { record: string }[];
      } else {
        // The walks merged newest first, stopping once the page is full. The parties' walk gives each
        // party's calls in id order and SQLite keeps only the first offset + limit of them, leaving each
        // party's walk as soon as it can add no more: without that bound it would sort every call of
        // every party (a party of a few thousand calls costs milliseconds a keystroke).
        const bounded = others.map(
          (walk) => `UNION SELECT id FROM (SELECT c.id AS id ${walk.sql} ORDER BY c.id LIMIT ?)`,
        );
        rows = prepared(`
          WITH found (id) AS (
            SELECT ${text.id} ${text.sql}
            ${bounded.join('\n')}
            ORDER BY 1 LIMIT ? OFFSET ?)
          SELECT c.record FROM found JOIN calls c ON c.id = found.id ORDER BY found.id`).all(
          ...text.values,
          ...others.flatMap((walk) => [...walk.values, query.offset + query.limit]),
          query.limit,
          query.offset,
        ) as { record: string }[];
      }
      return rows.map((row) => JSON.parse(row.record) as ApiRecord);
    },
    count(query) {
      const terms = searchTerms(query.text);
      const text = byText(query, terms);
      const others = otherWalks(query, terms);
      if (others.length === 0)
        return (prepared(`SELECT count(*) AS n ${text.sql}`).get(...text.values) as { n: number }).n;
      const unions = others.map((walk) => `UNION SELECT c.id ${walk.sql}`).join(' ');
      const sql = `SELECT count(*) AS n FROM (SELECT ${text.id} ${text.sql} ${unions})`;
      return (prepared(sql).get(...text.values, ...others.flatMap((walk) => walk.values)) as { n: number }).n;
    },
    peopleMatching(text, limit) {
      const query = suggestionQuery(text);
      if (query === null) return [];
      // The people found as they are now: their calls counted to this moment, in the order searched.
      const { keys, search } = searchedPeople();
      const found = search.first(query, limit).flatMap((place) => keys[place] ?? []);
      const stored = people.withKeys(found);
      return found.flatMap((key) => stored.get(key) ?? []);
    },
    peopleWith: (keys) => people.withKeys(keys),
    namesOf: (keys) => people.namesOf(keys),
    usePartyRule(next) {
      if (sameKeys(next, rule)) return;
      transaction(() => rekeyIfChanged(db, next));
      rule = next;
      partyOf = partiesUnder(rule);
    },
    unplacedCount: () => (prepared('SELECT count(*) AS n FROM unplaced').get() as { n: number }).n,
    partyCallsSince(epoch) {
      const rows = prepared(`
        SELECT c.uuid, c.party_key AS key, c.start_epoch AS startEpoch, c.record,
          (SELECT json_group_array(json(l.record)) FROM legs l WHERE l.call_id = c.id) AS legs
        FROM calls c WHERE c.id < ? AND c.party_key IS NOT NULL AND c.leg IS NOT 'b'`).all(
        firstIdOf(epoch - 1),
      ) as { uuid: string; key: string; startEpoch: number; record: string; legs: string }[];
      return rows.map(({ record, legs, ...row }) => {
        const read = JSON.parse(record) as ApiRecord;
        return { ...row, record: read, legs: JSON.parse(legs), party: otherParty(read, rule.ownExtension) };
      });
    },
    seenMissedThrough() {
      // unseen is set on missed calls a sync announced, and was cleared by the Missed filter until the
      // call-back list replaced it; voicemail's calls were never announced here, so never seen.
      const rows = prepared(`
        SELECT party_key AS key, max(start_epoch) AS through FROM calls
        WHERE missed = 1 AND unseen = 0 AND direction = 'inbound' AND party_key IS NOT NULL AND leg IS NOT 'b'
          AND coalesce(lower(trim(json_extract(record, '$.status'))), '') <> 'voicemail'
        GROUP BY party_key`).all() as { key: string; through: number }[];
      return new Map(rows.map(({ key, through }) => [key, through]));
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
        prepared('DELETE FROM legs WHERE call_id >= ?').run(before);
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
