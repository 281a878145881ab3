// The person's contacts name numbers everywhere, through the real core and the same dispatcher as the IPC,
// against the simulator over loopback HTTP: a contact saved for a number the phone system never names
// names it on an outgoing History row, in the missed-call notice (above the name the phone system put on
// that call), in Voicemail, in History search and the CSV of that search, and first among the dial pad's
// suggestions; a change of the contact is seen on the next read; an extension saved under one account
// names nobody on another after a switch.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Core, DEMO_EXTENSION } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import type { Dispatch } from '../../main/ipc/dispatch';
import {
  type Call,
  type Channel,
  type Contact,
  DEMO_ACCOUNT_ID,
  type Events,
  type HistorySearch,
  type MissedCallNotice,
  type RequestOf,
  type ResponseOf,
} from '../../preload/contract';
import { FIRST_HISTORY_SEARCH } from '../../preload/shared/first-reads';
import { ACCOUNT_KEYS, configureAccount, value } from '../support/account-setup';
import { type DemoCore, startDemoCore } from '../support/demo-core';
import { deskCallTo } from '../support/desk-calls';
import { createFakeClock } from '../support/fake-clock';

const START = Date.UTC(2026, 10, 21, 14, 3);
const MINUTE = 60_000;
/** A number no call of the simulator's names: only the contact below does. */
const NADIA_MOBILE = '5555550188';

let demo: DemoServer;
let other: DemoServer;
let dataDir: string;
let core: Core;
let started: DemoCore;
let call: Dispatch;
let exported: string;
const clock = createFakeClock(START);

const ask = async <C extends Channel>(channel: C, request: RequestOf<C>) =>
  value(await call(channel, request)) as ResponseOf<C>;
const search = (patch: Partial<HistorySearch> = {}) =>
  ask('searchHistory', { ...FIRST_HISTORY_SEARCH, limit: 500, ...patch });

beforeAll(async () => {
  other = await startDemoServer({
    seed: 5,
    callCount: 200,
    pbxKey: ACCOUNT_KEYS.pbx,
    lookupKey: ACCOUNT_KEYS.lookup,
  });
});
afterAll(async () => {
  await other.close();
});
beforeEach(async () => {
  started = await startDemoCore({
    folder: 'dialdesk-contacts-names-',
    callCount: 300,
    clock,
    core: {
      chooseSavePath: async () => exported,
      historyClock: clock,
      contactsClock: { now: () => START },
    },
  });
  ({ demo, core, call, dataDir } = started);
  exported = join(dataDir, 'export.csv');
});
afterEach(() => started.close());

const synced = () => started.synced();

/** A call of the desk (the demo's own extension) to this number, whose record names nobody at its end. */
function outgoingTo(number: string): string {
  clock.advance(MINUTE);
  return deskCallTo(demo, number);
}

const saveContact = (name: string, numbers: { label: 'mobile' | 'extension'; number: string }[]) =>
  ask('saveContact', {
    id: null,
    draft: { name, company: '', note: '', numbers: numbers.map((n) => ({ id: null, ...n })) },
  });

const rowOf = async (uuid: string): Promise<Call | undefined> =>
  (await search())?.records.find((row) => row.id === uuid);

