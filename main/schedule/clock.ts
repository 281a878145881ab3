// Time as the periodic checks see it (voicemail watch, history sync): injected, so tests can move it
// forward without waiting.
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Time that runs `speedUp` times faster from the real instant `fromMs`: now() is fromMs there and moves
 * speedUp ms a real ms; waits are shorter by the same factor. Processes given the same fromMs and speedUp
 * keep the same time without talking to each other, as they read the same machine's clock: the memory
 * bench's compressed day, where the simulator stamps its calls and the core syncs them by one time.
 */
export function compressedClock(fromMs: number, speedUp: number): Clock {
  return {
    now: () => fromMs + (Date.now() - fromMs) * speedUp,
    setTimeout: (fn, ms) => setTimeout(fn, ms / speedUp),
    clearTimeout: systemClock.clearTimeout,
  };
}
