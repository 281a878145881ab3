// The new-voicemail watch: lists the mailbox every few minutes (and at once when the computer wakes or
// the network returns), announces messages it has never seen, and reports the unheard count. Failures
// that time can fix back off; failures only the user can fix (no account, wrong key, locked keychain)
// stop the watch with one report, so a bad key never turns into a storm of requests or notifications.
import type { ApiRecord } from '../api';
import { type CheckFailure, classifyFailure } from './check-failure';
import { type Clock, systemClock } from './clock';
import type { HeardRecord } from './heard-record';
import { takeNewVoicemails } from './known-voicemails';
import type { UuidSetFile } from './uuid-set-file';

export type CheckReason = 'wake' | 'online' | 'settings' | 'manual';

export interface VoicemailWatchOptions {
  /** The core's voicemail list; throws on failure. */
  list(): Promise<ApiRecord[]>;
  /** The check interval from settings, read at each scheduling so a change applies to the next wait. */
  intervalMs(): number;
  known: UuidSetFile;
  heard: HeardRecord;
  /** Real timers by default. */
  clock?: Clock;
  /** Messages whose uuid was never seen before, oldest first. */
  onNew(records: ApiRecord[]): void;
  /** After every successful check (tray tooltip and menu). */
  onUnheardCount(count: number): void;
  /** A problem that stopped the watch, reported once; null when a later check succeeds. */
  onProblem(message: string | null): void;
  /** The longest wait between failing checks, default 30 min. */
  maxBackoffMs?: number;
}

export interface VoicemailWatch {
  /** Checks now, then every interval; also resumes a watch stopped by a problem. */
  start(): void;
  /**
   * Cancels the next check, so no timer keeps the process alive; a check under way is not announced,
   * and the promise settles once it has finished with its files.
   */
  stop(): Promise<void>;
  /**
   * Checks at once and restarts the interval. Joins a check already under way. Does nothing before
   * start() or after stop(). 'wake' and 'online' do nothing while the watch is stopped by a problem or the
   * server's Retry-After has not passed; 'settings' (settings or keys changed) resumes a stopped watch.
   */
  checkNow(reason: CheckReason): Promise<void>;
}

const DEFAULT_MAX_BACKOFF_MS = 30 * 60_000;
/** A longer Retry-After is taken as a day: a timer past 2^31-1 ms (24.8 days) would fire at once. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/** watching: checks run; halted: stopped by a problem until settings change; stopped: by stop(). */
type State = 'stopped' | 'watching' | 'halted';

export function createVoicemailWatch(options: VoicemailWatchOptions): VoicemailWatch {
  const clock = options.clock ?? systemClock;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  let state: State = 'stopped';
  let timer: { handle: unknown } | null = null;
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  /** Until then, only the user (manual, settings) may ask the server again: its 429 Retry-After. */
  let rateLimitedUntil = 0;
  /** The stopping problem last reported, so the same one is never reported twice in a row. */
  let problem: string | null = null;

  const cancelTimer = () => {
    if (timer) clock.clearTimeout(timer.handle);
    timer = null;
  };
  const schedule = (ms: number) => {
    cancelTimer();
    timer = {
      handle: clock.setTimeout(() => {
        timer = null;
        void check();
      }, ms),
    };
  };

  const failed = (failure: CheckFailure) => {
    if (failure.kind === 'stop') {
      state = 'halted';
      if (failure.message !== problem) {
        problem = failure.message;
        options.onProblem(problem);
      }
      return;
    }
    failures += 1;
    // 2, 4, 8... intervals for failures in a row, up to the cap (an interval longer than the cap stays whole).
    const interval = options.intervalMs();
    const backoff = Math.min(interval * 2 ** failures, Math.max(maxBackoffMs, interval));
    const retryAfter = Math.min(failure.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);
    rateLimitedUntil = clock.now() + retryAfter;
    schedule(Math.max(backoff, retryAfter));
  };

  const runCheck = async (): Promise<void> => {
    cancelTimer();
    let fresh: ApiRecord[];
    let unheard: number;
    try {
      const records = await options.list();
      // Stopped meanwhile: leave the known set alone, so these messages are announced after the next start.
      if (state !== 'watching') return;
      fresh = await takeNewVoicemails(options.known, records);
      await options.heard.prune(records.map((record) => record.uuid));
      unheard = await options.heard.unheardCount(records);
    } catch (error) {
      if (state === 'watching') failed(classifyFailure(error));
      return;
    }
    failures = 0;
    if (state === 'watching') schedule(options.intervalMs());
    if (fresh.length > 0) options.onNew(fresh);
    options.onUnheardCount(unheard);
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
    state = 'watching';
    return check();
  };

  return {
    start() {
      if (state === 'watching') return;
      state = 'watching';
      void check();
    },
    async stop() {
      state = 'stopped';
      cancelTimer();
      // Let a check under way finish writing its files; its result is no longer announced.
      await inFlight?.catch(() => undefined);
    },
    async checkNow(reason) {
      if (state === 'stopped') return;
      // A check under way used the old settings: let it finish, then check again with the new ones.
      if (reason === 'settings') return (inFlight ?? Promise.resolve()).then(resume);
      if (inFlight) return inFlight;
      if (state === 'halted') return;
      if (reason !== 'manual' && clock.now() < rateLimitedUntil) return;
      return check();
    },
  };
}
