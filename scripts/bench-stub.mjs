// The page the benches measure the renderer in: the built renderer served from a loopback HTTP server
// (as the app's protocol handler reads the files in main, not through Playwright's request interception,
// whose round trips through this process would be counted), a stub bridge installed before the app, and
// the moments a history row is in the DOM and drawn. Shared by scripts/bench.mjs (generated records) and
// scripts/bench-history.ts (a real store of 100,000 calls behind searchHistory). Both run under tsx,
// which reads the settings schema and main's edge. The page gets Calls and Voicemails as main makes them:
// the records are generated here and read by main's own edge (scripts/bench-records.ts), and the stub
// reads each answer from JSON text when asked, as the page reads IPC's copy of main's answer.
//
// Nothing of Playwright runs in the page while a load is measured: the page says on its console when
// its first row is drawn (waitForFunction would evaluate Playwright's own script, about 30 ms here, in the
// middle of the load). A blank page served the same way gives the floor: when any page's first script
// can run at all. A copy of the window as first drawn, without its scripts, gives what the first screen
// itself costs to style, lay out and draw.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { defaultSettings } from '../main/settings/schema';
import { launchChromium, MIME } from '../test/e2e/browser.mjs';
import { benchCalls, benchEdge, benchRecordings, benchVoicemails } from './bench-records.ts';

const SEARCH_PATH = '/bench/search';
/** listHistory's pages too long to come with the page (see INLINE_RECORDS), answered in this process. */
const HISTORY_PATH = '/bench/history';
/** listVoicemail's and listRecordings' answers too long to come with the page, answered in this process. */
const VOICEMAIL_PATH = '/bench/voicemail';
const RECORDINGS_PATH = '/bench/recordings';
/**
 * A history this long or shorter comes with the page, in the stub's own script: the first-row bench's
 * 1,000 records. Asked for over loopback HTTP from this process, a page of 1,000 Calls arrived about 45 ms
 * later on two cores: the stand-in's time, not the renderer's, which the first row must not count (the
 * stub made its records in the page before main read them). A longer one (the scroll's 100,000) would
 * make that script tens of MB: its pages are asked for over HTTP, before any frame is timed.
 */
const INLINE_RECORDS = 1_000;
const BLANK_PAGE = '/bench/blank.html';
const BLANK_SCRIPT = '/bench/blank.js';
/** Beside index.html, so that the copy's relative stylesheet link resolves as the app's does. */
const FIRST_SCREEN_PAGE = '/bench-first-screen.html';
/** Said on the page's console when the first history row has been drawn (and by the blank page). */
const DRAWN = 'dialdesk-bench: drawn';
/** All the blank page does: say when its script ran, to the stub's timing (installed there too). */
const BLANK_SCRIPT_TEXT = 'window.__bench.blankScriptRan(performance.now());';
// The app's page may connect nowhere (its bridge is IPC); the bench's bridge asks this server instead.
const APP_CSP_CONNECT = "connect-src 'none'";
const BENCH_CSP_CONNECT = "connect-src 'self'";

/**
 * The scroll the benches time (scripts/bench.mjs for frame times, scripts/bench-memory.ts for the heap),
 * fixed by issue 27: this many records, served in pages this long, flung this many px per animation frame
 * (50 rows at a time).
 */
export const SCROLL = { records: 100_000, page: 25_000, pxPerFrame: 2_400 };

/**
 * The lists the scroll is timed in (scripts/bench.mjs), each flung as History is: how many records, the
 * stub that serves them, how the list is reached from the first screen, the list by its role and name, a
 * row in it, and when all its records are loaded (the list scrolled to its end until then). Voicemail and
 * recordings come with a short history, whose first row opens the page.
 */
export const SCROLL_LISTS = {
  history: {
    records: SCROLL.records,
    stub: { total: SCROLL.records, pageSize: SCROLL.page },
    nav: null,
    list: { role: 'grid', name: 'Calls' },
    row: '[role="row"]',
  },
  voicemail: {
    records: 10_000,
    stub: { total: 50, pageSize: 50, voicemails: 10_000 },
    nav: /^Voicemail/,
    list: { role: 'listbox', name: 'Voicemail messages' },
    row: '[role="option"]',
  },
  recordings: {
    records: 10_000,
    stub: { total: 50, pageSize: 50, recordings: 10_000 },
    nav: /^Recordings$/,
    list: { role: 'listbox', name: 'Recordings' },
    row: '[role="option"]',
  },
};

