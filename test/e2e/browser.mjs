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

/**
 * Chromium 156 loads its omnibox popup, a WebUI page of about 200 modules, beside every new window, headless
 * too: on two cores it takes CPU from the page while the page loads. An Electron window has no omnibox, so
 * the benches turn it off (`omniboxPopup: false`); the tests keep the browser as it comes.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian Chromium, headless unless asked (npm run dev); `extraArgs` for the bench's frame timing. */
export async function launchChromium(extraArgs = [], { headless = true, omniboxPopup = true } = {}) {
  const options = {
    // Debian's Chromium where it is installed (.ci/run); elsewhere (the Windows and macOS CI runners)
    // the Google Chrome that is installed there.
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : { channel: 'chrome' }),
    headless,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
  if (omniboxPopup) return chromium.launch(options);
  // Chromium keeps only the last of a switch given twice, so the features go off in Playwright's own
  // --disable-features switch, read from a browser it launched, not in a second one that would drop it.
  const playwrightSwitch = await disableFeaturesSwitch(options);
  return chromium.launch({
    ...options,
    ignoreDefaultArgs: [playwrightSwitch],
    args: [...options.args, [playwrightSwitch, ...OMNIBOX_POPUP_FEATURES].join(',')],
  });
}

/** The --disable-features switch Playwright launches Chromium with, as chrome://version shows it. */
async function disableFeaturesSwitch(options) {
  const browser = await chromium.launch(options);
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const found = commandLine.split(' ').find((arg) => arg.startsWith('--disable-features='));
    if (!found) throw new Error('chrome://version shows no --disable-features switch to add to');
    return found;
  } finally {
    await browser.close();
  }
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
