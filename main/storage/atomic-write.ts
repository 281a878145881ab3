import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fsErrorCode, StorageError } from './storage-error';

/** The temp file a write of `path` goes through: `.settings.json.<uuid v4>.tmp` beside `settings.json`. */
function tempPathFor(path: string): string {
  // node:crypto loads with the first write, not as main loads: loading it costs 5 ms.
  const { randomUUID } = process.getBuiltinModule('node:crypto');
  return join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
}

const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** Exactly the names tempPathFor makes, and nothing else a folder may hold. */
const TEMP_FILE_NAME = new RegExp(`^\\..+\\.${UUID_V4}\\.tmp$`);

/** Whether `name` is a temp file of writeFileAtomic: what a write killed before its rename leaves behind. */
export function isAtomicWriteTempFile(name: string): boolean {
  return TEMP_FILE_NAME.test(name);
}

/**
 * How the file systems of some platforms answer a folder flush they do not support (FAT, network shares,
 * some FUSE mounts), and a folder the person may write but not read (EACCES: a drop folder they chose
 * for an export): the file is in place by then, as durable as that folder allows, not a failed write.
 */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'EACCES']);

/**
 * A rename is a change to the folder, not to the file: until the folder itself is flushed, a power loss
 * can bring back the old file (or neither), even though the new data was flushed.
 */
async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder to flush it; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!FOLDER_SYNC_UNSUPPORTED.has(fsErrorCode(error) ?? '')) throw error;
  }
}

/** A folder the app makes for its own files: readable by the person alone, as the files in it are. */
const APP_FOLDER_MODE = 0o700;

export interface AtomicWriteOptions {
  /**
   * The folder is the app's own (its data folder, an account's folder): where it is missing (a first
   * start with `--user-data-dir` naming a new folder, a folder removed while the app runs), it is made,
   * with each missing parent, readable by the person alone. Never for a folder the person chose (an
   * export's): one that is gone may be a disk that was unplugged, and is not made again elsewhere.
   */
  createFolder?: boolean;
}

/** Opens the temp file, making its folder first where it is missing and the folder is the app's own. */
async function createTemp(temp: string, mode: number, { createFolder = false }: AtomicWriteOptions) {
  try {
    return await open(temp, 'wx', mode);
  } catch (error) {
    if (!createFolder || fsErrorCode(error) !== 'ENOENT') throw error;
    await mkdir(dirname(temp), { recursive: true, mode: APP_FOLDER_MODE });
    return open(temp, 'wx', mode);
  }
}

/**
 * Replaces `path` with `data` so that a reader (or a crash) sees either the old or the new file, never a
 * partial one: the data goes to a uniquely named temp file in the same folder (rename is only atomic
 * within one file system), is flushed to disk, is then renamed over the target, and the folder is
 * flushed so that the rename survives a power loss. A failure is a StorageError that names the cause and
 * the folder.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  mode: number,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temp = tempPathFor(path);
  try {
    const handle = await createTemp(temp, mode, options);
    try {
      // open() applies the umask; chmod makes the mode exact.
      await handle.chmod(mode);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
    await syncFolder(dirname(path));
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new StorageError(path, error);
  }
}
