// The local history under the faults a desk meets, on real SQLite files and real processes: two
// processes on one file, a read-only folder (a process of another user: CI runs as root, which may write
// anywhere; skipped, with the reason, where no process can be started as another user), a full database
// (PRAGMA max_page_count, a real SQLITE_FULL), another process holding the lock, and a file from a newer
// Dialdesk. A healthy file is never renamed; a damaged one still is.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, open, readdir, rename, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPbxClient } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { MIGRATIONS } from '../../main/history/schema';
import {
  createHistoryService,
  HISTORY_DIR,
  type HistoryService,
  historyFileName,
} from '../../main/history/service';
import { EVERY_CALL, openHistoryStore } from '../../main/history/store';
import type { HistoryStatus } from '../../preload/contract';
import { createFakeClock } from '../support/fake-clock';
import { jsonLinesOf } from '../support/json-lines';
import { NO_CONTACTS } from '../support/no-contacts';
import { asUser, bundleForAnyone, NOBODY, whyNotAs } from '../support/other-user';

const START = Date.UTC(2026, 10, 21, 14, 3);

let dir: string;
let sim: DemoServer | undefined;
let service: HistoryService | undefined;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-history-faults-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await service?.stop();
  service = undefined;
  await sim?.close();
  sim = undefined;
  chmodSync(dir, 0o700);
  await rm(dir, { recursive: true, force: true });
});

const historyDir = () => join(dir, HISTORY_DIR);
const demoFile = () => join(historyDir(), historyFileName('demo'));
const setAsideFiles = async () => (await readdir(historyDir())).filter((name) => name.includes('.corrupt-'));

/**
 * The history process (test/support/history-process.ts) through tsx; or, `as` another user, its bundle
 * (bundleForAnyone), started in the bundle's folder.
 */
function historyProcess(command: object, options: { as?: { user: number; script: string } } = {}) {
  const [file, ...args] = options.as
    ? [...asUser(options.as.user), process.execPath, options.as.script, JSON.stringify(command)]
    : [process.execPath, '--import', 'tsx', 'test/support/history-process.ts', JSON.stringify(command)];
  const cwd = options.as && dirname(options.as.script);
  const child = spawn(file as string, args, { stdio: ['ignore', 'pipe', 'inherit'], cwd });
  children.push(child);
  const { lines, seen, exited } = jsonLinesOf(child);
  return {
    lines,
    seen,
    done: async () => {
      const code = await exited;
      return { code, lines };
    },
  };
}

function serviceOn(options: { maxPages?: number; callCount?: number } = {}) {
  const clock = createFakeClock(START);
  const server = sim as DemoServer;
  const client = createPbxClient({ baseUrl: server.baseUrl, apiKey: server.pbxKey });
  const statuses: HistoryStatus[] = [];
  service = createHistoryService({
    dataDir: dir,
    owner: () => 'demo',
    fetchPage: ({ limit, offset }) => client.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
    settings: () => ({ keepLocalCopy: true, days: 3650 }),
    partyRule: () => ({ defaultRegion: 'US', ownExtension: '201' }),
    contacts: NO_CONTACTS,
    emit: (event, payload) => {
      if (event === 'historyStatus') statuses.push(payload as HistoryStatus);
    },
    clock,
    random: () => 0.5,
    ...(options.maxPages !== undefined && { maxPages: options.maxPages }),
  });
  return { service, statuses };
}

/** One full sync of the simulator into the file, then the service stops (its file closed and checkpointed). */
async function syncOnceAndStop() {
  const { service: first } = serviceOn();
  first.start();
  await first.checkNow('manual');
  await first.stop();
}

