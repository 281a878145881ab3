// Settings → Directories walked as an administrator does, against a real slapd and a real Radicale
// started by the test (test/support/slapd.ts, radicale.ts): the harness's core is main's real one, so
// Test and Save reach the real servers. An LDAP directory added, tested (OpenLDAP), saved and read names
// a History row for a call to a seeded person's number; a wrong password is said in main's words with
// the last good read kept; Remove asks first, then the list is empty and the keychain entry gone. A
// CardDAV directory is found, chosen and read the same way.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIRECTORIES_FILE } from '../../main/directories/directory-list';
import { makeCard } from '../support/carddav-books';
import { deskCallTo } from '../support/desk-calls';
import { RADICALE_PASSWORD, RADICALE_USER, type Radicale, startRadicale } from '../support/radicale';
import {
  BASE_DN,
  directoryServersSkipReason,
  PERSON_6,
  READER_DN,
  READER_PASSWORD,
  type Slapd,
  startSlapd,
} from '../support/slapd';
import { type App, startApp } from './harness';

/** Markup in a name the person typed: shown as the text it is. */
const LDAP_NAME = 'Example <b>AD</b>';
const skip = directoryServersSkipReason();

let slapd: Slapd;
let radicale: Radicale;
let app: App;

beforeAll(async () => {
  if (skip) return;
  [slapd, radicale, app] = await Promise.all([
    startSlapd({ people: 50, certificate: null }),
    startRadicale([
      {
        name: 'team',
        displayName: 'Team',
        cards: Array.from({ length: 20 }, (_, index) => makeCard('team', index + 1)),
      },
    ]),
    startApp({ historySync: true }),
  ]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await Promise.all([slapd?.stop(), radicale?.stop()]);
});

const section = () => app.page.locator('section.directories');
const item = (name: string) => section().getByRole('listitem', { name });
const statusOf = (name: string) => item(name).locator('.directory-status');

async function openSettings() {
  await app.page.getByRole('button', { name: 'Settings' }).click();
  await section().getByRole('heading', { name: 'Company directories' }).waitFor();
}

describe.skipIf(skip)('Settings → Directories against real servers', { timeout: 60_000 }, () => {
  test('an LDAP directory added, tested and saved names a call to one of its people in History', async () => {
    const { page, core, demo } = app;
    // A call of the desk to person 6's work number, which the phone system names nobody for.
    deskCallTo(demo, PERSON_6.work);
    await core.checkHistoryNow('manual');

    await openSettings();
    await expect.poll(() => section().textContent()).toContain('No company directory is set up.');
    await section().getByRole('button', { name: 'Add directory' }).click();
    const form = section().getByRole('form', { name: 'New directory' });
    await expect
      .poll(() => form.getByRole('radio', { name: 'LDAP / Active Directory' }).isChecked())
      .toBe(true);
    await form.getByRole('textbox', { name: 'Name' }).first().fill(LDAP_NAME);
    // The account in use (the demo) is chosen for a new directory.
    expect(await form.getByRole('checkbox', { name: 'Demo' }).isChecked()).toBe(true);
    await form.getByRole('textbox', { name: 'Server address' }).first().fill(slapd.url);
    await form.getByRole('radio', { name: 'None (plain ldap://)' }).check();
    await expect.poll(() => form.textContent()).toContain('For tests only');
    await form.getByRole('textbox', { name: 'Base DN' }).fill(BASE_DN);
    await form.getByRole('textbox', { name: 'Bind DN' }).fill(READER_DN);
    await form.getByLabel(/^Password/).fill(READER_PASSWORD);

    await form.getByRole('button', { name: 'Test' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Found OpenLDAP / FreeIPA.');
    // Main's note on plain ldap://, with what Test found.
    expect(await form.getByRole('status').textContent()).toContain('without encryption');
    await app.screenshot('directories-tested');

    await form.getByRole('button', { name: 'Save directory' }).click();
    await form.waitFor({ state: 'detached' });
    // Read at once; its name shown as typed, markup and all.
    await expect
      .poll(() => statusOf(LDAP_NAME).textContent(), { timeout: 20_000 })
      .toMatch(/^\d+ people, \d+ numbers, read at \d/);
    expect(await item(LDAP_NAME).getByRole('heading', { level: 3 }).textContent()).toBe(LDAP_NAME);
    expect(await item(LDAP_NAME).textContent()).toContain('For Demo');
    expect(await item(LDAP_NAME).textContent()).toContain('without encryption (plain ldap://)');
    expect(app.callsTo('saveDirectory').at(-1)?.request).toMatchObject({
      id: null,
      settings: { kind: 'ldap', security: 'plain', mapping: null, caFile: null, accounts: ['demo'] },
      password: READER_PASSWORD,
    });
    await app.screenshot('directories-read');

    // History names the call from the directory, and its details say where the name came from.
    await page.getByRole('button', { name: /^History/ }).click();
    const row = page
      .getByRole('grid', { name: 'Calls' })
      .getByRole('row')
      .filter({ hasText: PERSON_6.name })
      .first();
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    const details = page.getByRole('complementary', { name: 'Details' });
    await expect.poll(() => details.textContent()).toContain('Name from the company directory');
    await page.keyboard.press('Escape');
    expect(app.problems).toEqual([]);
  });

  test("a wrong password is said in main's words, the last good read kept, and never shown", async () => {
    const { page } = app;
    await openSettings();
    await item(LDAP_NAME)
      .getByRole('button', { name: `Edit ${LDAP_NAME}` })
      .click();
    const form = section().getByRole('form', { name: `Edit “${LDAP_NAME}”` });
    // A password is stored: said, never shown, and an empty field would keep it.
    const password = form.getByLabel(/^Password/);
    expect(await password.inputValue()).toBe('');
    expect(await form.locator('label', { hasText: /^Password/ }).textContent()).toContain('stored');
    await password.fill('not the password');
    await form.getByRole('button', { name: 'Save directory' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(LDAP_NAME).textContent(), { timeout: 20_000 }).toMatch(/refused/);
    const status = (await statusOf(LDAP_NAME).textContent()) ?? '';
    expect(status).toMatch(/The names of the last good read are kept \(\d+ people, \d+ numbers, read at/);
    expect(await page.content()).not.toContain('not the password');
    await app.screenshot('directories-problem');
  });

  test('Remove asks first, naming what goes, then the list is empty and the password gone', async () => {
    await openSettings();
    const id = (await item(LDAP_NAME).getAttribute('data-directory')) ?? '';
    await item(LDAP_NAME)
      .getByRole('button', { name: `Remove ${LDAP_NAME}` })
      .click();
    const confirmation = section().getByRole('group', { name: `Remove the directory “${LDAP_NAME}”?` });
    expect(await confirmation.textContent()).toContain(
      'Its copy on this computer and its password in the system keychain are deleted',
    );
    // Cancel takes the focus as the question opens: Enter then keeps everything.
    await expect
      .poll(() => app.page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 })
      .toBe('Cancel');
    await app.page.keyboard.press('Enter');
    await confirmation.waitFor({ state: 'detached' });
    expect(app.callsTo('removeDirectory')).toHaveLength(0);

    await item(LDAP_NAME)
      .getByRole('button', { name: `Remove ${LDAP_NAME}` })
      .click();
    await confirmation.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => section().textContent()).toContain('No company directory is set up.');
    expect(await app.coreOptions.secrets.originsWithKey(id, 'directory')).toEqual([]);
    // The focus is back on Add directory.
    expect(await app.page.evaluate(() => document.activeElement?.textContent)).toBe('Add directory');
  });

  test('a CardDAV directory: Test finds its address books on the host in use, Save reads the one chosen', async () => {
    await openSettings();
    await section().getByRole('button', { name: 'Add directory' }).click();
    const form = section().getByRole('form', { name: 'New directory' });
    await form.getByRole('radio', { name: 'CardDAV' }).check();
    await form.getByRole('textbox', { name: 'Name' }).first().fill('Team');
    await form.getByRole('textbox', { name: 'Server address' }).last().fill(radicale.origin);
    await form.getByRole('textbox', { name: 'User name' }).fill(RADICALE_USER);
    await form.getByLabel(/^App password/).fill(RADICALE_PASSWORD);
    await form.getByRole('button', { name: 'Test' }).click();
    const host = new URL(radicale.origin).host;
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 20_000 })
      .toContain(`Found 1 address book on ${host}.`);
    const book = form.getByRole('checkbox', { name: 'Team' });
    expect(await book.isChecked()).toBe(true);
    await app.screenshot('directories-carddav-tested');

    await form.getByRole('button', { name: 'Save directory' }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => statusOf('Team').textContent(), { timeout: 30_000 })
      .toMatch(/^20 people, \d+ numbers, read at/);
    expect(app.callsTo('saveDirectory').at(-1)?.request).toMatchObject({
      settings: { kind: 'carddav', url: radicale.origin, username: RADICALE_USER, books: null },
    });
    // The host the address books were read from, said beside the directory.
    await item('Team').getByText(`Address books read from ${host}.`).waitFor();
    await item('Team').scrollIntoViewIfNeeded();
    await app.screenshot('directories-carddav-read');
    expect(app.problems).toEqual([]);
  });
});

describe('a directories file Dialdesk cannot read', () => {
  test('is said above the empty list: where it was moved, and what to do', async () => {
    const damaged = await startApp({
      beforeStart: (dataDir) => writeFile(join(dataDir, DIRECTORIES_FILE), 'not json at all'),
    });
    try {
      await damaged.page.getByRole('button', { name: 'Settings' }).click();
      const directories = damaged.page.locator('section.directories');
      const notice = directories.getByRole('status').filter({ hasText: 'could not be read' });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(
        /^Your directories’ settings \(directories\.json\) could not be read\. The file was moved to \/.+directories\.json\.corrupt-.+ and the list starts empty: add your directories again\.$/,
      );
      await expect.poll(() => directories.textContent()).toContain('No company directory is set up.');
      await notice.scrollIntoViewIfNeeded();
      await damaged.screenshot('directories-file-set-aside');
      expect(damaged.problems).toEqual([]);
    } finally {
      await damaged.close();
    }
  });
});