describe("a contact's name", () => {
  it('names an outgoing call the phone system recorded no name for, and follows the contact as it changes', async () => {
    const uuid = outgoingTo(NADIA_MOBILE);
    await synced();
    expect((await rowOf(uuid))?.party).toMatchObject({ number: NADIA_MOBILE, name: null, nameFrom: null });

    const nadia = await saveContact('Nadia Petrova', [{ label: 'mobile', number: '(555) 555-0188' }]);
    expect((await rowOf(uuid))?.party).toEqual({
      number: NADIA_MOBILE,
      shown: '(555) 555-0188',
      name: 'Nadia Petrova',
      nameFrom: 'contact',
      contactId: nadia.id,
      recordedName: null,
    });
    // The details read the record from the phone system: the same name.
    expect((await ask('getCallRecord', { uuid })).party.name).toBe('Nadia Petrova');

    // Renamed: the next read says so; deleted: the number is unnamed again.
    await ask('saveContact', {
      id: nadia.id,
      draft: {
        name: 'Nadia Petrova-Hale',
        company: '',
        note: '',
        numbers: nadia.numbers.map(({ id, label, number }) => ({ id, label, number })),
      },
    });
    expect((await rowOf(uuid))?.party.name).toBe('Nadia Petrova-Hale');
    await ask('deleteContact', { id: nadia.id });
    expect((await rowOf(uuid))?.party).toMatchObject({ name: null, contactId: null });
  });

  it('is found by History search and written to the CSV of that search, whatever the phone system recorded', async () => {
    const uuid = outgoingTo(NADIA_MOBILE);
    await synced();
    expect((await search({ text: 'Nadia' }))?.total).toBe(0);
    await saveContact('Nadia Petrova', [{ label: 'mobile', number: '(555) 555-0188' }]);
    const found = await search({ text: 'Nadia' });
    expect(found?.records.map((row) => row.id)).toEqual([uuid]);
    expect(found?.total).toBe(1);

    const written = await ask('exportHistory', {
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
      filter: 'Nadia',
      kind: 'all',
    });
    expect(written?.count).toBe(1);
    const csv = await readFile(exported, 'utf8');
    expect(csv).toContain('Nadia Petrova');
    expect(csv).toContain(uuid);
  });

  it("names the missed-call notice above the phone system's name on that call, and the voicemail", async () => {
    await synced();
    const nadia = await saveContact('Nadia Petrova', [{ label: 'mobile', number: '(555) 555-0188' }]);
    const missed: Events['missedCalls'][] = [];
    core.on('missedCalls', (payload) => missed.push(payload));
    clock.advance(MINUTE);
    demo.addCall({
      missed: true,
      record: { caller_id_name: 'WIRELESS CALLER', caller_id_number: NADIA_MOBILE },
    });
    await core.checkHistoryNow('manual');
    const notice = missed.flatMap((told) => told.notices)[0] as Extract<MissedCallNotice, { kind: 'call' }>;
    expect(notice.party).toMatchObject({
      name: 'Nadia Petrova',
      nameFrom: 'contact',
      contactId: nadia.id,
      recordedName: 'WIRELESS CALLER',
    });

    const message = demo.addVoicemail({ record: { caller_id_name: '', caller_id_number: NADIA_MOBILE } });
    const listed = (await ask('listVoicemail', undefined)).find((each) => each.id === message.record.uuid);
    expect(listed?.party).toMatchObject({ name: 'Nadia Petrova', nameFrom: 'contact', contactId: nadia.id });
  });

  it('comes first among the dial pad suggestions, with its label, and names the number found by what the phone system recorded', async () => {
    outgoingTo(NADIA_MOBILE);
    clock.advance(MINUTE);
    demo.addCall({
      missed: false,
      record: {
        direction: 'inbound',
        caller_id_name: 'CELL PHONE NY',
        caller_id_number: NADIA_MOBILE,
        destination_number: DEMO_EXTENSION,
      },
    });
    await synced();
    const nadia = await saveContact('Nadia Petrova', [{ label: 'mobile', number: '(555) 555-0188' }]);
    expect(await ask('suggestPeople', { text: 'Nadia', limit: 5 })).toEqual([
      expect.objectContaining({
        name: 'Nadia Petrova',
        number: '(555) 555-0188',
        calls: 2,
        contact: { id: nadia.id, label: 'mobile' },
      }),
    ]);
    // Found by the phone system's name for the number: shown by the name every view gives it.
    expect(await ask('suggestPeople', { text: 'CELL PHONE', limit: 5 })).toEqual([
      expect.objectContaining({ name: 'Nadia Petrova', number: NADIA_MOBILE, calls: 2 }),
    ]);
  });
});

describe('an extension of a contact', () => {
  it('names extension 202 only on the account it was saved under, across a switch', async () => {
    await synced();
    const party202 = async () =>
      (await search({ text: '202' }))?.records
        .map((row) => row.party)
        .find((party) => party.number === '202');
    // Jordan Patel sits at 202 on both simulators: the phone system names the extension.
    expect(await party202()).toMatchObject({ name: 'Jordan Patel', contactId: null });
    const desk = (await saveContact('Reception (demo)', [{ label: 'extension', number: '202' }])) as Contact;
    expect(await party202()).toMatchObject({
      name: 'Reception (demo)',
      nameFrom: 'contact',
      contactId: desk.id,
    });

    await configureAccount(
      call,
      { accountId: '007', extension: '201', baseUrl: other.baseUrl, lookupUrl: other.lookupUrl },
      ACCOUNT_KEYS,
    );
    const { activeId } = await ask('listAccounts', undefined);
    expect(activeId).not.toBe(DEMO_ACCOUNT_ID);
    await core.checkHistoryNow('manual');
    const elsewhere = await party202();
    expect(elsewhere).toMatchObject({ number: '202', contactId: null });
    expect(elsewhere?.nameFrom).not.toBe('contact');
    expect(await ask('suggestPeople', { text: 'Reception', limit: 5 })).toEqual([]);

    await ask('switchAccount', { id: DEMO_ACCOUNT_ID });
    expect(await party202()).toMatchObject({ name: 'Reception (demo)', contactId: desk.id });
  });
});
