// Several saved accounts (issue 24), with the real parts: the REAL keychain (a throwaway gnome-keyring on
// a private D-Bus session), real SQLite copies of call history, and two simulators on two ports standing
// in for two phone systems. What is checked: each account reads its own phone system with its own keys;
// after a switch nothing of the other account answers (history, suggestions, voicemail, counts, recent
// calls, cached lookups); a watched account's new voicemail is announced naming it; a check of the old
// account that ends after a switch says nothing; removing an account leaves none of its keys or files;
// an installation of the shape before saved accounts upgrades with nothing lost, and an older Dialdesk
// writing its settings beside this one loses nothing either; a key entered again replaces the older
// version's copy of it. And accounts.json damaged as it is in the wild (cut short, not JSON, not a list,
// the same id twice, a newer Dialdesk's): after a restart every account is found again under its own
// id, with its keys and its history, what happened is said, and a newer Dialdesk's file is left as it was.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import keytar from 'keytar';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS_FILE_NAME, accountDir } from '../../main/accounts/account-list';
import { ACCOUNTS_COPY_FILE_NAME } from '../../main/accounts/list-file';
import { upgradedList } from '../../main/accounts/upgrade';
import { type Core, createCore } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createKeychainStore } from '../../main/secrets';
import { createSettingsStore } from '../../main/settings';
import {
  type AccountFields,
  type AccountsView,
  type Channel,
  DEMO_ACCOUNT_ID,
  type EventName,
  type Events,
  type HistorySearchResult,
  type RequestOf,
  type ResponseOf,
  type VoicemailStatus,
} from '../../preload/contract';
import { value } from '../support/account-setup';
import { createFakeClock, type FakeClock } from '../support/fake-clock';
import { accountFields, accountsView } from '../support/saved-accounts';
import { startSecretService, useIsolatedKeychain } from '../support/secret-service';

const SERVICE = 'Dialdesk-accounts-test';
const ACME_KEYS = { pbx: 'pbx-acme-1f0c9a', lookup: 'sip-acme-77b2e0' };
const GLOBEX_KEYS = { pbx: 'pbx-globex-3e81d4', lookup: 'sip-globex-c05a19' };
const NOW = Date.UTC(2026, 10, 20, 15, 0);

useIsolatedKeychain(startSecretService);

let acme: DemoServer;
let globex: DemoServer;
let dataDir: string;
let core: Core;
let call: Dispatch;
let clock: FakeClock;
let events: { name: EventName; payload: unknown }[];

/** A phone system of its own: its keys, and its people, calls and messages drawn from its seed. */
const phoneSystem = (keys: { pbx: string; lookup: string }, seed: number, callCount: number) =>
  startDemoServer({ pbxKey: keys.pbx, lookupKey: keys.lookup, seed, now: () => NOW, callCount });

beforeAll(async () => {
  // Globex has more calls than Acme: a count of Globex's could not pass for Acme's.
  acme = await phoneSystem(ACME_KEYS, 7, 200);
  globex = await phoneSystem(GLOBEX_KEYS, 23, 400);
  return async () => {
    await acme.close();
    await globex.close();
  };
});

async function startCore(): Promise<void> {
  clock = createFakeClock(NOW);
  core = await createCore({
    dataDir,
    secrets: createKeychainStore({ service: SERVICE }),
    chooseSavePath: async () => null,
    appInfo: { name: 'Dialdesk', version: 'test', platform: 'linux' },
    startDemo: () => Promise.reject(new Error('the demo is not used here')),
    voicemailClock: clock,
    historyClock: clock,
    timeoutMs: 5_000,
    callLockMs: 0,
  });
  call = createDispatcher(core);
  events = [];
  for (const name of [
    'voicemailArrived',
    'voicemailStatus',
    'historyStatus',
    'historyChanged',
    'accountsChanged',
  ] as const)
    core.on(name, (payload) => events.push({ name, payload }));
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-accounts-'));
  await startCore();
  acme.clearRequests();
  globex.clearRequests();
});
afterEach(async () => {
  await core.close();
  acme.clearFaults();
  globex.clearFaults();
  await rm(dataDir, { recursive: true, force: true });
  for (const { account } of await keytar.findCredentials(SERVICE))
    await keytar.deletePassword(SERVICE, account);
});

const fieldsAt = (server: DemoServer, name: string, extension: string): AccountFields =>
  accountFields({
    name,
    // The same account id on both: only the saved account's own id keeps their keys and files apart.
    accountId: 'desk',
    domain: '',
    baseUrlOverride: server.baseUrl,
    extension,
    lookupUrl: server.lookupUrl,
  });

