// The ways a request leaves the app:
// - `fetchOnce`: reads, through an injectable fetch (the platform fetch, or Electron's net.fetch on an
//   in-memory session, which honours the system proxy and certificate store). Never cached
//   (`cache: 'no-store'`: a lookup URL holds the key), redirects never followed (reported as such).
// - `sendOnce`: the one unsafe operation (originate) under Node, on a connection of its own
//   (`agent: false`, `Connection: close`). A pooled keep-alive socket lets a transport silently resend a
//   GET that met a closed socket (undici and Chromium both do for idempotent methods); a fresh socket
//   cannot be resent.
// - `sendOnceThrough`: originate in the app, through a fetch whose session nothing else uses (a fresh
//   in-memory Electron session per call), so that Chromium has no reused socket to resend it on.
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import type { MessageKey } from '../../preload/shared/i18n/translate';
import { NetworkError, RedirectError, ResponseTooLargeError, TimeoutError } from './errors';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpResponse {
  status: number;
  /** The media type alone, lower case, without parameters; '' when the server sent none. */
  contentType: string;
  header(name: string): string | null;
  body: Uint8Array;
}

/** What a request does, said at the start of its errors ("list call history"). */
export type OperationKey = Extract<MessageKey, `api.operation.${string}`>;

export interface RequestContext {
  /** What is being done, for error messages ("list call history"). */
  operation: Phrase;
  /** Values that must never appear in an error message. */
  secrets: readonly string[];
  timeoutMs: number;
  maxBodyBytes: number;
  /** What to say when the server redirects ("…; check the base URL"). */
  redirectMessage: Phrase;
}

