import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ONLINE_POLL_MS,
  type PowerMonitorLike,
  watchForWakeAndReconnect,
} from '../../main/shell/connectivity';

describe('wake and reconnect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(initiallyOnline: boolean) {
    const listeners = new Map<string, () => void>();
    const powerMonitor: PowerMonitorLike = { on: (event, listener) => listeners.set(event, listener) };
    const state = { online: initiallyOnline };
    const events: string[] = [];
    const stop = watchForWakeAndReconnect({
      powerMonitor,
      isOnline: () => state.online,
      onWake: () => events.push('wake'),
      onReconnect: () => events.push('online'),
    });
    return { listeners, state, events, stop };
  }

  it('reports a wake on resume and on unlocking the screen', () => {
    const { listeners, events, stop } = setup(true);
    listeners.get('resume')?.();
    listeners.get('unlock-screen')?.();
    expect(events).toEqual(['wake', 'wake']);
    stop();
  });

  it('reports the network coming back once, not while it stays up or down', () => {
    const { state, events, stop } = setup(false);
    vi.advanceTimersByTime(ONLINE_POLL_MS * 2);
    expect(events).toEqual([]);
    state.online = true;
    vi.advanceTimersByTime(ONLINE_POLL_MS * 3);
    expect(events).toEqual(['online']);
    state.online = false;
    vi.advanceTimersByTime(ONLINE_POLL_MS);
    state.online = true;
    vi.advanceTimersByTime(ONLINE_POLL_MS);
    expect(events).toEqual(['online', 'online']);
    stop();
    state.online = false;
    vi.advanceTimersByTime(ONLINE_POLL_MS);
    state.online = true;
    vi.advanceTimersByTime(ONLINE_POLL_MS);
    expect(events).toEqual(['online', 'online']);
  });
});
