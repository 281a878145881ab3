import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { StorageError } from './storage-error';

/**
 * Replaces `path` with `data` so that a reader (or a crash) sees either the old or the new file, never a
 * partial one: the data goes to a uniquely named temp file in the same folder (rename is only atomic
 * within one file system), is flushed to disk, and is then renamed over the target. A failure is a
 * StorageError that names the cause and the folder.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, mode: number): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      // open() applies the umask; chmod makes the mode exact.
      await handle.chmod(mode);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new StorageError(path, error);
  }
}
