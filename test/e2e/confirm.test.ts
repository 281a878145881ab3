// The call confirmation window (#confirm), as the shell opens it for a call asked for from outside the
// app: what will be dialled and what a cached lookup knows, do-not-call impossible to miss; Enter places
// exactly one call, Esc none; a newer request replaces the one on show; a call that may have rung says so.
// The window is as large as its page at any zoom: the page reports its content and each test plays
// main's part, sizing the viewport as main sizes the window (main/shell/confirm-size.ts). Where the
// screen is too short (300% on 1280 × 800), the number, the warning and the buttons stay in view and
// what was read, the plan and the facts scroll between them.
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { CONFIRM_PAGE_SIZE } from '../../main/shell/confirm-size';
import { excerptOf } from '../../main/shell/selection';
import type { Bounds } from '../../main/shell/window-bounds';
import type { ContentSize, PendingCall } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { runAxe, seriousViolations } from './axe';
import { fitAsMainDoes, lastReport, openConfirmation } from './confirm-window';
import { type App, startApp } from './harness';

/** The demo lookup flags this number do-not-call (DNC 'Y'). */
const DNC_NUMBER = '555-555-0142';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Asks for a call from outside the app, as a link or hotkey does; the core makes it wait for Enter. */
async function askToCall(running: App, text: string, source: 'link' | 'hotkey'): Promise<PendingCall> {
  const started = await running.core.startCall(text, source);
  if (started.kind !== 'confirm')
    throw new Error(`expected a call waiting for confirmation, got ${started.kind}`);
  return started.pending;
}

/**
 * The do-not-call warning, and the calling hours' one. The demo's Do Not Call number is Riverside, CA's
 * once looked up: at E2E_NOW (09:30 UTC, 2:30 AM there) a call to it is outside the calling hours too.
 */
const dncAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Do Not Call' });
const hoursAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'outside your calling hours' });
/** Whether main judged the call outside the calling hours where it rings (it depends on E2E_NOW). */
const outsideHours = (pending: PendingCall) => pending.localTime?.verdict === 'outside';

