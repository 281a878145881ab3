// `npm run bench` (after the hotkey figure), or alone: `npx tsx scripts/bench-memory.ts`.
// What memory the app holds, measured and reported (no target yet):
//   1. the renderer's JS heap in Chromium (the built renderer, the stub of scripts/bench-stub.mjs)
//      before and after scrolling through 100,000 history records as scripts/bench.mjs scrolls them,
//      and V8's collections during that scroll (what makes its slowest frames slow);
//   2. the same heap before and after opening 50 voicemail messages one after the other, each with its
//      audio, and going back to the list;
//   2b. the quick-dial box's page: its renderer process, what a window made at start would hold;
//   3. main's RSS and heap over a busy desk's day of calls compressed into minutes: the real core with
//      its voicemail watch and history sync, in a process of its own (scripts/bench-memory-day.ts),
//      against the simulator in another, as the phone system is another machine.
// Every heap and RSS figure is read after a full garbage collection: what stays held, not garbage not
// yet collected.
// Figures vary by machine; the tests never assert them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { createCore } from '../main/core';
import { SYNC_INTERVAL_MS } from '../main/history/service';
import { OVERLAP_SECONDS } from '../main/history/sync';
import { defaultSettings } from '../main/settings/schema';
import { launchChromium } from '../test/e2e/browser.mjs';
import { figuresOfOwnProcess } from './bench-child';
import type { DayFigures, MemorySample } from './bench-memory-day';
import { print, quantiles } from './bench-report';
import {
  type BenchSimulator,
  benchCoreOptions,
  type SimulatorClock,
  startSimulator,
} from './bench-simulator';
import { type BenchServer, loadEveryRow, openBenchApp, SCROLL, startBenchServer } from './bench-stub.mjs';
import { openQuickDialBox, rendererPss } from './quick-dial-page';

/** Where vite.config.ts builds the renderer. */
const RENDERER_DIR = 'dist/renderer';
const VOICEMAILS = 50;
/** History behind Voicemail (the app opens on History): the first-row figure's 1,000 records. */
const VOICEMAIL_PAGE_HISTORY = 1_000;
// A busy desk's day: the copy holds the whole phone system's calls (the simulator, as a FusionPBX domain,
// serves every extension's), so a small office of about ten people taking a hundred calls each makes
// 1,000 calls in an 8-hour day, about two a minute. The copy keeps 90 days (the setting's default): the
// day starts with 90 such days stored. The day runs 192 times faster, in 2.5 minutes: a call every 0.15 s
// on average. It ends once 1,000 calls are in the copy: the simulator's timer runs late while it answers.
const DAY_CALLS = 1_000;
const DAY_HOURS = 8;
const STORED_DAYS = 90;
const DAY_SECONDS = 150;
const SPEED_UP = (DAY_HOURS * 3_600) / DAY_SECONDS;
/** The day's longest run, should the calls come slower still. */
const DAY_MAX_SECONDS = DAY_SECONDS * 1.5;
const BACKFILL_TIMEOUT_MS = 180_000;

/** The voicemail watch's default wait between checks (the history sync's is SYNC_INTERVAL_MS). */
const VOICEMAIL_CHECK_MS = defaultSettings().voicemail.checkIntervalMinutes * 60_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Of CDP's Runtime.getHeapUsage: the V8 heap in use, and the array buffers' memory outside it. */
interface HeapUsage {
  usedSize: number;
  backingStorageSize: number;
}

/**
 * The page's heap after a full GC. Runtime.getHeapUsage, not performance.memory: that one is rounded
 * to coarse steps unless Chromium runs with --enable-precise-memory-info.
 */
async function heapAfterGc(page: Page): Promise<HeapUsage> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    return await cdp.send('Runtime.getHeapUsage');
  } finally {
    await cdp.detach();
  }
}

/** History with 100,000 records: the heap at open, with every page in, and after the fling to the end. */
async function scrollHistory(page: Page) {
  const atOpen = await heapAfterGc(page);
  // As scripts/bench.mjs: every page in, then from the top to the end, SCROLL.pxPerFrame px a frame.
  await loadEveryRow(page, SCROLL.records);
  const loaded = await heapAfterGc(page);
  await flingFromTop(page);
  return { atOpen, loaded, scrolled: await heapAfterGc(page) };
}

