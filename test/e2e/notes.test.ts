// Notes and outcomes in the window (issue 49), with the real core and the simulator: a note and an
// outcome written in a call's detail show on its row (one line) and whole in the detail, History's
// search finds the call by the note's words, and the CSV export has them in its Outcome and Note
// columns; an outcome renamed in Settings → Call outcomes is renamed on the old call, and one removed
// stays on it; a voicemail takes a note too; a call placed from the dial pad takes one from its Sent
// line (which stays while the note is written), and since the simulator keeps no record of a placed
// call, the note stays on the number: "Notes on this number" in the detail of a call to it. Removing an
// account names its notes in the question. Screenshots: test-results/screenshots/notes-*.png.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AccountFields,
  type Call,
  type CallOutcome,
  DEMO_ACCOUNT_ID,
  type HistorySearchResult,
  type NoteOutcome,
  type NumberNote,
  type RecordNote,
} from '../../preload/contract';
import { LANGUAGES } from '../../preload/shared/i18n/languages';
import { t } from '../../preload/shared/i18n/translate';
import { csvRows } from '../support/csv';
import { runAxe, seriousViolations } from './axe';
import { type App, startApp } from './harness';
import { cutFieldText, cutText } from './language-walk';
import { closeDetail, cutPeople, horizontalOverflow } from './views';

/** A note as a person writes one: a long first line, more lines, and text that looks like markup. */
const NOTE =
  'Asked about the Zephyrine invoice for the March delivery and wants the revised quote before Friday.\n' +
  'Prefers email; copy <b>accounts</b> & the warehouse.\n' +
  'Call back after 10 am.';
const NOTE_FIRST_LINE = NOTE.split('\n')[0] as string;
/** The default outcomes main gives an account, by id, in English. */
const DEFAULT_OUTCOMES = [
  { id: 'reached', label: 'Reached' },
  { id: 'left-message', label: 'Left a message' },
  { id: 'no-answer', label: 'No answer' },
  { id: 'wrong-number', label: 'Wrong number' },
  { id: 'follow-up', label: 'Follow up' },
];
const RENAMED = 'Call back Tuesday';

let app: App;
beforeAll(async () => {
  // The local copy: History's search covers every stored call, notes too.
  app = await startApp({ historySync: true });
  await app.historySynced();
}, 120_000);
afterAll(() => app?.close());

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name }).first();
const grid = () => app.page.getByRole('grid', { name: 'Calls' });
const rows = () => grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
/** The first call History lists with a name and a number. */
const namedRow = () =>
  rows()
    .filter({ has: app.page.locator('.party-number') })
    .first();
/** The rows that show a note. */
const notedRows = () => rows().filter({ has: app.page.locator('.call-note') });
const details = () => app.page.getByRole('complementary', { name: 'Details' });
const search = () => app.page.getByRole('searchbox', { name: 'Search calls by name or number' });
const outcomesSection = () => app.page.getByRole('region', { name: 'Call outcomes' });
const reply = <T>(call: { reply: { ok: true; value: unknown } | { ok: false } } | undefined): T => {
  if (!call?.reply.ok) throw new Error('the channel did not answer');
  return call.reply.value as T;
};

/** What History shows now: the grid's rows, waited for after a change. */
async function openHistory() {
  await nav(app.page, 'History').click();
  await namedRow().waitFor();
}

let callId = '';
/** The number the dial pad called in the Sent-state test: its note stays on it. */
let placedNumber = '';

