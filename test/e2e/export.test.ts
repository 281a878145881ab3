// Export CSV…: the rows the history view shows (its order, days and text filter) over the whole history,
// with progress while main loads the pages, Cancel that stops it, and a cancelled save dialog that says
// nothing. The simulator answers slowly, so that the export is seen running.
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPbxClient } from '../../main/api';
import type { Call } from '../../preload/contract';
import { matchesSearch, searchableOf, searchableText } from '../../preload/shared/call-filter';
import { classifyMissed } from '../../preload/shared/missed-call';
import { csvColumn, csvRows } from '../support/csv';
import { type App, deskDay, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
  await app.page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]').waitFor();
});
afterAll(() => app?.close());

const status = () => app.page.locator('.export-status');
const exportButton = () => app.page.getByRole('button', { name: 'Export CSV…' });
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** A column of a CSV export (the demo's values hold no commas or line breaks; the file starts with a BOM). */
async function exportedColumn(path: string, name: string): Promise<string[]> {
  return csvColumn(await readFile(path, 'utf8'), name);
}

test('exports what the view shows, in its order, with progress, and says where it went', async () => {
  const { page, demo } = app;
  app.answerSaveDialog((request) => join(app.saveDir, request.defaultName));
  const filterText = 'Okafor';
  const sorted = app.callsTo('listHistory').length;
  await page.getByRole('columnheader', { name: 'Duration' }).getByRole('button').click();
  await expect.poll(() => app.callsTo('listHistory').length).toBeGreaterThan(sorted);
  await page.getByRole('searchbox', { name: /Filter loaded calls/ }).fill(filterText);
  await expect.poll(() => page.locator('.list-footer').textContent()).toMatch(/loaded calls match/);

  demo.injectFault({ op: 'cdrs', fault: { kind: 'delay', ms: 250 } });
  await exportButton().click();
  await expect.poll(() => status().textContent()).toMatch(/^Loaded [\d,]+ calls…Cancel export$/);
  await app.screenshot('history-export-progress');
  await expect.poll(() => status().textContent(), { timeout: 15_000 }).toMatch(/^Exported/);
  demo.clearFaults();

  const expected = demo.data.calls.filter((call) => matchesSearch(searchableText(call.record), filterText));
  expect(app.callsTo('exportHistory')[0]?.request).toEqual({
    orderBy: { field: 'duration', direction: 'asc' },
    range: null,
    filter: filterText,
    kind: 'all',
  });
  const path = join(app.saveDir, app.saveRequests[0]?.defaultName ?? '');
  // Where the file went, and under it which separator it has: the harness's core has no computer of its
  // own, so the RFC's ',' (the app's shell reads the computer's).
  expect(await status().getByRole('paragraph').innerText()).toBe(
    `Exported ${expected.length.toLocaleString('en')} calls to ${path}\n` +
      "Columns are separated by commas (,), following this computer's region settings.",
  );
  const uuids = await exportedColumn(path, 'uuid');
  expect([...uuids].sort()).toEqual(expected.map((call) => call.record.uuid).sort());
  const durations = (await exportedColumn(path, 'duration')).map(Number);
  expect(durations).toEqual([...durations].sort((a, b) => a - b));
  // Every row the view shows is in the file.
  const shown = app
    .callsTo('listHistory')
    .slice(sorted)
    .flatMap((call) => (call.reply.ok ? (call.reply.value as Call[]) : []))
    .filter((call) => matchesSearch(searchableOf(call), filterText));
  expect(shown.length).toBeGreaterThan(0);
  for (const call of shown) expect(uuids).toContain(call.id);
  await app.screenshot('history-exported');
  await page.getByRole('searchbox', { name: /Filter loaded calls/ }).fill('');
});

test('Cancel stops the export and says so; a cancelled save dialog says nothing', async () => {
  const { demo } = app;
  const path = join(app.saveDir, 'cancelled.csv');
  app.answerSaveDialog(() => path);
  demo.injectFault({ op: 'cdrs', fault: { kind: 'delay', ms: 400 } });
  await exportButton().click();
  await expect.poll(() => status().textContent()).toMatch(/^Loaded [\d,]+ calls…/);
  expect(await exportButton().isDisabled()).toBe(true);
  await status().getByRole('button', { name: 'Cancel export' }).click();
  await expect.poll(() => status().textContent(), { timeout: 5000 }).toBe('Export cancelled.');
  demo.clearFaults();
  expect(app.callsTo('cancelExport')).toHaveLength(1);
  expect(app.callsTo('exportHistory').at(-1)?.reply).toEqual({ ok: true, value: null });
  expect(await exists(path)).toBe(false);
  await app.screenshot('history-export-cancelled');

  // The person closes the save dialog without choosing: main answers null, and nothing is said.
  app.answerSaveDialog(() => null);
  const exports = app.callsTo('exportHistory').length;
  await exportButton().click();
  await expect.poll(() => app.callsTo('exportHistory').length).toBe(exports + 1);
  await expect.poll(() => exportButton().isEnabled()).toBe(true);
  expect(await status().count()).toBe(0);
  expect(app.problems).toEqual([]);
});

test('missed calls of some days: readable columns first, the days in the file name, Show in folder', async () => {
  const { page, demo } = app;
  app.answerSaveDialog((request) => join(app.saveDir, request.defaultName));
  // The desk's days, and each call as the phone system serves it (its a-leg; FusionPBX's status).
  const days = demo.data.calls.map((call) => deskDay(call.record.start_epoch * 1000));
  const [to, from] = [days[100] as string, days[700] as string];
  const inDays = new Set(
    demo.data.calls
      .filter((_, index) => (days[index] as string) >= from && (days[index] as string) <= to)
      .map((c) => c.record.uuid),
  );
  const client = createPbxClient({ baseUrl: demo.baseUrl, apiKey: demo.pbxKey });
  const served = await client.listCallHistory({ limit: 1000, offset: 0, orderBy: 'start_epoch desc' });
  for (let offset = 1000; served.length === offset; offset += 1000)
    served.push(...(await client.listCallHistory({ limit: 1000, offset, orderBy: 'start_epoch desc' })));
  const missed = served.filter((row) => inDays.has(row.uuid) && classifyMissed(row).missed === true);
  expect(missed.length).toBeGreaterThan(0);
  expect(missed.length).toBeLessThan(inDays.size);
  // What a missed call's row says happened: the caller hung up, left a voicemail, or got a busy line.
  const missedWords = new Set(['Missed', 'Voicemail', 'Busy']);

  await page.getByRole('combobox', { name: 'Calls to show' }).selectOption('missed');
  await page.getByRole('textbox', { name: 'First day' }).fill(from);
  await page.getByRole('textbox', { name: 'Last day' }).fill(to);
  await page.getByRole('button', { name: 'Show days' }).click();
  await expect.poll(() => app.callsTo('listHistory').at(-1)?.request).toMatchObject({ range: { from, to } });
  // Every row shown is a missed call.
  await page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]').waitFor();
  const types = await page.locator('.calls .vrow .direction-text').allTextContents();
  expect(types).toContain('Missed');
  for (const type of types) expect(missedWords).toContain(type);

  const exports = app.saveRequests.length;
  await exportButton().click();
  await expect.poll(() => status().textContent(), { timeout: 15_000 }).toMatch(/^Exported/);
  expect(app.saveRequests[exports]?.defaultName).toBe(`Calls ${from} to ${to}.csv`);
  expect(app.callsTo('exportHistory').at(-1)?.request).toMatchObject({ kind: 'missed', range: { from, to } });
  const path = join(app.saveDir, `Calls ${from} to ${to}.csv`);
  const [header] = csvRows(await readFile(path, 'utf8'));
  expect(header?.slice(0, 11)).toEqual([
    'Date',
    'Time',
    'Direction',
    'Name',
    'Number',
    'Other party',
    'Duration',
    'Result',
    'Outcome',
    'Note',
    'uuid',
  ]);
  expect([...(await exportedColumn(path, 'uuid'))].sort()).toEqual(missed.map((row) => row.uuid).sort());
  for (const result of await exportedColumn(path, 'Result')) expect(missedWords).toContain(result);
  expect(new Set(await exportedColumn(path, 'Direction'))).toEqual(new Set(['Incoming']));
  for (const date of await exportedColumn(path, 'Date')) expect(date >= from && date <= to).toBe(true);

  await status().getByRole('button', { name: 'Show in folder' }).click();
  await expect.poll(() => app.shownInFolder).toEqual([path]);
  // Main shows only what it saved: a page naming another path is refused.
  const refused = await app.core.showInFolder({ path: '/etc/passwd' }).catch((error: Error) => error.message);
  expect(refused).toMatch(/only a file it saved/);
  expect(app.shownInFolder).toEqual([path]);
  await app.screenshot('history-exported-missed');
  expect(app.problems).toEqual([]);
});
