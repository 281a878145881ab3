// Call legs in the local copy, on real SQLite files: a b-leg is folded into its call whichever comes
// first (the same page, a later page, the next sync), a ring group's legs make one call, two real calls
// stay two, the missed call is counted and announced once, and a copy made before legs were read is
// upgraded in place (its legs folded inside the file, nothing the phone system no longer has is lost).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiRecord, createPbxClient } from '../../main/api';
import { startDemoServer } from '../../main/demo/server';
import type { FoundMissedCall } from '../../main/history/missed-notices';
import { MIGRATIONS } from '../../main/history/schema';
import { EVERY_CALL, type HistoryStore, openHistoryStore } from '../../main/history/store';
import { createHistorySync } from '../../main/history/sync';
import { searchableText } from '../../preload/shared/call-filter';

const NOW = Date.UTC(2026, 10, 21, 14, 3);
const START = NOW / 1000 - 3600;

let dir: string;
let path: string;
let store: HistoryStore | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-legs-'));
  path = join(dir, 'history', 'account.sqlite');
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await rm(dir, { recursive: true, force: true });
});

const open = () => {
  store = openHistoryStore(path, { now: () => NOW }).store;
  return store;
};
const everything = { ...EVERY_CALL, limit: 100, offset: 0 };
const uuids = (s: HistoryStore) => s.search(everything).map((record) => record.uuid);

/** FusionPBX's rows of one inbound call from Dana, as its API sends them (strings, t/f). */
const leg = (uuid: string, fields: Record<string, unknown> = {}): ApiRecord => ({
  uuid,
  xml_cdr_uuid: uuid,
  leg: 'a',
  direction: 'inbound',
  caller_id_name: 'Dana Whitfield',
  caller_id_number: '4155550123',
  destination_number: '201',
  start_epoch: String(START),
  status: 'answered',
  missed_call: 'f',
  ...fields,
});

