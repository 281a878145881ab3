// Settings → Calling hours in the window (issue 50), with the real core: the defaults shown (the box on,
// 8:00 AM to 9:00 PM, Florida's 8:00 PM listed), the rules they come from named and the check said to be
// a courtesy on an estimated time; a change saved, and read back after leaving Settings and after the
// page starts again; an end before the start refused in main's words beside the end, nothing saved; an
// empty time said beside its field before anything is sent; the box off disabling the times and the
// exception, which are kept; the section at 320 CSS px, at 200% and under forced colours; and another
// account's hours once another account is in use. Screenshots: test-results/screenshots/hours-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CallingHours } from '../../preload/contract';
import { runAxe, seriousViolations } from './axe';
import { type App, startApp } from './harness';
import { closeDetail, horizontalOverflow } from './views';

const DEFAULTS: CallingHours = { enabled: true, start: 8 * 60, end: 21 * 60, florida: true };

let app: App;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1280, height: 800 } });
}, 120_000);
afterAll(() => app?.close());

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();
const section = (page = app.page) => page.getByRole('region', { name: 'Calling hours' });
const enabledBox = (page = app.page) =>
  section(page).getByRole('checkbox', { name: 'Ask before calling outside calling hours' });
const startField = (page = app.page) => section(page).getByLabel('From', { exact: true });
const endField = (page = app.page) => section(page).getByLabel('Until', { exact: true });
const floridaBox = (page = app.page) =>
  section(page).getByRole('checkbox', { name: /^Florida: calls end at / });
const saveButton = (page = app.page) => section(page).getByRole('button', { name: 'Save calling hours' });
const hoursNow = (): Promise<CallingHours> => app.core.getCallingHours(undefined);

async function openSettings(page = app.page) {
  await closeDetail(page);
  await nav(page, 'Settings').click();
  await saveButton(page).waitFor();
}

/** Leaves Settings for the dial pad and comes back: the section shows what the store kept. */
async function reopenSettings() {
  await nav(app.page, 'Dial pad').click();
  await app.page.getByRole('group', { name: 'Keypad' }).waitFor();
  await openSettings();
}

/** What the form shows: the box, the two times (as a time field's value) and the exception. */
const shown = async (page = app.page) => ({
  enabled: await enabledBox(page).isChecked(),
  start: await startField(page).inputValue(),
  end: await endField(page).inputValue(),
  florida: await floridaBox(page).isChecked(),
});

async function save() {
  await saveButton().click();
}

const savedStatus = () => section().getByRole('status').filter({ hasText: 'Saved.' });

test('the defaults are shown, with the rules they come from and the note that it is a courtesy check', async () => {
  const { page } = app;
  expect(await hoursNow()).toEqual(DEFAULTS);
  await openSettings();
  expect(await shown()).toEqual({ enabled: true, start: '08:00', end: '21:00', florida: true });
  expect(await section().textContent()).toContain(
    'A call outside these hours where the number rings asks you first, however it is placed. Each account has its own; these are for Demo.',
  );
  for (const field of [startField(), endField()]) {
    expect(await field.getAttribute('type')).toBe('time');
    expect(await field.isEnabled()).toBe(true);
  }
  // 8:00 PM as the window writes a time of day.
  const eightPm = await page.evaluate(() =>
    new Intl.DateTimeFormat(document.documentElement.lang, { hour: 'numeric', minute: '2-digit' }).format(
      new Date(2000, 0, 1, 20, 0),
    ),
  );
  expect(await floridaBox().getAttribute('aria-describedby')).toBeTruthy();
  expect(
    await section()
      .getByText(/^Florida: calls end at /)
      .textContent(),
  ).toBe(`Florida: calls end at ${eightPm}`);
  const hints = await section().locator('.hint').allTextContents();
  expect(hints).toContain('Off, calls are placed at any hour without asking. The hours below are kept.');
  expect(hints).toContain("At the called party's local time. A call at the end time or later asks first.");
  expect(hints).toContain(
    "The default is the US rule for calls to homes: no call before 8 a.m. or after 9 p.m. at the called party's location (47 CFR §64.1200(c)(1)).",
  );
  expect(hints).toContain(
    "Florida's law allows calls there only until 8 p.m. (Fla. Stat. §501.616(6)(a)). A number is in Florida by its area code, or by the state a lookup found.",
  );
  expect(await section().locator('.hours-note').textContent()).toBe(
    "A courtesy check, not legal advice: which rules apply to your calls is yours to know. The local time is estimated from the number's area code, and a mobile's owner may be somewhere else.",
  );
  // The rules are cited as they are written, never translated.
  expect(
    await section()
      .locator('cite')
      .evaluateAll((cites) => cites.map((cite) => cite.getAttribute('translate'))),
  ).toEqual(['no', 'no']);
  // The times' hint is read with each time.
  const hintId = await section()
    .locator('.hint')
    .filter({ hasText: "At the called party's local time." })
    .getAttribute('id');
  expect((await startField().getAttribute('aria-describedby'))?.split(' ')).toContain(hintId);
  expect((await endField().getAttribute('aria-describedby'))?.split(' ')).toContain(hintId);
  await section().scrollIntoViewIfNeeded();
  await app.screenshot('hours-settings-defaults');
  expect(seriousViolations(await runAxe(page))).toEqual([]);
});

