// A note written after a call placed from Dialdesk, in the window, when the phone system's record of the
// call comes late (issue 49): the note waits under the number, then, once a sync reads a record of a call
// to that number starting in its window (here 30 s before the originate, the phone system's clock behind
// the desk's), it is on that call's row and detail and no longer on the number. (Legs: a note on a b-leg
// shown alone is kept under its a-leg, test/integration/notes.test.ts.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CallOutcome, NumberNote } from '../../preload/contract';
import { deskCallTo } from '../support/desk-calls';
import { type App, startApp } from './harness';

/** A number no call of the simulator's data set has. */
const NUMBER = '5555550166';

let app: App;
beforeAll(async () => {
  app = await startApp({ historySync: true });
  await app.historySynced();
}, 120_000);
afterAll(() => app?.close());

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();
const rows = () =>
  app.page
    .getByRole('grid', { name: 'Calls' })
    .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
const search = () => app.page.getByRole('searchbox', { name: 'Search calls by name or number' });
const details = () => app.page.getByRole('complementary', { name: 'Details' });

test('a note after a placed call joins the record that comes late, and leaves the number', async () => {
  const { page } = app;
  await nav(page, 'Dial pad').click();
  await page.getByRole('combobox', { name: 'Number to call' }).fill(NUMBER);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  const status = page.locator('.call-status');
  await expect.poll(() => status.textContent()).toContain('rings first');
  const sent = app.callsTo('placeCall').at(-1)?.reply;
  if (!sent?.ok) throw new Error('the call was not placed');
  const placed = sent.value as CallOutcome;
  await status.getByRole('button', { name: 'Add a note' }).click();
  const editor = status.getByRole('form', { name: `Note on the call to ${placed.display}` });
  await editor.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Reached' });
  await editor.getByRole('textbox', { name: 'Note' }).fill('Booked the site visit for Tuesday 9:30.');
  await editor.getByRole('button', { name: 'Save note' }).click();
  await expect.poll(() => status.locator('p.placed-note').textContent()).toMatch(/^Note kept\./);
  const waiting = (await app.core.listNumberNotes({ number: NUMBER })) as NumberNote[];
  expect(waiting.map((note) => note.text)).toEqual(['Booked the site visit for Tuesday 9:30.']);

  // The record comes on a later sync, starting 30 s before the originate by the phone system's clock.
  const uuid = deskCallTo(app.demo, NUMBER, (waiting[0]?.placedMs ?? 0) - 30_000);
  await app.core.checkHistoryNow('manual');
  await nav(page, 'History').click();
  await search().fill('site visit');
  await expect.poll(() => rows().count()).toBe(1);
  const row = rows().first();
  expect(await row.locator('.call-note').textContent()).toContain('Booked the site visit for Tuesday 9:30.');
  await row.click();
  await details().getByText('Booked the site visit for Tuesday 9:30.').waitFor();
  expect(await app.core.listNumberNotes({ number: NUMBER })).toEqual([]);
  const found = await app.core.searchHistory({
    text: 'site visit',
    missedOnly: false,
    direction: null,
    range: null,
    limit: 10,
    offset: 0,
  });
  expect(found?.records.map((call) => [call.id, call.note?.outcome?.label])).toEqual([[uuid, 'Reached']]);
  await app.screenshot('notes-late-record');
  await search().fill('');
  expect(app.problems).toEqual([]);
}, 120_000);
