// Every view in the pseudo-locale (en-XA: accented, about 40% longer, each message in ⟦markers⟧) at 360
// and 1280 px: every visible text node and accessible name carries the markers unless it is data (this
// finds text never put in a catalog), no English message shows, data or not (a word written into a view
// and marked as data), and no word is cut at its width, in the page or in a field (a drop-down's choice),
// or reaches outside the window. The same walk in German, where no English message may show, and at 200%.
// Then a language chosen in Settings: the main window and an open confirmation speak it at once.
// Screenshots: test-results/screenshots/lang-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_PAGE_SIZE } from '../../main/shell/confirm-size';
import type { DisplayLanguage } from '../../preload/contract';
import { en } from '../../preload/shared/i18n/catalogs/en';
import { LANGUAGE_NAMES, LANGUAGES } from '../../preload/shared/i18n/languages';
import { t } from '../../preload/shared/i18n/translate';
import { type App, startApp } from './harness';
import { cutFieldText, cutText, englishLeft, unmarkedText } from './language-walk';
import { cutPeople, horizontalOverflow, VIEWS } from './views';

const SIZES = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];
/**
 * The fields' words (a drop-down's choices), not their examples: companion.test.ts checks those in
 * English at the widths they were written for; at 200% in German and in the pseudo-locale an example
 * address or the dial pad's "Number or name" is cut today, a matter of its own.
 */
const WORDS_ONLY = { examples: false };
/** A call the demo's lookup answers, asked for from outside as a link does. */
const LINK_NUMBER = '555-555-0187';

const settingsIn = (language: DisplayLanguage) => JSON.stringify({ version: 2, general: { language } });

/** Every view of the main window, then the confirmation window, each checked by `check` at each size. */
async function walk(app: App, name: string, check: (page: Page) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await app.page.setViewportSize(size);
    for (const view of VIEWS) {
      await view.show(app.page);
      for (const problem of [...(await check(app.page)), ...(await horizontalOverflow(app.page))])
        problems.push(`${view.name} at ${size.width}: ${problem}`);
      await app.screenshot(`lang-${name}-${size.width}-${view.name}`);
    }
  }
  const started = await app.core.startCall(LINK_NUMBER, 'link');
  expect(started.kind).toBe('confirm');
  const confirm = await app.openPage({ hash: '#confirm', viewport: { ...CONFIRM_PAGE_SIZE } });
  await confirm.getByRole('heading').waitFor();
  for (const problem of await check(confirm)) problems.push(`confirmation: ${problem}`);
  await app.screenshot(`lang-${name}-confirm`, confirm);
  await confirm.close();
  return problems;
}

describe('in the pseudo-locale', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ settingsFile: settingsIn('en-XA'), historySync: true });
    await app.historySynced();
  });
  afterAll(() => app?.close());

  it('every word on every view comes from a catalog, whole', async () => {
    expect(t('app.name')).toMatch(/^⟦/);
    const english = englishUnlike();
    const problems = await walk(app, 'en-XA', async (page) => [
      ...(await unmarkedText(page)),
      ...(await englishLeft(page, english)),
      ...(await cutText(page)),
      ...(await cutFieldText(page, WORDS_ONLY)),
    ]);
    expect(problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 300_000);

  it('the first-run welcome too', async () => {
    const first = await startApp({ settingsFile: settingsIn('en-XA'), firstRun: true, viewport: SIZES[0] });
    try {
      expect([
        ...(await unmarkedText(first.page)),
        ...(await englishLeft(first.page, englishUnlike())),
        ...(await cutText(first.page)),
        ...(await cutFieldText(first.page, WORDS_ONLY)),
      ]).toEqual([]);
      await first.screenshot('lang-en-XA-360-first-run');
    } finally {
      await first.close();
    }
  }, 60_000);
});

type Catalog = Record<string, string | Record<string, string>>;
const textsOf = (catalog: Catalog) =>
  Object.values(catalog).flatMap((message) =>
    typeof message === 'string' ? [message] : Object.values(message),
  );

/**
 * English messages (without placeholders) that the catalog `other` words otherwise; with none, all of
 * them (the pseudo-locale words every one otherwise). A message the language missed, or a word that
 * never went through t(), shows as one.
 */
