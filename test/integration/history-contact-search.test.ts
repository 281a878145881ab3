// History search by a contact's name, on real SQLite files: the store finds the calls whose names or
// numbers hold the text, or whose other party is one of the given number keys (the numbers of the
// contacts the text names), newest first in one order and one paging, with the filters; the history
// service asks the contacts for those keys, the export's rule over Calls agrees with the store, and the
// dial pad's suggestions put the contacts' numbers first, each number once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import type { ContactSuggestion } from '../../main/contacts/store';
import {
  CONTACT_KEYS_SEARCHED,
  createHistoryService,
  HISTORY_DIR,
  type HistoryContacts,
  historyFileName,
} from '../../main/history/service';
import { EVERY_CALL, type HistoryStore, openHistoryStore } from '../../main/history/store';
import { call, NOW, NOW_EPOCH, US_201 } from '../support/people-calls';
import { callsOf } from '../support/record-edge';

/** Dana's mobile, which the phone system never names her on (under the account's rule, US, ext 201). */
const DANA_MOBILE = '+15555550147';
const DANA_WORK = '+12125550123';

/**
 * Newest first: Dana's mobile unnamed or "WIRELESS CALLER", her work number named by the phone system,
 * calls of others (one of them named Dana too), missed and answered, in and out.
 */
const CALLS: ApiRecord[] = [
  call('mobile-missed', 10, {
    direction: 'inbound',
    caller_id_name: 'WIRELESS CALLER',
    caller_id_number: '5555550147',
    destination_number: '201',
    status: 'missed',
    missed_call: 'true',
  }),
  call('other-dana', 20, {
    direction: 'inbound',
    caller_id_name: 'Dana Okafor',
    caller_id_number: '5555550100',
    destination_number: '201',
  }),
  call('mobile-out', 30, {
    direction: 'outbound',
    caller_id_name: 'Alex Morgan',
    caller_id_number: '201',
    destination_number: '15555550147',
  }),
  call('marcus', 40, {
    direction: 'inbound',
    caller_id_name: 'Marcus Webb',
    caller_id_number: '5555550142',
    destination_number: '201',
  }),
  call('work-named', 50, {
    direction: 'inbound',
    caller_id_name: 'Dana Whitfield',
    caller_id_number: '2125550123',
    destination_number: '201',
  }),
  call('mobile-in', 60, {
    direction: 'inbound',
    caller_id_name: '',
    caller_id_number: '(555) 555-0147',
    destination_number: '201',
  }),
  call('old-mobile', 3 * 24 * 60, {
    direction: 'inbound',
    caller_id_name: '',
    caller_id_number: '5555550147',
    destination_number: '201',
  }),
];

let dir: string;
let store: HistoryStore | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-contact-search-'));
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** The demo's copy, where the history service below finds it. */
const copyPath = () => join(dir, HISTORY_DIR, historyFileName('demo'));
const open = () => {
  store = openHistoryStore(copyPath(), { now: () => NOW, partyRule: US_201 }).store;
  store.add(CALLS);
  return store;
};

const uuids = (records: readonly ApiRecord[]) => records.map((record) => record.uuid);

describe("the store's search with the keys of contacts", () => {
  it("finds 'Dana' on the calls of her mobile, whose records name no one, with those whose names hold it", () => {
    const s = open();
    // Without contacts: only the records that name a Dana.
    expect(uuids(s.search({ ...EVERY_CALL, text: 'Dana', limit: 50, offset: 0 }))).toEqual([
      'other-dana',
      'work-named',
    ]);
    const withDana = { ...EVERY_CALL, text: 'Dana', partyKeys: [DANA_MOBILE, DANA_WORK] };
    const found = ['mobile-missed', 'other-dana', 'mobile-out', 'work-named', 'mobile-in', 'old-mobile'];
    expect(uuids(s.search({ ...withDana, limit: 50, offset: 0 }))).toEqual(found);
    // Each call once (her work call matches both ways), counted as listed.
    expect(s.count(withDana)).toBe(found.length);
  });

  it('pages through both in one order, newest first', () => {
    const s = open();
    const query = { ...EVERY_CALL, text: 'Dana', partyKeys: [DANA_MOBILE, DANA_WORK] };
    const pages = [0, 2, 4, 6].map((offset) => uuids(s.search({ ...query, limit: 2, offset })));
    expect(pages).toEqual([
      ['mobile-missed', 'other-dana'],
      ['mobile-out', 'work-named'],
      ['mobile-in', 'old-mobile'],
      [],
    ]);
  });

  it('keeps to the filters: missed, a direction, the days', () => {
    const s = open();
    const dana = { ...EVERY_CALL, text: 'dana', partyKeys: [DANA_MOBILE] };
    const page = { limit: 50, offset: 0 };
    expect(uuids(s.search({ ...dana, ...page, missedOnly: true }))).toEqual(['mobile-missed']);
    expect(s.count({ ...dana, missedOnly: true })).toBe(1);
    expect(uuids(s.search({ ...dana, ...page, direction: 'outbound' }))).toEqual(['mobile-out']);
    const lastDay = { fromEpoch: NOW_EPOCH - 86_400, toEpoch: NOW_EPOCH };
    expect(uuids(s.search({ ...dana, ...page, ...lastDay }))).toEqual([
      'mobile-missed',
      'other-dana',
      'mobile-out',
      'work-named',
      'mobile-in',
    ]);
    expect(s.count({ ...dana, ...lastDay })).toBe(5);
  });

  it('finds by the keys only alongside words: no text lists every call, and keys of no call add none', () => {
    const s = open();
    expect(s.count({ ...EVERY_CALL, partyKeys: [DANA_MOBILE] })).toBe(CALLS.length);
    expect(s.count({ ...EVERY_CALL, text: '\u0000', partyKeys: [DANA_MOBILE] })).toBe(CALLS.length);
    expect(
      uuids(s.search({ ...EVERY_CALL, text: 'zzz', partyKeys: ['+15555550999'], limit: 5, offset: 0 })),
    ).toEqual([]);
    // A short word (under the trigram index) reads call_text; the keys join it the same way.
    expect(
      uuids(s.search({ ...EVERY_CALL, text: 'zz', partyKeys: [DANA_MOBILE], limit: 2, offset: 0 })),
    ).toEqual(['mobile-missed', 'mobile-out']);
  });

  it("walks each party's calls by its index, newest first, never every call", () => {
    open().close();
    const db = new DatabaseSync(copyPath(), { readOnly: true });
    try {
      for (const index of ['calls_party', 'calls_missed_party']) {
        const plan = (
          db
            .prepare(
              `EXPLAIN QUERY PLAN SELECT c.id FROM calls c INDEXED BY ${index}
               WHERE c.party_key IN (SELECT value FROM json_each(?)) ${index === 'calls_missed_party' ? 'AND c.missed = 1' : ''}
               ORDER BY c.id LIMIT 10`,
            )
            .all('[]') as { detail: string }[]
        ).map((row) => row.detail);
        expect(plan.join('\n')).toContain(`USING COVERING INDEX ${index} (party_key=?)`);
      }
    } finally {
      db.close();
    }
  });
});

