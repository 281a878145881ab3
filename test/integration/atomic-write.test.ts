// writeFileAtomic against a real folder. Whether the folder is flushed after the rename cannot be seen in
// the files, so the folder handles open() returns are watched (and made to fail where a test says so).
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAtomicWriteTempFile, writeFileAtomic } from '../../main/storage/atomic-write';
import { StorageError } from '../../main/storage/storage-error';
import { rejectionOf } from '../support/rejection';

const watched = vi.hoisted(() => ({
  /** Paths opened to create a file ('wx'): the temp files. */
  created: [] as string[],
  /** Each flush of a folder: the folder, and what the target held at that moment. */
  folderFlushes: [] as { folder: string; target: string }[],
  /** The error code a folder flush fails with, or null. */
  folderFlushFails: null as string | null,
  target: '',
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (path, flags, mode) => {
    const handle = await fs.open(path, flags, mode);
    if (flags === 'wx') watched.created.push(String(path));
    if (!(await handle.stat()).isDirectory()) return handle;
    const sync = async () => {
      watched.folderFlushes.push({ folder: String(path), target: await fs.readFile(watched.target, 'utf8') });
      if (watched.folderFlushFails !== null) {
        throw Object.assign(new Error(`flush refused (${watched.folderFlushFails})`), {
          code: watched.folderFlushFails,
        });
      }
      return handle.sync();
    };
    return new Proxy(handle, {
      get: (target, property) => {
        if (property === 'sync') return sync;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { ...fs, open };
});

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dialdesk-atomic-'));
  watched.target = join(folder, 'settings.json');
  watched.created.length = 0;
  watched.folderFlushes.length = 0;
  watched.folderFlushFails = null;
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces the file, leaves no temp file, and flushes the folder after the rename', async () => {
    await writeFileAtomic(watched.target, 'old\n', 0o600);
    await writeFileAtomic(watched.target, 'new\n', 0o600);
    expect(await readFile(watched.target, 'utf8')).toBe('new\n');
    expect(await readdir(folder)).toEqual(['settings.json']);
    expect(watched.folderFlushes).toEqual([
      { folder, target: 'old\n' },
      { folder, target: 'new\n' },
    ]);
  });

  it('names its temp files as the start cleanup recognises them', async () => {
    await writeFileAtomic(watched.target, '{}\n', 0o600);
    expect(watched.created).toHaveLength(1);
    expect(isAtomicWriteTempFile(basename(watched.created[0] ?? ''))).toBe(true);
  });

  it.each(['EISDIR', 'EINVAL', 'EPERM', 'EACCES'])(
    'takes a folder flush refused with %s as a platform that cannot flush folders',
    async (code) => {
      watched.folderFlushFails = code;
      await writeFileAtomic(watched.target, 'kept\n', 0o600);
      expect(watched.folderFlushes).toHaveLength(1);
      expect(await readFile(watched.target, 'utf8')).toBe('kept\n');
      expect(await readdir(folder)).toEqual(['settings.json']);
    },
  );

  it("makes the app's own folder where it is missing, with its missing parents, readable by the person alone", async () => {
    const target = join(folder, 'gone', 'accounts', 'a_000000000001', 'recent-calls.json');
    watched.target = target;
    await writeFileAtomic(target, '[]\n', 0o600, { createFolder: true });
    expect(await readFile(target, 'utf8')).toBe('[]\n');
    for (const made of ['gone', 'gone/accounts', 'gone/accounts/a_000000000001'])
      expect((await stat(join(folder, made))).mode & 0o777).toBe(0o700);
  });

  it('never makes a folder the person chose (an export) again: one that is gone is a failed write', async () => {
    const error = await rejectionOf(writeFileAtomic(join(folder, 'unplugged', 'calls.csv'), 'x\n', 0o644));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toContain('the folder does not exist (ENOENT)');
    expect(await readdir(folder)).toEqual([]);
  });

  it('reports a folder flush that fails for another reason as a failed write', async () => {
    watched.folderFlushFails = 'EIO';
    const error = await rejectionOf(writeFileAtomic(watched.target, 'unsure\n', 0o600));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toContain('the disk reported an error (EIO)');
    expect(await readdir(folder)).toEqual(['settings.json']);
  });
});
