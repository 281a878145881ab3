// The right hour (issue 50): a call to a New York number at 10 PM there, outside the default calling
// hours (8 AM to 9 PM where it rings), asks first wherever it starts: the window's dial pad, the
// quick-dial box and a hotkey's confirmation window, with the time there said and the focus on Cancel
// (Enter calls nothing); Call anyway places it exactly once. At 10 AM there, nothing asks for the hour.
// The time is main's clock (the harness's page clock), started where New York's wall clock reads 10 PM
// or 10 AM: Eastern Daylight Time, UTC−4, after the change of 8 March 2026. Screenshots:
// test-results/screenshots/calling-hours-*.png.
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { CONFIRM_PAGE_SIZE } from '../../main/shell/confirm-size';
import { QUICK_DIAL_PAGE_SIZE } from '../../main/shell/quick-dial-window';
import { plainText } from '../support/plain-text';
import { type App, clockFrom, startApp } from './harness';

/** A New York number the demo's lookup does not know: its time comes from its area, 212, alone. */
const NEW_YORK = '(212) 555-0123';
const NEW_YORK_DIGITS = '2125550123';
/** 10:00 PM in New York. */
const LATE = Date.parse('2026-03-11T02:00:00Z');
/** 10:00 AM in New York. */
const MORNING = Date.parse('2026-03-10T14:00:00Z');

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with main's clock (and the pages') at the moment, one call allowed after another. */
const startAt = (at: number) => startApp({ callLockMs: 0, demo: { now: clockFrom(at) } });

const originates = (running: App) => running.demo.requestsFor('originate').length;
const destinations = (running: App) =>
  running.demo.requestsFor('originate').map((r) => new URLSearchParams(r.query).get('destination'));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();

/** The time runs on from 10:00: a slow machine may read a minute or two later. */
const REASON_LATE = /It is about 10:0\d PM there, outside your calling hours \(8:00 AM – 9:00 PM\)\./;

async function dialPad(page: Page) {
  await nav(page, 'Dial pad').click();
  const field = page.getByRole('combobox', { name: 'Number to call', exact: true });
  await field.fill(NEW_YORK);
  return field;
}

test('dial pad at 10 PM in New York: the question says the time there; Enter on Cancel calls nothing; Call anyway calls once', async () => {
  app = await startAt(LATE);
  const running = app;
  const { page } = running;
  await dialPad(page);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  const question = page.getByRole('alertdialog');
  await question.waitFor();
  expect(await question.locator('.call-headline').textContent()).toMatch(/^Outside your calling hours: /);
  expect(plainText(await question.locator('.call-detail').textContent())).toMatch(REASON_LATE);
  await expect.poll(() => focusedText(page)).toMatch(/^Cancel/);
  await running.screenshot('calling-hours-question');
  await page.waitForTimeout(200);
  expect(originates(running)).toBe(0);
  // Enter answers the focused Cancel: nothing is sent at all.
  await page.keyboard.press('Enter');
  await question.waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
  expect(originates(running)).toBe(0);
  expect(running.callsTo('placeCall')).toEqual([]);

  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await question.getByRole('button', { name: 'Call anyway' }).click();
  await expect.poll(() => originates(running)).toBe(1);
  await expect
    .poll(() => running.callsTo('placeCall').map((call) => call.request))
    .toEqual([{ number: NEW_YORK, source: 'dialpad', hoursConfirmed: true }]);
  await expect
    .poll(() => page.locator('.call-status').textContent())
    .toContain('Called outside your calling hours there.');
  await page.waitForTimeout(300);
  expect(destinations(running)).toEqual([NEW_YORK_DIGITS]);
});

