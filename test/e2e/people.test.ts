// People against the real core (its contacts file in the run's data folder): what an empty People says
// and offers (Import… beside Add contact), a contact with three numbers added and edited through the
// editor, deleted and brought back with Undo, calling it asks which number and places exactly one call to
// the one chosen, favourites ordered by keyboard and shown on the dial pad, and Save to contacts from a
// call in History. Screenshots:
// test-results/screenshots/people-*.png (and .dark.png).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Contact, ContactDraft, Favourite, LookupView, Party } from '../../preload/contract';
import { LANGUAGES } from '../../preload/shared/i18n/languages';
import { t } from '../../preload/shared/i18n/translate';
import { runAxe, seriousViolations } from './axe';
import { type App, startApp } from './harness';
import { cutFieldText, cutText } from './language-walk';
import {
  closeDetail,
  contactRow,
  cutPeople,
  historyList,
  horizontalOverflow,
  VIEWS,
  WINDOW_SIZES,
} from './views';

let app: App;
beforeAll(async () => {
  // The local history is synced: History's search finds a caller by name.
  app = await startApp({ callLockMs: 0, historySync: true });
  await app.historySynced();
});
afterAll(() => app?.close());

const nav = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: t('app.name') })
    .getByRole('button', { name })
    .first();
const details = (page: Page) => page.getByRole('complementary', { name: t('detail.pane') });
const originates = () => app.demo.requestsFor('originate');
const lastRequest = <T>(channel: string): T | undefined =>
  app.callsTo(channel).at(-1)?.request as T | undefined;
const lastReply = <T>(channel: string): T | undefined => {
  const reply = app.callsTo(channel).at(-1)?.reply;
  return reply?.ok ? (reply.value as T) : undefined;
};
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

/** The contact this file adds: three numbers, one of each kind a desk keeps. */
const PRIYA = {
  name: 'Priya Natarajan',
  company: 'Northwind Freight',
  numbers: [
    { label: 'mobile', number: '555-555-0181' },
    { label: 'work', number: '(555) 555-0182' },
    { label: 'extension', number: '203' },
  ],
} as const;