/** Adds an account through the contract, as Settings does, and enters its two keys; returns its id. */
async function addAccount(
  server: DemoServer,
  name: string,
  extension: string,
  keys: { pbx: string; lookup: string },
) {
  const { activeId } = await ask('addAccount', fieldsAt(server, name, extension));
  await ask('setKey', { kind: 'pbx', value: keys.pbx });
  await ask('setKey', { kind: 'lookup', value: keys.lookup });
  return activeId;
}

async function twoAccounts() {
  const acmeId = await addAccount(acme, 'Acme front desk', '201', ACME_KEYS);
  const globexId = await addAccount(globex, 'Globex support', '205', GLOBEX_KEYS);
  return { acmeId, globexId };
}

/** A channel's answer, typed; a refusal fails the test with its code and message. */
const ask = async <C extends Channel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> =>
  value(await call(channel, request)) as ResponseOf<C>;

/** The ids of calls or messages as main read them: their records' uuids. */
const uuids = (records: readonly { id: string }[]) => new Set(records.map((record) => record.id));
const searchAll = async () =>
  (await ask('searchHistory', {
    text: '',
    missedOnly: false,
    direction: null,
    range: null,
    limit: 1000,
    offset: 0,
  })) as NonNullable<HistorySearchResult>;
const synced = async () => {
  await core.checkHistoryNow('manual');
  return searchAll();
};
/** Plays one message no phone has heard yet (the server marks some as read itself); returns its uuid. */
const hearOne = async (): Promise<string> => {
  const listed = await ask('listVoicemail', undefined);
  const { heard } = await ask('getVoicemailStatus', undefined);
  const uuid = listed.find((message) => !heard.includes(message.id))?.id as string;
  await ask('markHeard', { uuid });
  return uuid;
};
const since = (mark: number, name: EventName) => events.slice(mark).filter((event) => event.name === name);
/** Someone who called only this phone system: no name in the simulators' pool. */
const callFromOnly = (server: DemoServer, name: string) =>
  server.addCall({ missed: false, record: { caller_id_name: name, caller_id_number: '5555550911' } });