/** What of the page lies outside its viewport (or is cut by its own box), described; [] when nothing. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page ${root.scrollWidth} wide in ${root.clientWidth}`);
    if (root.scrollHeight > root.clientHeight)
      problems.push(`page ${root.scrollHeight} tall in ${root.clientHeight}`);
    const shown = ['#confirm-number', '.confirm p', '.facts-line', '.dnc', '.confirm-actions button'];
    for (const element of document.querySelectorAll<HTMLElement>(shown.join(', '))) {
      const box = element.getBoundingClientRect();
      const name = element.textContent?.trim().slice(0, 30);
      if (box.left < 0 || box.top < 0 || box.right > root.clientWidth || box.bottom > root.clientHeight)
        problems.push(`"${name}" at ${JSON.stringify(box)}`);
      // Cut short inside its own box (an ellipsis, hidden overflow): only what a hotkey read may be.
      if (!element.matches('.confirm-read') && element.scrollWidth > element.clientWidth + 1)
        problems.push(`"${name}" cut: ${element.scrollWidth} in ${element.clientWidth}`);
    }
    return problems;
  });
}

test('shows the call with its cached facts and a DNC warning; focus on Cancel, Enter does not dial, Call does once', async () => {
  app = await startApp();
  const { core, demo } = app;
  // Facts come from the cache only: look the number up first, with no lookup before calling.
  await core.updateSettings({ calls: { lookupBeforeCalling: false } });
  await core.lookupNumber({ number: DNC_NUMBER });
  const lookups = demo.requestsFor('lookup').length;
  const pending = await askToCall(app, `Riverside office: ${DNC_NUMBER} ext. 89`, 'link');
  expect(pending.facts?.doNotCall).toBe(true);

  const page = await openConfirmation(app);
  const main = page.getByRole('main');
  expect(await page.getByRole('heading').textContent()).toBe(
    `${pending.display} dials ${pending.destination}`,
  );
  expect(await main.textContent()).toContain('Call from a link?');
  expect(await main.textContent()).toContain('Your extension 201 rings first, then dial extension 89.');
  expect(await main.locator('.facts-line').textContent()).toBe(
    'Wireless · Cascade Mobile Demo LLC · Riverside, CA',
  );
  expect(await dncAlert(page).textContent()).toBe('Do Not Call: the lookup flags this number.');
  expect(await hoursAlert(page).count()).toBe(outsideHours(pending) ? 1 : 0);
  // Do-not-call: focus starts on Cancel, and Enter anywhere but on Call does not dial.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^ ?Cancel/);
  expect(demo.requestsFor('lookup')).toHaveLength(lookups);
  await app.screenshot('confirm-call-dnc', page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(app.callsTo('confirmPendingCall')).toHaveLength(0);

  // The person chooses Call; pressing Enter afterwards places nothing more.
  await page.getByRole('button', { name: /^Call/ }).click();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Your extension 201 rings first/);
  expect(demo.requestsFor('originate')).toHaveLength(1);
  expect(new URLSearchParams(demo.requestsFor('originate')[0]?.query).get('destination')).toBe('5555550142');
  expect(app.callsTo('confirmPendingCall').map((call) => call.request)).toEqual([{ id: pending.id }]);
  await app.screenshot('confirm-call-placed', page);
  expect(app.problems).toEqual([]);
});

test('for a do-not-call number Enter on the focused Cancel cancels: nothing is dialled', async () => {
  app = await startApp();
  await app.core.lookupNumber({ number: DNC_NUMBER });
  const pending = await askToCall(app, DNC_NUMBER, 'link');
  expect(pending.facts?.doNotCall).toBe(true);
  const page = await openConfirmation(app);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^ ?Cancel/);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('status').textContent()).toBe('Cancelled: nothing was dialled.');
  expect(app.callsTo('confirmPendingCall')).toHaveLength(0);
  expect(app.demo.requestsFor('originate')).toHaveLength(0);
});

test('Enter twice places exactly one call', async () => {
  app = await startApp();
  const pending = await askToCall(app, '555-555-0156', 'link');
  const page = await openConfirmation(app);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^ ?Call/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Your extension 201 rings first/);
  expect(app.demo.requestsFor('originate')).toHaveLength(1);
  expect(app.callsTo('confirmPendingCall').map((call) => call.request)).toEqual([{ id: pending.id }]);
});

test('after a call failed, the next confirmation places its call and never says one was already placed', async () => {
  app = await startApp();
  const { demo } = app;
  // The first call is refused by the phone system (the demo account may not dial feature codes).
  await askToCall(app, '*97', 'link');
  const page = await openConfirmation(app);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('The phone system refused to call *97 (HTTP 400: bad_request).');

  // At once, another call: nothing rings from the first, so nothing holds this one back.
  const next = await askToCall(app, '555-555-0187', 'link');
  await expect.poll(() => page.getByRole('heading').textContent()).toContain(next.display);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Your extension 201 rings first/);
  expect(await page.locator('body').textContent()).not.toMatch(/already placed/i);
  expect(demo.requestsFor('originate').map((r) => new URLSearchParams(r.query).get('destination'))).toEqual([
    '*97',
    '5555550187',
  ]);
});

test('a newer request replaces the call on show; Esc cancels it and nothing is dialled', async () => {
  app = await startApp();
  const first = await askToCall(app, '(555) 555-0187', 'link');
  const page = await openConfirmation(app);
  await expect.poll(() => page.getByRole('heading').textContent()).toContain(first.display);
  // Not looked up: no facts, no warning.
  expect(await page.locator('.facts-line').count()).toBe(0);

  const newer = await askToCall(app, '555 555 0123', 'hotkey');
  await expect.poll(() => page.getByRole('heading').textContent()).toContain(newer.display);
  expect(await page.getByRole('main').textContent()).toContain('Call from the selected text?');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^ ?Call/);
  await app.screenshot('confirm-call', page);

  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('status').textContent()).toBe('Cancelled: nothing was dialled.');
  expect(app.callsTo('cancelPendingCall').map((call) => call.request)).toEqual([{ id: newer.id }]);
  // Enter after Esc does nothing either.
  await page.keyboard.press('Enter');
  expect(await app.core.getPendingCall(undefined)).toBeNull();
  expect(app.callsTo('confirmPendingCall')).toHaveLength(0);
  expect(app.demo.requestsFor('originate')).toHaveLength(0);
  expect(app.problems).toEqual([]);
});

test('a call that may have rung says to check the phone, offers no retry, and holds the next one back', async () => {
  app = await startApp();
  const { demo } = app;
  demo.injectFault({ op: 'originate', fault: { kind: 'reset' } });
  await askToCall(app, '555-555-0156', 'link');
  const page = await openConfirmation(app);
  await page.getByRole('button', { name: /^Call/ }).click();

  const alert = page.getByRole('alert');
  await expect
    .poll(() => alert.locator('.call-headline').textContent())
    .toBe('The call may still ring: check your phone before you try again.');
  expect(await page.getByRole('button', { name: /call|retry|try again/i }).count()).toBe(0);
  await app.screenshot('confirm-call-may-ring', page);
  await page.keyboard.press('Enter');
  expect(demo.requestsFor('originate')).toHaveLength(1);
  expect(app.callsTo('confirmPendingCall')).toHaveLength(1);

  // The next call at once is held back (the first may be ringing), and says so, not that it was placed.
  await askToCall(app, '555-555-0134', 'link');
  await expect.poll(() => page.getByRole('heading').textContent()).toContain('555-0134');
  await page.keyboard.press('Enter');
  await expect.poll(() => alert.textContent()).toContain('this one was not sent');
  expect(await alert.locator('.call-headline').textContent()).toBe('Call not sent.');
  expect(await page.locator('body').textContent()).not.toMatch(/already placed/i);
  expect(demo.requestsFor('originate')).toHaveLength(1);
});

test('a hotkey call shows what was read and from where, a long selection cut to one line', async () => {
  app = await startApp();
  const selected = `Ring Dana on 555-555-0123 ${'about the renewal of the support contract '.repeat(8)}`;
  await app.core.startCall(selected, 'hotkey', { text: excerptOf(selected), from: 'selection' });
  const page = await openConfirmation(app);
  const main = page.getByRole('main');
  expect(await main.textContent()).toContain('Call from your selection?');
  const read = page.locator('.confirm-read');
  expect(await read.textContent()).toMatch(/^Read: Ring Dana on 555-555-0123 about the renewal/);
  // One line, cut: the window does not grow with a long selection, and the buttons stay in it.
  expect(await read.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(page.viewportSize()?.width).toBe(CONFIRM_PAGE_SIZE.width);
  expect(await cutOff(page)).toEqual([]);
  await app.screenshot('confirm-call-from-selection', page);

  await app.core.startCall('555 555 0187', 'hotkey', { text: '555 555 0187', from: 'clipboard' });
  await expect.poll(() => main.textContent()).toContain('Call from the clipboard?');
  expect(await read.textContent()).toBe('Read: 555 555 0187');
  expect(app.problems).toEqual([]);
});

/** A hotkey call with the most the confirmation shows: what was read, an extension after, facts, DNC. */
async function askForTheLargestCall(running: App): Promise<PendingCall> {
  await running.core.updateSettings({ calls: { lookupBeforeCalling: false } });
  await running.core.lookupNumber({ number: DNC_NUMBER });
  const selected = `Riverside office: ${DNC_NUMBER} ext. 89`;
  const started = await running.core.startCall(selected, 'hotkey', { text: selected, from: 'selection' });
  if (started.kind !== 'confirm')
    throw new Error(`expected a call waiting for confirmation, got ${started.kind}`);
  return started.pending;
}

