// What a failed periodic check (voicemail, history) means: wait and try again, or stop until the user acts.

import type { ErrorCode, Sentence } from '../../preload/contract';
import { RateLimitedError } from '../api';
import { toIpcError } from '../errors/classify';

export type CheckFailure =
  /** Trying again cannot help (no account, wrong or missing key, locked keychain): stop and say so. */
  | { kind: 'stop'; problem: Sentence }
  /** Network, timeout, 5xx, an odd reply: back off and try again; retryAfterMs is the server's 429 wait. */
  | { kind: 'retry'; retryAfterMs: number | null };

/** Failures that need the user, not time: refused keys, no account, a keychain that cannot be used. */
const STOPPING_CODES: ReadonlySet<ErrorCode> = new Set([
  'unauthorized',
  'forbidden',
  'key-missing',
  'not-configured',
  'keychain-unavailable',
  'keychain-locked',
  'settings-invalid',
]);

// The contract's error codes already sort every failure (toIpcError); the checks read them too.
export function classifyFailure(error: unknown): CheckFailure {
  if (error instanceof RateLimitedError) return { kind: 'retry', retryAfterMs: error.retryAfterMs };
  const { code, message, said } = toIpcError(error);
  return STOPPING_CODES.has(code)
    ? { kind: 'stop', problem: said ? { message, said } : { message } }
    : { kind: 'retry', retryAfterMs: null };
}
