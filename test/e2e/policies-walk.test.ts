// An organisation's policies (issue 51), walked: Settings with what the policies set (the organisation's
// account in use, one it no longer provides, the person's own turned off and offered to be merged into
// the organisation's at the same phone system, locked hotkeys, a locked language, the CRM address, the
// calling hours, a company directory it provides with its form open) and Policies (in force, not applied,
// and the file refused for being writable by others, the policies before it kept), at 320 CSS px, at 200%,
// at 320 CSS px at 200% in forced colours, and at 360, 420 and 1280 px, light and dark. The policies set
// the language to German, so what is checked is the structure, not the words (their translations may come
// later): every control described by a "set by your organization" note is disabled, every description
// names an element with words in it, every locked text is shown whole, nothing reaches past the window's
// sides or is cut, and axe finds nothing.
// Screenshots: test-results/screenshots/policies-walk-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { runAxe } from './axe';
import { type App, clockFrom, E2E_NOW, startApp } from './harness';
import { cutText } from './language-walk';
import { createPolicyFile, type PolicyFile } from './policy-file';
import { horizontalOverflow } from './views';

/** What the organisation sets: the first account stays provided, the second is withdrawn below. */
const ACCOUNT = { name: 'Acme phones', accountId: 'acme' };
const WITHDRAWN = {
  name: 'Birch branch office, second-floor reception',
  accountId: 'birch',
  domain: 'pbx.birch.example.com',
};

/** A company directory the organisation provides, with long names that wrap in a narrow window. */
const DIRECTORY = {
  kind: 'ldap',
  name: 'Acme Mitarbeiterverzeichnis, alle Standorte',
  url: 'ldap://127.0.0.1:1',
  security: 'plain',
  baseDn: 'ou=mitarbeiter,ou=standorte,dc=acme-international,dc=example,dc=com',
  bindDn: 'cn=dialdesk-leser,ou=dienstkonten,dc=acme-international,dc=example,dc=com',
};

/** The controls the policies lock once the walk's are in force, by id. */
const LOCKED_CONTROLS = [
  'setting-account-accountId',
  'setting-account-domain',
  'setting-account-baseUrlOverride',
  'setting-account-lookupUrl',
  'setting-hotkeys-quickDial',
  'setting-calls-confirmHotkeyCalls',
  'setting-general-language',
  'crm-crm-template',
  'hours-hours-enabled',
  'hours-hours-start',
  'hours-hours-end',
  'hours-hours-florida',
];
/** The controls that stay the person's. */
const OPEN_CONTROLS = ['setting-account-extension', 'key-pbx', 'key-lookup', 'setting-hotkeys-callSelection'];

let app: App;
let acme: DemoServer;
let policies: PolicyFile;
/** A second main window, zoomed to 200%. */
let zoomed: Page;
/** The organisation's directory's id. */
let directoryId: string;

/** The directory form's fields: all the organisation's but the password, which is the person's. */
const directoryControls = () => {
  const scope = `directory-${directoryId}`;
  return {
    locked: ['directory-name', 'ldap-url', 'ldap-security', 'ldap-baseDn', 'ldap-bindDn', 'ldap-preset'].map(
      (field) => `${scope}-${field}`,
    ),
    open: [`${scope}-ldap-password`],
  };
};

/** Runs what changes the account in use and waits for the page to start afresh on it. */
async function startsAfresh(change: () => Promise<unknown>) {
  const loaded = app.page.waitForEvent('load');
  await change();
  await loaded;
  await app.page.getByRole('navigation').first().waitFor();
}