test('at 200% the window fits its page: the number, the extension, the facts and both buttons in view', async () => {
  app = await startApp();
  const pending = await askForTheLargestCall(app);
  const page = await openConfirmation(app, 2);
  const reported = lastReport(app) as ContentSize;
  // 420 CSS px wide (840 px), as tall as what it shows, with nothing scrolled away or cut sideways.
  expect(page.viewportSize()).toEqual({ width: 420, height: reported.height });
  expect(await cutOff(page)).toEqual([]);
  const main = page.getByRole('main');
  expect(await page.getByRole('heading').textContent()).toBe(
    `${pending.display} dials ${pending.destination}`,
  );
  expect(await main.textContent()).toContain('Your extension 201 rings first, then dial extension 89.');
  expect(await main.locator('.facts-line').textContent()).toBe(
    'Wireless · Cascade Mobile Demo LLC · Riverside, CA',
  );
  expect(await dncAlert(page).textContent()).toBe('Do Not Call: the lookup flags this number.');
  expect(await hoursAlert(page).count()).toBe(outsideHours(pending) ? 1 : 0);
  for (const name of [/^ ?Cancel/, /^ ?Call/])
    expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
  await app.screenshot('confirm-200', page);
  expect(app.problems).toEqual([]);
});

test('the page reports its content: taller with facts and a DNC warning; at 100% the window is 420 wide', async () => {
  const running = await startApp();
  app = running;
  await askToCall(running, '(555) 555-0187', 'link');
  const page = await openConfirmation(running, 1);
  const plain = lastReport(running) as ContentSize;
  expect(plain.width).toBe(CONFIRM_PAGE_SIZE.width);
  expect(plain.height).toBeGreaterThan(120);
  expect(plain.height).toBeLessThan(CONFIRM_PAGE_SIZE.height);
  expect(await cutOff(page)).toEqual([]);

  // A newer call with lookup facts and a do-not-call flag replaces it: the page grows by those lines.
  await askForTheLargestCall(running);
  await expect.poll(() => lastReport(running)?.height).toBeGreaterThan(plain.height + 50);
  await fitAsMainDoes(running, page, 1);
  expect(await cutOff(page)).toEqual([]);
  await running.screenshot('confirm-100', page);
  expect(running.problems).toEqual([]);
});

