// The call-history export against the simulator over loopback HTTP: every page through a real client,
// then a real file in a temp folder.
import { access, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiRecord, createPbxClient, type PbxClient } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { exportHistory, PLAIN_CSV, UTF8_BOM, writeCsvFile } from '../../main/export';
import type { Call } from '../../preload/contract';
import { csvColumn, csvRows } from '../support/csv';
import { callsOf } from '../support/record-edge';
import { rejectionOf } from '../support/rejection';
import { servedCallRows } from '../support/served-calls';

const CALLS = 5_000;

let sim: DemoServer;
let pbx: PbxClient;
/** The same calls in the spec's one-row-per-call form: the paging rule's arithmetic on a known row count. */
let plainSim: DemoServer;
let plainPbx: PbxClient;
let dir: string;
let csvPath: string;

beforeAll(async () => {
  sim = await startDemoServer({ seed: 17, callCount: CALLS });
  pbx = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 5_000 });
  plainSim = await startDemoServer({ seed: 17, callCount: CALLS, wire: 'plain' });
  plainPbx = createPbxClient({ baseUrl: plainSim.baseUrl, apiKey: plainSim.pbxKey, timeoutMs: 5_000 });
});
afterAll(async () => {
  await sim.close();
  await plainSim.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-export-'));
  csvPath = join(dir, 'Call history.csv');
});
afterEach(async () => {
  sim.clearRequests();
  plainSim.clearRequests();
  await rm(dir, { recursive: true, force: true });
});

const newestFirst = (offset: number, limit: number): Promise<ApiRecord[]> =>
  pbx.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' });
const plainNewestFirst = (offset: number, limit: number): Promise<ApiRecord[]> =>
  plainPbx.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' });
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const allUuids = () => sim.data.calls.map(({ record }) => record.uuid).sort();
const allPlainUuids = () => plainSim.data.calls.map(({ record }) => record.uuid).sort();
const unique = (calls: Call[]) => new Set(calls.map(({ id }) => id)).size;
/** Records as the app reads them: the demo's own extension judges each call's other party. */
const toCalls = (records: readonly ApiRecord[]) => callsOf(records, { ownExtension: '201' });