describe('two processes on one file', () => {
  it('creating the same new file at the same moment: neither sets it aside, and every call of both is kept', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const path = join(dir, `race-${attempt}`, 'history.sqlite');
      const startAt = Date.now() + 1500; // both processes are loaded by then, and open together
      const runs = ['one', 'two'].map((prefix) =>
        historyProcess({ op: 'add', path, prefix, count: 300, startAt }).done(),
      );
      const results = await Promise.all(runs);
      for (const { code, lines } of results) {
        expect(code).toBe(0);
        expect(lines).toEqual([{ ok: true, notice: null, added: 300 }]);
      }
      expect(
        (await readdir(join(dir, `race-${attempt}`))).filter((name) => name.includes('.corrupt-')),
      ).toEqual([]);
      const { store } = openHistoryStore(path);
      expect(store.count(EVERY_CALL)).toBe(600);
      store.close();
    }
  }, 60_000);

  it('a second process joining a running backfill: both finish it, no call lost or doubled, nothing silent', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 20_000, now: () => START });
    const command = { op: 'sync', dataDir: dir, baseUrl: sim.baseUrl, apiKey: sim.pbxKey, checks: 10 };
    const first = historyProcess(command);
    await first.seen((line) => Number((line.status as { fetched?: number } | undefined)?.fetched) >= 2000);
    const second = historyProcess(command);
    const finals = await Promise.all([first.done(), second.done()]);
    for (const { code, lines } of finals) {
      expect(code).toBe(0);
      const final = lines.at(-1)?.final as HistoryStatus;
      expect(final.sync?.backfill.done).toBe(true);
      expect(final.problem).toBeNull();
      expect(final.stored).toBe(20_000);
    }
    expect(await setAsideFiles()).toEqual([]);
    const raw = new DatabaseSync(demoFile(), { readOnly: true });
    expect(raw.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    expect(raw.prepare('SELECT count(*) AS n, count(DISTINCT uuid) AS distinct_n FROM calls').get()).toEqual({
      n: 20_000,
      distinct_n: 20_000,
    });
    raw.close();
  }, 120_000);

  it('a file another process holds locked is never renamed, even when a read of it fails', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 50, now: () => START });
    await syncOnceAndStop();
    const holder = new DatabaseSync(demoFile());
    holder.exec('BEGIN EXCLUSIVE'); // another process in the middle of a write
    try {
      const { service: second } = serviceOn();
      expect(second.search({ ...EVERY_CALL, limit: 10, offset: 0 })).toBeNull();
      expect(second.status().problem?.message).toMatch(
        /Another Dialdesk on this computer is using the call history/,
      );
      expect(existsSync(demoFile())).toBe(true);
      expect(await setAsideFiles()).toEqual([]);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    // Once the lock is gone, the same file opens with everything it held, and the problem clears.
    expect(service?.search({ ...EVERY_CALL, limit: 10, offset: 0 })?.total).toBe(50);
    expect(service?.status().problem).toBeNull();
  }, 30_000);
  it('Delete local history while another process has the file open empties it in place and keeps its WAL', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 50, now: () => START });
    await syncOnceAndStop();
    const other = new DatabaseSync(demoFile()); // another process, idle with the file open
    try {
      other.exec('PRAGMA busy_timeout = 2000');
      expect(other.prepare('SELECT count(*) AS n FROM calls').get()).toEqual({ n: 50 });
      const { service: deleting } = serviceOn();
      await deleting.deleteLocalCopy();
      expect(existsSync(demoFile())).toBe(true);
      expect(existsSync(`${demoFile()}-wal`)).toBe(true);
      expect(other.prepare('SELECT count(*) AS n FROM calls').get()).toEqual({ n: 0 });
      expect(other.prepare('SELECT count(*) AS n FROM people').get()).toEqual({ n: 0 });
      expect(deleting.status().stored).toBe(0);
    } finally {
      other.close();
    }
  });
});

describe('a read-only folder', () => {
  it('leaves the healthy file where it is and says in words that Dialdesk may not write there', async (context) => {
    // The folder and file stay root's and readable by all; the process runs as nobody, from a bundle of
    // its own in that folder.
    chmodSync(dir, 0o755);
    const script = await bundleForAnyone('test/support/history-process.ts', dir);
    const why = whyNotAs(NOBODY, script);
    if (why !== null) {
      console.log(`SKIPPED: a read-only folder: ${why}.`);
      context.skip(why);
    }
    sim = await startDemoServer({ seed: 7, callCount: 40, now: () => START });
    await syncOnceAndStop();
    const before = readFileSync(demoFile());
    chmodSync(historyDir(), 0o755);
    chmodSync(demoFile(), 0o644);
    const run = historyProcess(
      { op: 'sync', dataDir: dir, baseUrl: sim.baseUrl, apiKey: sim.pbxKey, checks: 2 },
      { as: { user: NOBODY, script } },
    );
    const { code, lines } = await run.done();
    expect(code).toBe(0);
    const final = lines.at(-1)?.final as HistoryStatus;
    expect(final.problem?.message).toMatch(/Dialdesk may not write to the folder holding its call history/);
    expect(final.problem?.message).toContain(historyDir());
    expect(final.notice).toBeNull();
    expect(await readdir(historyDir())).toEqual([historyFileName('demo')]);
    expect(readFileSync(demoFile()).equals(before)).toBe(true);
  }, 30_000);
});

