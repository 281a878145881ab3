// `npm run bench`: what the renderer and the main bundle cost. Builds the renderer, then prints each figure
// with how it was made:
//   1. the JS and CSS it ships, raw and gzipped, and each language's catalog;
//   2. the time from navigation to the first history row, with 1,000 records, in the DOM and drawn, beside
//      a blank page's load (the floor no page can go under);
//   3. DOM size and frame times while scrolling through 100,000 calls, and frame times through 10,000
//      voicemail messages and 10,000 recordings, flung as the calls are;
//   4. the main process bundle: its size and the time to load it, minified as shipped and unminified.
// The page gets a stub window.dialdesk that serves generated records in big pages: this measures the
// renderer, not HTTP or the core. Figures vary by machine; the tests never assert timings.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { catalogOf } from '../main/i18n/catalogs.ts';
import { LANGUAGES } from '../preload/shared/i18n/languages.ts';
import {
  firstRowAgainstFloor,
  MEASURED_BEFORE,
  ms,
  print,
  printBlankFloor,
  quantiles,
  underLimit,
} from './bench-report.ts';
import {
  flingFrames,
  inOwnBrowser,
  SCROLL,
  SCROLL_LISTS,
  startBenchServer,
  timeLoads,
} from './bench-stub.mjs';
import { measureMainLoad } from './main-load.mjs';
import { windowMessages } from './window-messages.mjs';

const OUT_DIR = 'dist/renderer';
const FIRST_ROW_RECORDS = 1_000;
const FIRST_ROW_RUNS = 7;
// Issue 27's targets: the whole renderer's JS (the language runtime and the English catalog in), the first
// row against the blank page's time in the same run, the scroll's slowest frames, main's start.
const TARGETS = { jsGzipKb: 30, firstRowTimesFloor: 2, frameP99Ms: 16.7, mainLoadCpuMs: 60 };
const MAIN_LOAD_RUNS = 15;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// --- 1. Bundle size ---------------------------------------------------------------------------------

await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
const assets = join(OUT_DIR, 'assets');
const files = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name));
console.log(
  `Dialdesk renderer bench: npm run bench (tsx scripts/bench.mjs; renderer built as by npx vite build -> ${OUT_DIR})\n`,
);
const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const name of files) {
  const path = join(assets, name);
  const bytes = await readFile(path);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const kind = name.endsWith('.js') ? 'js' : 'css';
  totals[kind].raw += bytes.length;
  totals[kind].gzip += gzip;
  print(
    `${kind.toUpperCase()} ${name}`,
    `${kb(bytes.length)} raw, ${kb(gzip)} gzipped`,
    `wc -c ${path}; gzip -9 -c ${path} | wc -c`,
  );
}
print(
  'JS total (whole renderer)',
  `${kb(totals.js.raw)} raw, ${kb(totals.js.gzip)} gzipped`,
  `cat ${relative('.', assets)}/*.js | gzip -9 | wc -c`,
  underLimit(totals.js.gzip / 1024, TARGETS.jsGzipKb, 'KB gzipped'),
);
// Each language's messages: English's that the windows name are in the page's script (counted above);
// another language's cross the bridge as this JSON when chosen (main/i18n/main-language.ts), never with
// the page.
const catalogLine = (label, catalog) => {
  const json = Buffer.from(JSON.stringify(catalog));
  print(
    label,
    `${Object.keys(catalog).length} messages, ${kb(json.length)} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzipped`,
    'JSON of the catalog | gzip -9 | wc -c',
  );
};
catalogLine('Catalog en (in the JS above)', windowMessages(catalogOf('en')));
for (const language of LANGUAGES.filter((tag) => tag !== 'en'))
  catalogLine(`Catalog ${language} (sent when chosen)`, catalogOf(language));
print(
  'CSS total',
  `${kb(totals.css.raw)} raw, ${kb(totals.css.gzip)} gzipped`,
  `cat ${relative('.', assets)}/*.css | gzip -9 | wc -c`,
);
console.log();

// The frame-rate cap and vsync are off so that the gap between animation frames is the time a frame
// took to produce (script, style, layout, paint), not the 16.7 ms of a 60 Hz display.
const FRAME_FLAGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
// Measured without Chromium's own omnibox page, which loads beside every new window and which an Electron
// window does not have (test/e2e/browser.mjs); the browser as it comes is measured too, as before, for
// comparison in the same run (issue 27: a change of method reports old and new figures).
const server = await startBenchServer(OUT_DIR);

// --- 2. First row and 3. scrolling, timed in each browser ------------------------------------------------

/** The first row's loads and the blank page's, in one browser. */
async function firstRowLoads(timedBrowser) {
  const stub = { total: FIRST_ROW_RECORDS, pageSize: FIRST_ROW_RECORDS };
  const loads = await timeLoads(timedBrowser, server, stub, FIRST_ROW_RUNS);
  const blank = await timeLoads(timedBrowser, server, { total: 0, pageSize: 0 }, FIRST_ROW_RUNS, {
    page: 'blank',
  });
  return { loads, blank };
}

