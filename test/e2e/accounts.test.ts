// Several saved accounts, one in use (issue 24), against two phone systems: the harness's simulator for
// "Acme front desk" and a second one, with other calls, voicemail and recordings, for "Birch branch
// office". Accounts are added from the window (the account form, then Add account, whose fields are
// checked where they are typed); the header switches by mouse and keyboard, Settings with Use; after a
// switch nothing of the other account shows (History, Voicemail and its count, Recordings, the dial pad's
// suggestions, recent calls, a lookup, an open detail, the call status); a watched account's new message
// is counted in the switcher and never listed as the active one's; Remove asks first, in words, then the
// account's folder and keys are gone; the call confirmation names the account. Screenshots:
// test-results/screenshots/accounts-*.png.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import type { AccountFields, AccountsView } from '../../preload/contract';
import { runAxe, seriousViolations } from './axe';
import { type App, clockFrom, E2E_NOW, startApp } from './harness';
import { horizontalOverflow } from './views';

const BIRCH_PBX_KEY = 'birch-pbx-Qm4v8Rt2';
const BIRCH_LOOKUP_KEY = 'birch-lookup-Zx6c1Wn7';
const ACME = 'Acme front desk';
const BIRCH = 'Birch branch office';
/** People only one phone system has called with: each shows in its own account's lists, never the other's. */
const ACME_ONLY = { caller_id_name: 'Philippa Harcourt', caller_id_number: '4155550161' };
const BIRCH_ONLY = { caller_id_name: 'Quentin Marlowe', caller_id_number: '4155550199' };
const WIDE = { width: 1280, height: 800 };

let app: App;
let birch: DemoServer;
beforeAll(async () => {
  // Birch's phone system: another seed, fewer calls, keys of its own.
  birch = await startDemoServer({
    pbxKey: BIRCH_PBX_KEY,
    lookupKey: BIRCH_LOOKUP_KEY,
    seed: 41,
    callCount: 300,
    now: clockFrom(E2E_NOW),
  });
  app = await startApp({ historySync: true, viewport: WIDE });
  for (const [server, person] of [
    [app.demo, ACME_ONLY],
    [birch, BIRCH_ONLY],
  ] as const) {
    server.addCall({ missed: false, record: { ...person, direction: 'inbound' } });
    server.addVoicemail({ record: { ...person, message_status: '' } });
  }
  // Birch has more unheard messages than Acme, so that the navigation's count tells them apart.
  for (let extra = 0; extra < 3; extra++) birch.addVoicemail({ record: { message_status: '' } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await birch?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dialdesk' });
const navButton = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: false }).first();
const switcher = (page: Page) => nav(page).getByRole('button', { name: /^Account in use:/ });
const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Accounts' });
const choice = (page: Page, name: string) =>
  accountMenu(page).getByRole('menuitemradio', { name: new RegExp(`^${name}`) });
const accountsSection = (page: Page) => page.getByRole('region', { name: 'Accounts' });
const accountItem = (page: Page, name: string) =>
  accountsSection(page).getByRole('listitem', { name, exact: true });
const addForm = (page: Page) => page.getByRole('form', { name: 'Add account' });
const accountsNow = (): Promise<AccountsView> => app.core.listAccounts(undefined);
const idOf = async (name: string) => {
  const found = (await accountsNow()).accounts.find((account) => account.name === name);
  if (!found) throw new Error(`no saved account named ${name}`);
  return found.id;
};

/** Whether an element is drawn whole inside the window, not cut by its edges. */
const withinWindow = (element: Locator) =>
  element.evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    const root = document.documentElement;
    return box.width > 0 && box.left >= 0 && box.right <= root.clientWidth && box.bottom <= root.clientHeight;
  });

/**
 * Runs what switches the account and waits for the page to start afresh: a mark left on the old page is
 * gone from the new one, which shows its navigation again.
 */
async function startsAfresh(page: Page, change: () => Promise<unknown>) {
  await page.evaluate(() => {
    (window as unknown as { beforeSwitch: boolean }).beforeSwitch = true;
  });
  const loaded = page.waitForEvent('load');
  await change();
  await loaded;
  await nav(page).waitFor();
  expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
}

/** Settles when the account in use has its local history, so that the dial pad suggests its people. */
const historyOfActiveSynced = () => app.historySynced();