export function mediaType(contentTypeHeader: string | null | undefined): string {
  return (contentTypeHeader ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A redirect is refused (a key must never follow one to another host): the error names the operation. */
export function redirectError(ctx: RequestContext, status: number | null): RedirectError {
  return new RedirectError(ctx.operation, ctx.redirectMessage, status, ctx.secrets);
}

function tooLarge(ctx: RequestContext): ResponseTooLargeError {
  return new ResponseTooLargeError(
    ctx.operation,
    phrase('api.tooLarge', { bytes: ctx.maxBodyBytes }),
    ctx.secrets,
  );
}

/** Says in plain words why a transport failed, and which system error code it carried. */
export function networkFailureReason(
  error: unknown,
  url: URL,
): { reason: Phrase; systemCode: string | null } {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const systemCode =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : null;
  const text = `${systemCode ?? ''} ${cause instanceof Error ? cause.message : String(cause)}`;
  const host = url.host;
  const reasons: [RegExp, () => Phrase][] = [
    [/ECONNREFUSED|CONNECTION_REFUSED/, () => phrase('api.network.refused', { host })],
    [/ENOTFOUND|EAI_AGAIN|NAME_NOT_RESOLVED/, () => phrase('api.network.notFound', { host })],
    [
      /CERT|SSL|TLS/i,
      () =>
        systemCode === null
          ? phrase('api.network.certificate', { host })
          : phrase('api.network.secure', { host, code: systemCode }),
    ],
    [
      /ENETUNREACH|EHOSTUNREACH|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE/,
      () => phrase('api.network.offline', { host }),
    ],
    [
      /ECONNRESET|UND_ERR_SOCKET|other side closed|terminated|socket hang up|aborted|CONNECTION_RESET|CONNECTION_CLOSED/i,
      () => phrase('api.network.closed', { host }),
    ],
  ];
  const match = reasons.find(([pattern]) => pattern.test(text));
  return {
    reason: match ? match[1]() : phrase('api.network.failed', { host, detail: text.trim() }),
    systemCode,
  };
}

async function readCappedStream(
  stream: ReadableStream<Uint8Array> | null,
  ctx: RequestContext,
): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ctx.maxBodyBytes) {
      await reader.cancel();
      throw tooLarge(ctx);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function declaredLengthTooLarge(contentLength: string | null | undefined, ctx: RequestContext): boolean {
  return contentLength != null && Number(contentLength) > ctx.maxBodyBytes;
}

/**
 * Electron's net.fetch with `redirect: 'manual'` does not resolve to the 3xx reply: it rejects ("Redirect
 * was cancelled"). Told apart here so that a redirect is one thing under Node and in the app.
 */
const isRedirectRejection = (error: unknown): boolean =>
  error instanceof Error && /\bredirect\b/i.test(`${error.message} ${String(error.cause ?? '')}`);

/** How a fetch that failed is reported: as a timeout, or a network error (the fetch may have sent it). */
interface FetchFailures {
  timeout(ctx: RequestContext, url: URL): TimeoutError;
  network(error: unknown, ctx: RequestContext, url: URL): NetworkError;
}

/** One GET through fetch, body included, within the timeout; never cached, redirects never followed. */
async function fetchReply(
  fetchImpl: FetchLike,
  url: URL,
  headers: Record<string, string>,
  ctx: RequestContext,
  failures: FetchFailures,
): Promise<HttpResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
  try {
    const res = await fetchImpl(url.href, {
      method: 'GET',
      headers,
      redirect: 'manual',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    if (declaredLengthTooLarge(res.headers.get('content-length'), ctx)) {
      await res.body?.cancel();
      throw tooLarge(ctx);
    }
    const body = await readCappedStream(res.body, ctx);
    return {
      status: res.status,
      contentType: mediaType(res.headers.get('content-type')),
      header: (name) => res.headers.get(name),
      body,
    };
  } catch (error) {
    if (error instanceof ResponseTooLargeError) throw error;
    if (controller.signal.aborted) throw failures.timeout(ctx, url);
    if (isRedirectRejection(error)) throw redirectError(ctx, null);
    throw failures.network(error, ctx, url);
  } finally {
    clearTimeout(timer);
  }
}

const readFailures: FetchFailures = {
  timeout: (ctx, url) =>
    new TimeoutError(
      ctx.operation,
      phrase('api.timeout', { host: url.host, seconds: ctx.timeoutMs / 1000 }),
      ctx.secrets,
    ),
  network(error, ctx, url) {
    const { reason, systemCode } = networkFailureReason(error, url);
    return new NetworkError(ctx.operation, reason, systemCode, ctx.secrets);
  },
};

/** One read: a GET through fetch, body included, within the timeout. */
export function fetchOnce(
  fetchImpl: FetchLike,
  url: URL,
  headers: Record<string, string>,
  ctx: RequestContext,
): Promise<HttpResponse> {
  return fetchReply(fetchImpl, url, headers, ctx, readFailures);
}

export interface SendOnceMessages {
  /** Said when no reply came in time: for originate, that the call may still ring. */
  timeout: Phrase;
  /** Said when the connection broke after the request was written, after why it broke. */
  brokenAfterSending(reason: Phrase): Phrase;
}

/**
 * One GET on a fresh connection that is closed afterwards, never resent. Used for originate.
 * Rejects with TimeoutError or NetworkError carrying the given messages.
 */
export async function sendOnce(
  url: URL,
  headers: Record<string, string>,
  ctx: RequestContext,
  messages: SendOnceMessages,
): Promise<HttpResponse> {
  // Loaded here, not with the app: the app sends through Electron (sendOnceThrough), and Node's HTTP and
  // TLS modules would cost each start several ms of loading for nothing.
  const transport = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise((resolve, reject) => {
    let written = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: unknown) =>
      settle(() => {
        if (error instanceof TimeoutError || error instanceof ResponseTooLargeError) return reject(error);
        const { reason, systemCode } = networkFailureReason(error, url);
        const message = written ? messages.brokenAfterSending(reason) : reason;
        reject(new NetworkError(ctx.operation, message, systemCode, ctx.secrets, written));
      });
    const req = transport.request(url, {
      method: 'GET',
      agent: false,
      headers: { ...headers, Connection: 'close' },
    });
    const timer = setTimeout(
      () => req.destroy(new TimeoutError(ctx.operation, messages.timeout, ctx.secrets)),
      ctx.timeoutMs,
    );
    req.on('finish', () => {
      written = true;
    });
    req.on('error', fail);
    req.on('response', (res) => {
      if (declaredLengthTooLarge(res.headers['content-length'], ctx)) return req.destroy(tooLarge(ctx));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > ctx.maxBodyBytes) req.destroy(tooLarge(ctx));
        else chunks.push(chunk);
      });
      res.on('error', fail);
      // 'close' without a complete message: the server cut the reply short.
      res.on('close', () => {
        if (!res.complete) fail(new Error('terminated'));
      });
      res.on('end', () =>
        settle(() =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: mediaType(res.headers['content-type']),
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : (value ?? null);
            },
            body: Buffer.concat(chunks),
          }),
        ),
      );
    });
    req.end();
  });
}

/** Failures that say the request never left: nothing can ring. Any other failure may come after sending. */
const NOT_SENT =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|CONNECTION_REFUSED|NAME_NOT_RESOLVED|CERT|SSL|PROXY|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|ENETUNREACH|EHOSTUNREACH/i;

/**
 * One GET through `fetchImpl`, which must open a connection nothing else uses (a fresh in-memory
 * Electron session): originate in the app. Never retried; the same messages as `sendOnce`.
 */
export function sendOnceThrough(
  fetchImpl: FetchLike,
  url: URL,
  headers: Record<string, string>,
  ctx: RequestContext,
  messages: SendOnceMessages,
): Promise<HttpResponse> {
  return fetchReply(fetchImpl, url, headers, ctx, {
    timeout: () => new TimeoutError(ctx.operation, messages.timeout, ctx.secrets),
    network(error) {
      const { reason, systemCode } = networkFailureReason(error, url);
      const described = `${systemCode ?? ''} ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`;
      const sent = !NOT_SENT.test(described);
      const message = sent ? messages.brokenAfterSending(reason) : reason;
      return new NetworkError(ctx.operation, message, systemCode, ctx.secrets, sent);
    },
  });
}
