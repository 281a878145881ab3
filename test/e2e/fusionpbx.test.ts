// The app against a phone system that answers as FusionPBX does (the simulator's default wire form: a row
// per call leg, ring groups, numbers as text, t/f, timestamptz in America/Chicago), on a desk in
// Asia/Kolkata, walked as a person: each call once, a colleague shown and called back in both directions,
// times on the desk's clock, outcomes in words, one notice per missed call and one per voicemail, and a
// record that cannot be placed in time kept out and counted while the rest sync.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiRecord, createPbxClient } from '../../main/api';
import type { Events, HistoryStatus } from '../../preload/contract';
import { csvColumn } from '../support/csv';
import { type App, DESK_ZONE, startApp } from './harness';
import { historyList } from './views';

describe('A FusionPBX phone system, from a desk in another time zone', () => {
  let app: App;
  const missed: Events['missedCalls'][] = [];
  const voicemail: Events['voicemailArrived'][] = [];
  beforeAll(async () => {
    app = await startApp({ historySync: true });
    app.core.on('missedCalls', (payload) => missed.push(payload));
    app.core.on('voicemailArrived', (payload) => voicemail.push(payload));
    await app.historySynced();
    // The watch's first check learns the messages there are; later ones announce what is new.
    app.core.startVoicemailWatch();
    await app.core.checkVoicemailNow('manual');
    await app.reload();
  });
  afterAll(() => app?.close());

  const { rows, firstRow, footer, search } = historyList(() => app.page);
  const status = (): Promise<HistoryStatus> => app.core.getHistoryStatus(undefined);
  const syncNow = async () => {
    await app.core.checkHistoryNow('manual');
    await expect.poll(async () => (await status()).sync?.running).not.toBe(true);
  };
  /** Every row the phone system serves, through the app's own client over the socket. */
  const servedRows = async (): Promise<ApiRecord[]> => {
    const client = createPbxClient({ baseUrl: app.demo.baseUrl, apiKey: app.demo.pbxKey });
    const all: ApiRecord[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await client.listCallHistory({ limit: 1000, offset, orderBy: 'start_epoch desc' });
      all.push(...page);
      if (page.length < 1000) return all;
    }
  };
  const showCallsOf = async (text: string) => {
    await search().fill(text);
    await expect.poll(() => footer().textContent()).toMatch(/stored calls match/);
  };

  test('each call once: a row per leg is served, a call per call is stored and shown, a ring group of four phones is one row', async () => {
    const served = await servedRows();
    const calls = app.demo.data.calls.length;
    expect(served.length).toBeGreaterThan(calls * 1.5); // legs: the phone system's rows are not its calls
    expect((await status()).stored).toBe(calls);
    await expect
      .poll(() => footer().textContent())
      .toContain(`${new Intl.NumberFormat('en-US').format(calls)} calls stored on this computer`);

    // A ring group's call: its a-leg to 600 and a b-leg for each phone it rang, one row in History.
    const ringGroup = served.find((row) => row.leg === 'a' && row.destination_number === '600');
    if (!ringGroup) throw new Error('the simulator served no ring-group call');
    const itsLegs = served.filter(
      (row) =>
        row.leg === 'b' &&
        Number(row.start_epoch) >= Number(ringGroup.start_epoch) &&
        row.caller_id_number === ringGroup.caller_id_number,
    );
    expect(itsLegs.length).toBeGreaterThanOrEqual(4);
    const found = await app.core.searchHistory({
      text: String(ringGroup.caller_id_number),
      missedOnly: false,
      direction: null,
      range: null,
      limit: 500,
      offset: 0,
    });
    const shown = found?.records.map((call) => call.id) ?? [];
    expect(shown).toContain(ringGroup.uuid);
    for (const leg of itsLegs) expect(shown).not.toContain(leg.uuid);
    await showCallsOf(String(ringGroup.caller_id_number));
    await expect
      .poll(() => footer().textContent())
      .toContain(`${new Intl.NumberFormat('en-US').format(found?.total ?? -1)} stored calls match`);
    await search().fill('');
  });

  test('two real calls from one number a minute apart stay two calls; a missed one is announced and counted once', async () => {
    const { demo } = app;
    const caller = { caller_id_name: 'Sam Okafor', caller_id_number: '4155550188' };
    const before = missed.length;
    const first = demo.addCall({ missed: false, record: { ...caller, direction: 'inbound' } });
    first.record.start_epoch -= 60;
    const second = demo.addCall({ missed: true, record: { ...caller } });
    await syncNow();
    await showCallsOf('4155550188');
    await expect.poll(() => rows().count()).toBe(2);
    expect(await firstRow().textContent()).toContain('Missed');
    // One notice for the missed call, whatever legs it has.
    expect(missed.slice(before).flatMap((payload) => payload.notices)).toEqual([
      expect.objectContaining({ kind: 'call', uuid: second.record.uuid }),
    ]);
    expect(
      (await app.core.listCallBacks(undefined)).entries.filter(
        (entry) => entry.callId === second.record.uuid,
      ),
    ).toHaveLength(1);
    await search().fill('');
    await app.screenshot('fusionpbx-two-calls-one-minute');
  });

  test('a caller who left a voicemail is announced once, by the voicemail, and their call says Voicemail', async () => {
    const { demo } = app;
    const caller = { caller_id_name: 'Lena Fischer', caller_id_number: '4155550177' };
    const missedBefore = missed.length;
    // FusionPBX: an inbound call nobody answered went to voicemail (status voicemail, missed_call true).
    demo.addCall({
      record: {
        ...caller,
        direction: 'inbound',
        hangup_cause: 'NO_ANSWER',
        answer_epoch: 0,
        answer_stamp: '',
        billsec: 0,
      },
    });
    const message = demo.addVoicemail({ record: { ...caller, message_status: '' } });
    await syncNow();
    await app.core.checkVoicemailNow('manual');
    await expect
      .poll(() => voicemail.flatMap((payload) => payload.records.map((r) => r.id)))
      .toContain(message.record.uuid);
    expect(missed.slice(missedBefore)).toEqual([]);
    await showCallsOf('4155550177');
    await expect.poll(() => firstRow().textContent()).toContain('Voicemail');
    await search().fill('');
  });

  test('internal calls show the colleague in both directions, and Call back rings the colleague', async () => {
    const { demo, page } = app;
    const colleague = { caller_id_name: 'Priya Natarajan' };
    demo.addCall({
      missed: false,
      record: { ...colleague, direction: 'local', caller_id_number: '204', destination_number: '201' },
    });
    demo.addCall({
      missed: false,
      record: {
        caller_id_name: 'Alex Morgan',
        direction: 'local',
        caller_id_number: '201',
        destination_number: '204',
      },
    });
    await syncNow();
    await showCallsOf('204');
    const internal = rows().filter({ hasText: 'Internal' });
    await expect.poll(() => internal.count()).toBeGreaterThanOrEqual(2);
    const [inbound, outbound] = [internal.nth(0), internal.nth(1)];
    // Both directions name the colleague: the call they placed records their name, and the one placed to
    // them takes it from there (the resolver's other calls); each detail says where the name came from.
    const nameFrom = page.getByRole('complementary', { name: 'Details' }).locator('.name-from');
    const sources: string[] = [];
    for (const row of [inbound, outbound]) {
      expect(await row.textContent()).toContain('204');
      expect(await row.textContent()).toContain(colleague.caller_id_name);
      expect(await row.textContent()).not.toMatch(/\b201\b/);
      await row.click();
      await nameFrom.waitFor();
      sources.push((await nameFrom.textContent()) ?? '');
      await page.keyboard.press('Escape');
    }
    expect(sources.sort()).toEqual(['Name from other calls with this number', 'Name from this call']);
    const originates = demo.requestsFor('originate').length;
    await outbound.getByRole('button', { name: /^Call back/ }).click();
    await expect.poll(() => demo.requestsFor('originate').length).toBe(originates + 1);
    const query = new URLSearchParams(demo.requestsFor('originate').at(-1)?.query);
    expect(query.get('destination')).toBe('204');
    expect(query.get('extension')).toBe('201');
    // The export names the colleague on the call placed to them too: the same name as the row.
    const path = join(app.saveDir, 'colleague.csv');
    app.answerSaveDialog(() => path);
    await app.core.exportHistory({
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
      filter: '204',
      kind: 'local',
    });
    const csv = await readFile(path, 'utf8');
    const named = csvColumn(csv, 'Name');
    const dialled = csvColumn(csv, 'destination_number');
    expect(named.filter((_, row) => dialled[row] === '204')).toContain(colleague.caller_id_name);
    expect(named.filter((_, row) => dialled[row] === '201')).toContain(colleague.caller_id_name);
    await page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: /^History/ })
      .click();
    await search().fill('');
  });

  test("one name for a number everywhere: a voicemail, a recording and the call confirmation take the name the phone system recorded on the number's other calls", async () => {
    const { page, demo } = app;
    const nav = page.getByRole('navigation', { name: 'Dialdesk' });
    const details = page.getByRole('complementary', { name: 'Details' });
    // The colleague at 204 is named on the call they placed (the test before added it); a message they
    // leave records no name.
    const colleague = 'Priya Natarajan';
    demo.addVoicemail({ record: { caller_id_name: '', caller_id_number: '204' } });
    const [message] = await app.core.listVoicemail(undefined);
    expect(message?.party).toMatchObject({ number: '204', name: colleague, nameFrom: 'other-calls' });
    // The window reads the mailbox afresh, as at the next start.
    await app.reload();
    await nav.getByRole('button', { name: /^Voicemail/ }).click();
    const messages = page.getByRole('listbox', { name: 'Voicemail' });
    const left = messages.getByRole('option').filter({ hasText: colleague }).first();
    await left.click();
    await expect
      .poll(() => details.locator('.name-from').textContent())
      .toBe('Name from other calls with this number');

    // A recording whose own record names no one, named by the number's other calls.
    const recordings = await app.core.listRecordings({ limit: 100, offset: 0 });
    const named = recordings.find((recording) => recording.party.nameFrom === 'other-calls');
    if (!named?.party.name) throw new Error("the simulator's recordings have none named by other calls");
    await nav.getByRole('button', { name: 'Recordings' }).click();
    const list = page.getByRole('listbox', { name: 'Recordings' });
    const row = list.getByRole('option').filter({ hasText: named.party.name }).first();
    await row.click();
    await expect
      .poll(() => details.locator('.name-from').textContent())
      .toBe('Name from other calls with this number');

    // A call to the colleague's number from outside the window: the confirmation names them.
    const started = await app.core.startCall('204', 'link');
    expect(started.kind === 'confirm' && started.pending.name).toBe(colleague);
    const confirm = await app.openPage({ hash: '#confirm', viewport: { width: 420, height: 320 } });
    await expect.poll(() => confirm.getByRole('heading').textContent()).toContain(colleague);
    await app.screenshot('fusionpbx-confirm-named', confirm);
    await confirm.close();
    if (started.kind === 'confirm') await app.core.cancelPendingCall({ id: started.pending.id });
    await nav.getByRole('button', { name: /^History/ }).click();
  });

  test("a call's times and a recording's are on the desk's clock, in its zone", async () => {
    const { page, demo } = app;
    const deskTime = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: DESK_ZONE,
    });
    await firstRow().click();
    const details = page.getByRole('complementary', { name: 'Details' });
    const started = details.getByLabel('Call details').locator('[data-field="started"] dd');
    const opened = demo.data.calls[0]?.record;
    if (!opened) throw new Error('no call');
    await expect.poll(() => started.textContent()).toBe(deskTime.format(opened.start_epoch * 1000));
    await app.screenshot('fusionpbx-call-detail');

    await page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: 'Recordings' })
      .click();
    const list = page.getByRole('listbox', { name: 'Recordings' });
    const newest = demo.data.recordings[0]?.record;
    if (!newest) throw new Error('no recording');
    const call = demo.data.calls.find((c) => c.record.record_name === newest.call_recording_name)?.record;
    if (!call) throw new Error('the recording has no call');
    await list.getByRole('option').first().click();
    const recorded = details.getByLabel('Recording details').locator('[data-field="recorded"] dd');
    await expect.poll(() => recorded.textContent()).toBe(deskTime.format(call.start_epoch * 1000));
    await app.screenshot('fusionpbx-recording-detail');
  });

  test('a record that cannot be placed in time is kept out and counted, and the calls after it still sync', async () => {
    const { demo, page } = app;
    const stored = (await status()).stored;
    demo.addCall({ record: { start_epoch: 1.7e18 } });
    const next = demo.addCall({
      missed: false,
      record: { caller_id_name: 'Noor Haddad', caller_id_number: '4155550166', direction: 'inbound' },
    });
    await syncNow();
    const after = await status();
    expect(after.unplaced).toBe(1);
    expect(after.stored).toBeGreaterThan(stored);
    await page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: /^History/ })
      .click();
    await showCallsOf('Noor Haddad');
    await expect.poll(() => firstRow().textContent()).toContain('Noor Haddad');
    expect(next.record.uuid).toBeTruthy();
    await page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('1 call from the phone system has no usable start time');
    expect(app.problems).toEqual([]);
  });
});

