// The quick-dial box's page (#quick-dial) as the benches open it: the built renderer in Chromium with a
// stand-in bridge in the page, so that what is measured is the renderer's (scripts/bench-quick-dial.ts
// times its keystrokes; scripts/bench-memory.ts weighs its renderer process).
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { APP_URL, serveFolder } from '../test/e2e/browser.mjs';

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

/** Opens the box's page of the renderer built in `folder`, over the stand-in, its field ready. */
export async function openQuickDialBox(browser: Browser, folder: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 480, height: 400 } });
  // Run through tsx, the stand-in is compiled with esbuild's keepNames, which wraps inner functions in
  // __name(): the page gets one that changes nothing (as scripts/page-bridge.ts does).
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(standInBridge);
  await serveFolder(page, folder);
  await page.goto(`${APP_URL}#quick-dial`);
  await page.getByRole('combobox').waitFor();
  return page;
}

/**
 * The proportional set size of each Chromium renderer process of the browser, from /proc: its own pages
 * and its share of those it shares (RSS would count all of Chromium's mapped code, about 100 MB, each time).
 */
export async function rendererPss(browser: Browser): Promise<number[]> {
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