/** History's grid from its top to its end, SCROLL.pxPerFrame px an animation frame: the frames it took. */
const flingFromTop = (page: Page): Promise<number> =>
  page.getByRole('grid', { name: 'Calls' }).evaluate(async (list, step) => {
    list.scrollTop = 0;
    // A loop, not a named frame callback: tsx would wrap that in a helper the page does not have.
    for (let frame = 1; ; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) return frame;
      list.scrollTop += step;
    }
  }, SCROLL.pxPerFrame);

/** One event of a Chromium trace (the Trace Event Format): complete events ('X') have a duration in µs. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
}

/** The thread an event ran on, as pid:tid. */
const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** V8's collections during a scroll: each kind's pauses in ms, and what the page allocated. */
interface ScrollCollections {
  frames: number;
  markCompactMs: number[];
  scavengeMs: number[];
  allocatedBytes: number;
}

/**
 * The same fling again from the top, traced: why its slowest frames are slow. Each V8 collection on the
 * page's thread is a complete event of the trace's devtools.timeline category (MajorGC: mark-compact,
 * MinorGC: scavenge); what the scroll allocated, collected or not, is HeapProfiler's sampling over it.
 * A run of its own, after the heap figures above, so tracing and sampling change none of them.
 */
async function collectionsWhileScrolling(page: Page, browser: Browser): Promise<ScrollCollections> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.startSampling', {
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    const frames = await flingFromTop(page);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    const thread = flingThread(trace.traceEvents);
    const pauses = (name: string) =>
      trace.traceEvents
        .filter((e) => e.name === name && e.ph === 'X' && threadOf(e) === thread)
        .map((e) => (e.dur ?? 0) / 1000);
    return {
      frames,
      markCompactMs: pauses('MajorGC'),
      scavengeMs: pauses('MinorGC'),
      allocatedBytes: sampledBytes(profile.head),
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * The page's main thread, as pid:tid: the one that ran the fling's animation frames. Tracing is
 * browser-wide, and Chromium's own pages (its omnibox popup) run V8 heaps of their own.
 */
function flingThread(events: TraceEvent[]): string {
  const frames = new Map<string, number>();
  for (const e of events)
    if (e.name === 'FireAnimationFrame') frames.set(threadOf(e), (frames.get(threadOf(e)) ?? 0) + 1);
  const [busiest] = [...frames].sort((a, b) => b[1] - a[1]);
  if (!busiest) throw new Error('the trace holds no animation frame');
  return busiest[0];
}

/** Of CDP's HeapProfiler.SamplingHeapProfileNode: the bytes allocated where it ran, and its callees. */
interface SampledNode {
  selfSize: number;
  children: SampledNode[];
}

/** The bytes of a sampling heap profile: every node's own, down the call tree. */
const sampledBytes = (node: SampledNode): number =>
  node.children.reduce((sum, child) => sum + sampledBytes(child), node.selfSize);

/**
 * Voicemail with VOICEMAILS messages: the heap on the list, after opening the first one and going back
 * (what showing any message costs once: its code compiled, its components' first state), and after all.
 */
async function openVoicemails(page: Page) {
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  const list = page.getByRole('listbox', { name: 'Voicemail messages' });
  await list.getByRole('option').first().waitFor();
  const before = await heapAfterGc(page);
  let afterFirst: HeapUsage | null = null;
  const details = page.getByRole('complementary', { name: 'Details' });
  for (let index = 0; index < VOICEMAILS; index++) {
    // The list draws only the rows in view: its row is scrolled into it first, as a person would.
    await list.evaluate((element, at) => {
      const row = element.querySelector<HTMLElement>('[role="option"]');
      element.scrollTop = at * (row?.offsetHeight ?? 0);
    }, index);
    await list.locator(`[aria-posinset="${index + 1}"]`).click();
    // The player is ready once its audio element has read the WAV's length.
    await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
    await details.getByRole('button', { name: 'Close' }).click();
    await page.locator('audio').waitFor({ state: 'detached' });
    afterFirst ??= await heapAfterGc(page);
  }
  if (!afterFirst) throw new Error('no voicemail was opened');
  return { before, afterFirst, after: await heapAfterGc(page) };
}

/** The renderer's figures (1 and 2), in one browser. */
async function rendererFigures(server: BenchServer) {
  // As scripts/bench.mjs: frames uncapped, so the fling takes as long as its frames do, not 60 a second.
  const browser = await launchChromium(['--disable-frame-rate-limit', '--disable-gpu-vsync']);
  try {
    const history = await openBenchApp(browser, server, { total: SCROLL.records, pageSize: SCROLL.page });
    const scroll = await scrollHistory(history);
    const collections = await collectionsWhileScrolling(history, browser);
    await history.close();
    const stub = {
      total: VOICEMAIL_PAGE_HISTORY,
      pageSize: VOICEMAIL_PAGE_HISTORY,
      voicemails: VOICEMAILS,
    };
    const voicemail = await openVoicemails(await openBenchApp(browser, server, stub));
    return { version: browser.version(), scroll, collections, voicemail };
  } finally {
    await browser.close();
  }
}

/** A core on `dataDir` in this process, until its history copy has every stored day (the desk's morning). */
async function backfill(dataDir: string, simulator: BenchSimulator): Promise<void> {
  const core = await createCore(benchCoreOptions(dataDir, simulator));
  try {
    core.startHistorySync();
    const started = Date.now();
    while (!(await core.getHistoryStatus(undefined)).sync?.backfill.done) {
      if (Date.now() - started > BACKFILL_TIMEOUT_MS) throw new Error('the backfill did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await core.close();
  }
}

/** Runs scripts/bench-memory-day.ts on `dataDir`, on the simulator's `clock`, and returns what it measured. */
const dayInOwnProcess = (dataDir: string, simulator: BenchSimulator, clock: SimulatorClock) =>
  figuresOfOwnProcess<DayFigures>(
    'scripts/bench-memory-day.ts',
    [
      dataDir,
      simulator.baseUrl,
      simulator.lookupUrl,
      String(DAY_CALLS),
      String(clock.speedUp),
      String(clock.fromMs),
      String(DAY_MAX_SECONDS),
    ],
    ['--expose-gc'],
  );

console.log(
  '\nDialdesk memory bench: npx tsx scripts/bench-memory.ts (measured and reported, no target yet)\n',
);

// --- 1 and 2. The renderer -----------------------------------------------------------------------------

async function rendererMemory(): Promise<void> {
  // Built as npm run bench's renderer step builds it (scripts/bench.mjs), so this also runs alone.
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  const server = await startBenchServer(RENDERER_DIR);
  const renderer = await rendererFigures(server).finally(() => server.close());
  const chromium = `Chromium ${renderer.version} headless, built renderer from a loopback HTTP server with the stub of scripts/bench-stub.mjs`;
  const heapHow =
    'CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage (usedSize), through page.context().newCDPSession(page)';
  const { scroll, collections, voicemail } = renderer;
  print(
    `Renderer JS heap after scrolling ${SCROLL.records.toLocaleString('en')} rows`,
    `${mb(scroll.atOpen.usedSize)} before scrolling (first ${SCROLL.page.toLocaleString('en')} in), ${mb(scroll.loaded.usedSize)} with all ${SCROLL.records.toLocaleString('en')} in, ${mb(scroll.scrolled.usedSize)} after scrolling to the end`,
    `${chromium} (listHistory in pages of ${SCROLL.page.toLocaleString('en')}); as scripts/bench.mjs, scrolled to the end until all were in, then from the top ${SCROLL.pxPerFrame.toLocaleString('en')} px per animation frame to the end; ${heapHow}, at open, with all in, after`,
  );
  /** "17 (pause median 12.7 ms, max 20.2 ms)": how many collections, and how long they paused the page. */
  const collectionCount = (ms: number[]) => {
    if (ms.length === 0) return 'none';
    const { median, max } = quantiles(ms);
    return `${ms.length} (pause median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms)`;
  };
  print(
    `Collections while scrolling ${SCROLL.records.toLocaleString('en')} rows`,
    `mark-compact ${collectionCount(collections.markCompactMs)}, scavenge ${collectionCount(collections.scavengeMs)} over ${collections.frames.toLocaleString('en')} frames; ${(collections.allocatedBytes / collections.frames / 1024).toFixed(0)} KB allocated a frame`,
    `the same page after the figure above, the same fling again from the top, traced: Playwright's browser.startTracing (devtools.timeline; MajorGC and MinorGC events on the thread that ran the fling's animation frames, their durations) and CDP HeapProfiler.startSampling with the objects collected by either GC included (bytes allocated over the fling, by frames)`,
  );
  print(
    `Renderer JS heap after opening ${VOICEMAILS} voicemails`,
    `${mb(voicemail.before.usedSize)} before, ${mb(voicemail.afterFirst.usedSize)} after the first, ${mb(voicemail.after.usedSize)} after all ${VOICEMAILS} (array buffers ${mb(voicemail.before.backingStorageSize)}, then ${mb(voicemail.after.backingStorageSize)})`,
    `${chromium} (${VOICEMAILS} messages, each's audio 1 s of silence, a 16 KB WAV, through getVoicemail); Voicemail from the sidebar, then each message's row clicked, its <audio> having read the WAV's length, Close; ${heapHow} (backingStorageSize: array buffers), on the list before, after the first, after the last`,
  );

  // --- 2b. The quick-dial box's window ------------------------------------------------------------------

  // Issue 48: a window made at start would hold its page's renderer process while it waits hidden; above
  // 20 MB the box is made on first use instead (main/shell/quick-dial-window.ts makes it so).
  const BOX_LIMIT_MB = 20;
  {
    const browser = await launchChromium();
    try {
      const box = await openQuickDialBox(browser, RENDERER_DIR);
      await box.getByRole('combobox').pressSequentially('dana');
      await box.getByRole('option').first().waitFor();
      const session = await box.context().newCDPSession(box);
      await session.send('HeapProfiler.collectGarbage');
      const pss = Math.max(...(await rendererPss(browser)));
      print(
        "The quick-dial box's window, waiting",
        `${mb(pss)}: ${pss / 1024 / 1024 > BOX_LIMIT_MB ? `over ${BOX_LIMIT_MB} MB, so made on first use (as it is)` : `within ${BOX_LIMIT_MB} MB`}`,
        `Chromium ${renderer.version} headless, the built renderer served through Playwright's routes (test/e2e/browser.mjs serveFolder) with the bridge stand-in of scripts/quick-dial-page.ts; #quick-dial after a search, CDP HeapProfiler.collectGarbage, then the PSS of its renderer process (/proc/<pid>/smaps_rollup via CDP SystemInfo.getProcessInfo): what a window made at start would hold`,
      );
    } finally {
      await browser.close();
    }
  }
}
// --- 3. Main through a day of calls --------------------------------------------------------------------

/** V8's heap spaces as the figure prints them: each space counts in the first group its name matches. */
const HEAP_SPACE_GROUPS: [string, RegExp][] = [
  ['old', /^old_space$/],
  ['code', /^code_space$/],
  ['large', /large_object_space$/],
  ['other', /./],
];

/** MB with one decimal, right-aligned in `width`; '-' where /proc/self/status was not there. */
const mbCell = (bytes: number | null, width: number) =>
  (bytes === null ? '-' : (bytes / 1024 / 1024).toFixed(1)).padStart(width);

/** The day's samples as a table, a line each: when, the resident set and its parts, the V8 heap's. */
function sampleTable(samples: MemorySample[]): string[] {
  const groups = HEAP_SPACE_GROUPS.map(([name]) => name);
  const header = [
    'real s',
    'day h',
    'rss',
    'anon',
    'file',
    'heapTotal',
    'heapUsed',
    ...groups,
    'external',
    'arrayBuffers',
  ];
  const widths = header.map((name) => Math.max(name.length, 6));
  const row = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' ');
  const grouped = (spaces: Record<string, number>) => {
    const sums = new Map(groups.map((name) => [name, 0]));
    for (const [space, bytes] of Object.entries(spaces)) {
      const [group] = HEAP_SPACE_GROUPS.find(([, pattern]) => pattern.test(space)) ?? ['other'];
      sums.set(group, (sums.get(group) ?? 0) + bytes);
    }
    return groups.map((name) => sums.get(name) ?? 0);
  };
  return [
    `${row(header)}   (MB)`,
    ...samples.map((s) =>
      row([
        s.at.toFixed(0),
        ((s.at * SPEED_UP) / 3_600).toFixed(1),
        ...[
          s.rss,
          s.rssAnon,
          s.rssFile,
          s.heapTotal,
          s.heapUsed,
          ...grouped(s.heapSpaces),
          s.external,
          s.arrayBuffers,
        ].map((bytes, i) => mbCell(bytes, widths[i + 2] ?? 0)),
      ]),
    ),
  ];
}

async function mainThroughADay(): Promise<void> {
  const storedCalls = STORED_DAYS * DAY_CALLS;
  const callEvery = DAY_SECONDS / DAY_CALLS;
  const dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-bench-memory-'));
  try {
    // The morning's copy comes from a simulator where no call arrives: one arriving makes the simulator
    // sort its 90,000 calls again for the next page, which makes the backfill take twice as long.
    const morning = await startSimulator(storedCalls);
    await backfill(dataDir, morning).finally(morning.stop);
    // The day's simulator has the same seed, so the same calls (each as much later as it started later):
    // the day's first sync finds them stored already. From here its time and the core's run SPEED_UP
    // times faster, one clock for both.
    const clock = { fromMs: Date.now(), speedUp: SPEED_UP };
    const simulator = await startSimulator(storedCalls, callEvery, clock);
    const day = await dayInOwnProcess(dataDir, simulator, clock).finally(simulator.stop);
    const [start, ...later] = day.samples;
    const end = later.at(-1);
    if (!start || !end) throw new Error('scripts/bench-memory-day.ts took fewer than two samples');
    const dayPeak =
      day.dayPeakRssBytes === null
        ? 'unavailable (no /proc/self/clear_refs and VmHWM: not Linux)'
        : mb(day.dayPeakRssBytes);
    print(
      'Main RSS over a day of calls',
      [
        `start ${mb(start.rss)}, peak in the day ${dayPeak}, end ${mb(end.rss)} (the process's peak since it started ${mb(day.processPeakRssBytes)}); heap used start ${mb(start.heapUsed)}, end ${mb(end.heapUsed)}; ${day.callsStored.toLocaleString('en')} calls stored in ${end.at.toFixed(0)} s (the copy grew by ${day.copyGrowth.toLocaleString('en')}: ${(day.callsStored - day.copyGrowth).toLocaleString('en')} of its oldest pruned), ${day.missedNotices} missed-call notices, ${day.historyRequests} history pages and ${day.voicemailRequests} voicemail lists read`,
        ...sampleTable(day.samples),
      ].join(`\n${''.padEnd(39)}`),
      `\`node --import tsx main/demo/cli.ts --port 0 --calls ${storedCalls} --new-call-every 0\`, its ${STORED_DAYS} days backfilled by a core in the bench's process, then the same with \`--new-call-every ${callEvery} --speed-up ${SPEED_UP} --clock-from <now>\` (a busy desk's ${DAY_CALLS.toLocaleString('en')} calls in ${DAY_HOURS} h, as ${DAY_SECONDS} s); \`node --expose-gc --import tsx scripts/bench-memory-day.ts\`: createCore() on Node ${process.version} (no Electron, no shell), voicemail watch and history sync started as the shell starts them, on the simulator's clock through voicemailClock and historyClock (compressedClock: time ${SPEED_UP}× real from the same instant, so the ${SYNC_INTERVAL_MS / 60_000}-min sync every ${(SYNC_INTERVAL_MS / 1000 / SPEED_UP).toFixed(2)} s rereads the ${OVERLAP_SECONDS / 3_600} h of the day before its last, the ${VOICEMAIL_CHECK_MS / 60_000}-min voicemail check every ${(VOICEMAIL_CHECK_MS / 1000 / SPEED_UP).toFixed(2)} s, the ${STORED_DAYS} days' retention pruned by the day's time), until ${DAY_CALLS.toLocaleString('en')} more calls are stored (at most ${DAY_MAX_SECONDS} s); samples once the day's first sync is done, every real minute, at the end, each after global.gc(): rss, heapTotal, heapUsed, external, arrayBuffers of process.memoryUsage(); old, code, large, other of v8.getHeapSpaceStatistics() (space_used_size: old_space, code_space, every *large_object_space, the rest: new, read-only, trusted, shared); anon, file: RssAnon, RssFile of /proc/self/status; peak in the day: VmHWM of /proc/self/status at the end, "5" having been written to /proc/self/clear_refs after the first sample (every moment between, GC or not); the process's peak: process.resourceUsage().maxRSS`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

// --day-only: section 3 alone, without building the renderer or starting Chromium.
if (!process.argv.includes('--day-only')) await rendererMemory();
await mainThroughADay();
