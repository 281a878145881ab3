// npm run dev: the renderer from Vite's dev server, with hot reload, in a Chromium window, against the
// real core and the demo simulator, through the same binding bridge as the E2E harness
// (scripts/page-bridge.ts). No Electron: a change to a view shows in a second.
//
// The page keeps its policy: it is served at the app's test origin (https://dialdesk.test) by routing
// every request to the dev server from Node, so `script-src 'self'` holds and `connect-src 'none'` stays.
// Vite's hot-reload socket is routed the same way (Playwright answers the page's WebSocket in the page,
// and Node relays its messages to and from the dev server), so the page opens no connection of its own. The one change to
// the served page: Vite injects CSS as <style> elements, which carry a nonce that style-src allows.
//
//   npm run dev                  a window (needs a display)
//   npm run dev -- --headless --check   starts everything, reloads the page once from the dev server, exits
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';
import { createCore } from '../main/core';
import { createMemoryStore } from '../main/secrets';
import { createDemoLauncher } from '../main/shell/demo-launcher';
import { APP_ORIGIN, APP_URL, launchChromium } from '../test/e2e/browser.mjs';
import { createPageBridge } from './page-bridge';

const ROOT = join(import.meta.dirname, '..');
const STYLE_NONCE = 'dialdesk-dev';

const { values: flags } = parseArgs({
  options: { headless: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
});

const say = (text: string) => console.log(`npm run dev: ${text}`);

const dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-dev-'));
const demo = createDemoLauncher();
const core = await createCore({
  dataDir,
  secrets: createMemoryStore(),
  startDemo: () => demo.start(),
  appInfo: { name: 'Dialdesk', version: '0.0.0-dev', platform: process.platform },
  // Saves go to the run's own folder: there is no save dialog without Electron.
  chooseSavePath: async ({ defaultName }) => join(dataDir, defaultName),
  showItemInFolder: (path) => say(`saved ${path}`),
});
core.startVoicemailWatch();
core.startHistorySync();

/** A port free now, for the dev server: its hot-reload client must be told the port before it listens. */
async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const vite = await createServer({
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  html: { cspNonce: STYLE_NONCE },
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    hmr: { protocol: 'ws', host: '127.0.0.1', clientPort: port },
  },
});
await vite.listen();
const devOrigin = `http://127.0.0.1:${port}`;
const devSocketOrigin = `ws://127.0.0.1:${port}`;

const browser = await launchChromium([], { headless: flags.headless });
const bridge = createPageBridge(core, { onProblem: (text) => say(text) });
let hotReloadConnected: () => void = () => undefined;
const hotReload = new Promise<void>((resolve) => {
  hotReloadConnected = resolve;
});

/** A window of the app, served by the dev server at the app's origin, with the bridge. */
async function openWindow(hash: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await bridge.attach(page);
  await page.route(`${APP_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${devOrigin}${url.pathname}${url.search}` });
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html'))
      return route.fulfill({ response });
    const html = (await response.text()).replace(
      "style-src 'self'",
      `style-src 'self' 'nonce-${STYLE_NONCE}'`,
    );
    return route.fulfill({ response, body: html });
  });
  // Playwright answers the page's socket in the page; Node holds the one connection to the dev server.
  await page.routeWebSocket(
    (url) => url.origin === devSocketOrigin,
    (socket) => {
      const server = new WebSocket(socket.url(), 'vite-hmr');
      const opened = once(server, 'open');
      server.addEventListener('open', () => hotReloadConnected());
      server.addEventListener('message', ({ data }) => socket.send(String(data)));
      server.addEventListener('close', () => socket.close());
      socket.onMessage((message) => void opened.then(() => server.send(message)));
      socket.onClose(() => server.close());
    },
  );
  await page.goto(`${APP_URL}${hash}`);
  return page;
}

const close = async () => {
  bridge.close();
  await browser.close().catch(() => undefined);
  await vite.close();
  await core.close();
  await demo.close();
  await rm(dataDir, { recursive: true, force: true });
};

const main = await openWindow('', { width: 420, height: 680 });
// The shell opens the confirmation window for a call from outside; here a second window does.
core.on('callNeedsConfirmation', () => void openWindow('#confirm', { width: 420, height: 360 }));
// Mounted: the app's navigation, or on a first run (a fresh data folder) the welcome screen.
const mounted = () =>
  main
    .getByRole('navigation', { name: 'Dialdesk' })
    .or(main.getByRole('main', { name: 'Welcome to Dialdesk' }))
    .waitFor({ timeout: 60_000 });
await mounted();
await hotReload;
say(`the app runs against the demo at ${devOrigin}, with hot reload; data in ${dataDir}`);

if (flags.check) {
  // The hot-reload channel end to end: the dev server tells the page to reload, and it does.
  const reloaded = main.waitForEvent('load');
  vite.ws.send({ type: 'full-reload', path: '*' });
  await reloaded;
  await mounted();
  say('checked: the page reloaded when the dev server said so');
  await close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void close().then(() => process.exit(0)));
browser.on('disconnected', () => void close().then(() => process.exit(0)));
