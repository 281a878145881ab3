// A sentence main made outlives the language it was made in (issue 43): the voicemail watch of an
// account without a key stops with main's sentence, made in German; the person then chooses English and
// French, and the banner says the same thing in each, on History and on Settings, where "in Settings"
// becomes "on this page" in every language (no English-only pattern does it).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountFields, DisplayLanguage } from '../../preload/contract';
import { type App, startApp } from './harness';

/** An account whose phone system is set but whose key is not: its voicemail watch stops at once. */
const KEYLESS: AccountFields = {
  name: 'Acme front desk',
  accountId: 'acme-01',
  domain: '',
  baseUrlOverride: 'https://pbx.acme.example/app/api/7',
  extension: '201',
  lookupUrl: '',
  defaultRegion: 'US',
  dialFormat: 'national-digits',
  watchVoicemail: true,
};

/** The banner over every screen that says why new voicemail is not checked. */
const banner = (page: Page) => page.locator('.banner > p').first();

async function speak(app: App, language: DisplayLanguage) {
  await app.core.updateSettings({ general: { language } });
  await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/** The banner's words once they hold `expected`. */
async function bannerSays(page: Page, expected: RegExp): Promise<string> {
  await expect.poll(async () => (await banner(page).innerText()).replace(/\s+/g, ' ')).toMatch(expected);
  return (await banner(page).innerText()).replace(/\s+/g, ' ');
}

describe("main's sentences in the language in use when they are shown", () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ settingsFile: JSON.stringify({ version: 2, general: { language: 'de' } }) });
    // The demo's first account: the window goes on as it is (startsAfresh).
    await app.core.addAccount(KEYLESS);
    app.core.startVoicemailWatch();
    await app.core.checkVoicemailNow('manual');
  });
  afterAll(() => app?.close());

  test('a stopped watch, said in German when it stopped, is said again in English and French', async () => {
    const { page } = app;
    // Made while German was in use: main's own sentence, as it made it.
    const german = await bannerSays(page, /Geben Sie ihn in den Einstellungen ein/);
    expect(german).toMatch(/^Die Mailbox wird nicht auf neue Sprachnachrichten geprüft\./);

    await speak(app, 'en');
    const english = await bannerSays(page, /The phone-system API key is not set: enter it in Settings\./);
    expect(english).not.toMatch(/Einstellungen|Schlüssel/);
    await page.getByRole('button', { name: 'Settings' }).first().click();
    const onSettings = await bannerSays(page, /enter it on this page\./);
    expect(onSettings).not.toMatch(/in Settings/);

    await speak(app, 'fr');
    const french = await bannerSays(page, /saisissez-la sur cette page/);
    expect(french).not.toMatch(/dans les paramètres|enter it|Einstellungen/);

    await speak(app, 'de');
    const backOnSettings = await bannerSays(page, /Geben Sie ihn auf dieser Seite ein/);
    expect(backOnSettings).not.toMatch(/in den Einstellungen/);
    await app.screenshot('sentences-de-settings-1280');
    expect(app.problems).toEqual([]);
  }, 60_000);
});
