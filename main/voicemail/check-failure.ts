// What a failed voicemail check means for the watch: wait and try again, or stop until the user acts.
import { HttpStatusError, RateLimitedError } from '../api';

export type CheckFailure =
  /** Trying again cannot help (no account, wrong or missing key, locked keychain): stop and say so. */
  | { kind: 'stop'; message: string }
  /** Network, timeout, 5xx, an odd reply: back off and try again; retryAfterMs is the server's 429 wait. */
  | { kind: 'retry'; retryAfterMs: number | null };

/** The codes of the core's own errors (CoreError) and the keychain's that need the user, not time. */
const STOPPING_CODES: ReadonlySet<string> = new Set([
  'key-missing',
  'not-configured',
  'keychain-unavailable',
  'keychain-locked',
  'settings-invalid',
]);

function stoppingCode(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    STOPPING_CODES.has(error.code)
  );
}

const STOPPED_WITHOUT_REASON = 'Voicemail checks stopped: check the account and keys in Settings.';

export function classifyFailure(error: unknown): CheckFailure {
  if (error instanceof RateLimitedError) return { kind: 'retry', retryAfterMs: error.retryAfterMs };
  const refused = error instanceof HttpStatusError && (error.status === 401 || error.status === 403);
  if (refused || stoppingCode(error)) {
    const message = error instanceof Error && error.message !== '' ? error.message : STOPPED_WITHOUT_REASON;
    return { kind: 'stop', message };
  }
  return { kind: 'retry', retryAfterMs: null };
}