beforeAll(async () => {
  acme = await startDemoServer({ seed: 23, callCount: 120, now: clockFrom(E2E_NOW) });
  policies = await createPolicyFile();
  const organisation = {
    Accounts: [
      { ...ACCOUNT, address: acme.baseUrl, lookupAddress: acme.lookupUrl, defaultCountry: 'US' },
      WITHDRAWN,
    ],
    Language: 'de',
    QuickDialHotkey: 'Control+Alt+K',
    AskBeforeHotkeyCalls: true,
    // Long enough to wrap in a narrow window, and to scroll in its field.
    CrmAddress: 'https://crm.example.com/contacts/search?phone={number}&caller={name}&call={call_id}',
    CallingHours: { enabled: true, start: '09:00', end: '17:30', florida: false },
    VoicemailCheckMinutes: 0,
    ApiKey: 'not-a-place-for-keys',
    Directories: [DIRECTORY],
  };
  await policies.write(organisation);
  app = await startApp({ policyFile: policies.path, viewport: { width: 1280, height: 800 } });
  // An account of the person's own at the organisation's phone system (offered to be merged into its
  // account), before the organisation turns them off…
  await startsAfresh(() =>
    app.core.addAccount({
      name: 'Eigene Leitung',
      accountId: ACCOUNT.accountId,
      domain: '',
      baseUrlOverride: acme.baseUrl,
      extension: '305',
      lookupUrl: '',
      defaultRegion: 'DE',
      dialFormat: 'e164',
      watchVoicemail: true,
    }),
  );
  // …and stops providing the second account: the first is in use again.
  const { Accounts: provided, ...others } = organisation;
  const kept = { ...others, Accounts: provided.slice(0, 1), AllowOwnAccounts: false };
  await startsAfresh(() => policies.write(kept));
  // The same policies again in a file anyone could write: refused, and those read before stay.
  const refused = new Promise<void>((resolve) => {
    const stop = app.core.on('settingsChanged', (view) => {
      if (view.policies.problem === null) return;
      stop();
      resolve();
    });
  });
  await policies.write(kept, 0o666);
  await refused;
  const directory = (await app.core.listDirectories(undefined)).find((view) => view.organisation);
  if (!directory) throw new Error("the organisation's directory is not listed");
  directoryId = directory.settings.id;
  zoomed = await app.openPage({ hash: '', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await acme?.close();
  await policies?.remove();
});

/**
 * Settings, once everything in it is read (the account's CRM address and hours, the directories, and
 * Policies), with the organisation's directory's form open.
 */
async function openSettings(page: Page) {
  // Settings is the navigation's last entry, whatever the language calls it.
  await page.getByRole('navigation').first().locator('ul button').last().click();
  for (const selector of [
    '.crm-form button[type="submit"]',
    '.hours-form button[type="submit"]',
    `[data-directory="${directoryId}"]`,
    '#policies-title',
  ])
    await page.locator(selector).waitFor();
  const directory = page.locator(`[data-directory="${directoryId}"]`);
  // Edit, whatever the language calls it: the item's buttons are Read now and Edit (no Remove).
  if ((await directory.locator('.directory-form').count()) === 0)
    await directory.locator('.actions .button').last().click();
  await directory.locator('.directory-form').waitFor();
}

/** Everything the walk requires of Settings as it is drawn now; [] when all holds. */
async function settingsProblems(page: Page): Promise<string[]> {
  const state = await page.evaluate(() => {
    const notes = new Set([...document.querySelectorAll('.locked-note[id]')].map((note) => note.id));
    const ids = (element: Element) =>
      element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
    const described = [...document.querySelectorAll('[aria-describedby]')];
    const name = (element: Element) =>
      element.id || element.textContent?.trim().slice(0, 30) || element.tagName;
    return {
      lockedIds: described.filter((control) => ids(control).some((id) => notes.has(id))).map(name),
      lockedOpen: described
        .filter((control) => ids(control).some((id) => notes.has(id)) && !control.matches(':disabled'))
        .map(name),
      dangling: described.flatMap((control) =>
        ids(control)
          .filter((id) => !/\p{L}{2,}/u.test(document.getElementById(id)?.textContent ?? ''))
          .map((id) => `${name(control)} → #${id}`),
      ),
      languageOpen: [...document.querySelectorAll<HTMLInputElement>('#setting-general-language input')]
        .filter((radio) => !radio.disabled)
        .map((radio) => radio.id),
      addAccountOpen: [...document.querySelectorAll<HTMLButtonElement>('.add-account-start button')]
        .filter((button) => !button.disabled)
        .map(name),
      // A locked text shows its whole value: nothing of it scrolled out of sight.
      lockedTextHidden: [...document.querySelectorAll<HTMLTextAreaElement>('textarea.locked-text')]
        .filter((text) => text.getClientRects().length > 0)
        .filter(
          (text) => text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
        )
        .map(name),
    };
  });
  const directory = directoryControls();
  const open = await Promise.all(
    [...OPEN_CONTROLS, ...directory.open].map(async (id) =>
      (await page.locator(`#${id}`).isEnabled()) ? null : `#${id} is disabled`,
    ),
  );
  return [
    ...[...LOCKED_CONTROLS, ...directory.locked]
      .filter((id) => !state.lockedIds.includes(id))
      .map((id) => `#${id} says no lock`),
    ...state.lockedOpen.map((id) => `${id} is described as locked but enabled`),
    ...state.dangling.map((pair) => `described by nothing: ${pair}`),
    ...state.languageOpen.map((id) => `#${id} is enabled`),
    ...state.addAccountOpen.map((id) => `Add account (${id}) is enabled`),
    ...state.lockedTextHidden.map((id) => `#${id} does not show its whole value`),
    ...open.filter((problem) => problem !== null),
  ];
}

/** Every axe violation, any impact, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  return (await runAxe(page)).map(
    (violation) =>
      `${violation.id} (${violation.impact}: ${violation.help}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Where each screenshot of Settings starts: each part with something the policies set, and Policies. */
const PARTS: [name: string, selector: string][] = [
  ['accounts', '.accounts'],
  ['merge', '.account-merge'],
  ['account', '#account-title'],
  ['directory', '.directory-item:has(.directory-form)'],
  ['directory-form', '.directory-form'],
  ['directory-dn', '.directory-form .form-field:has([name="ldap.baseDn"])'],
  ['crm', '.crm-settings'],
  ['hours', '.hours-settings'],
  ['language', '#setting-general-language'],
  ['hotkeys', '.form-field:has(#setting-hotkeys-quickDial)'],
  ['policies', '.policies'],
];

/** Screenshots of each part of Settings, light and dark, each part at the window's top. */
async function screenshots(page: Page, name: string) {
  for (const [part, selector] of PARTS) {
    await page
      .locator(selector)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await app.screenshot(`policies-walk-${name}-${part}`, page);
  }
}

describe('Settings under the policies, in German', () => {
  test.each([
    { name: '320', page: () => app.page, size: { width: 320, height: 640 }, forced: false },
    // A 1280 × 800 window at 200%.
    { name: '200', page: () => zoomed, size: { width: 640, height: 400 }, forced: false },
    // A 640 px window at 200%: 320 CSS px, in forced colours.
    { name: '320-200-forced', page: () => zoomed, size: { width: 320, height: 560 }, forced: true },
  ])(
    'at $name: what the policies set is disabled and said, nothing overflows or is cut, axe finds nothing',
    async ({ name, page: pageOf, size, forced }) => {
      const page = pageOf();
      await page.setViewportSize(size);
      if (forced) await page.emulateMedia({ forcedColors: 'active' });
      try {
        await openSettings(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        // The file refused, said once; the policies read before it listed, in force and not applied.
        expect(await page.locator('.policies-problem[role="alert"]').count()).toBe(1);
        expect(await page.locator('.policy-group').count()).toBe(2);
        // The organisation's account, the one it withdrew and the person's own turned off each say so;
        // the person's own, at the organisation's phone system, is offered to be merged into it.
        expect(await page.locator('.account-item > .locked-note').count()).toBe(3);
        expect(await page.locator('.account-merge button').count()).toBe(1);
        // The organisation's directory says so too, and has no Remove.
        expect(await page.locator(`[data-directory="${directoryId}"] > .locked-note`).count()).toBe(1);
        expect(await page.locator(`[data-directory="${directoryId}"] .button.danger`).count()).toBe(0);
        const problems = [
          ...(await settingsProblems(page)),
          ...(await horizontalOverflow(page)),
          ...(await cutText(page, { data: true })),
          ...(await axeFindings(page)),
        ];
        await screenshots(page, name);
        expect(problems).toEqual([]);
      } finally {
        if (forced) await page.emulateMedia({ forcedColors: 'none' });
      }
      expect(app.problems).toEqual([]);
    },
    120_000,
  );

  test('at 360, 420 and 1280 px, light and dark', async () => {
    const { page } = app;
    for (const width of [360, 420, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 680 });
      await openSettings(page);
      expect([...(await settingsProblems(page)), ...(await horizontalOverflow(page))]).toEqual([]);
      await screenshots(page, String(width));
    }
    expect(app.problems).toEqual([]);
  }, 120_000);
});