test('at 200% on a screen only 420 px wide (210 CSS px) everything wraps, nothing is cut sideways', async () => {
  app = await startApp();
  await askForTheLargestCall(app);
  const narrow = { x: 0, y: 0, width: 420, height: 1040 };
  const page = await openConfirmation(app, 2, narrow);
  expect(page.viewportSize()?.width).toBe(210);
  // Taller than at 420 CSS px, as the wrapped lines need, and still all in view. Polled: the page reports
  // again after each change of its content, and the last report may still be on its way.
  // Main sizes the window to each report, the last one included: a report after the first fitting (the
  // facts' line drawn late under load) is fitted as main fits it.
  const started = app;
  await expect.poll(() => lastReport(started)?.height).toBeGreaterThan(300);
  await fitAsMainDoes(started, page, 2, narrow);
  expect(await cutOff(page)).toEqual([]);
  await app.screenshot('confirm-200-narrow', page);
  expect(app.problems).toEqual([]);
});

/**
 * A 1280 × 800 screen less its 48 px taskbar and the window's 32 px title bar: at 300% the page has
 * 426 × 240 CSS px (420 of them used: the page's width).
 */
const SHORT_SCREEN: Bounds = { x: 0, y: 0, width: 1280, height: 720 };
/** As SHORT_SCREEN, only 960 px wide: 320 CSS px at 300%. */
const SHORT_NARROW_SCREEN: Bounds = { x: 0, y: 0, width: 960, height: 720 };

/**
 * The longest plan the confirmation shows: a hotkey call, with what was read, on one of two saved
 * accounts (named in the plan, a long name), an extension dialled after, the cached lookup's facts and a
 * DNC warning. The account in use reaches the harness's simulator, with both keys.
 */
async function askForTheLongestCall(running: App): Promise<PendingCall> {
  const { demo, core } = running;
  const fields = {
    accountId: 'riverside-02',
    domain: '',
    baseUrlOverride: demo.baseUrl,
    extension: '201',
    lookupUrl: demo.lookupUrl,
    defaultRegion: 'US',
    dialFormat: 'national-digits',
    watchVoicemail: false,
  } as const;
  // Each added account is put in use: the one added last is the one the call goes through.
  await core.addAccount({ ...fields, name: 'Cedar annex' });
  await core.addAccount({ ...fields, name: 'Riverside branch office, second-floor reception desk' });
  await core.setKey({ kind: 'pbx', value: demo.pbxKey });
  await core.setKey({ kind: 'lookup', value: demo.lookupKey });
  const pending = await askForTheLargestCall(running);
  expect(pending.account?.name).toBe('Riverside branch office, second-floor reception desk');
  return pending;
}

/**
 * What must stay in view that does not lie wholly inside the viewport, described; [] when all does: the
 * question, the number, the DNC warning and both buttons.
 */
function outOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const kept = ['.confirm .eyebrow', '#confirm-number', '.dnc', '.confirm-actions button'];
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(kept.join(', '))) {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > root.clientHeight || box.right > root.clientWidth)
        problems.push(`"${element.textContent?.trim().slice(0, 30)}" at ${JSON.stringify(box)}`);
    }
    return problems;
  });
}

/** How far the page and the plan's region are scrolled, and how much the region holds and shows. */
const scrolled = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector<HTMLElement>('.confirm-plan');
    return {
      page: document.scrollingElement?.scrollTop ?? 0,
      plan: region?.scrollTop ?? -1,
      planHolds: region?.scrollHeight ?? 0,
      planShows: region?.clientHeight ?? 0,
    };
  });

