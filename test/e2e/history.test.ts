// Call history: paging as the list scrolls (without duplicates, whatever the server's offsets do), the
// date range, sorting, the text filter, the detail pane with every field, and a slow first page.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DemoCall } from '../../main/demo/server';
import type { Call } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { firstDraw, recordFirstDraw } from './first-draw';
import { type App, deskDay, startApp } from './harness';
import { internalizedAmong } from './string-table';

let app: App;
beforeAll(async () => {
  // The paging rule and the server's sorts and days, on the spec's one row per call: a FusionPBX phone
  // system's legs, folded as its pages load, are walked in fusionpbx.test.ts.
  app = await startApp({ demo: { wire: 'plain' } });
});
afterAll(() => app?.close());

const grid = () => app.page.getByRole('grid', { name: 'Calls' });
const loadedCount = async () =>
  Number(
    (await app.page.locator('.list-footer').textContent())
      ?.match(/([\d,]+) calls loaded/)?.[1]
      ?.replace(/,/g, ''),
  );
const repliedCalls = (from = 0) =>
  app
    .callsTo('listHistory')
    .slice(from)
    .flatMap((call) => (call.reply.ok ? (call.reply.value as Call[]) : []));

/** New calls arrive at the top of the server's list, pushing every later page down by `count`. */
function newCallsArrive(count: number) {
  const calls = app.demo.data.calls;
  const newest = calls[0] as DemoCall;
  for (let i = 1; i <= count; i++) {
    calls.unshift({
      record: {
        ...newest.record,
        uuid: `arrived-${i}-${newest.record.uuid}`,
        start_epoch: newest.record.start_epoch + i,
      },
      detail: newest.detail,
    });
  }
}

test('loads more pages while scrolling, drops duplicates and keeps the DOM small', async () => {
  const { page } = app;
  await grid().locator('[aria-rowindex="2"]').waitFor();
  expect(await loadedCount()).toBe(200);

  // Shift the server's list between pages: the next page repeats 7 records already shown.
  newCallsArrive(7);
  const maxRows: number[] = [];
  for (let i = 0; i < 12; i++) {
    await grid().evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.waitForTimeout(50);
    maxRows.push(await grid().locator('[role="row"]').count());
  }
  await expect.poll(() => app.callsTo('listHistory').length).toBeGreaterThanOrEqual(4);

  const offsets = app.callsTo('listHistory').map((call) => (call.request as { offset: number }).offset);
  const all = repliedCalls();
  const unique = new Set(all.map((call) => call.id));
  expect(all.length).toBeGreaterThan(unique.size); // the server really did repeat records
  // Each next offset is the count of distinct records held, and the footer counts each call once.
  await expect.poll(loadedCount).toBe(unique.size);
  expect(offsets.slice(0, 3)).toEqual([0, 200, 393]);
  // A few hundred rows at most, however many are loaded.
  expect(Math.max(...maxRows)).toBeLessThan(60);
});

test('the uuids of the calls loaded stay out of V8’s string table, which every mark-compact walks', async () => {
  // A Set<string> of held uuids put each one in the table (Chromium 156), and with 100,000 calls loaded
  // walking it took half of each mark-compact pause while History scrolled.
  const held = [...new Set(repliedCalls().map((call) => call.id))];
  expect(held.length).toBeGreaterThan(500);
  expect(await internalizedAmong(app.page, held)).toEqual([]);
});

/**
 * The rows from the top of the grid, each as its cells' DOM: tags, attributes (but the row's position)
 * and text, in order. Two reads compare equal only when every part of every row is the same.
 */
