// A clock for timer-driven code (watches, syncs): time moves only when a test moves it.
import type { Clock } from '../../main/voicemail';

export interface FakeClock extends Clock {
  /** Moves time forward, running each timer that falls due, in order; returns how many ran. */
  advance(ms: number): number;
  /** Timers set and not yet run or cleared. */
  pending(): number;
  /** When the earliest pending timer is due (ms since epoch), or null. */
  nextDue(): number | null;
}

export function createFakeClock(start = Date.UTC(2026, 10, 21, 14, 3)): FakeClock {
  let now = start;
  let lastId = 0;
  const timers = new Map<number, { due: number; fn: () => void }>();
  const earliest = (until: number) =>
    [...timers].filter(([, t]) => t.due <= until).sort(([, a], [, b]) => a.due - b.due)[0];
  return {
    now: () => now,
    setTimeout(fn, ms) {
      lastId += 1;
      timers.set(lastId, { due: now + ms, fn });
      return lastId;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      let ran = 0;
      for (let due = earliest(end); due; due = earliest(end)) {
        const [id, timer] = due;
        timers.delete(id);
        now = timer.due;
        timer.fn();
        ran += 1;
      }
      now = end;
      return ran;
    },
    pending: () => timers.size,
    nextDue: () => earliest(Number.POSITIVE_INFINITY)?.[1].due ?? null,
  };
}
