// The local history database on real SQLite files in a temporary folder: permissions, WAL, the schema
// version, duplicates, search by name, number or any run of digits, filters, people for suggestions, the
// unseen-missed count, and a damaged file moved aside and rebuilt.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { MIGRATIONS } from '../../main/history/schema';
import {
  deleteHistoryFiles,
  EVERY_CALL,
  type HistoryStore,
  openHistoryStore,
  type StoredCallQuery,
} from '../../main/history/store';
import { suggestPeople } from '../../main/history/suggestions';

const DAY = 86_400;
const NOW = Date.UTC(2026, 10, 21, 14, 3);
const NOW_EPOCH = NOW / 1000;

let dir: string;
let path: string;
let store: HistoryStore | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-history-'));
  path = join(dir, 'history', 'account.sqlite');
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await rm(dir, { recursive: true, force: true });
});

const open = () => {
  // An account in the US at extension 201, as the calls below are.
  const opened = openHistoryStore(path, {
    now: () => NOW,
    partyRule: { defaultRegion: 'US', ownExtension: '201' },
  });
  store = opened.store;
  return opened;
};

let serial = 0;
function call(fields: Partial<Record<string, unknown>> = {}): ApiRecord {
  serial += 1;
  return {
    uuid: `call-${serial}`,
    start_epoch: NOW_EPOCH - serial * 60,
    direction: 'inbound',
    caller_id_name: 'Dana Whitfield',
    caller_id_number: '(555) 555-0123',
    destination_number: '201',
    missed_call: false,
    ...fields,
  };
}

const everything: StoredCallQuery = {
  ...EVERY_CALL,
  limit: 100,
  offset: 0,
};
const uuids = (records: ApiRecord[]) => records.map((record) => record.uuid);

describe('the file', () => {
  it('is created 0600 in WAL mode at the current schema version', async () => {
    const { store: s, notice } = open();
    s.add([call()]);
    expect(notice).toBeNull();
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'history'))).mode & 0o777).toBe(0o700);
    for (const name of await readdir(join(dir, 'history')))
      expect((await stat(join(dir, 'history', name))).mode & 0o077).toBe(0);
    s.close();
    const raw = new DatabaseSync(path, { readOnly: true });
    expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(raw.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    raw.close();
  });

  it('keeps what it stored across a reopen, and stores every field as sent', () => {
    const record = call({ sip_hangup_disposition: 'recv_bye', nested: { a: [1, 'two'] }, billsec: 42 });
    open().store.add([record]);
    store?.close();
    const reopened = open().store;
    expect(reopened.search(everything)).toEqual([record]);
  });

  it('moves a file that is not a database aside, says so, and starts a new one', async () => {
    await open().store.close();
    await writeFile(path, 'this is not a database, it is a shopping list'.repeat(200));
    const { store: s, notice } = open();
    expect(notice).toMatch(
      /could not be read.*moved to .*account\.sqlite\.corrupt-.*rebuilt from the phone system/,
    );
    expect((await readdir(join(dir, 'history'))).some((name) => name.includes('.corrupt-'))).toBe(true);
    s.add([call()]);
    expect(s.count(everything)).toBe(1);
  });

  it('leaves a file from a newer Dialdesk exactly as it is, and says so instead of guessing at its schema', async () => {
    open().store.close();
    const raw = new DatabaseSync(path);
    raw.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    expect(open).toThrow(/written by a newer Dialdesk/);
    expect(await readdir(join(dir, 'history'))).toEqual(['account.sqlite']);
    const kept = new DatabaseSync(path, { readOnly: true });
    expect(kept.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length + 1 });
    kept.close();
  });

  it('Delete local history removes the database and its side files', async () => {
    const s = open().store;
    s.add([call()]);
    s.close();
    deleteHistoryFiles(path);
    expect(await readdir(join(dir, 'history'))).toEqual([]);
  });
});

