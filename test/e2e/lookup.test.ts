// Number lookup: every field with its label (empty DNC, COUNTRY, SPID are "not provided", never "no"),
// and a failure that shows the lookup service's own code and message.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { APP_ORIGIN } from './browser.mjs';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const LABELS: Record<string, string> = {
  NUMBER: 'Number',
  CITY: 'City',
  STATE: 'State',
  COUNTRY: 'Country',
  LINETYPE: 'Line type',
  LEC: 'Carrier (LEC)',
  LRN: 'LRN',
  OCN: 'OCN',
  LATA: 'LATA',
  SPID: 'SPID',
  JURISDICTION: 'Jurisdiction',
  DNC: 'DNC',
  LOOKUP_TYPE: 'Lookup type',
};

async function lookUp(text: string) {
  const { page } = app;
  await page.getByRole('button', { name: 'Lookup' }).click();
  await page.getByRole('combobox', { name: 'Number' }).fill(text);
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
}

test('shows every field of a result, empty ones as "not provided"', async () => {
  const { page } = app;
  const entry = app.demo.data.lrn.find((e) => e.number === '15555550111');
  if (!entry) throw new Error('the demo has no entry for 15555550111');
  // One field the app does not know: shown under its own name, as it came.
  Object.assign(entry.extended, { PORTED_DATE: '2021-04-09' });
  await lookUp('Baker & Sons (555) 555-0111');

  const result = page.getByRole('article', { name: /Lookup result/ });
  await result.waitFor();
  const fields = result.getByLabel('Lookup result');
  for (const [name, label] of Object.entries(LABELS)) {
    const value = (entry.extended as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const row = fields.locator(`[data-field="${name}"]`);
    expect(await row.locator('dt').textContent()).toBe(label);
    expect(await row.locator('dd').textContent()).toBe(value === '' ? 'not provided' : String(value));
  }
  for (const empty of ['DNC', 'COUNTRY', 'SPID']) {
    expect(await fields.locator(`[data-field="${empty}"] dd`).textContent()).toBe('not provided');
  }
  expect(await fields.locator('[data-field="PORTED_DATE"] dd').textContent()).toBe('2021-04-09');
  expect(await result.textContent()).not.toMatch(/\bNo\b/);
  expect(app.demo.requestsFor('lookup')).toHaveLength(1);
  await app.screenshot('lookup-result');
});

test('a failed lookup shows the code and message of the lookup reply', async () => {
  const { page } = app;
  await lookUp('555-555-0100');
  const alert = page.getByRole('alert').filter({ hasText: "Couldn't look up" });
  await alert.waitFor();
  const reply = alert.getByLabel('Lookup service reply');
  expect(await reply.locator('dd').first().textContent()).toBe('404');
  expect(await reply.locator('dd').nth(1).textContent()).toBe('No LRN data for 15555550100');
  expect(await alert.textContent()).toContain('Lookup failed');
  await app.screenshot('lookup-failed');
  expect(app.problems).toEqual([]);
});

test('a number looked up again comes from the cache and says when; Refresh asks the service again', async () => {
  const { page, demo } = app;
  const result = page.getByRole('article', { name: /Lookup result/ });
  const source = result.locator('#lookup-source');
  await lookUp('(555) 555-0187');
  await expect.poll(() => source.textContent()).toMatch(/^Looked up just now\./);
  const lookups = demo.requestsFor('lookup').length;

  await lookUp('555.555.0187');
  await expect.poll(() => source.textContent()).toMatch(/^From cache, looked up just now\./);
  expect(demo.requestsFor('lookup')).toHaveLength(lookups);
  expect(await source.textContent()).toContain('Refresh is a new lookup and may be charged.');
  await app.screenshot('lookup-from-cache');

  await result.getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(() => app.callsTo('lookupNumber').at(-1)?.request)
    .toEqual({ number: '555.555.0187', refresh: true });
  expect(demo.requestsFor('lookup')).toHaveLength(lookups + 1);
  await expect.poll(() => source.textContent()).toMatch(/^Looked up just now\./);
});

test('Copy puts the number on the clipboard; Call places a call from the lookup', async () => {
  const { page, demo } = app;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
  const result = page.getByRole('article', { name: /Lookup result/ });
  await result.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => result.getByRole('status').textContent()).toBe('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('15555550187');

  await result.getByRole('button', { name: 'Call' }).click();
  await expect
    .poll(() => app.callsTo('placeCall').map((call) => call.request))
    .toEqual([{ number: '15555550187', source: 'lookup' }]);
  expect(demo.requestsFor('originate')).toHaveLength(1);
  // The TN is in the lookup's format; the call goes out in the dial format (national digits).
  expect(new URLSearchParams(demo.requestsFor('originate')[0]?.query).get('destination')).toBe('5555550187');
  expect(app.problems).toEqual([]);
});
