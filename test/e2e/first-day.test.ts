// A desk user's first day (issue 23, part 3): the first run says in words that what it can show is a
// demo and offers to connect; the demo, once chosen, says so on every screen with the way to connect;
// Save says once, in words, what a check of the saved account found (no server reply, no "in Settings"
// while in Settings), and the next Save replaces it; counts and lists follow the account; the account and
// the extension that rings are in the top bar at every width. Screenshots: first-day-*.png.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { runAxe, seriousViolations } from './axe';
import { type App, clockFrom, E2E_NOW, startApp } from './harness';
import { horizontalOverflow } from './views';

const PBX_KEY = 'acct-pbx-Hq4n8Tz2';
const LOOKUP_KEY = 'acct-lookup-Vb7c3Lp9';

let account: DemoServer;
beforeAll(async () => {
  // The account's own phone system and lookup service: a second simulator that takes only its keys.
  account = await startDemoServer({
    pbxKey: PBX_KEY,
    lookupKey: LOOKUP_KEY,
    seed: 23,
    callCount: 120,
    now: clockFrom(E2E_NOW),
  });
});
afterAll(() => account?.close());

const COMPANION = { width: 420, height: 680 };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dialdesk' });
const navButton = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: false }).first();
const welcome = (page: Page) => page.getByRole('main', { name: 'Welcome to Dialdesk' });
const demoLine = (page: Page) => page.locator('[data-demo-line]');
const saveResult = (page: Page) => page.locator('.save-result');
const accountHeader = (page: Page) => nav(page).locator('[data-account-header]');

/** Whether an element is drawn whole inside the window's width, not cut by its edges. */
const withinWindow = (element: Locator) =>
  element.evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth;
  });

/** Fills the account form as a person with the simulator's addresses would, and presses Save. */
async function saveAccount(page: Page, entries: { accountId?: string; pbxKey?: string; lookup?: string }) {
  await navButton(page, 'Settings').click();
  await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
  await page.getByLabel('Account id', { exact: true }).fill(entries.accountId ?? 'acme-01');
  await page.getByLabel('Full address (instead of account id and domain)').fill(account.baseUrl);
  await page.getByLabel('Your extension').fill('201');
  if (entries.pbxKey !== undefined) await page.getByLabel(/^Phone-system key/).fill(entries.pbxKey);
  if (entries.lookup !== undefined) {
    await page.getByLabel('Lookup URL').fill(account.lookupUrl);
    await page.getByLabel(/^Lookup key/).fill(entries.lookup);
  }
  await page.getByRole('button', { name: 'Save account' }).click();
}

/**
 * Saves the account form (saveAccount, or Save alone) and waits for that Save's checks to answer; then
 * its result as shown: the headline and lines (a closed Details shows nothing).
 */