/**
 * `use(browser)` in a Chromium launched for it (launchChromium's arguments), closed after. The benches run
 * one browser at a time: a second one starting would take CPU from the first one's pages.
 */
export async function inOwnBrowser(extraArgs, options, use) {
  const browser = await launchChromium(extraArgs, options);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

const edge = benchEdge();
const nowSeconds = Math.floor(Date.now() / 1000);
const made = new Map();
/** `make()` as JSON text, made once: a load's time is the page's own, not the making of its records. */
const once = (key, make) => {
  if (!made.has(key)) made.set(key, JSON.stringify(make()));
  return made.get(key);
};

/** The history's page at `offset`, as main's edge read the generated records, as JSON text. */
const historyPage = (offset, total, pageSize) =>
  once(`history ${offset} ${total} ${pageSize}`, () =>
    benchCalls(edge, offset, Math.max(0, Math.min(pageSize, total - offset)), nowSeconds),
  );

/**
 * What comes with the page for its stub: a short history's pages by offset, the voicemail messages and
 * the recordings.
 */
function inlineAnswers({ total, pageSize, voicemails = 0, recordings = 0 }) {
  const history = {};
  if (total <= INLINE_RECORDS)
    for (let offset = 0; offset < total; offset += pageSize)
      history[offset] = historyPage(offset, total, pageSize);
  return {
    history,
    // Longer lists (the scroll's 10,000) are asked for over HTTP, before any frame is timed.
    voicemails: voicemails <= INLINE_RECORDS ? voicemailList(voicemails) : null,
    recordings: recordings <= INLINE_RECORDS ? recordingList(recordings) : null,
  };
}

/** `count` voicemail messages, and recordings, as main's edge read them, as JSON text. */
const voicemailList = (count) => once(`voicemail ${count}`, () => benchVoicemails(edge, count, nowSeconds));
const recordingList = (count) => once(`recordings ${count}`, () => benchRecordings(edge, count, nowSeconds));

/**
 * Serves `folder` on 127.0.0.1, and answers the stub's reads as the core answers them over IPC: a request
 * from the page to another process, the records back as one message. A long history's pages are answered
 * at HISTORY_PATH; with `search`, searchHistory is answered at SEARCH_PATH.
 */
export async function startBenchServer(folder, { search } = {}) {
  const root = resolve(folder);
  let firstScreen = null;
  const answers = {
    [HISTORY_PATH]: ({ offset, total, pageSize }) => historyPage(offset, total, pageSize),
    [VOICEMAIL_PATH]: ({ count }) => voicemailList(count),
    [RECORDINGS_PATH]: ({ count }) => recordingList(count),
    ...(search && { [SEARCH_PATH]: (request) => JSON.stringify(search(request)) }),
  };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://bench').pathname);
    if (Object.hasOwn(answers, path) && req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = answers[path](JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    if (path === BLANK_PAGE || path === BLANK_SCRIPT) {
      const html = path === BLANK_PAGE;
      res.writeHead(200, { 'content-type': MIME[html ? '.html' : '.js'] });
      res.end(html ? `<!doctype html><script defer src="${BLANK_SCRIPT}"></script>` : BLANK_SCRIPT_TEXT);
      return;
    }
    if (path === FIRST_SCREEN_PAGE && firstScreen !== null) {
      res.writeHead(200, { 'content-type': MIME['.html'] }).end(firstScreen);
      return;
    }
    const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(root + sep)) return void res.writeHead(404).end();
    try {
      const bytes = await readFile(file);
      const body =
        extname(file) === '.html'
          ? bytes.toString('utf8').replace(APP_CSP_CONNECT, BENCH_CSP_CONNECT)
          : bytes;
      res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    blankUrl: `http://127.0.0.1:${port}${BLANK_PAGE}`,
    firstScreenUrl: `http://127.0.0.1:${port}${FIRST_SCREEN_PAGE}`,
    serveFirstScreen(html) {
      firstScreen = html;
    },
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Installed in the page before the app: a complete DialdeskApi answering from generated data that main's
 * edge read, in `inline` (inlineAnswers) or from the bench server (startBenchServer). With `searchBound`,
 * History's searchHistory asks the bench server (a real store in the bench's process); without, it
 * answers null (no local copy) and History pages listHistory. listVoicemail lists `voicemails` messages
 * and listRecordings `recordings` recordings (none by default).
 */
function installStub({
  total,
  pageSize,
  searchBound = false,
  voicemails = 0,
  recordings = 0,
  settings,
  inline,
  paths,
  drawnMessage,
}) {
  const ok = (value) => Promise.resolve({ ok: true, value });
  /** Asks the bench server, standing in for main, at `path`. */
  const askMain = (path, request) =>
    fetch(path, { method: 'POST', body: JSON.stringify(request) }).then((response) => response.json());
  // Timing helpers. Arrow functions only: Playwright sends installStub to the page as its source text,
  // where a named function would need the helper tsx adds to name it.
  const timing = (() => {
    const FIRST_ROW = '[role="row"][aria-rowindex="2"]';
    let answeredAt = -1;
    /**
     * `done(time)` once the frame being made has been drawn: a task queued from its animation frame
     * runs after that frame's style, layout and paint.
     */
    const afterFrame = (done) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(performance.now());
        channel.port2.postMessage(null);
      });
    /** When a history row first changes in the DOM while `counts()` holds, and when that was drawn. */
    const rowShown = (counts) =>
      new Promise((resolve) => {
        const check = () => {
          if (!counts() || !document.querySelector(FIRST_ROW)) return false;
          const inDom = performance.now();
          afterFrame((drawn) => resolve({ inDom, drawn }));
          return true;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      });
    return {
      afterFrame,
      rowShown,
      answered: () => {
        answeredAt = performance.now();
      },
      async timed(act, afterAnswer) {
        const started = performance.now();
        const shown = rowShown(() => !afterAnswer || answeredAt > started);
        act();
        const { inDom, drawn } = await shown;
        return { inDom: inDom - started, drawn: drawn - started };
      },
    };
  })();
  // Voicemail: `voicemails` messages in one mailbox, all unheard, each one's audio a second of silence
  // (a WAV, 8 kHz 16-bit mono, 16 KB). Every answer is read afresh from its text, as the page reads IPC's
  // copy; so are the bytes of every getVoicemail.
  const messages = () =>
    inline.voicemails === null
      ? askMain(paths.voicemails, { count: voicemails })
      : Promise.resolve(JSON.parse(inline.voicemails));
  const silentWav = () => {
    const rate = 8_000;
    const dataBytes = rate * 2;
    const bytes = new Uint8Array(44 + dataBytes);
    const view = new DataView(bytes.buffer);
    const ascii = (at, text) => {
      for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
    };
    ascii(0, 'RIFF');
    view.setUint32(4, 36 + dataBytes, true);
    ascii(8, 'WAVEfmt ');
    view.setUint32(16, 16, true); // the fmt chunk's size
    view.setUint16(20, 1, true); // PCM
    view.setUint16(22, 1, true); // one channel
    view.setUint32(24, rate, true);
    view.setUint32(28, rate * 2, true); // bytes per second
    view.setUint16(32, 2, true); // bytes per sample
    view.setUint16(34, 16, true); // bits per sample
    ascii(36, 'data');
    view.setUint32(40, dataBytes, true);
    return bytes;
  };
  const api = {
    getSettings: () => ok({ settings, mode: 'demo', keys: { pbx: false, lookup: false }, warning: null }),
    listVoicemail: () => messages().then(ok),
    getVoicemail: ({ uuid }) =>
      messages().then((listed) =>
        ok({
          record: listed.find((message) => message.id === uuid),
          audio: { bytes: silentWav(), mime: 'audio/wav' },
        }),
      ),
    getVoicemailStatus: () => ok({ heard: [], unheard: voicemails, problem: null }),
    // All in the first page, whatever limit the renderer asks; the next one, empty, completes the list.
    listRecordings: ({ offset }) =>
      offset > 0 || recordings === 0
        ? ok([])
        : inline.recordings === null
          ? askMain(paths.recordings, { count: recordings }).then(ok)
          : ok(JSON.parse(inline.recordings)),
    // Big pages, whatever limit the renderer asks for: the bench measures the list, not the paging.
    listHistory: ({ offset }) => {
      const page = inline.history[offset];
      return page === undefined
        ? askMain(paths.history, { offset, total, pageSize }).then(ok)
        : ok(JSON.parse(page));
    },
    searchHistory: (request) =>
      searchBound
        ? askMain(paths.search, request).then((answer) => {
            timing.answered();
            return ok(answer);
          })
        : ok(null),
  };
  const refuse = () =>
    Promise.resolve({ ok: false, error: { code: 'internal', message: 'Not in the bench.' } });
  // Main's side of IPC: the app's own preload (installed after this, see preloadScript) invokes
  // 'dialdesk:<channel>' here, and builds window.dialdesk itself, first reads included.
  window.__benchMain = (name, request) => (api[name.slice('dialdesk:'.length)] ?? refuse)(request);

  window.__bench = {
    /** The first history row of the load: in the DOM and drawn, ms from navigation start. */
    firstRow: timing.rowShown(() => true),
    /** The blank page's script ran at `ran`: that stands for its first row, drawn with its frame. */
    blankScriptRan(ran) {
      timing.afterFrame((drawn) => {
        window.__bench.firstRow = Promise.resolve({ inDom: ran, drawn });
        console.debug(drawnMessage);
      });
    },
    /**
     * Ms from a click on the button named `label` (a click in the page, as a person's) to the first
     * history row in the DOM and drawn. With `afterAnswer`, only a row changed after searchHistory has
     * answered counts (a filter keeps the rows shown until its own answer comes).
     */
    async afterClick(label, afterAnswer = false) {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
      );
      if (!button) throw new Error(`No button "${label}" on the page`);
      return timing.timed(() => button.click(), afterAnswer);
    },
    /** As afterClick, for choosing `value` in the select named `label`. */
    async afterChoice(label, value) {
      const select = document.querySelector(`select[aria-label="${label}"]`);
      if (!select) throw new Error(`No select "${label}" on the page`);
      return timing.timed(() => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }, true);
    },
  };
  void window.__bench.firstRow.then(() => console.debug(drawnMessage));
}

