// The contacts through the real core and the same dispatcher as the IPC, against the demo simulator and a
// second one standing in for a saved account: every change said in contactsChanged, requests outside the
// limits refused in words at the door, and an extension staying with its account across a switch.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_FILE } from '../../main/contacts/contacts-file';
import type { Core } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import {
  type AccountsView,
  CONTACT_LIMITS,
  type Contact,
  DEMO_ACCOUNT_ID,
  type Events,
  type Favourite,
} from '../../preload/contract';
import { ACCOUNT_KEYS, configureAccount, startDemoAndAccount, value } from '../support/account-setup';
import { createTestCore } from '../support/test-core';

const START = Date.UTC(2026, 10, 21, 14, 3);

let demo: DemoServer;
let account: DemoServer;
let dataDir: string;
let core: Core;
let call: Dispatch;
let changes: Events['contactsChanged'][];

beforeAll(async () => {
  ({ demo, account } = await startDemoAndAccount());
});
afterAll(async () => {
  await demo.close();
  await account.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-core-'));
  core = await createTestCore({
    dataDir,
    timeoutMs: 1_000,
    startDemo: () => createDemoLauncher(async () => demo).start(),
    contactsClock: { now: () => START },
  });
  call = createDispatcher(core);
  changes = [];
  core.on('contactsChanged', (payload) => changes.push(payload));
});
afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

const DANA = {
  name: 'Dana Whitfield',
  company: 'Whitfield & Sons',
  note: '',
  numbers: [
    { id: null, label: 'mobile', number: '(555) 555-0147' },
    { id: null, label: 'extension', number: '204' },
  ],
};

describe('contacts through the core', () => {
  it('saves, lists, stars and deletes, saying each change to every window', async () => {
    const saved = value(await call('saveContact', { id: null, draft: DANA })) as Contact;
    expect(saved.numbers.map((number) => number.account)).toEqual([
      null,
      { id: DEMO_ACCOUNT_ID, name: 'Demo' },
    ]);
    expect((await stat(join(dataDir, CONTACTS_FILE))).mode & 0o777).toBe(0o600);
    expect(value(await call('listContacts', { text: '0147' }))).toEqual([saved]);
    expect(value(await call('contactForNumber', { number: '+1 555-555-0147' }))).toEqual(saved);

    const mobile = saved.numbers[0]?.id as string;
    const favourites = value(
      await call('setFavourite', { numberId: mobile, favourite: true }),
    ) as Favourite[];
    expect(favourites).toEqual([
      {
        numberId: mobile,
        contactId: saved.id,
        name: 'Dana Whitfield',
        label: 'mobile',
        number: '(555) 555-0147',
        shown: '(555) 555-0147',
      },
    ]);
    expect(value(await call('listFavourites', undefined))).toEqual(favourites);
    const deleted = value(await call('deleteContact', { id: saved.id })) as Contact;
    expect(value(await call('listContacts', { text: '' }))).toEqual([]);
    expect(value(await call('restoreContact', { contact: deleted }))).toEqual({
      ...saved,
      numbers: [{ ...saved.numbers[0], favourite: true }, saved.numbers[1]],
    });

    expect(changes.map((change) => change.favourites.length)).toEqual([0, 1, 0, 1]);
    expect(changes.at(-1)?.status).toEqual({ problem: null, restored: null });
    expect(value(await call('getContactsStatus', undefined))).toEqual({ problem: null, restored: null });
  });

  it('refuses at the door what breaks the limits, in words, and writes nothing', async () => {
    const tooMany = Array.from({ length: CONTACT_LIMITS.numbers + 1 }, () => ({
      id: null,
      label: 'work',
      number: '555 0100',
    }));
    const refused = await call('saveContact', { id: null, draft: { ...DANA, numbers: tooMany } });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-argument',
        message: 'Invalid request: draft.numbers holds more than 50 numbers',
      },
    });
    const unnamed = await call('saveContact', { id: null, draft: { ...DANA, name: '   ' } });
    expect(unnamed).toMatchObject({
      ok: false,
      error: { message: 'Invalid request: draft.name is empty: every contact needs a name' },
    });
    const extra = await call('saveContact', { id: null, draft: { ...DANA, owner: 'someone' } });
    expect(extra).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    const gone = await call('getContact', { id: '3f6c1a52-8d0e-4b7a-9c51-2e4d8b0f7a13' });
    expect(gone).toMatchObject({
      ok: false,
      error: {
        code: 'not-found',
        message: 'This contact is no longer saved: it was deleted, perhaps in another window.',
      },
    });
    expect(value(await call('listContacts', { text: '' }))).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('keeps an extension with the account it was saved under across a switch; a public number serves both', async () => {
    const saved = value(await call('saveContact', { id: null, draft: DANA })) as Contact;
    await configureAccount(
      call,
      { accountId: '007', extension: '202', baseUrl: account.baseUrl, lookupUrl: account.lookupUrl },
      ACCOUNT_KEYS,
    );
    const { activeId } = value(await call('listAccounts', undefined)) as AccountsView;
    expect(activeId).not.toBe(DEMO_ACCOUNT_ID);
    expect(value(await call('contactForNumber', { number: '204' }))).toBeNull();
    expect((value(await call('contactForNumber', { number: '5555550147' })) as Contact).id).toBe(saved.id);
    const underAccount = value(await call('getContact', { id: saved.id })) as Contact;
    expect(underAccount.numbers.map((number) => number.usable)).toEqual([true, false]);
    expect(core.contacts.namesFor(['ext:204'], activeId).size).toBe(0);
    const refused = await call('setFavourite', { numberId: saved.numbers[1]?.id, favourite: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });

    value(await call('switchAccount', { id: DEMO_ACCOUNT_ID }));
    expect((value(await call('contactForNumber', { number: '204' })) as Contact).id).toBe(saved.id);
    expect(core.contactsAccount()).toMatchObject({ id: DEMO_ACCOUNT_ID, name: 'Demo' });
  });
});
