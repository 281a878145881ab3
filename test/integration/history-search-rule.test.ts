// One search rule for History's local copy, the list without one, and the export: the store (SQLite's
// trigram index and call_text) finds exactly the calls the windows keep (matchesSearch over searchableOf
// the Calls main's edge read from the same records), for the same text.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { createDemoData } from '../../main/demo/data';
import { createRandom } from '../../main/demo/random';
import { MIGRATIONS } from '../../main/history/schema';
import { EVERY_CALL, type HistoryStore, openHistoryStore } from '../../main/history/store';
import { matchesSearch, searchableOf, searchTerms } from '../../preload/shared/call-filter';
import { callsOf } from '../support/record-edge';

const NOW = Date.UTC(2026, 10, 21, 14, 3);

let dir: string;
let store: HistoryStore | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-search-rule-'));
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await rm(dir, { recursive: true, force: true });
});

const named = (uuid: string, name: string, number: string, at: number): ApiRecord => ({
  uuid,
  start_epoch: NOW / 1000 - at * 60,
  direction: 'inbound',
  caller_id_name: name,
  caller_id_number: number,
  destination_number: '201',
});

/** Demo calls plus the names the issue met: accents, an emoji, a name with digits beside it. */
function records(): ApiRecord[] {
  const demo = createDemoData(createRandom(3), NOW, 400).calls.map(
    ({ record }): ApiRecord => ({ ...record }),
  );
  return [
    ...demo,
    named('jose-1', 'José Álvarez', '(555) 555-0190', 1),
    named('jose-2', 'JOSE ALVAREZ', '5555550191', 2),
    named('emoji-1', '😀a Bakery', '5555550192', 3),
    named('priya-1', 'Priya Natarajan', '555-0193', 4),
    named('priya-2', 'Priya Natarajan', '+1 (555) 555-0194', 5),
  ];
}

const QUERIES = [
  'Priya 5',
  'priya',
  'jose',
  'JOSÉ',
  'álv',
  '😀a',
  '😀',
  'a',
  'da',
  'dan',
  '555-01',
  '(555) 555',
  '0190',
  'e 5',
  'Natarajan 0194',
  'zzz',
];

/** The ids of the calls the windows keep for `text`, read from `records` by main's edge. */
const keptBy = (records: ApiRecord[], text: string) =>
  callsOf(records)
    .filter((call) => matchesSearch(searchableOf(call), text))
    .map((call) => call.id);

describe('the one search rule', () => {
  it('the local copy finds exactly the records the list and the export keep, for every query', () => {
    const all = records();
    ({ store } = openHistoryStore(join(dir, 'history.sqlite')));
    store.add(all);
    for (const text of QUERIES) {
      const found = store
        .search({ ...EVERY_CALL, text, limit: 10_000, offset: 0 })
        .map((record) => record.uuid);
      const kept = keptBy(all, text);
      expect(new Set(found), text).toEqual(new Set(kept));
      expect(store.count({ ...EVERY_CALL, text }), text).toBe(kept.length);
    }
  });

  it('reads the issue’s examples as a person means them', () => {
    const all = records().filter((record) => /^(jose|emoji|priya)-/.test(record.uuid));
    const keep = (text: string) => keptBy(all, text);
    expect(keep('Priya 5')).toEqual(['priya-1', 'priya-2']);
    expect(keep('jose')).toEqual(['jose-1', 'jose-2']);
    expect(keep('JOSÉ')).toEqual(['jose-1', 'jose-2']);
    expect(keep('😀a')).toEqual(['emoji-1']);
    expect(searchTerms('(555) 555-0123')).toEqual(['5555550123']);
    expect(searchTerms('Priya 555-01')).toEqual(['priya', '55501']);
    expect(searchTerms(`Dana${'x'.repeat(5000)}`)[0]?.length).toBe(200);
  });

  it('a copy made before the rule is upgraded in place: its search text is folded and every call kept', () => {
    const path = join(dir, 'old.sqlite');
    const old = new DatabaseSync(path);
    old.exec(`PRAGMA journal_mode = WAL; ${MIGRATIONS[0]}; PRAGMA user_version = 1;`);
    const record = named('old-1', 'José Álvarez', '(555) 555-0190', 1);
    const id = 4096;
    old
      .prepare('INSERT INTO calls (id, uuid, start_epoch, direction, record) VALUES (?, ?, ?, ?, ?)')
      .run(id, record.uuid, Number(record.start_epoch), 'inbound', JSON.stringify(record));
    // The text as the first schema stored it: as sent, not folded.
    const unfolded = 'José Álvarez (555) 555-0190 5555550190';
    old.prepare('INSERT INTO call_text (id, search_text) VALUES (?, ?)').run(id, unfolded);
    old.prepare('INSERT INTO calls_fts (rowid, search_text) VALUES (?, ?)').run(id, unfolded);
    old.close();
    ({ store } = openHistoryStore(path));
    expect(store.search({ ...EVERY_CALL, text: 'jo', limit: 10, offset: 0 }).map((r) => r.uuid)).toEqual([
      'old-1',
    ]);
    expect(
      store.search({ ...EVERY_CALL, text: 'josé 0190', limit: 10, offset: 0 }).map((r) => r.uuid),
    ).toEqual(['old-1']);
    expect(store.count(EVERY_CALL)).toBe(1);
  });
});