describe('the local copy folds legs', () => {
  it('a b-leg after its a-leg, in a later add, is kept beside the call', () => {
    const s = open();
    expect(s.add([leg('a1', { bridge_uuid: 'b1' })]).map((r) => r.uuid)).toEqual(['a1']);
    expect(s.add([leg('b1', { leg: 'b', destination_number: '201' })])).toEqual([]);
    expect(uuids(s)).toEqual(['a1']);
    expect(s.count(EVERY_CALL)).toBe(1);
    expect(s.search({ ...everything, text: 'Dana' }).map((r) => r.uuid)).toEqual(['a1']);
  });

  it('a b-leg that names its a-leg, come first (a later second sorts it earlier), is a call until it comes', () => {
    const s = open();
    const b = leg('b1', { leg: 'b', originating_leg_uuid: 'a1', start_epoch: String(START + 1) });
    expect(s.add([b]).map((r) => r.uuid)).toEqual(['b1']); // for now the only trace of its call
    expect(s.add([leg('a1')]).map((r) => r.uuid)).toEqual(['a1']);
    expect(uuids(s)).toEqual(['a1']);
    expect(s.add([b])).toEqual([]); // met again on the next page: kept beside its call already
    expect(s.count(EVERY_CALL)).toBe(1);
  });

  it('a b-leg that names none, come first, is a call until an a-leg claims it, then folded away', () => {
    const s = open();
    const b = leg('b1', { leg: 'b', start_epoch: String(START + 1) });
    expect(s.add([b]).map((r) => r.uuid)).toEqual(['b1']); // for now the only trace of its call
    expect(uuids(s)).toEqual(['b1']);
    s.add([leg('a1')]);
    expect(uuids(s)).toEqual(['a1']);
    expect(s.count(EVERY_CALL)).toBe(1);
    expect(s.search({ ...everything, text: '0123' }).map((r) => r.uuid)).toEqual(['a1']);
    expect(s.peopleMatching('Dana', 5)).toMatchObject([{ name: 'Dana Whitfield', calls: 1 }]);
  });

  it('folds a ring group of four phones into one call, linked or not, in one page', () => {
    const s = open();
    const added = s.add([
      leg('b4', { leg: 'b', destination_number: '204', start_epoch: String(START + 1) }),
      leg('b3', { leg: 'b', destination_number: '203', originating_leg_uuid: 'a1', status: 'no_answer' }),
      leg('a1', { destination_number: '600', bridge_uuid: 'b2' }),
      leg('b2', { leg: 'b', destination_number: '202' }),
      leg('b1', { leg: 'b', destination_number: '201', originating_leg_uuid: 'a1', status: 'no_answer' }),
    ]);
    expect(added.map((r) => r.uuid)).toEqual(['a1']);
    expect(uuids(s)).toEqual(['a1']);
  });

  it('keeps two real calls from one number a minute apart as two calls', () => {
    const s = open();
    s.add([
      leg('a2', { start_epoch: String(START + 50) }),
      leg('a1'),
      leg('b1', { leg: 'b', start_epoch: String(START + 51) }),
    ]);
    expect(uuids(s)).toEqual(['a2', 'a1']);
  });

  it('counts and announces a missed call once, its b-leg in one sync and its a-leg in the next', async () => {
    const s = open();
    const missed = (uuid: string, fields: Record<string, unknown> = {}) =>
      leg(uuid, { status: 'missed', missed_call: 't', hangup_cause: 'ORIGINATOR_CANCEL', ...fields });
    // Newest first: the b-leg started a second after its a-leg, so it sorts before it.
    const rows = [
      leg('x1', { start_epoch: String(START + 300) }),
      missed('m-b', { leg: 'b', originating_leg_uuid: 'm-a', start_epoch: String(START + 1) }),
      missed('m-a'),
      leg('x0', { start_epoch: String(START - 300) }),
    ];
    // How many of the rows the phone system holds at each sync (their records are written one by one).
    let held = 0;
    const notices: FoundMissedCall[][] = [];
    const sync = createHistorySync({
      store: s,
      fetchPage: async ({ limit, offset }) => rows.slice(0, held).slice(offset, offset + limit),
      days: () => 90,
      now: () => NOW,
      onProgress: () => undefined,
      onMissedCalls: (found) => notices.push(found),
      onStored: () => undefined,
    });
    const run = async (rowsHeld: number) => {
      held = rowsHeld;
      await sync.run(new AbortController().signal);
    };
    await run(0); // the first sync after install announces nothing: here it sees no call
    await run(2); // the b-leg is written first: the only trace of its call for now, and not announced
    expect(uuids(s)).toEqual(['x1', 'm-b']);
    await run(4);
    expect(uuids(s)).toEqual(['x1', 'm-a', 'x0']);
    // Announced, so not taken as seen by the call-back list; its b-leg is listed beside it, not as a call.
    expect(s.seenMissedThrough().size).toBe(0);
    const partyCalls = s.partyCallsSince(0);
    expect(partyCalls.find((found) => found.uuid === 'm-a')?.legs.map((leg) => leg.uuid)).toEqual(['m-b']);
    expect(partyCalls.map((found) => found.uuid)).not.toContain('m-b');
    const announced = notices.flat().map((notice) => (notice.kind === 'call' ? notice.uuid : notice.kind));
    expect(announced).toEqual(['m-a']);
  });
});

