// The page the benches measure the renderer in: the built renderer from its folder, with a stub bridge
// installed before the app, and the moment the first history row appears (window.__firstRowAt, against
// navigation start). Shared by scripts/bench.mjs (generated records) and scripts/bench-history.ts (a
// real store of 100,000 calls behind searchHistory). Both run under tsx, which reads the settings schema.
import { defaultSettings } from '../main/settings/schema';
import { APP_URL, serveFolder } from '../test/e2e/browser.mjs';

/**
 * Installed in the page before the app: a complete DialdeskApi answering from generated data. With
 * `searchBound`, History's searchHistory goes to window.__benchSearch (a binding to a real store in the
 * bench's process); without, it answers null (no local copy) and History pages listHistory.
 */
function installStub({ total, pageSize, searchBound = false, settings }) {
  const now = Math.floor(Date.now() / 1000);
  const names = [
    'Priya Raman',
    'Northwind Logistics',
    'Marcus Webb',
    'Baker & Sons Plumbing',
    'Elena Kowalski',
  ];
  const record = (i) => ({
    uuid: `bench-${i}`,
    direction: i % 3 === 0 ? 'outbound' : 'inbound',
    caller_id_name: names[i % names.length],
    caller_id_number: `1555555${String(i % 10_000).padStart(4, '0')}`,
    destination_number: '201',
    start_epoch: now - i * 60,
    start_stamp: '',
    duration: (i * 37) % 900,
    hangup_cause: 'NORMAL_CLEARING',
  });
  const ok = (value) => Promise.resolve({ ok: true, value });
  const api = {
    getSettings: () => ok({ settings, mode: 'demo', keys: { pbx: false, lookup: false }, warning: null }),
    listVoicemail: () => ok([]),
    // Big pages, whatever limit the renderer asks for: the bench measures the list, not the paging.
    listHistory: ({ offset }) =>
      ok(
        Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => record(offset + i)),
      ),
    searchHistory: (request) => (searchBound ? window.__benchSearch(request).then(ok) : ok(null)),
    on: () => () => {},
  };
  const refuse = () =>
    Promise.resolve({ ok: false, error: { code: 'internal', message: 'Not in the bench.' } });
  window.dialdesk = new Proxy(api, { get: (target, name) => target[name] ?? refuse });

  // Marks when the first history row is in the DOM, against navigation start (performance's zero).
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="row"][aria-rowindex="2"]')) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Opens the app with the stub and waits for its first history row. `beforeLoad` runs before navigation
 * (bench-history.ts exposes its __benchSearch binding there).
 */
export async function openBenchApp(browser, folder, stub, beforeLoad) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await serveFolder(page, folder);
  await beforeLoad?.(page);
  // The settings the app starts with, from the schema itself, so the stub cannot drift from it.
  await page.addInitScript(installStub, { ...stub, settings: defaultSettings() });
  await page.goto(APP_URL);
  await page.waitForFunction(() => window.__firstRowAt !== undefined);
  return page;
}
