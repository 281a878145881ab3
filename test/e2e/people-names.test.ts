// One name for a person everywhere, walked as a desk worker: a contact with three numbers is added through
// People's editor, and from then on the phone system's "WIRELESS CALLER" and its unnamed numbers give way
// to it on incoming and outgoing History rows and their details (the phone system's name said beside it),
// in History search, Voicemail, Recordings, the call confirmation and the CSV export; nothing is dialled
// meanwhile. The notices and the tray, which the shell shows, are walked in test/unit/shell-start.test.ts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { t } from '../../preload/shared/i18n/translate';
import { csvColumn } from '../support/csv';
import { type App, startApp } from './harness';
import { contactRow, historyList } from './views';

const DANA = 'Dana Whitfield';
/** The phone system's name for a mobile caller: what the contact's name replaces. */
const CARRIER_NAME = 'WIRELESS CALLER';
const MOBILE = '(555) 555-0147';
const MOBILE_DIGITS = '5555550147';

describe("a contact's name, wherever the number shows", () => {
  let app: App;
  /** The number of one of the simulator's recordings: Dana's work line. */
  let work: string;
  beforeAll(async () => {
    app = await startApp({ historySync: true });
    await app.historySynced();
    // The watch's first check learns the messages there are; later ones are new.
    app.core.startVoicemailWatch();
    await app.core.checkVoicemailNow('manual');
    const recordings = await app.core.listRecordings({ limit: 100, offset: 0 });
    const external = recordings.find((recording) => /^\d{10,11}$/.test(recording.party.number ?? ''));
    if (!external?.party.number) throw new Error('the simulator has no recording of an outside number');
    work = external.party.number;
  });
  afterAll(() => app?.close());

  const nav = (page: Page, name: RegExp | string) =>
    page
      .getByRole('navigation', { name: t('app.name') })
      .getByRole('button', { name })
      .first();
  const details = (page: Page) => page.getByRole('complementary', { name: t('detail.pane') });
  const { rows, footer, search } = historyList(() => app.page);

  test('added through People with three numbers: a mobile, a work line and an extension', async () => {
    const { page } = app;
    await nav(page, t('nav.people')).click();
    await page
      .getByRole('button', { name: t('people.add') })
      .first()
      .click();
    const editor = details(page);
    await editor.getByLabel(t('people.editor.name'), { exact: true }).fill(DANA);
    const numbers = [
      { label: 'mobile', number: MOBILE },
      { label: 'work', number: work },
      { label: 'extension', number: '207' },
    ];
    for (const [index, { label, number }] of numbers.entries()) {
      const position = index + 1;
      if (index > 0) await editor.getByRole('button', { name: t('people.editor.addNumber') }).click();
      await editor.getByLabel(t('people.editor.label', { position })).selectOption(label);
      await editor.getByLabel(t('people.editor.number', { position }), { exact: true }).fill(number);
    }
    await editor.getByRole('button', { name: t('people.editor.save') }).click();
    await contactRow(page, DANA).waitFor();
    const [saved] = await app.core.listContacts({ text: 'Dana' });
    expect(saved?.numbers.map(({ label, number }) => ({ label, number }))).toEqual(numbers);
  });

  test('names her calls both ways in History, where the phone system named her otherwise or not at all', async () => {
    const { page, demo } = app;
    const originates = demo.requestsFor('originate').length;
    demo.addCall({
      missed: false,
      record: { direction: 'inbound', caller_id_name: CARRIER_NAME, caller_id_number: MOBILE_DIGITS },
    });
    demo.addCall({
      missed: false,
      record: {
        direction: 'outbound',
        caller_id_name: 'Alex Morgan',
        caller_id_number: '201',
        destination_number: `1${MOBILE_DIGITS}`,
      },
    });
    await app.core.checkHistoryNow('manual');
    await expect.poll(async () => (await app.core.getHistoryStatus(undefined)).sync?.running).not.toBe(true);

    await nav(page, /^History/).click();
    // Her name finds both calls, though neither record holds it.
    await search().fill('Dana');
    await expect.poll(() => footer().textContent()).toMatch(/stored calls match/);
    const hers = rows().filter({ hasText: MOBILE });
    await expect.poll(() => hers.count()).toBeGreaterThanOrEqual(2);
    const texts = await hers.allTextContents();
    expect(texts.filter((text) => text.includes('Incoming'))).not.toEqual([]);
    expect(texts.filter((text) => text.includes('Outgoing'))).not.toEqual([]);
    for (const text of texts) {
      expect(text).toContain(DANA);
      expect(text).not.toContain(CARRIER_NAME);
    }
    // The detail of the incoming call: her name, from the contacts, and what the phone system calls her.
    await hers.filter({ hasText: 'Incoming' }).first().click();
    const from = details(page).locator('.name-from');
    await expect.poll(() => from.textContent()).toContain(t('detail.nameFrom.contact'));
    expect(await from.textContent()).toContain(CARRIER_NAME);
    expect(await details(page).getByRole('heading', { level: 2 }).first().textContent()).toContain(DANA);
    await details(page)
      .getByRole('button', { name: t('people.editContact') })
      .waitFor();
    await app.screenshot('people-names-history-detail');
    await page.keyboard.press('Escape');

    // The export of that search names her on every row, both directions.
    const path = join(app.saveDir, 'dana.csv');
    app.answerSaveDialog(() => path);
    await app.core.exportHistory({
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
      filter: 'Dana',
      kind: 'all',
    });
    const csv = await readFile(path, 'utf8');
    const names = csvColumn(csv, 'Name');
    const dialled = csvColumn(csv, 'destination_number');
    const callers = csvColumn(csv, 'caller_id_number');
    const mobileRows = names.filter(
      (_, row) => dialled[row] === `1${MOBILE_DIGITS}` || callers[row] === MOBILE_DIGITS,
    );
    expect(mobileRows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(mobileRows)).toEqual(new Set([DANA]));
    await search().fill('');
    expect(demo.requestsFor('originate')).toHaveLength(originates);
  });

  test('names her in Voicemail and Recordings, and in the confirmation of a call to her from a link', async () => {
    const { page, demo } = app;
    const originates = demo.requestsFor('originate').length;
    demo.addVoicemail({ record: { caller_id_name: CARRIER_NAME, caller_id_number: MOBILE_DIGITS } });
    await app.core.checkVoicemailNow('manual');
    await app.reload();
    await nav(page, /^Voicemail/).click();
    const message = page
      .getByRole('listbox', { name: t('nav.voicemail') })
      .getByRole('option')
      .filter({ hasText: DANA })
      .first();
    await message.click();
    await expect.poll(() => details(page).locator('.name-from').textContent()).toContain(CARRIER_NAME);

    await nav(page, t('nav.recordings')).click();
    const recording = page
      .getByRole('listbox', { name: t('nav.recordings') })
      .getByRole('option')
      .filter({ hasText: DANA })
      .first();
    await recording.click();
    await expect
      .poll(() => details(page).locator('.name-from').textContent())
      .toContain(t('detail.nameFrom.contact'));

    const started = await app.core.startCall(MOBILE, 'link');
    expect(started.kind === 'confirm' && started.pending.name).toBe(DANA);
    const confirm = await app.openPage({ hash: '#confirm', viewport: { width: 420, height: 320 } });
    await expect.poll(() => confirm.getByRole('heading').textContent()).toContain(DANA);
    await app.screenshot('people-names-confirm', confirm);
    await confirm.close();
    if (started.kind === 'confirm') await app.core.cancelPendingCall({ id: started.pending.id });
    expect(demo.requestsFor('originate')).toHaveLength(originates);
    expect(app.problems).toEqual([]);
  });
});