describe('a full database', () => {
  it('says the disk is full, keeps the file and what it holds, and catches up once there is room', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 3000, now: () => START });
    // Room for the schema and a few hundred calls: the backfill fills it with a real SQLITE_FULL.
    const full = serviceOn({ maxPages: 60 });
    full.service.start();
    await full.service.checkNow('manual');
    const stopped = full.service.status();
    expect(stopped.problem?.message).toBe(
      "The disk holding Dialdesk's data is full: free some space; history will catch up.",
    );
    expect(stopped.notice).toBeNull();
    expect(stopped.stored).toBeGreaterThan(0);
    expect(full.statuses.some((status) => status.problem?.message === stopped.problem?.message)).toBe(true);
    await full.service.stop();
    expect(await setAsideFiles()).toEqual([]);

    // The next start, still full: the cleanly closed file is opened as it is, not moved aside.
    const again = serviceOn({ maxPages: 60 });
    expect(again.service.search({ ...EVERY_CALL, limit: 10, offset: 0 })?.total).toBe(stopped.stored);
    again.service.start();
    await again.service.checkNow('manual');
    expect(again.service.status().problem?.message).toMatch(/disk holding Dialdesk's data is full/);
    await again.service.stop();
    expect(await setAsideFiles()).toEqual([]);

    // Space freed: the sync catches up and the problem clears.
    const freed = serviceOn();
    freed.service.start();
    await freed.service.checkNow('manual');
    expect(freed.service.status()).toMatchObject({ problem: null, stored: 3000 });
  }, 60_000);
});

describe('a sync that keeps failing', () => {
  it('says so after three failed checks in a row, and clears when a check succeeds', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 30, now: () => START });
    const { service: watched, statuses } = serviceOn();
    watched.start();
    await watched.checkNow('manual');
    const server = sim;
    server.injectFault({ op: 'cdrs', fault: { kind: 'reply', status: 503 } });
    await watched.checkNow('manual');
    await watched.checkNow('manual');
    expect(watched.status().problem).toBeNull(); // two failures: a passing outage says nothing yet
    await watched.checkNow('manual');
    expect(watched.status().problem?.message).toMatch(
      /^The call history on this computer is not up to date \(Dialdesk keeps trying\): .*503/,
    );
    expect(statuses.at(-1)?.problem).toEqual(watched.status().problem);
    server.clearFaults();
    await watched.checkNow('manual');
    expect(watched.status().problem).toBeNull();
  }, 30_000);
});

describe('files the store must not touch, and files it must', () => {
  it('a file from a newer Dialdesk is left exactly as it is, and the status says why there is no copy', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 20, now: () => START });
    await syncOnceAndStop();
    const raw = new DatabaseSync(demoFile());
    raw.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    const before = readFileSync(demoFile());
    const { service: older } = serviceOn();
    expect(older.search({ ...EVERY_CALL, limit: 10, offset: 0 })).toBeNull();
    expect(older.status().problem?.message).toMatch(/written by a newer Dialdesk/);
    older.start();
    await older.checkNow('manual');
    await older.stop();
    expect(await readdir(historyDir())).toEqual([historyFileName('demo')]);
    expect(readFileSync(demoFile()).equals(before)).toBe(true);
  });

  it('a file cut short (a truncated page) is damaged: set aside and rebuilt', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 2000, now: () => START });
    await syncOnceAndStop();
    const file = await open(demoFile(), 'r');
    const { size } = await file.stat();
    await file.close();
    await truncate(demoFile(), Math.floor(size / 2) + 100); // mid-page
    const { service: next } = serviceOn();
    expect(next.search({ ...EVERY_CALL, text: 'zzzz', limit: 10, offset: 0 })).toBeNull();
    expect(next.status().notice).toMatch(/could not be read.*moved to .*rebuilt from the phone system/);
    expect(await setAsideFiles()).toHaveLength(1);
    next.start();
    await next.checkNow('manual');
    expect(next.status().stored).toBe(2000);
  }, 30_000);

  it('a file cut short while its WAL holds commits is set aside with that WAL beside it, not deleted', async () => {
    sim = await startDemoServer({ seed: 7, callCount: 2000, now: () => START });
    await syncOnceAndStop();
    // A commit still in the WAL when the writer was killed: copied while the connection is open.
    const writer = new DatabaseSync(demoFile());
    writer.exec("PRAGMA wal_autocheckpoint = 0; INSERT INTO meta (key, value) VALUES ('late', '1')");
    await copyFile(demoFile(), `${demoFile()}.copy`);
    await copyFile(`${demoFile()}-wal`, `${demoFile()}-wal.copy`);
    writer.close();
    await rename(`${demoFile()}.copy`, demoFile());
    await rename(`${demoFile()}-wal.copy`, `${demoFile()}-wal`);
    const wal = readFileSync(`${demoFile()}-wal`);
    const { size } = await stat(demoFile());
    await truncate(demoFile(), Math.floor(size / 2) + 100);
    const { service: next } = serviceOn();
    expect(next.search({ ...EVERY_CALL, text: 'zzzz', limit: 10, offset: 0 })).toBeNull();
    const aside = await setAsideFiles();
    expect(aside).toHaveLength(2);
    const keptWal = aside.find((name) => name.endsWith('-wal'));
    expect(keptWal && readFileSync(join(historyDir(), keptWal)).equals(wal)).toBe(true);
    next.start();
    await next.checkNow('manual');
    expect(next.status()).toMatchObject({ stored: 2000, problem: null });
  }, 30_000);
});
