// The window's one call flow (issue 23): every way to call from the window warns for a number the lookup
// flags Do Not Call and dials it only after a second, explicit step, with one originate; a single key
// asks too; a name typed on the dial pad calls the one person it matches; a refused second call reads as
// refused. The demo's Do Not Call number is Marcus Webb's, (555) 555-0142. Screenshots:
// test-results/screenshots/call-flow-*.png.
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { type App, startApp } from './harness';
import { historyList } from './views';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A fresh app whose lookup cache knows the Do Not Call number (as after a lookup of it). */
async function appKnowingDnc(): Promise<App> {
  // The local history is synced: the dial pad suggests people from it.
  const started = await startApp({
    callLockMs: 0,
    viewport: { width: 1280, height: 800 },
    historySync: true,
  });
  await started.historySynced();
  await started.core.lookupNumber({ number: '(555) 555-0142' });
  return started;
}

const question = (page: Page) => page.getByRole('alertdialog');
const originates = (started: App) => started.demo.requestsFor('originate').length;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();

/** The question is up, names Do Not Call, holds the focus on Cancel, and nothing has been dialled. */
async function expectDncQuestion(started: App, before: number) {
  const { page } = started;
  await question(page).waitFor();
  expect(await question(page).getAttribute('aria-labelledby')).toBeTruthy();
  expect(await question(page).textContent()).toContain('Do Not Call');
  await expect.poll(() => focusedText(page)).toMatch(/^Cancel/);
  await page.waitForTimeout(200);
  expect(originates(started)).toBe(before);
}

/** Calls through the question and checks exactly one more originate, confirmed as Do Not Call. */
async function callAnyway(started: App, before: number) {
  const { page } = started;
  await question(page)
    .getByRole('button', { name: /Call anyway/ })
    .click();
  await expect.poll(() => originates(started)).toBe(before + 1);
  await expect.poll(() => started.callsTo('placeCall').at(-1)?.request).toMatchObject({ dncConfirmed: true });
  await page.waitForTimeout(200);
  expect(originates(started)).toBe(before + 1);
}

test('Lookup: Call on a Do Not Call number asks first; Enter on the focused Cancel dials nothing; Call anyway dials once', async () => {
  app = await appKnowingDnc();
  const { page } = app;
  await nav(page, 'Lookup').click();
  await page.getByRole('combobox', { name: 'Number' }).fill('(555) 555-0142');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  const result = page.getByRole('article', { name: /Lookup result/ });
  await result.waitFor();
  await result.getByRole('button', { name: /^Call/ }).click();
  await expectDncQuestion(app, 0);
  await app.screenshot('call-flow-dnc-lookup');
  await page.keyboard.press('Enter');
  await question(page).waitFor({ state: 'detached' });
  expect(originates(app)).toBe(0);
  expect(app.callsTo('placeCall')).toEqual([]);

  await result.getByRole('button', { name: /^Call/ }).click();
  await expectDncQuestion(app, 0);
  await callAnyway(app, 0);
  await expect
    .poll(() => page.locator('.call-status').textContent())
    .toContain('Called though the lookup flags');
  await app.screenshot('call-flow-dnc-sent');
});

test('History: the row’s Call back and the C key both ask for a Do Not Call number; C asks for any number, and Enter then calls', async () => {
  app = await appKnowingDnc();
  const { page } = app;
  const list = historyList(() => page);
  await list.firstRow().waitFor();
  await list.search().fill('Marcus');
  const marcus = list.rows().filter({ hasText: 'Marcus Webb' }).first();
  await marcus.waitFor();
  await marcus.getByRole('button', { name: /^Call back/ }).click({ force: true });
  await expectDncQuestion(app, 0);
  await callAnyway(app, 0);

  // The single key: the question, the focus on Cancel, Esc leaves it and nothing is dialled.
  await list.grid().focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('c');
  await expectDncQuestion(app, 1);
  await page.keyboard.press('Escape');
  await question(page).waitFor({ state: 'detached' });
  expect(originates(app)).toBe(1);
  // The focus is back on the list it came from.
  await expect.poll(() => list.grid().evaluate((grid) => grid === document.activeElement)).toBe(true);

  // A number not flagged: C asks too (a stray key must not ring a phone), with the focus on Call.
  await list.search().fill('Samuel');
  await list.rows().filter({ hasText: 'Samuel Brooks' }).first().waitFor();
  await list.grid().focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('c');
  await question(page).waitFor();
  expect(await question(page).textContent()).toContain('Call Samuel Brooks');
  await expect.poll(() => focusedText(page)).toMatch(/^Call$/);
  await page.waitForTimeout(200);
  expect(originates(app)).toBe(1);
  await app.screenshot('call-flow-key-question');
  await page.keyboard.press('Enter');
  await expect.poll(() => originates(app as App)).toBe(2);
  await page.waitForTimeout(200);
  expect(originates(app)).toBe(2);
});

test('Dial pad and a person suggested: a Do Not Call number asks first and is dialled once after Call anyway', async () => {
  app = await appKnowingDnc();
  const { page } = app;
  await nav(page, 'Dial pad').click();
  const field = page.getByRole('combobox', { name: 'Number to call', exact: true });
  await field.fill('5555550142');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expectDncQuestion(app, 0);
  await callAnyway(app, 0);

  await field.fill('Marcus');
  await page.getByRole('listbox', { name: 'People from call history' }).getByRole('option').first().waitFor();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expectDncQuestion(app, 1);
  await callAnyway(app, 1);
});

test('Dial pad: a name that matches one person calls them on Enter; one that matches several asks to choose', async () => {
  const started = await startApp({ callLockMs: 0, viewport: { width: 420, height: 680 }, historySync: true });
  app = started;
  await started.historySynced();
  const { page } = started;
  await nav(page, 'Dial pad').click();
  const field = page.getByRole('combobox', { name: 'Number to call', exact: true });
  // The field's example text is whole, not cut at the window's edge.
  expect(
    await field.evaluate((input: HTMLInputElement) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = getComputedStyle(input).font;
      return context.measureText(input.placeholder).width <= input.clientWidth;
    }),
  ).toBe(true);

  await field.fill('Samuel');
  await field.press('Enter');
  await expect.poll(() => originates(started)).toBe(1);
  // The bridge records a call when its reply is back, after the phone system saw the originate.
  await expect
    .poll(() => started.callsTo('placeCall').at(-1)?.request)
    .toMatchObject({ number: '+15555550129' });
  await expect.poll(() => page.locator('.call-status').textContent()).toContain('should ring now');
  await started.screenshot('call-flow-name-called');

  // A word of several names starts so: Samuel Brooks, Brightline Courier.
  await field.fill('br');
  await field.press('Enter');
  await expect
    .poll(() => page.locator('.dial-choose').textContent())
    .toMatch(/people match “br”: choose one/);
  await page.waitForTimeout(200);
  expect(originates(started)).toBe(1);
});

test('a second call refused while the first one rings reads as refused, in its headline', async () => {
  app = await startApp({ viewport: { width: 420, height: 680 } });
  const { page } = app;
  await nav(page, 'Dial pad').click();
  const field = page.getByRole('combobox', { name: 'Number to call', exact: true });
  await field.fill('5555550123');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(() => page.locator('.call-status').textContent()).toContain('should ring now');
  await field.fill('5555550187');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  const alert = page.locator('.call-status[role="alert"]');
  await alert.waitFor();
  expect(await alert.locator('.call-headline').textContent()).toMatch(/^Call not sent/);
  expect(await alert.textContent()).toContain('The call before it');
  expect(originates(app)).toBe(1);
  await app.screenshot('call-flow-refused');
});
