// The day half of scripts/bench-memory.ts, in a process of its own that loads what main loads for the
// core (the core, its clients, the stores) and nothing of the bench's tools (Vite, Playwright), so that
// its memory is the figure for main's. Run by bench-memory.ts with --expose-gc:
//   tsx scripts/bench-memory-day.ts <data folder> <base URL> <lookup URL> <calls> <speed-up> <clock from> <seconds>
// The data folder holds a history copy already backfilled (the desk's morning). The core runs its
// voicemail watch and history sync on the simulator's compressed clock (compressedClock(<clock from>,
// <speed-up>): a day in minutes, and each sync reads back over the real day's overlap), until its copy has
// taken in <calls> more calls, or for at most <seconds>. It prints one JSON line (DayFigures) on stdout.
import { readFileSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import { createCore } from '../main/core';
import { compressedClock } from '../main/schedule/clock';
import { benchCoreOptions } from './bench-simulator';

export interface MemorySample {
  /** Seconds since the first sample, real. */
  at: number;
  /** process.memoryUsage(), bytes. */
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** v8.getHeapSpaceStatistics(): each space's space_used_size, bytes, by its name (old_space...). */
  heapSpaces: Record<string, number>;
  /** /proc/self/status, bytes: the resident set's anonymous pages (heaps, malloc) and file pages (code, mapped files); null off Linux. */
  rssAnon: number | null;
  rssFile: number | null;
}

export interface DayFigures {
  /** At start (the day's first sync done), every minute, and at the end; each after a full GC. */
  samples: MemorySample[];
  /**
   * The resident set's peak inside the day: VmHWM of /proc/self/status at the end, the high-water mark
   * having been reset through /proc/self/clear_refs at the first sample (every moment between, GC or
   * not); null where either is missing (not Linux).
   */
  dayPeakRssBytes: number | null;
  /** The process's peak from its start (getrusage's maxrss): the start-up and the first sync included. */
  processPeakRssBytes: number;
  /** Calls the history copy took in from the start sample to the end, and the missed-call notices. */
  callsStored: number;
  /** What the copy's count grew by meanwhile: less than callsStored by the oldest calls pruned. */
  copyGrowth: number;
  missedNotices: number;
  /** Requests the polls sent: call history pages (the sync) and voicemail lists (the watch). */
  historyRequests: number;
  voicemailRequests: number;
}

const SAMPLE_EVERY_MS = 60_000;
/** How often the copy's count is read, to end the day once its calls are in. */
const COUNT_EVERY_MS = 1_000;

const [dataDir, baseUrl, lookupUrl, calls, speedUp, clockFrom, seconds] = process.argv.slice(2);
if (!dataDir || !baseUrl || !lookupUrl || !calls || !speedUp || !clockFrom || !seconds)
  throw new Error(
    'usage: bench-memory-day.ts <folder> <base URL> <lookup URL> <calls> <speed-up> <clock from> <seconds>',
  );
const { gc } = globalThis;
if (!gc) throw new Error('run with node --expose-gc: every sample follows a full GC');
/**
 * The simulator's time (it stamps its calls with it), so every wait is shorter by the speed-up (the
 * core's 5-minute sync runs every few seconds) and each sync's overlap reaches back the real day's hours.
 */
const clock = compressedClock(Number(clockFrom), Number(speedUp));

/** Fields of /proc/self/status in bytes (it gives kB), or null where there is no such file (not Linux). */
function procStatus(): Map<string, number> | null {
  let text: string;
  try {
    text = readFileSync('/proc/self/status', 'utf8');
  } catch {
    return null;
  }
  return new Map(
    [...text.matchAll(/^(\w+):\s+(\d+) kB$/gm)].map(([, name = '', kb]) => [name, Number(kb) * 1024]),
  );
}

/** Resets the resident set's high-water mark (VmHWM) to its size now; false where the kernel has no such file. */
function resetPeakRss(): boolean {
  try {
    // "5": the peak resident set, the one clear_refs value that touches no page's bits (proc(5)).
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

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
  voicemailClock: clock,
  historyClock: clock,
});
let missedNotices = 0;
core.on('missedCalls', ({ notices }) => {
  missedNotices += notices.length;
});
let callsStored = 0;
core.on('historyChanged', ({ added }) => {
  callsStored += added;
});

const samples: MemorySample[] = [];
let startedAt = 0;
const sample = () => {
  gc();
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const heapSpaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
  );
  const status = procStatus();
  samples.push({
    at: (performance.now() - startedAt) / 1000,
    rss,
    heapTotal,
    heapUsed,
    external,
    arrayBuffers,
    heapSpaces,
    rssAnon: status?.get('RssAnon') ?? null,
    rssFile: status?.get('RssFile') ?? null,
  });
};
const stored = async () => (await core.getHistoryStatus(undefined)).stored;

try {
  // As the app starts (main/shell/start-shell.ts): the watch and the sync, each checking at once.
  const launched = clock.now();
  const launchedReal = performance.now();
  core.startVoicemailWatch();
  core.startHistorySync();
  while (((await core.getHistoryStatus(undefined)).sync?.lastSyncAt ?? 0) < launched) {
    if (performance.now() - launchedReal > 60_000)
      throw new Error("the day's first history sync did not finish");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The day starts here: what came before (the copy caught up at start) is not counted.
  const storedAtStart = await stored();
  missedNotices = 0;
  callsStored = 0;
  requests.history = 0;
  requests.voicemail = 0;
  startedAt = performance.now();
  sample();
  const peakReset = resetPeakRss();
  const maxMs = Number(seconds) * 1000;
  let nextSample = SAMPLE_EVERY_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, COUNT_EVERY_MS));
    const elapsed = performance.now() - startedAt;
    if (callsStored >= Number(calls) || elapsed >= maxMs) break;
    if (elapsed < nextSample) continue;
    sample();
    nextSample += SAMPLE_EVERY_MS;
  }
  sample();
  const figures: DayFigures = {
    samples,
    dayPeakRssBytes: peakReset ? (procStatus()?.get('VmHWM') ?? null) : null,
    processPeakRssBytes: process.resourceUsage().maxRSS * 1024,
    callsStored,
    copyGrowth: (await stored()) - storedAtStart,
    missedNotices,
    historyRequests: requests.history,
    voicemailRequests: requests.voicemail,
  };
  console.log(JSON.stringify(figures));
} finally {
  await core.close();
}
