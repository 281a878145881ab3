// The people of the local copy: one row per other party of the stored calls, by the one number key
// (main/numbers/number-key.ts), for suggestions and for the names the name resolver asks for. The other
// party is the side that is not the account's own extension, in every direction, local calls included
// (preload/shared/call-party.ts): a colleague is named by the calls they placed. A key depends on the
// account's rule inputs (its default country, its own extension), so the file records in meta which
// inputs made its keys, and every call is keyed again, in place, when they change.
import type { DatabaseSync } from 'node:sqlite';
import { otherParty } from '../../preload/shared/call-party';
import type { ApiRecord } from '../api';
import { type NumberKeyRule, numberKeysFor } from '../numbers/number-key';
import { digitsOf } from './record-fields';

/** A person as the people table keeps them (suggestions.ts ranks these). */
export interface StoredPerson {
  /** The number key the people table files them under. */
  key: string;
  name: string;
  /** The number as the phone system recorded it, to call back as recorded. */
  number: string;
  calls: number;
  lastEpoch: number;
}

/** The other party of one call, as the people table counts it. */
interface StoredParty {
  key: string;
  /** The name recorded for that side on this call; '' when none. */
  name: string;
  number: string;
  /** The digits typed to find them: the key's (the whole international number) and the number's as written. */
  digits: string;
}

/** The meta entry that says which rule, with which inputs, made the stored keys. */
const KEYED_WITH = 'partyKeys';
/**
 * Raised when number-key.ts answers differently for some number: every copy is then keyed again once.
 * 1: the rule of issue 44 (a copy without the entry was keyed by the last ten digits of the number).
 */
const RULE_VERSION = 1;
/** Calls read per step of a rekey: bounded memory, and no update under a running read of calls. */
const REKEY_STEP = 2_000;

/** What the keys were made with, as meta records it. */
const inputsOf = (rule: NumberKeyRule): string =>
  JSON.stringify({
    rule: RULE_VERSION,
    defaultRegion: rule.defaultRegion.trim().toUpperCase(),
    ownExtension: rule.ownExtension?.trim() || null,
  });

/** Whether two rules make the same keys. */
export const sameKeys = (a: NumberKeyRule, b: NumberKeyRule): boolean => inputsOf(a) === inputsOf(b);

/** The other party of calls under one rule; each distinct number's key is worked out once. */
export function partiesUnder(rule: NumberKeyRule): (record: ApiRecord) => StoredParty | null {
  const keyOf = numberKeysFor(rule);
  return (record) => {
    const { name, number } = otherParty(record, rule.ownExtension);
    const key = number === null ? undefined : keyOf(number)?.key;
    if (number === null || key === undefined) return null;
    const digits = [...new Set([digitsOf(key), digitsOf(number)])].join(' ');
    return { key, name: name ?? '', number, digits };
  };
}

export interface StoredPeople {
  /** Counts one stored call, started at epoch, for its other party. */
  count(party: StoredParty, epoch: number): void;
  /** The latest name recorded for each key that has one. */
  namesOf(keys: readonly string[]): Map<string, string>;
  /** The people of these keys that the stored calls hold. */
  withKeys(keys: readonly string[]): Map<string, StoredPerson>;
}

export function storedPeople(db: DatabaseSync): StoredPeople {
  // The latest number and the latest non-empty name win; every call counts once.
  const upsert = db.prepare(`
    INSERT INTO people (key, name, name_epoch, number, digits, calls, last_epoch) VALUES (?, ?, ?, ?, ?, 1, ?)
    ON CONFLICT (key) DO UPDATE SET
      calls = calls + 1,
      number = CASE WHEN excluded.last_epoch >= last_epoch THEN excluded.number ELSE number END,
      digits = CASE WHEN excluded.last_epoch >= last_epoch THEN excluded.digits ELSE digits END,
      last_epoch = max(last_epoch, excluded.last_epoch),
      name = CASE WHEN excluded.name <> '' AND excluded.name_epoch >= name_epoch THEN excluded.name ELSE name END,
      name_epoch = CASE WHEN excluded.name <> '' AND excluded.name_epoch >= name_epoch
        THEN excluded.name_epoch ELSE name_epoch END`);
  // One statement for a page of keys, each found by the primary key.
  const names = db.prepare(
    "SELECT key, name FROM people WHERE key IN (SELECT value FROM json_each(?)) AND name <> ''",
  );
  const keyed = db.prepare(`
    SELECT key, name, number, calls, last_epoch AS lastEpoch FROM people
    WHERE key IN (SELECT value FROM json_each(?))`);
  return {
    count(party, epoch) {
      // A call without a name gives no name's time: an older call's name still wins over it, whichever
      // came first (the sync stores the newest calls first).
      const nameEpoch = party.name === '' ? 0 : epoch;
      upsert.run(party.key, party.name, nameEpoch, party.number, party.digits, epoch);
    },
    namesOf(keys) {
      if (keys.length === 0) return new Map();
      const rows = names.all(JSON.stringify(keys)) as { key: string; name: string }[];
      return new Map(rows.map((row) => [row.key, row.name]));
    },
    withKeys(keys) {
      if (keys.length === 0) return new Map();
      const rows = keyed.all(JSON.stringify(keys)) as unknown as StoredPerson[];
      return new Map(rows.map((person) => [person.key, person]));
    },
  };
}

/**
 * Keys every stored call's other party by the rule and counts the people again, when the file's keys
 * were made otherwise (by an older rule, other inputs, or before this rule existed); returns whether it
 * did. Runs inside the caller's transaction: the file is either rekeyed whole or left as it was. Only
 * calls are read: the records are kept whole, so nothing needs the phone system.
 */
export function rekeyIfChanged(db: DatabaseSync, rule: NumberKeyRule): boolean {
  const inputs = inputsOf(rule);
  const made = db.prepare('SELECT value FROM meta WHERE key = ?').get(KEYED_WITH) as
    | { value: string }
    | undefined;
  if (made?.value === inputs) return false;
  const partyOf = partiesUnder(rule);
  const people = storedPeople(db);
  // In id order (newest first; within a second, as stored): the latest name and number win whatever the
  // order, and a tie within one second goes to the call stored last, as when the calls were added.
  const older = db.prepare(
    'SELECT id, start_epoch, party_key, record FROM calls WHERE id > ? ORDER BY id LIMIT ?',
  );
  const setKey = db.prepare('UPDATE calls SET party_key = ? WHERE id = ?');
  db.exec('DELETE FROM people');
  type Row = { id: number; start_epoch: number; party_key: string | null; record: string };
  let after = -1;
  for (;;) {
    const rows = older.all(after, REKEY_STEP) as Row[];
    for (const row of rows) {
      const party = partyOf(JSON.parse(row.record) as ApiRecord);
      if ((party?.key ?? null) !== row.party_key) setKey.run(party?.key ?? null, row.id);
      if (party) people.count(party, row.start_epoch);
    }
    const last = rows.at(-1);
    if (last === undefined) break;
    after = last.id;
  }
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEYED_WITH, inputs);
  return true;
}
