// An organisation's policies in the window (issue 51), read by the real core from a Linux policy file
// (policy-file.ts). The app starts with the organisation's account in use, its fields filled in and
// locked, asking the person only for their extension and keys, which then work; the settings the policies
// set are disabled with their value and say so to screen readers, while the rest still save; a policy
// Dialdesk refuses is listed under Policies with the reason; a file replaced while the app runs locks
// and unlocks controls without a reload; a file others could write, and a damaged one, are refused and
// said, the policies read before staying in force; a directory it provides says so, keeps its settings
// and takes only the person's password; the person's own account at its phone system is offered to be
// merged into its account, which then holds the person's extension; an account the organisation stops
// providing, and the person's own once it allows none, say so, cannot be used, and a withdrawn one can be
// removed.
// Screenshots: test-results/screenshots/policies-*.png.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { runAxe, seriousViolations } from './axe';
import { type App, clockFrom, E2E_NOW, startApp } from './harness';
import { createPolicyFile, describedText, type PolicyFile } from './policy-file';
import { closeDetail, horizontalOverflow } from './views';

const PBX_KEY = 'acme-pbx-T4k9Qw2Lm7';
const LOOKUP_KEY = 'acme-lookup-V8n3Zr6Pq1';
const LOCKED = 'Set by your organization';
const CRM_ADDRESS = 'https://crm.example.com/?q={number}';
/** A company directory the organisation provides: nothing answers at its address, and none needs to. */
const DIRECTORY = {
  kind: 'ldap',
  name: 'Acme staff',
  url: 'ldap://127.0.0.1:1',
  security: 'plain',
  baseDn: 'ou=people,dc=acme,dc=example',
  bindDn: 'cn=dialdesk,ou=services,dc=acme,dc=example',
};

let app: App;
/** The organisation's phone system. */
let acme: DemoServer;
let policies: PolicyFile;
/** What the organisation sets at start: its account, some settings, and two policies Dialdesk refuses. */
let startPolicies: Record<string, unknown>;