describe('exporting call history', () => {
  it(`writes all ${CALLS} calls once each, after a header, reporting progress`, async () => {
    const served = (await servedCallRows(sim)).length; // a row per call leg: more rows than calls
    sim.clearRequests();
    expect(served).toBeGreaterThan(CALLS);
    const progress: number[] = [];
    const records = await exportHistory({
      toCalls,
      fetchPage: newestFirst,
      onProgress: (loaded) => progress.push(loaded),
    });
    await writeCsvFile(csvPath, records, PLAIN_CSV);

    const text = await readFile(csvPath, 'utf8');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true); // the last row ends in CRLF too
    const [header, ...rows] = csvRows(text);
    expect(header?.[0]).toBe('Date'); // the readable columns first, the fields as sent after them
    // One row per call, named by its a-leg (the model's uuid); no b-leg is written.
    expect(rows).toHaveLength(CALLS);
    expect(csvColumn(text, 'uuid').sort()).toEqual(allUuids());
    expect(csvColumn(text, 'leg').filter((leg) => leg !== 'a')).toEqual([]);

    // Progress counts the calls loaded (a call's b-legs are not): what the person is told, and the file's rows.
    expect(progress[0]).toBeLessThan(500);
    expect(progress.at(-1)).toBe(CALLS);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Full pages of 500 rows, then the short (or empty) page that ends it.
    expect(sim.requestsFor('cdrs').map(({ query }) => new URLSearchParams(query).get('offset'))).toEqual(
      Array.from({ length: Math.floor(served / 500) + 1 }, (_, i) => String(i * 500)),
    );
  });

  it(`in the one-row-per-call form, ${CALLS} rows are ten full pages and the empty one that ends them`, async () => {
    // The plain form: the paging rule's arithmetic on a known row count (one row per call).
    const progress: number[] = [];
    const records = await exportHistory({
      toCalls,
      fetchPage: plainNewestFirst,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(records.map(({ id }) => id).sort()).toEqual(allPlainUuids());
    expect(progress).toEqual(Array.from({ length: 11 }, (_, i) => Math.min(CALLS, (i + 1) * 500)));
    expect(plainSim.requestsFor('cdrs').map(({ query }) => new URLSearchParams(query).get('offset'))).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i * 500)),
    );
  });

  it('keeps only the records the filter accepts', async () => {
    const records = await exportHistory({
      fetchPage: newestFirst,
      toCalls,
      filter: (call) => call.direction === 'inbound',
    });
    const inbound = sim.data.calls.filter(({ record }) => record.direction === 'inbound').length;
    expect(records).toHaveLength(inbound);
    expect(inbound).toBeLessThan(CALLS);
  });

  it('stops when cancelled between pages, and no file is written', async () => {
    const controller = new AbortController();
    let pages = 0;
    const exported = exportHistory({
      toCalls,
      fetchPage: newestFirst,
      signal: controller.signal,
      onProgress: () => {
        pages += 1;
        if (pages === 2) controller.abort(); // the user cancels after the second page
      },
    }).then((records) => writeCsvFile(csvPath, records, PLAIN_CSV));
    expect((await rejectionOf(exported)).name).toBe('AbortError');
    expect(sim.requestsFor('cdrs')).toHaveLength(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it('stops when cancelled while a page is loading, without asking for another', async () => {
    const controller = new AbortController();
    const exported = exportHistory({
      toCalls,
      fetchPage: (offset, limit) => {
        const page = newestFirst(offset, limit);
        if (offset > 0) controller.abort(); // the user cancels while the second page is on its way
        return page;
      },
      signal: controller.signal,
    });
    expect((await rejectionOf(exported)).name).toBe('AbortError');
    expect(sim.requestsFor('cdrs')).toHaveLength(2);
  });

  it('keeps each record once when pages overlap', async () => {
    // A deployment whose offset counts differently: a page repeats 50 rows of those before it for every 500
    // of the offset. The plain form: that arithmetic reaches a page of nothing new at exactly 5,000 rows.
    const records = await exportHistory({
      toCalls,
      fetchPage: (offset, limit) =>
        plainNewestFirst(Math.max(0, offset - 50 * Math.floor(offset / 500)), limit),
    });
    expect(records).toHaveLength(CALLS);
    expect(unique(records)).toBe(CALLS);
  });

  it('keeps each call once when pages of legs overlap', async () => {
    // FusionPBX's rows, every page repeating the last 50 rows of the one before.
    const records = await exportHistory({
      toCalls,
      fetchPage: (offset, limit) => newestFirst(Math.max(0, offset - 50), limit),
    });
    expect(records.map(({ id }) => id).sort()).toEqual(allUuids());
  });

  it('stops after the first repeated page when the server ignores offset', async () => {
    // The plain form: the rule's arithmetic on a known row count (the first page's 500 rows are 500 calls).
    const records = await exportHistory({
      fetchPage: (_offset, limit) => plainNewestFirst(0, limit),
      toCalls,
    });
    expect(records).toHaveLength(500);
    expect(plainSim.requestsFor('cdrs')).toHaveLength(2);
  });
});

describe('the CSV file', () => {
  it('replaces an existing file whole, readable by the user only', async () => {
    await writeCsvFile(csvPath, toCalls([{ uuid: 'old', note: 'x'.repeat(10_000) }]), PLAIN_CSV);
    await writeCsvFile(csvPath, toCalls([{ uuid: 'new' }]), PLAIN_CSV);
    const text = await readFile(csvPath, 'utf8');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(csvColumn(text, 'uuid')).toEqual(['new']);
    expect(csvRows(text)[0]).not.toContain('note');
    if (process.platform !== 'win32') expect((await stat(csvPath)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['Call history.csv']);
  });

  it('leaves nothing behind when the folder cannot be written', async () => {
    const missing = join(dir, 'no-such-folder', 'calls.csv');
    await rejectionOf(writeCsvFile(missing, toCalls([{ uuid: 'a' }]), PLAIN_CSV));
    expect(await exists(missing)).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
