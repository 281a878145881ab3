// Errors the core raises itself (the clients and the keychain have their own). Each carries the
// contract's error code, so the IPC layer can pass it on without guessing from the text, and its sentence
// as a phrase, so that a window can say it again in another language.
import type { ErrorCode } from '../../preload/contract';
import type { Phrase } from '../../preload/shared/i18n/phrase';
import { PhrasedError } from './phrased-error';

export class CoreError extends PhrasedError {
  readonly code: ErrorCode;
  /** Set on a failed call when the phone system may have placed it anyway. */
  readonly callMayRing: boolean;
  /** What the client reported (operation, status, body excerpt), for a Details disclosure; never a key. */
  readonly details: string | undefined;

  constructor(code: ErrorCode, said: Phrase, options: { callMayRing?: boolean; details?: string } = {}) {
    super(said);
    this.name = 'CoreError';
    this.code = code;
    this.callMayRing = options.callMayRing ?? false;
    this.details = options.details;
  }
}