describe('an empty People', () => {
  test('says what People is for and offers Import… and Add contact', async () => {
    const { page } = app;
    await nav(page, t('nav.people')).click();
    await page.getByText(t('people.empty.title')).waitFor();
    expect(await page.getByText(t('people.empty.body')).isVisible()).toBe(true);
    // Add contact beside the title and in the empty state's own words; Import… beside the second, and
    // Export… nowhere: there is nothing to export yet.
    expect(await page.getByRole('button', { name: t('people.add') }).count()).toBe(2);
    const emptyActions = page.locator('.people-empty-actions');
    expect((await emptyActions.getByRole('button').allTextContents()).map((words) => words.trim())).toEqual([
      t('people.import.button'),
      t('people.add'),
    ]);
    expect(await page.getByRole('button', { name: t('people.export.button') }).count()).toBe(0);
    await app.screenshot('people-empty-1280');
    await page.setViewportSize({ width: 360, height: 640 });
    await app.screenshot('people-empty-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(app.problems).toEqual([]);
  });
});

describe('a contact with three numbers', () => {
  test('is added through the editor: a name, a company and three labelled numbers', async () => {
    const { page } = app;
    await page
      .getByRole('button', { name: t('people.add') })
      .first()
      .click();
    const editor = details(page);
    const name = editor.getByLabel(t('people.editor.name'), { exact: true });
    // The editor opens with its name field ready to type into.
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    await name.fill(PRIYA.name);
    await editor.getByLabel(t('people.editor.company')).fill(PRIYA.company);
    for (const [index, { label, number }] of PRIYA.numbers.entries()) {
      const position = index + 1;
      const field = editor.getByLabel(t('people.editor.number', { position }), { exact: true });
      if (index > 0) {
        await editor.getByRole('button', { name: t('people.editor.addNumber') }).click();
        // A row added is typed into at once.
        await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
      }
      await editor.getByLabel(t('people.editor.label', { position })).selectOption(label);
      await field.fill(number);
    }
    await app.screenshot('people-editor-new');
    await editor.getByRole('button', { name: t('people.editor.save') }).click();

    await editor.getByRole('heading', { name: t('people.numbers') }).waitFor();
    const draft = lastRequest<{ draft: ContactDraft }>('saveContact')?.draft;
    expect(draft).toEqual({
      name: PRIYA.name,
      company: PRIYA.company,
      note: '',
      numbers: PRIYA.numbers.map((number) => ({ id: null, ...number })),
    });
    // Each number with its label and Call, Look up and Copy; the row in the list says them all.
    const items = editor.locator('.contact-number');
    expect(await items.count()).toBe(3);
    expect(await items.locator('.contact-number-label').allTextContents()).toEqual([
      t('people.label.mobile'),
      t('people.label.work'),
      t('people.label.extension'),
    ]);
    for (const item of await items.all()) {
      expect(await item.getByRole('button', { name: new RegExp(`^${t('people.call')} `) }).count()).toBe(1);
      expect(await item.getByRole('button', { name: new RegExp(`^${t('lookup.copy')} `) }).count()).toBe(1);
    }
    const row = contactRow(page, PRIYA.name);
    await row.waitFor();
    expect(await row.textContent()).toContain(PRIYA.company);
    expect(await row.locator('.contact-row-numbers').textContent()).toContain(t('people.label.extension'));
    await app.screenshot('people-detail');
    expect(app.problems).toEqual([]);
  });

  test('a limit is said where it bites: a name at its length, and the numbers a contact holds', async () => {
    const { page } = app;
    await details(page)
      .getByRole('button', { name: t('people.edit'), exact: true })
      .click();
    const editor = details(page);
    const name = editor.getByLabel(t('people.editor.name'), { exact: true });
    await name.fill('N'.repeat(300));
    expect((await name.inputValue()).length).toBe(256);
    await editor.getByText(t('people.editor.atLimit', { count: 256 })).waitFor();
    expect(await name.getAttribute('aria-describedby')).toContain('hint');
    await name.fill(PRIYA.name);
    expect(await editor.getByText(t('people.editor.atLimit', { count: 256 })).count()).toBe(0);
    // Up to 50 numbers: then Add number stops, and says why beside it.
    const add = editor.getByRole('button', { name: t('people.editor.addNumber') });
    for (let rows = 3; rows < 50; rows++) await add.click();
    expect(await add.isDisabled()).toBe(true);
    await editor.getByText(t('people.editor.tooManyNumbers', { count: 50 })).waitFor();
    await app.screenshot('people-editor-full');
    // Cancel keeps the contact as saved, and Edit has the focus again.
    await editor.getByRole('button', { name: t('form.cancel') }).click();
    await editor.getByRole('heading', { name: t('people.numbers') }).waitFor();
    await expect.poll(() => focused(page)).toContain(t('people.edit'));
    expect(await details(page).locator('.contact-number').count()).toBe(3);
  });

  test('is edited: its numbers keep their ids, and a name left empty is said next to the field', async () => {
    const { page } = app;
    const before = lastReply<Contact>('saveContact');
    await details(page)
      .getByRole('button', { name: t('people.edit'), exact: true })
      .click();
    const editor = details(page);
    const name = editor.getByLabel(t('people.editor.name'), { exact: true });
    await name.fill('');
    await editor.getByRole('button', { name: t('people.editor.save') }).click();
    await editor.getByText(t('people.editor.nameRequired')).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await app.screenshot('people-editor-name-missing');
    await name.fill(PRIYA.name);
    await editor.getByLabel(t('people.editor.note'), { exact: true }).fill('Night shift: call the mobile.');
    await editor.getByRole('button', { name: t('people.editor.save') }).click();
    await editor.getByRole('heading', { name: t('people.numbers') }).waitFor();
    const request = lastRequest<{ id: string; draft: ContactDraft }>('saveContact');
    expect(request?.id).toBe(before?.id);
    expect(request?.draft.numbers.map((number) => number.id)).toEqual(before?.numbers.map((n) => n.id));
    expect(await editor.getByText('Night shift: call the mobile.').isVisible()).toBe(true);
  });

  test('is deleted, and Undo right after (by keyboard) brings it back as it was', async () => {
    const { page } = app;
    await details(page)
      .getByRole('button', { name: t('people.delete'), exact: true })
      .click();
    const undo = page.getByRole('button', { name: t('people.undo'), exact: true });
    await undo.waitFor();
    await expect.poll(() => contactRow(page, PRIYA.name).count()).toBe(0);
    // The focus is on Undo: Enter brings the contact back.
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await app.screenshot('people-deleted');
    await page.keyboard.press('Enter');
    await contactRow(page, PRIYA.name).waitFor();
    const deleted = lastReply<Contact>('deleteContact');
    expect(lastRequest<{ contact: Contact }>('restoreContact')?.contact).toEqual(deleted);
    expect(lastReply<Contact>('restoreContact')).toEqual(deleted);
    await details(page)
      .getByRole('heading', { name: t('people.numbers') })
      .waitFor();
    expect(await undo.count()).toBe(0);
    expect(app.problems).toEqual([]);
  });

  test('calling it asks which number, each with its label; one choice places exactly one call', async () => {
    const { page } = app;
    const before = originates().length;
    await details(page)
      .getByRole('button', { name: t('people.call'), exact: true })
      .click();
    const question = page.getByRole('alertdialog', { name: t('people.choose.title', { name: PRIYA.name }) });
    await question.waitFor();
    const choices = question.locator('.number-choice-button');
    expect(await choices.allTextContents()).toEqual([
      `${t('people.label.mobile')}(555) 555-0181`,
      `${t('people.label.work')}(555) 555-0182`,
      `${t('people.label.extension')}203`,
    ]);
    // The first number has the focus; Esc asks nothing of the phone system.
    await expect.poll(() => focused(page)).toContain('(555) 555-0181');
    await app.screenshot('people-which-number');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    // The detail stays open under the question Esc answered.
    expect(await details(page).isVisible()).toBe(true);
    await page.waitForTimeout(200);
    expect(originates()).toHaveLength(before);

    // From the list: C on the contact's row asks the same; the work number is chosen.
    const list = page.getByRole('listbox', { name: t('people.listLabel') });
    await contactRow(page, PRIYA.name).click();
    await list.focus();
    await page.keyboard.press('c');
    await question.waitFor();
    await question.getByRole('button', { name: /555-0182/ }).click();
    await expect.poll(() => originates().length).toBe(before + 1);
    await page.waitForTimeout(300);
    expect(originates()).toHaveLength(before + 1);
    const destination = new URLSearchParams(originates().at(-1)?.query).get('destination');
    expect(destination).toBe('5555550182');
    await expect
      .poll(() => app.callsTo('placeCall').at(-1)?.request)
      .toEqual({ number: '(555) 555-0182', source: 'people' });
    expect(await question.count()).toBe(0);
    await app.screenshot('people-called');
    expect(app.problems).toEqual([]);
  });
});

describe('favourites', () => {
  test('starred numbers are listed in the person’s order, moved by Alt+↑/↓ and by their buttons', async () => {
    const { page } = app;
    await contactRow(page, PRIYA.name).click();
    const stars = details(page).locator('.star');
    for (const star of await stars.all()) {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    }
    const favourites = page.getByRole('region', { name: t('people.favourites.title') });
    const names = () => favourites.locator('.favourite-number').allTextContents();
    await expect.poll(async () => (await names()).length).toBe(3);
    const starredOrder = await names();

    // The last one up to the top by keyboard: the focus stays on it as it moves.
    const last = favourites.locator('.favourite-call').last();
    const moved = await last.textContent();
    await last.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => favourites.locator('.favourite-call').first().textContent()).toBe(moved);
    await expect.poll(() => focused(page)).toBe(moved);
    expect(await names()).toEqual([starredOrder[2], starredOrder[0], starredOrder[1]]);
    // Main keeps the order shown.
    await expect
      .poll(() =>
        lastReply<Favourite[]>('orderFavourites')?.map((f) => `${t(`people.label.${f.label}`)} ${f.shown}`),
      )
      .toEqual(await names());
    // A screen reader hears where it is now.
    expect(await favourites.getByRole('status').textContent()).toContain('1');

    // Its Move down button, by pointer: one place down, the button keeps the focus.
    const down = favourites
      .locator('.favourite')
      .first()
      .getByRole('button', {
        name: new RegExp(
          t('people.favourites.moveDown', { name: PRIYA.name, label: t('people.label.extension') }),
        ),
      });
    await down.click();
    expect(await names()).toEqual([starredOrder[0], starredOrder[2], starredOrder[1]]);
    await expect
      .poll(() => focused(page))
      .toBe(t('people.favourites.moveDown', { name: PRIYA.name, label: t('people.label.extension') }));
    await app.screenshot('people-favourites');

    // The dial pad shows them in the same order; a click calls the number once, as the contact holds it.
    await nav(page, t('nav.dialPad')).click();
    const onDialPad = page.getByRole('region', { name: t('people.favourites.title') });
    await onDialPad.locator('.favourite-call').first().waitFor();
    expect(
      await onDialPad.locator('.favourite-call').evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    ).toEqual(
      await favourites.locator('.favourite-call').evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    );
    await app.screenshot('people-dialpad-favourites');
    const before = originates().length;
    await onDialPad.locator('.favourite-call').first().click();
    await expect.poll(() => originates().length).toBe(before + 1);
    // The bridge records the call once its reply is back, after the phone system saw the originate.
    await expect
      .poll(() => app.callsTo('placeCall').at(-1)?.request)
      .toEqual({ number: '555-555-0181', source: 'people' });
    await page.waitForTimeout(300);
    expect(originates()).toHaveLength(before + 1);
    expect(app.problems).toEqual([]);
  });
});