describe('adding', () => {
  it('drops duplicates by uuid and returns only what it stored', () => {
    const s = open().store;
    const [a, b] = [call(), call()];
    expect(uuids(s.add([a, b]))).toEqual([a?.uuid, b?.uuid]);
    expect(s.add([a, { ...b, caller_id_name: 'Changed' } as ApiRecord, call({ uuid: 'new' })])).toHaveLength(
      1,
    );
    expect(s.count(everything)).toBe(3);
  });

  it('skips a record with no usable start time instead of failing the page', () => {
    const s = open().store;
    const added = s.add([{ uuid: 'no-time', start_stamp: 'yesterday' }, call()]);
    expect(added).toHaveLength(1);
  });
});

describe('search', () => {
  it('finds a number by any run of its digits, however it was written', () => {
    const s = open().store;
    const dana = call();
    const other = call({ caller_id_name: 'Marcus Webb', caller_id_number: '5555550142' });
    s.add([dana, other]);
    for (const typed of ['0123', '555-0123', '(555) 555-0123', '5550123', '+1 555 555 0123'.slice(3)])
      expect(uuids(s.search({ ...everything, text: typed })), typed).toEqual([dana.uuid]);
    expect(uuids(s.search({ ...everything, text: '01' }))).toEqual([dana.uuid, other.uuid]);
  });

  it('finds names by any part, in any case, with or without accents', () => {
    const s = open().store;
    const diego = call({ caller_id_name: 'Diego Fernández', caller_id_number: '5555550195' });
    const dana = call();
    s.add([diego, dana]);
    expect(uuids(s.search({ ...everything, text: 'fernandez' }))).toEqual([diego.uuid]);
    expect(uuids(s.search({ ...everything, text: 'DAN' }))).toEqual([dana.uuid]);
    expect(uuids(s.search({ ...everything, text: 'Da' }))).toEqual([dana.uuid]); // two letters: a scan
    expect(uuids(s.search({ ...everything, text: 'whit"field' }))).toEqual([]); // quotes are not syntax
    expect(uuids(s.search({ ...everything, text: '100%' }))).toEqual([]);
    expect(uuids(s.search({ ...everything, text: 'Whit\u0000field\u0007' }))).toEqual([dana.uuid]); // controls go
    expect(suggestPeople(s, '\u0000\u0000\u0000', { limit: 5, nowMs: NOW })).toEqual([]);
  });

  it('applies the missed and direction filters and the date range, newest first, in pages', () => {
    const s = open().store;
    const missed = call({ missed_call: true, start_epoch: NOW_EPOCH - 2 * DAY });
    const outbound = call({
      direction: 'outbound',
      caller_id_name: 'Avery Chen',
      destination_number: '15555550123',
    });
    const old = call({ start_epoch: NOW_EPOCH - 40 * DAY });
    const recent = call({ start_epoch: NOW_EPOCH - 10 });
    s.add([missed, outbound, old, recent]);
    expect(uuids(s.search({ ...everything, missedOnly: true }))).toEqual([missed.uuid]);
    expect(uuids(s.search({ ...everything, direction: 'outbound', text: '0123' }))).toEqual([outbound.uuid]);
    const lastMonth = { fromEpoch: NOW_EPOCH - 30 * DAY, toEpoch: NOW_EPOCH - DAY };
    expect(uuids(s.search({ ...everything, ...lastMonth }))).toEqual([missed.uuid]);
    expect(uuids(s.search({ ...everything, limit: 2, offset: 1 }))).toEqual([outbound.uuid, missed.uuid]);
    expect(s.count({ ...everything, text: 'dana' })).toBe(3);
  });
});

