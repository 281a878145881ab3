// The read path shared by both clients: one GET through fetch, at most one retry, status checked.
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { ensureSuccess, type StatusHints } from './response';
import { type RetryPolicy, type Sleep, sendWithRetry, sleep } from './retry';
import {
  type FetchLike,
  fetchOnce,
  type HttpResponse,
  type OperationKey,
  type RequestContext,
} from './transport';

/** The options both clients take besides their address and key. */
export interface TransportOptions {
  /** Per request, body included. Default 15 s. */
  timeoutMs?: number;
  /** The platform fetch by default; the Electron shell hands in net.fetch (system proxy). */
  fetch?: FetchLike;
  /** Replies larger than this are refused. Default 32 MiB. */
  maxBodyBytes?: number;
  /** The longest 429 Retry-After a read waits out. Default 10 s. */
  maxRetryAfterMs?: number;
  sleep?: Sleep;
  /**
   * Other secrets to keep out of every message besides the client's own key: the app's other key, which
   * a server that knows both (one deployment for both services) could echo.
   */
  alsoRedact?: readonly string[];
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;

/** A request's context is made when it starts: its sentences are in the language in use then. */
export interface Reader {
  context(operation: OperationKey): RequestContext;
  /** GETs the URL under the retry policy; resolves only to a 2xx response. */
  read(url: URL, operation: OperationKey): Promise<{ res: HttpResponse; ctx: RequestContext }>;
}

export function createReader(
  options: TransportOptions,
  request: {
    headers: Record<string, string>;
    secrets: readonly string[];
    hints: StatusHints;
    /** Said when the server answers with a redirect, which is never followed. */
    redirectMessage(): Phrase;
    retry: Omit<RetryPolicy, 'maxRetryAfterMs'>;
  },
): Reader {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const policy: RetryPolicy = {
    ...request.retry,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS,
  };
  const context = (operation: OperationKey): RequestContext => ({
    operation: phrase(operation),
    secrets: request.secrets,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    redirectMessage: request.redirectMessage(),
  });
  return {
    context,
    async read(url, operation) {
      const ctx = context(operation);
      const res = await sendWithRetry(
        () => fetchOnce(fetchImpl, url, request.headers, ctx),
        policy,
        options.sleep ?? sleep,
      );
      ensureSuccess(res, ctx, request.hints);
      return { res, ctx };
    },
  };
}

/** An endpoint URL under a base, with its query parameters URL-encoded (repeated keys kept in order). */
export function endpoint(
  base: string,
  path: string,
  params: readonly (readonly [string, string])[] = [],
): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of params) url.searchParams.append(key, value);
  return url;
}
