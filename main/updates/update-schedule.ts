// When Dialdesk asks the update server. The first check waits a random 2–10 minutes after start, so a
// building's desks switched on at nine do not all ask in the same second (and the start itself stays
// quick); then about once a day, ±2 hours, so that they stay apart. A failed check backs off as the
// periodic checks against the phone system do (main/schedule/periodic-check.ts): a wait that doubles from
// half an hour up to the daily interval, ±20%, and never shorter than the server's Retry-After.
// createPeriodicCheck itself does not fit: it checks at once on start, jitters every wait by ±20% (almost
// five hours on a day), and its backoff starts at the interval, which here would be a day.
import { t } from '../../preload/shared/i18n/translate';
import { type Clock, systemClock } from '../schedule/clock';
import { jittered } from '../schedule/periodic-check';
import { singleTimer } from '../schedule/single-timer';
import type { UpdateAnswer } from './update-check';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const FIRST_CHECK_MIN_DELAY_MS = 2 * MINUTE;
export const FIRST_CHECK_MAX_DELAY_MS = 10 * MINUTE;
export const CHECK_INTERVAL_MS = 24 * HOUR;
export const CHECK_INTERVAL_JITTER_MS = 2 * HOUR;
/** The wait after the first failure: long enough not to hammer a server that is down, short enough that
 * a desk that started offline still hears of an update the same morning. */
export const FIRST_RETRY_DELAY_MS = 30 * MINUTE;

export interface UpdateScheduleOptions {
  /** One check; answers 'failed' instead of throwing (checkForUpdate never throws). */
  check(): Promise<UpdateAnswer>;
  clock?: Clock;
  /** Uniform in [0, 1): Math.random by default, fixed in tests. */
  random?: () => number;
}

export interface UpdateSchedule {
  /** Schedules the first check after a random 2–10 minutes, then one about every day. */
  start(): void;
  /** Cancels the next check; settles once a check under way has finished. */
  stop(): Promise<void>;
  /**
   * Checks now ("Check for updates…"), joining a check under way, and answers. Works while the automatic
   * checks are stopped (the user turned them off) without starting them; while they run, the next one is
   * counted from this one.
   */
  checkNow(): Promise<UpdateAnswer>;
}

export function createUpdateSchedule(options: UpdateScheduleOptions): UpdateSchedule {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  let running = false;
  let inFlight: Promise<UpdateAnswer> | null = null;
  let failures = 0;

  // `check` is defined below: the timer only ever calls it once this scope has run.
  const timer = singleTimer(clock, () => void check());
  const cancelTimer = timer.cancel;
  const schedule = timer.set;

  const nextWait = (answer: UpdateAnswer): number => {
    if (answer.kind !== 'failed') {
      failures = 0;
      return Math.round(CHECK_INTERVAL_MS + (2 * random() - 1) * CHECK_INTERVAL_JITTER_MS);
    }
    failures += 1;
    const backoff = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), CHECK_INTERVAL_MS);
    // The server's wait is kept exactly; only our own backoff is jittered.
    return Math.max(jittered(backoff, random), answer.retryAfterMs ?? 0);
  };

  const runCheck = async (): Promise<UpdateAnswer> => {
    cancelTimer();
    let answer: UpdateAnswer;
    try {
      answer = await options.check();
    } catch (error) {
      // checkForUpdate never throws; a check wrapped around it might, and the schedule must go on.
      answer = {
        kind: 'failed',
        message: t('update.checkFailed', { reason: error instanceof Error ? error.message : String(error) }),
      };
    }
    if (running) schedule(nextWait(answer));
    return answer;
  };

  /** The one way a check starts: never two at once. */
  const check = (): Promise<UpdateAnswer> => {
    inFlight ??= runCheck().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      schedule(
        Math.round(
          FIRST_CHECK_MIN_DELAY_MS + random() * (FIRST_CHECK_MAX_DELAY_MS - FIRST_CHECK_MIN_DELAY_MS),
        ),
      );
    },
    async stop() {
      running = false;
      cancelTimer();
      await inFlight;
    },
    checkNow: check,
  };
}