const SHORT_CASES = [
  { name: 'at 426 × 240', area: SHORT_SCREEN, language: 'en', forcedColors: false },
  { name: 'at 320 × 240', area: SHORT_NARROW_SCREEN, language: 'en', forcedColors: false },
  { name: 'in forced colours', area: SHORT_SCREEN, language: 'en', forcedColors: true },
  { name: 'in German', area: SHORT_SCREEN, language: 'de', forcedColors: false },
  { name: 'in German at 320 × 240', area: SHORT_NARROW_SCREEN, language: 'de', forcedColors: false },
] as const;

test.each(SHORT_CASES)(
  'at 300% on a short screen ($name) it opens with the number, the warning and both buttons in view, nothing scrolled; the plan and the facts scroll between them',
  async ({ name, area, language, forcedColors }) => {
    app = await startApp({ settingsFile: JSON.stringify({ version: 2, general: { language } }) });
    const pending = await askForTheLongestCall(app);
    const page = await openConfirmation(app, 3, area);
    if (forcedColors) await page.emulateMedia({ forcedColors: 'active' });
    // The window takes the whole height there is; the page reports more (all it holds), so that a
    // taller screen would show it whole.
    expect(page.viewportSize()).toEqual({ width: Math.min(420, area.width / 3), height: 240 });
    expect(lastReport(app)?.height).toBeGreaterThan(240);

    // Opened as it is, focus on Cancel (do-not-call), nothing scrolled to reach it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toMatch(new RegExp(`^${t('confirm.cancel')}`));
    expect(await outOfView(page)).toEqual([]);
    const opened = await scrolled(page);
    expect(opened).toMatchObject({ page: 0, plan: 0 });
    expect(await page.getByRole('heading').textContent()).toBe(
      `${pending.display} ${t('confirm.dials', { number: pending.destination })}`,
    );
    await app.screenshot(`confirm-300-short-${name.replaceAll(/\W+/g, '-')}`, page);

    // The plan and the facts hold more than they show: a region, named, that the keyboard reaches.
    expect(opened.planHolds).toBeGreaterThan(opened.planShows);
    const region = page.getByRole('region', { name: t('confirm.planLabel') });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    // Scrolled to its end (smoothly: polled), it shows the end of the facts' line.
    const facts = page.locator('.confirm-plan .facts-line');
    await expect
      .poll(() =>
        facts.evaluate((line) => {
          const room = (line.closest('.confirm-plan') as HTMLElement).getBoundingClientRect();
          const shown = line.getBoundingClientRect();
          return shown.bottom <= room.bottom + 1 && shown.bottom > room.top;
        }),
      )
      .toBe(true);
    expect((await scrolled(page)).plan).toBeGreaterThan(0);
    // All that stays in view stayed; the page itself never scrolled.
    expect(await outOfView(page)).toEqual([]);
    expect((await scrolled(page)).page).toBe(0);
    expect(app.problems).toEqual([]);
  },
  60_000,
);

test('the plan is no region and no tab stop where it shows all it holds (at 100%)', async () => {
  app = await startApp();
  await askForTheLongestCall(app);
  const page = await openConfirmation(app, 1);
  const { planHolds, planShows } = await scrolled(page);
  expect(planHolds).toBe(planShows);
  expect(await page.getByRole('region').count()).toBe(0);
  expect(await page.locator('.confirm-plan').getAttribute('tabindex')).toBeNull();
  expect(await cutOff(page)).toEqual([]);
});

test('where not even the number, the warning and the buttons fit (German, 300% on 960 × 600: 320 × 200 CSS px), it opens at its top: focus on Cancel scrolls nothing, the number stays in view', async () => {
  app = await startApp({ settingsFile: JSON.stringify({ version: 2, general: { language: 'de' } }) });
  await askForTheLongestCall(app);
  const page = await openConfirmation(app, 3, { x: 0, y: 0, width: 960, height: 600 });
  expect(page.viewportSize()).toEqual({ width: 320, height: 200 });
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
    .toMatch(new RegExp(`^${t('confirm.cancel')}`));
  // The page is taller than the window even with the plan scrolled away: focusing Cancel could scroll.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(200);
  expect((await scrolled(page)).page).toBe(0);
  const number = await page.locator('#confirm-number').boundingBox();
  expect(number?.y).toBeGreaterThanOrEqual(0);
  await app.screenshot('confirm-300-shortest-de', page);
});