describe('A FusionPBX phone system without a local copy', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.close());

  test("the phone system's pages fold as they load: a call whose legs fall on two pages is one row", async () => {
    const { page, demo } = app;
    const grid = page.getByRole('grid', { name: 'Calls' });
    const footer = page.locator('.list-footer');
    await grid.locator('[aria-rowindex="2"]').waitFor();
    // History's pages are 200 rows: some call's a-leg ends one and its b-leg starts the next.
    const client = createPbxClient({ baseUrl: demo.baseUrl, apiKey: demo.pbxKey });
    const served: ApiRecord[] = [];
    for (let offset = 0; served.length === offset; offset += 1000)
      served.push(...(await client.listCallHistory({ limit: 1000, offset, orderBy: 'start_epoch desc' })));
    const sameCall = (a: ApiRecord | undefined, b: ApiRecord | undefined) =>
      a?.leg === 'a' && b?.leg === 'b' && (b.originating_leg_uuid === a.uuid || a.bridge_uuid === b.uuid);
    const split = Array.from({ length: Math.floor(served.length / 200) }, (_, i) => (i + 1) * 200).filter(
      (boundary) => sameCall(served[boundary - 1], served[boundary]),
    );
    expect(split.length).toBeGreaterThan(0);

    for (let i = 0; i < 200 && !(await footer.textContent())?.includes('all loaded'); i++)
      await grid.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
    await expect.poll(() => footer.textContent()).toContain('all loaded');
    // Every leg loaded, every call once.
    expect(await footer.textContent()).toContain(
      `${new Intl.NumberFormat('en-US').format(demo.data.calls.length)} calls loaded`,
    );
    expect(app.problems).toEqual([]);
  });
});
