// The backfill half of scripts/bench-history.ts, in a process of its own that loads what main loads for
// it (the phone system's client, the store, the sync) and nothing of the bench's tools (Vite, Playwright),
// so that its memory is the figure for main's. Run by bench-history.ts:
//   tsx scripts/bench-backfill.ts <database file> <simulator base URL> <days> <party rule as JSON>
// It prints one JSON line (BackfillFigures) on stdout.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createPbxClient } from '../main/api';
import { DEMO_PBX_KEY } from '../main/demo/server';
import { EVERY_CALL, openHistoryStore } from '../main/history/store';
import { createHistorySync } from '../main/history/sync';
import type { NumberKeyRule } from '../main/numbers/number-key';

export interface BackfillFigures {
  seconds: number;
  /** Time spent waiting for the simulator's pages. */
  fetchSeconds: number;
  pages: number;
  stored: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** The process's peak resident set from start to end (getrusage's maxrss: every moment, not samples). */
  peakRssBytes: number;
}

const [path, baseUrl, days, rule] = process.argv.slice(2);
if (!path || !baseUrl || !days || !rule)
  throw new Error('usage: bench-backfill.ts <file> <base URL> <days> <party rule>');

const client = createPbxClient({ baseUrl, apiKey: DEMO_PBX_KEY, timeoutMs: 60_000 });
// The account's number-key inputs, as the history service passes them (bench-history.ts says which).
const { store } = openHistoryStore(path, { partyRule: JSON.parse(rule) as NumberKeyRule });
let pages = 0;
let fetchMs = 0;
const sync = createHistorySync({
  store,
  fetchPage: async ({ limit, offset }) => {
    const t = performance.now();
    const page = await client.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' });
    fetchMs += performance.now() - t;
    pages += 1;
    return page;
  },
  days: () => Number(days),
  now: Date.now,
  onProgress: () => undefined,
  onMissedCalls: () => undefined,
  onStored: () => undefined,
});
// How long main cannot answer anything else (a hotkey, the window) while backfill writes.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const started = performance.now();
await sync.run(new AbortController().signal);
const seconds = (performance.now() - started) / 1000;
loopDelay.disable();
const figures: BackfillFigures = {
  seconds,
  fetchSeconds: fetchMs / 1000,
  pages,
  stored: store.count(EVERY_CALL),
  loopP99Ms: loopDelay.percentile(99) / 1e6,
  loopMaxMs: loopDelay.max / 1e6,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
};
store.close();
console.log(JSON.stringify(figures));