beforeAll(async () => {
  acme = await startDemoServer({
    pbxKey: PBX_KEY,
    lookupKey: LOOKUP_KEY,
    seed: 17,
    callCount: 200,
    now: clockFrom(E2E_NOW),
  });
  policies = await createPolicyFile();
  startPolicies = {
    Accounts: [
      { name: 'Acme phones', accountId: 'acme', address: acme.baseUrl, lookupAddress: acme.lookupUrl },
    ],
    QuickDialHotkey: 'Control+Alt+K',
    AskBeforeHotkeyCalls: true,
    CrmAddress: CRM_ADDRESS,
    CallingHours: { enabled: true, start: '09:00', end: '17:30', florida: false },
    VoicemailCheckMinutes: 0,
    ApiKey: 'x',
  };
  await policies.write(startPolicies);
  app = await startApp({ policyFile: policies.path, viewport: { width: 1280, height: 800 } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await acme?.close();
  await policies?.remove();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dialdesk' });
const accountForm = (page = app.page) => page.getByRole('form', { name: 'Your phone system' });
const preferences = (page = app.page) => page.getByRole('form', { name: 'Preferences' });
const policiesSection = (page = app.page) => page.getByRole('region', { name: 'Policies' });
const accountItem = (name: string, page = app.page) =>
  page.getByRole('region', { name: 'Accounts' }).getByRole('listitem', { name, exact: true });
const quickDial = () => preferences().getByLabel('Open the quick-dial box', { exact: true });
const callSelection = () => preferences().getByLabel('Call the selected number', { exact: true });
/** A hotkey field's Turn off button. */
const turnOffOf = (field: Locator) =>
  field
    .locator('xpath=ancestor::div[contains(@class, "form-field")][1]')
    .getByRole('button', { name: 'Turn off' });

async function openSettings(page = app.page) {
  await closeDetail(page);
  await nav(page).getByRole('button', { name: 'Settings' }).first().click();
  await preferences(page).waitFor();
}

/** Marks the page, so that a test can tell it was not loaded again. */
const markPage = () =>
  app.page.evaluate(() => {
    (window as unknown as { unchanged: boolean }).unchanged = true;
  });
const pageKept = () => app.page.evaluate(() => 'unchanged' in window);

/** Runs what changes the account in use and waits for the page to start afresh. */
async function startsAfresh(change: () => Promise<unknown>) {
  await markPage();
  const loaded = app.page.waitForEvent('load');
  await change();
  await loaded;
  await nav(app.page).waitFor();
  expect(await pageKept()).toBe(false);
}

/** A locked control as it must be: disabled, and described by the note saying the organisation sets it. */
async function expectLocked(control: Locator) {
  expect(await control.isDisabled()).toBe(true);
  expect(await describedText(control)).toContain(LOCKED);
}

async function expectUnlocked(control: Locator) {
  expect(await control.isEnabled()).toBe(true);
  expect(await describedText(control)).not.toContain(LOCKED);
}

/** The policies Settings lists under `title`: each name with what it says of it. */
const listed = (title: string) =>
  policiesSection()
    .locator('.policy-group')
    .filter({ has: app.page.getByRole('heading', { name: title, exact: true }) })
    .locator('.policy')
    .evaluateAll((entries) =>
      entries.map((entry) => [
        entry.querySelector('dt')?.textContent ?? '',
        entry.querySelector('dd')?.textContent ?? '',
      ]),
    );

describe('the organisation provides an account, sets some settings and is refused some', () => {
  test("its account is in use, filled in and locked: only the person's extension and keys are asked for, and work", async () => {
    const { page } = app;
    await openSettings();
    const form = accountForm();
    expect(await form.innerText()).toContain(
      'Your organization set this account up: only your extension and your keys are yours to enter.',
    );
    const fixed = {
      'Account id': 'acme',
      Domain: '',
      'Full address (instead of account id and domain)': acme.baseUrl,
      'Lookup URL': acme.lookupUrl,
    };
    for (const [label, value] of Object.entries(fixed)) {
      const field = form.getByLabel(label, { exact: true });
      await expectLocked(field);
      expect(await field.inputValue(), label).toBe(value);
    }
    for (const field of [
      form.getByLabel('Your extension', { exact: true }),
      form.getByLabel(/^Phone-system key/),
      form.getByLabel(/^Lookup key/),
    ])
      await expectUnlocked(field);

    // Listed as the organisation's: in use, said to be provided, and neither renamed nor removed here.
    const item = accountItem('Acme phones');
    expect(await item.innerText()).toMatch(/In use/);
    expect(await item.innerText()).toContain('Provided by your organization');
    expect(await item.getByRole('button', { name: /^(Rename|Remove) / }).count()).toBe(0);
    await app.screenshot('policies-account');
    expect(seriousViolations(await runAxe(page))).toEqual([]);

    // The person's part: their extension and keys, saved with the organisation's fields as they are.
    await form.getByLabel('Your extension', { exact: true }).fill('201');
    await form.getByLabel(/^Phone-system key/).fill(PBX_KEY);
    await form.getByLabel(/^Lookup key/).fill(LOOKUP_KEY);
    await form.getByRole('button', { name: 'Save account' }).click();
    await expect
      .poll(() => page.locator('.save-result').innerText(), { timeout: 15_000 })
      .toMatch(/^Saved, and it works/);
    expect(app.callsTo('updateSettings').at(-1)?.reply.ok).toBe(true);
    const { settings } = await app.core.getSettings(undefined);
    expect(settings.account).toMatchObject({
      accountId: 'acme',
      baseUrlOverride: acme.baseUrl,
      extension: '201',
    });
  }, 60_000);

  test('the settings it sets are disabled with its values and say so; the others still save', async () => {
    const { page } = app;
    await openSettings();
    await expectLocked(quickDial());
    expect(await quickDial().inputValue()).toMatch(/^Ctrl\s*\+?\s*Alt\s*\+?\s*K$/);
    await expectLocked(turnOffOf(quickDial()));
    await expectUnlocked(callSelection());
    const confirmBox = preferences().getByRole('checkbox', { name: 'Ask before calling from a hotkey' });
    await expectLocked(confirmBox);
    expect(await confirmBox.isChecked()).toBe(true);

    // Open in CRM: the address is the organisation's; the box is still the person's.
    const crm = page.getByRole('region', { name: 'Open in CRM' });
    const address = crm.getByLabel('Address of a record', { exact: true });
    await address.waitFor();
    await expectLocked(address);
    expect(await address.inputValue()).toBe(CRM_ADDRESS);
    await expectUnlocked(crm.getByRole('checkbox', { name: /^Open the record by itself/ }));
    expect(await crm.getByRole('button', { name: /scheme/i }).count()).toBe(0);
    expect(await crm.getByRole('button', { name: 'Save CRM address' }).isEnabled()).toBe(true);

    // Calling hours: set whole, so every control and Save are disabled, under one note; the intro says
    // they are every account's.
    const hours = page.getByRole('region', { name: 'Calling hours' });
    const save = hours.getByRole('button', { name: 'Save calling hours' });
    await save.waitFor();
    expect(await hours.innerText()).toContain('Your organization sets them for every account.');
    expect(await hours.innerText()).not.toContain('Each account has its own');
    await expectLocked(save);
    for (const control of [
      hours.getByRole('checkbox', { name: 'Ask before calling outside calling hours' }),
      hours.getByLabel('From', { exact: true }),
      hours.getByLabel('Until', { exact: true }),
      hours.getByRole('checkbox', { name: /^Florida: calls end at / }),
    ])
      await expectLocked(control);
    expect(await hours.getByLabel('From', { exact: true }).inputValue()).toBe('09:00');
    expect(await hours.getByLabel('Until', { exact: true }).inputValue()).toBe('17:30');
    expect(await hours.locator('.locked-note').count()).toBe(1);

    // The preferences it does not set save, the locked ones going back as they are.
    const interval = preferences().getByLabel('Check for voicemail every (minutes)', { exact: true });
    await expectUnlocked(interval);
    await interval.fill('7');
    await preferences().getByRole('button', { name: 'Save preferences' }).click();
    await preferences().getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const { settings } = await app.core.getSettings(undefined);
    expect(settings.voicemail.checkIntervalMinutes).toBe(7);
    expect(settings.hotkeys.quickDial).toBe('Control+Alt+K');

    await quickDial().scrollIntoViewIfNeeded();
    await app.screenshot('policies-preferences');
    await hours.scrollIntoViewIfNeeded();
    await app.screenshot('policies-crm-hours');
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
  }, 60_000);

  test('Policies says where they are read, each one in force, and each refused one with the reason', async () => {
    await openSettings();
    const section = policiesSection();
    expect(await section.innerText()).toContain(`Set by your organization, read from ${policies.path}.`);
    const inForce = await listed('In force');
    expect(inForce.map(([name]) => name)).toEqual([
      'Accounts',
      'QuickDialHotkey',
      'AskBeforeHotkeyCalls',
      'CrmAddress',
      'CallingHours',
    ]);
    expect(Object.fromEntries(inForce)).toMatchObject({
      QuickDialHotkey: 'Control+Alt+K',
      AskBeforeHotkeyCalls: 'true',
      CrmAddress: CRM_ADDRESS,
    });
    // A structured value laid out a member a line, as text.
    expect(JSON.parse(Object.fromEntries(inForce).CallingHours ?? '')).toEqual(startPolicies.CallingHours);

    const { policies: view } = await app.core.getSettings(undefined);
    const reasons = Object.fromEntries(view.refused.map(({ name, reason }) => [name, reason.message]));
    expect(Object.keys(reasons).sort()).toEqual(['ApiKey', 'VoicemailCheckMinutes']);
    expect(await listed('Not applied')).toEqual([
      ['VoicemailCheckMinutes', reasons.VoicemailCheckMinutes],
      ['ApiKey', reasons.ApiKey],
    ]);
    expect(reasons.ApiKey).toMatch(/never carries a key or a password/);
    expect(await section.getByRole('alert').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await app.screenshot('policies-section');
  });

  test('a file put in its place while the app runs locks and unlocks controls, without a reload', async () => {
    await openSettings();
    await markPage();
    // Whether updates are checked is asked again as the policies change (UpdateChecks may be among them).
    const updateModeAsked = app.callsTo('getUpdateMode').length;
    const { QuickDialHotkey: _, ...others } = startPolicies;
    await policies.write({ ...others, CallSelectionHotkey: 'Control+Alt+C' });
    await expect.poll(() => callSelection().isDisabled(), { timeout: 5000 }).toBe(true);
    await expectLocked(callSelection());
    expect(await callSelection().inputValue()).toMatch(/^Ctrl\s*\+?\s*Alt\s*\+?\s*C$/);
    await expectLocked(turnOffOf(callSelection()));
    // The lock gone, the person's own hotkey (the default, never changed) is back, to be changed again.
    await expectUnlocked(quickDial());
    expect((await app.core.getSettings(undefined)).settings.hotkeys.quickDial).toBe('Control+Alt+Space');
    expect(await quickDial().inputValue()).toMatch(/^Ctrl\s*\+?\s*Alt\s*\+?\s*Space$/);
    await expectUnlocked(turnOffOf(quickDial()));
    await expect.poll(() => app.callsTo('getUpdateMode').length).toBeGreaterThan(updateModeAsked);
    expect(await pageKept()).toBe(true);
  });

  test('a file others could write, and a damaged one, are refused and said, the policies before staying in force', async () => {
    await openSettings();
    await markPage();
    const problem = policiesSection().getByRole('alert');
    // Everything else withdrawn, in a file anyone could write: nothing of it applies.
    await policies.write({ Accounts: startPolicies.Accounts }, 0o666);
    await problem.waitFor({ timeout: 5000 });
    expect(await problem.innerText()).toBe(
      `${policies.path} can be written by others than root: its policies were not applied. Take away group and others' write permission (chmod go-w). The policies read before stay in force until it is fixed.`,
    );
    await expectLocked(callSelection());
    expect((await listed('In force')).map(([name]) => name)).toContain('CallSelectionHotkey');
    await policiesSection().scrollIntoViewIfNeeded();
    await app.screenshot('policies-writable');

    await policies.writeText('{ "CallSelectionHotkey": ');
    await expect
      .poll(() => problem.innerText(), { timeout: 5000 })
      .toBe(
        `${policies.path} is not valid JSON: its policies were not applied. The policies read before stay in force until it is fixed.`,
      );
    await expectLocked(callSelection());

    // Mended: the problem goes, and the file's policies apply.
    await policies.write(startPolicies);
    await expect.poll(() => problem.count(), { timeout: 5000 }).toBe(0);
    await expectUnlocked(callSelection());
    await expectLocked(quickDial());
    expect(await pageKept()).toBe(true);
    expect(app.problems).toEqual([]);
  });

  test('a directory it provides says so, serves every account, has no Remove, and takes only a password', async () => {
    const { page } = app;
    await openSettings();
    await policies.write({ ...startPolicies, Directories: [DIRECTORY] });
    const section = page.getByRole('region', { name: 'Directories' });
    const item = section.getByRole('listitem', { name: DIRECTORY.name });
    await item.waitFor({ timeout: 5000 });
    expect(await item.innerText()).toContain('Provided by your organization');
    expect(await item.innerText()).toContain('For every account');
    expect(await item.getByRole('button', { name: `Remove ${DIRECTORY.name}` }).count()).toBe(0);

    await item.getByRole('button', { name: `Edit ${DIRECTORY.name}` }).click();
    const form = item.getByRole('form', { name: `Edit “${DIRECTORY.name}”` });
    await form.waitFor();
    expect(await form.innerText()).toContain(
      'Your organization set this directory up: only your password is yours to enter.',
    );
    expect(await form.innerText()).toContain('It names callers for every account.');
    expect(await form.getByRole('group', { name: 'Accounts it names callers for' }).count()).toBe(0);
    const fixed = {
      Name: DIRECTORY.name,
      'Server address': DIRECTORY.url,
      'Base DN': DIRECTORY.baseDn,
      'Bind DN': DIRECTORY.bindDn,
    };
    for (const [label, value] of Object.entries(fixed)) {
      // The first of its label: the mapping's own Name, folded under Advanced, comes after.
      const field = form.getByLabel(label, { exact: true }).first();
      expect(await field.isDisabled(), label).toBe(true);
      expect(await describedText(field)).toContain('only your password is yours to enter');
      expect(await field.inputValue(), label).toBe(value);
    }
    const security = form.getByRole('radio', { name: 'None (plain ldap://)' });
    expect(await security.isDisabled()).toBe(true);
    expect(await security.isChecked()).toBe(true);
    // The password, the one field open, focused as the form opens.
    const password = form.getByLabel(/^Password/);
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await password.isEnabled()).toBe(true);
    await item.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await app.screenshot('policies-directory');
    expect(seriousViolations(await runAxe(page))).toEqual([]);

    // Save sends the organisation's settings as they are, with the password: main takes it.
    await password.fill('s3cret-directory');
    await form.getByRole('button', { name: 'Save password' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = app.callsTo('saveDirectory').at(-1);
    expect(saved?.reply.ok).toBe(true);
    const { id, ...provided } = (await app.core.listDirectories(undefined)).find((view) => view.organisation)
      ?.settings ?? { id: '' };
    expect(saved?.request).toEqual({ id, settings: provided, password: 's3cret-directory' });
    expect((await app.core.listDirectories(undefined)).find((view) => view.organisation)?.hasPassword).toBe(
      true,
    );
    expect(app.problems).toEqual([]);
  });
});

describe("the person's own account at a phone system the organisation now provides", () => {
  test('is offered to merge into its account, said first; a refusal is said there; merged, one account holds the extension', async () => {
    const { page } = app;
    const organisationId = (await app.core.listAccounts(undefined)).activeId;
    // A note on the organisation's account (in use): main merges no two accounts' notes.
    const target = { kind: 'call', id: 'acme-call-noted', origin: '' } as const;
    await app.core.saveNote({ target, text: 'Called back.', outcomeId: null });
    // Set up by the person at Acme's phone system, as they had before the organisation provided it.
    await startsAfresh(() =>
      app.core.addAccount({
        name: 'My Acme line',
        accountId: 'acme',
        domain: '',
        baseUrlOverride: acme.baseUrl,
        extension: '305',
        lookupUrl: '',
        defaultRegion: 'US',
        dialFormat: 'national-digits',
        watchVoicemail: false,
      }),
    );
    await openSettings();
    const own = accountItem('My Acme line');
    expect(await own.innerText()).toContain(
      'Your organization now provides this phone system as “Acme phones”.',
    );
    // The organisation's account offers nothing of the kind.
    expect(
      await accountItem('Acme phones')
        .getByRole('button', { name: /^Merge/ })
        .count(),
    ).toBe(0);
    await own.scrollIntoViewIfNeeded();
    await app.screenshot('policies-merge-offer');

    // Said first in words, Cancel focused; main's refusal said there, in its words.
    const mergeButton = own.getByRole('button', { name: 'Merge into Acme phones' });
    await mergeButton.click();
    const question = own.getByRole('group', { name: 'Merge My Acme line into Acme phones?' });
    await question.waitFor();
    expect(await describedText(question)).toBe(
      'Its keys, your extension, and its call history and notes on this computer move to Acme phones. My Acme line is then gone from this list.',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await app.screenshot('policies-merge-question');
    await question.getByRole('button', { name: 'Merge', exact: true }).click();
    const refusal = own.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("Couldn't merge them");
    expect(await refusal.innerText()).toContain(
      "Your organization's account already has notes of its own on this computer",
    );
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => mergeButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await accountItem('My Acme line').count()).toBe(1);

    // Its note taken away, the organisation's account takes the person's in.
    await startsAfresh(() => app.core.switchAccount({ id: organisationId }));
    await app.core.saveNote({ target, text: '', outcomeId: null });
    await openSettings();
    await mergeButton.click();
    await startsAfresh(() => question.getByRole('button', { name: 'Merge', exact: true }).click());
    await openSettings();
    const { accounts, activeId } = await app.core.listAccounts(undefined);
    expect(accounts.map(({ id, name }) => [id, name])).toEqual([[organisationId, 'Acme phones']]);
    expect(activeId).toBe(organisationId);
    expect(accounts[0]?.extension).toBe('305');
    await expect.poll(() => accountItem('My Acme line').count()).toBe(0);
    expect(await accountItem('Acme phones').innerText()).toMatch(/In use/);
    expect(await accountForm().getByLabel('Your extension', { exact: true }).inputValue()).toBe('305');
    expect(app.problems).toEqual([]);
  }, 60_000);
});

describe('accounts the organisation stops providing, or turns off', () => {
  test('say so, are not offered to switch to, and a withdrawn one can be removed; Add account says why it is off', async () => {
    const { page } = app;
    await startsAfresh(() =>
      app.core.addAccount({
        name: 'My own line',
        accountId: 'mine',
        domain: 'pbx.example.net',
        baseUrlOverride: '',
        extension: '305',
        lookupUrl: '',
        defaultRegion: 'US',
        dialFormat: 'national-digits',
        watchVoicemail: true,
      }),
    );
    // The organisation provides none any more, and allows none of the person's own: the demo is in use.
    await startsAfresh(() => policies.write({ Accounts: [], AllowOwnAccounts: false }));
    await openSettings();

    const withdrawn = accountItem('Acme phones');
    expect(await withdrawn.innerText()).toContain(
      'Your organization no longer provides this account, so it cannot be used. Its keys and history are kept until you remove it.',
    );
    const own = accountItem('My own line');
    expect(await own.innerText()).toContain(
      'Your organization turned off accounts of your own. This one is kept, with its history, but cannot be used.',
    );
    for (const item of [withdrawn, own]) {
      expect(await item.getByRole('button', { name: /^Use / }).count()).toBe(0);
      const watch = item.getByRole('checkbox', { name: /voicemail/i });
      expect(await watch.isDisabled()).toBe(true);
      expect(await describedText(watch)).toMatch(/cannot be used/);
    }
    const add = page.getByRole('region', { name: 'Accounts' }).getByRole('button', { name: 'Add account' });
    expect(await add.isDisabled()).toBe(true);
    expect(await describedText(add)).toBe(
      'Your organization provides the accounts on this computer: you cannot add one of your own.',
    );
    // Over the demo, the account form would make an account of the person's own: it says why it does not.
    expect(await page.getByLabel('Account id', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Your phone system' }).innerText()).toContain(
      'you cannot add one of your own',
    );

    // The header offers only the demo.
    await nav(page)
      .getByRole('button', { name: /^Account in use:/ })
      .click();
    expect(
      await page.getByRole('menu', { name: 'Accounts' }).getByRole('menuitemradio').allInnerTexts(),
    ).toEqual([expect.stringMatching(/^Demo/)]);
    await page.keyboard.press('Escape');
    await withdrawn.scrollIntoViewIfNeeded();
    await app.screenshot('policies-accounts-off');
    expect(seriousViolations(await runAxe(page))).toEqual([]);

    // Removed as any account is: said first, then gone with its keys and history.
    await withdrawn.getByRole('button', { name: 'Remove Acme phones' }).click();
    await withdrawn.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => withdrawn.count()).toBe(0);
    expect((await app.core.listAccounts(undefined)).accounts.map((account) => account.name)).toEqual([
      'My own line',
    ]);
    expect(app.problems).toEqual([]);
  }, 60_000);
});