/** The text of every row a list shows now. */
const rowTexts = (list: Locator) =>
  list.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"]), [role="option"]').allInnerTexts();

const recentCall = (page: Page) =>
  page
    .getByRole('region', { name: 'Recent calls' })
    .getByRole('button', { name: /^Call \(555\) 555-0187 again/ });
const callsGrid = (page: Page) => page.getByRole('grid', { name: 'Calls' });
const messageList = (page: Page) => page.getByRole('listbox', { name: 'Voicemail messages' });
const recordingList = (page: Page) => page.getByRole('listbox', { name: 'Recordings' });

/** What the three lists and the unheard count show for the account in use, once each has loaded. */
async function listsShown(page: Page) {
  await navButton(page, 'History').click();
  await callsGrid(page).locator('[aria-rowindex="2"]').waitFor();
  const calls = await rowTexts(callsGrid(page));
  await navButton(page, 'Voicemail').click();
  await messageList(page).getByRole('option').first().waitFor();
  const messages = await rowTexts(messageList(page));
  await navButton(page, 'Recordings').click();
  await recordingList(page).getByRole('option').first().waitFor();
  const recordings = await rowTexts(recordingList(page));
  const { unheard } = await app.core.getVoicemailStatus(undefined);
  await expect
    .poll(() => navButton(page, 'Voicemail').getAttribute('aria-label'))
    .toBe(unheard > 0 ? `Voicemail ${unheard} unheard` : 'Voicemail');
  return { calls, messages, recordings, unheard };
}

/** Types into the dial pad's field and waits for main's answer: the people suggested, by their text. */
async function suggestedFor(page: Page, text: string): Promise<string[]> {
  await navButton(page, 'Dial pad').click();
  const field = page.getByRole('combobox', { name: 'Number to call', exact: true });
  const asked = app.callsTo('suggestPeople').length;
  await field.fill(text);
  await expect
    .poll(() =>
      app
        .callsTo('suggestPeople')
        .slice(asked)
        .some((call) => (call.request as { text: string }).text === text),
    )
    .toBe(true);
  // The answer is drawn the moment it arrives; one frame more for it to be on screen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const people = page.getByRole('listbox', { name: 'People from call history' }).getByRole('option');
  const shown = await people.allInnerTexts();
  await field.fill('');
  return shown;
}

