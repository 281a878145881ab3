// The two ways a request leaves the app:
// - `fetchOnce`: reads, through an injectable fetch (the platform fetch, or Electron's net.fetch which
//   honours the system proxy). Redirects are not followed: an API that redirects is misconfigured.
// - `sendOnce`: the one unsafe operation (originate), on a connection of its own (`agent: false`,
//   `Connection: close`). A pooled keep-alive socket lets a transport silently resend a GET that met a
//   closed socket (undici and Chromium both do for idempotent methods); a fresh socket cannot be resent.
import http from 'node:http';
import https from 'node:https';
import { NetworkError, ResponseTooLargeError, TimeoutError } from './errors';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpResponse {
  status: number;
  /** The media type alone, lower case, without parameters; '' when the server sent none. */
  contentType: string;
  header(name: string): string | null;
  body: Uint8Array;
}

export interface RequestContext {
  /** What is being done, for error messages ("list call history"). */
  operation: string;
  /** Values that must never appear in an error message. */
  secrets: readonly string[];
  timeoutMs: number;
  maxBodyBytes: number;
}

export function mediaType(contentTypeHeader: string | null | undefined): string {
  return (contentTypeHeader ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function tooLarge(ctx: RequestContext): ResponseTooLargeError {
  return new ResponseTooLargeError(
    ctx.operation,
    `the reply is larger than ${ctx.maxBodyBytes} bytes, the most this app accepts; ask for fewer records at a time.`,
    ctx.secrets,
  );
}

/** Says in plain words why a transport failed, and which system error code it carried. */
export function networkFailureReason(
  error: unknown,
  url: URL,
): { reason: string; systemCode: string | null } {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const systemCode =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : null;
  const text = `${systemCode ?? ''} ${cause instanceof Error ? cause.message : String(cause)}`;
  const host = url.host;
  const reasons: [RegExp, string][] = [
    [
      /ECONNREFUSED|CONNECTION_REFUSED/,
      `could not connect to ${host} (connection refused). Is the address right?`,
    ],
    [
      /ENOTFOUND|EAI_AGAIN|NAME_NOT_RESOLVED/,
      `the host ${host} could not be found. Check the account id and domain, and your network.`,
    ],
    [
      /CERT|SSL|TLS/i,
      `the secure connection to ${host} failed (${systemCode ?? 'certificate problem'}). Check the address, or your network's proxy.`,
    ],
    [
      /ENETUNREACH|EHOSTUNREACH|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE/,
      `${host} is unreachable: the computer seems to be offline.`,
    ],
    [
      /ECONNRESET|UND_ERR_SOCKET|other side closed|terminated|socket hang up|aborted|CONNECTION_RESET|CONNECTION_CLOSED/i,
      `the connection to ${host} was closed before a complete reply arrived.`,
    ],
  ];
  const match = reasons.find(([pattern]) => pattern.test(text));
  return { reason: match ? match[1] : `the request to ${host} failed (${text.trim()}).`, systemCode };
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

/** One GET through fetch, body included, within the timeout. */
export async function fetchOnce(
  fetchImpl: FetchLike,
  url: URL,
  headers: Record<string, string>,
  ctx: RequestContext,
): Promise<HttpResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
  try {
    const res = await fetchImpl(url.href, {
      method: 'GET',
      headers,
      redirect: 'manual',
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
    if (controller.signal.aborted) {
      throw new TimeoutError(
        ctx.operation,
        `${url.host} did not answer within ${ctx.timeoutMs / 1000} s. Try again; if it keeps happening, the server may be down.`,
        ctx.secrets,
      );
    }
    const { reason, systemCode } = networkFailureReason(error, url);
    throw new NetworkError(ctx.operation, reason, systemCode, ctx.secrets);
  } finally {
    clearTimeout(timer);
  }
}

export interface SendOnceMessages {
  /** Said when no reply came in time: for originate, that the call may still ring. */
  timeout: string;
  /** Said when the connection broke after the request was written. */
  brokenAfterSending: string;
}

/**
 * One GET on a fresh connection that is closed afterwards, never resent. Used for originate.
 * Rejects with TimeoutError or NetworkError carrying the given messages.
 */
export function sendOnce(
  url: URL,
  headers: Record<string, string>,
  ctx: RequestContext,
  messages: SendOnceMessages,
): Promise<HttpResponse> {
  const transport = url.protocol === 'https:' ? https : http;
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
        const message = written ? `${reason} ${messages.brokenAfterSending}` : reason;
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
