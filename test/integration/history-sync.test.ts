// The history sync against the simulator over loopback HTTP, into a real SQLite file: backfill newest
// first in pages with progress, a restart mid-backfill, the one-request incremental, a call that arrives
// late inside the overlap window, missed-call announcements, and a wrong key that stops the checks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPbxClient } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import type { FoundMissedCall } from '../../main/history/missed-notices';
import {
  EVERY_CALL,
  type HistoryStore,
  openHistoryStore,
  type StoredCallQuery,
} from '../../main/history/store';
import {
  createHistorySync,
  type HistorySync,
  INCREMENTAL_PAGE,
  OVERLAP_SECONDS,
} from '../../main/history/sync';
import { createPeriodicCheck } from '../../main/schedule/periodic-check';
import type { SyncStatus } from '../../preload/contract';
import { createFakeClock } from '../support/fake-clock';
import { callOfEachLeg, servedCallRows } from '../support/served-calls';

const MINUTE = 60_000;
const DAY = 86_400;
const START = Date.UTC(2026, 10, 21, 14, 3);
const CALLS = 2500;
const PAGE = 1000;

let sim: DemoServer;
let dir: string;
let now: number;
let store: HistoryStore;

const everything: StoredCallQuery = {
  ...EVERY_CALL,
  limit: 10_000,
  offset: 0,
};

