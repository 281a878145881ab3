// The memory bench's compressed time (main/schedule/clock.ts): two processes given the same start and
// speed-up read the same time from the machine's clock, and its waits are shortened as its time runs faster.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressedClock } from '../../main/schedule/clock';

const START = Date.UTC(2026, 10, 27, 8, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a compressed clock', () => {
  it('reads its start at the real instant it starts from, then runs speedUp ms a real ms', () => {
    const day = compressedClock(START, 192);
    expect(day.now()).toBe(START);
    vi.advanceTimersByTime(60_000);
    expect(day.now()).toBe(START + 192 * 60_000);
    // Another made later from the same two numbers tells the same time.
    expect(compressedClock(START, 192).now()).toBe(day.now());
  });

  it('waits the compressed time: five minutes of it in 1.5 real seconds at 200 times', () => {
    const day = compressedClock(START, 200);
    const fired = vi.fn();
    day.setTimeout(fired, 5 * 60_000);
    vi.advanceTimersByTime(1_499);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
  });
});
