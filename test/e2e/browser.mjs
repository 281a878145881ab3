// Debian's Chromium with the built renderer served from a fake app origin. Plain JavaScript so that both
// the E2E harness (TypeScript, through vitest) and `npm run bench` (plain Node) use this one copy.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

// https, as the app's own scheme is registered secure: a secure context has navigator.clipboard and the
// rest of what the app may use. The requests never reach a network (serveFolder answers them), so no
// certificate is involved.
export const APP_ORIGIN = 'https://dialdesk.test';
export const APP_URL = `${APP_ORIGIN}/index.html`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Playback starts from a click, but headless Chromium has no real user gesture to allow it.
  '--autoplay-policy=no-user-gesture-required',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian Chromium, headless unless asked (npm run dev); `extraArgs` for the bench's frame timing. */
export function launchChromium(extraArgs = [], { headless = true } = {}) {
  return chromium.launch({
    // Debian's Chromium where it is installed (.ci/run); elsewhere (the Windows and macOS CI runners)
    // the Google Chrome that is installed there.
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : { channel: 'chrome' }),
    headless,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Content types of the files a renderer build holds (the bench's loopback server serves them too). */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Answers requests to APP_ORIGIN from `folder` (the build output); anything else there is a 404. */
export async function serveFolder(page, folder) {
  const root = resolve(folder);
  await page.route(`${APP_ORIGIN}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(root + sep)) return route.fulfill({ status: 404, body: 'not found' });
    try {
      const body = await readFile(file);
      return route.fulfill({
        status: 200,
        body,
        contentType: MIME[extname(file)] ?? 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
}