describe('two saved accounts on two phone systems', () => {
  it('each reads its own phone system with its own keys, and a switch leaves nothing of the other', async () => {
    const { acmeId, globexId } = await twoAccounts();
    core.startHistorySync();
    expect((await ask('listAccounts', undefined)).activeId).toBe(globexId);

    callFromOnly(globex, 'Zebulon Quist');
    const globexCalls = await synced();
    const globexMail = uuids(await ask('listVoicemail', undefined));
    expect(globexCalls.total).toBeGreaterThan(0);
    expect(globex.requestsFor('cdrs')[0]?.headers.authorization).toBe(`Basic ${GLOBEX_KEYS.pbx}`);
    // A person only Globex knows, suggested while Globex is in use.
    const globexOnly = 'Zebulon';
    expect((await ask('suggestPeople', { text: globexOnly, limit: 5 })).length).toBeGreaterThan(0);
    await ask('placeCall', { number: '555-555-0142', source: 'dialpad' });
    const looked = `+${globex.data.lrn[0]?.number}`;
    await ask('lookupNumber', { number: looked });
    expect(await ask('getLookupFacts', { number: looked })).not.toBeNull();

    await ask('switchAccount', { id: acmeId });
    const acmeCalls = await synced();
    expect(acme.requestsFor('cdrs')[0]?.headers.authorization).toBe(`Basic ${ACME_KEYS.pbx}`);
    const acmeMail = uuids(await ask('listVoicemail', undefined));
    const view = await ask('getSettings', undefined);
    expect(view.settings.account).toMatchObject({ baseUrlOverride: acme.baseUrl, extension: '201' });

    // Nothing of Globex: calls, people, messages, recent calls, cached lookups.
    expect(acmeCalls.total).toBeGreaterThan(0);
    expect([...uuids(acmeCalls.records)].filter((uuid) => uuids(globexCalls.records).has(uuid))).toEqual([]);
    expect([...acmeMail].filter((uuid) => globexMail.has(uuid))).toEqual([]);
    expect(await ask('suggestPeople', { text: globexOnly, limit: 5 })).toEqual([]);
    expect(await ask('listRecentCalls', undefined)).toEqual([]);
    expect(await ask('getLookupFacts', { number: looked })).toBeNull();
    // A call now rings Acme's extension on Acme's phone system.
    await ask('placeCall', { number: '555-555-0199', source: 'dialpad' });
    expect(acme.requestsFor('originate').at(-1)?.query).toContainEqual(['extension', '201']);
    expect(globex.requestsFor('originate')).toHaveLength(1);

    // And back: Globex's copy, recent call and lookup are still there, Acme's are not.
    await ask('switchAccount', { id: globexId });
    expect((await searchAll()).total).toBe(globexCalls.total);
    expect((await ask('listRecentCalls', undefined)).map((recent) => recent.number)).toEqual([
      '555-555-0142',
    ]);
    expect(await ask('getLookupFacts', { number: looked })).not.toBeNull();
  });

  it('the confirmation names the account whose extension rings, and a switch before Call keeps that account', async () => {
    const { acmeId } = await twoAccounts();
    const started = await core.startCall('555-555-0123', 'tray');
    expect(started.kind === 'confirm' && started.pending).toMatchObject({
      extension: '205',
      account: { name: 'Globex support' },
    });
    await ask('switchAccount', { id: acmeId });
    if (started.kind !== 'confirm') throw new Error('expected a confirmation');
    await ask('confirmPendingCall', { id: started.pending.id });
    expect(globex.requestsFor('originate')).toHaveLength(1);
    expect(acme.requestsFor('originate')).toHaveLength(0);
  });

  it('a voicemail arriving on a watched account that is not in use is announced naming it, counted for it, and kept out of the list in use', async () => {
    const { acmeId, globexId } = await twoAccounts();
    core.startVoicemailWatch();
    await core.checkVoicemailNow('manual'); // the messages there already are known, not news
    const inUse = uuids(await ask('listVoicemail', undefined));
    const mark = events.length;

    const left = acme.addVoicemail({ record: { caller_id_name: 'Dana Whitfield' } });
    await core.checkVoicemailNow('manual');
    const arrived = since(mark, 'voicemailArrived').map(
      (event) => event.payload as Events['voicemailArrived'],
    );
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.account).toEqual({ id: acmeId, name: 'Acme front desk' });
    expect(arrived[0]?.records.map((message) => message.id)).toEqual([left.record.uuid]);
    const accounts = await ask('listAccounts', undefined);
    expect(accounts.activeId).toBe(globexId);
    const acmeEntry = accounts.accounts.find((account) => account.id === acmeId);
    expect(acmeEntry?.unheardVoicemail).toBeGreaterThan(0);
    expect(uuids(await ask('listVoicemail', undefined))).toEqual(inUse);
    // No status of Acme's reached the window as the one in use.
    const statuses = since(mark, 'voicemailStatus').map((event) => event.payload as VoicemailStatus);
    const globexStatus = await ask('getVoicemailStatus', undefined);
    for (const status of statuses) expect(status.unheard).toBe(globexStatus.unheard);

    // Not watched: nothing is announced for it any more.
    await ask('editAccount', { id: acmeId, patch: { watchVoicemail: false } });
    const quiet = events.length;
    acme.addVoicemail();
    await core.checkVoicemailNow('manual');
    expect(since(quiet, 'voicemailArrived')).toEqual([]);
    expect(
      (await ask('listAccounts', undefined)).accounts.find((a) => a.id === acmeId)?.unheardVoicemail,
    ).toBeNull();
  });

  it('a history sync and a voicemail check of the account before a switch, ending after it, say nothing in the new one', async () => {
    const { acmeId, globexId } = await twoAccounts();
    await ask('editAccount', { id: globexId, patch: { watchVoicemail: false } });
    await ask('switchAccount', { id: globexId });
    // Globex answers slowly; Acme's phone system has three more messages than Globex has, so a count of
    // Acme's could not pass for Globex's.
    for (let i = 0; i < 3; i++) acme.addVoicemail();
    globex.injectFault({ op: 'cdrs', fault: { kind: 'delay', ms: 600 } });
    globex.injectFault({ op: 'voicemails', fault: { kind: 'delay', ms: 600 } });
    core.startHistorySync();
    core.startVoicemailWatch();
    const running = [core.checkHistoryNow('manual'), core.checkVoicemailNow('manual')];

    await ask('switchAccount', { id: acmeId });
    const mark = events.length;
    await Promise.allSettled(running);
    await new Promise((resolve) => setTimeout(resolve, 900)); // Globex's slow answers arrive, then are dropped
    globex.clearFaults();
    await core.checkHistoryNow('manual');
    await core.checkVoicemailNow('manual');

    const acmeStatus = await ask('getVoicemailStatus', undefined);
    const acmeHistory = await searchAll();
    const globexUuids = new Set(globex.data.calls.map((c) => c.record.uuid));
    for (const { name, payload } of events.slice(mark)) {
      if (name === 'voicemailStatus') expect((payload as VoicemailStatus).unheard).toBe(acmeStatus.unheard);
      if (name === 'historyStatus')
        expect((payload as Events['historyStatus']).stored).toBeLessThanOrEqual(acmeHistory.total);
    }
    expect([...uuids(acmeHistory.records)].filter((uuid) => globexUuids.has(uuid))).toEqual([]);
    expect((await ask('listVoicemail', undefined)).length).toBe(acmeStatus.unheard + acmeStatus.heard.length);
  });

  it('removing an account, after its use, leaves none of its keys or files, and the other one whole', async () => {
    const { acmeId, globexId } = await twoAccounts();
    await ask('switchAccount', { id: acmeId });
    core.startHistorySync();
    await synced();
    await hearOne();
    await ask('placeCall', { number: '555-555-0177', source: 'dialpad' });
    await ask('lookupNumber', { number: `+${acme.data.lrn[0]?.number}` });
    const folder = accountDir(dataDir, acmeId);
    expect((await readdir(folder, { recursive: true })).length).toBeGreaterThan(3);
    const acmeEntries = async () =>
      (await keytar.findCredentials(SERVICE)).filter((entry) => entry.account.startsWith(`${acmeId}/`));
    expect(await acmeEntries()).toHaveLength(2);

    const after = await ask('removeAccount', { id: acmeId });
    expect(after.accounts.map((account) => account.id)).toEqual([globexId]);
    expect(after.activeId).toBe(globexId);
    expect(existsSync(folder)).toBe(false);
    expect(await acmeEntries()).toEqual([]);
    const stored = JSON.stringify(await keytar.findCredentials(SERVICE));
    expect(stored).not.toContain(ACME_KEYS.pbx);
    expect(stored).not.toContain(ACME_KEYS.lookup);
    expect(JSON.parse(await readFile(join(dataDir, ACCOUNTS_FILE_NAME), 'utf8')).accounts).toHaveLength(1);
    // Globex still works with its own keys.
    expect((await call('listVoicemail', undefined)).ok).toBe(true);
    expect(globex.requestsFor('voicemails').at(-1)?.headers.authorization).toBe(`Basic ${GLOBEX_KEYS.pbx}`);
  });

  it('refuses to switch to, edit or remove an account that is not saved, in words', async () => {
    await twoAccounts();
    for (const result of [
      await call('switchAccount', { id: 'a_000000000000' }),
      await call('removeAccount', { id: 'a_000000000000' }),
      await call('editAccount', { id: 'a_000000000000', patch: { name: 'x' } }),
    ])
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'not-found', message: expect.stringContaining('no longer saved') },
      });
    expect(
      await call('editAccount', {
        id: (await ask('listAccounts', undefined)).activeId,
        patch: { name: ' ' },
      }),
    ).toMatchObject({
      ok: false,
      error: { fields: { 'patch.name': 'must not be empty' } },
    });
  });
});