function englishUnlike(other: Catalog = {}): string[] {
  const translated = new Set(textsOf(other));
  return textsOf(en).filter((text) => !text.includes('{') && /\p{L}{3}/u.test(text) && !translated.has(text));
}

describe('in German', () => {
  let app: App;
  let english: string[];
  beforeAll(async () => {
    english = englishUnlike((await import('../../preload/shared/i18n/catalogs/de')).de);
    app = await startApp({ settingsFile: settingsIn('de'), historySync: true });
    await app.historySynced();
  });
  afterAll(() => app?.close());

  it('every view speaks German, whole, within the window', async () => {
    expect(t('nav.settings')).toBe('Einstellungen');
    const problems = await walk(app, 'de', async (page) => [
      ...(await englishLeft(page, english)),
      ...(await cutText(page, { data: true })),
      ...(await cutFieldText(page, WORDS_ONLY)),
    ]);
    expect(problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 300_000);

  it('at 200% (210 CSS px in a 420 px window) and in forced colours too', async () => {
    const page = await app.openPage({
      hash: '',
      viewport: { width: 210, height: 350 },
      deviceScaleFactor: 2,
    });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.getByRole('navigation', { name: t('app.name') }).waitFor();
    const problems: string[] = [];
    for (const view of VIEWS) {
      await view.show(page);
      const found = [
        ...(await horizontalOverflow(page)),
        ...(await cutPeople(page)),
        ...(await cutText(page)),
        ...(await cutFieldText(page, WORDS_ONLY)),
      ];
      for (const problem of found) problems.push(`${view.name}: ${problem}`);
      await app.screenshot(`lang-de-200-${view.name}`, page);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});

describe('a language chosen in Settings', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 1280, height: 800 }, historySync: true });
    await app.historySynced();
  });
  afterAll(() => app?.close());

  it('speaks at once in the main window and an open confirmation, without a reload', async () => {
    const { page } = app;
    const started = await app.core.startCall(LINK_NUMBER, 'link');
    expect(started.kind).toBe('confirm');
    const confirm = await app.openPage({ hash: '#confirm', viewport: { ...CONFIRM_PAGE_SIZE } });
    const englishQuestion = await confirm.getByRole('heading').textContent();
    await VIEWS.find((view) => view.name === 'settings')?.show(page);
    // The page is drawn again, not loaded again: what it holds (a form being filled) stays.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const language = page.getByRole('group', { name: t('language.label') });
    expect(await language.locator('label').allTextContents()).toEqual(
      expect.arrayContaining(LANGUAGES.map((tag) => LANGUAGE_NAMES[tag])),
    );
    await language.getByRole('radio', { name: 'Deutsch' }).check();

    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The test speaks what main speaks, German now.
    expect(t('nav.settings')).toBe('Einstellungen');
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^Einstellungen/ })
      .waitFor();
    const chosen = page
      .getByRole('group', { name: t('language.label') })
      .getByRole('radio', { checked: true });
    expect(await chosen.inputValue()).toBe('de');
    await expect.poll(() => confirm.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => confirm.getByRole('heading').textContent()).not.toBe(englishQuestion);
    expect(await confirm.title()).toBe(t('confirm.windowTitle'));
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await app.screenshot('lang-switched-de-settings');

    // And back: the first choice follows the computer, English here.
    await page
      .getByRole('group', { name: t('language.label') })
      .getByRole('radio')
      .first()
      .check();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await app.core.getSettings(undefined).then((view) => view.settings.general.language)).toBe(
      'system',
    );
  }, 120_000);
});

/**
 * History, a voicemail, Settings, and Open in CRM's settings and its address before it opens in each
 * language, light and dark, at a companion's 420 px.
 */
describe('each language', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 420, height: 700 } });
  });
  afterAll(() => app?.close());

  it.each(LANGUAGES)(
    '%s: History, a voicemail, Settings and Open in CRM',
    async (language) => {
      await app.core.updateSettings({ general: { language } });
      await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe(language);
      for (const name of ['history', 'voicemail-detail', 'settings', 'crm-settings', 'crm-address']) {
        await VIEWS.find((view) => view.name === name)?.show(app.page);
        expect(await horizontalOverflow(app.page)).toEqual([]);
        await app.screenshot(`lang-${language}-420-${name}`);
      }
    },
    60_000,
  );
});
