// A file the app writes could not be written. The person gets the cause in words (permission denied, disk
// full) and the folder, which is what they can act on; never "internal error (Error)".
import { basename, dirname } from 'node:path';
import { type Phrase, phrase, say } from '../../preload/shared/i18n/phrase';
import type { MessageKey } from '../../preload/shared/i18n/translate';
import { PhrasedError } from '../errors/phrased-error';

/** A cause in words: a clause with no placeholder. */
type Cause = Extract<MessageKey, `storage.cause.${string}`>;

const CAUSES: Readonly<Partial<Record<string, Cause>>> = {
  EACCES: 'storage.cause.permissionDenied',
  EPERM: 'storage.cause.permissionDenied',
  EROFS: 'storage.cause.readOnlyDisk',
  ENOSPC: 'storage.cause.diskFull',
  EDQUOT: 'storage.cause.quotaUsed',
  ENOENT: 'storage.cause.noFolder',
  ENOTDIR: 'storage.cause.fileForFolder',
  EISDIR: 'storage.cause.folderForFile',
  EEXIST: 'storage.cause.fileForFolder',
  EMFILE: 'storage.cause.tooManyOpen',
  ENFILE: 'storage.cause.tooManyOpen',
  EIO: 'storage.cause.diskError',
  ENAMETOOLONG: 'storage.cause.pathTooLong',
  EBUSY: 'storage.cause.fileInUse',
};

/** The system error code of a file system failure, or null. */
export function fsErrorCode(error: unknown): string | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** The cause of a file system failure in words, with its code: "permission denied (EACCES)". */
export function storageCause(error: unknown): Phrase {
  const code = fsErrorCode(error);
  if (code === null) return phrase('storage.cause.unknown');
  return phrase('storage.causeWithCode', { cause: phrase(CAUSES[code] ?? 'storage.cause.other'), code });
}

/** storageCause, said in the language in use. */
export const describeStorageCause = (error: unknown): string => say(storageCause(error));

export class StorageError extends PhrasedError {
  readonly code = 'storage-failed';
  /** The system error code, e.g. 'EACCES'. */
  readonly systemCode: string | null;

  constructor(path: string, cause: unknown) {
    const folder = dirname(path);
    super(phrase('storage.writeFailed', { file: basename(path), folder, cause: storageCause(cause) }));
    this.name = 'StorageError';
    this.systemCode = fsErrorCode(cause);
  }
}
