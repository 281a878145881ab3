// Retries for reads only. originate never comes through here: it is sent once by `sendOnce`.
import { NetworkError } from './errors';
import type { HttpResponse } from './transport';

export interface RetryPolicy {
  /** Statuses that earn one more attempt (the server says it did not do the work). */
  retryStatuses: ReadonlySet<number>;
  retryNetworkErrors: boolean;
  /** The longest 429 Retry-After wait honoured; a longer one is reported instead of waited out. */
  maxRetryAfterMs: number;
}

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The longest Retry-After believed: a day. A server asking for more (a typo, 1e23 seconds) is waited
 * out for a day at most, and a message never says "wait 1e+23 s".
 */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Retry-After as milliseconds to wait: delta-seconds or an HTTP date (RFC 9110 section 10.2.3), clamped. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const date = Date.parse(trimmed);
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/** Sends, and sends at most once more when the policy allows it. Returns the last response. */
export async function sendWithRetry(
  send: () => Promise<HttpResponse>,
  policy: RetryPolicy,
  wait: Sleep = sleep,
): Promise<HttpResponse> {
  let response: HttpResponse;
  try {
    response = await send();
  } catch (error) {
    if (policy.retryNetworkErrors && error instanceof NetworkError) return send();
    throw error;
  }
  if (policy.retryStatuses.has(response.status)) return send();
  if (response.status === 429) {
    const delay = parseRetryAfter(response.header('retry-after'), Date.now());
    if (delay !== null && delay <= policy.maxRetryAfterMs) {
      await wait(delay);
      return send();
    }
  }
  return response;
}
