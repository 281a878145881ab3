// Number lookup in words: a result leads with the person (the name the call history knows) and the facts
// a desk acts on (line type, carrier, place, do-not-call) in the words the confirmation window uses; the
// service's own fields (status, code, LRN, OCN, LATA, SPID...) and any field the spec does not name are
// under All fields, empty ones "not provided"; a failure is a sentence with the number as it was typed,
// the service's reply under Details; Enter closes the people suggested while typing. The time where the
// number rings is said, from the lookup's state, as an estimate.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CONFIRM_PAGE_SIZE } from '../../main/shell/confirm-size';
import { plainText } from '../support/plain-text';
import { APP_ORIGIN } from './browser.mjs';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  // The local history is synced: it is where names come from (the lookup service knows lines, not people).
  app = await startApp({ historySync: true });
  await app.historySynced();
});
afterAll(() => app?.close());

/** The demo lookup flags this number do-not-call (DNC 'Y'); the demo's history knows it as Marcus Webb. */
const DNC_NUMBER = '(555) 555-0142';

/** Every field of an extended result, under All fields, with the label that says what it is. */
const LABELS: Record<string, string> = {
  NUMBER: 'Number',
  CITY: 'City',
  STATE: 'State',
  COUNTRY: 'Country',
  LINETYPE: 'Line type',
  LEC: 'Carrier (LEC)',
  DNC: 'Do Not Call (DNC)',
  LRN: 'Routing number (LRN)',
  OCN: 'Operating company number (OCN)',
  LATA: 'Calling area (LATA)',
  SPID: 'Service provider id (SPID)',
  JURISDICTION: 'Jurisdiction',
  LOOKUP_TYPE: 'Lookup type',
  msg: 'Service message',
  type: 'Service status',
  code: 'Service code',
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dialdesk' });
const field = () => app.page.getByRole('combobox', { name: 'Number' });
const result = () => app.page.getByRole('article', { name: /Lookup result/ });
/** The facts a desk acts on, first in the result. */
const leading = () => result().getByLabel('What the lookup found', { exact: true });
const allFields = () => result().locator('details.all-fields');

async function lookUp(text: string) {
  const { page } = app;
  await nav(page).getByRole('button', { name: 'Lookup' }).click();
  await field().fill(text);
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
}

/** Label → text of each leading fact, in order. */
async function leadingFacts(): Promise<[string, string][]> {
  await leading().waitFor();
  return leading()
    .locator('.field')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    ) as Promise<[string, string][]>;
}

test('a do-not-call number: its name from History, the warning, and the line type in the confirmation’s words', async () => {
  const { page, core } = app;
  await lookUp(DNC_NUMBER);
  await result().waitFor();

  // The person first: History knows this number as Marcus Webb; the number is beside the name.
  const heading = result().getByRole('heading', { level: 2 });
  expect(await heading.textContent()).toBe('Marcus Webb');
  expect(await result().locator('.lookup-who').textContent()).toContain(DNC_NUMBER);
  expect(await result().getByRole('alert').textContent()).toContain('Do Not Call');

  const facts = await leadingFacts();
  expect(facts).toEqual([
    ['Line type', 'Wireless'],
    ['Carrier', 'Cascade Mobile Demo LLC'],
    ['Place', 'Riverside, CA'],
    ['Do-not-call list', 'On the list'],
  ]);
  // The time there, from the lookup's state (CA), said as an estimate; outside the calling hours (2:30 AM
  // there at E2E_NOW), said so.
  const time = await core.getCalledPartyTime({ number: DNC_NUMBER });
  expect(time?.local).not.toBeNull();
  expect(plainText(await result().locator('.lookup-local-time').textContent())).toMatch(
    time?.verdict === 'outside'
      ? /^It is about \d{1,2}:\d\d [AP]M there, outside your calling hours \(8:00 AM – 9:00 PM\)\.Estimated from the number’s area code: a mobile phone may be elsewhere\.$/
      : /^About \d{1,2}:\d\d [AP]M there \(Riverside, CA\)Estimated from the number’s area code: a mobile phone may be elsewhere\.$/,
  );

  // The confirmation window, for a call to the same number from outside, says the same in the same words.
  const started = await core.startCall(DNC_NUMBER, 'link');
  if (started.kind !== 'confirm')
    throw new Error(`expected a call waiting for confirmation, got ${started.kind}`);
  const confirm = await app.openPage({ hash: '#confirm', viewport: { ...CONFIRM_PAGE_SIZE } });
  try {
    const line = confirm.locator('.facts-line');
    await line.waitFor();
    const words = (await line.textContent())?.split(' · ') ?? [];
    expect(words).toEqual(facts.slice(0, 3).map(([, text]) => text));
  } finally {
    await core.cancelPendingCall({ id: started.pending.id });
    await confirm.close();
  }

  for (const width of [360, 420, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 680 });
    await app.screenshot(`lookup-words-dnc-${width}`);
  }
  // All fields open, in a window tall enough to show every one of them.
  await allFields().locator('summary').click();
  await page.setViewportSize({ width: 420, height: 1200 });
  await app.screenshot('lookup-words-all-fields-420');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(app.problems).toEqual([]);
});

