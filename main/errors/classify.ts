// The one classification of failures: whatever a module throws (a client's ApiError, the keychain's, a
// settings refusal, a CoreError) becomes the contract's IpcError, a { code, message } the renderer shows
// as it is. The IPC door only passes the result on; the periodic checks and the shell's notices read the
// same codes.

import type { ErrorCode, IpcError } from '../../preload/contract';
import { phrase, say } from '../../preload/shared/i18n/phrase';
import { ApiError, type HttpStatusError, LookupError } from '../api';
import { CoreError } from './core-errors';
import { SettingsValidationError } from './invalid-fields';
import { sentenceOf } from './phrased-error';

function codeOfApiError(error: ApiError): ErrorCode {
  switch (error.kind) {
    case 'http-status': {
      const { status } = error as HttpStatusError;
      if (status === 401) return 'unauthorized';
      if (status === 403) return 'forbidden';
      if (status === 404) return 'not-found';
      return status >= 500 ? 'server-error' : 'unexpected-reply';
    }
    case 'rate-limited':
      return 'rate-limited';
    case 'timeout':
      return 'timeout';
    case 'network':
      return 'unreachable';
    case 'lookup-failed':
      return 'lookup-failed';
    case 'originate-rejected':
      return 'call-rejected';
    case 'invalid-argument':
      return 'invalid-argument';
    default:
      return 'unexpected-reply';
  }
}

/** Errors that carry a contract code of their own (keychain, settings, core). */
const OWN_CODES: Partial<Record<string, ErrorCode>> = {
  'keychain-unavailable': 'keychain-unavailable',
  'keychain-locked': 'keychain-locked',
  'invalid-key': 'invalid-argument',
  // A file could not be written: its message names the cause and the folder, so it crosses as written.
  'storage-failed': 'internal',
};

export function toIpcError(error: unknown): IpcError {
  if (error instanceof CoreError) {
    return {
      code: error.code,
      ...sentenceOf(error),
      ...(error.callMayRing && { callMayRing: true }),
      ...(error.details !== undefined && { details: error.details }),
    };
  }
  if (error instanceof LookupError) {
    return { code: 'lookup-failed', ...sentenceOf(error), lookup: { code: error.code, msg: error.msg } };
  }
  if (error instanceof ApiError) return { code: codeOfApiError(error), ...sentenceOf(error) };
  if (error instanceof SettingsValidationError)
    return { code: 'settings-invalid', message: error.message, fields: error.problems };
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    const code = OWN_CODES[error.code];
    if (code) return { code, ...sentenceOf(error) };
  }
  // An unexpected failure: its text could hold anything, so only its kind crosses the bridge.
  const kind = error instanceof Error ? error.name : typeof error;
  const said = phrase('error.internal', { kind });
  return { code: 'internal', message: say(said), said };
}
