// The list of accounts as the window says it (issue 43), against the real core and the built renderer:
// a list a newer Dialdesk wrote is shown with why it cannot be changed here, with Add account, Rename,
// Remove and the voicemail box disabled (Use still switches), and its file is left as it was; a damaged
// list restored from its copy is said in a banner over every screen at start, and again in Settings ›
// Accounts. Screenshots: test-results/screenshots/accounts-file-*.png.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { ACCOUNTS_FILE_NAME } from '../../main/accounts/account-list';
import { ACCOUNTS_COPY_FILE_NAME } from '../../main/accounts/list-file';
import { accountFields } from '../support/saved-accounts';
import { type App, startApp } from './harness';

const ACME = { ...accountFields({ name: 'Acme front desk' }), id: 'a_0000000000a1' };
const BIRCH = {
  ...accountFields({ name: 'Birch branch office', accountId: 'birch-02', extension: '340' }),
  id: 'a_0000000000b2',
};
/** The demo in use: nothing here reaches a phone system. */
const list = (version: number) =>
  JSON.stringify({ version, activeId: 'demo', accounts: [ACME, BIRCH] }, null, 2);

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dialdesk' });
const accountsSection = (page: Page) => page.getByRole('region', { name: 'Accounts' });
const accountItem = (page: Page, name: string) =>
  accountsSection(page).getByRole('listitem', { name, exact: true });

async function openAccounts(page: Page) {
  await nav(page).getByRole('button', { name: 'Settings', exact: false }).first().click();
  await accountsSection(page).waitFor();
}

describe("a newer Dialdesk's list", () => {
  test('is shown with the reason it cannot be changed; Add, Rename, Remove and the voicemail box are disabled, Use is not', async () => {
    const newer = list(2);
    app = await startApp({ beforeStart: (dataDir) => writeFile(join(dataDir, ACCOUNTS_FILE_NAME), newer) });
    const { page } = app;
    await openAccounts(page);
    const section = accountsSection(page);
    await expect
      .poll(() => section.textContent())
      .toContain('This list of accounts was saved by a newer Dialdesk (list version 2)');
    expect(await section.getByRole('button', { name: 'Add account' }).isDisabled()).toBe(true);
    for (const name of [ACME.name, BIRCH.name]) {
      const item = accountItem(page, name);
      expect(await item.getByRole('button', { name: `Rename ${name}` }).isDisabled()).toBe(true);
      expect(await item.getByRole('button', { name: `Remove ${name}` }).isDisabled()).toBe(true);
      expect(
        await item
          .getByRole('checkbox', { name: 'Check voicemail while another account is in use' })
          .isDisabled(),
      ).toBe(true);
      expect(await item.getByRole('button', { name: `Use ${name}` }).isEnabled()).toBe(true);
    }
    await app.screenshot('accounts-file-newer');
    expect(await readFile(join(app.dataDir, ACCOUNTS_FILE_NAME), 'utf8')).toBe(newer);
    expect(app.problems).toEqual([]);
  });
});

describe('a damaged list', () => {
  test('restored from its copy is said over every screen at start, and in Settings › Accounts', async () => {
    app = await startApp({
      beforeStart: async (dataDir) => {
        await writeFile(join(dataDir, ACCOUNTS_FILE_NAME), list(1).slice(0, 200));
        await writeFile(join(dataDir, ACCOUNTS_COPY_FILE_NAME), list(1));
      },
    });
    const { page } = app;
    const banner = page.getByRole('alert').filter({ hasText: 'restored it from the copy it keeps' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`kept as ${join(app.dataDir, ACCOUNTS_FILE_NAME)}.corrupt-`);
    await app.screenshot('accounts-file-restored');
    await banner.getByRole('button', { name: 'Dismiss the accounts notice' }).click();
    await banner.waitFor({ state: 'detached' });

    await openAccounts(page);
    const section = accountsSection(page);
    expect(await section.textContent()).toContain('restored it from the copy it keeps');
    expect(await section.getByRole('listitem').count()).toBe(2);
    expect(await section.getByRole('button', { name: 'Add account' }).isEnabled()).toBe(true);
    expect(app.problems).toEqual([]);
  });
});
