// The local call history end to end: the core's sync fills its store from the simulator, History reads
// it (rows at once, every stored call searchable by name, number or digits, the whole period scrolled
// without paging the server), a missed call arriving while the app runs is announced and counted until
// the missed filter is seen, the dial pad and lookup suggest people as they are typed, and a restart in
// the middle of a backfill resumes where it stopped. The offline start is in offline.test.ts.
import { statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountDir } from '../../main/accounts/account-list';
import { type Core, createCore } from '../../main/core';
import { DEMO_ACCOUNT_ID, type Events, type HistorySearch, type HistoryStatus } from '../../preload/contract';
import { firstDraw, recordFirstDraw } from './first-draw';
import { type App, historySynced, startApp } from './harness';
import { historyList } from './views';

describe('History from the local copy', () => {
  let app: App;
  const missed: Events['missedCalls'][] = [];
  beforeAll(async () => {
    app = await startApp({ historySync: true });
    app.core.on('missedCalls', (payload) => missed.push(payload));
    await app.historySynced();
    // The next start: History opens on the local copy.
    await recordFirstDraw(app.page);
    await app.reload();
  });
  afterAll(() => app?.close());

  const { grid, rows, firstRow, footer, search } = historyList(() => app.page);
  const status = (): Promise<HistoryStatus> => app.core.getHistoryStatus(undefined);
  const callBackEntry = () =>
    app.page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name: /^To call back/ });
  /** The count on the sidebar's To call back entry ("To call back, 3"), 0 when it shows none. */
  const callBackCount = async () =>
    Number((await callBackEntry().getAttribute('aria-label'))?.split(', ')[1] ?? 0);

  test('opens with rows from the store, and scrolls through the whole period without asking the server', async () => {
    const { stored } = await status();
    expect(stored).toBeGreaterThan(2 * 200); // more than two of the view's pages
    await rows().first().waitFor();
    expect(await footer().textContent()).toContain(
      `${new Intl.NumberFormat().format(stored)} calls stored on this computer`,
    );
    const before = app.callsTo('listHistory').length;
    // Scrolled to the end again and again: each page of the store comes in before the last row shows.
    for (let i = 0; i < 40 && !(await footer().textContent())?.includes('all loaded'); i++)
      await grid().evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
    await expect.poll(() => footer().textContent()).toContain('all loaded');
    const searches = app.callsTo('searchHistory');
    const loaded = searches.reduce(
      (sum, call) =>
        sum +
        (call.reply.ok && call.reply.value ? (call.reply.value as { records: unknown[] }).records.length : 0),
      0,
    );
    expect(loaded).toBeGreaterThanOrEqual(stored);
    expect(app.callsTo('listHistory')).toHaveLength(before);
  });

  test('the window is first drawn with rows from the store, never with History loading before them', async () => {
    expect(await firstDraw(app.page)).toEqual({ row: true, loading: false });
  });

  test('searches every stored call by name, by number, or by any run of digits', async () => {
    const { page, demo } = app;
    const cutoff = (await status()).sync?.backfill.cutoffEpoch ?? 0;
    const kept = demo.data.calls.filter(({ record }) => record.start_epoch >= cutoff);
    const count = (text: string) =>
      new Intl.NumberFormat().format(Number(text.match(/^([\d,]+)/)?.[1]?.replace(/,/g, '')));
    const matching = (test: (record: (typeof kept)[number]['record']) => boolean) =>
      new Intl.NumberFormat().format(kept.filter(({ record }) => test(record)).length);
    // A named caller whose calls go far below the first page: the search reaches every one.
    const old = kept
      .slice(600)
      .find(
        ({ record }) =>
          record.direction === 'inbound' &&
          /^\d{10}$/.test(record.caller_id_number) &&
          record.caller_id_name !== '' &&
          !/\d/.test(record.caller_id_name),
      );
    if (!old) throw new Error('the demo data has no named old inbound call');
    const { caller_id_name: name, caller_id_number: number } = old.record;
    await search().fill(name);
    await expect
      .poll(async () => count((await footer().textContent()) ?? ''))
      .toBe(matching((record) => record.caller_id_name.toLowerCase().includes(name.toLowerCase())));
    expect(await firstRow().textContent()).toContain(name);
    // A run of digits across the number's punctuation ("(555) 555-0147" holds no "550147").
    const run = number.slice(4);
    await search().fill(run);
    await expect
      .poll(async () => count((await footer().textContent()) ?? ''))
      .toBe(
        matching(
          (record) => record.caller_id_number.includes(run) || record.destination_number.includes(run),
        ),
      );
    expect(await firstRow().textContent()).toContain(number.slice(-4));
    // The last question asked from the top (the rest of its first page follows it).
    const lastFromTop = () =>
      app
        .callsTo('searchHistory')
        .map(({ request }) => request as HistorySearch)
        .filter((request) => request.offset === 0)
        .at(-1);
    expect(lastFromTop()).toMatchObject({ text: run });
    await search().fill('');
    await page.getByRole('combobox', { name: 'Calls to show' }).selectOption('missed');
    // A missed call's row says what happened: the caller hung up, left a voicemail, or got a busy line.
    await expect.poll(() => firstRow().textContent()).toMatch(/Missed|Voicemail|Busy/);
    expect(lastFromTop()).toMatchObject({ missedOnly: true, text: '' });
    await page.getByRole('combobox', { name: 'Calls to show' }).selectOption('all');
    expect(app.problems).toEqual([]);
  });

  test('a missed call arriving while the app runs is announced once and counted to call back, whatever the missed filter shows', async () => {
    const { page, demo } = app;
    expect(missed).toEqual([]); // the first sync announced nothing
    const arrived = demo.addCall({
      missed: true,
      record: { caller_id_name: 'Dana Whitfield', caller_id_number: '5555550123' },
    });
    await app.core.checkHistoryNow('manual');
    expect(missed).toEqual([
      {
        notices: [
          expect.objectContaining({
            kind: 'call',
            uuid: arrived.record.uuid,
            party: expect.objectContaining({ name: 'Dana Whitfield', number: '5555550123' }),
          }),
        ],
      },
    ]);
    // On its caller's entry to call back, which the sidebar counts.
    const { entries } = await app.core.listCallBacks(undefined);
    expect(entries.filter((entry) => entry.callId === arrived.record.uuid)).toHaveLength(1);
    await expect.poll(callBackCount).toBe(entries.length);
    await expect.poll(() => firstRow().textContent()).toContain('Dana Whitfield');
    await search().fill('0123');
    await expect.poll(() => firstRow().textContent()).toContain('Dana Whitfield');
    await search().fill('');
    await page.getByRole('combobox', { name: 'Calls to show' }).selectOption('missed');
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    // The Missed filter once cleared the count: the count is now what is still to call back.
    expect(await callBackCount()).toBe(entries.length);
    await page.getByRole('combobox', { name: 'Calls to show' }).selectOption('all');
    await app.screenshot('local-history');
  });

  test('the dial pad suggests people as a name or digits are typed; Enter on a name that matches one person calls that person once, as recorded', async () => {
    const { page, demo } = app;
    await page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: 'Dial pad' })
      .click();
    const field = page.getByRole('combobox', { name: 'Number to call' });
    const options = page.getByRole('listbox', { name: 'People from call history' }).getByRole('option');
    await field.fill('Dana Whit');
    await expect
      .poll(() => options.first().textContent())
      .toMatch(/^Dana Whitfield\(555\) 555-0123last call /);
    expect(await field.getAttribute('aria-activedescendant')).toBeNull();
    // No highlight, but the name is no number and matches one person: Enter calls Dana, once, though
    // pressed twice, with her number as the phone system recorded it.
    const placed = app.callsTo('placeCall').length;
    await field.press('Enter');
    await field.press('Enter');
    // The bridge records a call when its reply is back, after the phone system saw the originate.
    await expect
      .poll(() =>
        app
          .callsTo('placeCall')
          .slice(placed)
          .map((call) => call.request),
      )
      .toEqual([{ number: '5555550123', source: 'history' }]);
    await page.waitForTimeout(200);
    expect(app.callsTo('placeCall')).toHaveLength(placed + 1);
    expect(demo.requestsFor('originate')).toHaveLength(1);

    // Digits suggest people too; a highlighted one is what Enter picks.
    await field.fill('555');
    await options.first().waitFor();
    await field.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe('dial-suggestion-0');
    await app.screenshot('dialpad-after-suggestion');
  });

  test('lookup suggests people from digits too, and Enter on one looks its number up', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Dialdesk' }).getByRole('button', { name: 'Lookup' }).click();
    const field = page.getByRole('combobox', { name: 'Number' });
    await field.fill('0123');
    const options = page.getByRole('listbox', { name: 'People from call history' }).getByRole('option');
    await expect
      .poll(() => options.allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Dana Whitfield/)]));
    const index = (await options.allTextContents()).findIndex((text) => text.startsWith('Dana Whitfield'));
    for (let i = 0; i <= index; i++) await field.press('ArrowDown');
    await field.press('Enter');
    await expect.poll(() => app.callsTo('lookupNumber').at(-1)?.request).toEqual({ number: '5555550123' });
  });
});