describe('an installation from before saved accounts', () => {
  /**
   * Turns the data folder into what the version before saved accounts left: its files directly in the
   * data folder, settings of version 1, keys under the account id at each origin, no list of accounts.
   * The files themselves are those this version wrote (their formats did not change).
   */
  async function asBeforeSavedAccounts(id: string) {
    await core.close();
    const folder = accountDir(dataDir, id);
    for (const name of await readdir(folder)) await rename(join(folder, name), join(dataDir, name));
    await rm(join(dataDir, 'accounts'), { recursive: true, force: true });
    // Nor the copy of the list kept beside it.
    await rm(join(dataDir, ACCOUNTS_FILE_NAME));
    await rm(join(dataDir, ACCOUNTS_COPY_FILE_NAME));
    const settingsFile = join(dataDir, 'settings.json');
    const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
    await writeFile(settingsFile, JSON.stringify({ ...settings, version: 1 }));
    for (const entry of await keytar.findCredentials(SERVICE)) {
      await keytar.setPassword(SERVICE, entry.account.replace(`${id}/`, 'desk/'), entry.password);
      await keytar.deletePassword(SERVICE, entry.account);
    }
    // That version had bound its keys to their hosts already.
    await writeFile(join(dataDir, 'keys-bound-to-hosts.json'), JSON.stringify({ boundAt: 1 }));
  }

  it('becomes the first saved account with its keys, history, heard record, recent calls and lookups intact', async () => {
    const id = await addAccount(acme, 'Acme front desk', '201', ACME_KEYS);
    await ask('updateSettings', { numbers: { defaultRegion: 'GB', dialFormat: 'e164' } });
    core.startHistorySync();
    const before = await synced();
    const heard = await hearOne();
    await ask('placeCall', { number: '+1 555 555 0166', source: 'dialpad' });
    const looked = `+${acme.data.lrn[0]?.number}`;
    await ask('lookupNumber', { number: looked });
    await asBeforeSavedAccounts(id);
    const olderFolder = await mkdtemp(join(tmpdir(), 'dialdesk-accounts-older-'));
    await cp(dataDir, olderFolder, { recursive: true });

    await startCore();
    const accounts = await ask('listAccounts', undefined);
    expect(accounts.accounts).toHaveLength(1);
    const [upgraded] = accounts.accounts;
    expect(upgraded).toMatchObject({
      name: 'desk',
      accountId: 'desk',
      baseUrlOverride: acme.baseUrl,
      extension: '201',
      defaultRegion: 'GB',
      dialFormat: 'e164',
      watchVoicemail: true,
    });
    expect(accounts.activeId).toBe(upgraded?.id);
    const view = await ask('getSettings', undefined);
    expect(view.keys).toMatchObject({ pbx: true, lookup: true });
    expect(view.warning).toBeNull();
    expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')).version).toBe(2);

    // The copy answers with every call, from the disk, while the phone system is down.
    acme.injectFault({ op: 'cdrs', fault: { kind: 'reset' } });
    expect((await searchAll()).total).toBe(before.total);
    acme.clearFaults();
    await ask('listVoicemail', undefined);
    expect((await ask('getVoicemailStatus', undefined)).heard).toContain(heard);
    expect((await ask('listRecentCalls', undefined)).map((recent) => recent.number)).toEqual([
      '+1 555 555 0166',
    ]);
    expect(await ask('getLookupFacts', { number: looked })).not.toBeNull();
    // Its keys are its own now; the entries the older version reads stay for it.
    const entries = (await keytar.findCredentials(SERVICE)).map((entry) => entry.account);
    expect(entries.filter((entry) => entry.startsWith(`${upgraded?.id}/`))).toHaveLength(2);
    expect(entries.filter((entry) => entry.startsWith('desk/'))).toHaveLength(2);
    expect(acme.requestsFor('voicemails').at(-1)?.headers.authorization).toBe(`Basic ${ACME_KEYS.pbx}`);
    // Nothing was left where only the older version looks.
    expect(existsSync(join(dataDir, 'voicemail-heard.json'))).toBe(false);
    await rm(olderFolder, { recursive: true, force: true });
  });

  it("a key entered again replaces the old one in the older version's entry too: the old key lingers nowhere", async () => {
    const id = await addAccount(acme, 'Acme front desk', '201', ACME_KEYS);
    await asBeforeSavedAccounts(id);
    await startCore();
    const origin = new URL(acme.baseUrl).origin;
    // The key is copied to the account's own entry at first use; the older version's stays.
    expect((await ask('getSettings', undefined)).keys.pbx).toBe(true);
    expect(await keytar.getPassword(SERVICE, `desk/pbx-api-key@${origin}`)).toBe(ACME_KEYS.pbx);

    const replaced = 'pbx-acme-2b7d44';
    await ask('setKey', { kind: 'pbx', value: replaced });
    const { id: upgraded } = (await ask('listAccounts', undefined)).accounts[0] ?? { id: '' };
    expect(await keytar.getPassword(SERVICE, `${upgraded}/pbx-api-key@${origin}`)).toBe(replaced);
    expect(await keytar.getPassword(SERVICE, `desk/pbx-api-key@${origin}`)).toBe(replaced);
    expect(JSON.stringify(await keytar.findCredentials(SERVICE))).not.toContain(ACME_KEYS.pbx);
    // The lookup key, not entered again, is left as it was in both.
    expect(await keytar.getPassword(SERVICE, `desk/lookup-api-key@${origin}`)).toBe(ACME_KEYS.lookup);
  });

  it('a start killed after saving the list, before moving the files, finishes with the same account', async () => {
    const id = await addAccount(acme, 'Acme front desk', '201', ACME_KEYS);
    const heard = await hearOne();
    await asBeforeSavedAccounts(id);
    // What the upgrade writes first; the kill came before anything else.
    const planned = upgradedList((await createSettingsStore({ dataDir }).load()).settings, null);
    await writeFile(join(dataDir, ACCOUNTS_FILE_NAME), JSON.stringify(planned));

    await startCore();
    const accounts = await ask('listAccounts', undefined);
    expect(accounts.accounts.map((account) => account.id)).toEqual([planned.activeId]);
    await ask('listVoicemail', undefined);
    expect((await ask('getVoicemailStatus', undefined)).heard).toContain(heard);
    expect(existsSync(join(accountDir(dataDir, planned.activeId), 'voicemail-heard.json'))).toBe(true);
  });

  it('an older Dialdesk rewriting settings.json beside this one (version 1, its extension edit) loses nothing', async () => {
    const { acmeId, globexId } = await twoAccounts();
    await ask('switchAccount', { id: acmeId });
    await core.close();
    // What a version-1 Dialdesk writes: only what it knows, version 1, the account it edited.
    const settingsFile = join(dataDir, 'settings.json');
    const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
    await writeFile(
      settingsFile,
      JSON.stringify({ ...settings, version: 1, account: { ...settings.account, extension: '209' } }),
    );

    await startCore();
    const accounts = await ask('listAccounts', undefined);
    expect(accounts.accounts.map((account) => [account.id, account.extension])).toEqual([
      [acmeId, '209'],
      [globexId, '205'],
    ]);
    expect(accounts.activeId).toBe(acmeId);
    expect((await ask('getSettings', undefined)).keys.pbx).toBe(true);
    await ask('switchAccount', { id: globexId });
    expect((await call('listVoicemail', undefined)).ok).toBe(true);
    expect(globex.requestsFor('voicemails').at(-1)?.headers.authorization).toBe(`Basic ${GLOBEX_KEYS.pbx}`);
  });

  it('the demo stays the demo: an installation without an account keeps its demo files apart from any account', async () => {
    expect(await ask('listAccounts', undefined)).toEqual(accountsView(DEMO_ACCOUNT_ID, []));
    await addAccount(acme, 'Acme front desk', '201', ACME_KEYS);
    const view = (await ask('listAccounts', undefined)) as AccountsView;
    expect(view.accounts).toHaveLength(1);
    await ask('switchAccount', { id: DEMO_ACCOUNT_ID });
    const demo = await ask('getSettings', undefined);
    expect(demo.mode).toBe('demo');
    expect(demo.settings.account.accountId).toBe('');
  });
});

