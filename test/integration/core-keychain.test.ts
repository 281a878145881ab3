// The core with the REAL keychain (a throwaway gnome-keyring on a private D-Bus session): keys set
// through the IPC door work against the server, and end up in the keychain and nowhere else.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import keytar from 'keytar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createKeychainStore } from '../../main/secrets';
import { startSecretService, useIsolatedKeychain } from '../support/secret-service';

const KEYS = { pbx: 'pbx-9c2e77a1d0', lookup: 'sip-5b81f34e62' };

let server: DemoServer;
let dataDir: string;
let call: Dispatch;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

useIsolatedKeychain(startSecretService);

beforeAll(async () => {
  server = await startDemoServer({ pbxKey: KEYS.pbx, lookupKey: KEYS.lookup });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-core-keychain-'));
  const core = await createCore({
    dataDir,
    secrets: createKeychainStore({ service: 'Dialdesk-test' }),
    chooseSavePath: async () => null,
    appInfo: { name: 'Dialdesk', version: 'test', platform: 'linux' },
    startDemo: () => Promise.reject(new Error('the demo is not used here')),
  });
  call = createDispatcher(core);
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('keys in the OS keychain', () => {
  it('reach the server from the keychain, and no file in the data folder holds either key', async () => {
    const replies = [
      await call('updateSettings', {
        account: {
          accountId: '007',
          baseUrlOverride: server.baseUrl,
          extension: '201',
          lookupUrl: server.lookupUrl,
        },
        numbers: { defaultRegion: 'US' },
      }),
      await call('setKey', { kind: 'pbx', value: KEYS.pbx }),
      await call('setKey', { kind: 'lookup', value: KEYS.lookup }),
      await call('getSettings', undefined),
      await call('listVoicemail', undefined),
      await call('lookupNumber', { number: `+${server.data.lrn[0]?.number}` }),
      await call('placeCall', { number: '555-555-0123', source: 'dialpad' }),
    ];
    expect(replies.map((r) => r.ok)).toEqual([true, true, true, true, true, true, true]);
    expect(server.requestsFor('voicemails')[0]?.headers.authorization).toBe(`Basic ${KEYS.pbx}`);
    expect(server.requestsFor('lookup')[0]?.query).toContainEqual(['api_key', KEYS.lookup]);

    const files = await filesUnder(dataDir);
    expect(files.map((f) => f.slice(dataDir.length + 1))).toContain('settings.json');
    for (const file of files) {
      const text = await readFile(file, 'latin1');
      expect(text).not.toContain(KEYS.pbx);
      expect(text).not.toContain(KEYS.lookup);
    }
    const repliesText = JSON.stringify(replies);
    expect(repliesText).not.toContain(KEYS.pbx);
    expect(repliesText).not.toContain(KEYS.lookup);
  });
});

describe('keys stored before they were bound to hosts', () => {
  it('bind once, at the upgrade, to the origins configured then, in the real keychain', async () => {
    const service = 'Dialdesk-upgrade-test';
    const folder = await mkdtemp(join(tmpdir(), 'dialdesk-core-upgrade-'));
    try {
      await writeFile(
        join(folder, 'settings.json'),
        JSON.stringify({
          version: 1,
          account: {
            accountId: '008',
            baseUrlOverride: server.baseUrl,
            extension: '201',
            lookupUrl: server.lookupUrl,
          },
        }),
      );
      await keytar.setPassword(service, '008/pbx-api-key', KEYS.pbx);
      await keytar.setPassword(service, '008/lookup-api-key', KEYS.lookup);
      const upgraded = createDispatcher(
        await createCore({
          dataDir: folder,
          secrets: createKeychainStore({ service }),
          chooseSavePath: async () => null,
          appInfo: { name: 'Dialdesk', version: 'test', platform: 'linux' },
          startDemo: () => Promise.reject(new Error('the demo is not used here')),
        }),
      );
      expect((await upgraded('listVoicemail', undefined)).ok).toBe(true);
      const pbxOrigin = new URL(server.baseUrl).origin;
      expect(await keytar.getPassword(service, `008/pbx-api-key@${pbxOrigin}`)).toBe(KEYS.pbx);
      expect(
        await keytar.getPassword(service, `008/lookup-api-key@${new URL(server.lookupUrl).origin}`),
      ).toBe(KEYS.lookup);
      expect(await keytar.getPassword(service, '008/pbx-api-key')).toBeNull();
      expect(await keytar.getPassword(service, '008/lookup-api-key')).toBeNull();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
