// The people of the local copy by the one number key (main/numbers/number-key.ts), on real SQLite files:
// a copy written by the Dialdesk before the key (by its own code: test/fixtures) opens with every call kept and
// its people keyed again in place; a colleague is named by the calls they placed, whichever way a local
// call went; a change of the account's country or own extension keys the copy again; a full disk
// during the migration leaves the old copy as it was; names for a page come in one call, through the
// history service too.
import { copyFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { MIGRATIONS } from '../../main/history/schema';
import { createHistoryService, HISTORY_DIR, historyFileName } from '../../main/history/service';
import { EVERY_CALL, type HistoryStore, openHistoryStore } from '../../main/history/store';
import type { StoreFault } from '../../main/history/store-faults';
import { suggestPeople } from '../../main/history/suggestions';
import { type NumberKeyRule, numberKey } from '../../main/numbers/number-key';
import { otherParty } from '../../preload/shared/call-party';
import { NO_CONTACTS } from '../support/no-contacts';
import { asSchemaFour, copyBeforeNumberKey } from '../support/old-history-copy';
import { CALLS, call, NOW, NOW_EPOCH, US_201 } from '../support/people-calls';

const NEW_YORK = '+12125550123';
const LONDON = '+442079460958';
const SAM = 'ext:202';
const UNNAMED = '+12125550199';

let dir: string;
let path: string;
let store: HistoryStore | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-people-'));
  path = join(dir, 'history', 'account.sqlite');
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await rm(dir, { recursive: true, force: true });
});

const open = (rule: NumberKeyRule = US_201, options: { maxPages?: number } = {}) => {
  store?.close();
  store = openHistoryStore(path, { now: () => NOW, partyRule: rule, ...options }).store;
  return store;
};

/** The name a page's resolver gets for a call's other party: its key under the rule, then namesOf. */
const nameOf = (s: HistoryStore, record: ApiRecord, rule: NumberKeyRule = US_201) => {
  const number = otherParty(record, rule.ownExtension).number;
  const key = number === null ? null : numberKey(number, rule)?.key;
  return key ? (s.namesOf([key]).get(key) ?? null) : null;
};
const byUuid = (uuid: string) => CALLS.find((record) => record.uuid === uuid) as ApiRecord;