async function savedResult(app: App, save: () => Promise<void>): Promise<string> {
  const { page } = app;
  const asked = app.callsTo('testPhoneSystem').length;
  await save();
  // Saving stores the form, then each key, then checks: more than a poll's default second on a busy machine.
  await expect.poll(() => app.callsTo('testPhoneSystem').length, { timeout: 10_000 }).toBeGreaterThan(asked);
  await expect
    .poll(
      async () => {
        const lines = await saveResult(page).locator('.check-line').count();
        const testing = await saveResult(page).locator('.check-line.testing').count();
        return lines > 0 && testing === 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return saveResult(page).innerText();
}

const pressSave = (page: Page) => () => page.getByRole('button', { name: 'Save account' }).click();

describe('the first run', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ firstRun: true, viewport: COMPANION });
  });
  afterAll(() => app?.close());

  test('says in words that it is a demo and offers to connect or to explore', async () => {
    const { page } = app;
    await welcome(page).waitFor();
    const text = await welcome(page).innerText();
    expect(text).toMatch(/not connected to a phone system/);
    expect(text).toMatch(/\bdemo\b/);
    expect(text).toMatch(/made up/);
    expect(await welcome(page).getByRole('button', { name: 'Connect your phone system' }).isVisible()).toBe(
      true,
    );
    expect(await welcome(page).getByRole('button', { name: 'Explore the demo' }).isVisible()).toBe(true);
    // No made-up call is shown before the person has chosen.
    expect(await page.getByRole('grid', { name: 'Calls' }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await app.screenshot('first-day-welcome-420');
    await page.setViewportSize({ width: 360, height: 640 });
    expect(await horizontalOverflow(page)).toEqual([]);
    await app.screenshot('first-day-welcome-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await app.screenshot('first-day-welcome-1280');
    await page.setViewportSize(COMPANION);
  });

  test('Explore keeps the demo, with a visible line that says so and leads to connecting; the choice is kept', async () => {
    const { page } = app;
    await welcome(page).getByRole('button', { name: 'Explore the demo' }).click();
    await page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]').waitFor();
    await demoLine(page).waitFor();
    expect(await demoLine(page).isVisible()).toBe(true);
    expect(await demoLine(page).innerText()).toMatch(/Demo: these calls are made up/);
    expect((await app.core.getSettings(undefined)).firstRunChoice).toBe('demo');
    for (const width of [360, 420, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 680 });
      expect(await demoLine(page).isVisible()).toBe(true);
      expect(await accountHeader(page).innerText()).toMatch(/demo/i);
      expect(await horizontalOverflow(page)).toEqual([]);
      await app.screenshot(`first-day-demo-${width}`);
    }
    await page.setViewportSize(COMPANION);

    // The line leads to connecting: Settings, with the cursor in the account's first field.
    await demoLine(page).getByRole('button', { name: 'Connect your phone system' }).click();
    await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('account.accountId');
    // There, the demo is one click away.
    expect(await demoLine(page).getByRole('button', { name: 'Explore the demo' }).isVisible()).toBe(true);

    // The next start remembers the choice: no welcome again.
    await app.reload();
    expect(await welcome(page).count()).toBe(0);
    await demoLine(page).waitFor();
    expect(app.problems).toEqual([]);
  });

  test('Connect opens the account form, ready to type in', async () => {
    const other = await startApp({ firstRun: true, viewport: COMPANION });
    try {
      const { page } = other;
      await welcome(page).getByRole('button', { name: 'Connect your phone system' }).click();
      await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('account.accountId');
      expect((await other.core.getSettings(undefined)).firstRunChoice).toBe('connect');
      // The address the account id and domain make is shown as they are typed.
      await page.getByLabel('Account id', { exact: true }).fill('acme-01');
      await page.getByLabel('Domain', { exact: true }).fill('pbx.example.com');
      await expect
        .poll(() => page.locator('[data-address-example]').innerText())
        .toContain('https://acme-01.pbx.example.com/app/api/7');
      await other.screenshot('first-day-connect-420');
      expect(other.problems).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('Save says once, in words, what the saved account does', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ viewport: COMPANION });
  });
  afterAll(() => app?.close());

  test('a wrong key: no server reply and no "in Settings" in what is shown; the reply is under Details', async () => {
    const { page } = app;
    const text = await savedResult(app, () => saveAccount(page, { pbxKey: 'acct-pbx-wrong-0000' }));
    expect(text).toMatch(/^Saved, but Dialdesk can't use it yet/);
    expect(text).toMatch(/refused the phone-system key/);
    expect(text).not.toContain('{');
    expect(text).not.toMatch(/in Settings/);
    expect(text).not.toMatch(/HTTP 401/);
    const problem = saveResult(page).locator('.check-line.problem[data-check="pbx"]');
    expect(await problem.count()).toBe(1);
    // The server's reply is kept for someone digging, folded away.
    const details = problem.locator('details.error-details');
    expect(await details.getAttribute('open')).toBeNull();
    expect(await details.textContent()).toMatch(/HTTP 401/);
    // No green "Saved." beside a red failure: one result.
    expect(await page.locator('.form-actions .saved').count()).toBe(0);

    // The test button says the same, in the same words.
    await page.getByRole('button', { name: 'Test phone system' }).click();
    const tested = page.locator('.test-row').first().locator('.check-line.problem');
    await tested.waitFor();
    expect(await tested.locator('.check-text').innerText()).toMatch(/refused the phone-system key/);
    expect(await tested.locator('.check-text').innerText()).not.toContain('{');
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await app.screenshot('first-day-wrong-key-420');
  });

  test('a good Save replaces every earlier result, and the lookup key is checked only when it changed', async () => {
    const { page } = app;
    const lookups = () => account.requestsFor('lookup').length;
    const before = lookups();
    let text = await savedResult(app, () =>
      saveAccount(page, { pbxKey: PBX_KEY, lookup: 'acct-lookup-wrong-1111' }),
    );
    expect(text).toMatch(/Phone system: Connected to 127\.0\.0\.1/);
    expect(text).toMatch(/Lookups: .*refused the lookup key/);
    expect(text).not.toContain('{');
    expect(lookups()).toBe(before + 1);

    await page.getByLabel(/^Lookup key/).fill(LOOKUP_KEY);
    text = await savedResult(app, pressSave(page));
    expect(text).toMatch(/^Saved, and it works/);
    expect(text).toMatch(/Lookups: The lookup service accepted the key/);
    // Nothing red is left on the page from the Saves and tests before.
    expect(await page.locator('.check-line.problem, .error-box').count()).toBe(0);
    expect(await page.locator('.test-row .check-line').count()).toBe(0);
    expect(lookups()).toBe(before + 2);

    // Another Save that changes neither the lookup key nor its URL does not look anything up (charged).
    text = await savedResult(app, pressSave(page));
    expect(text).not.toMatch(/Lookups/);
    expect(lookups()).toBe(before + 2);
    await app.screenshot('first-day-saved-420');
    expect(app.problems).toEqual([]);
  });
});