describe('the local copy in Settings', () => {
  const settingsPage = async (app: App) => {
    await app.page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await app.page.getByRole('group', { name: 'Call history' }).waitFor();
    return app.page.getByRole('group', { name: 'Call history' });
  };

  test('keeps a copy by default for 90 days; Delete local history removes the file at once and History pages the server', async () => {
    const app = await startApp({ historySync: true });
    try {
      await app.historySynced();
      const group = await settingsPage(app);
      expect(
        await group
          .getByRole('checkbox', { name: 'Keep a searchable copy of call history on this computer' })
          .isChecked(),
      ).toBe(true);
      expect(
        await group.getByRole('spinbutton', { name: 'Keep calls of the last (days)' }).inputValue(),
      ).toBe('90');
      const { stored } = await app.core.getHistoryStatus(undefined);
      expect(await group.getByRole('status').textContent()).toBe(
        `${new Intl.NumberFormat().format(stored)} calls are stored on this computer.`,
      );
      expect(await group.textContent()).not.toContain('Missed-call alerts are not available');
      await app.screenshot('settings-local-history');
      const file = join(accountDir(app.dataDir, DEMO_ACCOUNT_ID), 'history', 'demo.sqlite');
      const before = statSync(file).size;
      // Stopped, so that no sync fills a new copy while the test looks at the empty one.
      await app.core.close();
      const asked = app.callsTo('listHistory').length;
      await group.getByRole('button', { name: 'Delete local history' }).click();
      await expect
        .poll(() => group.getByRole('status').textContent())
        .toBe('No calls are stored on this computer.');
      // The file went at once; what is there now is a new, empty copy (the setting is still on).
      expect(statSync(file).size).toBeLessThan(before / 10);
      expect((await app.core.getHistoryStatus(undefined)).stored).toBe(0);
      await app.page
        .getByRole('navigation', { name: 'Dialdesk' })
        .getByRole('button', { name: /^History/ })
        .click();
      await expect.poll(() => app.callsTo('listHistory').length).toBeGreaterThan(asked);
      expect(app.problems).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test("says when the phone system's records cannot tell which calls were missed", async () => {
    // A deployment whose records carry none of the signals: not FusionPBX, whose rows always have a status.
    const app = await startApp({ demo: { wire: 'plain' } });
    try {
      for (const { record } of app.demo.data.calls) {
        const fields = record as Record<string, unknown>;
        for (const field of ['missed_call', 'answer_epoch', 'answer_stamp', 'hangup_cause'])
          delete fields[field];
      }
      app.core.startHistorySync();
      await app.historySynced();
      await app.page.reload();
      const group = await settingsPage(app);
      await expect
        .poll(() => group.textContent())
        .toContain('Missed-call alerts are not available for this phone system');
    } finally {
      await app.close();
    }
  });

  test('a sync that keeps failing says why in History and in Settings, and the words go when it recovers', async () => {
    const app = await startApp({ historySync: true });
    try {
      await app.historySynced();
      app.demo.injectFault({ op: 'cdrs', fault: { kind: 'reply', status: 503 } });
      for (let check = 0; check < 3; check++) await app.core.checkHistoryNow('manual');
      const problem = (await app.core.getHistoryStatus(undefined)).problem?.message ?? '';
      expect(problem).toMatch(
        /^The call history on this computer is not up to date \(Dialdesk keeps trying\): .*503/,
      );
      const sentence = problem.charAt(0).toUpperCase() + problem.slice(1);
      const line = app.page.locator('.sync-problem').getByRole('status');
      await line.waitFor();
      expect(await line.textContent()).toBe(sentence);
      await app.screenshot('history-sync-problem');
      // The companion's narrow windows: the sentence wraps, nothing scrolls sideways.
      for (const width of [360, 420]) {
        await app.page.setViewportSize({ width, height: 680 });
        expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await app.screenshot(`history-sync-problem-${width}`);
      }
      const group = await settingsPage(app);
      expect(await group.locator('.sync-problem').textContent()).toBe(sentence);
      await group.locator('.sync-problem').scrollIntoViewIfNeeded();
      await app.screenshot('settings-sync-problem-420');
      app.demo.clearFaults();
      await app.core.checkHistoryNow('manual');
      await expect.poll(() => group.locator('.sync-problem').count()).toBe(0);
      expect(app.problems).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('a damaged history file is set aside with a banner, and the copy is rebuilt from the phone system', async () => {
    const app = await startApp({
      historySync: true,
      beforeStart: async (dataDir) => {
        await mkdir(join(dataDir, 'history'), { recursive: true });
        await writeFile(join(dataDir, 'history', 'demo.sqlite'), 'not a database at all'.repeat(100));
      },
    });
    try {
      await app.historySynced();
      await app.page.reload();
      const banner = app.page.getByRole('alert').filter({ hasText: /rebuilt from the phone system/ });
      await banner.waitFor();
      expect((await app.core.getHistoryStatus(undefined)).stored).toBeGreaterThan(0);
      await banner.getByRole('button', { name: 'Dismiss the call history notice' }).click();
      expect(await banner.count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});

test('a backfill shows its progress with Cancel, and a restart resumes it where it stopped', async () => {
  // A big history, so the backfill takes many pages; the app's own sync runs from the start.
  const app = await startApp({ historySync: true, demo: { seed: 5, callCount: 30_000 } });
  let core: Core = app.core;
  const pages = () =>
    app.demo
      .requestsFor('cdrs')
      .map((request) => Object.fromEntries(request.query) as Record<string, string>);
  try {
    let fetched = 0;
    await expect
      .poll(async () => (fetched = (await core.getHistoryStatus(undefined)).sync?.backfill.fetched ?? 0), {
        timeout: 30_000,
        interval: 5,
      })
      .toBeGreaterThanOrEqual(3000);
    // History shows how far the copy has come, with Cancel: the backfill stops, to resume at the next start.
    const progress = app.page.locator('.backfill-status');
    await expect
      .poll(() => progress.getByRole('status').textContent())
      .toMatch(/^Copying call history to this computer: [\d,]+ calls · back to /);
    await app.screenshot('history-backfill');
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await core.getHistoryStatus(undefined)).sync?.backfill.paused).toBe(true);
    await expect.poll(() => progress.count()).toBe(0);
    await expect.poll(async () => (await core.getHistoryStatus(undefined)).sync?.running).toBe(false);
    fetched = (await core.getHistoryStatus(undefined)).sync?.backfill.fetched ?? 0;
    await core.close();
    // The next start: a new core on the same data folder.
    core = await createCore(app.coreOptions);
    const stopped = (await core.getHistoryStatus(undefined)).sync?.backfill;
    expect(stopped?.done).toBe(false);
    const resumeAt = stopped?.fetched ?? 0;
    expect(resumeAt).toBeGreaterThanOrEqual(fetched);
    app.demo.clearRequests();
    core.startHistorySync();
    await historySynced(core);
    const backfillPages = pages().filter((page) => page.limit === '1000');
    // The first backfill page after the restart starts where the last one before it ended.
    expect(backfillPages[0]?.offset).toBe(String(resumeAt));
    expect(backfillPages.some((page) => Number(page.offset) < resumeAt)).toBe(false);
    const status = await core.getHistoryStatus(undefined);
    const cutoff = status.sync?.backfill.cutoffEpoch ?? 0;
    expect(status.stored).toBe(
      app.demo.data.calls.filter(({ record }) => record.start_epoch >= cutoff).length,
    );
  } finally {
    await core.close();
    await app.close();
  }
}, 120_000);
