// Issue 46's walk, as a desk worker brings their address books along: Outlook CSV files in English and in
// German (Windows-1252), Google CSV files of the current and the older (UTF-16LE) export, an Apple vCard
// 3.0 export and an Outlook vCard 2.1 card with quoted-printable names (test/fixtures/contacts/walk/,
// written from the reference's facts) are imported in one go after their preview; their people's names
// then stand on History's rows. Importing them again changes nothing; a contact edited since is a conflict,
// settled both ways; an export in each format imported again changes nothing; and each hostile file is
// refused or cut in words, the app answering after it. Nothing is dialled meanwhile.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { t } from '../../preload/shared/i18n/translate';
import { type HostileFiles, TRICKY_NAMES, writeHostileFiles } from '../support/hostile-address-books';
import { type App, startApp } from './harness';
import { contactRow, historyList } from './views';

const WALK = resolve(import.meta.dirname, '../fixtures/contacts/walk');
const FILES = [
  'outlook-english.csv',
  'outlook-german.csv',
  'google-current.csv',
  'google-older-utf16.csv',
  'apple.vcf',
  'outlook-2.1.vcf',
].map((name) => join(WALK, name));

/** The people of the files who call in, by the number the phone system records for them. */
const CALLERS = [
  { name: 'Renée Lefèvre', digits: '2125550181' }, // Outlook CSV, English
  { name: 'Jürgen Weiß', digits: '3125550183' }, // Outlook CSV, German
  { name: 'Aiyana Whitehorse', digits: '4155550184' }, // Google CSV, current
  { name: 'Kenji Sato', digits: '2065550186' }, // Google CSV, older
  { name: 'Zoë Hartley', digits: '6175550187' }, // Apple vCard 3.0
  { name: 'María José González', digits: '3055550188' }, // Outlook vCard 2.1, quoted-printable
] as const;
/** Every contact the six files hold: the Apple file's group card is not a person. */
const CONTACTS = 9;