/**
 * A bridge without the preload's first reads (`readAhead: false`): each call goes to main when the page
 * makes it, as before the preload read ahead, for a comparison in the same run.
 */
const DIRECT_BRIDGE = `window.dialdesk = new Proxy({}, {
  get: (_, name) => name === 'on' ? () => () => {} : (request) => window.__benchMain('dialdesk:' + String(name), request),
});`;

const preloads = new Map();
/**
 * The app's preload (`root`/preload/index.ts) as a page script, with scripts/bench-electron.mjs as
 * `electron`: the page starts with the same bridge, and the same first reads, as in the app. `root` is
 * another checkout when the code before a change is measured (scripts/bench-before-after.ts).
 */
function preloadScript(root) {
  if (!preloads.has(root))
    preloads.set(
      root,
      build({
        entryPoints: [resolve(root, 'preload/index.ts')],
        bundle: true,
        format: 'iife',
        target: 'chrome130',
        write: false,
        logLevel: 'warning',
        alias: { electron: resolve('scripts/bench-electron.mjs') },
      }).then(({ outputFiles }) => outputFiles[0].text),
    );
  return preloads.get(root);
}

/**
 * Opens the app (or, by `page`, the blank page or the copy of the first screen) from the bench server
 * with the stub, in a browser context of its own (nothing cached), and waits until its first history
 * row has been drawn.
 */