describe('two phone systems', () => {
  test('the first account comes from the account form, is renamed in place, and a second one from Add account, whose fields are checked where they are typed', async () => {
    const { page } = app;
    await navButton(page, 'Settings').click();
    await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
    // With no account saved, Settings has no list of accounts and the header is the Demo badge.
    expect(await accountsSection(page).count()).toBe(0);
    expect(await switcher(page).count()).toBe(0);

    await page.getByLabel('Account id', { exact: true }).fill('acme-01');
    await page.getByLabel('Full address (instead of account id and domain)').fill(app.demo.baseUrl);
    await page.getByLabel('Your extension').fill('201');
    await page.getByLabel(/^Phone-system key/).fill(app.demo.pbxKey);
    await page.getByLabel('Lookup URL').fill(app.demo.lookupUrl);
    await page.getByLabel(/^Lookup key/).fill(app.demo.lookupKey);
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect
      .poll(() => page.locator('.save-result').innerText(), { timeout: 10_000 })
      .toMatch(/^Saved, and it works/);

    // Saved: it is listed, in use, under the name it was given (its account id for now).
    await accountItem(page, 'acme-01').waitFor();
    expect(await accountItem(page, 'acme-01').innerText()).toMatch(/In use/);
    expect(await switcher(page).innerText()).toMatch(/acme-01\s*ext 201/);

    // Rename in place: Enter saves, and the focus is back on Rename.
    await accountItem(page, 'acme-01').getByRole('button', { name: 'Rename acme-01' }).click();
    const name = accountItem(page, 'acme-01').getByLabel('Name', { exact: true });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await name.fill(`  ${ACME}  `);
    await name.press('Enter');
    await accountItem(page, ACME).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Rename ${ACME}`);
    expect(await switcher(page).innerText()).toMatch(/Acme front desk\s*ext 201/);

    // Add account: refused fields are marked where they are typed, and nothing is added.
    await accountsSection(page).getByRole('button', { name: 'Add account' }).click();
    const form = addForm(page);
    await form.waitFor();
    await form.getByLabel('Account id', { exact: true }).fill('birch-02');
    await form.getByLabel('Full address (instead of account id and domain)').fill(birch.baseUrl);
    await form.getByLabel('Your extension').fill('3O5');
    await form.getByRole('button', { name: 'Add account' }).click();
    await form.getByText('Nothing was saved: fix the marked fields.').waitFor();
    const extension = form.getByLabel('Your extension');
    expect(await extension.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator(`#${await describedError(extension)}`).innerText()).toMatch(/2 to 10 digits/);
    const named = form.getByLabel('Name', { exact: true });
    expect(await named.getAttribute('aria-invalid')).toBe('true');
    expect((await accountsNow()).accounts).toHaveLength(1);
    // The same field in the account form below is not the one marked: each form has its own ids.
    expect(await page.locator('#setting-account-extension').getAttribute('aria-invalid')).toBeNull();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    for (const [width, height] of [
      [1280, 800],
      [420, 700],
    ] as const) {
      await page.setViewportSize({ width, height });
      await extension.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      expect(await horizontalOverflow(page)).toEqual([]);
      await app.screenshot(`accounts-add-refused-${width}`);
    }
    await page.setViewportSize(WIDE);

    await named.fill(BIRCH);
    await extension.fill('203');
    await form.getByLabel('Lookup URL').fill(birch.lookupUrl);
    // Acme was in use: the page starts afresh for Birch, on Settings, with the cursor in its key field.
    await startsAfresh(page, () => form.getByRole('button', { name: 'Add account' }).click());
    await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('key-pbx');
    expect(await accountsSection(page).getByRole('status').innerText()).toMatch(
      /Birch branch office is in use now\. Enter its phone-system key/,
    );
    expect(await accountItem(page, BIRCH).innerText()).toMatch(
      /Account birch-02 at 127\.0\.0\.1:\d+ · ext\s203/,
    );
    expect(await accountItem(page, BIRCH).innerText()).toMatch(/In use/);
    expect(await page.getByLabel('Your extension').first().inputValue()).toBe('203');
    const { activeId } = await accountsNow();
    expect(activeId).toBe(await idOf(BIRCH));

    await page.getByLabel(/^Phone-system key/).fill(BIRCH_PBX_KEY);
    await page.getByLabel(/^Lookup key/).fill(BIRCH_LOOKUP_KEY);
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect
      .poll(() => page.locator('.save-result').innerText(), { timeout: 10_000 })
      .toMatch(/^Saved, and it works/);
    // Keys entered: the note about them has done its work.
    expect(await accountsSection(page).getByRole('status').count()).toBe(0);
    expect(app.problems).toEqual([]);
  }, 120_000);

  test('switching from the header leaves nothing of the account before on any screen', async () => {
    const { page } = app;
    await historyOfActiveSynced();
    // Birch in use: its own calls, messages, recordings, count and people.
    const birchShown = await listsShown(page);
    expect(birchShown.calls.join('\n')).toContain(BIRCH_ONLY.caller_id_name);
    expect(birchShown.messages.join('\n')).toContain(BIRCH_ONLY.caller_id_name);
    expect(await suggestedFor(page, 'Quentin')).toEqual([expect.stringContaining('Quentin Marlowe')]);
    expect(await suggestedFor(page, 'Philippa')).toEqual([]);

    // Things of Birch's that must not follow: a recent call with its status line, a lookup, an open detail.
    await navButton(page, 'Dial pad').click();
    await page.getByRole('combobox', { name: 'Number to call', exact: true }).fill('(555) 555-0187');
    await page.getByRole('button', { name: 'Call', exact: true }).click();
    await recentCall(page).waitFor();
    await page.locator('.call-status').waitFor();
    await navButton(page, 'Lookup').click();
    await page.getByRole('combobox', { name: 'Number' }).fill('5555550111');
    await page.getByRole('button', { name: 'Look up', exact: true }).click();
    await page.getByRole('article', { name: /Lookup result/ }).waitFor();
    await navButton(page, 'Voicemail').click();
    await messageList(page).getByRole('option').filter({ hasText: BIRCH_ONLY.caller_id_name }).click();
    await page.getByRole('complementary', { name: 'Details' }).waitFor();

    // The header's menu, by keyboard: it opens on the account in use, the arrows move, Esc closes it.
    await switcher(page).focus();
    await page.keyboard.press('Enter');
    await accountMenu(page).waitFor();
    expect(await switcher(page).getAttribute('aria-expanded')).toBe('true');
    const names = await accountMenu(page).getByRole('menuitemradio').allInnerTexts();
    expect(names.map((text) => text.split('\n')[0])).toEqual([ACME, BIRCH, 'Demo']);
    expect(await choice(page, BIRCH).getAttribute('aria-checked')).toBe('true');
    expect(await choice(page, ACME).getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(() => choice(page, BIRCH).evaluate((item) => item === document.activeElement))
      .toBe(true);
    await page.keyboard.press('End');
    await expect
      .poll(() => choice(page, 'Demo').evaluate((item) => item === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Escape');
    await accountMenu(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => switcher(page).evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(seriousViolations(await runAxe(page))).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => choice(page, BIRCH).evaluate((item) => item === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Home');
    await expect
      .poll(() => choice(page, ACME).evaluate((item) => item === document.activeElement))
      .toBe(true);
    // The voicemail screen was on show: the new page starts there, for Acme.
    await startsAfresh(page, () => page.keyboard.press('Enter'));
    expect(await messageList(page).isVisible()).toBe(true);
    expect(await switcher(page).innerText()).toMatch(/Acme front desk\s*ext 201/);
    expect((await accountsNow()).activeId).toBe(await idOf(ACME));
    expect(await page.getByRole('complementary', { name: 'Details' }).count()).toBe(0);
    expect(await page.locator('.call-status').count()).toBe(0);

    await historyOfActiveSynced();
    const acmeShown = await listsShown(page);
    expect(acmeShown.unheard).not.toBe(birchShown.unheard);
    for (const [list, before] of [
      [acmeShown.calls, birchShown.calls],
      [acmeShown.messages, birchShown.messages],
      [acmeShown.recordings, birchShown.recordings],
    ] as const) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((row) => before.includes(row))).toEqual([]);
    }
    expect(acmeShown.calls.join('\n')).toContain(ACME_ONLY.caller_id_name);
    expect(acmeShown.calls.join('\n')).not.toContain(BIRCH_ONLY.caller_id_name);
    expect(acmeShown.messages.join('\n')).not.toContain(BIRCH_ONLY.caller_id_name);
    expect(await suggestedFor(page, 'Quentin')).toEqual([]);
    expect(await suggestedFor(page, 'Philippa')).toEqual([expect.stringContaining('Philippa Harcourt')]);
    await navButton(page, 'Dial pad').click();
    await page.getByRole('group', { name: 'Keypad' }).waitFor();
    expect(await page.getByRole('region', { name: 'Recent calls' }).count()).toBe(0);
    await navButton(page, 'Lookup').click();
    await page.getByRole('combobox', { name: 'Number' }).waitFor();
    expect(await page.getByRole('article', { name: /Lookup result/ }).count()).toBe(0);
    expect(app.problems).toEqual([]);
  }, 180_000);

  test('switching from Settings with Use, back on Settings for the account chosen', async () => {
    const { page } = app;
    await navButton(page, 'Settings').click();
    await accountItem(page, BIRCH).waitFor();
    expect(await accountItem(page, ACME).innerText()).toMatch(/In use/);
    expect(
      await accountItem(page, ACME)
        .getByRole('button', { name: `Use ${ACME}` })
        .count(),
    ).toBe(0);
    await startsAfresh(page, () =>
      accountItem(page, BIRCH)
        .getByRole('button', { name: `Use ${BIRCH}` })
        .click(),
    );
    await accountsSection(page).waitFor();
    expect(await accountItem(page, BIRCH).innerText()).toMatch(/In use/);
    expect(await page.getByLabel('Your extension').first().inputValue()).toBe('203');
    // Birch's own recent call is back, as Birch's.
    await navButton(page, 'Dial pad').click();
    await recentCall(page).waitFor();
    expect(app.problems).toEqual([]);
  }, 120_000);

  test('a switch main refuses is said in words, over the screen, and nothing starts afresh', async () => {
    const { page } = app;
    const birchId = await idOf(BIRCH);
    // A third account the page knows, removed behind its back (by another window, say): while the page
    // hears nothing of main, Cedar is added, Birch taken back and Cedar removed.
    const cedarFields: AccountFields = {
      name: 'Cedar annex',
      accountId: 'cedar-03',
      domain: '',
      baseUrlOverride: birch.baseUrl,
      extension: '410',
      lookupUrl: '',
      defaultRegion: 'US',
      dialFormat: 'national-digits',
      watchVoicemail: false,
    };
    await startsAfresh(page, () => app.core.addAccount(cedarFields));
    await startsAfresh(page, () => app.core.switchAccount({ id: birchId }));
    await page.evaluate(() => {
      const host = window as unknown as { __dialdeskEmit(event: string, payload: unknown): void };
      host.__dialdeskEmit = () => {};
    });
    await app.core.removeAccount({ id: await idOf('Cedar annex') });

    await switcher(page).click();
    await choice(page, 'Cedar annex').click();
    const banner = page.getByRole('alert').filter({ hasText: 'could not switch' });
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(
      /Dialdesk could not switch to Cedar annex\. This account is no longer saved: it was removed/,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    expect((await accountsNow()).activeId).toBe(birchId);
    await app.screenshot('accounts-switch-refused-1280');
    await banner.getByRole('button', { name: 'Dismiss the switch problem' }).click();
    expect(await banner.count()).toBe(0);
    // A new start hears main again.
    await app.reload();
    await switcher(page).click();
    expect(await choice(page, 'Cedar annex').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(app.problems).toEqual([]);
  }, 120_000);

  test('a new message on the watched account is counted in the switcher and Settings, never listed as the one in use', async () => {
    const { page } = app;
    await startsAfresh(page, async () => {
      await switcher(page).click();
      await choice(page, ACME).click();
    });
    const birchId = await idOf(BIRCH);
    const arrived: string[] = [];
    const stop = app.core.on('voicemailArrived', ({ account }) => arrived.push(account.id));
    try {
      app.core.startVoicemailWatch();
      // The watch's first look at Birch counts its messages (and announces none: it has seen none before).
      await app.core.checkVoicemailNow('manual');
      const unheardOfBirch = async () =>
        (await accountsNow()).accounts.find((a) => a.id === birchId)?.unheardVoicemail ?? null;
      await expect.poll(unheardOfBirch, { timeout: 10_000 }).toBeGreaterThan(0);
      const counted = (await unheardOfBirch()) ?? 0;
      await navButton(page, 'Voicemail').click();
      await messageList(page).getByRole('option').first().waitFor();
      const listed = app.callsTo('listVoicemail').length;

      birch.addVoicemail({
        record: { caller_id_name: 'Rosalind Achterberg', caller_id_number: '4155550142', message_status: '' },
      });
      await app.core.checkVoicemailNow('manual');
      await expect.poll(() => arrived).toContain(birchId);
      await switcher(page).click();
      await expect
        .poll(() => choice(page, BIRCH).innerText())
        .toMatch(new RegExp(`ext 203 · ${counted + 1} unheard`));
      // Heard by this page too: still no list read for it, and the message is not among Acme's.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      expect(app.callsTo('listVoicemail').length).toBe(listed);
      expect((await rowTexts(messageList(page))).join('\n')).not.toContain('Rosalind');
      for (const [width, height] of [
        [1280, 800],
        [800, 700],
        [420, 700],
        [360, 640],
        [320, 568],
      ] as const) {
        await page.setViewportSize({ width, height });
        await accountMenu(page).waitFor();
        expect(await withinWindow(accountMenu(page))).toBe(true);
        expect(await horizontalOverflow(page)).toEqual([]);
        // The bar across the top keeps the switcher, the dial pad and every entry within the window (the
        // rail's menu stands beside it on purpose, as its tooltips do).
        if (width < 560)
          expect(await nav(page).evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
        await app.screenshot(`accounts-switcher-open-${width}`);
      }
      await page.keyboard.press('Escape');
      await page.setViewportSize(WIDE);

      await navButton(page, 'Settings').click();
      expect(await accountItem(page, BIRCH).innerText()).toContain(
        `${counted + 1} unheard voicemail messages.`,
      );
    } finally {
      stop();
    }
    expect(app.problems).toEqual([]);
  }, 120_000);

  test('the call confirmation names the account whose extension rings', async () => {
    const started = await app.core.startCall('(555) 555-0187', 'link');
    if (started.kind !== 'confirm') throw new Error('a link call waits for confirmation');
    expect(started.pending.account).toEqual({ id: await idOf(ACME), name: ACME });
    const confirm = await app.openPage({ hash: '#confirm', viewport: { width: 420, height: 320 } });
    try {
      await confirm.getByRole('heading').waitFor();
      expect(await confirm.getByRole('main').innerText()).toMatch(
        /Your extension 201 on Acme front desk rings first\./,
      );
      await app.screenshot('accounts-confirm-420', confirm);
      await confirm.getByRole('button', { name: /^Cancel/ }).click();
    } finally {
      await confirm.close();
    }
  });

  test('Remove asks first, in words; then the account, its folder and its keys are gone', async () => {
    const { page } = app;
    const birchId = await idOf(BIRCH);
    await navButton(page, 'Settings').click();
    const item = accountItem(page, BIRCH);
    await item.getByRole('button', { name: `Remove ${BIRCH}` }).click();
    const confirmation = item.getByRole('group', { name: `Remove ${BIRCH}?` });
    await confirmation.waitFor();
    expect((await confirmation.innerText()).replace(/\s+/g, ' ')).toContain(
      `Remove ${BIRCH}? Its keys are deleted from the system keychain, and its call history copy, voicemail records, recent calls and lookups are deleted from this computer. Calls and messages on the phone system are not touched.`,
    );
    // Cancel has the focus: a quick Enter keeps everything.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    for (const [width, height] of [
      [1280, 800],
      [420, 700],
      [360, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      await confirmation.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toEqual([]);
      await app.screenshot(`accounts-remove-confirmation-${width}`);
    }
    await page.setViewportSize(WIDE);
    await page.keyboard.press('Enter');
    await confirmation.waitFor({ state: 'detached' });
    expect((await accountsNow()).accounts.map((a) => a.name)).toEqual([ACME, BIRCH]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Remove ${BIRCH}`);
    expect(await app.coreOptions.secrets.originsWithKey(birchId, 'pbx')).toHaveLength(1);
    await stat(join(app.dataDir, 'accounts', birchId));

    await page.keyboard.press('Enter');
    await confirmation.getByRole('button', { name: 'Remove', exact: true }).click();
    await item.waitFor({ state: 'detached' });
    expect((await accountsNow()).accounts.map((a) => a.name)).toEqual([ACME]);
    for (const kind of ['pbx', 'lookup'] as const)
      expect(await app.coreOptions.secrets.originsWithKey(birchId, kind)).toEqual([]);
    // The list changes as the account goes; its folder goes once its session has closed, a moment later.
    await expect
      .poll(() =>
        stat(join(app.dataDir, 'accounts', birchId)).then(
          () => 'still there',
          (error: NodeJS.ErrnoException) => error.code,
        ),
      )
      .toBe('ENOENT');
    // Acme keeps its keys, and the switcher offers Acme and the demo only.
    expect(await app.coreOptions.secrets.originsWithKey(await idOf(ACME), 'pbx')).toHaveLength(1);
    await switcher(page).click();
    const names = await accountMenu(page).getByRole('menuitemradio').allInnerTexts();
    expect(names.map((text) => text.split('\n')[0])).toEqual([ACME, 'Demo']);
    await page.keyboard.press('Escape');
    expect(app.problems).toEqual([]);
  }, 120_000);
});

test('the switcher at 200% zoom and under forced colours: whole in the window, the account in use marked', async () => {
  const page = await app.openPage({ hash: '', viewport: { width: 210, height: 350 }, deviceScaleFactor: 2 });
  try {
    await switcher(page).waitFor();
    await switcher(page).click();
    await accountMenu(page).waitFor();
    await app.screenshot('accounts-switcher-open-210', page);
    expect(await withinWindow(accountMenu(page))).toBe(true);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.keyboard.press('ArrowDown');
    await app.screenshot('accounts-switcher-forced-210', page);
    await page.emulateMedia({ forcedColors: 'none' });
    await page.keyboard.press('Escape');
    await navButton(page, 'Settings').click();
    await accountsSection(page).waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    await accountsSection(page).scrollIntoViewIfNeeded();
    await app.screenshot('accounts-settings-210', page);
  } finally {
    await page.close();
  }
}, 60_000);

/** The id of the error an input names in aria-describedby. */
async function describedError(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const error = ids.split(' ').find((id) => id.endsWith('-error'));
  if (!error) throw new Error(`no error described for the input (${ids})`);
  return error;
}