test('a change is saved, and read back after leaving Settings and after the page starts again', async () => {
  await openSettings();
  await startField().fill('09:00');
  await endField().fill('17:30');
  await floridaBox().uncheck();
  await save();
  await savedStatus().waitFor();
  expect(await hoursNow()).toEqual({ enabled: true, start: 9 * 60, end: 17 * 60 + 30, florida: false });

  await reopenSettings();
  expect(await shown()).toEqual({ enabled: true, start: '09:00', end: '17:30', florida: false });
  // The page again, as at the next start: the hours come from main.
  await app.reload();
  await openSettings();
  expect(await shown()).toEqual({ enabled: true, start: '09:00', end: '17:30', florida: false });
  // An edit puts the last Save's word away.
  await startField().fill('08:30');
  await save();
  await savedStatus().waitFor();
  await endField().fill('20:00');
  expect(await savedStatus().count()).toBe(0);
  await save();
  await savedStatus().waitFor();
  expect(await hoursNow()).toEqual({ enabled: true, start: 8 * 60 + 30, end: 20 * 60, florida: false });
});

test("an end before the start is refused in main's words beside the end, and nothing is saved", async () => {
  const { page } = app;
  const before = await hoursNow();
  await openSettings();
  await startField().fill('18:00');
  await endField().fill('09:00');
  await save();
  const refusal = section().locator('#hours-hours-end-error');
  await refusal.waitFor();
  expect(await refusal.textContent()).toBe('The calling hours must end after they start: nothing was saved.');
  expect(await endField().getAttribute('aria-invalid')).toBe('true');
  expect((await endField().getAttribute('aria-describedby'))?.split(' ')).toContain('hours-hours-end-error');
  expect(await startField().getAttribute('aria-invalid')).toBeNull();
  expect(await section().getByRole('alert').textContent()).toBe('Nothing was saved: fix the marked field.');
  expect(await savedStatus().count()).toBe(0);
  expect(await hoursNow()).toEqual(before);
  await refusal.scrollIntoViewIfNeeded();
  await app.screenshot('hours-settings-refused');
  expect(seriousViolations(await runAxe(page))).toEqual([]);

  // The same end as the start is no later.
  await endField().fill('18:00');
  expect(await refusal.count()).toBe(0);
  await save();
  await refusal.waitFor();
  expect(await hoursNow()).toEqual(before);

  // An empty time is said beside its field, and nothing is sent.
  const asked = app.callsTo('saveCallingHours').length;
  await startField().fill('');
  await save();
  const missing = section().locator('#hours-hours-start-error');
  await missing.waitFor();
  expect(await missing.textContent()).toBe('Enter a time.');
  expect(await startField().getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => startField().evaluate((field) => field === document.activeElement)).toBe(true);
  expect(app.callsTo('saveCallingHours').length).toBe(asked);

  // Set right: saved.
  await startField().fill('08:00');
  await endField().fill('21:00');
  await save();
  await savedStatus().waitFor();
  expect(await section().locator('.field-error').count()).toBe(0);
  expect(await hoursNow()).toEqual({ ...before, start: 8 * 60, end: 21 * 60 });
});