describe('missed calls', () => {
  it('takes as seen, for the call-back list, the missed calls no sync announced or History showed', () => {
    const s = open().store;
    const seen = call({ missed_call: true }); // backfill: never announced, so never counted
    const alsoSeen = call({ missed_call: true, caller_id_number: '(555) 555-0124' });
    const voicemail = call({ missed_call: true, status: 'voicemail', caller_id_number: '(555) 555-0125' });
    s.add([seen, alsoSeen, voicemail]);
    // Announced by a sync and not yet shown: still to call back.
    s.add([call({ missed_call: true, caller_id_number: '(555) 555-0126' })], { markMissedUnseen: true });
    s.add([call({ missed_call: false, caller_id_number: '(555) 555-0127' })]);
    expect(s.seenMissedThrough()).toEqual(
      new Map([
        ['+15555550123', seen.start_epoch],
        ['+15555550124', alsoSeen.start_epoch],
      ]),
    );
  });

  it('lists the calls with another party since a time, b-legs beside their call', () => {
    const s = open().store;
    const recent = call({ missed_call: true });
    const old = call({ start_epoch: NOW_EPOCH - 30 * DAY });
    const nobody = call({ caller_id_number: '', destination_number: '201' }); // no other party to call
    s.add([recent, old, nobody]);
    const since = s.partyCallsSince(NOW_EPOCH - DAY);
    expect(since.map(({ uuid, key, startEpoch, party }) => ({ uuid, key, startEpoch, party }))).toEqual([
      {
        uuid: recent.uuid,
        key: '+15555550123',
        startEpoch: recent.start_epoch,
        party: { name: 'Dana Whitfield', number: '(555) 555-0123' },
      },
    ]);
    expect(since[0]?.record).toEqual(recent);
    expect(since[0]?.legs).toEqual([]);
  });

  it('says whether the records carry anything that tells a missed call', () => {
    const s = open().store;
    expect(s.missedAlertsAvailable()).toBeNull();
    s.add([{ uuid: 'bare', start_epoch: NOW_EPOCH, start_stamp: '2026-11-21 14:03:00' }]);
    expect(s.missedAlertsAvailable()).toBe(false);
    s.add([call()]);
    expect(s.missedAlertsAvailable()).toBe(true);
  });
});

describe('people and suggestions', () => {
  it('finds people by name or digits, ranked by how recently and how often they called', () => {
    const s = open().store;
    const day = (n: number) => NOW_EPOCH - n * DAY;
    s.add([
      // Dana: once, yesterday; her outbound call is the same person by number.
      call({ start_epoch: day(1) }),
      call({
        start_epoch: day(3),
        direction: 'outbound',
        caller_id_name: 'Avery Chen',
        destination_number: '15555550123',
      }),
      // Dan Brooks: ten calls a month ago.
      ...Array.from({ length: 10 }, (_, i) =>
        call({ start_epoch: day(30) - i, caller_id_name: 'Dan Brooks', caller_id_number: '+15555550129' }),
      ),
    ]);
    const found = suggestPeople(s, 'Dan', { limit: 5, nowMs: NOW });
    expect(found).toEqual([
      { name: 'Dana Whitfield', number: '(555) 555-0123', calls: 2, lastCallEpoch: day(1) },
      { name: 'Dan Brooks', number: '+15555550129', calls: 10, lastCallEpoch: day(30) },
    ]);
    expect(suggestPeople(s, '0129', { limit: 5, nowMs: NOW }).map((p) => p.name)).toEqual(['Dan Brooks']);
    expect(suggestPeople(s, '555', { limit: 1, nowMs: NOW })).toHaveLength(1);
    expect(suggestPeople(s, '  ', { limit: 5, nowMs: NOW })).toEqual([]);
  });

  it('forgets calls and people older than the kept days', () => {
    const s = open().store;
    s.add([
      call({ start_epoch: NOW_EPOCH - 100 * DAY, caller_id_name: 'Old Timer', caller_id_number: '5550111' }),
    ]);
    s.add([call()]);
    s.pruneBefore(NOW_EPOCH - 90 * DAY);
    expect(s.count(everything)).toBe(1);
    expect(s.search({ ...everything, text: 'timer' })).toEqual([]);
    expect(suggestPeople(s, 'Old', { limit: 5, nowMs: NOW })).toEqual([]);
  });
});