/** Reads the file with a connection of its own, read-only. */
function inFile<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const version = () =>
  inFile((db) => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
const peopleKeys = () =>
  inFile((db) =>
    (db.prepare('SELECT key FROM people ORDER BY key').all() as { key: string }[]).map((r) => r.key),
  );
const partyKeys = () =>
  inFile((db) =>
    Object.fromEntries(
      (
        db.prepare('SELECT uuid, party_key FROM calls').all() as { uuid: string; party_key: string | null }[]
      ).map((row) => [row.uuid, row.party_key]),
    ),
  );

describe('a new copy', () => {
  it('names a colleague by the calls they placed, whichever way a local call went', () => {
    const s = open();
    s.add([...CALLS].reverse()); // newest first, as the sync stores them: my unnamed call to Sam comes first
    expect(nameOf(s, byUuid('sam-called-me'))).toBe('Sam Rivera');
    expect(nameOf(s, byUuid('i-called-sam'))).toBe('Sam Rivera');
    expect(partyKeys()).toMatchObject({ 'sam-called-me': SAM, 'i-called-sam': SAM, withheld: null });
    // The account's own name, recorded on the calls it placed, names nobody.
    expect(s.namesOf(['ext:201'])).toEqual(new Map());
  });

  it('answers the latest name recorded for each key of a page, in one call', () => {
    const s = open();
    s.add(CALLS);
    expect(s.namesOf([NEW_YORK, LONDON, SAM, NEW_YORK, UNNAMED, 'ext:999', 'raw:1'])).toEqual(
      new Map([
        [NEW_YORK, 'Dana Whitfield'], // not 'Dana W.', recorded 80 days ago
        [LONDON, 'Oliver Hale'],
        [SAM, 'Sam Rivera'],
      ]),
    );
    expect(s.namesOf([])).toEqual(new Map());
  });

  it('looks the key up by an index', () => {
    open().add(CALLS);
    const plan = inFile(
      (db) =>
        db.prepare('EXPLAIN QUERY PLAN SELECT id FROM calls WHERE party_key = ?').all(SAM) as {
          detail: string;
        }[],
    );
    expect(plan.map((step) => step.detail).join('\n')).toMatch(
      /USING (COVERING )?INDEX calls_party \(party_key=\?\)/,
    );
  });
});

describe('a copy made by the Dialdesk before the number key', () => {
  /** CALLS as the old store's own code wrote them, as a user's file holds them. */
  function writeOldCopy(): void {
    copyBeforeNumberKey(path);
    expect(version()).toBe(4);
  }

  it('opens with every call kept and its people keyed again by the one number key', () => {
    writeOldCopy();
    // What that code made: people by their last ten digits, local calls left out.
    expect(peopleKeys()).toEqual(['2079460958', '2125550123', '2125550199']);
    const s = open();
    expect(version()).toBe(MIGRATIONS.length);
    expect(s.count(EVERY_CALL)).toBe(CALLS.length);
    expect(s.search({ ...EVERY_CALL, limit: 100, offset: 0 })).toEqual(
      [...CALLS].sort((a, b) => Number(b.start_epoch) - Number(a.start_epoch)),
    );
    expect(peopleKeys()).toEqual([NEW_YORK, UNNAMED, LONDON, SAM]);
    expect(partyKeys()).toEqual({
      'dana-in': NEW_YORK,
      'dana-out': NEW_YORK,
      'london-in': LONDON,
      'sam-called-me': SAM,
      'i-called-sam': SAM,
      'unnamed-out': UNNAMED,
      withheld: null,
      'long-ago': NEW_YORK,
    });
    expect(s.namesOf([NEW_YORK, LONDON, SAM])).toEqual(
      new Map([
        [NEW_YORK, 'Dana Whitfield'],
        [LONDON, 'Oliver Hale'],
        [SAM, 'Sam Rivera'],
      ]),
    );
    // The colleague I called is named by the call they placed.
    expect(nameOf(s, byUuid('i-called-sam'))).toBe('Sam Rivera');
    expect(s.readMeta('partyKeys')).toEqual({ rule: 1, defaultRegion: 'US', ownExtension: '201' });
  });

  it('still suggests people by name and by digits', () => {
    writeOldCopy();
    // What that code made: people by their last ten digits, local calls left out.
    expect(peopleKeys()).toEqual(['2079460958', '2125550123', '2125550199']);
    const s = open();
    const suggested = (text: string) => suggestPeople(s, text, { limit: 5, nowMs: NOW });
    expect(suggested('Dana')).toEqual([
      { name: 'Dana Whitfield', number: '12125550123', calls: 3, lastCallEpoch: NOW_EPOCH - 200 * 60 },
    ]);
    expect(suggested('Sam')).toEqual([
      { name: 'Sam Rivera', number: '202', calls: 2, lastCallEpoch: NOW_EPOCH - 3000 },
    ]);
    expect(suggested('555 0123').map((p) => p.name)).toEqual(['Dana Whitfield']);
    expect(suggested('0958').map((p) => p.name)).toEqual(['Oliver Hale']);
    // Typed as the British read it, and as the key holds it.
    expect(suggested('020 7946 0958').map((p) => p.name)).toEqual([]);
    expect(suggested('4420794').map((p) => p.name)).toEqual(['Oliver Hale']);
    expect(suggested('202').map((p) => p.name)).toEqual(['Sam Rivera']);
  });

  it('is left as it was when the disk fills while its people are keyed again, and migrated at the next start', () => {
    // Enough calls for keying them again to need pages of its own: 1,000 callers, 600 colleagues.
    const many = Array.from({ length: 2000 }, (_, n) =>
      n % 2 === 0
        ? call(`caller-${n}`, 1000 + n, {
            direction: 'inbound',
            caller_id_name: `Caller ${n}`,
            caller_id_number: `212555${String(n).padStart(4, '0')}`,
            destination_number: '201',
          })
        : call(`colleague-${n}`, 1000 + n, {
            direction: 'local',
            caller_id_name: `Colleague ${300 + (n % 600)}`,
            caller_id_number: String(300 + (n % 600)),
            destination_number: '201',
          }),
    );
    // Written by this store and taken back to schema 4: what the migration reads, at a size whose
    // keying needs pages of its own.
    open().add(many);
    store?.close();
    store = undefined;
    asSchemaFour(path);
    expect(version()).toBe(4);
    // The pages the schema's own changes since schema 4 take (the index), measured on a copy: past
    // them, only keying the calls again needs more.
    const probe = join(dir, 'probe.sqlite');
    copyFileSync(path, probe);
    const probing = new DatabaseSync(probe);
    for (const migration of MIGRATIONS.slice(4)) probing.exec(migration);
    const pages = (probing.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    probing.close();
    const keysBefore = partyKeys();
    const peopleBefore = peopleKeys();
    expect(() => open(US_201, { maxPages: pages })).toThrow(
      expect.objectContaining({ name: 'StoreFault', kind: 'full' }) as StoreFault,
    );
    store = undefined;
    expect(version()).toBe(4);
    expect(partyKeys()).toEqual(keysBefore);
    expect(peopleKeys()).toEqual(peopleBefore);
    const s = open();
    expect(s.count(EVERY_CALL)).toBe(many.length);
    expect(s.namesOf(['+12125550042', 'ext:343'])).toEqual(
      new Map([
        ['+12125550042', 'Caller 42'],
        ['ext:343', 'Colleague 343'],
      ]),
    );
  });
});

describe('a change of the account’s rule inputs', () => {
  it('another default country keys every call again, in place', () => {
    open().add(CALLS);
    const germany: NumberKeyRule = { defaultRegion: 'DE', ownExtension: '201' };
    const s = open(germany);
    // In Germany these digits without a '+' are German numbers; extensions stay what they are.
    expect(partyKeys()).toMatchObject({
      'dana-in': '+492125550123',
      'dana-out': '+4912125550123',
      'london-in': '+49442079460958',
      'i-called-sam': SAM,
    });
    expect(s.namesOf([NEW_YORK, '+492125550123', LONDON, SAM])).toEqual(
      new Map([
        ['+492125550123', 'Dana Whitfield'],
        [SAM, 'Sam Rivera'],
      ]),
    );
    expect(s.count(EVERY_CALL)).toBe(CALLS.length);
    expect(s.readMeta('partyKeys')).toEqual({ rule: 1, defaultRegion: 'DE', ownExtension: '201' });
  });

  it('another own extension makes the other side of local calls the other party', () => {
    open().add(CALLS);
    // The same calls, seen from extension 202: Alex at 201 is the colleague now.
    const s = open({ defaultRegion: 'US', ownExtension: '202' });
    expect(partyKeys()).toMatchObject({ 'sam-called-me': 'ext:201', 'i-called-sam': 'ext:201' });
    expect(s.namesOf(['ext:201', SAM])).toEqual(new Map([['ext:201', 'Alex Morgan']]));
  });
});

describe('names through the history service', () => {
  it('answers from the copy, follows a change of country at once, and answers nothing while the copy is off', async () => {
    const dataDir = dir;
    path = join(dataDir, HISTORY_DIR, historyFileName('demo'));
    open().add(CALLS);
    store?.close();
    store = undefined;
    let rule = US_201;
    let keepLocalCopy = true;
    const service = createHistoryService({
      dataDir,
      owner: () => 'demo',
      fetchPage: () => Promise.reject(new Error('no sync in this test')),
      settings: () => ({ keepLocalCopy, days: 90 }),
      partyRule: () => rule,
      contacts: NO_CONTACTS,
      emit: () => undefined,
      now: () => NOW,
    });
    try {
      expect(service.namesOf([NEW_YORK, SAM])).toEqual(
        new Map([
          [NEW_YORK, 'Dana Whitfield'],
          [SAM, 'Sam Rivera'],
        ]),
      );
      rule = { defaultRegion: 'DE', ownExtension: '201' };
      expect(service.namesOf([NEW_YORK, '+492125550123'])).toEqual(
        new Map([['+492125550123', 'Dana Whitfield']]),
      );
      expect(service.suggest('Dana', 5).map((p) => p.number)).toEqual(['2125550123']);
      keepLocalCopy = false;
      expect(service.namesOf(['+492125550123'])).toEqual(new Map());
    } finally {
      await service.stop();
    }
  });

  it('answers nothing while the file cannot be used', async () => {
    path = join(dir, HISTORY_DIR, historyFileName('demo'));
    open().add(CALLS);
    store?.close();
    store = undefined;
    const db = new DatabaseSync(path);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`); // a newer Dialdesk's file
    db.close();
    const service = createHistoryService({
      dataDir: dir,
      owner: () => 'demo',
      fetchPage: () => Promise.reject(new Error('no sync in this test')),
      settings: () => ({ keepLocalCopy: true, days: 90 }),
      partyRule: () => US_201,
      contacts: NO_CONTACTS,
      emit: () => undefined,
      now: () => NOW,
    });
    try {
      expect(service.namesOf([NEW_YORK])).toEqual(new Map());
      expect(service.status().problem?.message).toMatch(/newer/i);
    } finally {
      await service.stop();
    }
  });
});
