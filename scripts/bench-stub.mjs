// The page the benches measure the renderer in: the built renderer served from a loopback HTTP server
// (as the app's protocol handler reads the files in main, not through Playwright's request interception,
// whose round trips through this process would be counted), a stub bridge installed before the app, and
// the moment the first history row appears (window.__firstRowAt, against navigation start). Shared by
// scripts/bench.mjs (generated records) and scripts/bench-history.ts (a real store of 100,000 calls behind
// searchHistory). Both run under tsx, which reads the settings schema.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { defaultSettings } from '../main/settings/schema';
import { MIME } from '../test/e2e/browser.mjs';

const SEARCH_PATH = '/bench/search';
// The app's page may connect nowhere (its bridge is IPC); the bench's bridge asks this server instead.
const APP_CSP_CONNECT = "connect-src 'none'";
const BENCH_CSP_CONNECT = "connect-src 'self'";

/**
 * Serves `folder` on 127.0.0.1 and, with `search`, answers searchHistory at SEARCH_PATH as the core
 * answers it over IPC: a request from the page to another process, the records back as one message.
 */
export async function startBenchServer(folder, { search } = {}) {
  const root = resolve(folder);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://bench').pathname);
    if (path === SEARCH_PATH && search && req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = JSON.stringify(search(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
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
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Installed in the page before the app: a complete DialdeskApi answering from generated data. With
 * `searchBound`, History's searchHistory asks the bench server (a real store in the bench's process);
 * without, it answers null (no local copy) and History pages listHistory.
 */
function installStub({ total, pageSize, searchBound = false, settings, searchPath }) {
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
    searchHistory: (request) =>
      searchBound
        ? fetch(searchPath, { method: 'POST', body: JSON.stringify(request) })
            .then((response) => response.json())
            .then(ok)
        : ok(null),
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

/** Opens the app from the bench server with the stub and waits for its first history row. */
export async function openBenchApp(browser, server, stub) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The settings the app starts with, from the schema itself, so the stub cannot drift from it.
  await page.addInitScript(installStub, { ...stub, settings: defaultSettings(), searchPath: SEARCH_PATH });
  await page.goto(server.url);
  await page.waitForFunction(() => window.__firstRowAt !== undefined);
  return page;
}
