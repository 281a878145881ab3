// To call back, as a person meets it: a number's missed calls and its voicemail are one entry (how many,
// "Voicemail left"); Call back places the call, and the entry then says when it was tried and stays until
// an answered call with the number arrives; Done takes an entry off (the navigation's count with it),
// Later today puts one off ("1 snoozed until later"); a notification's click opens the screen on its
// number's entry, focused. The records arrive as a sync reads them from the phone system.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CallBackList } from '../../preload/contract';
import { type Caller, callFrom, type IncomingOutcome, unansweredCallTo } from '../support/desk-calls';
import { type App, startApp } from './harness';

/** Numbers no call of the simulator's data set has: Jordan (three calls, a voicemail), Sam, Robin, Alex. */
const JORDAN = { caller_id_name: 'Jordan Ellis', caller_id_number: '5555550177' };
const SAM = { caller_id_name: 'Sam Okafor', caller_id_number: '5555550178' };
const ROBIN = { caller_id_name: 'Robin Achterberg', caller_id_number: '5555550176' };
const ALEX = { caller_id_name: 'Alex Moreau', caller_id_number: '5555550175' };

let app: App;
beforeAll(async () => {
  app = await startApp({ historySync: true });
  await app.historySynced();
}, 120_000);
afterAll(() => app?.close());

/** The desk's clock now, in seconds (the page's and the simulator's run together). */
const nowSeconds = async () => Math.floor((await app.page.evaluate(() => Date.now())) / 1000);

/** A call from `caller` that started `minutesAgo` minutes ago. */
const callAgo = async (caller: Caller, minutesAgo: number, outcome: IncomingOutcome) =>
  callFrom(app.demo, caller, (await nowSeconds()) - minutesAgo * 60, outcome);

const list = () => app.core.listCallBacks(undefined) as Promise<CallBackList>;
const keyOf = async (number: string) => {
  const found = (await list()).entries.find((entry) => entry.party.number === number);
  if (!found) throw new Error(`${number} is not on the list`);
  return found.key;
};

const nav = (page: Page, name: RegExp | string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();
const callBacksEntry = (page: Page) => nav(page, /^To call back/);
const entries = () =>
  app.page.getByRole('list', { name: 'Numbers to call back' }).locator('article.call-back');
const entryOf = (key: string) => app.page.locator(`article.call-back[data-key="${key}"]`);

test('three missed calls and a voicemail are one entry; tried, it stays until the number is answered', async () => {
  const { page } = app;
  await callAgo(JORDAN, 50, 'missed');
  await callAgo(JORDAN, 40, 'missed');
  const latest = await callAgo(JORDAN, 30, 'voicemail');
  const message = app.demo.addVoicemail({
    record: { ...JORDAN, created_epoch: (await nowSeconds()) - 29 * 60 },
  });
  await app.core.checkHistoryNow('manual');
  // Main's list of messages, as Voicemail or the watch reads it.
  await app.core.listVoicemail(undefined);
  const key = await keyOf(JORDAN.caller_id_number);

  await callBacksEntry(page).click();
  await page.getByRole('heading', { name: 'To call back', level: 1 }).waitFor();
  const entry = entryOf(key);
  await entry.waitFor();
  expect(await entries().filter({ hasText: 'Jordan Ellis' }).count()).toBe(1);
  expect(await entry.locator('.party-name').textContent()).toBe('Jordan Ellis');
  expect(await entry.locator('.call-back-facts').textContent()).toContain('3 missed calls');
  expect(await entry.locator('.call-back-facts').textContent()).toContain('Voicemail left');
  const shown = (await list()).entries.find((each) => each.key === key);
  expect(shown).toMatchObject({
    count: 3,
    voicemail: true,
    callId: latest,
    voicemailId: message.record.uuid,
  });
  await app.screenshot('call-backs');

  // Call back places the call as History's button does; the entry then says when it was tried, and stays.
  const placed = app.callsTo('placeCall').length;
  await entry.getByRole('button', { name: 'Call back' }).click();
  await expect.poll(() => app.callsTo('placeCall').length).toBe(placed + 1);
  expect(app.callsTo('placeCall').at(-1)?.request).toMatchObject({
    number: JORDAN.caller_id_number,
    source: 'history',
  });
  await expect.poll(() => entry.locator('.call-back-facts').textContent()).toMatch(/Tried at \d{1,2}:\d\d/);
  // The phone system's record of that try (nobody answered) arrives with the next sync: nothing closes.
  unansweredCallTo(app.demo, JORDAN.caller_id_number, await nowSeconds());
  await app.core.checkHistoryNow('manual');
  await expect
    .poll(async () => (await list()).entries.find((each) => each.key === key)?.triedMs)
    .not.toBeNull();
  expect(await entry.isVisible()).toBe(true);
  await page.locator('.call-status').getByRole('button', { name: 'Dismiss' }).click();

  // Jordan calls again and the desk answers: the entry goes.
  await callAgo(JORDAN, 0, 'answered');
  await app.core.checkHistoryNow('manual');
  await entry.waitFor({ state: 'detached' });
  expect(app.problems).toEqual([]);
}, 120_000);

test('Done takes an entry off and the count with it; Later today puts one off until later', async () => {
  const { page } = app;
  await callAgo(SAM, 20, 'missed');
  await callAgo(ROBIN, 15, 'missed');
  await app.core.checkHistoryNow('manual');
  const [sam, robin] = [await keyOf(SAM.caller_id_number), await keyOf(ROBIN.caller_id_number)];
  await callBacksEntry(page).click();
  await entryOf(sam).waitFor();
  const count = (await list()).entries.length;
  await expect.poll(() => callBacksEntry(page).getAttribute('aria-label')).toBe(`To call back, ${count}`);

  await entryOf(sam).getByRole('button', { name: 'Done' }).click();
  await entryOf(sam).waitFor({ state: 'detached' });
  await expect.poll(() => callBacksEntry(page).getAttribute('aria-label')).toBe(`To call back, ${count - 1}`);
  // The focus the entry had goes to the one now in its place.
  expect(await page.evaluate(() => document.activeElement?.classList.contains('call-back'))).toBe(true);

  await entryOf(robin).getByRole('button', { name: 'Later today' }).click();
  await entryOf(robin).waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('.call-backs-snoozed').textContent()).toBe('1 snoozed until later');
  await expect.poll(() => callBacksEntry(page).getAttribute('aria-label')).toBe(`To call back, ${count - 2}`);
  expect((await list()).snoozed).toBe(1);
  await app.screenshot('call-backs-snoozed');
  expect(app.problems).toEqual([]);
}, 120_000);

test("a notification's click opens the list on its number's entry, focused", async () => {
  const { page } = app;
  await callAgo(ALEX, 80, 'missed');
  await app.core.checkHistoryNow('manual');
  const alex = await keyOf(ALEX.caller_id_number);
  await nav(page, 'History').click();
  await page.getByRole('grid', { name: 'Calls' }).waitFor();

  await app.emit('navigate', { view: 'callbacks', key: alex });
  await entryOf(alex).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-key'))).toBe(alex);
  expect(app.problems).toEqual([]);
}, 60_000);
