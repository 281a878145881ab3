// The built page as the app:// scheme serves it: classic scripts only, so that nothing depends on how
// Electron answers CORS-mode requests to a custom scheme (see vite.config.ts). Chromium gets every file
// from the app's own protocol handler (main/shell/app-protocol.ts), with its headers, and that handler is
// made to refuse CORS-mode requests, as a scheme without corsEnabled may: the page must still start.
// Chromium marks a CORS-mode request, even a same-origin one, with an Origin header; no-cors script and
// stylesheet loads carry none.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, createAppProtocolHandler } from '../../main/shell/app-protocol';
import { launchChromium } from './browser.mjs';
import { buildRenderer } from './harness';

const PAGE_ORIGIN = 'https://dialdesk.test';

interface Loaded {
  page: Page;
  /** Every request the page made: its kind, path, and whether it was a CORS-mode fetch. */
  requests: { kind: string; path: string; cors: boolean }[];
  /** Bridge channels the page called (a recording stand-in for the preload's bridge). */
  channels: string[];
  problems: string[];
}

describe('the built renderer, served by the app protocol handler', () => {
  let folder: string;
  let browser: Browser;

  beforeAll(async () => {
    folder = await buildRenderer();
    browser = await launchChromium();
  }, 120_000);
  afterAll(() => browser?.close());

  async function load(hash: string): Promise<Loaded> {
    const page = await browser.newPage();
    const loaded: Loaded = { page, requests: [], channels: [], problems: [] };
    const handler = createAppProtocolHandler(folder);
    await page.route(`${PAGE_ORIGIN}/**`, async (route) => {
      const request = route.request();
      const { pathname, search } = new URL(request.url());
      const cors = (await request.allHeaders()).origin !== undefined;
      loaded.requests.push({ kind: request.resourceType(), path: pathname, cors });
      if (cors) return route.abort('accessdenied'); // a scheme that does not answer CORS-mode fetches
      const reply = await handler({ url: `${APP_ORIGIN}${pathname}${search}`, method: request.method() });
      return route.fulfill({
        status: reply.status,
        headers: Object.fromEntries(reply.headers),
        body: Buffer.from(await reply.arrayBuffer()),
      });
    });
    // Records the channels each window asks for; every answer is an error, as with no main process.
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { __asked: string[] }).__asked = asked;
      (window as unknown as { dialdesk: unknown }).dialdesk = new Proxy(
        {},
        {
          get: (_, name) =>
            name === 'on'
              ? () => () => undefined
              : async () => {
                  asked.push(String(name));
                  return { ok: false, error: { code: 'internal', message: 'No main process here.' } };
                },
        },
      );
    });
    page.on('pageerror', (error) => loaded.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
        loaded.problems.push(`console ${message.type()}: ${message.text()}`);
    });
    await page.goto(`${PAGE_ORIGIN}/index.html${hash}`);
    return loaded;
  }

  const askedBy = (page: Page) => page.evaluate(() => (window as unknown as { __asked: string[] }).__asked);

  it('starts the main window with no CORS-mode request, no error and no policy violation', async () => {
    const { page, requests, problems } = await load('');
    await page.getByRole('navigation', { name: 'Dialdesk' }).waitFor({ timeout: 10_000 });
    expect(requests.filter((request) => request.cors)).toEqual([]);
    expect(requests.map((request) => request.kind).sort()).toEqual(['document', 'script', 'stylesheet']);
    expect(problems).toEqual([]);
    expect(await askedBy(page)).toContain('searchHistory'); // History's first read: the local copy
    await page.close();
  });

  it('starts the confirmation window with only its own code running', async () => {
    const { page, requests, problems } = await load('#confirm');
    await page.getByRole('heading', { name: 'No call is waiting' }).waitFor({ timeout: 10_000 });
    expect(requests.filter((request) => request.cors)).toEqual([]);
    expect(problems).toEqual([]);
    // The main window's stores and reads are in the same file but never run here: the page asks for
    // its language and its call, and tells main its size, nothing more.
    expect(await askedBy(page)).toEqual(['getLanguage', 'getPendingCall', 'fitConfirmWindow']);
    await page.close();
  });

  it('is built as classic scripts: no module tag, no crossorigin, no import syntax', async () => {
    const html = await readFile(join(folder, 'index.html'), 'utf8');
    expect(html).not.toMatch(/type="module"|crossorigin|modulepreload/);
    expect(html).toMatch(/<script defer src="\.\/assets\/[^"]+\.js"><\/script>/);
    const scripts = (await readdir(join(folder, 'assets'))).filter((name) => name.endsWith('.js'));
    expect(scripts).toHaveLength(1);
    for (const name of scripts) {
      const code = await readFile(join(folder, 'assets', name), 'utf8');
      // Compiles as a classic script: a static import or export, or import.meta, is a syntax error here.
      expect(() => new Script(code, { filename: name })).not.toThrow();
      expect(code).not.toMatch(/\bimport\s*\(/);
    }
  });
});