test('counts follow the account: from the demo to an account whose key is refused, no demo count stays', async () => {
  const app = await startApp({ viewport: COMPANION });
  try {
    const { page } = app;
    const voicemailEntry = navButton(page, 'Voicemail');
    await expect.poll(() => voicemailEntry.getAttribute('aria-label')).toMatch(/^Voicemail \d+ unheard$/);
    await navButton(page, 'Voicemail').click();
    await page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option').first().waitFor();

    await savedResult(app, () =>
      saveAccount(page, { accountId: 'acme-02', pbxKey: 'acct-pbx-refused-2222' }),
    );
    await expect.poll(() => voicemailEntry.getAttribute('aria-label')).toBe('Voicemail');
    expect(await nav(page).locator('.count').count()).toBe(0);
    // The demo's messages are not shown as the account's either.
    await navButton(page, 'Voicemail').click();
    await page.getByRole('alert').filter({ hasText: "Couldn't load voicemail" }).waitFor();
    expect(await page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option').count()).toBe(
      0,
    );
    // Main counts for the tray from the account too.
    expect((await app.core.getVoicemailStatus(undefined)).unheard).toBe(0);
    await app.screenshot('first-day-refused-account-420');
    expect(app.problems).toEqual([]);
  } finally {
    await app.close();
  }
});

test('the top bar names the account and the extension that rings, at every width; each entry says what it opens', async () => {
  const app = await startApp({ viewport: COMPANION });
  try {
    const { page } = app;
    await savedResult(app, () => saveAccount(page, { accountId: 'acme-03', pbxKey: PBX_KEY }));
    await navButton(page, 'History').click();
    await page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]').waitFor();
    for (const size of [
      { width: 420, height: 680 },
      { width: 360, height: 640 },
      { width: 320, height: 568 },
      { width: 800, height: 700 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      const header = accountHeader(page);
      expect(await header.isVisible()).toBe(true);
      expect(await header.innerText()).toMatch(/acme-03\s*ext 201/);
      expect(await withinWindow(header)).toBe(true);
      // Whole, not cut: an account id wraps rather than hide its end.
      expect(await header.evaluate((shown) => shown.scrollWidth <= shown.clientWidth)).toBe(true);
      // The bar across the top keeps to the window (the rail's tooltips stand beside it on purpose).
      if (size.width < 560)
        expect(await nav(page).evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
      if (size.width !== 320) await app.screenshot(`first-day-account-${size.width}`);
    }
    // No demo line once connected.
    expect(await demoLine(page).count()).toBe(0);

    // 200% of the default window: 210 CSS px, two device px each.
    const zoomed = await app.openPage({
      hash: '',
      viewport: { width: 210, height: 340 },
      deviceScaleFactor: 2,
    });
    await nav(zoomed).waitFor();
    await expect.poll(() => accountHeader(zoomed).innerText()).toMatch(/acme-03\s*ext 201/);
    expect(await accountHeader(zoomed).isVisible()).toBe(true);
    expect(await withinWindow(accountHeader(zoomed))).toBe(true);
    expect(await nav(zoomed).evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
    await app.screenshot('first-day-account-210', zoomed);
    await zoomed.close();

    // At 420 px the entries are icons: each has its name, and its label shows on keyboard focus.
    await page.setViewportSize(COMPANION);
    for (const name of ['Dial pad', 'History', 'Voicemail', 'Recordings', 'People', 'Lookup', 'Settings'])
      expect(await navButton(page, name).count()).toBe(1);
    await navButton(page, 'People').focus();
    await page.keyboard.press('Shift+Tab');
    const tip = navButton(page, 'Recordings').locator('.nav-label');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toBe('Recordings');
    expect(await withinWindow(tip)).toBe(true);
    await app.screenshot('first-day-tooltip-420');
    expect(app.problems).toEqual([]);
  } finally {
    await app.close();
  }
});
