// The data folder missing (issue 43): a first start with `--user-data-dir` naming a folder that does not
// exist yet, and a folder removed while the app runs. The core starts, keeps working, and makes what is
// missing where it writes, readable by the person alone. Real files in a temp folder, the demo
// simulator over loopback HTTP standing in for the account's phone system.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS_FILE_NAME, accountDir } from '../../main/accounts/account-list';
import { type Core, createCore } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createMemoryStore } from '../../main/secrets';
import { SETTINGS_FILE_NAME } from '../../main/settings';
import type { AccountsView, Voicemail } from '../../preload/contract';
import { configureAccount, value } from '../support/account-setup';

const KEYS = { pbx: 'pbx-folder-6a02ce', lookup: 'sip-folder-41d7b9' };

let server: DemoServer;
let root: string;
let core: Core | undefined;

beforeAll(async () => {
  server = await startDemoServer({ pbxKey: KEYS.pbx, lookupKey: KEYS.lookup, seed: 9, callCount: 40 });
});
afterAll(() => server.close());
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dialdesk-data-folder-'));
});
afterEach(async () => {
  await core?.close();
  core = undefined;
  await rm(root, { recursive: true, force: true });
});

async function startCore(dataDir: string): Promise<Dispatch> {
  core = await createCore({
    dataDir,
    secrets: createMemoryStore(),
    chooseSavePath: async () => null,
    appInfo: { name: 'Dialdesk', version: 'test', platform: 'linux' },
    startDemo: () => Promise.reject(new Error('the demo is not used here')),
    timeoutMs: 5_000,
    callLockMs: 0,
  });
  return createDispatcher(core);
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** An account with its keys, then the writes a working day makes: settings, the list, heard and recent calls. */
async function useTheApp(call: Dispatch) {
  await configureAccount(
    call,
    { accountId: 'desk', extension: '201', baseUrl: server.baseUrl, lookupUrl: server.lookupUrl },
    KEYS,
  );
  const [message] = value(await call('listVoicemail', undefined)) as Voicemail[];
  value(await call('markHeard', { uuid: message?.id ?? '' }));
  value(await call('placeCall', { number: '555-555-0142', source: 'dialpad' }));
  value(await call('updateSettings', { account: { extension: '202' } }));
  return value(await call('listAccounts', undefined)) as AccountsView;
}

describe('a data folder that does not exist', () => {
  it('at a first start is made, with its missing parent, readable by the person alone', async () => {
    const dataDir = join(root, 'new', 'Dialdesk');
    const call = await startCore(dataDir);
    const { accounts, activeId } = await useTheApp(call);

    expect(accounts.map((account) => account.extension)).toEqual(['202']);
    expect(await modeOf(join(root, 'new'))).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining([SETTINGS_FILE_NAME, ACCOUNTS_FILE_NAME]));
    expect(await modeOf(accountDir(dataDir, activeId))).toBe(0o700);
  });

  it('after it was removed while the app runs is made again where the next write goes, and nothing stops', async () => {
    const dataDir = join(root, 'Dialdesk');
    const call = await startCore(dataDir);
    value(await call('listAccounts', undefined));
    await rm(dataDir, { recursive: true, force: true });

    const { accounts, activeId } = await useTheApp(call);
    expect(accounts).toHaveLength(1);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await readdir(accountDir(dataDir, activeId))).toEqual(
      expect.arrayContaining(['voicemail-heard.json', 'recent-calls.json']),
    );
    // Removed again with an account in use: its own folder's files are made again too.
    await rm(dataDir, { recursive: true, force: true });
    await useTheApp(call);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining([SETTINGS_FILE_NAME, ACCOUNTS_FILE_NAME]));
    expect(await readdir(accountDir(dataDir, activeId))).toContain('recent-calls.json');
    expect(await modeOf(accountDir(dataDir, activeId))).toBe(0o700);
  });
});
