// The core's side of a first day (issue 23, part 3), against the simulator over loopback HTTP: the
// first-run choice is kept across starts; Save's lookup-key check is one basic lookup, not cached, that
// tells a refused key from a number without data; and when the phone system changes, nothing counted of
// the one before (its voicemail list, its saved stand-in) stays.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Core, createCore } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createMemoryStore, type SecretStore } from '../../main/secrets';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import type {
  ConnectionTest,
  OfflineView,
  SettingsView,
  Voicemail,
  VoicemailStatus,
} from '../../preload/contract';
import { configureAccount as setUpAccount, value } from '../support/account-setup';

const KEYS = { pbx: 'pbx-first-day-5Rk2', lookup: 'lookup-first-day-9Wq4' };

let demo: DemoServer;
let account: DemoServer;
let dataDir: string;
let secrets: SecretStore;
let core: Core;
let call: Dispatch;

async function newCore(): Promise<void> {
  core = await createCore({
    dataDir,
    secrets,
    chooseSavePath: async () => null,
    appInfo: { name: 'Dialdesk', version: '0.0.0-test', platform: 'linux' },
    timeoutMs: 1_000,
    // The test's own simulator, handed over as the app's launcher hands over its demo.
    startDemo: createDemoLauncher(async () => demo).start,
  });
  call = createDispatcher(core);
}

const configureAccount = (keys: { pbx: string; lookup: string }) =>
  setUpAccount(
    call,
    { accountId: 'acme-01', extension: '201', baseUrl: account.baseUrl, lookupUrl: account.lookupUrl },
    keys,
  );

beforeAll(async () => {
  demo = await startDemoServer({ seed: 11 });
  account = await startDemoServer({ seed: 12, pbxKey: KEYS.pbx, lookupKey: KEYS.lookup });
});
afterAll(async () => {
  await demo.close();
  await account.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-first-day-'));
  secrets = createMemoryStore();
  await newCore();
});
afterEach(async () => {
  await core.close();
  account.clearRequests();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

describe('the first-run choice', () => {
  it('is null at a first start, and kept once made: the next start does not ask again', async () => {
    expect((value(await call('getSettings', undefined)) as SettingsView).firstRunChoice).toBeNull();
    const pushed: SettingsView[] = [];
    core.on('settingsChanged', (view) => pushed.push(view));
    const view = value(await call('chooseFirstRun', { choice: 'demo' })) as SettingsView;
    expect(view).toMatchObject({ mode: 'demo', firstRunChoice: 'demo' });
    expect(pushed.map((pushedView) => pushedView.firstRunChoice)).toEqual(['demo']);

    await core.close();
    await newCore();
    expect((value(await call('getSettings', undefined)) as SettingsView).firstRunChoice).toBe('demo');
  });

  it('refuses a choice the contract does not name', async () => {
    const result = await call('chooseFirstRun', { choice: 'later' } as never);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });
});

describe("Save's check of the lookup key", () => {
  it('is one basic lookup of a number the service has no data for: the key is accepted, nothing is cached', async () => {
    await configureAccount(KEYS);
    expect((value(await call('testLookupKey', undefined)) as ConnectionTest).message).toBe(
      'The lookup service accepted the key.',
    );
    const [asked, ...more] = account.requestsFor('lookup');
    expect(more).toEqual([]);
    const query = new URLSearchParams(asked?.query);
    expect(query.get('extended')).toBeNull();
    expect(query.get('tn')).toMatch(/5555550100$/);
    // Not a lookup the person made: Lookup still asks the service for this number.
    await call('lookupNumber', { number: '+1 555 555 0100' });
    expect(account.requestsFor('lookup').length).toBe(2);
  });

  it('says a refused key is one ("unauthorized"), with the service\'s reply kept apart from the sentence', async () => {
    await configureAccount({ pbx: KEYS.pbx, lookup: 'lookup-wrong-0000' });
    const result = await call('testLookupKey', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });
});

describe('when the phone system changes', () => {
  it("drops the demo's voicemail list, its unheard count and its stand-in", async () => {
    value(await call('listVoicemail', undefined));
    const status = async () => value(await call('getVoicemailStatus', undefined)) as VoicemailStatus;
    const offline = async () => value(await call('getOfflineSnapshot', undefined)) as OfflineView;
    const demoStatus = await status();
    expect(demoStatus.unheard).toBeGreaterThan(0);
    expect((await offline()).voicemail).not.toBeNull();

    const pushed: VoicemailStatus[] = [];
    core.on('voicemailStatus', (status) => pushed.push(status));
    await configureAccount({ pbx: 'pbx-refused-1111', lookup: KEYS.lookup });
    expect(pushed.some((status) => status.unheard === 0)).toBe(true);
    expect((await status()).unheard).toBe(0);
    // The demo's list saved for an offline start is not the account's.
    expect((await offline()).voicemail).toBeNull();
    expect(await call('listVoicemail', undefined)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('keeps the list when only the extension changes: the same phone system', async () => {
    await configureAccount(KEYS);
    const listed = value(await call('listVoicemail', undefined)) as Voicemail[];
    const before = value(await call('getVoicemailStatus', undefined));
    value(await call('updateSettings', { account: { extension: '202' } }));
    expect(value(await call('getVoicemailStatus', undefined))).toEqual(before);
    const offline = value(await call('getOfflineSnapshot', undefined)) as OfflineView;
    expect(offline.voicemail?.records.length).toBe(listed.length);
  });
});