export async function openBenchApp(
  browser,
  server,
  stub,
  { page: which = 'app', readAhead = true, preloadFrom = '.' } = {},
) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The settings the app starts with, from the schema itself, so the stub cannot drift from it.
  await page.addInitScript(installStub, {
    ...stub,
    settings: defaultSettings(),
    inline: inlineAnswers(stub),
    paths: {
      search: SEARCH_PATH,
      history: HISTORY_PATH,
      voicemails: VOICEMAIL_PATH,
      recordings: RECORDINGS_PATH,
    },
    drawnMessage: DRAWN,
  });
  // The floor stays what it was: a blank page with nothing in front of its script. The first screen's
  // copy has no script for a bridge to serve.
  if (which === 'app')
    await page.addInitScript(
      readAhead ? { content: await preloadScript(preloadFrom) } : { content: DIRECT_BRIDGE },
    );
  const drawn = page.waitForEvent('console', {
    predicate: (message) => message.text() === DRAWN,
    timeout: 60_000,
  });
  // An error in the page ends the bench with that error, not with a wait that times out.
  const failed = page.waitForEvent('pageerror', { timeout: 0 }).then((error) => Promise.reject(error));
  await page.goto({ app: server.url, blank: server.blankUrl, 'first-screen': server.firstScreenUrl }[which]);
  await Promise.race([drawn, failed]);
  return page;
}

