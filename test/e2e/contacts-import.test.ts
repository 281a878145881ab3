// People's Import… and Export… against the real core, its importer and exporter, with the open and save
// dialogs answered by the harness: with no contact yet Import… stands beside Add contact, and a closed
// dialog says nothing; a file that is no address book is refused in main's words with the app still
// answering; the preview, before anything is written, says what each file was read as, the counts in
// words with a few names, the numbers that could not be read and what was left out, and Cancel there
// writes nothing; two conflicts shown side by side, one settled with the file's version and one kept,
// by keyboard; the same file again would change nothing and Import says so; Export… offers its three
// formats for the contacts listed and says where the file went, with its notes and Show in folder.
// Screenshots: test-results/screenshots/contacts-import-*.png (and .dark.png).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  Contact,
  ContactsExported,
  ContactsImported,
  ContactsImportPreview,
  ImportChoices,
} from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { type App, startApp } from './harness';
import { contactRow, horizontalOverflow, PREVIEW_FILE, seedPeople } from './views';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const people = (page: Page) =>
  page
    .getByRole('navigation', { name: t('app.name') })
    .getByRole('button', { name: t('nav.people') })
    .first();
const importButton = (page: Page) => page.getByRole('button', { name: t('people.import.button') });
const previewScreen = (page: Page) => page.locator('.import-preview');
const actions = (page: Page) => previewScreen(page).locator('.import-actions');
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const isFocused = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => element === document.activeElement);
const lastReply = <T>(channel: string): T | undefined => {
  const reply = app.callsTo(channel).at(-1)?.reply;
  return reply?.ok ? (reply.value as T) : undefined;
};
const kept = async (name: string): Promise<Contact | undefined> =>
  (await app.core.listContacts({ text: name })).find((contact) => contact.name === name);

/** Presses Import… with the open dialog answered with `files`, and waits for the preview's heading. */
async function openPreview(page: Page, files: string[]) {
  app.answerContactFiles(files);
  await importButton(page).first().click();
  const heading = page.getByRole('heading', { name: t('people.import.title'), level: 1 });
  await heading.waitFor();
  return heading;
}

