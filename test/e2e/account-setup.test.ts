// Setting up an account: invalid input explained by its field, keys written once and never shown again,
// and proof from the account's own server that the keys reached it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { type App, clockFrom, E2E_NOW, startApp } from './harness';

const PBX_KEY = 'acct-pbx-7Q2f9xK4mZ81';
const LOOKUP_KEY = 'acct-lookup-R5t8Wc3nB60';

let app: App;
let account: DemoServer;
beforeAll(async () => {
  // The account's phone system: a second simulator that accepts only its own keys.
  account = await startDemoServer({
    pbxKey: PBX_KEY,
    lookupKey: LOOKUP_KEY,
    seed: 99,
    callCount: 300,
    now: clockFrom(E2E_NOW),
  });
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  await account?.close();
});

const field = (name: string) => app.page.locator(`.form-field:has([name="${name}"])`);
const keyStatus = (kind: 'pbx' | 'lookup') => app.page.locator(`[data-key-status="${kind}"]`).textContent();

test('explains invalid input next to its field and saves nothing', async () => {
  const { page } = app;
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
  expect(await keyStatus('pbx')).toBe('not set');
  expect(await keyStatus('lookup')).toBe('not set');
  await app.screenshot('settings-first-run');

  await page.getByLabel('Your extension').fill('front desk');
  await page.getByRole('button', { name: 'Save account' }).click();
  const problem = field('account.extension').locator('.field-error');
  await problem.waitFor();
  expect(await problem.textContent()).toMatch(/2 to 10 digits/);
  expect(await page.getByLabel('Your extension').getAttribute('aria-invalid')).toBe('true');
  expect(await field('account.accountId').locator('.field-error').count()).toBe(0);
  expect(app.callsTo('updateSettings').at(-1)?.reply.ok).toBe(false);
  expect(await page.locator('.badge', { hasText: 'Demo' }).count()).toBeGreaterThan(0);
});

test('saves the account and both keys; the keys reach the server and nothing in the page holds them', async () => {
  const { page } = app;
  await page.getByLabel('Account id', { exact: true }).fill('acme-01');
  await page.getByLabel('Full address (instead of account id and domain)').fill(account.baseUrl);
  await page.getByLabel('Your extension').fill('201');
  await page.getByLabel('Lookup URL').fill(account.lookupUrl);
  await page.getByLabel(/^Phone-system key/).fill(PBX_KEY);
  await page.getByLabel(/^Lookup key/).fill(LOOKUP_KEY);
  await page.getByRole('button', { name: 'Save account' }).click();

  await expect.poll(() => keyStatus('pbx')).toBe('set');
  await expect.poll(() => keyStatus('lookup')).toBe('set');
  expect(await page.getByLabel(/^Phone-system key/).inputValue()).toBe('');
  expect(await page.getByLabel(/^Lookup key/).inputValue()).toBe('');
  await expect
    .poll(() => page.locator('.sidebar [data-account-header] .account-name').textContent())
    .toBe('acme-01');
  expect(await field('account.extension').locator('.field-error').count()).toBe(0);

  await page.getByRole('button', { name: 'Test phone system' }).click();
  await expect
    .poll(() => page.locator('.test-row').first().textContent())
    .toMatch(/Connected to 127\.0\.0\.1/);
  await page.getByLabel(/Looks up one number/).fill('555-555-0123');
  await page.getByRole('button', { name: 'Test lookup' }).click();
  await expect.poll(() => page.locator('.test-row').nth(1).textContent()).toMatch(/Lookup works/);
  await app.screenshot('settings-account');

  // The account's server saw the keys, each in its own place.
  const [cdrs] = account.requestsFor('cdrs');
  expect(cdrs?.headers.authorization).toBe(`Basic ${PBX_KEY}`);
  const [lookup] = account.requestsFor('lookup');
  expect(new URLSearchParams(lookup?.query).get('api_key')).toBe(LOOKUP_KEY);
  expect(lookup?.headers.authorization).toBeUndefined();

  // History now comes from the account, not the demo. (Exact: Settings also has "Delete local history".)
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const newest = account.data.calls[0]?.record;
  await expect
    .poll(() =>
      page
        .getByRole('grid', { name: 'Calls' })
        .locator('[aria-rowindex="2"] .col-start_epoch')
        .getAttribute('title'),
    )
    .toBeTruthy();
  expect(account.requestsFor('cdrs').length).toBeGreaterThan(1);
  expect(newest).toBeDefined();

  // The keys went out through setKey only, and nothing that came back or is on the page holds them.
  expect(app.callsTo('setKey').map((call) => call.request)).toEqual([
    { kind: 'pbx', value: PBX_KEY },
    { kind: 'lookup', value: LOOKUP_KEY },
  ]);
  const replies = JSON.stringify(app.bridge.map((call) => call.reply));
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Your phone system' }).waitFor();
  const values = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('input, select, textarea'),
      (element) => (element as HTMLInputElement).value,
    ),
  );
  const settingsHtml = await page.evaluate(() => document.documentElement.outerHTML);
  for (const key of [PBX_KEY, LOOKUP_KEY]) {
    expect(replies).not.toContain(key);
    expect(html).not.toContain(key);
    expect(settingsHtml).not.toContain(key);
    expect(values.join('\n')).not.toContain(key);
  }
});

