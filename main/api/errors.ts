// Typed errors of the HTTP clients. Every message is written for the person who must act on it, and
// every message passes through `redact` before it reaches `super`, so neither the message nor the stack
// (built from the message) can carry a key. Each error is made when it happens, so its sentences are in
// the language in use then.
import { t } from '../../preload/shared/i18n/translate';
import { redact } from './redact';

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
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** What the client was doing, e.g. "list call history", in the language in use. */
  readonly operation: string;

  constructor(operation: string, message: string, secrets: readonly string[]) {
    super(redact(t('api.errorDuring', { operation, detail: message }), secrets));
    this.operation = operation;
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
    operation: string,
    status: number,
    bodyExcerpt: string,
    hint: string,
    secrets: readonly string[],
  ) {
    const excerpt = redact(bodyExcerpt, secrets);
    const code = String(status);
    super(
      operation,
      excerpt
        ? t('api.httpStatusWithExcerpt', { status: code, excerpt, hint })
        : t('api.httpStatus', { status: code, hint }),
      secrets,
    );
    this.status = status;
    this.bodyExcerpt = excerpt;
  }
}

/** A wait as a person reads it: "30 s", "5 min", "3 h". */
function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return t('api.wait.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120
    ? t('api.wait.minutes', { count: minutes })
    : t('api.wait.hours', { count: Math.ceil(minutes / 60) });
}

export class RateLimitedError extends HttpStatusError {
  override readonly name = 'RateLimitedError';
  override readonly kind = 'rate-limited';
  /** How long the server asked us to wait, when it said so. */
  readonly retryAfterMs: number | null;

  constructor(
    operation: string,
    bodyExcerpt: string,
    retryAfterMs: number | null,
    secrets: readonly string[],
  ) {
    const hint =
      retryAfterMs === null
        ? t('api.rateLimitedNoWait')
        : t('api.rateLimited', { wait: waitText(retryAfterMs) });
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

  constructor(operation: string, message: string, status: number | null, secrets: readonly string[]) {
    super(operation, message, secrets);
    this.status = status;
  }
}

export class UnexpectedContentTypeError extends ApiError {
  override readonly name = 'UnexpectedContentTypeError';
  readonly kind = 'unexpected-content-type';
  readonly contentType: string;

  constructor(operation: string, contentType: string, detail: string, secrets: readonly string[]) {
    super(
      operation,
      contentType
        ? t('api.unexpectedContentType', { contentType, detail })
        : t('api.noContentType', { detail }),
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
    operation: string,
    message: string,
    systemCode: string | null,
    secrets: readonly string[],
    requestSent = false,
  ) {
    super(operation, message, secrets);
    this.systemCode = systemCode;
    this.requestSent = requestSent;
  }
}

/** What the lookup service answered, in a sentence: its code (an identifier, never grouped) and its text. */
function lookupFailure(code: number | null, message: string): string {
  if (code === null) return message ? t('api.lookupFailedNoCode', { message }) : t('api.lookupFailedNothing');
  return message
    ? t('api.lookupFailed', { code: String(code), message })
    : t('api.lookupFailedNoMessage', { code: String(code) });
}

/** The lookup body's own `code` was not 200, or its `type` was not `+OK`. */
export class LookupError extends ApiError {
  override readonly name = 'LookupError';
  readonly kind = 'lookup-failed';
  /** The `code` field of the lookup body (not the HTTP status); null when the body had none. */
  readonly code: number | null;
  readonly msg: string;

  constructor(operation: string, code: number | null, msg: string, secrets: readonly string[]) {
    super(operation, lookupFailure(code, msg), secrets);
    this.code = code;
    this.msg = redact(msg, secrets);
  }
}

/** The phone system answered an originate with a success status but a body that reports failure. */
export class OriginateRejectedError extends ApiError {
  override readonly name = 'OriginateRejectedError';
  readonly kind = 'originate-rejected';
}
