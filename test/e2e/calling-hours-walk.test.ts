// The right hour (issue 50), walked: in each language the call confirmation of a call outside the
// calling hours (a New York number at 10 PM there) and Lookup of a number whose time is told, inside the
// hours and outside them, at 320 CSS px, at 200% and in forced colours. Each says the time there in the
// language, in the catalog's words; nothing reaches past the window's sides or is cut at its width; the
// confirmation keeps the question, the number, the warning and both buttons in view with the focus on
// Cancel; axe finds nothing. One app serves every language (the language is changed as Settings does).
// Main's clock (the harness's page clock) starts where New York reads 10 PM: Eastern Daylight Time,
// UTC−4, after the change of 8 March 2026; Springfield, IL (Central) then reads 9 PM, the end of the
// default hours, and Fairview, OR (Pacific and Mountain) 7 to 8 PM, inside them.
// Screenshots: test-results/screenshots/hours-walk-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONFIRM_PAGE_SIZE } from '../../main/shell/confirm-size';
import type { Bounds } from '../../main/shell/window-bounds';
import type { CalledPartyTime, DisplayLanguage, LookupView } from '../../preload/contract';
import { de } from '../../preload/shared/i18n/catalogs/de';
import { es } from '../../preload/shared/i18n/catalogs/es';
import { fr } from '../../preload/shared/i18n/catalogs/fr';
import { it as italian } from '../../preload/shared/i18n/catalogs/it';
import { ptBR } from '../../preload/shared/i18n/catalogs/pt-BR';
import { LANGUAGES, type Language } from '../../preload/shared/i18n/languages';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { localTimeInWords, outsideHoursInWords } from '../../renderer/format/local-time';
import { plainText } from '../support/plain-text';
import { runAxe } from './axe';
import { openConfirmation, SCREEN } from './confirm-window';
import { type App, clockFrom, startApp } from './harness';
import { cutText } from './language-walk';
import { horizontalOverflow } from './views';

/** The text as compared, ends trimmed. */
const trimmedPlain = (text: string | null | undefined) => plainText(text).trim();

/** 10:00 PM in New York, 9:00 PM in Springfield, IL, 7:00 PM in most of Oregon. */
const LATE = Date.parse('2026-03-11T02:00:00Z');
/** A New York number no lookup knows: its time comes from its area, 212, alone. */
const NEW_YORK = '+1 212 555 0123';
/** The demo lookup puts it in Springfield, IL: at LATE 9 PM there, the end of the calling hours. */
const SPRINGFIELD = '+1 555 555 0123';
/** The demo lookup puts it in Fairview, OR: Oregon keeps two zones, so its time is a range, inside the hours. */
const FAIRVIEW = '+1 555 555 0179';

/** (confirm-window.ts's SCREEN: at 200% the confirmation is 420 CSS px wide.) A screen only 640 px wide: at 200% the confirmation has 320 CSS px. */
const NARROW_SCREEN: Bounds = { x: 0, y: 0, width: 640, height: 1040 };

/** The catalogs the languages other than English speak from: each message of the walk must be in it. */
const CATALOGS: Record<Exclude<Language, 'en'>, Record<string, unknown>> = {
  de,
  es,
  fr,
  it: italian,
  'pt-BR': ptBR,
};
/** The messages the walk shows. */
const SHOWN: MessageKey[] = [
  'localTime.outside',
  'localTime.there',
  'localTime.thereIn',
  'localTime.estimate',
  'confirm.from.link',
  'confirm.cancel',
  'confirm.call',
  'lookup.title',
];

let app: App;
/** A second main window, zoomed to 200%. */
let zoomed: Page;