/**
 * The page as drawn now, its scripts removed, as one HTML document: what the window shows at once,
 * without the script that made it (for BenchServer.serveFirstScreen).
 */
export const staticCopy = (page) =>
  page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true);
    for (const script of copy.querySelectorAll('script')) script.remove();
    return `<!doctype html>${copy.outerHTML}`;
  });

/**
 * Scrolls History's list to its end until all `total` rows are loaded (the list asks for the next page as
 * its end comes into view): where every scroll the benches time starts from.
 */
export async function loadEveryRow(page, total) {
  await page.waitForFunction(
    (count) => {
      const list = document.querySelector('[role="grid"]');
      if (list) list.scrollTop = list.scrollHeight;
      return document
        .querySelector('.list-footer')
        ?.textContent?.includes(`${count.toLocaleString()} calls loaded`);
    },
    total,
    { polling: 100, timeout: 60_000 },
  );
}

/** Ms from a click on the button named `label` to the first history row in the DOM and drawn. */
export const rowAfterClick = (page, label, afterAnswer = false) =>
  page.evaluate(([name, answer]) => window.__bench.afterClick(name, answer), [label, afterAnswer]);

/** Ms from choosing `value` in the select named `label` to the first history row of its answer. */
export const rowAfterChoice = (page, label, value) =>
  page.evaluate(([name, chosen]) => window.__bench.afterChoice(name, chosen), [label, value]);

/**
 * Opens the page `runs` times, each in a context of its own, and returns each load's timings in ms from
 * navigation start: the first history row in the DOM and drawn (the blank page: its script run and
 * drawn), the script bundle received, and the first searchHistory asked and answered (Resource Timing).
 */
export async function timeLoads(browser, server, stub, runs, options = {}) {
  const loads = [];
  for (let run = 0; run < runs; run++) {
    const page = await openBenchApp(browser, server, stub, options);
    loads.push(
      await page.evaluate(async (searchPath) => {
        const { inDom, drawn } = await window.__bench.firstRow;
        const requests = performance.getEntriesByType('resource');
        const search = requests.find(({ name }) => name.endsWith(searchPath));
        return {
          inDom,
          drawn,
          bundle: requests.find(({ name }) => name.endsWith('.js'))?.responseEnd ?? Number.NaN,
          asked: search?.startTime ?? Number.NaN,
          answered: search?.responseEnd ?? Number.NaN,
        };
      }, SEARCH_PATH),
    );
    await page.close();
  }
  return loads;
}

/** Scrolls a listbox to its end until it holds all `total` rows and its footer, if any, says all are loaded. */
async function loadEveryOption(page, total) {
  await page.waitForFunction(
    (count) => {
      const list = document.querySelector('[role="listbox"]');
      if (!list) return false;
      list.scrollTop = list.scrollHeight;
      const footer = document.querySelector('.list-footer');
      return (
        list.querySelector('[role="option"]')?.getAttribute('aria-setsize') === String(count) &&
        (!footer || footer.textContent?.includes('all loaded'))
      );
    },
    total,
    { polling: 100, timeout: 60_000 },
  );
}

/**
 * Every frame's time, the DOM's size and the rows rendered while `list` (one of SCROLL_LISTS) is flung
 * from its top to its end, SCROLL.pxPerFrame px an animation frame, all its records loaded first.
 */
export async function flingFrames(browser, server, list) {
  const page = await openBenchApp(browser, server, list.stub);
  if (list.nav) await page.getByRole('button', { name: list.nav }).click();
  const scroller = page.getByRole(list.list.role, { name: list.list.name, exact: true });
  if (list.list.role === 'grid') await loadEveryRow(page, list.records);
  else await loadEveryOption(page, list.records);
  await scroller.evaluate((element) => {
    element.scrollTop = 0;
  });
  const scroll = await scroller.evaluate(
    (element, { step, row }) =>
      new Promise((resolve) => {
        const frames = [];
        const nodes = [];
        const rows = [];
        let last = performance.now();
        const frame = (now) => {
          frames.push(now - last);
          last = now;
          if (frames.length % 10 === 0) {
            nodes.push(document.getElementsByTagName('*').length);
            rows.push(element.querySelectorAll(row).length);
          }
          if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) {
            resolve({ frames: frames.slice(1), nodes, rows, height: element.scrollHeight });
            return;
          }
          element.scrollTop += step;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { step: SCROLL.pxPerFrame, row: list.row },
  );
  await page.close();
  return scroll;
}
