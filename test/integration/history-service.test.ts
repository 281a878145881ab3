// The history service as the core uses it, against the simulator over loopback HTTP and real SQLite
// files: search falls back (null) while the copy is off, one file per owner, missed-call events and the
// unseen count, phone systems whose records cannot tell a missed call, a damaged file, and deletion.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPbxClient } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import {
  createHistoryService,
  HISTORY_DIR,
  type HistoryEvent,
  type HistoryService,
  type HistorySettings,
  historyFileName,
} from '../../main/history/service';
import { EVERY_CALL, type StoredCallQuery } from '../../main/history/store';
import type { Events } from '../../preload/contract';
import { classifyMissed } from '../../preload/shared/missed-call';
import { createFakeClock } from '../support/fake-clock';
import { NO_CONTACTS } from '../support/no-contacts';
import { servedCallRows } from '../support/served-calls';

const START = Date.UTC(2026, 10, 21, 14, 3);
const MINUTE = 60_000;

let sim: DemoServer;
let dir: string;
let service: HistoryService;
let settings: HistorySettings;
let owner: string;
let events: { [E in HistoryEvent]: Events[E][] };
const clock = createFakeClock(START);

const firstPage: StoredCallQuery = {
  ...EVERY_CALL,
  limit: 50,
  offset: 0,
};

