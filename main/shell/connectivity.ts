// When to check for new voicemail at once: the computer woke up, the screen was unlocked, or the
// network came back. Electron's main process has no "online" event, so the network is polled.

export const ONLINE_POLL_MS = 30_000;

export interface PowerMonitorLike {
  on(event: 'resume' | 'unlock-screen', listener: () => void): unknown;
}

export function watchForWakeAndReconnect(options: {
  powerMonitor: PowerMonitorLike;
  isOnline(): boolean;
  onWake(): void;
  onReconnect(): void;
}): () => void {
  options.powerMonitor.on('resume', options.onWake);
  options.powerMonitor.on('unlock-screen', options.onWake);
  let online = options.isOnline();
  const timer = setInterval(() => {
    const now = options.isOnline();
    if (now && !online) options.onReconnect();
    online = now;
  }, ONLINE_POLL_MS);
  return () => clearInterval(timer);
}
