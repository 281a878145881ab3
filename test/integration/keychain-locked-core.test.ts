// The core over a REAL Secret Service (a throwaway gnome-keyring) whose keys were stored while it was
// open, and which is locked before the next start, as after a screen lock or a reboot. A locked Linux
// keyring answers every read as if it held nothing: the keys must be said to be locked away, never
// taken for keys that were never entered (and keytar's listing of entries, which crashes the process on
// a locked keyring's items, must not be reached).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Core, createCore } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createKeychainStore } from '../../main/secrets';
import type { SettingsView } from '../../preload/contract';
import { configureAccount, value } from '../support/account-setup';
import { startSecretService, useIsolatedKeychain } from '../support/secret-service';

const KEYS = { pbx: 'pbx-locked-93ad10', lookup: 'sip-locked-5f7e22' };

const secretService = useIsolatedKeychain(startSecretService);

let server: DemoServer;
let dataDir: string;
const cores: Core[] = [];

beforeAll(async () => {
  server = await startDemoServer({ pbxKey: KEYS.pbx, lookupKey: KEYS.lookup, seed: 13, callCount: 20 });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-keychain-locked-'));
});
afterAll(async () => {
  await Promise.all(cores.map((core) => core.close()));
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function startCore(): Promise<Dispatch> {
  const core = await createCore({
    dataDir,
    secrets: createKeychainStore({ service: 'Dialdesk-locked-core-test' }),
    chooseSavePath: async () => null,
    appInfo: { name: 'Dialdesk', version: 'test', platform: 'linux' },
    startDemo: () => Promise.reject(new Error('the demo is not used here')),
  });
  cores.push(core);
  return createDispatcher(core);
}

it('says the keys are locked away, in Settings and in what fails for want of them, never "not set"', async () => {
  const before = await startCore();
  await configureAccount(
    before,
    { accountId: 'desk', extension: '201', baseUrl: server.baseUrl, lookupUrl: server.lookupUrl },
    KEYS,
  );
  expect((value(await before('getSettings', undefined)) as SettingsView).keys).toMatchObject({
    pbx: true,
    lookup: true,
  });
  await secretService().lockDefaultCollection();

  const call = await startCore();
  const { keys } = value(await call('getSettings', undefined)) as SettingsView;
  expect(keys).toMatchObject({ pbx: false, lookup: false });
  expect(keys.keychainProblem).toMatch(/keychain is locked/);
  expect(keys.keychainProblem).toMatch(/unlock/i);
  for (const failed of [
    await call('listVoicemail', undefined),
    await call('lookupNumber', { number: `+${server.data.lrn[0]?.number}` }),
  ])
    expect(failed).toMatchObject({ ok: false, error: { code: 'keychain-locked' } });
  expect(server.requests).toHaveLength(0);
});