test('dial pad at 10 AM in New York: no question, the call is placed at once', async () => {
  app = await startAt(MORNING);
  const running = app;
  const { page } = running;
  await dialPad(page);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(() => originates(running)).toBe(1);
  await expect.poll(() => page.locator('.call-status').textContent()).toContain('should ring now');
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  expect(running.callsTo('placeCall').map((call) => call.request)).toEqual([
    { number: NEW_YORK, source: 'dialpad' },
  ]);
  expect(await page.locator('.call-status').textContent()).not.toContain('calling hours');
  await page.waitForTimeout(300);
  expect(destinations(running)).toEqual([NEW_YORK_DIGITS]);
});

/** The quick-dial box's page as main opens it, the number typed. */
async function boxWithNumber(running: App): Promise<Page> {
  const box = await running.openPage({ hash: '#quick-dial', viewport: QUICK_DIAL_PAGE_SIZE });
  const field = box.getByRole('combobox');
  await field.waitFor();
  await field.pressSequentially(NEW_YORK_DIGITS);
  return box;
}

test('quick-dial box at 10 PM in New York: its line says so, Enter asks inside the box, Call anyway calls once', async () => {
  app = await startAt(LATE);
  const running = app;
  const box = await boxWithNumber(running);
  const first = box.getByRole('option').first();
  await expect
    .poll(async () => plainText(await first.textContent()))
    .toMatch(/Dials 2125550123 · Not checked · About 10:0\d PM there: outside your calling hours$/);
  const field = box.getByRole('combobox');
  await field.press('Enter');
  const question = box.getByRole('alertdialog');
  await question.waitFor();
  expect(await question.locator('.call-headline').textContent()).toMatch(/^Outside your calling hours: /);
  expect(plainText(await question.locator('.call-detail').textContent())).toMatch(REASON_LATE);
  await expect.poll(() => focusedText(box)).toMatch(/^Cancel/);
  await box.screenshot({ path: 'test-results/screenshots/calling-hours-quick-dial.png' });
  await box.keyboard.press('Enter');
  await question.waitFor({ state: 'detached' });
  await box.waitForTimeout(200);
  expect(originates(running)).toBe(0);
  expect(running.callsTo('placeCall')).toEqual([]);

  await field.press('Enter');
  await question.getByRole('button', { name: 'Call anyway' }).click();
  await expect.poll(() => originates(running)).toBe(1);
  await expect
    .poll(() => running.callsTo('placeCall').map((call) => call.request))
    .toEqual([{ number: NEW_YORK_DIGITS, source: 'quick-dial', hoursConfirmed: true }]);
  await box.waitForTimeout(300);
  expect(destinations(running)).toEqual([NEW_YORK_DIGITS]);
});

test('quick-dial box at 10 AM in New York: its line says the time there, and Enter calls at once', async () => {
  app = await startAt(MORNING);
  const running = app;
  const box = await boxWithNumber(running);
  const first = box.getByRole('option').first();
  await expect
    .poll(async () => plainText(await first.textContent()))
    .toMatch(/Dials 2125550123 · Not checked · About 10:0\d AM there$/);
  await box.getByRole('combobox').press('Enter');
  await expect.poll(() => originates(running)).toBe(1);
  expect(await box.getByRole('alertdialog').count()).toBe(0);
  // The bridge records a call when its reply is back, after the phone system saw the originate.
  await expect
    .poll(() => running.callsTo('placeCall').map((call) => call.request))
    .toEqual([{ number: NEW_YORK_DIGITS, source: 'quick-dial' }]);
  await box.waitForTimeout(300);
  expect(originates(running)).toBe(1);
});

/** A hotkey's call as main asks for it; the confirmation window's page as the shell opens it. */
async function hotkeyConfirmation(running: App): Promise<Page> {
  const started = await running.core.startCall(`Call NY office: ${NEW_YORK}`, 'hotkey');
  if (started.kind !== 'confirm')
    throw new Error(`expected a call waiting for confirmation, got ${started.kind}`);
  const page = await running.openPage({ hash: '#confirm', viewport: CONFIRM_PAGE_SIZE });
  await page.getByRole('heading').waitFor();
  return page;
}