test('a note and an outcome on a call: one line on its row, whole in its detail, found by its words, exported', async () => {
  const { page } = app;
  await openHistory();
  const row = namedRow();
  const rowHeight = (await row.boundingBox())?.height;
  await row.click();
  const pane = details();
  await pane.getByRole('button', { name: 'Add a note' }).click();
  const editor = pane.getByRole('form', { name: 'Note on this call' });
  const outcome = editor.getByRole('combobox', { name: 'Outcome' });
  // No outcome first, then the account's list.
  await expect
    .poll(() => outcome.locator('option').allTextContents())
    .toEqual(['No outcome', ...DEFAULT_OUTCOMES.map((each) => each.label)]);
  await outcome.selectOption({ label: 'Follow up' });
  const text = editor.getByRole('textbox', { name: 'Note' });
  expect(await text.getAttribute('maxlength')).toBe('4000');
  await text.fill(NOTE);
  await app.screenshot('notes-call-editor');
  await editor.getByRole('button', { name: 'Save note' }).click();
  await pane.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor();

  const saved = app.callsTo('saveNote')[0];
  expect(saved?.request).toEqual({
    target: { kind: 'call', id: expect.any(String), origin: '' },
    text: NOTE,
    outcomeId: 'follow-up',
  });
  callId = (saved?.request as { target: { id: string } } | undefined)?.target.id ?? '';
  const note = reply<RecordNote>(saved);
  expect(note).toMatchObject({
    text: NOTE,
    outcome: { id: 'follow-up', label: 'Follow up', retired: false },
  });

  // The detail: the outcome, then the text whole, its lines kept, as text (no markup made of it).
  expect(await pane.locator('.note-outcome').textContent()).toBe('Follow up');
  const shown = pane.locator('.note-text');
  expect(await shown.innerText()).toBe(NOTE);
  expect(await shown.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
  expect(await shown.locator('b').count()).toBe(0);
  expect(await pane.getByRole('button', { name: 'Edit note' }).isVisible()).toBe(true);

  // The row, without a reload: the outcome and the first line, on one line cut with an ellipsis.
  await expect.poll(() => notedRows().count()).toBe(1);
  const line = notedRows().first().locator('.call-note');
  expect(await line.textContent()).toBe(`Note:Follow up${NOTE_FIRST_LINE}`);
  const drawn = await line.evaluate((element) => ({
    lines: Math.round(
      element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    ),
    whiteSpace: getComputedStyle(element).whiteSpace,
    ellipsis: getComputedStyle(element).textOverflow,
    cut: element.scrollWidth > element.clientWidth,
  }));
  expect(drawn).toEqual({ lines: 1, whiteSpace: 'nowrap', ellipsis: 'ellipsis', cut: true });
  expect((await notedRows().first().boundingBox())?.height).toBe(rowHeight);
  await app.screenshot('notes-call-saved');

  // Found by a word of the note (any case), in the local copy: that call alone.
  await search().fill('zephyrine');
  await expect.poll(() => rows().count()).toBe(1);
  expect(await notedRows().count()).toBe(1);
  const found = reply<HistorySearchResult>(
    app.callsTo('searchHistory').findLast((call) => (call.request as { text: string }).text === 'zephyrine'),
  );
  expect(found?.records.map((call) => call.id)).toEqual([callId]);
  expect(found?.records[0]?.note?.text).toBe(NOTE);
  await app.screenshot('notes-search');
  await search().fill('');
  await expect.poll(() => rows().count()).toBeGreaterThan(1);

  // Exported: the outcome and the note in columns of their own, on that call's row only.
  app.answerSaveDialog((asked) => join(app.saveDir, asked.defaultName));
  await page.getByRole('button', { name: 'Export CSV…' }).click();
  await expect
    .poll(() => page.locator('.export-status').textContent(), { timeout: 30_000 })
    .toMatch(/^Exported/);
  const [header = [], ...cells] = csvRows(
    await readFile(join(app.saveDir, app.saveRequests.at(-1)?.defaultName ?? ''), 'utf8'),
  );
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${header.join(',')}`);
    return index;
  };
  const noted = cells.filter((cells) => cells[column('Note')] !== '' || cells[column('Outcome')] !== '');
  expect(
    noted.map((cells) => [cells[column('uuid')], cells[column('Outcome')], cells[column('Note')]]),
  ).toEqual([[callId, 'Follow up', NOTE]]);
  expect(cells.length).toBeGreaterThan(1000);
  expect(app.problems).toEqual([]);
}, 120_000);

test('an outcome renamed in Settings is renamed on the old call; one removed stays on it', async () => {
  const { page } = app;
  await nav(page, 'Settings').click();
  const section = outcomesSection();
  const inputs = section.locator('.outcome-input');
  await inputs.first().waitFor();
  const values = () =>
    inputs.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(await values()).toEqual(DEFAULT_OUTCOMES.map((each) => each.label));
  await section.getByRole('textbox', { name: 'Outcome 5' }).fill(RENAMED);
  await section.getByRole('button', { name: 'Save outcomes' }).click();
  await section.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  expect(app.callsTo('saveNoteOutcomes')[0]?.request).toEqual({
    outcomes: [...DEFAULT_OUTCOMES.slice(0, 4), { id: 'follow-up', label: RENAMED }],
  });
  await section.scrollIntoViewIfNeeded();
  await app.screenshot('notes-outcomes-renamed');

  // With the local copy off, notes are kept all the same: Settings says what goes (their search).
  const keepCopy = page.getByRole('checkbox', {
    name: 'Keep a searchable copy of call history on this computer',
  });
  expect(
    await keepCopy.evaluate((box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ),
  ).toBe(
    'Your notes on calls are kept either way. Without the copy, a search finds notes only on the calls History has shown, not across older calls.',
  );
  await keepCopy.scrollIntoViewIfNeeded();
  await app.screenshot('notes-local-copy-hint');

  // The old call has the new name at once, on its row and in its detail, and after a new start too.
  await openHistory();
  expect(await notedRows().first().locator('.outcome-tag').textContent()).toBe(RENAMED);
  await notedRows().first().click();
  await expect.poll(() => details().locator('.note-outcome').textContent()).toBe(RENAMED);
  await app.reload();
  await openHistory();
  await expect.poll(() => notedRows().first().locator('.outcome-tag').textContent()).toBe(RENAMED);

  // Removed from the list: retired, not deleted. The hint says so before it is done.
  await nav(page, 'Settings').click();
  expect(await section.locator('.hint').first().textContent()).toBe(
    'A removed outcome is retired: calls and voicemail that have it keep it, and it is no longer offered.',
  );
  await section.getByRole('button', { name: `Remove ${RENAMED}` }).click();
  expect(await values()).toEqual(DEFAULT_OUTCOMES.slice(0, 4).map((each) => each.label));
  await section.getByRole('button', { name: 'Save outcomes' }).click();
  await section.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  expect(app.callsTo('saveNoteOutcomes')[1]?.request).toEqual({ outcomes: DEFAULT_OUTCOMES.slice(0, 4) });
  expect((await app.core.listNoteOutcomes(undefined)).map((each) => each.id)).toEqual(
    DEFAULT_OUTCOMES.slice(0, 4).map((each) => each.id),
  );

  // The old call keeps it, on its row and in its detail, before and after a new start; its editor
  // still offers it, said to be off the list, and chosen.
  await openHistory();
  expect(await notedRows().first().locator('.outcome-tag').textContent()).toBe(RENAMED);
  await app.reload();
  await openHistory();
  await expect.poll(() => notedRows().first().locator('.outcome-tag').textContent()).toBe(RENAMED);
  await notedRows().first().click();
  await expect.poll(() => details().locator('.note-outcome').textContent()).toBe(RENAMED);
  await details().getByRole('button', { name: 'Edit note' }).click();
  const outcome = details().getByRole('combobox', { name: 'Outcome' });
  expect(await outcome.locator('option').allTextContents()).toEqual([
    'No outcome',
    ...DEFAULT_OUTCOMES.slice(0, 4).map((each) => each.label),
    `${RENAMED} (retired)`,
  ]);
  expect(await outcome.inputValue()).toBe('follow-up');
  await app.screenshot('notes-retired-outcome');
  // Esc puts the editor away and leaves the detail open.
  await page.keyboard.press('Escape');
  await details().getByRole('button', { name: 'Edit note' }).waitFor();
  expect(await details().isVisible()).toBe(true);
  expect(app.problems).toEqual([]);
}, 120_000);

test('a voicemail takes a note: on its row and in its detail', async () => {
  const { page } = app;
  await nav(page, 'Voicemail').click();
  const list = page.getByRole('listbox', { name: 'Voicemail messages' });
  const message = list
    .getByRole('option')
    .filter({ has: page.locator('.party-number') })
    .first();
  await message.click();
  const pane = details();
  await pane.getByRole('button', { name: 'Add a note' }).click();
  const editor = pane.getByRole('form', { name: 'Note on this voicemail' });
  await editor.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Reached' });
  await editor
    .getByRole('textbox', { name: 'Note' })
    .fill('Called back: the delivery moves to Thursday.\nNo charge.');
  await editor.getByRole('button', { name: 'Save note' }).click();
  await pane.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor();
  const saved = app.callsTo('saveNote').at(-1);
  expect(saved?.request).toEqual({
    target: { kind: 'voicemail', id: expect.any(String) },
    text: 'Called back: the delivery moves to Thursday.\nNo charge.',
    outcomeId: 'reached',
  });
  expect(await pane.locator('.note-text').innerText()).toBe(
    'Called back: the delivery moves to Thursday.\nNo charge.',
  );
  expect(await pane.locator('.note-outcome').textContent()).toBe('Reached');
  await expect
    .poll(() => list.locator('.row-written').allTextContents())
    .toEqual(['Note:Reached Called back: the delivery moves to Thursday.']);
  await app.screenshot('notes-voicemail');

  // Main keeps it: the list read again carries it.
  const id = (saved?.request as { target: { id: string } } | undefined)?.target.id;
  const listed = await app.core.listVoicemail(undefined);
  expect(listed.find((each) => each.id === id)?.note).toMatchObject({
    text: 'Called back: the delivery moves to Thursday.\nNo charge.',
    outcome: { id: 'reached', label: 'Reached' },
  });
  await page.keyboard.press('Escape');
  expect(app.problems).toEqual([]);
});

test('a call placed from the dial pad takes a note from its Sent line; with no record of the call, it stays on the number', async () => {
  const { page } = app;
  // A number History has calls with, other than the call noted above.
  const stored = await app.core.searchHistory({
    text: '',
    missedOnly: false,
    direction: null,
    range: null,
    limit: 200,
    offset: 0,
  });
  const notedNumber = stored?.records.find((call) => call.id === callId)?.party.number;
  const other = stored?.records.find(
    (call: Call) =>
      call.party.number !== notedNumber &&
      /^\d{10}$/.test(call.party.number ?? '') &&
      call.party.name !== null,
  );
  if (!other?.party.number) throw new Error('History holds no other call with a 10-digit number');
  const number = other.party.number;
  placedNumber = number;

  await nav(page, 'Dial pad').click();
  await page.getByRole('combobox', { name: 'Number to call' }).fill(number);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  const status = page.locator('.call-status');
  await expect.poll(() => status.textContent()).toContain('rings first');
  const placed = reply<CallOutcome>(app.callsTo('placeCall').at(-1));
  await status.getByRole('button', { name: 'Add a note' }).click();
  const editor = status.getByRole('form', { name: `Note on the call to ${placed.display}` });
  await editor.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'No answer' });
  const text = editor.getByRole('textbox', { name: 'Note' });
  await text.fill('Rang out; try again after lunch.');
  await app.screenshot('notes-placed-editor');

  // The line stays while the note is written, on another screen too, with what was typed.
  await nav(page, 'History').click();
  await namedRow().waitFor();
  expect(await editor.isVisible()).toBe(true);
  expect(await text.inputValue()).toBe('Rang out; try again after lunch.');
  await editor.getByRole('button', { name: 'Save note' }).click();
  await expect
    .poll(() => status.locator('p.placed-note').textContent())
    .toBe("Note kept. The note waits for the call's record and joins it in History.");
  expect(app.callsTo('notePlacedCall').map((call) => [call.request, call.reply])).toEqual([
    [
      { placedId: placed.placedId, text: 'Rang out; try again after lunch.', outcomeId: 'no-answer' },
      { ok: true, value: null },
    ],
  ]);
  await app.screenshot('notes-placed-kept');
  await status.getByRole('button', { name: 'Dismiss call status' }).click();

  // The simulator writes no record of a placed call: nothing took the note, which stays on the number,
  // listed in the detail of a call with it.
  await search().fill(number);
  await expect.poll(() => rows().count()).toBeGreaterThan(0);
  expect(await notedRows().count()).toBe(0);
  await rows().first().click();
  const onNumber = details().getByRole('region', { name: 'Notes on this number' });
  await onNumber.waitFor();
  const waiting = reply<NumberNote[]>(
    app.callsTo('listNumberNotes').findLast((call) => (call.request as { number: string }).number === number),
  );
  expect(waiting).toEqual([
    {
      id: expect.any(String),
      number: expect.any(String),
      placedMs: expect.any(Number),
      text: 'Rang out; try again after lunch.',
      outcome: { id: 'no-answer', label: 'No answer', retired: false } satisfies NoteOutcome,
    },
  ]);
  const item = onNumber.getByRole('listitem');
  expect(await item.count()).toBe(1);
  expect(await item.locator('.note-outcome').textContent()).toBe('No answer');
  expect(await item.locator('.note-text').textContent()).toBe('Rang out; try again after lunch.');
  expect(await item.locator('p').first().textContent()).toMatch(/^Call placed: Today \d{1,2}:\d{2}\s?[AP]M$/);
  await app.screenshot('notes-on-number');
  await search().fill('');
  expect(app.problems).toEqual([]);
}, 120_000);

/**
 * History's detail of a call to the number called above, as `page` shows it in the language in use:
 * the note panel, and the note on the number (names are the catalog's: the test speaks main's language).
 */
async function numberNotesShown(page: Page) {
  // The detail a test left open covers the list on a narrow window: it goes first.
  await closeDetail(page);
  const history = new RegExp(`^${t('nav.history').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page
    .getByRole('navigation', { name: t('app.name') })
    .getByRole('button', { name: history })
    .first()
    .click();
  const search = page.getByRole('searchbox');
  await search.fill(placedNumber);
  const grid = page.getByRole('grid', { name: t('history.list.label') });
  await grid.locator('[aria-rowindex="2"]').waitFor();
  await expect.poll(() => grid.locator('.party-number').first().textContent()).toMatch(/\d/);
  await grid.locator('[aria-rowindex="2"]').click();
  const pane = page.getByRole('complementary', { name: t('detail.pane') });
  await pane.locator('.number-note').waitFor();
  return pane;
}

test('the notes on a number and the note editor at 320 px in each language, at 200% in forced colours, and to axe', async () => {
  expect(placedNumber).not.toBe('');
  const { page } = app;
  const problems: string[] = [];
  try {
    for (const language of LANGUAGES) {
      await app.core.updateSettings({ general: { language } });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.setViewportSize({ width: 320, height: 568 });
      const pane = await numberNotesShown(page);
      await pane.getByRole('button', { name: t('noteUi.add') }).click();
      await pane.getByRole('textbox', { name: t('noteUi.editor.text') }).waitFor();
      for (const [where, found] of [
        ['overflow', await horizontalOverflow(page)],
        ['cut', await cutText(page, { data: language !== 'en' })],
        ['field', await cutFieldText(page, { examples: false })],
      ] as const)
        for (const problem of found) problems.push(`${language} ${where}: ${problem}`);
      await pane.locator('.number-notes').evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await app.screenshot(`notes-${language}-320-number`);
      await page.keyboard.press('Escape');
      await pane.getByRole('button', { name: t('noteUi.add') }).waitFor();
      await closeDetail(page);
      await page.getByRole('searchbox').fill('');
      // German at 200% of a companion's 420 px (210 CSS px), in forced colours.
      if (language === 'de') {
        const zoomed = await app.openPage({
          hash: '',
          viewport: { width: 210, height: 350 },
          deviceScaleFactor: 2,
        });
        await zoomed.emulateMedia({ forcedColors: 'active' });
        await zoomed.getByRole('navigation', { name: t('app.name') }).waitFor();
        const zoomedPane = await numberNotesShown(zoomed);
        await zoomedPane
          .locator('.number-notes')
          .evaluate((element) => element.scrollIntoView({ block: 'end' }));
        for (const problem of [
          ...(await horizontalOverflow(zoomed)),
          ...(await cutPeople(zoomed)),
          ...(await cutText(zoomed)),
          ...(await cutFieldText(zoomed, { examples: false })),
        ])
          problems.push(`de 200%: ${problem}`);
        await app.screenshot('notes-de-200-number', zoomed);
        await zoomed.close();
      }
    }
  } finally {
    await app.core.updateSettings({ general: { language: 'system' } });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  }
  expect(problems).toEqual([]);

  // axe, at a companion's width and a full screen's, light and dark, with the editor open.
  const serious: string[] = [];
  for (const size of [
    { width: 400, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    const pane = await numberNotesShown(page);
    await pane.getByRole('button', { name: 'Add a note' }).click();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const violation of seriousViolations(await runAxe(page)))
        serious.push(`${size.width} ${scheme}: ${violation}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await closeDetail(page);
    await page.getByRole('searchbox').fill('');
  }
  expect(serious).toEqual([]);
  expect(app.problems).toEqual([]);
}, 240_000);

describe('removing an account that keeps notes', () => {
  let second: App;
  beforeAll(async () => {
    second = await startApp({ viewport: { width: 1280, height: 800 } });
  }, 120_000);
  afterAll(() => second?.close());

  /** Runs a change after which the page starts afresh (another account in use), and waits for it. */
  async function startsAfresh(change: () => Promise<unknown>) {
    const loaded = second.page.waitForEvent('load');
    await change();
    await loaded;
    await nav(second.page, 'History').waitFor();
  }

  test('the question names its notes, which cannot be fetched again', async () => {
    const { page, core, demo } = second;
    const fields: AccountFields = {
      name: 'Notes desk',
      accountId: 'notes-01',
      domain: '',
      baseUrlOverride: demo.baseUrl,
      extension: '201',
      lookupUrl: '',
      defaultRegion: 'US',
      dialFormat: 'national-digits',
      watchVoicemail: false,
    };
    // Added from the demo, it is in use at once; the page starts afresh only when it is left.
    await core.addAccount(fields);
    const id = (await core.listAccounts(undefined)).accounts.find((each) => each.name === 'Notes desk')?.id;
    if (!id) throw new Error('the account was not added');
    // Three notes while it is in use: two calls and a voicemail.
    for (const target of [
      { kind: 'call', id: 'notes-desk-call-1', origin: '' },
      { kind: 'call', id: 'notes-desk-call-2', origin: '' },
      { kind: 'voicemail', id: 'notes-desk-message-1' },
    ] as const)
      await core.saveNote({ target, text: 'Kept on the desk.', outcomeId: 'reached' });
    await startsAfresh(() => core.switchAccount({ id: DEMO_ACCOUNT_ID }));

    await nav(page, 'Settings').click();
    const item = page.getByRole('region', { name: 'Accounts' }).getByRole('listitem', { name: 'Notes desk' });
    await item.getByRole('button', { name: 'Remove Notes desk' }).click();
    const question = item.getByRole('group', { name: 'Remove Notes desk?' });
    await question.waitFor();
    expect(second.callsTo('countAccountNotes').map((call) => [call.request, call.reply])).toEqual([
      [{ id }, { ok: true, value: 3 }],
    ]);
    expect((await question.innerText()).replace(/\s+/g, ' ')).toContain(
      'Remove Notes desk? Its keys are deleted from the system keychain; its call history copy, voicemail records, recent calls and lookups are deleted from this computer, and so are its 3 notes on calls and voicemail, which cannot be fetched again. Calls and messages on the phone system are not touched.',
    );
    for (const [width, height] of [
      [1280, 800],
      [360, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      await question.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toEqual([]);
      await second.screenshot(`notes-remove-account-${width}`);
    }
    await question.getByRole('button', { name: 'Remove', exact: true }).click();
    await item.waitFor({ state: 'detached' });
    expect((await core.listAccounts(undefined)).accounts).toEqual([]);
    expect(second.problems).toEqual([]);
  }, 120_000);
});
