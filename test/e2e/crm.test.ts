// Open in CRM in the windows (issue 49), with the real core and the simulator; the shell's openExternal is
// the harness's, which records each address instead of opening it (app.opened). Settings → Open in CRM
// refuses a template with a placeholder in its host in main's words, beside the field, and a scheme main
// never opens beside the scheme's field (behind its button and warning); a template saved makes the action
// appear. The first address of the template shows in the call's detail before anything opens, exactly as
// main encodes it (the number in E.164, the name's space as %20 and & as %26); Open opens exactly that.
// From then on the action opens at once, with no panel: on another call's detail, on a History row (what
// came of it above the list), on Lookup's result and in the call confirmation window; a new template is
// shown first again, there too, where Esc puts the address away and leaves the call waiting. With no
// template the action is nowhere. Screenshots: test-results/screenshots/crm-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CONFIRM_PAGE_SIZE } from '../../main/shell/confirm-size';
import type { CrmSettings } from '../../preload/contract';
import { runAxe, seriousViolations } from './axe';
import { type App, startApp } from './harness';
import { closeDetail } from './views';

const TEMPLATE = 'https://crm.example.com/search?phone={number}&who={name}';
/** A template with a placeholder in its host: a name could send the address anywhere. */
const IN_HOST = 'https://{name}.crm.example.com/search?phone={number}';
/** The demo's callers used here, by the name the phone system records and its caller-id number. */
const BAKER = { name: 'Baker & Sons Plumbing', e164: '+15555550111' };
const DIEGO = { name: 'Diego Fernández', e164: '+15555550195' };
const PRIYA = { name: 'Priya Raman', e164: '+15555550123' };
const NORTHWIND = { name: 'Northwind Logistics', e164: '+15555550187', typed: '555-555-0187' };

/**
 * The address main makes of TEMPLATE, written out by hand: the number in E.164, each value encoded as
 * a URL's query takes it ("+" as %2B, a space as %20, "&" as %26, "á" as %C3%A1).
 */
const addressOf = (who: { name: string; e164: string }) =>
  `https://crm.example.com/search?phone=${encodeURIComponent(who.e164)}&who=${encodeURIComponent(who.name)}`;

let app: App;
beforeAll(async () => {
  // The local copy: History searches every stored call, and Lookup and the confirmation know names.
  app = await startApp({ viewport: { width: 1280, height: 800 }, historySync: true });
  await app.historySynced();
}, 120_000);
afterAll(() => app?.close());

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();
const details = () => app.page.getByRole('complementary', { name: 'Details' });
const grid = () => app.page.getByRole('grid', { name: 'Calls' });
const rowOf = (name: string) =>
  grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').filter({ hasText: name }).first();
const section = () => app.page.getByRole('region', { name: 'Open in CRM' });
const templateField = () => section().getByRole('textbox', { name: 'Address of a record' });
const crmSettings = (): Promise<CrmSettings> => app.core.getCrmSettings(undefined);

/** History, searched for one caller: their calls only, the first one's row waited for. */
async function historyOf(name: string) {
  await closeDetail(app.page);
  await nav(app.page, 'History').click();
  await app.page.getByRole('searchbox', { name: 'Search calls by name or number' }).fill(name);
  await rowOf(name).waitFor();
}

async function openSettings() {
  await closeDetail(app.page);
  await nav(app.page, 'Settings').click();
  await section().waitFor();
}

async function saveTemplate(template: string) {
  await templateField().fill(template);
  await section().getByRole('button', { name: 'Save CRM address' }).click();
}

test('with no template the action is offered nowhere, and Settings says what the address is for', async () => {
  const { page } = app;
  expect((await crmSettings()).template).toBe('');
  await historyOf(PRIYA.name);
  expect(await grid().locator('.row-crm').count()).toBe(0);
  await rowOf(PRIYA.name).click();
  await details().getByRole('button', { name: 'Call back' }).waitFor();
  expect(await page.getByRole('button', { name: 'Open in CRM' }).count()).toBe(0);

  await openSettings();
  expect(await section().textContent()).toContain('Each account has its own; this one is for Demo.');
  // Text, not a web address: a CRM app's own scheme is no address to the browser.
  expect(await templateField().getAttribute('type')).toBe('text');
  expect(await templateField().getAttribute('spellcheck')).toBe('false');
  expect(await section().locator('.hint').first().textContent()).toBe(
    'Dialdesk fills in {number} (in international format where it can), {digits}, {name}, {call_id} and {direction}, each URL-encoded. Leave it empty to turn Open in CRM off. For example: https://crm.example.com/search?phone={number}',
  );
});

