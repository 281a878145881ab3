// The confirmation window for calls asked for from outside the app (hotkey, tray, link, command line).
// It opens on callNeedsConfirmation and shows the pending call (the page asks the core for it), closes
// when the call is confirmed, cancelled or started, and closing it by hand cancels the call. Main closes
// it, never the page: a page's window.close() obeys the browser's script-closable rules (Chromium
// refuses it once the page has two history entries), while the core's pendingCallClosed arrives the
// moment Enter or Esc is taken, before the phone system answers.
import type { Core } from '../core';
import { CONFIRM_PAGE_URL } from './app-protocol';
import type { AppWindow, CoreEventSource } from './app-windows';

export interface ConfirmWindowOptions {
  openWindow(): AppWindow;
  core: CoreEventSource & Pick<Core, 'cancelPendingCall'>;
  /** Makes the app the active one (macOS): a hotkey is pressed while another app is in front. */
  activateApp(): void;
}

export function createConfirmWindow({ openWindow, core, activateApp }: ConfirmWindowOptions): void {
  let window: AppWindow | null = null;
  // The pending call the window is showing; null once the core has closed it.
  let shownId: string | null = null;

  const bringForward = (shown: AppWindow) => {
    activateApp();
    shown.show();
    shown.focus();
  };

  const cancelShown = () => {
    const id = shownId;
    shownId = null;
    // It may have been confirmed or replaced in the meantime: then there is nothing left to cancel.
    if (id) core.cancelPendingCall({ id }).catch(() => undefined);
  };

  const close = () => {
    if (window && !window.isDestroyed()) window.close();
  };

  core.on('callNeedsConfirmation', (pending) => {
    shownId = pending.id;
    // An open window already shows the new call: its page hears the same event.
    if (window && !window.isDestroyed()) return bringForward(window);
    const created = openWindow();
    window = created;
    created.on('ready-to-show', () => bringForward(created));
    created.on('closed', () => {
      if (window === created) window = null;
      cancelShown();
    });
    created.loadURL(CONFIRM_PAGE_URL).catch((error: unknown) => {
      console.error('Dialdesk: the confirmation window could not load its page', error);
    });
  });

  core.on('pendingCallClosed', ({ id }) => {
    if (id !== shownId) return;
    shownId = null;
    // A newer call replaces a waiting one by closing it and asking again in the same turn: close the
    // window only if no new call arrived by then, so a replacement keeps the window open.
    queueMicrotask(() => {
      if (shownId === null) close();
    });
  });

  // A call placed from the window (dial pad, history) while this waits: the waiting one is cancelled.
  core.on('callStarted', close);
}
