// Measures the call-history export (all pages over loopback HTTP, then the CSV file) against the simulator.
// Run: npx tsx scripts/measure-export.ts [records=5000] [runs=5]
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPbxClient } from '../main/api';
import { DEMO_EXTENSION } from '../main/core';
import { startDemoServer } from '../main/demo/server';
import { exportHistory, PLAIN_CSV, writeCsvFile } from '../main/export';
import { shownNumber } from '../main/numbers/shown-numbers';
import { createNameResolver, createRecordEdge, keyedByRule } from '../main/records';

const callCount = Number(process.argv[2] ?? 5_000);
const runs = Number(process.argv[3] ?? 5);

const sim = await startDemoServer({ callCount });
const pbx = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey });
const dir = await mkdtemp(join(tmpdir(), 'dialdesk-measure-export-'));
const path = join(dir, 'history.csv');
// The demo's records as the app reads them: named by what each call recorded (no local history here).
const edge = createRecordEdge({
  ownExtension: () => DEMO_EXTENSION,
  resolver: createNameResolver({
    keyOf: keyedByRule(() => ({ defaultRegion: 'US', ownExtension: DEMO_EXTENSION })),
    namesFromContacts: () => new Map(),
    namesFromDirectories: () => new Map(),
    namesFromOtherCalls: () => new Map(),
    shown: (number) => shownNumber(number, 'US'),
  }),
});

async function once(): Promise<{ ms: number; records: number }> {
  const start = performance.now();
  const calls = await exportHistory({
    fetchPage: (offset, limit) => pbx.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
    toCalls: edge.calls,
  });
  await writeCsvFile(path, calls, PLAIN_CSV);
  return { ms: performance.now() - start, records: calls.length };
}

try {
  await once(); // warm-up: JIT and the connection pool
  const times: number[] = [];
  let records = 0;
  for (let i = 0; i < runs; i += 1) {
    const run = await once();
    times.push(run.ms);
    records = run.records;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const { size } = await stat(path);
  console.log(
    `exported ${records} records (${(size / 1024).toFixed(0)} KiB CSV) in a median ${median.toFixed(0)} ms ` +
      `over ${runs} runs (min ${times[0]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms), Node ${process.version}`,
  );
} finally {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
}