describe('a copy made before legs were read', () => {
  /** A file at schema 3 as the Dialdesk before this one wrote it: every leg stored as a call. */
  function writeOldCopy(records: ApiRecord[]): void {
    const old = openHistoryStore(path, { now: () => NOW }).store;
    old.close();
    const db = new DatabaseSync(path);
    db.exec(`DROP INDEX calls_party; DROP INDEX calls_missed_party; ALTER TABLE people DROP COLUMN digits;
      DROP TABLE legs; DROP INDEX calls_stray_legs; DROP INDEX calls_bridged_legs;
      ALTER TABLE calls DROP COLUMN leg; ALTER TABLE calls DROP COLUMN origin_leg; ALTER TABLE calls DROP COLUMN bridged_leg;
      PRAGMA user_version = 3;`);
    const insert = db.prepare(
      'INSERT INTO calls (id, uuid, start_epoch, direction, caller_number, party_key, record) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    records.forEach((record, index) => {
      const start = Number(record.start_epoch);
      const id = (2 ** 33 - start) * 4096 + index;
      insert.run(
        id,
        record.uuid,
        start,
        'inbound',
        String(record.caller_id_number),
        '4155550123',
        JSON.stringify(record),
      );
      db.prepare('INSERT INTO call_text (id, search_text) VALUES (?, ?)').run(id, searchableText(record));
      db.prepare('INSERT INTO calls_fts (rowid, search_text) VALUES (?, ?)').run(id, searchableText(record));
    });
    db.close();
  }

  it('is upgraded in place: legs folded inside the file, every old call kept', () => {
    expect(MIGRATIONS.length).toBeGreaterThan(3);
    writeOldCopy([
      leg('b2', { leg: 'b', originating_leg_uuid: 'a2', start_epoch: String(START + 61) }),
      leg('a2', { start_epoch: String(START + 60) }),
      leg('b1', { leg: 'b', start_epoch: String(START + 1) }),
      leg('a1', { bridge_uuid: 'b9' }),
      // A b-leg whose a-leg the old copy never got: still the only trace of its call.
      leg('b3', { leg: 'b', originating_leg_uuid: 'a3', start_epoch: String(START + 200) }),
      // A call the phone system may no longer hold: kept.
      leg('old', { start_epoch: String(START - 80 * 86_400) }),
    ]);
    const before = new DatabaseSync(path);
    expect((before.prepare('SELECT count(*) AS n FROM calls').get() as { n: number }).n).toBe(6);
    before.close();
    const s = open();
    expect(uuids(s)).toEqual(['b3', 'a2', 'a1', 'old']);
    expect(s.count({ ...EVERY_CALL, text: 'Dana' })).toBe(4);
    const after = new DatabaseSync(path, { readOnly: true });
    expect(after.prepare('SELECT uuid FROM legs ORDER BY uuid').all()).toEqual([
      { uuid: 'b1' },
      { uuid: 'b2' },
    ]);
    expect((after.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(
      MIGRATIONS.length,
    );
    after.close();
  });
});

describe("the simulator's FusionPBX rows, synced in small pages over the socket", () => {
  it('stores every call once, however its legs fall across pages', async () => {
    const sim = await startDemoServer({ seed: 5, callCount: 300, now: () => NOW });
    try {
      const client = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey });
      const PAGE = 7;
      const served = await client.listCallHistory({ limit: 1000, offset: 0, orderBy: 'start_epoch desc' });
      // Pages of seven split some calls' legs: a b-leg on the page after its a-leg's, or before it.
      const sameCall = (x: ApiRecord | undefined, y: ApiRecord | undefined) =>
        x !== undefined &&
        y !== undefined &&
        x.leg !== y.leg &&
        [x, y].some(
          (b) =>
            b.leg === 'b' &&
            [x, y].some(
              (a) => a.leg === 'a' && (b.originating_leg_uuid === a.uuid || a.bridge_uuid === b.uuid),
            ),
        );
      const splits = Array.from(
        { length: Math.floor(served.length / PAGE) },
        (_, i) => (i + 1) * PAGE,
      ).filter((boundary) => sameCall(served[boundary - 1], served[boundary]));
      expect(splits.length).toBeGreaterThan(3);

      const s = open();
      const sync = createHistorySync({
        store: s,
        fetchPage: ({ limit, offset }) =>
          client.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
        days: () => 90,
        now: () => NOW,
        onProgress: () => undefined,
        onMissedCalls: () => undefined,
        onStored: () => undefined,
        backfillPage: PAGE,
      });
      await sync.run(new AbortController().signal);
      expect(served.length).toBeGreaterThan(sim.data.calls.length);
      expect(s.count(EVERY_CALL)).toBe(sim.data.calls.length);
      const stored = s.search({ ...everything, limit: 1000 }).map((record) => record.uuid);
      expect(stored.sort()).toEqual(sim.data.calls.map((call) => call.record.uuid).sort());
    } finally {
      await sim.close();
    }
  });
});
