// What each error code means in two or three words, and what the person can do about it. The message
// from main is a full sentence already; this adds the headline and the right buttons.
import type { ErrorCode, IpcError } from '../../preload/contract';

const REASONS: Record<ErrorCode, string> = {
  'invalid-argument': 'Invalid input',
  'forbidden-sender': 'Request refused',
  'not-configured': 'Setup needed',
  'key-missing': 'Key not set',
  'keychain-unavailable': 'Keychain unavailable',
  'keychain-locked': 'Keychain locked',
  'settings-invalid': 'Invalid settings',
  unauthorized: 'Wrong key',
  forbidden: 'Account not authorised',
  'not-found': 'Not found',
  'rate-limited': 'Too many requests',
  'server-error': 'Server problem',
  unreachable: 'Server unreachable',
  timeout: 'Server unreachable',
  'unexpected-reply': 'Unexpected reply',
  'lookup-failed': 'Lookup failed',
  'no-number': 'No number found',
  // Said of this press, which was not sent: the earlier call may have failed or may still ring.
  'call-in-progress': 'Call not sent',
  'call-rejected': 'Call not placed',
  'dnc-not-confirmed': 'Do Not Call number',
  'call-not-pending': 'Call no longer waiting',
  busy: 'Busy',
  internal: 'Something went wrong',
};

export const errorReason = (code: ErrorCode): string => REASONS[code] ?? 'Something went wrong';

/** Codes fixed in Settings: the error offers a way there. */
const SETTINGS_CODES = new Set<ErrorCode>([
  'not-configured',
  'key-missing',
  'settings-invalid',
  'unauthorized',
  'forbidden',
]);

export const fixedInSettings = (code: ErrorCode): boolean => SETTINGS_CODES.has(code);

/** Main's message as a sentence: some start with the operation in lower case ("list call history: …"). */
export const asSentence = (message: string): string => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The headline of a failed call. When the phone system may have placed it anyway (a timeout, a broken
 * connection), the person must check the phone first: trying again could ring the number twice.
 */
export const callFailureHeadline = (error: IpcError): string =>
  error.callMayRing
    ? 'The call may still ring: check your phone before you try again.'
    : `${errorReason(error.code)}.`;