test("Settings refuses a placeholder in the host in main's words beside the field, and a scheme main never opens beside the scheme's", async () => {
  const { page } = app;
  await openSettings();
  await saveTemplate(IN_HOST);
  const refusal = section().locator('#crm-crm-template-error');
  await refusal.waitFor();
  expect(await refusal.textContent()).toBe(
    'A placeholder cannot stand in the host: it would change where the address leads. Put it in the path or after the “?”.',
  );
  expect(await templateField().getAttribute('aria-invalid')).toBe('true');
  expect(await templateField().getAttribute('aria-describedby')).toContain('crm-crm-template-error');
  expect(await section().getByRole('alert').textContent()).toBe('Nothing was saved: fix the marked field.');
  expect((await crmSettings()).template).toBe('');
  await app.screenshot('crm-settings-refused');

  // A CRM app's own scheme: behind a button, which shows what allowing one means before its field.
  await section().getByRole('button', { name: "Allow an app's own scheme…" }).click();
  const scheme = section().getByRole('textbox', { name: "Your CRM app's scheme" });
  await expect.poll(() => scheme.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await section().locator('.caution').textContent()).toBe(
    "Addresses with this scheme open the app registered for it on this computer, with the number and whatever else the address sends. Allow only your CRM app's own scheme, such as salesforce.",
  );
  // The warning is read with the field.
  const warningId = await section().locator('.caution').getAttribute('id');
  expect((await scheme.getAttribute('aria-describedby'))?.split(' ')).toContain(warningId);
  await scheme.fill('javascript');
  await saveTemplate(TEMPLATE);
  const schemeRefusal = section().locator('#crm-crm-customScheme-error');
  await schemeRefusal.waitFor();
  expect(await schemeRefusal.textContent()).toBe(
    'Addresses starting with javascript: are never opened: Dialdesk opens only https:// addresses, or a CRM app’s own scheme.',
  );
  expect(await section().locator('#crm-crm-template-error').count()).toBe(0);
  await app.screenshot('crm-settings-scheme-refused');

  // Without a scheme of its own: saved, and the action appears.
  await scheme.fill('');
  await saveTemplate(TEMPLATE);
  await section().getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  expect(await crmSettings()).toEqual({ template: TEMPLATE, openOnCall: false, customScheme: '' });
  expect(seriousViolations(await runAxe(page))).toEqual([]);
});