describe('Save to contacts', () => {
  test('from a call in History: the editor starts from its number and the name the phone system recorded', async () => {
    const { page } = app;
    await nav(page, t('nav.history')).click();
    const list = historyList(() => page);
    await list.search().fill('Samuel');
    const row = list.rows().filter({ hasText: 'Samuel Brooks' }).first();
    await row.click();
    const detail = details(page);
    const save = detail.getByRole('button', { name: t('people.saveTo') });
    await save.waitFor();
    const opened = lastReply<{ party: { number: string; recordedName: string | null } }>('getCallRecord');
    const number = opened?.party.number ?? '';
    await app.screenshot('people-history-save');
    await save.click();

    const editor = details(page);
    const name = editor.getByLabel(t('people.editor.name'), { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe(opened?.party.recordedName ?? '');
    expect(
      await editor.getByLabel(t('people.editor.number', { position: 1 }), { exact: true }).inputValue(),
    ).toBe(number);
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    await app.screenshot('people-editor-from-history');
    // The person's own name for them, which History shows from now on.
    await name.fill('Sam Brooks');
    await editor.getByRole('button', { name: t('people.editor.save') }).click();
    await contactRow(page, 'Sam Brooks').waitFor();

    expect(app.problems).toEqual([]);
  });

  test('from a lookup: its place starts the note; saved, the result offers Edit contact', async () => {
    const { page } = app;
    await nav(page, t('nav.lookup')).click();
    await page.getByRole('combobox', { name: t('lookup.numberLabel'), exact: true }).fill('5555550111');
    await page.getByRole('button', { name: t('lookup.lookUp'), exact: true }).click();
    const result = page.getByRole('article');
    await result.waitFor();
    const { city, state } = lastReply<LookupView>('lookupNumber')?.facts ?? { city: null, state: null };
    expect(city).not.toBeNull();
    await result.getByRole('button', { name: t('people.saveTo') }).click();
    const editor = details(page);
    const note = editor.getByLabel(t('people.editor.note'), { exact: true });
    await note.waitFor();
    expect(await note.inputValue()).toBe([city, state].filter(Boolean).join(', '));
    expect(
      await editor.getByLabel(t('people.editor.number', { position: 1 }), { exact: true }).inputValue(),
    ).toBe('(555) 555-0111');
    await editor.getByLabel(t('people.editor.name'), { exact: true }).fill('Baker & Sons');
    await editor.getByRole('button', { name: t('people.editor.save') }).click();
    await contactRow(page, 'Baker & Sons').waitFor();

    await nav(page, t('nav.lookup')).click();
    await page.getByRole('button', { name: t('lookup.lookUp'), exact: true }).click();
    await page
      .getByRole('article')
      .getByRole('button', { name: t('people.editContact') })
      .click();
    await expect
      .poll(() => details(page).getByLabel(t('people.editor.name'), { exact: true }).inputValue())
      .toBe('Baker & Sons');
    await closeDetail(page);
    expect(app.problems).toEqual([]);
  });
});

describe('Save to contacts from a voicemail and a recording', () => {
  test.each([
    ['voicemail-detail', 'listVoicemail', '.messages'],
    ['recording-detail', 'listRecordings', '.recordings'],
  ])('%s: the editor starts from the caller’s number as recorded', async (viewName, channel, list) => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await VIEWS.find((view) => view.name === viewName)?.show(page);
    // A named caller no contact holds, with a number to call back.
    const party = lastReply<{ party: Party }[]>(channel)
      ?.map((record) => record.party)
      .find(
        ({ name, number, contactId }) => contactId === null && name !== null && /\d{7}/.test(number ?? ''),
      );
    if (!party?.name || !party.number) throw new Error(`no named caller without a contact in ${channel}`);
    await page.locator(`${list} [role="option"]`).filter({ hasText: party.name }).first().click();
    await details(page)
      .getByRole('button', { name: t('people.saveTo') })
      .click();
    const number = details(page).getByLabel(t('people.editor.number', { position: 1 }), { exact: true });
    await expect.poll(() => number.inputValue()).toBe(party.number);
    expect(await details(page).getByLabel(t('people.editor.name'), { exact: true }).inputValue()).toBe(
      party.recordedName ?? '',
    );
    await closeDetail(page);
    expect(app.problems).toEqual([]);
  });
});

describe('the contacts file’s health', () => {
  test('a file restored from its backup is said over every screen until dismissed; one that cannot be written, on People', async () => {
    const { page } = app;
    const favourites = await app.core.listFavourites(undefined);
    const restored =
      'Your contacts file was damaged; your contacts from 24 Nov were restored from its backup.';
    await app.emit('contactsChanged', { favourites, status: { problem: null, restored } });
    const banner = page.getByRole('alert').filter({ hasText: restored });
    await banner.waitFor();
    await nav(page, t('nav.history')).click();
    expect(await banner.isVisible()).toBe(true);
    await app.screenshot('people-restored');
    await banner.getByRole('button', { name: t('people.dismissRestored') }).click();
    await banner.waitFor({ state: 'detached' });

    const problem = 'Dialdesk cannot save your contacts: the disk is full.';
    await app.emit('contactsChanged', { favourites, status: { problem, restored } });
    await nav(page, t('nav.people')).click();
    await page.locator('.people-status').filter({ hasText: problem }).waitFor();
    // The restored notice dismissed stays away: main says it again, but it is the same notice.
    expect(await banner.count()).toBe(0);
    await app.screenshot('people-file-problem');
    await app.emit('contactsChanged', { favourites, status: { problem: null, restored: null } });
    await page.locator('.people-status').filter({ hasText: problem }).waitFor({ state: 'detached' });
    expect(app.problems).toEqual([]);
  });
});

/**
 * People's views (the list with its favourites, a contact, its editor, an import's preview), as the walks
 * of every view show them.
 */
const PEOPLE_VIEWS = VIEWS.filter((view) => view.name.startsWith('people'));
/** people-320.png, people-detail-320.png, people-editor-de-200.png… */
const shotName = (view: string, suffix: string) => `${view}-${suffix}`;

/** A second window at 200% of the default (210 CSS px wide), once its navigation is up. */
async function openAt200() {
  const page = await app.openPage({ hash: '', viewport: { width: 210, height: 350 }, deviceScaleFactor: 2 });
  await page.getByRole('navigation', { name: t('app.name') }).waitFor();
  return page;
}

describe('People at every size, zoomed, in forced colours and in each language', () => {
  test('from 320 px to a full screen, light and dark: nothing sideways, names whole, no serious axe violation', async () => {
    const { page } = app;
    const problems: string[] = [];
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      for (const view of PEOPLE_VIEWS) {
        await view.show(page);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          const found = [
            ...(await horizontalOverflow(page)),
            ...(await cutPeople(page)),
            ...seriousViolations(await runAxe(page)),
          ];
          for (const problem of found) problems.push(`${view.name} ${size.width} ${scheme}: ${problem}`);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await app.screenshot(shotName(view.name, String(size.width)));
      }
    }
    expect(problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 240_000);

  test('at 200% of the default window (210 CSS px) and in forced colours', async () => {
    const page = await openAt200();
    const problems: string[] = [];
    for (const view of PEOPLE_VIEWS) {
      await view.show(page);
      for (const problem of [
        ...(await horizontalOverflow(page)),
        ...(await cutPeople(page)),
        ...(await cutText(page)),
      ])
        problems.push(`${view.name} at 200%: ${problem}`);
      await app.screenshot(shotName(view.name, '200'), page);
    }
    await page.setViewportSize({ width: 420, height: 700 });
    await page.emulateMedia({ forcedColors: 'active' });
    for (const view of PEOPLE_VIEWS) {
      await view.show(page);
      await app.screenshot(shotName(view.name, 'forced'), page);
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 240_000);

  test('in German at 200%: whole words, within the window', async () => {
    await app.core.updateSettings({ general: { language: 'de' } });
    try {
      await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe('de');
      const page = await openAt200();
      const problems: string[] = [];
      for (const view of PEOPLE_VIEWS) {
        await view.show(page);
        const found = [
          ...(await horizontalOverflow(page)),
          ...(await cutPeople(page)),
          ...(await cutText(page, { data: true })),
          ...(await cutFieldText(page, { examples: false })),
        ];
        for (const problem of found) problems.push(`${view.name}: ${problem}`);
        await app.screenshot(shotName(view.name, 'de-200'), page);
      }
      await page.close();
      expect(problems).toEqual([]);
    } finally {
      await app.core.updateSettings({ general: { language: 'system' } });
    }
  }, 240_000);

  test.each(LANGUAGES)(
    '%s at 420 px: People, a contact and its editor',
    async (language) => {
      const { page } = app;
      await page.setViewportSize({ width: 420, height: 700 });
      await app.core.updateSettings({ general: { language } });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      for (const view of PEOPLE_VIEWS) {
        await view.show(page);
        expect(await horizontalOverflow(page)).toEqual([]);
        expect(await cutFieldText(page, { examples: false })).toEqual([]);
        await app.screenshot(shotName(view.name, `${language}-420`));
      }
      await app.core.updateSettings({ general: { language: 'system' } });
    },
    60_000,
  );
});

describe('the calls of a contact', () => {
  test('a call in History from a contact’s number shows the contact’s name, the phone system’s too, and Edit contact', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await nav(page, t('nav.history')).click();
    const list = historyList(() => page);
    await list.search().fill('Brooks');
    await list.rows().filter({ hasText: 'Sam Brooks' }).first().click();
    const detail = details(page);
    await detail.getByText(t('detail.nameFrom.contact')).waitFor();
    expect(await detail.locator('.name-from').textContent()).toContain('Samuel Brooks');
    await app.screenshot('people-history-contact');
    await detail.getByRole('button', { name: t('people.editContact') }).click();
    await expect
      .poll(() => details(page).getByLabel(t('people.editor.name'), { exact: true }).inputValue())
      .toBe('Sam Brooks');
    expect(app.problems).toEqual([]);
  });
});
