// What a failure of the local history file means, and what to do about it. Only a file SQLite itself
// reports as damaged is ever set aside: every other failure (another process holding the file, a
// read-only folder, a full disk, an I/O error) says nothing about the file's health, so the file is left
// alone, the operation is tried again later, and the person is told in words when they must act.
import { dirname } from 'node:path';
import { type Phrase, type PhraseValue, phrase } from '../../preload/shared/i18n/phrase';
import { PhrasedError, saidOf } from '../errors/phrased-error';
import { fsErrorCode } from '../storage/storage-error';

export type StoreFaultKind =
  /** SQLITE_CORRUPT, SQLITE_NOTADB, a failed quick_check: set aside (once confirmed) and rebuilt. */
  | 'damaged'
  /** A schema newer than this Dialdesk knows: left untouched, no local copy. */
  | 'newer'
  /** SQLITE_BUSY, SQLITE_LOCKED: another connection holds the lock; time fixes it. */
  | 'busy'
  /** SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH, EACCES, EPERM, EROFS: the person acts. */
  | 'read-only'
  /** SQLITE_FULL, ENOSPC, EDQUOT: the person frees space; the sync catches up. */
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

/** A history file failure in words; `kind` says what the service does next. Crosses IPC as written. */
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

/** Whether an error is the history file's (SQLite's, or already a StoreFault), not a bug or the network's. */
export const isStoreFailure = (error: unknown): boolean =>
  error instanceof StoreFault || sqliteCode(error) !== null;

/** Whether an error says the file itself is damaged (the only reason a file is ever set aside). */
export const isDamagedFileError = (error: unknown): boolean => faultKindOf(error) === 'damaged';

/** An error's own message, for the words around it. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A fault of this kind for the file at path, in the words the person reads. */
export function storeFault(kind: StoreFaultKind, path: string, cause: unknown): StoreFault {
  return new StoreFault(kind, FAULT_WORDS[kind](path, saidOf(cause)), { cause });
}

/** Any failure of the file as a StoreFault in words (one already in words is kept). */
export function toStoreFault(error: unknown, path: string): StoreFault {
  return error instanceof StoreFault ? error : storeFault(faultKindOf(error), path, error);
}

const FAULT_WORDS: Readonly<Record<StoreFaultKind, (path: string, reason: PhraseValue) => Phrase>> = {
  damaged: (_path, reason) => phrase('localHistory.fault.damaged', { reason }),
  newer: () => phrase('localHistory.fault.newer'),
  busy: () => phrase('localHistory.fault.busy'),
  'read-only': (path) => phrase('localHistory.fault.readOnly', { folder: dirname(path) }),
  full: () => phrase('localHistory.fault.full'),
  other: (_path, reason) => phrase('localHistory.fault.other', { reason }),
};
