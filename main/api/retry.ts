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

/** Retry-After as milliseconds to wait: delta-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
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
