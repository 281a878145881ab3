// The benches' browser (issue 27): Chromium without its omnibox page, which loads beside every new window
// and takes CPU from the page being timed. Chromium keeps only the last of a switch given twice, so the
// omnibox's features must join Playwright's own --disable-features, not replace it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from './browser.mjs';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium([], { omniboxPopup: false });
});
afterAll(() => browser?.close());

test("one --disable-features switch, holding Playwright's features and the omnibox page's", async () => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  await page.close();
  const switches = commandLine.split(' ').filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  const features = (switches[0] ?? '').slice('--disable-features='.length).split(',');
  // PaintHolding is one of Playwright's: dropping it would change when the timed pages first paint.
  expect(features).toEqual(
    expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
  );
});

test('a new window loads no omnibox page beside its own', async () => {
  await browser.startTracing(undefined, { categories: ['devtools.timeline'] });
  const page = await browser.newPage();
  await page.setContent('<p>a page</p>');
  // The omnibox page, where it loads, starts within the first few hundred ms of the window.
  await page.waitForTimeout(500);
  await page.close();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { data?: { url?: string } } }[];
  };
  const requested = traceEvents
    .filter((event) => event.name === 'ResourceSendRequest')
    .map((event) => event.args?.data?.url ?? '');
  expect(requested.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
});