beforeEach(async () => {
  sim = await startDemoServer({ seed: 5, callCount: 300, now: () => clock.now() });
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-history-service-'));
  settings = { keepLocalCopy: true, days: 90 };
  owner = 'demo';
  events = { historyStatus: [], missedCalls: [], historyChanged: [] };
  const client = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey });
  service = createHistoryService({
    dataDir: dir,
    owner: () => owner,
    fetchPage: ({ limit, offset }) => client.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
    settings: () => settings,
    partyRule: () => ({ defaultRegion: 'US', ownExtension: '201' }),
    contacts: NO_CONTACTS,
    emit: (event, payload) => (events[event] as unknown[]).push(payload),
    clock,
    random: () => 0.5,
  });
});
afterEach(async () => {
  await service.stop();
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

/** Starts the periodic sync and waits for its first run. */
async function syncOnce() {
  service.start();
  await service.checkNow('manual');
}

describe('the local copy', () => {
  it('answers search from the file once synced, with the total for the filter', async () => {
    await syncOnce();
    const result = service.search({ ...firstPage, missedOnly: true });
    // The calls the phone system's own records call missed (the one rule, missed-call.ts): its a-legs, as
    // served. FusionPBX's status says 'failed' of a call turned down, which the model's flag calls missed.
    const missed = (await servedCallRows(sim)).filter(
      (row) => row.leg === 'a' && classifyMissed(row).missed === true,
    );
    expect(missed.length).toBeGreaterThan(0);
    expect(result?.total).toBe(missed.length);
    expect(result?.records[0]?.uuid).toBe(missed[0]?.uuid);
    expect(service.status()).toMatchObject({ enabled: true, stored: 300, missedAlerts: 'available' });
  });

  it('while it is off, search answers null (the core asks the server) and nothing is fetched', async () => {
    settings.keepLocalCopy = false;
    await syncOnce();
    expect(service.search(firstPage)).toBeNull();
    expect(sim.requestsFor('cdrs')).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps one file per owner: the demo and each account at its host', async () => {
    await syncOnce();
    owner = 'acme@https://pbx.example.com';
    // A new account's copy is empty until its first sync: until then the server answers (null).
    expect(service.search(firstPage)).toBeNull();
    const files = await readdir(join(dir, HISTORY_DIR));
    expect(files).toEqual(expect.arrayContaining(['demo.sqlite', historyFileName(owner)]));
    expect(historyFileName(owner)).toMatch(/^[0-9a-f]{32}\.sqlite$/);
  });

  it('Delete local history removes the file at once', async () => {
    settings.keepLocalCopy = true;
    await syncOnce();
    await service.stop();
    await service.deleteLocalCopy();
    expect(existsSync(join(dir, HISTORY_DIR, 'demo.sqlite'))).toBe(false);
    expect(events.historyChanged.at(-1)).toEqual({ added: 0 });
  });

  it('says so when the file was damaged, and rebuilds it from the phone system', async () => {
    await mkdir(join(dir, HISTORY_DIR), { recursive: true });
    await writeFile(join(dir, HISTORY_DIR, 'demo.sqlite'), 'not a database at all'.repeat(100));
    await syncOnce();
    expect(service.status().notice).toMatch(/moved to .*rebuilt from the phone system/);
    expect(service.search(firstPage)?.total).toBe(300);
  });
});

describe('a file damaged while in use', () => {
  it('is set aside: search falls back to the server, and the next sync rebuilds it', async () => {
    await syncOnce();
    await service.stop(); // closes the file (and folds the WAL into it)
    // The first pages (header, schema, the newest calls) still read; the rest is overwritten.
    const file = await open(join(dir, HISTORY_DIR, 'demo.sqlite'), 'r+');
    const { size } = await file.stat();
    await file.write(Buffer.alloc(size / 2, 0xa5), 0, size / 2, size / 2);
    await file.close();
    expect(service.search({ ...firstPage, text: 'zzzz' })).toBeNull();
    expect(service.status().notice).toMatch(/could not be read.*moved to .*rebuilt from the phone system/);
    expect((await readdir(join(dir, HISTORY_DIR))).filter((name) => name.includes('.corrupt-'))).toHaveLength(
      1,
    );
    await syncOnce();
    expect(service.search(firstPage)?.total).toBe(300);
  });
});

describe('missed calls', () => {
  it('announces a new missed call', async () => {
    await syncOnce();
    expect(events.missedCalls).toEqual([]);
    clock.advance(MINUTE);
    const call = sim.addCall({ missed: true });
    await service.checkNow('manual');
    expect(events.missedCalls).toEqual([
      { notices: [expect.objectContaining({ kind: 'call', uuid: call.record.uuid })] },
    ]);
  });

  it('says alerts are not available when the records carry no missed-call field', async () => {
    const bare = Array.from({ length: 3 }, (_, i) => ({
      uuid: `bare-${i}`,
      start_epoch: START / 1000 - i * 60,
      start_stamp: '2026-11-21 14:00:00',
    }));
    sim.injectFault({ op: 'cdrs', fault: { kind: 'reply', status: 200, body: JSON.stringify(bare) } });
    await syncOnce();
    expect(service.status()).toMatchObject({ stored: 3, missedAlerts: 'unavailable' });
  });

  it('a record that cannot be placed in time is kept out and counted; the rest sync, and a millisecond epoch is read as one', async () => {
    const seconds = START / 1000;
    const normal = Array.from({ length: 5 }, (_, i) => ({
      uuid: `normal-${i}`,
      start_epoch: String(seconds - (i + 1) * 600),
      direction: 'inbound',
      caller_id_name: `Caller ${i}`,
      caller_id_number: '5555550100',
    }));
    const page = [
      { uuid: 'absurd-seconds', start_epoch: 1.7e18, direction: 'inbound' },
      { uuid: 'absurd-text', start_epoch: '1e30', direction: 'inbound' },
      // Milliseconds, between normal-1 and normal-2: stored at its real time, not in the year 58,000.
      { uuid: 'milliseconds', start_epoch: (seconds - 1500) * 1000, direction: 'inbound' },
      ...normal,
    ];
    sim.injectFault({ op: 'cdrs', fault: { kind: 'reply', status: 200, body: JSON.stringify(page) } });
    await syncOnce();
    const status = service.status();
    expect(status).toMatchObject({ stored: 6, unplaced: 2, problem: null });
    expect(status.sync?.lastSyncAt).not.toBeNull();
    const order = service.search(firstPage)?.records.map((record) => record.uuid);
    expect(order).toEqual(['normal-0', 'normal-1', 'milliseconds', 'normal-2', 'normal-3', 'normal-4']);
    // Met again by the next sync, still counted once.
    await service.checkNow('manual');
    expect(service.status().unplaced).toBe(2);
  });
});
