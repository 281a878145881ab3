// The one way a call is placed. Whatever started it (history, dial pad, hotkey, tray, link), it passes
// through `place`, which sends exactly one originate per action: while a call is being placed, and for
// a few seconds after, another attempt is refused instead of sent (double clicks, a second link).
// Nothing here retries: originate starts a real call.

import type { CallOutcome } from '../../preload/contract';
import { IN_SETTINGS, type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import {
  ApiError,
  HttpStatusError,
  InvalidArgumentError,
  NetworkError,
  OriginateRejectedError,
  type OriginateRequest,
  type OriginateResult,
  TimeoutError,
} from '../api';
import { CoreError } from '../errors/core-errors';
import { type CallPlan, callStatus } from './call-plan';

export const CALL_LOCK_MS = 5_000;

export interface DialerOptions {
  lockMs?: number;
  now?: () => number;
}

export type Originate = (request: OriginateRequest) => Promise<OriginateResult>;

export interface Dialer {
  /**
   * Rings `extension`, then connects the plan's destination, through the given originate; what the call
   * is named by afterwards (placedId) is the caller's to give.
   */
  place(plan: CallPlan, extension: string, originate: Originate): Promise<Omit<CallOutcome, 'placedId'>>;
}

/** After these failures the phone system may have acted on the request: the phone may still ring. */
function mayStillRing(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (error instanceof NetworkError) return error.requestSent;
  return error instanceof HttpStatusError && (error.status === 502 || error.status === 504);
}

/** After these failures nothing was placed: the phone system refused, or the request never went out. */
function surelyNotPlaced(error: ApiError): boolean {
  if (error instanceof NetworkError) return !error.requestSent;
  if (error instanceof HttpStatusError) return !mayStillRing(error);
  return error instanceof OriginateRejectedError || error instanceof InvalidArgumentError;
}

// The machine-readable code of an error body ('{"error":"bad_request",…}'), when the excerpt holds one.
const BODY_CODE = /"(?:error|code)"\s*:\s*"([\w.-]{1,40})"/;

/** What the person can do about a refusal with this status, when there is something: a sentence of its own. */
const REFUSAL_HINTS: Partial<Record<number, Phrase>> = {
  401: phrase('calls.hint.checkKey', { where: IN_SETTINGS }),
  403: phrase('calls.hint.notAuthorised'),
  429: phrase('calls.hint.wait'),
};

/** The refusal of an HTTP status, and after it what the person can do about it (a sentence of its own). */
function httpRefusal(error: HttpStatusError, number: string): Phrase {
  const status = String(error.status);
  const code = BODY_CODE.exec(error.bodyExcerpt)?.[1];
  const refusal = code
    ? phrase('calls.refusedHttpCode', { number, status, code })
    : phrase('calls.refusedHttp', { number, status });
  const hint = REFUSAL_HINTS[error.status];
  return hint ? phrase('text.twoSentences', { first: refusal, second: hint }) : refusal;
}

/** Why an originate failed, in one sentence for the person. */
function failureOf(error: ApiError, number: string, callMayRing: boolean): Phrase {
  if (callMayRing) return phrase('calls.mayStillRing', { number });
  if (error instanceof HttpStatusError) return httpRefusal(error, number);
  if (error instanceof OriginateRejectedError) return phrase('calls.refused', { number });
  if (error instanceof NetworkError) return phrase('calls.unreachable', { number, where: IN_SETTINGS });
  if (error instanceof InvalidArgumentError) return phrase('calls.notSendable', { number });
  return phrase('calls.unreadableAnswer', { number });
}

/**
 * A failed originate as one sentence for the person. The client's own message (operation, address,
 * body excerpt) is kept apart as details: it helps an administrator, not the person at the desk.
 */
function callFailure(error: ApiError, number: string): CoreError {
  const callMayRing = mayStillRing(error);
  return new CoreError('call-rejected', failureOf(error, number, callMayRing), {
    callMayRing,
    details: error.message,
  });
}

export function createDialer({ lockMs = CALL_LOCK_MS, now = Date.now }: DialerOptions = {}): Dialer {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  let lastDisplay = '';

  return {
    async place(plan, extension, originate) {
      if (now() < lockedUntil) {
        throw new CoreError('call-in-progress', phrase('calls.inProgress', { number: lastDisplay }));
      }
      // Held from before the request until lockMs after it settles, so a slow reply cannot reopen it early.
      lockedUntil = Number.POSITIVE_INFINITY;
      lastDisplay = plan.display;
      let placed = true;
      try {
        await originate({ extension, destination: plan.destination });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Only a call that went out, or may have, holds the lock: after a refusal nothing rings.
        placed = !surelyNotPlaced(error);
        throw callFailure(error, plan.display);
      } finally {
        lockedUntil = placed ? now() + lockMs : Number.NEGATIVE_INFINITY;
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