describe('address books from Outlook, Google and Apple, imported, exported and imported again', () => {
  let app: App;
  let folder: string;
  let hostile: HostileFiles;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'dialdesk-walk-books-'));
    hostile = await writeHostileFiles(folder);
    app = await startApp({ historySync: true });
    await app.historySynced();
    for (const { digits } of CALLERS)
      app.demo.addCall({
        missed: false,
        record: { direction: 'inbound', caller_id_name: 'WIRELESS CALLER', caller_id_number: digits },
      });
    await app.core.checkHistoryNow('manual');
    await app.historySynced();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const nav = (page: Page, name: RegExp | string) =>
    page
      .getByRole('navigation', { name: t('app.name') })
      .getByRole('button', { name })
      .first();
  const preview = (page: Page) => page.locator('.import-preview');
  const importButton = (page: Page) => preview(page).getByRole('button', { name: t('people.import.import') });
  /** A section of the preview, by its id: import-summary, -sources, -unreadable, -notes, -conflicts. */
  const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}-title"]`);
  const summary = (page: Page) => section(page, 'import-summary');

  /** People → Import… with these files chosen in the dialog; waits for the preview or the refusal. */
  async function chooseFiles(page: Page, paths: readonly string[]): Promise<void> {
    await nav(page, t('nav.people')).click();
    app.answerContactFiles(paths);
    await page
      .getByRole('button', { name: t('people.import.button') })
      .first()
      .click();
    await expect
      .poll(
        async () =>
          (await preview(page).count()) + (await page.getByText(t('people.import.refused')).count()),
        {
          timeout: 60_000,
        },
      )
      .toBeGreaterThan(0);
  }

  /** Cancel on the preview: back to People, nothing written. */
  async function cancelPreview(page: Page): Promise<void> {
    await preview(page)
      .getByRole('button', { name: t('form.cancel') })
      .click();
    await preview(page).waitFor({ state: 'detached' });
  }

  test('the six files previewed, each said as what it was read as, then imported in one go', async () => {
    const { page } = app;
    await chooseFiles(page, FILES);
    const sources = section(page, 'import-sources');
    const read = await sources.textContent();
    for (const said of [
      'Outlook CSV, English headers, Windows-1252',
      'Outlook CSV, German headers, Windows-1252, separated by ;',
      'Google Contacts CSV, UTF-8',
      'Google Contacts CSV (older export), UTF-16LE',
      'vCard 3.0 from Apple Contacts',
      'vCard 2.1 from Outlook, Windows-1252',
    ])
      expect(read).toContain(said);
    expect(await summary(page).textContent()).toContain(t('people.import.verdict.new', { count: CONTACTS }));
    // Outlook's template word in a phone column holds no number: kept as written, and listed.
    expect(await section(page, 'import-unreadable').textContent()).toContain('BusinessPhone');
    // Faxes are left out in words; the group card of the Apple export is not a person.
    const notes = await section(page, 'import-notes').textContent();
    expect(notes).toMatch(/fax/);
    expect(notes).toMatch(/group/);
    await app.screenshot('import-walk-preview');

    await importButton(page).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringContaining(t('people.import.done.added', { count: CONTACTS })));
    for (const { name } of CALLERS) await contactRow(page, name).waitFor();
    const [maria] = await app.core.listContacts({ text: 'González' });
    expect(maria?.company).toBe('Construcción Peñalosa');
    expect(maria?.note).toBe('Oficina 4\nEdificio Peñalosa');
  });

  test("finds the people's names on History's rows, where the phone system said WIRELESS CALLER", async () => {
    const { page } = app;
    await nav(page, /^History/).click();
    const { rows } = historyList(() => page);
    for (const { name, digits } of CALLERS) {
      const shown = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
      const row = rows().filter({ hasText: shown }).first();
      await expect.poll(() => row.textContent()).toContain(name);
      expect(await row.textContent()).not.toContain('WIRELESS CALLER');
    }
    await app.screenshot('import-walk-history');
  });

  test('importing the same files again changes nothing, and says so', async () => {
    const { page } = app;
    const before = await app.core.listContacts({ text: '' });
    await chooseFiles(page, FILES);
    expect(await summary(page).textContent()).toContain(
      t('people.import.verdict.unchanged', { count: CONTACTS }),
    );
    expect(await importButton(page).isDisabled()).toBe(true);
    await page.getByText(t('people.import.nothingToDo')).waitFor();
    await cancelPreview(page);
    expect(await app.core.listContacts({ text: '' })).toEqual(before);
  });

  test('a contact edited since, which a newer file holds otherwise, is a conflict: settled with the file, then with mine', async () => {
    const { page } = app;
    const edit = async (note: string) => {
      const [renee] = await app.core.listContacts({ text: 'Lefèvre' });
      if (!renee) throw new Error('Renée was imported');
      const { id, name, company, numbers } = renee;
      const draft = {
        name,
        company,
        note,
        numbers: numbers.map(({ id: number, label, number: text }) => ({ id: number, label, number: text })),
      };
      await app.core.saveContact({ id, draft });
    };
    /** The six files, with Outlook's English export as Outlook writes it after her mobile changed there. */
    const withOutlookMobile = async (mobile: string): Promise<string[]> => {
      const newer = join(folder, `outlook-english-${mobile.replace(/\D/g, '')}.csv`);
      const bytes = await readFile(FILES[0] ?? '');
      await writeFile(
        newer,
        Buffer.from(bytes.toString('latin1').replace('(917) 555-0182', mobile), 'latin1'),
      );
      return [newer, ...FILES.slice(1)];
    };
    await edit('Moved to the Lyon office');
    await chooseFiles(page, await withOutlookMobile('(917) 555-0189'));
    expect(await summary(page).textContent()).toContain(t('people.import.verdict.conflict', { count: 1 }));
    const conflict = preview(page).locator('fieldset.import-conflict').filter({ hasText: 'Renée Lefèvre' });
    expect(await conflict.textContent()).toContain('Moved to the Lyon office');
    expect(await conflict.textContent()).toContain('Prefers calls before noon');
    expect(await conflict.textContent()).toContain('(917) 555-0189');
    // Keep mine until the person chooses: Import would change nothing yet.
    expect(await conflict.getByLabel(t('people.import.keepMine')).isChecked()).toBe(true);
    expect(await importButton(page).isDisabled()).toBe(true);
    await app.screenshot('import-walk-conflict');
    await conflict.getByLabel(t('people.import.useFile')).check();
    await importButton(page).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringContaining(t('people.import.done.updated', { count: 1 })));
    const taken = (await app.core.listContacts({ text: 'Lefèvre' }))[0];
    expect(taken?.note).toBe('Prefers calls before noon');
    expect(taken?.numbers.map(({ number }) => number)).toContain('(917) 555-0189');

    // Edited again, and Outlook's file changed again: this time the person keeps theirs.
    await edit('Call her mobile first');
    const third = await withOutlookMobile('(917) 555-0179');
    await chooseFiles(page, third);
    const again = preview(page).locator('fieldset.import-conflict').filter({ hasText: 'Renée Lefèvre' });
    await again.waitFor();
    await cancelPreview(page);
    const previewed = await app.core.previewContactsImport(undefined);
    if (!previewed) throw new Error('the dialog answered the files');
    const kept = await app.core.importContacts({
      previewId: previewed.id,
      choices: { chosen: { [previewed.conflicts[0]?.id ?? '']: 'mine' }, others: 'mine' },
    });
    expect(kept).toMatchObject({ added: 0, updated: 0, kept: 1 });
    expect((await app.core.listContacts({ text: 'Lefèvre' }))[0]?.note).toBe('Call her mobile first');
    // Remembered: the same files again hold nothing new.
    const settled = await app.core.previewContactsImport(undefined);
    expect(settled?.counts).toEqual({ new: 0, updated: 0, unchanged: CONTACTS, conflict: 0 });
    await app.core.cancelContactsImport(undefined);
  });

  test('exported as vCard 3.0, vCard 4.0 and CSV for Outlook, each imported again changes nothing', async () => {
    const { page } = app;
    const before = await app.core.listContacts({ text: '' });
    // Through People → Export… for the default format, as a person does it.
    const vcard3 = join(folder, 'exported-3.vcf');
    app.answerSaveDialog(() => vcard3);
    await nav(page, t('nav.people')).click();
    await page
      .getByRole('button', { name: t('people.export.button') })
      .first()
      .click();
    await page.getByRole('button', { name: t('people.export.start'), exact: true }).click();
    await expect
      .poll(() => page.locator('.export-done').textContent())
      .toContain(t('people.export.done', { count: CONTACTS, path: vcard3 }));
    const exports = [vcard3];
    for (const format of ['vcard4', 'outlook-csv'] as const) {
      const path = join(folder, `exported-${format}.${format === 'vcard4' ? 'vcf' : 'csv'}`);
      app.answerSaveDialog(() => path);
      expect((await app.core.exportContacts({ format, text: '' }))?.count).toBe(CONTACTS);
      exports.push(path);
    }
    for (const path of exports) {
      app.answerContactFiles([path]);
      const round = await app.core.previewContactsImport(undefined);
      expect({ path, counts: round?.counts }).toEqual({
        path,
        counts: { new: 0, updated: 0, unchanged: CONTACTS, conflict: 0 },
      });
      await app.core.cancelContactsImport(undefined);
    }
    expect(await app.core.listContacts({ text: '' })).toEqual(before);
  });

  test('each hostile file gets its message in words, nothing half-imported, the app answering after it', async () => {
    const { page, demo } = app;
    const before = await app.core.listContacts({ text: '' });
    const refusals: [keyof HostileFiles, string][] = [
      ['huge', t('import.fileTooManyContacts', { file: 'huge.vcf', max: 50_000 })],
      ['garbage', t('import.notContacts', { file: 'garbage.vcf' })],
      ['zipBomb', t('import.archive', { file: 'zip-bomb.vcf' })],
      ['emptyLines', t('import.csv.noContacts', { file: 'empty-lines.csv' })],
    ];
    for (const [which, message] of refusals) {
      await chooseFiles(page, [hostile[which]]);
      await page.getByText(message).waitFor();
      // Still answering: People's search filters its list at once.
      await page.getByRole('searchbox', { name: t('people.searchLabel') }).fill('Kenji');
      await contactRow(page, 'Kenji Sato').waitFor();
      await page.getByRole('searchbox', { name: t('people.searchLabel') }).fill('');
    }
    expect(await app.core.listContacts({ text: '' })).toEqual(before);

    // A card of 10,000 numbers keeps its first 50; a name of 100,000 characters keeps 256: said.
    await chooseFiles(page, [hostile.manyNumbers, hostile.longName, hostile.trickyText]);
    const notes = await section(page, 'import-notes').textContent();
    expect(notes).toContain(t('import.note.numbersDropped', { count: 1, held: 10_000, max: 50 }));
    expect(notes).toMatch(/256/);
    // Markup, formulas, control and direction characters are text on the page: no element, no script.
    expect(await preview(page).locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hostile?: number }).hostile)).toBeUndefined();
    await app.screenshot('import-walk-hostile');
    await importButton(page).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringContaining(t('people.import.done.added', { count: 6 })));
    const sam = (await app.core.listContacts({ text: 'Switchboard' }))[0];
    expect(sam?.numbers).toHaveLength(50);
    const formula = (await app.core.listContacts({ text: 'HYPERLINK' }))[0];
    expect(formula?.name).toBe(TRICKY_NAMES.formula);
    const bidi = (await app.core.listContacts({ text: 'Evil' }))[0];
    expect(bidi?.name).not.toMatch(/\u202E/);
    await contactRow(page, TRICKY_NAMES.markup).waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    expect(demo.requestsFor('originate')).toHaveLength(0);
  }, 180_000);
});