test('the service’s own fields are not among the leading facts but all are under All fields, unknown ones too', async () => {
  const entry = app.demo.data.lrn.find((e) => e.number === '15555550111');
  if (!entry) throw new Error('the demo has no entry for 15555550111');
  // One field the spec does not name: kept, under its own name, as it came.
  Object.assign(entry.extended, { PORTED_DATE: '2021-04-09' });
  await lookUp('Baker & Sons (555) 555-0111');
  await result().waitFor();

  // What a desk acts on, in words; the DNC field is empty, which is not a "no".
  expect(await leadingFacts()).toEqual([
    ['Line type', 'Landline'],
    ['Carrier', 'Lakeshore Telecom'],
    ['Place', 'Franklin, TN'],
    ['Do-not-call list', 'not provided'],
  ]);
  // Nothing raw leads: not the service's status, code or lookup type, nor its routing fields.
  const lead = (await leading().textContent()) ?? '';
  for (const raw of ['Service', 'Lookup type', 'LRN', 'OCN', 'LATA', 'SPID', '+OK', 'EXTENDED', '5555550111'])
    expect(lead).not.toContain(raw);
  const header = (await result().locator('.card-header').textContent()) ?? '';
  for (const raw of ['LRN', 'OCN', 'LATA', 'SPID', '+OK', 'EXTENDED', 'landline'])
    expect(header).not.toContain(raw);

  // All fields is folded away, and holds every field the service sent.
  const details = allFields();
  expect(await details.getAttribute('open')).toBeNull();
  expect(await details.locator('summary').textContent()).toBe('All fields');
  await details.locator('summary').click();
  const fields = details.getByLabel('All fields');
  for (const [name, value] of Object.entries(entry.extended)) {
    const row = fields.locator(`[data-field="${name}"]`);
    expect(await row.count(), name).toBe(1);
    if (LABELS[name]) expect(await row.locator('dt').textContent()).toBe(LABELS[name]);
    const shown = value === '' ? 'not provided' : name === 'LINETYPE' ? 'Landline' : String(value);
    expect(await row.locator('dd').textContent()).toBe(shown);
  }
  for (const empty of ['DNC', 'COUNTRY', 'SPID']) {
    expect(await fields.locator(`[data-field="${empty}"] dd`).textContent()).toBe('not provided');
  }
  expect(await fields.locator('[data-field="PORTED_DATE"] dt').textContent()).toBe('PORTED_DATE');
  expect(await fields.locator('[data-field="PORTED_DATE"] dd').textContent()).toBe('2021-04-09');
  expect(await result().textContent()).not.toMatch(/\bNo\b/);
  const asked = (tn: string) =>
    app.demo.requestsFor('lookup').filter((r) => new URLSearchParams(r.query).get('tn') === tn);
  expect(asked('15555550111')).toHaveLength(1);
  await app.screenshot('lookup-result');
  expect(app.problems).toEqual([]);
});