/** The first row's medians and maxima, and their ratios to the blank page's in the same browser. */
function firstRowFigures({ loads, blank }) {
  const inDom = quantiles(loads.map((load) => load.inDom));
  const drawn = quantiles(loads.map((load) => load.drawn));
  return {
    value: `in the DOM median ${ms(inDom.median)} (max ${ms(inDom.max)}), drawn median ${ms(drawn.median)} (max ${ms(drawn.max)}) over ${FIRST_ROW_RUNS} loads`,
    target: firstRowAgainstFloor(loads, blank, TARGETS.firstRowTimesFloor),
  };
}

/** The first row's and the scroll's timings in one browser. */
const rendererTimes = async (timedBrowser) => ({
  version: timedBrowser.version(),
  firstRow: await firstRowLoads(timedBrowser),
  scroll: await flingFrames(timedBrowser, server, SCROLL_LISTS.history),
});

const { version, firstRow, scroll, otherLists } = await inOwnBrowser(
  FRAME_FLAGS,
  { omniboxPopup: false },
  async (timedBrowser) => ({
    ...(await rendererTimes(timedBrowser)),
    // Voicemail's and recordings' rows are written as History's are: flung the same way, in this browser only.
    otherLists: {
      voicemail: await flingFrames(timedBrowser, server, SCROLL_LISTS.voicemail),
      recordings: await flingFrames(timedBrowser, server, SCROLL_LISTS.recordings),
    },
  }),
);
const before = await inOwnBrowser(FRAME_FLAGS, {}, rendererTimes);
await server.close();

const measured = firstRowFigures(firstRow);
print(
  `First history row, ${FIRST_ROW_RECORDS.toLocaleString('en')} records`,
  measured.value,
  `Chromium ${version} headless without its omnibox page, built renderer from a loopback HTTP server, the app's preload in front of it, a fresh browser context per load; no local copy, so History pages listHistory; performance.now() when [role=row][aria-rowindex="2"] is in the DOM, and when a task queued from the next animation frame runs (that frame drawn); 0 = navigation start`,
  measured.target,
);
const measuredBefore = firstRowFigures(before.firstRow);
print(MEASURED_BEFORE.label, measuredBefore.value, MEASURED_BEFORE.how, measuredBefore.target);
printBlankFloor(firstRow.blank);
printBlankFloor(before.firstRow.blank, MEASURED_BEFORE.label);

// --- 3. Scrolling 100,000 records ---------------------------------------------------------------------

print(
  `DOM while scrolling ${SCROLL.records.toLocaleString('en')} records`,
  `max ${Math.max(...scroll.nodes)} elements, max ${Math.max(...scroll.rows)} rows rendered`,
  'document.getElementsByTagName("*").length every 10th frame of the scroll below',
);
const frameLine = ({ frames: times }) => {
  const frames = quantiles(times);
  return {
    value: `median ${ms(frames.median)}, p95 ${ms(frames.p95)}, p99 ${ms(frames.p99)}, max ${ms(frames.max)} (${frames.count} frames)`,
    target: `p99 ${underLimit(frames.p99, TARGETS.frameP99Ms, 'ms', true)}`,
  };
};
const frames = frameLine(scroll);
print(
  'Frame times while scrolling',
  frames.value,
  `requestAnimationFrame deltas, scrollTop += ${SCROLL.pxPerFrame} px per frame over ${(scroll.height / 1e6).toFixed(1)} M px; --disable-frame-rate-limit --disable-gpu-vsync; Chromium without its omnibox page`,
  frames.target,
);
const framesBefore = frameLine(before.scroll);
print(MEASURED_BEFORE.label, framesBefore.value, MEASURED_BEFORE.how, framesBefore.target);
for (const [name, label] of [
  ['voicemail', 'voicemail messages'],
  ['recordings', 'recordings'],
]) {
  const fling = otherLists[name];
  const figures = frameLine(fling);
  print(
    `Frame times while scrolling ${SCROLL_LISTS[name].records.toLocaleString('en')} ${label}`,
    figures.value,
    `as above, in ${name === 'voicemail' ? 'Voicemail' : 'Recordings'}: ${Math.max(...fling.rows)} rows rendered at most, scrollTop += ${SCROLL.pxPerFrame} px per frame over ${(fling.height / 1e6).toFixed(2)} M px`,
    figures.target,
  );
}

// --- 4. Main process bundle ---------------------------------------------------------------------------

const main = await measureMainLoad(MAIN_LOAD_RUNS);
for (const [name, figures] of Object.entries(main)) {
  print(
    `Main bundle load, ${name}`,
    `${kb(figures.bytes)}; require ${ms(figures.cpuMs)} CPU, ${ms(figures.wallMs)} wall (medians)`,
    `Node ${process.version}, fresh process per load, ${MAIN_LOAD_RUNS} loads each; scripts/main-load.mjs (esbuild as scripts/build.mjs${name === 'minified' ? '' : ', minify off'}; stand-in electron module)`,
    name === 'minified' ? `CPU ${underLimit(figures.cpuMs, TARGETS.mainLoadCpuMs, 'ms')}` : undefined,
  );
}
