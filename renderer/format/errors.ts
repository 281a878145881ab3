// What each error code means in two or three words, and what the person can do about it. The message
// from main is a full sentence already; this adds the headline and the right buttons.
import type { ErrorCode, IpcError, Sentence } from '../../preload/contract';
import { type SayOptions, say, sayable } from '../../preload/shared/i18n/phrase';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';

const REASONS = {
  'invalid-argument': 'errors.reason.invalidArgument',
  'forbidden-sender': 'errors.reason.forbiddenSender',
  'not-configured': 'errors.reason.notConfigured',
  'key-missing': 'errors.reason.keyMissing',
  'keychain-unavailable': 'errors.reason.keychainUnavailable',
  'keychain-locked': 'errors.reason.keychainLocked',
  'settings-invalid': 'errors.reason.settingsInvalid',
  unauthorized: 'errors.reason.unauthorized',
  forbidden: 'errors.reason.forbidden',
  'not-found': 'errors.reason.notFound',
  'rate-limited': 'errors.reason.rateLimited',
  'server-error': 'errors.reason.serverError',
  unreachable: 'errors.reason.unreachable',
  timeout: 'errors.reason.unreachable',
  'unexpected-reply': 'errors.reason.unexpectedReply',
  'lookup-failed': 'errors.reason.lookupFailed',
  'no-number': 'errors.reason.noNumber',
  // Said of this press, which was not sent: the earlier call may have failed or may still ring.
  'call-in-progress': 'errors.reason.callInProgress',
  'call-rejected': 'errors.reason.callRejected',
  'dnc-not-confirmed': 'errors.reason.dncNotConfirmed',
  'outside-calling-hours': 'errors.reason.outsideCallingHours',
  'call-not-pending': 'errors.reason.callNotPending',
  'crm-not-confirmed': 'errors.reason.crmNotConfirmed',
  busy: 'errors.reason.busy',
  internal: 'errors.reason.internal',
} as const satisfies Record<ErrorCode, MessageKey>;

export const errorReason = (code: ErrorCode): string => t(REASONS[code] ?? 'errors.reason.internal');

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
 * A sentence main made, in the language in use now: its phrase said again (main made it in the language
 * of its moment), or its text where the window cannot say the phrase. On Settings (`inSettings`), a
 * sentence that sends the person to Settings says "on this page" instead.
 */
export const shownSentence = (sentence: Sentence, options: SayOptions = {}): string =>
  asSentence(sentence.said && sayable(sentence.said) ? say(sentence.said, options) : sentence.message);

/**
 * The headline of a failed call. When the phone system may have placed it anyway (a timeout, a broken
 * connection), the person must check the phone first: trying again could ring the number twice.
 */
export const callFailureHeadline = (error: IpcError): string =>
  error.callMayRing ? t('errors.callMayRing') : t('errors.headline', { reason: errorReason(error.code) });
