// The one way a call is placed. Whatever started it (history, dial pad, hotkey, tray, link), it passes
// through `place`, which sends exactly one originate per action: while a call is being placed, and for
// a few seconds after, another attempt is refused instead of sent (double clicks, a second link).
// Nothing here retries: originate starts a real call.

import type { CallOutcome } from '../preload/contract';
import {
  ApiError,
  HttpStatusError,
  NetworkError,
  type OriginateRequest,
  type OriginateResult,
  TimeoutError,
} from './api';
import { type CallPlan, callStatus } from './call-plan';
import { CoreError } from './core-errors';

export const CALL_LOCK_MS = 5_000;

export interface DialerOptions {
  lockMs?: number;
  now?: () => number;
}

export type Originate = (request: OriginateRequest) => Promise<OriginateResult>;

export interface Dialer {
  /** Rings `extension`, then connects the plan's destination, through the given originate. */
  place(plan: CallPlan, extension: string, originate: Originate): Promise<CallOutcome>;
}

/** After these failures the phone system may have acted on the request: the phone may still ring. */
function mayStillRing(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (error instanceof NetworkError) return error.requestSent;
  return error instanceof HttpStatusError && (error.status === 502 || error.status === 504);
}

export function createDialer({ lockMs = CALL_LOCK_MS, now = Date.now }: DialerOptions = {}): Dialer {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  let lastDisplay = '';

  return {
    async place(plan, extension, originate) {
      if (now() < lockedUntil) {
        throw new CoreError(
          'call-in-progress',
          `A call to ${lastDisplay} was placed a moment ago; this one was not sent. Wait a few seconds, then try again.`,
        );
      }
      // Held from before the request until lockMs after it settles, so a slow reply cannot reopen it early.
      lockedUntil = Number.POSITIVE_INFINITY;
      lastDisplay = plan.display;
      try {
        await originate({ extension, destination: plan.destination });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new CoreError('call-rejected', `The call to ${plan.display} failed: ${error.message}`, {
          callMayRing: mayStillRing(error),
        });
      } finally {
        lockedUntil = now() + lockMs;
      }
      return {
        destination: plan.destination,
        display: plan.display,
        extension,
        dialAfterConnect: plan.dialAfterConnect,
        status: callStatus(plan, extension),
      };
    },
  };
}
