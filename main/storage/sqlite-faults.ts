// What a failure of one of Dialdesk's SQLite files means (the local call history, the person's contacts),
// and how it is said. Only a file SQLite itself reports as damaged is ever set aside: every other failure
// (another process holding the file, a read-only folder, a full disk, an I/O error) says nothing about the
// file's health, so the file is left alone, the operation is tried again later, and the person is told in
// words when they must act. Each file has its own words (FaultWords): what it holds, and what follows.
import type { Phrase, PhraseValue } from '../../preload/shared/i18n/phrase';
import { PhrasedError, saidOf } from '../errors/phrased-error';
import { fsErrorCode } from './storage-error';

export type StoreFaultKind =
  /** SQLITE_CORRUPT, SQLITE_NOTADB, a failed quick_check: set aside (once confirmed). */
  | 'damaged'
  /** A schema newer than this Dialdesk knows: left untouched. */
  | 'newer'
  /** SQLITE_BUSY, SQLITE_LOCKED: another connection holds the lock; time fixes it. */
  | 'busy'
  /** SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH, EACCES, EPERM, EROFS: the person acts. */
  | 'read-only'
  /** SQLITE_FULL, ENOSPC, EDQUOT: the person frees space. */
  | 'full'
  /** SQLITE_IOERR, SQLITE_NOMEM and anything else: tried again, reported if it persists. */
  | 'other';

/** SQLite's primary result codes (the low byte of an extended code) and what each means here. */
const SQLITE_CODES: Readonly<Record<number, StoreFaultKind>> = {
  3: 'read-only', // SQLITE_PERM
  5: 'busy', // SQLITE_BUSY
  6: 'busy', // SQLITE_LOCKED
  8: 'read-only', // SQLITE_READONLY
  11: 'damaged', // SQLITE_CORRUPT
  13: 'full', // SQLITE_FULL
  14: 'read-only', // SQLITE_CANTOPEN: the folder or file may not be written (or does not exist)
  23: 'read-only', // SQLITE_AUTH
  26: 'damaged', // SQLITE_NOTADB
};

/** File-system errors met while creating the file or its folder. */
const FS_CODES: Readonly<Record<string, StoreFaultKind>> = {
  EACCES: 'read-only',
  EPERM: 'read-only',
  EROFS: 'read-only',
  ENOSPC: 'full',
  EDQUOT: 'full',
};

/** A file's failure in words; `kind` says what its service does next. Crosses IPC as written. */
export class StoreFault extends PhrasedError {
  // 'storage-failed' errors keep their message across the bridge (errors/classify.ts).
  readonly code = 'storage-failed';
  readonly kind: StoreFaultKind;

  constructor(kind: StoreFaultKind, said: Phrase, options?: { cause?: unknown }) {
    super(said, options);
    this.name = 'StoreFault';
    this.kind = kind;
  }
}

/** The primary SQLite result code of an error from node:sqlite, or null. */
export function sqliteCode(error: unknown): number | null {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' ? code & 0xff : null;
}

export function faultKindOf(error: unknown): StoreFaultKind {
  if (error instanceof StoreFault) return error.kind;
  const sqlite = sqliteCode(error);
  if (sqlite !== null) return SQLITE_CODES[sqlite] ?? 'other';
  const fs = fsErrorCode(error);
  return (fs !== null && FS_CODES[fs]) || 'other';
}

/** Whether an error is the file's (SQLite's, or already a StoreFault), not a bug or the network's. */
export const isStoreFailure = (error: unknown): boolean =>
  error instanceof StoreFault || sqliteCode(error) !== null;

/** Whether an error says the file itself is damaged (the only reason a file is ever set aside). */
export const isDamagedFileError = (error: unknown): boolean => faultKindOf(error) === 'damaged';

/** An error's own message, for the words around it. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What one file's faults say, by kind: `path` is the file's, `reason` the cause's own words. */
export type FaultWords = Readonly<Record<StoreFaultKind, (path: string, reason: PhraseValue) => Phrase>>;

export interface FileFaults {
  /** A fault of this kind for the file at path, in the words the person reads. */
  storeFault(kind: StoreFaultKind, path: string, cause: unknown): StoreFault;
  /** Any failure of the file as a StoreFault in words (one already in words is kept). */
  toStoreFault(error: unknown, path: string): StoreFault;
}

/** The faults of one kind of file, said in its own words. */
export function faultsInWords(words: FaultWords): FileFaults {
  const storeFault = (kind: StoreFaultKind, path: string, cause: unknown) =>
    new StoreFault(kind, words[kind](path, saidOf(cause)), { cause });
  return {
    storeFault,
    toStoreFault: (error, path) =>
      error instanceof StoreFault ? error : storeFault(faultKindOf(error), path, error),
  };
}
