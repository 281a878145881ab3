// npm start where Electron's binary was never downloaded: one plain sentence with what to do and the
// offer of npm run dev, and a failing exit, instead of the electron package's stack trace.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('says in one sentence that Electron is missing, what to do, and offers npm run dev', async () => {
  // An empty folder as Electron's dist: no binary, here and on a machine that has one.
  const empty = await mkdtemp(join(tmpdir(), 'dialdesk-no-electron-'));
  try {
    const started = promisify(execFile)(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty },
    });
    const failure = (await started.then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stdout: string; stderr: string } | null;
    expect(failure?.code).toBe(1);
    const lines = failure?.stderr.trim().split('\n') ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Electron's binary is not installed here/);
    expect(lines[0]).toContain('node node_modules/electron/install.js');
    expect(lines[0]).toContain('npm run dev');
    expect(failure?.stderr).not.toMatch(/\n\s+at /); // no stack trace
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});
