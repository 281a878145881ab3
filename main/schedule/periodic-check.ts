// A check that runs every few minutes against the phone system, with the rules every such check follows
// (the voicemail watch's, generalised): failures that time can fix back off (2, 4, 8... intervals, up to a
// cap) and honour the server's Retry-After; failures only the user can fix (wrong key, no account) stop
// the checks with one report until settings change. A fleet of desks shares one phone system, so every
// wait carries ±20% jitter, and a check after wake or network return waits a random 0–30 s: 500 desks
// coming back at once then send about 33 requests a second instead of 1,000 in the same second.
// The clients' own bound on Retry-After (a day), held here too: a timer past 2^31-1 ms (24.8 days) would
// fire at once.
import type { Sentence } from '../../preload/contract';
import { MAX_RETRY_AFTER_MS } from '../api/retry';
import { type CheckFailure, classifyFailure } from './check-failure';
import { type Clock, systemClock } from './clock';
import { singleTimer } from './single-timer';

export type CheckReason = 'wake' | 'online' | 'settings' | 'manual';

export interface PeriodicCheckOptions {
  /** One check; throws on failure. The signal aborts when stop() is called while it runs. */
  run(signal: AbortSignal): Promise<void>;
  /** Read at each scheduling, so a changed setting applies to the next wait. */
  intervalMs(): number;
  /** A problem that stopped the checks, reported once; null when a later check succeeds. */
  onProblem(problem: Sentence | null): void;
  clock?: Clock;
  /** Uniform in [0, 1): Math.random by default, fixed in tests. */
  random?: () => number;
  /** The longest wait between failing checks, default 30 min. */
  maxBackoffMs?: number;
}

export interface PeriodicCheck {
  /** Checks now, then every interval; also resumes checks stopped by a problem. */
  start(): void;
  /** Cancels the next check and aborts one under way; settles once that one has finished. */
  stop(): Promise<void>;
  /**
   * 'manual' checks at once (joining a check under way); 'wake' and 'online' schedule one after a random
   * 0–30 s, unless a problem stopped the checks or the server's Retry-After has not passed; 'settings'
   * resumes stopped checks. Nothing before start() or after stop().
   */
  checkNow(reason: CheckReason): Promise<void>;
}

export const JITTER = 0.2;
export const MAX_RECONNECT_DELAY_MS = 30_000;
const DEFAULT_MAX_BACKOFF_MS = 30 * 60_000;

/** ms ± 20%, so that desks started together drift apart instead of asking in step. */
export function jittered(ms: number, random: () => number): number {
  return Math.round(ms * (1 - JITTER + 2 * JITTER * random()));
}

/** checking: checks run; halted: stopped by a problem until settings change; stopped: by stop(). */
type State = 'stopped' | 'checking' | 'halted';

export function createPeriodicCheck(options: PeriodicCheckOptions): PeriodicCheck {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  let state: State = 'stopped';
  let inFlight: Promise<void> | null = null;
  let abort = new AbortController();
  let failures = 0;
  /** Until then, only the user (manual, settings) may ask the server again: its 429 Retry-After. */
  let rateLimitedUntil = 0;
  /** The stopping problem last reported, so the same one is never reported twice in a row. */
  let problem: Sentence | null = null;

  // `check` is defined below: the timer only ever calls it once this scope has run.
  const timer = singleTimer(clock, () => void check());
  const cancelTimer = timer.cancel;
  const schedule = timer.set;

  const failed = (failure: CheckFailure) => {
    if (failure.kind === 'stop') {
      state = 'halted';
      if (failure.problem.message !== problem?.message) {
        problem = failure.problem;
        options.onProblem(problem);
      }
      return;
    }
    failures += 1;
    const interval = options.intervalMs();
    const backoff = Math.min(interval * 2 ** failures, Math.max(maxBackoffMs, interval));
    const retryAfter = Math.min(failure.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);
    rateLimitedUntil = clock.now() + retryAfter;
    // The server's wait is kept exactly; only our own backoff is jittered.
    schedule(Math.max(jittered(backoff, random), retryAfter));
  };

  const runCheck = async (): Promise<void> => {
    cancelTimer();
    try {
      await options.run(abort.signal);
    } catch (error) {
      if (state === 'checking') failed(classifyFailure(error));
      return;
    }
    failures = 0;
    if (state === 'checking') schedule(jittered(options.intervalMs(), random));
    if (problem !== null) {
      problem = null;
      options.onProblem(null);
    }
  };

  /** The one way a check starts: never two at once. */
  const check = (): Promise<void> => {
    inFlight ??= runCheck().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const resume = (): Promise<void> | undefined => {
    if (state === 'stopped') return;
    state = 'checking';
    return check();
  };

  return {
    start() {
      if (state === 'checking') return;
      if (state === 'stopped') abort = new AbortController();
      state = 'checking';
      void check();
    },
    async stop() {
      state = 'stopped';
      cancelTimer();
      abort.abort();
      await inFlight?.catch(() => undefined);
    },
    async checkNow(reason) {
      if (state === 'stopped') return;
      if (reason === 'settings') return (inFlight ?? Promise.resolve()).then(resume);
      if (inFlight) return inFlight;
      if (state === 'halted') return;
      if (reason === 'manual') return check();
      if (clock.now() < rateLimitedUntil) return;
      schedule(Math.round(random() * MAX_RECONNECT_DELAY_MS));
    },
  };
}