test('hotkey at 10 PM in New York: the confirmation warns with the time there, focus on Cancel, Enter calls nothing; Call calls once', async () => {
  app = await startAt(LATE);
  const running = app;
  // Even a person who lets hotkey calls skip the confirmation is asked outside the calling hours.
  await running.core.updateSettings({ calls: { confirmHotkeyCalls: false } });
  const page = await hotkeyConfirmation(running);
  const alert = page.getByRole('alert');
  expect(plainText(await alert.textContent())).toMatch(REASON_LATE);
  await expect.poll(() => focusedText(page)).toMatch(/^Cancel/);
  // Call does not offer Enter as its key.
  expect(await page.getByRole('button', { name: /^Call/ }).locator('kbd').count()).toBe(0);
  await running.screenshot('calling-hours-confirm', page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(running.callsTo('confirmPendingCall')).toHaveLength(0);
  expect(originates(running)).toBe(0);

  await page.getByRole('button', { name: /^Call/ }).click();
  await page.keyboard.press('Enter');
  await expect.poll(() => originates(running)).toBe(1);
  await page.waitForTimeout(300);
  expect(running.callsTo('confirmPendingCall')).toHaveLength(1);
  expect(destinations(running)).toEqual([NEW_YORK_DIGITS]);
});

test('hotkey at 10 AM in New York: the confirmation says the time there, no warning, Enter calls once', async () => {
  app = await startAt(MORNING);
  const running = app;
  const page = await hotkeyConfirmation(running);
  await expect
    .poll(async () => plainText(await page.locator('.local-time').textContent()))
    .toMatch(/^About 10:0\d AM there$/);
  expect(await page.getByRole('alert').count()).toBe(0);
  await expect.poll(() => focusedText(page)).toMatch(/^Call/);
  await page.keyboard.press('Enter');
  await expect.poll(() => originates(running)).toBe(1);
  await page.waitForTimeout(300);
  expect(originates(running)).toBe(1);

  // A person who lets hotkey calls skip the confirmation: placed at once, nothing asks for the hour.
  await running.core.updateSettings({ calls: { confirmHotkeyCalls: false } });
  const started = await running.core.startCall(NEW_YORK, 'hotkey');
  expect(started.kind).toBe('placed');
  expect(originates(running)).toBe(2);
});

test('hotkey at 10 PM in New York, German, at 300% in a window 320 × 240 CSS px: the number, the hours’ warning and both buttons in view', async () => {
  app = await startApp({
    callLockMs: 0,
    demo: { now: clockFrom(LATE) },
    settingsFile: JSON.stringify({ version: 2, general: { language: 'de' } }),
  });
  const running = app;
  const started = await running.core.startCall(`Call NY office: ${NEW_YORK} ext. 89`, 'hotkey', {
    text: `Call NY office: ${NEW_YORK} ext. 89`,
    from: 'selection',
  });
  expect(started.kind).toBe('confirm');
  const page = await running.openPage({
    hash: '#confirm',
    viewport: { width: 320, height: 240 },
    deviceScaleFactor: 3,
  });
  await page.getByRole('heading').waitFor();
  expect(plainText(await page.getByRole('alert').textContent())).toMatch(
    /^Dort ist es etwa 22:0\d, außerhalb Ihrer Anrufzeiten \(08:00–21:00 Uhr\)\.$/,
  );
  await expect.poll(() => focusedText(page)).toMatch(/^Abbrechen/);
  const outOfView = await page.evaluate(() => {
    const root = document.documentElement;
    const kept = ['.confirm .eyebrow', '#confirm-number', '.hours-alert', '.confirm-actions button'];
    return [...document.querySelectorAll<HTMLElement>(kept.join(', '))]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.top < 0 || box.left < 0 || box.bottom > root.clientHeight || box.right > root.clientWidth;
      })
      .map((element) => element.textContent?.trim().slice(0, 30));
  });
  expect(outOfView).toEqual([]);
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);
  await running.screenshot('calling-hours-confirm-300-de', page);
  expect(running.problems).toEqual([]);
});
