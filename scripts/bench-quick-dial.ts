// `npm run bench`, or alone: `tsx scripts/bench-quick-dial.ts`. Issue 48's renderer figures for the
// quick-dial box (#quick-dial), in Debian's Chromium, headless:
//   1. keystroke to results in the box's DOM: from a key's keydown to the list showing the results for the
//      text it made, typing names and numbers one character at a time (p95 < 16.7 ms, a frame). The page's
//      bridge is a stand-in in the page (named below) that answers eight people for any text at once, so
//      the figure is the renderer's: main's own search per keystroke is bench-suggest.ts's figure;
//   2. what the box's window costs while it waits hidden: the renderer process of its page alone, after a
//      search and a garbage collection (Chromium's own process, its PSS from /proc). Above 20 MB, the box is
//      made on first use instead of at start (main/shell/quick-dial-window.ts makes it on first use).
// Figures vary by machine; the tests never time anything.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { APP_URL, launchChromium, serveFolder } from '../test/e2e/browser.mjs';
import { buildRenderer } from '../test/e2e/harness';
import { ms, print, quantiles, underLimit } from './bench-report';

const TYPED = ['dana whitfield', 'fernandez', 'northwind traders', '2125550123', '+1 (212) 555-0123', 'dw'];
const RUNS = 5;
const TARGET_P95_MS = 16.7;
const MEMORY_LIMIT_MB = 20;
const MB = 1024 * 1024;

/**
 * The bridge stand-in: answers every channel the box asks as main would, at once; suggestPeople with
 * eight people named after the text (so each keystroke changes the list).
 */
function standInBridge() {
  const ok = (value: unknown) => Promise.resolve({ ok: true, value });
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const people = (text: string) =>
    Array.from({ length: 8 }, (_, index) => ({
      name: `${text} ${index}`,
      number: `(212) 555-01${String(index).padStart(2, '0')}`,
      calls: 8 - index,
      lastCallEpoch: 0,
      ...(index < 3 && { contact: { id: `c${index}`, label: 'mobile' } }),
    }));
  (window as unknown as { dialdesk: unknown }).dialdesk = new Proxy(
    {
      on(event: string, listener: (payload: unknown) => void) {
        const set = listeners.get(event) ?? new Set();
        listeners.set(event, set);
        set.add(listener);
        return () => set.delete(listener);
      },
      getLanguage: () => ok({ language: 'en', locale: 'en', catalog: null }),
      listAccounts: () => ok({ activeId: 'demo', accounts: [], readOnly: null, notices: [] }),
      suggestPeople: ({ text }: { text: string }) => ok(people(text)),
      getLookupFacts: () => ok(null),
      planCall: ({ number }: { number: string }) =>
        ok({ destination: number.replace(/\D/g, ''), display: number, dialAfterConnect: null }),
    },
    { get: (target, name) => (target as Record<string | symbol, unknown>)[name] ?? (() => ok(null)) },
  );
}

/** Types the text into the box one key at a time; each key's time from keydown to its results in the DOM. */
async function typeTimed(page: Page, text: string): Promise<number[]> {
  await page.getByRole('combobox').fill('');
  const times: number[] = [];
  for (const [index, key] of [...text].entries()) {
    // A space at the end of the text asks nothing new (the text is searched trimmed): typed, not timed.
    if (text.slice(0, index + 1).trim() === text.slice(0, index).trim()) {
      await page.keyboard.type(key);
      continue;
    }
    // Armed before the key is sent (an evaluate not awaited could run after the key), read after.
    await page.evaluate(() => {
      const host = window as unknown as { __keyToResults: Promise<number> };
      const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
      if (!field) throw new Error('no field');
      host.__keyToResults = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no results for "${field.value}"`)), 5_000);
        let start = 0;
        field.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const listed = document.querySelector('[role="listbox"]')?.textContent ?? '';
          const wanted = field.value.trim();
          // The results for the text as it is now: the stand-in names its first person "<text> 0" (a
          // typed number's row comes before it).
          if (start > 0 && wanted !== '' && listed.includes(`${wanted} 0`)) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.keyboard.type(key);
    const timing = page.evaluate(
      () => (window as unknown as { __keyToResults: Promise<number> }).__keyToResults,
    );
    times.push(await timing);
  }
  return times;
}

/**
 * The proportional set size of each Chromium renderer process of the browser, from /proc: its own pages
 * and its share of those it shares (RSS would count all of Chromium's mapped code, about 100 MB, each time).
 */
async function rendererRss(browser: Browser): Promise<number[]> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const renderers = processInfo.filter((process) => process.type === 'renderer');
  return Promise.all(
    renderers.map(async ({ id }) => {
      const rollup = await readFile(`/proc/${id}/smaps_rollup`, 'utf8');
      const kb = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? Number.NaN);
      return kb * 1024;
    }),
  );
}

console.log(
  '\nDialdesk quick-dial box bench: tsx scripts/bench-quick-dial.ts (the built renderer in Chromium)\n',
);
const folder = await buildRenderer();
const browser = await launchChromium();
try {
  const times: number[] = [];
  let rss: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 480, height: 400 } });
    // Run through tsx, the stand-in is compiled with esbuild's keepNames, which wraps inner functions in
    // __name(): the page gets one that changes nothing (as scripts/page-bridge.ts does).
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await page.addInitScript(standInBridge);
    await serveFolder(page, folder);
    await page.goto(`${APP_URL}#quick-dial`);
    await page.getByRole('combobox').waitFor();
    for (const text of TYPED) times.push(...(await typeTimed(page, text)));
    if (run === 0) {
      const session = await page.context().newCDPSession(page);
      await session.send('HeapProfiler.collectGarbage');
      rss = await rendererRss(browser);
    }
    await page.close();
  }
  const { p95, median, count } = quantiles(times);
  print(
    'Keystroke to results in the box',
    `p95 ${ms(p95)} (median ${ms(median)}, ${count} keys)`,
    `keydown to the list of the text's results in the DOM, ${TYPED.length} texts typed a key at a time, ${RUNS} runs; the bridge a stand-in in the page answering 8 people at once`,
    underLimit(p95, TARGET_P95_MS, 'ms', true),
  );
  const box = Math.max(...rss) / MB;
  print(
    "The box's window, waiting hidden",
    `${box.toFixed(1)} MB`,
    "PSS of the box page's renderer process (/proc/<pid>/smaps_rollup, after a search and a GC): what a window made at start would hold",
    `${box > MEMORY_LIMIT_MB ? `over ${MEMORY_LIMIT_MB} MB: made on first use (as it is)` : `within ${MEMORY_LIMIT_MB} MB`}`,
  );
} finally {
  await browser.close();
}
