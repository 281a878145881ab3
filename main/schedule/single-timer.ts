// One pending timer at a time, on an injected clock: setting it again replaces the one before. What the
// periodic checks (history, voicemail) and the update schedule each need for "the next check".
import type { Clock } from './clock';

export interface SingleTimer {
  /** Runs `run` after `ms`, instead of whatever was pending. */
  set(ms: number): void;
  cancel(): void;
}

export function singleTimer(clock: Clock, run: () => void): SingleTimer {
  let handle: { value: unknown } | null = null;
  const cancel = () => {
    if (handle) clock.clearTimeout(handle.value);
    handle = null;
  };
  return {
    set(ms) {
      cancel();
      handle = {
        value: clock.setTimeout(() => {
          handle = null;
          run();
        }, ms),
      };
    },
    cancel,
  };
}