test('a failed lookup is a sentence with the number as it was typed; the service’s reply is under Details', async () => {
  const { page } = app;
  await lookUp('(555) 555-0100');
  const alert = page.getByRole('alert').filter({ hasText: "Couldn't look up" });
  await alert.waitFor();
  // The number is kept on one line (no-break spaces, a word joiner after its hyphen); read, it is as typed.
  const read = async (selector: string) =>
    ((await alert.locator(selector).textContent()) ?? '').replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
  expect(await read('.error-title')).toBe("Couldn't look up (555) 555-0100: Lookup failed");
  expect(await read('.error-message')).toBe('The lookup service has no record of (555) 555-0100.');
  // What shows (Details closed) holds no raw reply: no LRN, no code, no number as the service wrote it.
  const visible = await alert.innerText();
  expect(visible).not.toMatch(/LRN|404|15555550100/);
  await alert.getByText('Details').click();
  const reply = alert.getByLabel('Lookup service reply');
  expect(await reply.locator('dd').first().textContent()).toBe('404');
  expect(await reply.locator('dd').nth(1).textContent()).toBe('No LRN data for 15555550100');

  for (const width of [360, 420, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 680 });
    await app.screenshot(`lookup-words-failed-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(app.problems).toEqual([]);
});

test('after typing and Enter, the people suggested for the text are gone from over the result', async () => {
  const { page } = app;
  await nav(page).getByRole('button', { name: 'Lookup' }).click();
  await field().fill('');
  await field().pressSequentially('555-555-0142');
  const suggestions = page.getByRole('listbox', { name: 'People from call history' });
  await suggestions.getByRole('option').first().waitFor();
  await field().press('Enter');
  await expect.poll(() => app.callsTo('lookupNumber').at(-1)?.request).toEqual({ number: '555-555-0142' });
  await result().waitFor();
  expect(await suggestions.count()).toBe(0);
  expect(await field().getAttribute('aria-expanded')).toBe('false');
  await page.setViewportSize({ width: 420, height: 680 });
  await app.screenshot('lookup-words-after-enter-420');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the field’s example text is whole at 360, 420 and 1280 px', async () => {
  const { page } = app;
  await nav(page).getByRole('button', { name: 'Lookup' }).click();
  await field().fill('');
  for (const width of [360, 420, 1280]) {
    await page.setViewportSize({ width, height: 680 });
    const cut = await field().evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return 'no canvas';
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = canvas.measureText(input.placeholder).width;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return text > room ? `"${input.placeholder}" is ${Math.round(text)} px in ${Math.round(room)}` : null;
    });
    expect(cut, `${width} px`).toBeNull();
    await app.screenshot(`lookup-words-empty-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a number looked up again comes from the cache and says when; Refresh asks the service again', async () => {
  const { demo } = app;
  const source = result().locator('#lookup-source');
  await lookUp('(555) 555-0187');
  await expect.poll(() => source.textContent()).toMatch(/^Looked up just now\./);
  const lookups = demo.requestsFor('lookup').length;

  await lookUp('555.555.0187');
  await expect.poll(() => source.textContent()).toMatch(/^From cache, looked up just now\./);
  expect(demo.requestsFor('lookup')).toHaveLength(lookups);
  expect(await source.textContent()).toContain('Refresh is a new lookup and may be charged.');
  await app.screenshot('lookup-from-cache');

  await result().getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(() => app.callsTo('lookupNumber').at(-1)?.request)
    .toEqual({ number: '555.555.0187', refresh: true });
  expect(demo.requestsFor('lookup')).toHaveLength(lookups + 1);
  await expect.poll(() => source.textContent()).toMatch(/^Looked up just now\./);
});

test('Copy puts the number on the clipboard; Call places a call from the lookup', async () => {
  const { page, demo } = app;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
  await result().getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => result().getByRole('status').textContent()).toBe('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('15555550187');

  const originates = demo.requestsFor('originate').length;
  // Madison, WI, by the lookup: at E2E_NOW (3:30 AM there) outside the calling hours, which asks first.
  const outside = (await app.core.getCalledPartyTime({ number: '15555550187' }))?.verdict === 'outside';
  await result().getByRole('button', { name: 'Call' }).click();
  if (outside) {
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(demo.requestsFor('originate')).toHaveLength(originates);
    await question.getByRole('button', { name: 'Call anyway' }).click();
  }
  await expect
    .poll(() => app.callsTo('placeCall').map((call) => call.request))
    .toEqual([{ number: '15555550187', source: 'lookup', ...(outside && { hoursConfirmed: true }) }]);
  expect(demo.requestsFor('originate')).toHaveLength(originates + 1);
  // The TN is in the lookup's format; the call goes out in the dial format (national digits).
  expect(new URLSearchParams(demo.requestsFor('originate').at(-1)?.query).get('destination')).toBe(
    '5555550187',
  );
  expect(app.problems).toEqual([]);
});