test('the first address shows in the detail before it opens, exactly as main encodes it; Open opens exactly that', async () => {
  const { page } = app;
  await historyOf(BAKER.name);
  await rowOf(BAKER.name).click();
  const pane = details();
  await pane.getByRole('button', { name: 'Open in CRM' }).click();
  const panel = pane.getByRole('alertdialog', { name: 'Check the address before it opens' });
  await panel.waitFor();
  const address = panel.locator('.crm-address');
  expect(await address.textContent()).toBe(addressOf(BAKER));
  expect(addressOf(BAKER)).toBe(
    'https://crm.example.com/search?phone=%2B15555550111&who=Baker%20%26%20Sons%20Plumbing',
  );
  // As main made it for this call.
  const asked = app.callsTo('getCrmAddress').at(-1);
  expect(asked?.reply).toEqual({ ok: true, value: { address: addressOf(BAKER), confirmed: false } });
  expect(asked?.request).toMatchObject({ name: BAKER.name, direction: expect.any(String) });
  expect(await panel.textContent()).toContain(
    "Dialdesk opens this address in your browser. Check that it is your CRM's.",
  );
  // Text to read and select, broken anywhere rather than cut; the focus on Open.
  expect(
    await address.evaluate((element) => ({
      wrap: getComputedStyle(element).overflowWrap,
      select: getComputedStyle(element).userSelect,
      translate: element.getAttribute('translate'),
    })),
  ).toEqual({ wrap: 'anywhere', select: 'text', translate: 'no' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Open');
  expect(app.opened).toEqual([]);
  expect(seriousViolations(await runAxe(page))).toEqual([]);
  await app.screenshot('crm-address');

  // Cancel opens nothing; the next press shows it again.
  await panel.getByRole('button', { name: "Don't open" }).click();
  await panel.waitFor({ state: 'detached' });
  expect(app.callsTo('openInCrm')).toHaveLength(0);
  await pane.getByRole('button', { name: 'Open in CRM' }).click();
  await panel.getByRole('button', { name: 'Open', exact: true }).click();
  await pane.getByRole('status').filter({ hasText: 'Opened in your browser.' }).waitFor();
  expect(app.opened).toEqual([addressOf(BAKER)]);
  expect(app.callsTo('openInCrm').map((call) => call.request)).toEqual([
    { party: expect.objectContaining({ name: BAKER.name }), shown: true },
  ]);
  // The focus is back on the action.
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Open in CRM');
});

test('another call opens at once, with no panel', async () => {
  await historyOf(DIEGO.name);
  await rowOf(DIEGO.name).click();
  const pane = details();
  await pane.getByRole('button', { name: 'Open in CRM' }).click();
  await pane.getByRole('status').filter({ hasText: 'Opened in your browser.' }).waitFor();
  expect(await pane.getByRole('alertdialog').count()).toBe(0);
  expect(app.opened.at(-1)).toBe(addressOf(DIEGO));
  expect(addressOf(DIEGO)).toBe(
    'https://crm.example.com/search?phone=%2B15555550195&who=Diego%20Fern%C3%A1ndez',
  );
  expect(app.callsTo('openInCrm').at(-1)?.request).toMatchObject({ shown: false });
});

test('a History row opens its call at once, and says so above the list', async () => {
  const { page } = app;
  await historyOf(PRIYA.name);
  const row = rowOf(PRIYA.name);
  const button = row.getByRole('button', { name: `Open the record of ${PRIYA.name} in your CRM` });
  await button.click();
  const said = page.locator('.crm-opened');
  await said.waitFor();
  expect(await said.textContent()).toBe('Opened in your browser.');
  expect(app.opened.at(-1)).toBe(addressOf(PRIYA));
  // The row's own button, not the row: no detail opened.
  expect(await details().count()).toBe(0);
  await app.screenshot('crm-row-opened');
  await said.getByRole('button', { name: 'Dismiss' }).click();
  await said.waitFor({ state: 'detached' });
});

test("a voicemail opens its caller: the message's id is no call's, and it came in", async () => {
  const { page } = app;
  await closeDetail(page);
  await nav(page, 'Voicemail').click();
  const message = page
    .getByRole('listbox', { name: 'Voicemail messages' })
    .getByRole('option')
    // A caller with a public number (not one who withheld it): {number} is its E.164 form.
    .filter({ has: page.locator('.party-number', { hasText: /^\(555\) 555-\d{4}$/ }) })
    .first();
  /** The number's ten digits, as its row shows it. */
  const shownDigits = async () =>
    (await message.locator('.party-number').textContent())?.replace(/\D/g, '') ?? '';
  await message.click();
  await details().getByRole('button', { name: 'Open in CRM' }).click();
  await details().getByRole('status').filter({ hasText: 'Opened in your browser.' }).waitFor();
  const asked = app.callsTo('openInCrm').at(-1);
  expect(asked?.request).toEqual({
    party: { number: expect.any(String), name: expect.any(String), callId: null, direction: 'inbound' },
    shown: false,
  });
  const name = (asked?.request as { party: { name: string } } | undefined)?.party.name ?? '';
  expect(app.opened.at(-1)).toBe(
    `https://crm.example.com/search?phone=%2B1${await shownDigits()}&who=${encodeURIComponent(name)}`,
  );
  expect(asked?.reply).toEqual({ ok: true, value: { address: app.opened.at(-1) } });
});

test("Lookup's result opens the number looked up with the name History knows", async () => {
  const { page } = app;
  await closeDetail(page);
  await nav(page, 'Lookup').click();
  await page.getByRole('combobox', { name: 'Number' }).fill(NORTHWIND.typed);
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  const result = page.getByRole('article', { name: /Lookup result/ });
  await result.getByRole('button', { name: 'Open in CRM' }).click();
  await result.getByRole('status').filter({ hasText: 'Opened in your browser.' }).waitFor();
  expect(app.opened.at(-1)).toBe(addressOf(NORTHWIND));
  expect(app.callsTo('openInCrm').at(-1)?.request).toEqual({
    party: { number: expect.any(String), name: NORTHWIND.name, callId: null, direction: null },
    shown: false,
  });
  await app.screenshot('crm-lookup-opened');
});

test('the call confirmation opens the number to be called; a new template is shown first there too, and Esc puts it away, not the call', async () => {
  const started = await app.core.startCall(NORTHWIND.typed, 'link');
  if (started.kind !== 'confirm') throw new Error(`expected a call to confirm, got ${started.kind}`);
  const confirm = await app.openPage({ hash: '#confirm', viewport: { ...CONFIRM_PAGE_SIZE } });
  try {
    await confirm.getByRole('heading').waitFor();
    await confirm.getByRole('button', { name: 'Open in CRM' }).click();
    await confirm.getByRole('status').filter({ hasText: 'Opened in your browser.' }).waitFor();
    expect(app.opened.at(-1)).toBe(addressOf(NORTHWIND));
    expect(app.callsTo('openInCrm').at(-1)?.request).toEqual({
      party: {
        number: started.pending.destination,
        name: NORTHWIND.name,
        callId: null,
        direction: 'outbound',
      },
      shown: false,
    });
    // The call still waits for the person's Enter.
    expect(await app.core.getPendingCall(undefined)).not.toBeNull();

    // Another template: its first address is shown in this window before it opens.
    const second = `${TEMPLATE}&from=dialdesk`;
    await app.core.saveCrmSettings({ template: second, openOnCall: false, customScheme: '' });
    const opened = app.opened.length;
    await confirm.getByRole('button', { name: 'Open in CRM' }).click();
    const panel = confirm.getByRole('alertdialog', { name: 'Check the address before it opens' });
    await panel.waitFor();
    expect(await panel.locator('.crm-address').textContent()).toBe(`${addressOf(NORTHWIND)}&from=dialdesk`);
    // As tall as main makes the window for what it shows (main/shell/confirm-size.ts), for the picture.
    await confirm.setViewportSize({ width: CONFIRM_PAGE_SIZE.width, height: 560 });
    await app.screenshot('crm-confirm-address', confirm);
    await confirm.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await app.core.getPendingCall(undefined)).not.toBeNull();
    expect(app.callsTo('cancelPendingCall')).toHaveLength(0);
    expect(app.opened).toHaveLength(opened);

    await confirm.getByRole('button', { name: 'Open in CRM' }).click();
    await panel.getByRole('button', { name: 'Open', exact: true }).click();
    await confirm.getByRole('status').filter({ hasText: 'Opened in your browser.' }).waitFor();
    expect(app.opened.at(-1)).toBe(`${addressOf(NORTHWIND)}&from=dialdesk`);
    expect(seriousViolations(await runAxe(confirm))).toEqual([]);
    // Esc now cancels the call, as ever: nothing was dialled.
    await confirm.keyboard.press('Escape');
    await expect.poll(() => app.core.getPendingCall(undefined)).toBeNull();
    expect(app.demo.requestsFor('originate')).toHaveLength(0);
  } finally {
    await confirm.close();
  }
});

test('with the template removed the action goes from the detail and the rows', async () => {
  await openSettings();
  await saveTemplate('');
  await section().getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  expect((await crmSettings()).template).toBe('');
  await historyOf(PRIYA.name);
  expect(await grid().locator('.row-crm').count()).toBe(0);
  await rowOf(PRIYA.name).click();
  await details().getByRole('button', { name: 'Call back' }).waitFor();
  expect(await app.page.getByRole('button', { name: 'Open in CRM' }).count()).toBe(0);
  expect(app.problems).toEqual([]);
});
