// Temp files of writes that never reached their rename, against a real folder: the start removes those
// older than a minute and nothing else. The kill test kills real writers with SIGKILL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../main/core';
import { createMemoryStore } from '../../main/secrets';
import { SETTINGS_FILE_NAME } from '../../main/settings';
import { removeStaleTempFiles } from '../../main/storage/stale-temp-files';

const SAVE_LOOP = join(import.meta.dirname, '../support/settings-save-loop.ts');

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-temp-files-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const tempName = (target: string) => `.${target}.${randomUUID()}.tmp`;
const settingsTemps = async () =>
  (await readdir(dataDir)).filter(
    (name) => name.startsWith(`.${SETTINGS_FILE_NAME}.`) && name.endsWith('.tmp'),
  );

/** Sets a file's times two minutes back: a temp file that old is no write in progress. */
async function backdate(path: string): Promise<void> {
  const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
  await utimes(path, twoMinutesAgo, twoMinutesAgo);
}

async function plant(name: string, age: 'stale' | 'fresh'): Promise<string> {
  const path = join(dataDir, name);
  await writeFile(path, '{"half": ');
  if (age === 'stale') await backdate(path);
  return name;
}

describe('removing the temp files of killed writes', () => {
  it('removes only the stale temp files of writeFileAtomic, and says how many', async () => {
    const staleSettings = await plant(tempName(SETTINGS_FILE_NAME), 'stale');
    const staleCache = await plant(tempName('lookup-cache.json'), 'stale');
    const kept = [
      await plant(tempName(SETTINGS_FILE_NAME), 'fresh'),
      await plant(`.${SETTINGS_FILE_NAME}.notes.tmp`, 'stale'),
      await plant(`${SETTINGS_FILE_NAME}.${randomUUID()}.tmp`, 'stale'),
      await plant(`.${SETTINGS_FILE_NAME}.${randomUUID()}.tmp.bak`, 'stale'),
      await plant(`${SETTINGS_FILE_NAME}.bak`, 'stale'),
      await plant(SETTINGS_FILE_NAME, 'stale'),
    ];
    const folderNamedLikeATemp = tempName('history');
    await mkdir(join(dataDir, folderNamedLikeATemp));
    await backdate(join(dataDir, folderNamedLikeATemp));

    expect(await removeStaleTempFiles(dataDir)).toBe(2);

    const left = await readdir(dataDir);
    expect(left).not.toContain(staleSettings);
    expect(left).not.toContain(staleCache);
    expect(left.sort()).toEqual([...kept, folderNamedLikeATemp].sort());
  });

  it('removes nothing, and does not throw, where there is no folder to clean', async () => {
    expect(await removeStaleTempFiles(join(dataDir, 'not-yet'))).toBe(0);
    await plant(SETTINGS_FILE_NAME, 'stale');
    expect(await removeStaleTempFiles(join(dataDir, SETTINGS_FILE_NAME))).toBe(0);
  });
});

/** Resolves when the child has printed `line`; rejects when it exits first. */
async function printed(child: ChildProcess, line: string): Promise<void> {
  if (!child.stdout) throw new Error('the child has no stdout pipe');
  for await (const text of createInterface({ input: child.stdout })) if (text === line) return;
  throw new Error(`the child exited without printing "${line}"`);
}

describe('settings saves killed with SIGKILL', () => {
  it('leave valid settings each time, and the next start removes what they left behind', async () => {
    const settingsPath = join(dataDir, SETTINGS_FILE_NAME);
    for (let kill = 0; kill < 8; kill += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', SAVE_LOOP, dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = once(child, 'exit');
      try {
        await printed(child, 'saving');
        await sleep(Math.random() * 30);
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      const saved = JSON.parse(await readFile(settingsPath, 'utf8'));
      expect(saved.account.extension).toMatch(/^2\d\d$/);
    }

    // What the kills left (about every other kill leaves a temp file) is over a minute old at the next
    // start. A stale temp file planted as well keeps the test meaningful when no kill happened to leave
    // one; a fresh one stands for another process's save in progress, which is left alone.
    const leftByKills = await settingsTemps();
    for (const name of leftByKills) await backdate(join(dataDir, name));
    await plant(tempName(SETTINGS_FILE_NAME), 'stale');
    const inProgress = await plant(tempName(SETTINGS_FILE_NAME), 'fresh');

    const core = await createCore({
      dataDir,
      secrets: createMemoryStore(),
      startDemo: () => Promise.reject(new Error('no demo in this test')),
      appInfo: { name: 'Dialdesk', version: '0.0.0-test', platform: 'linux' },
      chooseSavePath: async () => null,
    });
    await core.close();

    expect(await settingsTemps()).toEqual([inProgress]);
    expect(JSON.parse(await readFile(settingsPath, 'utf8')).account.extension).toMatch(/^2\d\d$/);
  }, 60_000);
});
