// Typed errors of the HTTP clients. Every message is written for the person who must act on it, and
// every message passes through `redact` before it reaches `super`, so neither the message nor the stack
// (built from the message) can carry a key. Each error is made when it happens, so its sentences are in
// the language in use then; its phrase (`said`, redacted the same way) says it again in another.
import { type Phrase, type PhraseValue, phrase, say } from '../../preload/shared/i18n/phrase';
import { PhrasedError } from '../errors/phrased-error';
import { redact, redactPhrase } from './redact';

export { redact };

export type ApiErrorKind =
  | 'invalid-argument'
  | 'http-status'
  | 'rate-limited'
  | 'redirected'
  | 'unexpected-content-type'
  | 'unexpected-response'
  | 'too-large'
  | 'timeout'
  | 'network'
  | 'lookup-failed'
  | 'originate-rejected';

/**
 * Each error names itself (`name`, as in its stack and logs): the built main renames classes when it is
 * minified (scripts/main-bundle.mjs), so their own names cannot say it.
 */
export abstract class ApiError extends PhrasedError {
  abstract readonly kind: ApiErrorKind;

  /** `operation`: what the client was doing ("list call history"); `detail`: what went wrong. */
  constructor(operation: PhraseValue, detail: PhraseValue, secrets: readonly string[]) {
    super(redactPhrase(phrase('api.errorDuring', { operation, detail }), secrets));
    // Each value was redacted on its own; the whole sentence too, in case a key spans two of them.
    this.message = redact(this.message, secrets);
  }
}

export class InvalidArgumentError extends ApiError {
  override readonly name = 'InvalidArgumentError';
  readonly kind = 'invalid-argument';
}

/** A status of 400 or above. */
export class HttpStatusError extends ApiError {
  override readonly name: string = 'HttpStatusError';
  readonly kind: ApiErrorKind = 'http-status';
  readonly status: number;
  /** A short, redacted excerpt of the body, for the person reading the error. */
  readonly bodyExcerpt: string;

  constructor(
    operation: PhraseValue,
    status: number,
    bodyExcerpt: string,
    hint: PhraseValue,
    secrets: readonly string[],
  ) {
    const excerpt = redact(bodyExcerpt, secrets);
    const code = String(status);
    super(
      operation,
      excerpt
        ? phrase('api.httpStatusWithExcerpt', { status: code, excerpt, hint })
        : phrase('api.httpStatus', { status: code, hint }),
      secrets,
    );
    this.status = status;
    this.bodyExcerpt = excerpt;
  }
}

/** A wait as a person reads it: "30 s", "5 min", "3 h". */
function waitText(ms: number): Phrase {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return phrase('api.wait.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120
    ? phrase('api.wait.minutes', { count: minutes })
    : phrase('api.wait.hours', { count: Math.ceil(minutes / 60) });
}

export class RateLimitedError extends HttpStatusError {
  override readonly name = 'RateLimitedError';
  override readonly kind = 'rate-limited';
  /** How long the server asked us to wait, when it said so. */
  readonly retryAfterMs: number | null;

  constructor(
    operation: PhraseValue,
    bodyExcerpt: string,
    retryAfterMs: number | null,
    secrets: readonly string[],
  ) {
    const hint =
      retryAfterMs === null
        ? phrase('api.rateLimitedNoWait')
        : phrase('api.rateLimited', { wait: waitText(retryAfterMs) });
    super(operation, 429, bodyExcerpt, hint, secrets);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * The server answered with a redirect. Never followed (a key must not travel to where a redirect points)
 * and never retried. Under Node the 3xx arrives as a status; Electron's net.fetch rejects instead, with no
 * status: both end here with the same message.
 */
export class RedirectError extends ApiError {
  override readonly name = 'RedirectError';
  readonly kind = 'redirected';
  /** The 3xx status when the transport reported one. */
  readonly status: number | null;

  constructor(
    operation: PhraseValue,
    detail: PhraseValue,
    status: number | null,
    secrets: readonly string[],
  ) {
    super(operation, detail, secrets);
    this.status = status;
  }
}

export class UnexpectedContentTypeError extends ApiError {
  override readonly name = 'UnexpectedContentTypeError';
  readonly kind = 'unexpected-content-type';
  readonly contentType: string;

  constructor(operation: PhraseValue, contentType: string, detail: PhraseValue, secrets: readonly string[]) {
    super(
      operation,
      contentType
        ? phrase('api.unexpectedContentType', { contentType, detail })
        : phrase('api.noContentType', { detail }),
      secrets,
    );
    this.contentType = contentType;
  }
}

/** The reply had the right status and type but its content could not be understood. */
export class UnexpectedResponseError extends ApiError {
  override readonly name = 'UnexpectedResponseError';
  readonly kind = 'unexpected-response';
}

export class ResponseTooLargeError extends ApiError {
  override readonly name = 'ResponseTooLargeError';
  readonly kind = 'too-large';
}

export class TimeoutError extends ApiError {
  override readonly name = 'TimeoutError';
  readonly kind = 'timeout';
}

export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  readonly kind = 'network';
  /** The system error code (ECONNREFUSED, ENOTFOUND, ...) when there is one. */
  readonly systemCode: string | null;
  /** True when the request was fully written before the connection broke: the server may have acted. */
  readonly requestSent: boolean;

  constructor(
    operation: PhraseValue,
    detail: PhraseValue,
    systemCode: string | null,
    secrets: readonly string[],
    requestSent = false,
  ) {
    super(operation, detail, secrets);
    this.systemCode = systemCode;
    this.requestSent = requestSent;
  }
}

/**
 * What the lookup service answered, in a sentence: its code (an identifier, never grouped) and its text
 * (as it sent it, or a sentence of the app's about it).
 */
function lookupFailure(code: number | null, message: PhraseValue): Phrase {
  if (code === null)
    return message ? phrase('api.lookupFailedNoCode', { message }) : phrase('api.lookupFailedNothing');
  return message
    ? phrase('api.lookupFailed', { code: String(code), message })
    : phrase('api.lookupFailedNoMessage', { code: String(code) });
}

/** The lookup body's own `code` was not 200, or its `type` was not `+OK`. */
export class LookupError extends ApiError {
  override readonly name = 'LookupError';
  readonly kind = 'lookup-failed';
  /** The `code` field of the lookup body (not the HTTP status); null when the body had none. */
  readonly code: number | null;
  readonly msg: string;

  /** `msg`: the body's own text, or (when it sent none) a sentence of the app's about the reply. */
  constructor(operation: PhraseValue, code: number | null, msg: PhraseValue, secrets: readonly string[]) {
    super(operation, lookupFailure(code, msg), secrets);
    this.code = code;
    this.msg = redact(typeof msg === 'object' ? say(msg) : String(msg), secrets);
  }
}

/** The phone system answered an originate with a success status but a body that reports failure. */
export class OriginateRejectedError extends ApiError {
  override readonly name = 'OriginateRejectedError';
  readonly kind = 'originate-rejected';
}
