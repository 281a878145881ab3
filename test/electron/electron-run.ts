// What both Electron smoke tests share: finding a binary (or saying in one line why the test is skipped),
// a fresh profile, a second launch, and the process tree that must be gone after quitting.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'vitest';
import { electronBinary as findElectron } from '../../scripts/electron-binary.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The number the tests dial from a second launch, and how the confirmation shows it. */
export const NUMBER = '5555550123';
export const NUMBER_SHOWN = '(555) 555-0123';

/** The binary the electron package installed, found as npm start finds it. */
export const electronBinary = (): string | null => findElectron(ROOT);

/** Why an Electron window cannot open here, or null when it can. */
function noDisplay(): string | null {
  if (process.platform !== 'linux' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY) return null;
  return 'no display here (on Linux run it under xvfb-run)';
}

/** A binary to test, or why there is none; `required` turns a skip into a failure. */
export interface Binary {
  path: string | null;
  missing: string;
  /** Set where Electron is known to exist (CI), so that a skip cannot hide a broken setup. */
  required: boolean;
}

/** The suite, or one line saying why it is skipped (counted as skipped, never as passed). */
export function describeWithElectron(name: string, binary: Binary, suite: (binary: string) => void): void {
  const reason = binary.path ? noDisplay() : binary.missing;
  if (reason === null && binary.path) {
    describe(name, () => suite(binary.path as string));
  } else if (binary.required) {
    describe(name, () => {
      it('runs where Electron is required', () => {
        throw new Error(`required here, but ${reason}`);
      });
    });
  } else {
    console.log(`SKIPPED: ${name}: ${reason}`);
    describe.skip(name, () => {
      it('needs Electron', () => undefined);
    });
  }
}

/**
 * Chromium switches for a launch here. As root (CI containers) Chromium refuses to start with its
 * sandbox; the pages' own sandbox stays on. A container's /dev/shm is small (64 MB under Docker), so on
 * Linux shared memory goes to /tmp instead, as Playwright does for the browsers it starts.
 */
export const LAUNCH_SWITCHES = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ...(process.platform === 'linux' ? ['--disable-dev-shm-usage'] : []),
];

/** A new profile folder, optionally with a settings file as a first run would not have it. */
export async function freshProfile(settings?: object): Promise<string> {
  const profile = await mkdtemp(join(tmpdir(), 'dialdesk-electron-'));
  if (settings) await writeFile(join(profile, 'settings.json'), JSON.stringify(settings));
  return profile;
}

/** The environment a launch gets: the demo points at the test's simulator, nothing else is added. */
export function appEnv(demoPort: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _, ...env } = process.env;
  return { ...env, DIALDESK_DEMO_PORT: demoPort };
}

/** Runs a second launch, which hands its arguments to the running app and quits at once. */
export async function secondLaunch(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { stdio: 'ignore', env });
  const [code] = (await Promise.race([
    once(child, 'exit'),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the second launch did not quit within 30 s')), 30_000),
    ),
  ])) as [number | null];
  if (code !== 0) throw new Error(`the second launch exited with ${code}`);
}

/** Polls until `check` is true, or fails with `what` after `ms`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const run = promisify(execFile);

/** Every process on the machine with its parent. */
async function processTable(): Promise<{ pid: number; ppid: number }[]> {
  if (process.platform === 'win32') {
    const { stdout } = await run('powershell', [
      '-NoProfile',
      '-Command',
      'Get-CimInstance Win32_Process | Select-Object ProcessId,ParentProcessId | ConvertTo-Json -Compress',
    ]);
    return (JSON.parse(stdout) as { ProcessId: number; ParentProcessId: number }[]).map((row) => ({
      pid: row.ProcessId,
      ppid: row.ParentProcessId,
    }));
  }
  const { stdout } = await run('ps', ['-A', '-o', 'pid=', '-o', 'ppid=']);
  return stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .map(([pid = 0, ppid = 0]) => ({ pid, ppid }));
}

/** The app's main process and every process under it (renderers, GPU, utility), while it runs. */
export async function processTree(pid: number): Promise<number[]> {
  const table = await processTable();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const row of table) if (row.ppid === tree[i] && !tree.includes(row.pid)) tree.push(row.pid);
  }
  return tree;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