beforeAll(async () => {
  app = await startApp({ demo: { now: clockFrom(LATE) }, viewport: { width: 320, height: 640 } });
  zoomed = await app.openPage({ hash: '', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  await zoomed.getByRole('navigation', { name: t('app.name') }).waitFor();
}, 60_000);
afterAll(() => app?.close());

/** Speaks `language` from now on, as Settings' choice does: the windows at once, and this test's t(). */
async function speak(language: DisplayLanguage) {
  await app.core.updateSettings({ general: { language } });
  for (const page of [app.page, zoomed])
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  if (language !== 'en')
    for (const key of SHOWN) expect(CATALOGS[language as Exclude<Language, 'en'>], key).toHaveProperty([key]);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Every axe violation, any impact, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  return (await runAxe(page)).map(
    (violation) =>
      `${violation.id} (${violation.impact}: ${violation.help}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** What of `selectors` does not lie wholly inside the viewport, described; [] when all does. */
function outOfView(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((kept) => {
    const root = document.documentElement;
    const problems: string[] = [];
    for (const selector of kept) {
      const found = [...document.querySelectorAll<HTMLElement>(selector)];
      if (found.length === 0) problems.push(`no ${selector}`);
      for (const element of found) {
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.left < 0 || box.bottom > root.clientHeight || box.right > root.clientWidth)
          problems.push(`"${element.textContent?.trim().slice(0, 30)}" at ${JSON.stringify(box)}`);
      }
    }
    return problems;
  }, selectors);
}

/**
 * What is wrong with a warning's frame, null when it has one: a solid border of a colour other than the box's own (the
 * danger colour on its tint; in forced colours the system's text colour on its background), so that it
 * stands apart from the text and the buttons around it.
 */
function warningFrame(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((chosen) => {
    const box = document.querySelector<HTMLElement>(chosen);
    if (!box) return `no ${chosen}`;
    const style = getComputedStyle(box);
    if (style.borderTopStyle === 'none' || Number.parseFloat(style.borderTopWidth) < 1)
      return `${chosen} has no border`;
    if (style.borderTopColor === style.backgroundColor)
      return `${chosen}'s border is its background's colour`;
    return null;
  }, selector);
}

// ─── The confirmation window ───

/** The confirmation as it must be, whatever its size: what it says, in the language, and where. */
async function checkConfirmation(page: Page, language: string, time: CalledPartyTime, display: string) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  const alert = page.getByRole('alert');
  expect(await alert.count()).toBe(1);
  expect(await alert.isVisible()).toBe(true);
  expect(trimmedPlain(await alert.textContent())).toBe(trimmedPlain(outsideHoursInWords(time)));
  expect(trimmedPlain(await page.locator('.confirm .eyebrow').textContent())).toBe(
    trimmedPlain(t('confirm.from.link')),
  );
  expect(trimmedPlain(await page.getByRole('heading').textContent())).toContain(trimmedPlain(display));
  // Outside the hours the warning says the time: no line of its own beside it.
  expect(await page.locator('.confirm .local-time').count()).toBe(0);
  for (const name of [t('confirm.cancel'), t('confirm.call')])
    expect(
      await page.getByRole('button', { name: new RegExp(`^\\s*${escaped(name)}`) }).isVisible(),
      name,
    ).toBe(true);
  await expect.poll(() => focusedText(page)).toMatch(new RegExp(`^${escaped(t('confirm.cancel'))}`));
  const problems = [
    ...(await horizontalOverflow(page)),
    ...(await cutText(page, { data: true })),
    ...(await outOfView(page, [
      '.confirm .eyebrow',
      '#confirm-number',
      '.hours-alert',
      '.confirm-actions button',
    ])),
    ...(await axeFindings(page)),
  ];
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);
}

describe.each(LANGUAGES)('%s', (language) => {
  test('the confirmation of a call at 10 PM in New York, at 320 CSS px, at 200% and in forced colours', async () => {
    await speak(language);
    const started = await app.core.startCall(NEW_YORK, 'link');
    if (started.kind !== 'confirm')
      throw new Error(`expected a call waiting for confirmation, got ${started.kind}`);
    const { pending } = started;
    const time = pending.localTime;
    expect(time?.verdict).toBe('outside');
    if (!time) return;
    try {
      // 200% on a 640 px screen: 320 CSS px.
      const narrow = await openConfirmation(app, 2, NARROW_SCREEN);
      expect(narrow.viewportSize()?.width).toBe(320);
      await checkConfirmation(narrow, language, time, pending.display);
      expect(await warningFrame(narrow, '.hours-alert')).toBeNull();
      await app.screenshot(`hours-walk-${language}-confirm-320`, narrow);
      // And in forced colours: the warning keeps a frame of its own.
      await narrow.emulateMedia({ forcedColors: 'active' });
      await checkConfirmation(narrow, language, time, pending.display);
      expect(await warningFrame(narrow, '.hours-alert')).toBeNull();
      await app.screenshot(`hours-walk-${language}-confirm-320-forced`, narrow);
      await narrow.close();

      // 200% on a full screen: the window's 420 CSS px.
      const wide = await openConfirmation(app, 2, SCREEN);
      expect(wide.viewportSize()?.width).toBe(CONFIRM_PAGE_SIZE.width);
      await checkConfirmation(wide, language, time, pending.display);
      await app.screenshot(`hours-walk-${language}-confirm-200`, wide);
      await wide.close();
    } finally {
      await app.core.cancelPendingCall({ id: pending.id });
    }
    expect(app.demo.requestsFor('originate')).toHaveLength(0);
    expect(app.problems).toEqual([]);
  }, 60_000);

  test('Lookup of a number inside the hours and one outside them, at 320 CSS px, at 200% and in forced colours', async () => {
    await speak(language);
    const cases = [
      { page: app.page, size: { width: 320, height: 640 }, forced: false, name: '320' },
      // A 1280 × 800 window at 200%.
      { page: zoomed, size: { width: 640, height: 400 }, forced: false, name: '200' },
      // A 640 px window at 200%: 320 CSS px, in forced colours.
      { page: zoomed, size: { width: 320, height: 560 }, forced: true, name: '320-200-forced' },
    ];
    for (const { page, size, forced, name } of cases) {
      await page.setViewportSize(size);
      if (forced) await page.emulateMedia({ forcedColors: 'active' });
      try {
        for (const number of [FAIRVIEW, SPRINGFIELD]) {
          const outside = number === SPRINGFIELD;
          const time = await lookUp(page, number);
          expect(time.verdict, number).toBe(outside ? 'outside' : 'inside');
          const line = page.locator('.lookup-local-time');
          const said = line.locator('p').first();
          expect(trimmedPlain(await said.textContent())).toBe(
            trimmedPlain(outside ? outsideHoursInWords(time) : localTimeInWords(time)),
          );
          if (!outside) expect(trimmedPlain(await said.textContent())).toContain('(Fairview, OR)');
          expect(await said.isVisible()).toBe(true);
          expect(trimmedPlain(await line.locator('p.muted').textContent())).toBe(
            trimmedPlain(t('localTime.estimate')),
          );
          expect(await line.evaluate((element) => element.classList.contains('outside'))).toBe(outside);
          // Outside the hours, a framed warning as the do-not-call one is, in forced colours too.
          if (outside) expect(await warningFrame(page, '.lookup-local-time.outside > p')).toBeNull();
          const problems = [
            ...(await horizontalOverflow(page)),
            ...(await cutText(page, { data: true })),
            ...(await typedNumberCut(page)),
            ...(await axeFindings(page)),
          ];
          expect(problems, `${number} at ${name}`).toEqual([]);
          await said.scrollIntoViewIfNeeded();
          await app.screenshot(
            `hours-walk-${language}-lookup-${name}-${outside ? 'outside' : 'inside'}`,
            page,
          );
        }
      } finally {
        if (forced) await page.emulateMedia({ forcedColors: 'none' });
      }
    }
    expect(app.problems).toEqual([]);
  }, 90_000);
});

/** The number typed in Lookup's field, scrolled partly out of sight; [] when it shows whole. */
const typedNumberCut = (page: Page): Promise<string[]> =>
  page
    .getByRole('combobox', { name: t('lookup.numberLabel'), exact: true })
    .evaluate((field: HTMLInputElement) =>
      field.scrollWidth > field.clientWidth
        ? [`the field shows "${field.value}" cut (${field.scrollWidth} > ${field.clientWidth})`]
        : [],
    );

/** Looks `number` up in Lookup as a person does, and returns the time there main answered with. */
async function lookUp(page: Page, number: string): Promise<CalledPartyTime> {
  const nav = page.getByRole('navigation', { name: t('app.name') });
  await nav
    .getByRole('button', { name: new RegExp(`^${escaped(t('nav.lookup'))}`) })
    .first()
    .click();
  const field = page.getByRole('combobox', { name: t('lookup.numberLabel'), exact: true });
  await field.fill(number);
  const asked = app.callsTo('lookupNumber').length;
  await page.getByRole('button', { name: t('lookup.lookUp'), exact: true }).click();
  await expect.poll(() => app.callsTo('lookupNumber').length).toBeGreaterThan(asked);
  const reply = app.callsTo('lookupNumber').at(-1)?.reply;
  if (!reply?.ok) throw new Error(`the lookup of ${number} failed: ${JSON.stringify(reply)}`);
  const { localTime } = reply.value as LookupView;
  if (!localTime) throw new Error(`the lookup of ${number} tells no time`);
  // The result for this number is drawn (a result for another may have been on show).
  await expect
    .poll(async () => trimmedPlain(await page.locator('.lookup-local-time > p').first().textContent()))
    .toBe(
      trimmedPlain(
        localTime.verdict === 'outside' ? outsideHoursInWords(localTime) : localTimeInWords(localTime),
      ),
    );
  return localTime;
}

describe('screenshots in German', () => {
  test('Lookup at 360, 420 and 1280 px, light and dark', async () => {
    await speak('de');
    const { page } = app;
    for (const number of [FAIRVIEW, SPRINGFIELD]) {
      for (const width of [360, 420, 1280]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 680 });
        await lookUp(page, number);
        expect(await horizontalOverflow(page)).toEqual([]);
        await page.locator('.lookup-local-time').scrollIntoViewIfNeeded();
        await app.screenshot(
          `hours-walk-de-lookup-${width}-${number === SPRINGFIELD ? 'outside' : 'inside'}`,
        );
      }
    }
    expect(app.problems).toEqual([]);
  }, 90_000);
});