beforeEach(async () => {
  now = START;
  sim = await startDemoServer({ seed: 21, callCount: CALLS, now: () => now });
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-history-sync-'));
  store = openHistoryStore(join(dir, 'demo.sqlite')).store;
});
afterEach(async () => {
  store.close();
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

interface Harness {
  sync: HistorySync;
  progress: SyncStatus[];
  notices: FoundMissedCall[][];
}

function createSync(
  options: { days?: () => number; pbxKey?: string; onPage?: (status: SyncStatus) => void } = {},
) {
  const client = createPbxClient({ baseUrl: sim.baseUrl, apiKey: options.pbxKey ?? sim.pbxKey });
  const harness: Harness = {
    progress: [],
    notices: [],
    sync: createHistorySync({
      store,
      fetchPage: ({ limit, offset }) =>
        client.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
      days: options.days ?? (() => 90),
      now: () => now,
      onProgress: (status) => {
        harness.progress.push(status);
        options.onPage?.(status);
      },
      onMissedCalls: (notices) => harness.notices.push(notices),
      onStored: () => undefined,
      backfillPage: PAGE,
    }),
  };
  return harness;
}

const run = (sync: HistorySync, signal = new AbortController().signal) => sync.run(signal);
const offsets = () =>
  sim.requestsFor('cdrs').map((request) => Object.fromEntries(request.query) as Record<string, string>);

describe('backfill', () => {
  it('fetches the configured days newest first in pages, with progress, and stores each call once', async () => {
    // The phone system serves a row per call leg: the pages and the progress count rows, the file calls.
    const served = (await servedCallRows(sim)).length;
    sim.clearRequests();
    expect(served).toBeGreaterThan(CALLS);
    const pageStarts = Array.from({ length: Math.floor(served / PAGE) + 1 }, (_, i) => i * PAGE);
    const { sync, progress, notices } = createSync();
    await run(sync);
    expect(offsets()).toEqual([
      { limit: String(INCREMENTAL_PAGE), offset: '0', order_by: 'start_epoch desc' },
      ...pageStarts.map((offset) => ({
        limit: String(PAGE),
        offset: String(offset),
        order_by: 'start_epoch desc',
      })),
    ]);
    expect(store.count(everything)).toBe(CALLS);
    const pages = progress.filter((status) => status.running).map((status) => status.backfill);
    expect(pages.map((page) => page.fetched)).toEqual([...pageStarts, served]);
    const oldest = pages.map((page) => page.oldestEpoch ?? Number.POSITIVE_INFINITY);
    expect(oldest).toEqual([...oldest].sort((a, b) => b - a)); // moving back in time
    expect(sync.status()).toMatchObject({ running: false, lastSyncAt: START, backfill: { done: true } });
    expect(notices).toEqual([]); // the first sync after install announces nothing
  });

  it('stops at the configured days and keeps nothing older', async () => {
    const cutoff = START / 1000 - 20 * DAY;
    // The backfill stops at the first page of rows that reaches back past 20 days.
    const firstOlder = (await servedCallRows(sim)).findIndex((row) => Number(row.start_epoch) < cutoff);
    sim.clearRequests();
    expect(firstOlder).toBeGreaterThan(0);
    const { sync } = createSync({ days: () => 20 });
    await run(sync);
    const kept = sim.data.calls.filter(({ record }) => record.start_epoch >= cutoff).length;
    expect(store.count(everything)).toBe(kept);
    // The first sync's newest page, then the backfill's pages down to that one.
    expect(sim.requestsFor('cdrs')).toHaveLength(1 + Math.floor(firstOlder / PAGE) + 1);
  });

  it('walks again when the person asks to keep more days', async () => {
    let days = 20;
    const { sync } = createSync({ days: () => days });
    await run(sync);
    expect(store.count(EVERY_CALL)).toBeLessThan(CALLS);
    days = 90;
    await run(sync);
    expect(store.count(EVERY_CALL)).toBe(CALLS);
  });

  it('resumes after a restart where it stopped, without fetching the same pages again', async () => {
    const abort = new AbortController();
    const first = createSync({
      onPage: (status) => {
        if (status.backfill.fetched === 1000) abort.abort(new Error('the app quit'));
      },
    });
    await expect(first.sync.run(abort.signal)).rejects.toThrow('the app quit');
    // The calls of the first 1000 rows: their a-legs, and each b-leg whose a-leg is on a later page (the
    // only trace of its call until that page comes).
    const callOf = callOfEachLeg(sim);
    const firstRows = (await servedCallRows(sim)).slice(0, PAGE);
    const aLegs = new Set(firstRows.filter((row) => row.leg === 'a').map((row) => row.uuid));
    const traces = firstRows.filter((row) => row.leg === 'b' && !aLegs.has(callOf.get(row.uuid) ?? ''));
    expect(store.count(everything)).toBe(aLegs.size + traces.length);
    // The app starts again 5 minutes later; one call came in meanwhile.
    store.close();
    store = openHistoryStore(join(dir, 'demo.sqlite')).store;
    now += 5 * MINUTE;
    sim.addCall();
    const served = (await servedCallRows(sim)).length;
    sim.clearRequests();
    const second = createSync();
    await run(second.sync);
    // Incremental: the new call. Then the backfill goes on where it stopped, to the last page (the new
    // call's rows shift older ones to later offsets: duplicates, never a gap).
    const pageStarts = Array.from({ length: Math.floor(served / PAGE) }, (_, i) => (i + 1) * PAGE);
    expect(offsets().map((query) => [query.limit, query.offset])).toEqual([
      [String(INCREMENTAL_PAGE), '0'],
      ...pageStarts.map((offset) => [String(PAGE), String(offset)]),
    ]);
    expect(store.count(everything)).toBe(CALLS + 1);
  });

  it('can be cancelled, and then costs nothing until it is resumed', async () => {
    let cancelled = false;
    const harness = createSync({
      onPage: (status) => {
        if (status.backfill.fetched !== 1000 || cancelled) return;
        cancelled = true;
        harness.sync.cancelBackfill();
      },
    });
    await run(harness.sync);
    expect(harness.sync.status().backfill).toMatchObject({ done: false, paused: true, fetched: 1000 });
    sim.clearRequests();
    await run(harness.sync);
    expect(sim.requestsFor('cdrs')).toHaveLength(1); // the incremental check only
    harness.sync.resumeBackfill();
    await run(harness.sync);
    expect(store.count(everything)).toBe(CALLS);
  });
});

describe('incremental', () => {
  it('costs one request when nothing is new', async () => {
    const { sync } = createSync();
    await run(sync);
    now += 5 * MINUTE;
    sim.clearRequests();
    await run(sync);
    expect(sim.requestsFor('cdrs')).toHaveLength(1);
  });

  it('announces a new missed call once, and does not take it as seen', async () => {
    const { sync, notices } = createSync();
    await run(sync);
    const seenBefore = store.seenMissedThrough(); // the first sync's: missed before Dialdesk could tell
    now += 5 * MINUTE;
    const missed = sim.addCall({ missed: true });
    sim.addCall({ missed: false });
    await run(sync);
    expect(notices).toEqual([
      [
        {
          kind: 'call',
          uuid: missed.record.uuid,
          caller: { name: missed.record.caller_id_name, number: missed.record.caller_id_number },
          startEpoch: missed.record.start_epoch,
        },
      ],
    ]);
    expect(store.seenMissedThrough()).toEqual(seenBefore); // announced: not taken as seen
    now += 5 * MINUTE;
    await run(sync); // the call is still inside the overlap window: stored, not announced again
    expect(notices).toHaveLength(1);
  });

  it('after a weekend, fifty missed calls make one summary', async () => {
    const { sync, notices } = createSync();
    await run(sync);
    const seenBefore = store.seenMissedThrough();
    const missed = Array.from({ length: 50 }, () => {
      now += 60 * MINUTE;
      return sim.addCall({ missed: true });
    });
    await run(sync);
    const newestEpoch = missed.at(-1)?.record.start_epoch;
    expect(notices).toEqual([[{ kind: 'summary', count: 50, newestEpoch }]]);
    expect(store.seenMissedThrough()).toEqual(seenBefore);
  });

  it('catches a call that began before the last sync and was recorded after it', async () => {
    const { sync } = createSync();
    await run(sync);
    const lastSync = now;
    now += 40 * MINUTE;
    // A 70-minute call: it started 30 minutes before the last sync, and its record appears only now.
    const started = Math.floor(lastSync / 1000) - 30 * 60;
    expect(started).toBeGreaterThan(Math.floor(lastSync / 1000) - OVERLAP_SECONDS);
    const late = sim.addCall({ record: { start_epoch: started } });
    await run(sync);
    expect(store.search({ ...everything, limit: 1, fromEpoch: started, toEpoch: started })).toEqual([
      expect.objectContaining({ uuid: late.record.uuid }),
    ]);
  });
});

describe('checks', () => {
  it('a wrong key stops the periodic sync with one request and one report', async () => {
    const clock = createFakeClock(START);
    const { sync } = createSync({ pbxKey: 'not-the-key' });
    const problems: (string | null)[] = [];
    const check = createPeriodicCheck({
      run: (signal) => sync.run(signal),
      intervalMs: () => 5 * MINUTE,
      onProblem: (problem) => problems.push(problem?.message ?? null),
      clock,
    });
    check.start();
    await check.checkNow('manual');
    clock.advance(60 * MINUTE);
    expect(sim.requestsFor('cdrs')).toHaveLength(1);
    expect(problems).toEqual([expect.stringMatching(/key/i)]);
    expect(clock.pending()).toBe(0);
    await check.stop();
  });
});
