// The day half of scripts/bench-memory.ts, in a process of its own that loads what main loads for the
// core (the core, its clients, the stores) and nothing of the bench's tools (Vite, Playwright), so that
// its memory is the figure for main's. Run by bench-memory.ts with --expose-gc:
//   tsx scripts/bench-memory-day.ts <data folder> <base URL> <lookup URL> <calls> <speed-up> <seconds>
// The data folder holds a history copy already backfilled (the desk's morning). The core runs its
// voicemail watch and history sync, their waits divided by <speed-up> (a day in minutes), until its copy
// has taken in <calls> more calls, or for at most <seconds>. It prints one JSON line (DayFigures) on stdout.
import { createCore } from '../main/core';
import type { Clock } from '../main/schedule/clock';
import { benchCoreOptions } from './bench-simulator';

export interface MemorySample {
  /** Seconds since the first sample. */
  at: number;
  rss: number;
  heapUsed: number;
}

export interface DayFigures {
  /** At start (the day's first sync done), every minute, and at the end; each after a full GC. */
  samples: MemorySample[];
  /** The process's peak resident set from its start to the end (getrusage's maxrss: every moment). */
  peakRssBytes: number;
  /** Calls the history copy took in from the start sample to the end, and the missed-call notices. */
  callsStored: number;
  missedNotices: number;
  /** Requests the polls sent: call history pages (the sync) and voicemail lists (the watch). */
  historyRequests: number;
  voicemailRequests: number;
}

const SAMPLE_EVERY_MS = 60_000;
/** How often the copy's count is read, to end the day once its calls are in. */
const COUNT_EVERY_MS = 1_000;

const [dataDir, baseUrl, lookupUrl, calls, speedUp, seconds] = process.argv.slice(2);
if (!dataDir || !baseUrl || !lookupUrl || !calls || !speedUp || !seconds)
  throw new Error('usage: bench-memory-day.ts <folder> <base URL> <lookup URL> <calls> <speed-up> <seconds>');
const { gc } = globalThis;
if (!gc) throw new Error('run with node --expose-gc: every sample follows a full GC');
const speed = Number(speedUp);

/**
 * Every wait shorter by the speed-up (the core's 5-minute sync runs every few seconds), but the time
 * itself real: the simulator stamps its calls with it, and the sync reads them by it.
 */
const fastClock: Clock = {
  now: Date.now,
  setTimeout: (run, ms) => setTimeout(run, ms / speed),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const requests = { history: 0, voicemail: 0 };
const core = await createCore({
  ...benchCoreOptions(dataDir, { baseUrl, lookupUrl }),
  // The app's reads go through global fetch here too; this only counts them.
  fetch: (url, init) => {
    const { pathname } = new URL(url);
    if (pathname.endsWith('/xml_cdr')) requests.history += 1;
    else if (pathname.endsWith('/voicemail_messages')) requests.voicemail += 1;
    return fetch(url, init);
  },
  voicemailClock: fastClock,
  historyClock: fastClock,
});
let missedNotices = 0;
core.on('missedCalls', ({ notices }) => {
  missedNotices += notices.length;
});

const samples: MemorySample[] = [];
let startedAt = 0;
const sample = () => {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  samples.push({ at: (performance.now() - startedAt) / 1000, rss, heapUsed });
};
const stored = async () => (await core.getHistoryStatus(undefined)).stored;

try {
  // As the app starts (main/shell/start-shell.ts): the watch and the sync, each checking at once.
  const launched = Date.now();
  core.startVoicemailWatch();
  core.startHistorySync();
  while (((await core.getHistoryStatus(undefined)).sync?.lastSyncAt ?? 0) < launched) {
    if (Date.now() - launched > 60_000) throw new Error("the day's first history sync did not finish");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The day starts here: what came before (the copy caught up at start) is not counted.
  const storedAtStart = await stored();
  missedNotices = 0;
  requests.history = 0;
  requests.voicemail = 0;
  startedAt = performance.now();
  sample();
  const maxMs = Number(seconds) * 1000;
  let nextSample = SAMPLE_EVERY_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, COUNT_EVERY_MS));
    const elapsed = performance.now() - startedAt;
    if ((await stored()) - storedAtStart >= Number(calls) || elapsed >= maxMs) break;
    if (elapsed < nextSample) continue;
    sample();
    nextSample += SAMPLE_EVERY_MS;
  }
  sample();
  const figures: DayFigures = {
    samples,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    callsStored: (await stored()) - storedAtStart,
    missedNotices,
    historyRequests: requests.history,
    voicemailRequests: requests.voicemail,
  };
  console.log(JSON.stringify(figures));
} finally {
  await core.close();
}
