// The history store as Dialdesk wrote it before the one number key (issue 44), for the test and the bench
// that open a copy made by that code with this one. It is that commit's own code, read from git into a
// temporary folder, so the copy is what people's files hold, not a re-creation of it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiRecord } from '../../main/api';

/** The last commit whose store keyed people by the last ten digits (schema 4). */
export const BEFORE_NUMBER_KEY = '1607a97b39901966d2aa1b3e7df5af3f79a72456';

/** What the old store offered that a copy is written with. */
interface OldStore {
  add(records: readonly ApiRecord[]): ApiRecord[];
  close(): void;
}

export interface OldHistoryStore {
  open(path: string): OldStore;
  /** Removes the old code's folder. */
  dispose(): Promise<void>;
}

const REPOSITORY = join(import.meta.dirname, '..', '..');

/** The store module of BEFORE_NUMBER_KEY, importable: its main/ and preload/ beside this repository's packages. */
export async function oldHistoryStore(): Promise<OldHistoryStore> {
  const dir = await mkdtemp(join(tmpdir(), 'dialdesk-before-number-key-'));
  try {
    const archive = join(dir, 'code.tar');
    execFileSync('git', ['archive', `--output=${archive}`, BEFORE_NUMBER_KEY, 'main', 'preload'], {
      cwd: REPOSITORY,
    });
    execFileSync('tar', ['-xf', archive, '-C', dir]);
    await symlink(join(REPOSITORY, 'node_modules'), join(dir, 'node_modules'));
    const module = (await import(pathToFileURL(join(dir, 'main', 'history', 'store.ts')).href)) as {
      openHistoryStore(path: string): { store: OldStore };
    };
    return {
      open: (path) => module.openHistoryStore(path).store,
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
