// A test process run as another user, for the faults root cannot meet (CI runs as root, which may write
// anywhere): a read-only folder is one another user may read and not write. Linux's setpriv starts it;
// the script is bundled into one file every user may read, since that user may not be able to read the
// checkout (a root user's home is 0700), which tsx would have to.
import { spawnSync } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

/** The user 'nobody' on Debian and most Linux systems. */
export const NOBODY = 65534;

/** setpriv's arguments that run the rest as `user`, with that user's group and no other. */
export const asUser = (user: number): string[] => [
  'setpriv',
  `--reuid=${user}`,
  `--regid=${user}`,
  '--clear-groups',
];

/**
 * The script (its modules and zod bundled in) as one file that every user may read, in a new folder
 * inside `folder`, for a run as another user. `folder` must let that user in.
 */
export async function bundleForAnyone(entry: string, folder: string): Promise<string> {
  const name = basename(entry).replace(/\.ts$/, '');
  const file = join(folder, name, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  await chmod(dirname(file), 0o755);
  await chmod(file, 0o644);
  return file;
}

/**
 * Why `script` cannot run as `user` here, in words, or null when it can: setpriv is Linux's, only root
 * may become another user, and that user must be able to run this Node and read the script (Node's own
 * folder may be one only its owner can enter).
 */
export function whyNotAs(user: number, script: string): string | null {
  if (process.platform !== 'linux') return `starting a process as another user takes setpriv, on Linux only`;
  const uid = process.getuid?.();
  if (uid !== 0) return `only root may start a process as another user (setpriv); this runs as uid ${uid}`;
  const [setpriv, ...switches] = asUser(user);
  const probe = spawnSync(setpriv as string, [...switches, process.execPath, '--check', script], {
    cwd: dirname(script),
    encoding: 'utf8',
  });
  if (probe.error) return `setpriv could not be started: ${probe.error.message}`;
  if (probe.status !== 0) {
    // Node's error line, not the source line and stack around it; setpriv's own line when it failed.
    const said = probe.stderr.split('\n').find((line) => /error|denied|failed/i.test(line));
    return `uid ${user} cannot run ${process.execPath} on ${script}: ${said?.trim() ?? `exit ${probe.status}`}`;
  }
  return null;
}
