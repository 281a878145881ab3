// The packaged app, as `npm run dist` leaves it unpacked in release/. Playwright cannot attach to it (its
// EnableNodeCliInspectArguments fuse is off), so it is started directly, with a fresh profile and the
// demo pointed at this test's simulator, and judged by what reaches the simulator: the main window's
// history reads, and a lookup of the number a second launch's `--dial` asks to call (the profile turns
// on "look up before calling"), with no call placed. The fuse wire is read back from the binary and
// compared with electron-builder.yml. DIALDESK_PACKAGED_APP names the binary; without it the usual
// places in release/ are tried, and where there is none the test says so in one line and is skipped.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import {
  appEnv,
  type Binary,
  describeWithElectron,
  freshProfile,
  isRunning,
  LAUNCH_SWITCHES,
  NUMBER,
  processTree,
  ROOT,
  secondLaunch,
  waitUntil,
} from './electron-run';

/** Where electron-builder leaves the unpacked app on each OS (its `directories.output` is release/). */
const UNPACKED = [
  'release/linux-unpacked/dialdesk',
  'release/win-unpacked/Dialdesk.exe',
  'release/mac-arm64/Dialdesk.app/Contents/MacOS/Dialdesk',
  'release/mac/Dialdesk.app/Contents/MacOS/Dialdesk',
  'release/mac-universal/Dialdesk.app/Contents/MacOS/Dialdesk',
];

function packagedBinary(): Binary {
  // Named on purpose (CI, after `npm run dist`): then it must exist and run.
  const named = process.env.DIALDESK_PACKAGED_APP;
  if (named) {
    const path = existsSync(named) ? named : null;
    return { path, missing: `DIALDESK_PACKAGED_APP names ${named}, which does not exist`, required: true };
  }
  const found = UNPACKED.map((path) => join(ROOT, path)).find((path) => existsSync(path)) ?? null;
  return {
    path: found,
    missing:
      'no packaged app in release/ (`npm run dist` builds one; it needs Electron); the packaged smoke test did not run',
    required: false,
  };
}

/** electron-builder.yml's electronFuses block: `  name: true|false` lines, camelCase names. */
function configuredFuses(): Map<string, boolean> {
  const yaml = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8');
  const block = /^electronFuses:\n((?:[ \t]+.*\n|\n)+)/m.exec(yaml)?.[1] ?? '';
  const fuses = new Map<string, boolean>();
  for (const [, name = '', value] of block.matchAll(/^[ \t]+(\w+):\s*(true|false)\s*$/gm))
    fuses.set(name, value === 'true');
  return fuses;
}

describeWithElectron('the packaged app', packagedBinary(), (binary) => {
  let demo: DemoServer;
  let profile: string;
  let running: ChildProcess;
  const args = () => [`--user-data-dir=${profile}`, ...LAUNCH_SWITCHES];
  const env = () => appEnv(new URL(demo.url).port);

  beforeAll(async () => {
    demo = await startDemoServer();
    profile = await freshProfile({ version: 1, calls: { lookupBeforeCalling: true } });
  });

  afterAll(async () => {
    if (running && running.exitCode === null) running.kill();
    await demo?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it('has the fuses electron-builder.yml asks for, the inspector among them off', async () => {
    const wanted = configuredFuses();
    expect(wanted.get('enableNodeCliInspectArguments')).toBe(false);
    const wire = await getCurrentFuseWire(binary);
    for (const [name, on] of wanted) {
      const option = FuseV1Options[(name[0]?.toUpperCase() + name.slice(1)) as keyof typeof FuseV1Options];
      expect(option, `${name} is a fuse @electron/fuses knows`).toBeDefined();
      expect([name, wire[option]]).toEqual([name, on ? FuseState.ENABLE : FuseState.DISABLE]);
    }
  });

  it('starts on the demo and reads the call history', async () => {
    running = spawn(binary, args(), { stdio: 'ignore', env: env() });
    await waitUntil(
      'the main window to read the call history',
      () => demo.requestsFor('cdrs').length > 0,
      30_000,
    );
  }, 60_000);

  it('takes --dial from a second launch: the number is looked up and no call is placed unconfirmed', async () => {
    await secondLaunch(binary, [...args(), '--dial', NUMBER], env());
    const lookedUp = () =>
      demo.requestsFor('lookup').some((request) => request.query.some(([, value]) => value.endsWith(NUMBER)));
    await waitUntil(`a lookup of ${NUMBER}`, lookedUp, 15_000);
    expect(demo.requestsFor('originate')).toEqual([]);
    expect(running.exitCode).toBeNull(); // the second launch handed over; the first one still runs
  }, 60_000);

  it('stops and leaves no process behind', async () => {
    const tree = await processTree(running.pid ?? 0);
    const exited = once(running, 'exit');
    running.kill(); // SIGTERM; on Windows the process is ended
    await exited;
    await waitUntil('every process of the app to end', () => tree.every((pid) => !isRunning(pid)), 15_000);
  }, 60_000);
});
