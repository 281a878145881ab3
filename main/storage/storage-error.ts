// A file the app writes could not be written. The person gets the cause in words (permission denied, disk
// full) and the folder, which is what they can act on; never "internal error (Error)".
import { basename, dirname } from 'node:path';

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'your disk quota is used up',
  ENOENT: 'the folder does not exist',
  ENOTDIR: 'a file stands where the folder should be',
  EISDIR: 'a folder stands where the file should be',
  EEXIST: 'a file stands where the folder should be',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  EIO: 'the disk reported an error',
  ENAMETOOLONG: 'the path is too long',
  EBUSY: 'the file is in use by another program',
};

/** The system error code of a file system failure, or null. */
export function fsErrorCode(error: unknown): string | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** The cause of a file system failure in words, with its code: "permission denied (EACCES)". */
export function describeStorageCause(error: unknown): string {
  const code = fsErrorCode(error);
  if (code === null) return 'an unknown file system error';
  return `${CAUSES[code] ?? 'a file system error'} (${code})`;
}

export class StorageError extends Error {
  readonly code = 'storage-failed';
  /** The system error code, e.g. 'EACCES'. */
  readonly systemCode: string | null;

  constructor(path: string, cause: unknown) {
    const folder = dirname(path);
    super(
      `Dialdesk could not write ${basename(path)} in the folder ${folder}: ${describeStorageCause(cause)}. Check that the folder exists, that you may write to it, and that the disk has space.`,
    );
    this.name = 'StorageError';
    this.systemCode = fsErrorCode(cause);
  }
}