/** Contacts as a history service reads them: Dana's two numbers and a colleague's extension. */
function contacts(asked: { text: string; limit: number }[] = []): HistoryContacts {
  const found: ContactSuggestion[] = [
    { contactId: 'c-dana', name: 'Dana Whitfield', label: 'mobile', number: '555-555-0147' },
    { contactId: 'c-dana', name: 'Dana Whitfield', label: 'work', number: '(212) 555-0123' },
    // The same mobile saved again in another contact: suggested once.
    { contactId: 'c-dana-2', name: 'Dana W. (old)', label: 'mobile', number: '+1 555 555 0147' },
  ];
  return {
    keysMatching(text, limit) {
      asked.push({ text, limit });
      return /dana/i.test(text) ? [DANA_MOBILE, DANA_WORK] : [];
    },
    suggest: (text) => (/dana/i.test(text) ? found : []),
  };
}

/** A history service over the copy open() wrote (it syncs nothing). */
function service(historyContacts: HistoryContacts, keepLocalCopy = true) {
  open().close();
  store = undefined;
  return createHistoryService({
    dataDir: dir,
    owner: () => 'demo',
    fetchPage: () => Promise.reject(new Error('no sync in this test')),
    settings: () => ({ keepLocalCopy, days: 90 }),
    partyRule: () => US_201,
    contacts: historyContacts,
    emit: () => undefined,
    now: () => NOW,
  });
}

describe('the history service', () => {
  it("asks the contacts for the text's keys, and finds their calls", async () => {
    const asked: { text: string; limit: number }[] = [];
    const history = service(contacts(asked));
    const found = history.search({ ...EVERY_CALL, text: 'Dana', limit: 3, offset: 0 });
    expect(found && uuids(found.records)).toEqual(['mobile-missed', 'other-dana', 'mobile-out']);
    expect(found?.total).toBe(6);
    expect(asked).toEqual([{ text: 'Dana', limit: CONTACT_KEYS_SEARCHED }]);
    // No word of three letters, no question to the contacts (a scan of every name, naming no one yet).
    for (const text of ['  ', 'Da', 'D W']) history.search({ ...EVERY_CALL, text, limit: 3, offset: 0 });
    expect(asked).toHaveLength(1);
    await history.stop();
  });

  it("judges Calls by the store's rule: the export keeps what the search shows", async () => {
    const history = service(contacts());
    const calls = callsOf(CALLS, { ownExtension: '201' });
    for (const text of ['Dana', 'dana whitfield', 'Marcus', '0147', 'zzz', '']) {
      const shown = history.search({ ...EVERY_CALL, text, limit: 50, offset: 0 });
      const matches = history.callMatcher(text);
      expect(
        calls.filter(matches).map((c) => c.id),
        text,
      ).toEqual(shown && uuids(shown.records));
    }
    await history.stop();
  });

  it("suggests the contacts' numbers first, each key once, with the calls the history holds, then the history's people", async () => {
    const history = service(contacts());
    expect(history.suggest('Dana', 5)).toEqual([
      {
        name: 'Dana Whitfield',
        number: '555-555-0147',
        calls: 4,
        lastCallEpoch: NOW_EPOCH - 600,
        contact: { id: 'c-dana', label: 'mobile' },
      },
      {
        name: 'Dana Whitfield',
        number: '(212) 555-0123',
        calls: 1,
        lastCallEpoch: NOW_EPOCH - 3000,
        contact: { id: 'c-dana', label: 'work' },
      },
      // Her numbers are not suggested again under the names the phone system recorded; the other Dana is.
      { name: 'Dana Okafor', number: '5555550100', calls: 1, lastCallEpoch: NOW_EPOCH - 1200 },
    ]);
    expect(history.suggest('Dana', 1).map((person) => person.number)).toEqual(['555-555-0147']);
    await history.stop();
  });

  it("suggests the contacts' numbers without a local copy", () => {
    const history = service(contacts(), false);
    expect(history.suggest('Dana', 5).map((person) => [person.number, person.calls])).toEqual([
      ['555-555-0147', 0],
      ['(212) 555-0123', 0],
    ]);
  });
});