describe('Import…', () => {
  test('with no contact yet stands beside Add contact; a closed dialog says nothing, and Import… has the focus again', async () => {
    const { page } = app;
    await people(page).click();
    const empty = page.locator('.people-empty-actions');
    await empty.getByRole('button', { name: t('people.import.button') }).waitFor();
    expect(await empty.getByRole('button', { name: t('people.add') }).isVisible()).toBe(true);
    await app.screenshot('contacts-import-empty');

    app.answerContactFiles(null);
    await empty.getByRole('button', { name: t('people.import.button') }).click();
    await expect.poll(() => app.contactFileRequests).toBe(1);
    await expect.poll(() => isFocused(importButton(page))).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('.import-done').count()).toBe(0);
    expect(app.callsTo('previewContactsImport').at(-1)?.reply).toEqual({ ok: true, value: null });
    expect(app.problems).toEqual([]);
  });

  test('a file that is no address book is refused in main’s words, and the app still answers', async () => {
    const { page } = app;
    // A zip archive renamed .vcf.
    const archive = join(app.saveDir, 'contacts.vcf');
    await writeFile(archive, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(512, 7)]));
    app.answerContactFiles([archive]);
    await importButton(page).click();
    const refusal = page.getByRole('alert').filter({ hasText: t('people.import.refused') });
    await refusal.waitFor();
    const reply = app.callsTo('previewContactsImport').at(-1)?.reply;
    if (reply?.ok !== false) throw new Error('the archive was not refused');
    expect(reply.error.message).toContain('contacts.vcf');
    expect(await refusal.textContent()).toContain(reply.error.message);
    await expect.poll(() => isFocused(importButton(page))).toBe(true);
    await app.screenshot('contacts-import-refused');
    // Still answering: a contact can be added.
    await page
      .getByRole('button', { name: t('people.add') })
      .first()
      .click();
    await page.getByLabel(t('people.editor.name'), { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    expect(app.callsTo('importContacts')).toEqual([]);
    expect(app.problems).toEqual([]);
  });

  test('shows, before anything is written, what the file was read as, the counts in words, names, unreadable numbers and notes; Cancel writes nothing', async () => {
    const { page } = app;
    await seedPeople(page);
    await people(page).click();
    await contactRow(page, 'Dana Whitfield').waitFor();
    const before = await app.core.listContacts({ text: '' });
    const heading = await openPreview(page, [PREVIEW_FILE]);
    // The focus is on the preview's heading, where a screen reader starts reading it.
    await expect.poll(() => isFocused(heading)).toBe(true);
    const preview = lastReply<ContactsImportPreview>('previewContactsImport');
    if (!preview) throw new Error('no preview');
    expect(preview.counts).toEqual({ new: 7, updated: 0, unchanged: 0, conflict: 2 });

    const sources = section(page, t('people.import.sourcesTitle'));
    expect(await sources.textContent()).toContain('people-preview.vcf');
    expect(await sources.textContent()).toContain(
      t('people.import.source', { count: 9, readAs: preview.sources[0]?.readAs ?? '' }),
    );
    const summary = section(page, t('people.import.summaryTitle'));
    await summary.getByText(t('people.import.verdict.new', { count: 7 })).waitFor();
    await summary.getByText(t('people.import.verdict.conflict', { count: 2 })).waitFor();
    expect(await summary.getByText(t('people.import.verdict.updated', { count: 0 })).count()).toBe(0);
    const newNames = summary.locator('.import-verdict.new .import-examples');
    for (const name of preview.examples.new) expect(await newNames.textContent()).toContain(name);
    expect(await newNames.textContent()).toContain(
      t('people.import.andMore', { count: 7 - preview.examples.new.length }),
    );

    const unreadable = section(page, t('people.import.unreadableTitle'));
    expect(await unreadable.getByRole('listitem').allTextContents()).toEqual([
      '<b>Baker</b> & Sons: CallTheMainSwitchboardAndAskForReception',
      'Jürgen Weiß: Zentrale',
    ]);
    // A name that looks like markup is its text: no element of it.
    expect(await previewScreen(page).locator('b').count()).toBe(0);
    const notes = section(page, t('people.import.notesTitle'));
    expect(preview.notes.length).toBeGreaterThan(0);
    expect(await notes.getByRole('listitem').allTextContents()).toEqual(preview.notes);

    for (const width of [360, 420, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 700 });
      expect(await horizontalOverflow(page)).toEqual([]);
      await app.screenshot(`contacts-import-preview-${width}`);
    }

    await actions(page)
      .getByRole('button', { name: t('form.cancel') })
      .click();
    await previewScreen(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(importButton(page))).toBe(true);
    expect(app.callsTo('cancelContactsImport').length).toBeGreaterThan(0);
    expect(app.callsTo('importContacts')).toEqual([]);
    expect(await app.core.listContacts({ text: '' })).toEqual(before);
    expect(app.problems).toEqual([]);
  });

  test('two conflicts side by side, settled by keyboard: the file’s version for one, mine kept for the other', async () => {
    const { page } = app;
    const omarBefore = await kept('Omar Reyes');
    const heading = await openPreview(page, [PREVIEW_FILE]);
    await expect.poll(() => isFocused(heading)).toBe(true);
    const dana = page.getByRole('group', { name: 'Dana Whitfield' });
    const omar = page.getByRole('group', { name: 'Omar Reyes' });
    // Mine beside the file's: what the file holds otherwise is marked, in words too.
    const [mine, theirs] = await dana.locator('.import-side').all();
    expect(await mine?.textContent()).toContain(t('people.import.yours'));
    expect(await mine?.textContent()).toContain('(555) 555-0100');
    expect(await theirs?.textContent()).toContain(t('people.import.theirs'));
    expect(await theirs?.textContent()).toContain('(555) 555-0109');
    expect(await theirs?.locator('.differs').count()).toBeGreaterThan(0);
    expect(await theirs?.textContent()).toContain(t('people.import.differs'));
    // Keep mine until the person chooses otherwise.
    for (const group of [dana, omar])
      expect(await group.getByRole('radio', { name: t('people.import.keepMine') }).isChecked()).toBe(true);
    await dana.scrollIntoViewIfNeeded();
    await app.screenshot('contacts-import-conflicts');

    // By keyboard: Tab from the heading to Dana's choice, the arrow to the file's; Tab on to Omar's,
    // which stays; Tab on to Import, which Enter presses.
    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element?.type === 'radio' ? `${element.name}:${element.value}` : (element?.textContent ?? '');
      });
    // Each control the keyboard reaches is in sight, not under Import and Cancel at the panel's foot.
    const unobscured = () =>
      page.evaluate(() => {
        const foot = document.querySelector('.import-actions');
        const focused = document.activeElement;
        if (!foot || !focused) return false;
        return (
          foot.contains(focused) ||
          focused.getBoundingClientRect().bottom <= foot.getBoundingClientRect().top + 1
        );
      });
    const tabTo = async (wanted: (name: string) => boolean) => {
      for (let press = 0; press < 20; press++) {
        await page.keyboard.press('Tab');
        expect(await unobscured(), `${await focusedName()} is under the foot`).toBe(true);
        if (wanted(await focusedName())) return;
      }
      throw new Error(`Tab did not reach it; the focus is on ${await focusedName()}`);
    };
    const preview = lastReply<ContactsImportPreview>('previewContactsImport');
    const idOf = (name: string) => preview?.conflicts.find((conflict) => conflict.mine.name === name)?.id;
    // Dana's choice scrolled to just under the foot, in the panel but out of sight: Tab brings it above.
    await page.evaluate(() => {
      const panel = document.querySelector('.panel-body');
      const radio = document.querySelector('.import-conflict input[type="radio"]')?.getBoundingClientRect();
      const foot = document.querySelector('.import-actions')?.getBoundingClientRect();
      if (panel && radio && foot) panel.scrollTop += radio.bottom - (foot.bottom - 4);
    });
    await tabTo((name) => name === `import-conflict-${idOf('Dana Whitfield')}:mine`);
    await page.keyboard.press('ArrowDown');
    expect(await dana.getByRole('radio', { name: t('people.import.useFile') }).isChecked()).toBe(true);
    await tabTo((name) => name === `import-conflict-${idOf('Omar Reyes')}:mine`);
    await tabTo((name) => name === t('people.import.import'));
    await page.keyboard.press('Enter');

    const done = page.locator('.import-done');
    await done.waitFor();
    const request = app.callsTo('importContacts').at(-1)?.request as { choices: ImportChoices } | undefined;
    expect(request?.choices).toEqual({
      chosen: { [idOf('Dana Whitfield') ?? '']: 'file', [idOf('Omar Reyes') ?? '']: 'mine' },
      others: 'mine',
    });
    const imported = lastReply<ContactsImported>('importContacts');
    expect(imported).toEqual({ added: 7, updated: 1, kept: 1, unchanged: 0 });
    const said = await done.textContent();
    for (const part of [
      t('people.import.done.added', { count: 7 }),
      t('people.import.done.updated', { count: 1 }),
      t('people.import.done.kept', { count: 1 }),
    ])
      expect(said).toContain(part);
    expect(await done.getByRole('status').count()).toBe(1);
    await expect.poll(() => isFocused(importButton(page))).toBe(true);
    // People is read again: the new contacts are listed.
    await contactRow(page, 'Zoë Hartley').waitFor();
    await app.screenshot('contacts-import-done');

    const danaNow = await kept('Dana Whitfield');
    expect(danaNow?.numbers.map((number) => number.number)).toEqual(['555-555-0147', '(555) 555-0109']);
    expect(danaNow?.note).toBe('New desk on the third floor from March.');
    expect(await kept('Omar Reyes')).toEqual(omarBefore);
    expect(app.problems).toEqual([]);
  });

  test('the same file again would change nothing, and Import says so', async () => {
    const { page } = app;
    await openPreview(page, [PREVIEW_FILE]);
    const summary = section(page, t('people.import.summaryTitle'));
    await summary.getByText(t('people.import.verdict.unchanged', { count: 9 })).waitFor();
    const importNow = actions(page).getByRole('button', { name: t('people.import.import') });
    expect(await importNow.isDisabled()).toBe(true);
    const reason = actions(page).getByText(t('people.import.nothingToDo'));
    expect(await reason.isVisible()).toBe(true);
    expect(await importNow.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    await app.screenshot('contacts-import-nothing');
    await actions(page)
      .getByRole('button', { name: t('form.cancel') })
      .click();
    await previewScreen(page).waitFor({ state: 'detached' });
    expect(app.problems).toEqual([]);
  });
});