describe('a damaged accounts.json (issue 43)', () => {
  interface Saved {
    id: string;
    name: string;
    server: DemoServer;
    keys: { pbx: string; lookup: string };
    /** How many calls its local copy held before the list was damaged. */
    calls: number;
  }

  const listPath = () => join(dataDir, ACCOUNTS_FILE_NAME);
  const listFile = async () => JSON.parse(await readFile(listPath(), 'utf8'));
  /** Files beside accounts.json that keep a damaged or repaired one as it was. */
  const keptAside = async () =>
    (await readdir(dataDir)).filter((name) => name.startsWith(`${ACCOUNTS_FILE_NAME}.corrupt-`));
  /** The core started again on the same folder, as the app at its next start. */
  const restart = async () => {
    await core.close();
    await startCore();
    core.startHistorySync();
  };

  /** Two accounts with their keys and a synced history, and the core stopped: what the list must give back. */
  async function twoSynced(): Promise<Saved[]> {
    core.startHistorySync();
    const saved: Saved[] = [];
    for (const [server, name, keys] of [
      [acme, 'Acme front desk', ACME_KEYS],
      [globex, 'Globex support', GLOBEX_KEYS],
    ] as const) {
      const id = await addAccount(server, name, '201', keys);
      saved.push({ id, name, server, keys, calls: (await synced()).total });
    }
    await core.close();
    return saved;
  }

  /**
   * Each account is listed under its own id, and, in use, has its keys (they reach its phone system) and
   * its local history (every call answers from the disk while its phone system is down).
   */
  async function expectFoundAgain(saved: readonly Saved[]): Promise<AccountsView> {
    const view = await ask('listAccounts', undefined);
    for (const account of saved) {
      expect(view.accounts.find((entry) => entry.id === account.id)).toMatchObject({
        name: account.name,
        note: null,
      });
      await ask('switchAccount', { id: account.id });
      expect((await ask('getSettings', undefined)).keys).toMatchObject({
        pbx: true,
        lookup: true,
        keychainProblem: null,
      });
      expect((await call('listVoicemail', undefined)).ok).toBe(true);
      expect(account.server.requestsFor('voicemails').at(-1)?.headers.authorization).toBe(
        `Basic ${account.keys.pbx}`,
      );
      account.server.injectFault({ op: 'cdrs', fault: { kind: 'reset' } });
      expect((await searchAll()).total).toBe(account.calls);
      account.server.clearFaults();
    }
    return view;
  }

  it.each([
    ['cut short', (text: string) => text.slice(0, Math.floor(text.length / 2)), 'cut short, or is not JSON'],
    ['not JSON', () => '\u0000\u0000 not a list \u0000', 'cut short, or is not JSON'],
    ['not a list', () => '{ "version": 1, "accounts": "none" }', 'not hold a list of accounts'],
  ])(
    '%s: every account comes back from the copy with its own id, keys and history, and where the file is kept is said',
    async (_how, damage, said) => {
      const saved = await twoSynced();
      const damaged = damage(await readFile(listPath(), 'utf8'));
      await writeFile(listPath(), damaged);

      await restart();
      const view = await expectFoundAgain(saved);
      expect(view.accounts.map((account) => account.id)).toEqual(saved.map((account) => account.id));
      expect(view.readOnly).toBeNull();
      const [kept = ''] = await keptAside();
      expect(await readFile(join(dataDir, kept), 'utf8')).toBe(damaged);
      expect(view.notices).toEqual([expect.stringContaining('restored it from the copy')]);
      expect(view.notices[0]).toContain(said);
      expect(view.notices[0]).toContain(`kept as ${join(dataDir, kept)}`);
      // The list is whole again on disk: the next start says nothing.
      expect((await listFile()).accounts.map((account: { id: string }) => account.id)).toEqual(
        saved.map((account) => account.id),
      );
      await restart();
      expect((await ask('listAccounts', undefined)).notices).toEqual([]);
    },
  );

  it('without a good copy either, says so and how to get the accounts back', async () => {
    await twoSynced();
    await writeFile(listPath(), '{"version":1,"activeId":');
    await writeFile(join(dataDir, ACCOUNTS_COPY_FILE_NAME), 'also damaged');

    await restart();
    const { notices, accounts } = await ask('listAccounts', undefined);
    expect(notices).toEqual([expect.stringContaining('had no good copy of it to restore')]);
    expect(notices[0]).toContain(`put a good accounts.json in ${dataDir}`);
    // The account in use was set up again from the settings, under a new id: said, with its name.
    expect(accounts).toHaveLength(1);
    expect(notices[0]).toContain(`The account in use, ${accounts[0]?.name}, was set up again`);
    expect(await keptAside()).toHaveLength(1);
  });

  it('removed by hand, comes back from the copy, and says so', async () => {
    const saved = await twoSynced();
    await rm(listPath());

    await restart();
    const view = await expectFoundAgain(saved);
    expect(view.notices).toEqual([expect.stringContaining('(accounts.json) was missing')]);
    expect(existsSync(listPath())).toBe(true);
  });

  it('a write killed between the list and its copy: the copy catches up at the next start, before it is needed', async () => {
    const [acmeAccount] = await twoSynced();
    // The copy as it was before Globex was added: the last write stopped before the copy.
    const full = await listFile();
    const stale = { ...full, accounts: full.accounts.slice(0, 1), activeId: acmeAccount?.id };
    await writeFile(join(dataDir, ACCOUNTS_COPY_FILE_NAME), JSON.stringify(stale));

    await restart();
    expect((await ask('listAccounts', undefined)).notices).toEqual([]);
    expect(JSON.parse(await readFile(join(dataDir, ACCOUNTS_COPY_FILE_NAME), 'utf8'))).toEqual(full);
  });

  describe('the same id twice (a hand edit)', () => {
    /** The list with a copy of Acme's entry added under another name, as a hand edit might. */
    async function withDuplicate() {
      const list = await listFile();
      list.accounts.push({ ...list.accounts[0], name: 'Acme copy', extension: '209' });
      await writeFile(listPath(), JSON.stringify(list, null, 2));
      await restart();
      const view = await ask('listAccounts', undefined);
      const copy = view.accounts.find((account) => account.name === 'Acme copy');
      if (!copy) throw new Error('the copied entry is not listed');
      return { view, copy };
    }

    it('gives the later entry an id of its own, with no keys or history of its own, and says so', async () => {
      const saved = await twoSynced();
      const { view, copy } = await withDuplicate();

      expect(view.accounts.map((account) => account.id)).toEqual([...saved.map((a) => a.id), copy.id]);
      expect(copy.note).toContain('no keys or history of its own');
      expect(view.notices).toEqual([expect.stringContaining('was given an id of its own: Acme copy.')]);
      expect(view.notices[0]).toContain(`${ACCOUNTS_FILE_NAME}.corrupt-`);
      // Written back with the new id, so that keys entered for it stay its own.
      expect((await listFile()).accounts.map((account: { id: string }) => account.id)).toEqual(
        view.accounts.map((account) => account.id),
      );
      await expectFoundAgain(saved);
      await ask('switchAccount', { id: copy.id });
      expect((await ask('getSettings', undefined)).keys).toMatchObject({ pbx: false, lookup: false });
      const stored = await ask('searchHistory', {
        text: '',
        missedOnly: false,
        direction: null,
        range: null,
        limit: 1,
        offset: 0,
      });
      expect(stored?.total ?? 0).toBe(0);
    });

    it('Remove on the later entry deletes only its own folder and keys, never those of the entry whose id it had', async () => {
      const saved = await twoSynced();
      const { copy } = await withDuplicate();
      const [acmeAccount] = saved;
      // The copy in use once, with a key of its own: it, and its folder, are what its removal takes.
      await ask('switchAccount', { id: copy.id });
      await ask('setKey', { kind: 'pbx', value: 'pbx-copy-0e11aa' });
      const entries = async (id = '') =>
        (await keytar.findCredentials(SERVICE)).filter((entry) => entry.account.startsWith(`${id}/`));
      expect(await entries(copy.id)).toHaveLength(1);
      expect(existsSync(accountDir(dataDir, copy.id))).toBe(true);

      const after = await ask('removeAccount', { id: copy.id });
      expect(after.accounts.map((account) => account.id)).toEqual(saved.map((account) => account.id));
      expect(await entries(copy.id)).toEqual([]);
      expect(existsSync(accountDir(dataDir, copy.id))).toBe(false);
      expect(await entries(acmeAccount?.id)).toHaveLength(2);
      expect(existsSync(accountDir(dataDir, acmeAccount?.id ?? ''))).toBe(true);
      await expectFoundAgain(saved);
    });
  });

  it("a newer Dialdesk's list is read for what this version knows, left byte for byte as it is, and refuses Add, Edit and Remove in words", async () => {
    const saved = await twoSynced();
    // As a newer version might write it: another version, a field and an entry this one does not know.
    const list = await listFile();
    const bytes = JSON.stringify(
      {
        ...list,
        version: 2,
        sharedWith: ['front-desk-team'],
        accounts: [
          ...list.accounts.map((account: object) => ({ ...account, ringGroup: '600' })),
          { id: 'b_new-kind', kind: 'teams', name: 'Teams line' },
        ],
      },
      null,
      2,
    );
    await writeFile(listPath(), bytes);

    await restart();
    const view = await expectFoundAgain(saved);
    expect(view.accounts.map((account) => account.id)).toEqual(saved.map((account) => account.id));
    expect(view.readOnly).toContain('saved by a newer Dialdesk (list version 2)');
    expect(view.readOnly).toContain('1 account in it could not be read here');
    expect(view.notices).toEqual([]);

    const id = saved[0]?.id ?? '';
    for (const refused of [
      await call('addAccount', accountFields({ name: 'Another' })),
      await call('editAccount', { id, patch: { name: 'Renamed' } }),
      await call('editAccount', { id, patch: { watchVoicemail: false } }),
      await call('removeAccount', { id }),
      // The account form edits the account in use: refused before the settings are saved.
      await call('updateSettings', { account: { extension: '299' } }),
    ])
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'settings-invalid', message: expect.stringContaining('newer Dialdesk') },
      });
    // A change that leaves the account alone is saved as ever.
    expect((await call('updateSettings', { numbers: { lookupFormat: 'e164' } })).ok).toBe(true);
    expect((await ask('getSettings', undefined)).settings.account.extension).toBe('201');
    // A switch holds for this run: the file says which account the newer Dialdesk starts in.
    await ask('switchAccount', { id });
    expect((await ask('listAccounts', undefined)).activeId).toBe(id);
    // What the list says follows a change of language at once.
    const mark = events.length;
    await ask('updateSettings', { general: { language: 'de' } });
    const told = since(mark, 'accountsChanged').at(-1)?.payload as AccountsView | undefined;
    expect(told?.readOnly).toContain('von einem neueren Dialdesk gespeichert');
    await ask('updateSettings', { general: { language: 'system' } });

    await restart();
    expect(await readFile(listPath(), 'utf8')).toBe(bytes);
    expect(await keptAside()).toEqual([]);
  });
});
