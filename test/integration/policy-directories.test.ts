// The organisation's company directories (the Directories policy) through the real core and the IPC's
// dispatcher, against a real slapd started by the test and a Linux policy file on a real disk (this test's
// user standing in for root): the directory appears for every account without its password, the person
// enters only the password and it is read, its settings and its place in the list are the organisation's,
// a password in the policy refuses it, and a directory withdrawn is let go with its copy and password.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher } from '../../main/ipc/dispatch';
import { createMemoryStore, type SecretStore } from '../../main/secrets';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import { DEMO_ACCOUNT_ID, type DirectoryDraft, type DirectoryView } from '../../preload/contract';
import { asking } from '../support/dispatch-ask';
import { createFakeClock } from '../support/fake-clock';
import { createPolicyFile, type PolicyFile } from '../support/policy-file';
import {
  BASE_DN,
  directoryServersSkipReason,
  READER_DN,
  READER_PASSWORD,
  type Slapd,
  startSlapd,
} from '../support/slapd';
import { createTestCore } from '../support/test-core';

const skip = directoryServersSkipReason();
const clock = createFakeClock(Date.UTC(2026, 10, 27, 9, 0));

let slapd: Slapd;
let demo: DemoServer;
beforeAll(async () => {
  if (skip) return;
  slapd = await startSlapd({ people: 30, certificate: null });
  demo = await startDemoServer({ seed: 3 });
}, 60_000);
afterAll(async () => {
  await Promise.all([slapd?.stop(), demo?.close()]);
});

let policyFile: PolicyFile;
let dataDir: string;
let secrets: SecretStore;
let core: Core;
beforeEach(async () => {
  if (skip) return;
  policyFile = await createPolicyFile();
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-policy-directories-'));
  secrets = createMemoryStore();
});
afterEach(async () => {
  await core?.close();
  await policyFile?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const setPolicies = (policies: Record<string, unknown>) => policyFile.write(policies);

const ACME_DIRECTORY = () => ({
  kind: 'ldap',
  name: 'Acme directory',
  url: slapd.url,
  security: 'plain',
  baseDn: BASE_DN,
  bindDn: READER_DN,
  preset: 'active-directory',
});

async function start() {
  core = await createTestCore({
    dataDir,
    secrets,
    directoriesClock: clock,
    startDemo: createDemoLauncher(async () => demo).start,
    policySource: policyFile.source(),
  });
}

const { ask, refusal } = asking(() => createDispatcher(core));

/** What Settings saves for a directory as listed: its settings as they are, and a password. */
function draftOf(
  view: DirectoryView | undefined,
  password: string | null,
  change: object = {},
): DirectoryDraft {
  if (!view) throw new Error('no directory listed');
  const { id, ...settings } = view.settings;
  return { id, settings: { ...settings, ...change }, password };
}

/** The list once a read of the directory has ended. */
async function readOf(id: string): Promise<DirectoryView | undefined> {
  return (await ask('readDirectoryNow', { id })).find((view) => view.settings.id === id);
}

describe.skipIf(skip)("the organisation's directories (Directories)", () => {
  it('appear for every account without a password, which is all the person enters, and are read with it', async () => {
    await setPolicies({ Directories: [ACME_DIRECTORY()] });
    await start();
    const [provided] = await ask('listDirectories', undefined);
    expect(provided).toMatchObject({
      organisation: true,
      hasPassword: false,
      settings: {
        name: 'Acme directory',
        filter: '',
        mapping: null,
        caFile: null,
        accounts: [DEMO_ACCOUNT_ID],
      },
    });
    const id = provided?.settings.id ?? '';
    expect(id).toMatch(/^org-[0-9a-f]{24}$/);

    await ask('saveDirectory', draftOf(provided, READER_PASSWORD));
    const read = await readOf(id);
    expect(read).toMatchObject({ hasPassword: true, status: { problem: null } });
    expect(read?.status.people).toBeGreaterThan(20);

    // Its settings are the organisation's: a changed base is refused, as is removing it.
    const moved = draftOf(provided, null, { baseDn: 'dc=elsewhere,dc=test' });
    expect((await refusal('saveDirectory', moved)).message).toMatch(/organization sets this directory/);
    expect((await refusal('removeDirectory', { id })).message).toMatch(
      /organization provides this directory/,
    );

    // Another start: the same id, its password found again.
    await core.close();
    await start();
    expect(
      (await ask('listDirectories', undefined)).map((view) => [view.settings.id, view.hasPassword]),
    ).toEqual([[id, true]]);
  });

  it('are let go, names and password, when the policy no longer provides them', async () => {
    await setPolicies({ Directories: [ACME_DIRECTORY()] });
    await start();
    const [provided] = await ask('listDirectories', undefined);
    const id = provided?.settings.id ?? '';
    await ask('saveDirectory', draftOf(provided, READER_PASSWORD));
    await readOf(id);
    const emptied = new Promise<void>((resolve) => {
      const stop = core.on('directoriesChanged', ({ directories }) => {
        if (directories.length > 0) return;
        stop();
        resolve();
      });
    });
    await setPolicies({});
    await emptied;
    await expect.poll(() => secrets.originsWithKey(id, 'directory')).toEqual([]);
  });

  it('are refused, with the reason, when the policy carries a password', async () => {
    await setPolicies({ Directories: [{ ...ACME_DIRECTORY(), password: READER_PASSWORD }] });
    await start();
    const { policies } = await ask('getSettings', undefined);
    expect(policies.refused.map(({ name, reason }) => [name, reason.said?.key])).toEqual([
      ['Directories', 'policies.refused.secret'],
    ]);
    expect(await ask('listDirectories', undefined)).toEqual([]);
    expect(JSON.stringify(policies)).not.toContain(READER_PASSWORD);
  });
});
