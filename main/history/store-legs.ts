// Call legs in the local copy (the rule is preload/shared/call-legs.ts). A b-leg whose call is stored is
// kept in `legs`, beside that call, and is not a call of its own: it is not listed, counted, searched or
// announced. A b-leg whose a-leg has not come yet (a later page, the next sync, or never) is stored as a
// call marked leg = 'b', the only trace of its call, and folded away when its a-leg comes. The sync pages
// newest first, and a b-leg starts a second after its a-leg or in the same second, so either may come
// first.
import type { DatabaseSync } from 'node:sqlite';
import { belongsTo, isBLeg, legsOf, UNLINKED_LEG_SECONDS } from '../../preload/shared/call-legs';
import type { ApiRecord } from '../api';

/** The columns of calls that say how a stored record joins its call's other legs. */
export interface LegColumns {
  /** 'b' for a b-leg stored as a call of its own until its a-leg comes; null for every other call. */
  leg: 'b' | null;
  /** The a-leg a b-leg names; null when it names none. */
  originLeg: string | null;
  /** The b-leg an a-leg names; null when it names none. */
  bridgedLeg: string | null;
}

const orNull = (value: string) => (value === '' ? null : value);

export function legColumnsOf(record: ApiRecord): LegColumns {
  return {
    leg: isBLeg(record) ? 'b' : null,
    originLeg: orNull(legsOf(record).origin),
    bridgedLeg: orNull(legsOf(record).bridged),
  };
}

interface StoredRow {
  id: number;
  uuid: string;
  party_key: string | null;
  record: string;
}

export interface StoredLegs {
  /** Whether this record is a b-leg kept beside its call already. */
  isKept(uuid: string): boolean;
  /** The id of the stored call a b-leg belongs to; null while none is stored. */
  callOf(bLeg: ApiRecord, startEpoch: number, callerNumber: string): number | null;
  /** Keeps a b-leg beside its call. */
  keepBeside(callId: number, bLeg: ApiRecord): void;
  /**
   * Folds the b-legs stored as calls of their own that belong to this a-leg (stored as callId) into it;
   * returns their uuids.
   */
  foldStrays(callId: number, aLeg: ApiRecord, startEpoch: number): string[];
  /** Folds every stray b-leg whose a-leg is stored: the upgrade of a copy made before legs were read. */
  foldAllStrays(): number;
}

/**
 * The leg statements over an open file whose schema has legs. `idsOfSeconds` gives the calls.id range of
 * calls that started in a span of seconds (ids encode the start: store.ts).
 */
export function storedLegs(
  db: DatabaseSync,
  idsOfSeconds: (from: number, to: number) => { lo: number; hi: number },
): StoredLegs {
  // The candidates; belongsTo decides. The window holds few calls: a span of 2 × UNLINKED_LEG_SECONDS.
  const aLegCandidates = db.prepare(`
    SELECT id, uuid, party_key, record FROM calls WHERE leg IS NULL AND uuid = $origin
    UNION SELECT id, uuid, party_key, record FROM calls WHERE leg IS NULL AND bridged_leg = $uuid
    UNION SELECT id, uuid, party_key, record FROM calls
      WHERE leg IS NULL AND id BETWEEN $lo AND $hi AND caller_number = $caller
    ORDER BY id`);
  const strayCandidates = db.prepare(`
    SELECT id, uuid, party_key, record FROM calls WHERE leg = 'b' AND origin_leg = $uuid
    UNION SELECT id, uuid, party_key, record FROM calls WHERE leg = 'b' AND uuid = $bridged
    UNION SELECT id, uuid, party_key, record FROM calls WHERE leg = 'b' AND id BETWEEN $lo AND $hi`);
  const allStrays = db.prepare(
    "SELECT id, uuid, party_key, record, start_epoch, caller_number FROM calls WHERE leg = 'b' ORDER BY id",
  );
  const kept = db.prepare('SELECT 1 AS kept FROM legs WHERE uuid = ?');
  const keep = db.prepare(
    'INSERT INTO legs (uuid, call_id, record) VALUES (?, ?, ?) ON CONFLICT (uuid) DO NOTHING',
  );
  // A stray that becomes a leg stops being a call: listed, searched, and counted for its person.
  const forgetCall = [
    db.prepare('DELETE FROM calls_fts WHERE rowid = ?'),
    db.prepare('DELETE FROM call_text WHERE id = ?'),
    db.prepare('DELETE FROM calls WHERE id = ?'),
  ];
  const uncountPerson = db.prepare('UPDATE people SET calls = calls - 1 WHERE key = ? AND calls > 1');

  const window = (startEpoch: number) =>
    idsOfSeconds(startEpoch - UNLINKED_LEG_SECONDS, startEpoch + UNLINKED_LEG_SECONDS);
  const parsed = (row: StoredRow) => JSON.parse(row.record) as ApiRecord;

  /** callerNumber: the caller_number column's value for this record (record-fields.ts). */
  const callOf = (bLeg: ApiRecord, startEpoch: number, callerNumber: string): number | null => {
    const legs = legsOf(bLeg);
    const rows = aLegCandidates.all({
      origin: legs.origin,
      uuid: bLeg.uuid,
      caller: callerNumber,
      ...window(startEpoch),
    }) as unknown as StoredRow[];
    return rows.find((row) => belongsTo(legs, legsOf(parsed(row))))?.id ?? null;
  };
  const keepBeside = (callId: number, bLeg: ApiRecord) => {
    keep.run(bLeg.uuid, callId, JSON.stringify(bLeg));
  };
  const fold = (callId: number, stray: StoredRow) => {
    for (const statement of forgetCall) statement.run(stray.id);
    if (stray.party_key !== null) uncountPerson.run(stray.party_key);
    keep.run(stray.uuid, callId, stray.record);
  };

  return {
    isKept: (uuid) => kept.get(uuid) !== undefined,
    callOf,
    keepBeside,
    foldStrays(callId, aLeg, startEpoch) {
      const legs = legsOf(aLeg);
      const rows = strayCandidates.all({
        uuid: aLeg.uuid,
        bridged: legs.bridged,
        ...window(startEpoch),
      }) as unknown as StoredRow[];
      const strays = rows.filter((row) => belongsTo(legsOf(parsed(row)), legs));
      for (const stray of strays) fold(callId, stray);
      return strays.map((stray) => stray.uuid);
    },
    foldAllStrays() {
      let folded = 0;
      type Stray = StoredRow & { start_epoch: number; caller_number: string };
      for (const row of allStrays.all() as unknown as Stray[]) {
        const callId = callOf(parsed(row), row.start_epoch, row.caller_number);
        if (callId === null) continue;
        fold(callId, row);
        folded += 1;
      }
      return folded;
    },
  };
}
