// The rules every periodic check against the phone system follows, with a fake clock and a fixed
// "random": jitter of ±20%, a random 0–30 s wait after wake or network return, backoff, Retry-After, and a
// stop (reported once) when only the user can fix the failure.
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../main/api';
import { CoreError } from '../../main/errors/core-errors';
import { createPeriodicCheck, jittered, MAX_RECONNECT_DELAY_MS } from '../../main/schedule/periodic-check';
import { IN_SETTINGS, phrase } from '../../preload/shared/i18n/phrase';
import { createFakeClock } from '../support/fake-clock';

const MINUTE = 60_000;
const INTERVAL = 5 * MINUTE;

function setup(options: { random?: number; outcomes?: (() => Promise<void>)[] } = {}) {
  const clock = createFakeClock();
  const runs: number[] = [];
  const problems: (string | null)[] = [];
  const outcomes = [...(options.outcomes ?? [])];
  const check = createPeriodicCheck({
    run: async () => {
      runs.push(clock.now());
      await (outcomes.shift() ?? (() => Promise.resolve()))();
    },
    intervalMs: () => INTERVAL,
    onProblem: (problem) => problems.push(problem?.message ?? null),
    clock,
    random: () => options.random ?? 0.5,
  });
  /** Lets the promise callbacks of a finished run settle. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { clock, runs, problems, check, settle };
}

describe('jitter', () => {
  it('spreads a wait over ±20%', () => {
    expect(jittered(INTERVAL, () => 0)).toBe(0.8 * INTERVAL);
    expect(jittered(INTERVAL, () => 0.5)).toBe(INTERVAL);
    expect(jittered(INTERVAL, () => 0.999999)).toBeCloseTo(1.2 * INTERVAL, -1);
  });

  it('schedules the next check at the jittered interval', async () => {
    const { clock, check, settle } = setup({ random: 0 });
    const start = clock.now();
    check.start();
    await settle();
    expect(clock.nextDue()).toBe(start + 0.8 * INTERVAL);
    await check.stop();
  });
});

describe('wake and network return', () => {
  it('checks after a random 0–30 s, not at once', async () => {
    const { clock, runs, check, settle } = setup({ random: 0.5 });
    check.start();
    await settle();
    const woke = clock.now();
    await check.checkNow('wake');
    expect(runs).toHaveLength(1); // nothing yet
    expect(clock.nextDue()).toBe(woke + 0.5 * MAX_RECONNECT_DELAY_MS);
    clock.advance(0.5 * MAX_RECONNECT_DELAY_MS);
    await settle();
    expect(runs).toEqual([expect.any(Number), woke + 15_000]);
    await check.stop();
  });

  it('a manual check runs at once', async () => {
    const { runs, check, settle } = setup();
    check.start();
    await settle();
    await check.checkNow('manual');
    expect(runs).toHaveLength(2);
    await check.stop();
  });
});

describe('failures', () => {
  it('backs off 2, 4... intervals on failures time can fix, and recovers', async () => {
    const fail = () => Promise.reject(new Error('socket hang up'));
    const { clock, runs, check, settle } = setup({ outcomes: [fail, fail] });
    const start = clock.now();
    check.start();
    await settle();
    expect(clock.nextDue()).toBe(start + 2 * INTERVAL);
    clock.advance(2 * INTERVAL);
    await settle();
    expect(clock.nextDue()).toBe(start + 6 * INTERVAL);
    clock.advance(4 * INTERVAL);
    await settle();
    expect(runs).toHaveLength(3);
    expect(clock.nextDue()).toBe(start + 7 * INTERVAL); // succeeded: back to the interval
    await check.stop();
  });

  it("waits the server's Retry-After, and wake does not ask before it", async () => {
    const limited = () => Promise.reject(new RateLimitedError('list call history', '', 3_600_000, []));
    const { clock, runs, check, settle } = setup({ outcomes: [limited] });
    const start = clock.now();
    check.start();
    await settle();
    expect(clock.nextDue()).toBe(start + 3_600_000);
    await check.checkNow('online');
    expect(clock.nextDue()).toBe(start + 3_600_000);
    clock.advance(3_600_000);
    await settle();
    expect(runs).toHaveLength(2);
    await check.stop();
  });

  it('stops on a wrong or missing key, reports it once, and resumes when settings change', async () => {
    const noKey = () =>
      Promise.reject(
        new CoreError('unauthorized', phrase('api.pbxHint.unauthorized', { where: IN_SETTINGS })),
      );
    const { clock, runs, problems, check, settle } = setup({ outcomes: [noKey, noKey] });
    check.start();
    await settle();
    expect(clock.pending()).toBe(0); // no timer: nothing more is sent
    await check.checkNow('wake');
    await check.checkNow('manual');
    expect(runs).toHaveLength(1);
    expect(problems).toEqual([
      'The phone system refused the API key: check the phone-system key in Settings.',
    ]);
    await check.checkNow('settings'); // fails the same way: not reported twice
    expect(problems).toHaveLength(1);
    await check.checkNow('settings');
    expect(runs).toHaveLength(3);
    expect(problems).toEqual([
      'The phone system refused the API key: check the phone-system key in Settings.',
      null,
    ]);
    await check.stop();
  });
});