test('the box off disables the times and the exception, which are kept, and asks for no hour', async () => {
  await openSettings();
  await floridaBox().check();
  await enabledBox().uncheck();
  for (const control of [startField(), endField(), floridaBox()])
    expect(await control.isDisabled()).toBe(true);
  await section().scrollIntoViewIfNeeded();
  await app.screenshot('hours-settings-off');
  await save();
  await savedStatus().waitFor();
  expect(await hoursNow()).toEqual({ ...DEFAULTS, enabled: false });

  await reopenSettings();
  expect(await shown()).toEqual({ enabled: false, start: '08:00', end: '21:00', florida: true });
  for (const control of [startField(), endField(), floridaBox()])
    expect(await control.isDisabled()).toBe(true);
  expect(seriousViolations(await runAxe(app.page))).toEqual([]);

  // On again: the times can be changed once more.
  await enabledBox().check();
  for (const control of [startField(), endField(), floridaBox()])
    expect(await control.isEnabled()).toBe(true);
  await save();
  await savedStatus().waitFor();
  expect(await hoursNow()).toEqual(DEFAULTS);
});

test('at 320 CSS px, at 200% and under forced colours the section is whole, the refusal beside the end', async () => {
  // A 640 px window at 200%: 320 CSS px of 2 device px each.
  const page = await app.openPage({ hash: '', viewport: { width: 320, height: 568 }, deviceScaleFactor: 2 });
  try {
    await page.getByRole('navigation', { name: 'Dialdesk' }).waitFor();
    await openSettings(page);
    await startField(page).fill('18:00');
    await endField(page).fill('09:00');
    await saveButton(page).click();
    const refusal = section(page).locator('#hours-hours-end-error');
    await refusal.waitFor();
    await section(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    expect(await horizontalOverflow(page)).toEqual([]);
    // The end's refusal stands under the end, inside the card.
    const [end, said, card] = await Promise.all([
      endField(page).boundingBox(),
      refusal.boundingBox(),
      section(page).boundingBox(),
    ]);
    if (!end || !said || !card) throw new Error('the end, its refusal or the section is not drawn');
    expect(said.y).toBeGreaterThanOrEqual(end.y + end.height - 1);
    expect(said.x + said.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    await app.screenshot('hours-settings-320', page);
    expect(seriousViolations(await runAxe(page))).toEqual([]);

    await page.emulateMedia({ forcedColors: 'active' });
    await enabledBox(page).uncheck();
    expect(await horizontalOverflow(page)).toEqual([]);
    // Disabled, the labels are drawn in the system's colour for what cannot be used.
    const disabledColour = await section(page)
      .locator('.hours-times label')
      .first()
      .evaluate((label) => getComputedStyle(label).color);
    const grayText = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'GrayText';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(disabledColour).toBe(grayText);
    await app.screenshot('hours-settings-forced-320', page);
    await page.emulateMedia({ forcedColors: 'none' });
  } finally {
    await page.close();
  }
  // Nothing of that was saved.
  expect(await hoursNow()).toEqual(DEFAULTS);
}, 60_000);

test("another account in use shows its own hours, and the demo's are there again once it is back", async () => {
  const { page } = app;
  await openSettings();
  await startField().fill('10:00');
  await save();
  await savedStatus().waitFor();
  const demoHours = { ...DEFAULTS, start: 10 * 60 };
  expect(await hoursNow()).toEqual(demoHours);

  // The first account, from the account form: the same page goes on, for it.
  await page.getByLabel('Account id', { exact: true }).fill('acme-01');
  await page.getByLabel('Full address (instead of account id and domain)').fill(app.demo.baseUrl);
  await page.getByLabel('Your extension').fill('201');
  await page.getByLabel(/^Phone-system key/).fill(app.demo.pbxKey);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect.poll(() => section().textContent(), { timeout: 10_000 }).toContain('these are for acme-01.');
  await expect.poll(() => startField().inputValue()).toBe('08:00');
  expect(await shown()).toEqual({ enabled: true, start: '08:00', end: '21:00', florida: true });
  expect(await hoursNow()).toEqual(DEFAULTS);

  // Back to the demo from the header: the page starts afresh, on Settings, with the demo's hours.
  await nav(page, 'Account in use:').click();
  const loaded = page.waitForEvent('load');
  await page.getByRole('menu', { name: 'Accounts' }).getByRole('menuitemradio', { name: /^Demo/ }).click();
  await loaded;
  await saveButton().waitFor();
  expect(await section().textContent()).toContain('these are for Demo.');
  expect(await shown()).toEqual({ enabled: true, start: '10:00', end: '21:00', florida: true });
  expect(app.problems).toEqual([]);
}, 60_000);