test('clears a key: only "set" or "not set" is ever shown', async () => {
  const { page } = app;
  await page.getByRole('button', { name: 'Clear the lookup key' }).click();
  await expect.poll(() => keyStatus('lookup')).toBe('not set');
  expect(await keyStatus('pbx')).toBe('set');
  expect(app.callsTo('clearKey').at(-1)?.reply).toEqual({
    ok: true,
    value: {
      pbx: true,
      lookup: false,
      enteredForOtherHost: { pbx: false, lookup: false },
      keychainProblem: null,
    },
  });
  expect(app.problems).toEqual([]);
});

test('a base URL moved to another host says the key must be entered again, and sends it nowhere', async () => {
  const { page } = app;
  const otherHost = account.baseUrl.replace('127.0.0.1', 'localhost');
  const before = account.requests.length;
  await page.getByLabel('Full address (instead of account id and domain)').fill(otherHost);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect.poll(() => keyStatus('pbx')).toBe('not set');
  const notice = page.locator('[data-key-other-host="pbx"]');
  await notice.waitFor();
  expect(await notice.textContent()).toBe(
    'The address changed to another host: the key for this host must be entered again.',
  );
  await page.getByRole('button', { name: 'Test phone system' }).click();
  await expect
    .poll(() => page.locator('.test-row').first().textContent())
    .toMatch(/entered for another address/);
  // Nothing went to the new host (a check the earlier steps started may still reach the old one).
  const toNewHost = account.requests
    .slice(before)
    .filter((request) => String(request.headers.host).startsWith('localhost'));
  expect(toNewHost).toEqual([]);

  await page.getByLabel('Full address (instead of account id and domain)').fill(account.baseUrl);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect.poll(() => keyStatus('pbx')).toBe('set');
  expect(await notice.count()).toBe(0);
});

test('a key HTTP cannot carry is refused at entry, next to its field', async () => {
  const { page } = app;
  await page.getByLabel(/^Phone-system key/).fill('ключ-7Q2f9xK4');
  await page.getByRole('button', { name: 'Save account' }).click();
  const problem = page.locator('#key-pbx-error');
  await problem.waitFor();
  expect(await problem.textContent()).toMatch(
    /^This API key cannot be stored: it contains characters that cannot be sent over HTTP/,
  );
  expect(await keyStatus('pbx')).toBe('set');
  expect(app.callsTo('setKey').at(-1)?.reply).toMatchObject({
    ok: false,
    error: { code: 'invalid-argument' },
  });
});