const topRows = () =>
  // The grid's name in the language main speaks now, as the test's t() does.
  app.page.getByRole('grid', { name: t('history.list.label') }).evaluate(async (element) => {
    element.scrollTop = 0;
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const serialize = (node: Node): string => {
      if (!(node instanceof Element)) return node.textContent ?? '';
      const attributes = [...node.attributes]
        .filter((attribute) => attribute.name !== 'style')
        .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
        .sort();
      return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(serialize).join('')}</>`;
    };
    return [...element.querySelectorAll('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')]
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map(serialize);
  });

test('a row element handed on to other calls as the list scrolls shows each whole, and a new language at once', async () => {
  // History's rows are written into their elements (renderer/views/call-row.ts), each element reused for
  // the call scrolling in: any part left from an earlier call, or from an earlier language, shows here.
  const fresh = await topRows();
  expect(fresh.length).toBeGreaterThan(8);
  const shown = fresh.join('');
  // The demo's first rows differ in every part that comes and goes: a name over a number or a number
  // alone, missed or not, a length or "No talk", Look up offered or disabled with its reason.
  for (const part of [
    'party-number',
    'no-talk',
    'col-direction missed',
    'row-lookup" tabindex',
    'disabled=""',
  ])
    expect(shown).toContain(part);
  expect(fresh.some((row) => !row.includes('party-number'))).toBe(true);

  for (const top of [4_800, 96_000, 2_400, 480])
    await grid().evaluate(async (element, to) => {
      element.scrollTop = to;
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }, top);
  expect(await topRows()).toEqual(fresh);

  // The window is drawn again in German while History shows: every row is written again.
  await app.core.updateSettings({ general: { language: 'de' } });
  await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe('de');
  const german = await topRows();
  expect(german).toHaveLength(fresh.length);
  const callBack = (row: string) => row.match(/aria-label="([^"]*)" class="icon-button row-call"/)?.[1];
  for (const [i, row] of german.entries()) {
    expect(row).not.toEqual(fresh[i]);
    const name = fresh[i]?.match(/aria-label="Call back ([^"]*)"/)?.[1];
    if (name) expect(callBack(row)).toBe(t('history.row.callBack', { name }));
  }

  await app.core.updateSettings({ general: { language: 'system' } });
  await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await topRows()).toEqual(fresh);
});

test('a text filter narrows the loaded rows by name or number', async () => {
  const { page } = app;
  const filter = page.getByRole('searchbox', { name: /Filter loaded calls/ });
  const pages = app.callsTo('listHistory').length;
  await filter.fill('Baker & Sons');
  await expect
    .poll(() => page.locator('.list-footer').textContent())
    .toMatch(/^\d+ of [\d,]+ loaded calls match/);
  const rows = await grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/Baker & Sons|15555550111/);
  // A short filtered list must not page through the whole history behind the person's back.
  await page.waitForTimeout(300);
  expect(app.callsTo('listHistory')).toHaveLength(pages);
  await filter.fill('');
});

test('sorts by a column header, and again the other way', async () => {
  const { page } = app;
  const duration = page.getByRole('columnheader', { name: 'Duration' });
  await duration.getByRole('button').click();
  await expect.poll(() => duration.getAttribute('aria-sort')).toBe('ascending');
  const ascending = app.callsTo('listHistory').at(-1);
  expect(ascending?.request).toMatchObject({ offset: 0, orderBy: { field: 'duration', direction: 'asc' } });
  const shortest = Math.min(...app.demo.data.calls.map((call) => call.record.duration));
  // The shortest call rang and was not answered: its row says nobody talked, and its length (the
  // ringing) is the cell's tooltip.
  const first = grid().locator('[aria-rowindex="2"] .col-duration');
  await expect.poll(() => first.textContent()).toBe('No talk time');
  expect(await first.locator('[title]').getAttribute('title')).toContain(
    `lasted 0:${String(shortest).padStart(2, '0')}.`,
  );

  await duration.getByRole('button').click();
  await expect.poll(() => duration.getAttribute('aria-sort')).toBe('descending');
  expect(app.callsTo('listHistory').at(-1)?.request).toMatchObject({
    orderBy: { field: 'duration', direction: 'desc' },
  });
  await page.getByRole('columnheader', { name: 'Time' }).getByRole('button').click();
  await expect
    .poll(() => page.getByRole('columnheader', { name: 'Time' }).getAttribute('aria-sort'))
    .toBe('descending');
});

test('shows only the days chosen', async () => {
  const { page } = app;
  // The desk's day, in its own time zone: not the phone system's (or UTC's) day of the stamp.
  const dayOf = (startEpoch: number) => deskDay(startEpoch * 1000);
  const day = dayOf(app.demo.data.calls[600]?.record.start_epoch ?? Number.NaN);
  const expected = app.demo.data.calls.filter((call) => dayOf(call.record.start_epoch) === day).length;
  await page.getByRole('textbox', { name: 'First day' }).fill(day);
  await page.getByRole('textbox', { name: 'Last day' }).fill(day);
  const before = app.callsTo('listHistory').length;
  await page.getByRole('button', { name: 'Show days' }).click();
  await expect.poll(() => app.callsTo('listHistory').length).toBeGreaterThan(before);
  expect(app.callsTo('listHistory')[before]?.request).toMatchObject({
    offset: 0,
    range: { from: day, to: day },
  });
  await expect.poll(loadedCount).toBe(expected);
  for (const call of repliedCalls(before)) expect(deskDay(call.startMs ?? Number.NaN)).toBe(day);
  await app.screenshot('history-one-day');

  await page.getByRole('button', { name: 'All days' }).click();
  await expect.poll(() => app.callsTo('listHistory').at(-1)?.request).toMatchObject({ range: null });
});

test('opens the detail pane from the keyboard with every field, known ones in words', async () => {
  const { page } = app;
  const first = app.demo.data.calls[0] as DemoCall;
  // A field this app has never heard of: it must still be shown, as it came.
  Object.assign(first.detail, { x_carrier_note: 'routed via backup trunk' });
  await page.getByRole('button', { name: 'Refresh call history' }).click();
  await grid().locator('[aria-rowindex="2"]').waitFor();

  await grid().focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const details = page.getByRole('complementary', { name: 'Details' });
  const fields = details.getByLabel('Call details');
  // Every field as it came, folded away under the facts.
  const allFields = details.getByLabel('All fields');
  await expect
    .poll(() => allFields.locator('[data-field="x_carrier_note"] dd').textContent())
    .toBe('routed via backup trunk');
  const words: Record<string, string> = {
    NORMAL_CLEARING: 'Ended normally',
    NO_ANSWER: 'No answer',
    USER_BUSY: 'Line busy',
    ORIGINATOR_CANCEL: 'Caller hung up before it was answered',
    CALL_REJECTED: 'Call rejected',
  };
  expect(await fields.locator('[data-field="hangupCause"] dd').textContent()).toBe(
    words[first.record.hangup_cause],
  );
  expect(await fields.locator('[data-field="hangupCause"] dt').textContent()).toBe('How it ended');
  // Fields only the single-record reply carries prove the full record was fetched.
  expect(await allFields.locator('[data-field="read_codec"] dd').textContent()).toBe(first.detail.read_codec);
  // Facts once, each a fact of the call read by main: no epoch twins of the stamps, no ids among them.
  const facts = await fields
    .locator(':scope > [data-field]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field')));
  expect(facts).toEqual(expect.arrayContaining(['started', 'duration', 'hangupCause']));
  for (const fact of facts)
    expect([
      'direction',
      'callerName',
      'callerNumber',
      'dialled',
      'started',
      'answered',
      'ended',
      'duration',
      'talkTime',
      'hangupCause',
      'extension',
      'audioQuality',
    ]).toContain(fact);
  expect(await details.locator('details.all-fields').getAttribute('open')).toBeNull();
  expect(await fields.locator('[data-field="duration"] dd').textContent()).toMatch(/\d+ (s|min)/);
  expect(app.callsTo('getCallRecord').at(-1)?.request).toEqual({ uuid: first.record.uuid });
  await app.screenshot('history-detail');
  expect(app.problems).toEqual([]);
});

test('the detail pane shows what a cached lookup knows before calling, and never looks up by itself', async () => {
  const { page, demo } = app;
  const details = page.getByRole('complementary', { name: 'Details' });
  const facts = details.getByRole('region', { name: 'Before you call' });
  // A call with the number the demo lookup flags do-not-call, first in the list once filtered to it.
  const openCall = async () => {
    await page.getByRole('searchbox', { name: /Filter loaded calls/ }).fill('15555550142');
    await grid().locator('[aria-rowindex="2"]').click();
    await expect.poll(() => app.callsTo('getLookupFacts').at(-1)?.request).toEqual({ number: '15555550142' });
  };

  await openCall();
  await expect.poll(() => facts.textContent()).toContain('Not looked up yet.');
  expect(demo.requestsFor('lookup')).toHaveLength(0);

  await facts.getByRole('button', { name: 'Look up' }).click();
  await page.getByRole('article', { name: /Lookup result/ }).waitFor();
  expect(demo.requestsFor('lookup')).toHaveLength(1);

  await page.getByRole('button', { name: 'History' }).click();
  await openCall();
  await expect
    .poll(() => facts.locator('.facts-line').textContent())
    .toBe('Wireless · Cascade Mobile Demo LLC · Riverside, CA');
  expect(await facts.getByRole('alert').textContent()).toBe('Do Not Call: the lookup flags this number.');
  expect(demo.requestsFor('lookup')).toHaveLength(1);
  await app.screenshot('history-detail-facts');
  expect(app.problems).toEqual([]);
});

test('a slow first page from the phone system: the window is drawn at once with History loading, then its rows', async () => {
  await recordFirstDraw(app.page);
  app.demo.injectFault({ op: 'cdrs', times: 1, fault: { kind: 'delay', ms: 1500 } });
  await app.reload();
  expect(await firstDraw(app.page)).toEqual({ row: false, loading: true });
  await grid().locator('[aria-rowindex="2"]').waitFor();
});