describe('Export…', () => {
  test('offers vCard 3.0 (chosen), vCard 4.0 and CSV for Outlook, for the contacts listed, and says what it wrote', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 420, height: 700 });
    const exportButton = page.getByRole('button', { name: t('people.export.button') });
    await exportButton.click();
    expect(await exportButton.getAttribute('aria-expanded')).toBe('true');
    const formats = page.getByRole('group', { name: t('people.export.legend') });
    expect(
      await formats
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent)),
    ).toEqual([t('people.export.vcard3'), t('people.export.vcard4'), t('people.export.outlookCsv')]);
    const vcard3 = formats.getByRole('radio', { name: t('people.export.vcard3') });
    expect(await vcard3.isChecked()).toBe(true);
    await expect.poll(() => isFocused(vcard3)).toBe(true);
    const count = (await app.core.listContacts({ text: '' })).length;
    expect(await formats.textContent()).toContain(t('people.export.all', { count }));
    // Esc closes the choice, back on Export….
    await page.keyboard.press('Escape');
    await formats.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(exportButton)).toBe(true);

    // What a search lists is what is written, and the choice says so.
    await page.getByRole('searchbox', { name: t('people.searchLabel') }).fill('Northwind');
    await contactRow(page, 'Northwind Switchboard').waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('listbox', { name: t('people.listLabel') })
          .getByRole('option')
          .count(),
      )
      .toBe(1);
    await exportButton.click();
    expect(await formats.textContent()).toContain(
      t('people.export.found', { count: 1, search: 'Northwind' }),
    );
    await formats.getByRole('radio', { name: t('people.export.outlookCsv') }).check();
    await app.screenshot('contacts-export-choice');
    app.answerSaveDialog((request) => join(app.saveDir, request.defaultName));
    await page.getByRole('button', { name: t('people.export.start'), exact: true }).click();

    const done = page.locator('.export-done');
    await done.waitFor();
    expect(app.callsTo('exportContacts').at(-1)?.request).toEqual({
      format: 'outlook-csv',
      text: 'Northwind',
    });
    expect(app.saveRequests.at(-1)?.kind).toBe('contacts-csv');
    const exported = lastReply<ContactsExported>('exportContacts');
    if (!exported) throw new Error('nothing was exported');
    expect(exported.count).toBe(1);
    expect(await done.textContent()).toContain(exported.path);
    // Outlook's columns hold two work numbers of the fifty: the rest is said.
    expect(exported.notes.length).toBeGreaterThan(0);
    expect(await done.getByRole('listitem').allTextContents()).toEqual(exported.notes);
    expect(await readFile(exported.path, 'utf8')).toContain('Northwind');
    await app.screenshot('contacts-export-done');
    await done.getByRole('button', { name: t('people.export.showInFolder') }).click();
    await expect.poll(() => app.shownInFolder).toEqual([exported.path]);
    await done.getByRole('button', { name: t('people.export.dismiss') }).click();
    await done.waitFor({ state: 'detached' });
    expect(app.problems).toEqual([]);
  });
});
