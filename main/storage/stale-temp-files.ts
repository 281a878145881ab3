// A write killed between creating its temp file and the rename (a crash, a SIGKILL, a power cut) leaves
// the temp file behind, and nothing else would ever remove it: the start removes such leftovers.
import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isAtomicWriteTempFile } from './atomic-write';

/**
 * A write takes milliseconds; a temp file younger than this may be another process's write in progress
 * (a second instance starting, the settings being saved right now), which must finish undisturbed.
 */
const STALE_AFTER_MS = 60_000;

/**
 * Removes the temp files of writeFileAtomic in `folder` (not its subfolders) last changed over a minute
 * ago, and says how many. Never throws: a folder that is missing or read-only, or a file another process
 * removed first, just means fewer removed. mtime is wall-clock time, so it is compared with Date.now().
 */
export async function removeStaleTempFiles(folder: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter(isAtomicWriteTempFile)) {
    const path = join(folder, name);
    try {
      // lstat: the writer only ever makes regular files, so a folder or link with such a name is not ours.
      const stats = await lstat(path);
      if (!stats.isFile() || Date.now() - stats.mtimeMs < STALE_AFTER_MS) continue;
      await unlink(path);
      removed += 1;
    } catch {
      // Gone already, or not ours to remove: left as it is.
    }
  }
  return removed;
}
