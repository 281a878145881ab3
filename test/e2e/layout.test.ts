// Every view from a tray companion's 360 px to a full screen, light and dark: a screenshot of each, no
// element reaching outside the window (nothing scrolls sideways), and each list's first row showing its
// person in full. Screenshots: test-results/screenshots/layout-<width>-<view>[.dark].png.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, startApp } from './harness';
import { cutPeople, horizontalOverflow, VIEWS } from './views';

let app: App;
beforeAll(async () => {
  // The local history is synced, so the dial pad and lookup can show people as they are typed.
  app = await startApp({ viewport: { width: 1280, height: 800 }, historySync: true });
  await app.historySynced();
});
afterAll(() => app?.close());

/** A companion's height at companion widths (400 × 640 is what a tray window usually gets). */
const WIDTHS = [
  { width: 360, height: 640 },
  { width: 400, height: 640 },
  { width: 800, height: 700 },
  // The narrowest window that shows a detail beside its list.
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

test.each(WIDTHS)(
  'every view at $width px: nothing outside the window, people in full',
  async (size) => {
    const { page } = app;
    await page.setViewportSize(size);
    const problems: string[] = [];
    for (const view of VIEWS) {
      await view.show(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const problem of [...(await horizontalOverflow(page)), ...(await cutPeople(page))])
          problems.push(`${view.name} (${scheme}): ${problem}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await app.screenshot(`layout-${size.width}-${view.name}`);
    }
    expect(problems).toEqual([]);
    expect(app.problems).toEqual([]);
  },
  180_000,
);

test('at 400 px the navigation is a bar of named buttons and a detail is a sheet with Back', async () => {
  const { page } = app;
  await page.setViewportSize({ width: 400, height: 640 });
  const nav = page.getByRole('navigation', { name: 'Dialdesk' });
  const navBox = await nav.boundingBox();
  // Across the top, not down the side.
  expect(navBox?.width).toBe(400);
  expect(navBox?.height).toBeLessThan(64);
  for (const name of ['Dial pad', 'History', 'Voicemail', 'Recordings', 'People', 'Lookup', 'Settings'])
    expect(await nav.getByRole('button', { name }).isVisible()).toBe(true);

  const detail = VIEWS.find((view) => view.name === 'history-detail');
  await detail?.show(page);
  const sheet = page.getByRole('complementary', { name: 'Details' });
  expect((await sheet.boundingBox())?.width).toBe(400);
  expect(await page.getByRole('grid', { name: 'Calls' }).isVisible()).toBe(false);
  await sheet.getByRole('button', { name: 'Back', exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
  // Back returns to the list, with focus on it (given once the sheet has gone: polled).
  await expect
    .poll(() => page.getByRole('grid', { name: 'Calls' }).evaluate((grid) => grid === document.activeElement))
    .toBe(true);
});
