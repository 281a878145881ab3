// The confirmation window for calls asked for from outside the app (hotkey, tray, link, command line).
// It opens on callNeedsConfirmation and shows the pending call (the page asks the core for it), closes
// when the call is confirmed, cancelled or started, and closing it by hand cancels the call. Main closes
// it, never the page: a page's window.close() obeys the browser's script-closable rules (Chromium
// refuses it once the page has two history entries), while the core's pendingCallClosed arrives the
// moment Enter or Esc is taken, before the phone system answers.
//
// Its size is its page's: the page reports its content in CSS px (fitConfirmWindow) whenever that
// changes, and the window is that times the zoom factor (confirm-size.ts). The last report is kept, so
// a zoom change refits at once with the new factor: the page's content barely changes in CSS px when
// only the factor does, so the page alone might never report again.
import type { ContentSize } from '../../preload/contract';
import type { Core } from '../core';
import { CoreError } from '../errors/core-errors';
import { CONFIRM_PAGE_URL } from './app-protocol';
import type { AppWindow, CoreEventSource } from './app-windows';
import { CONFIRM_PAGE_SIZE, fitConfirmWindow, pageSizeProblem } from './confirm-size';
import type { Bounds } from './window-bounds';

export interface ConfirmWindowOptions {
  openWindow(): AppWindow;
  core: CoreEventSource & Pick<Core, 'cancelPendingCall'>;
  /** Makes the app the active one (macOS): a hotkey is pressed while another app is in front. */
  activateApp(): void;
  /** The pages' zoom: its factor, and word of each change once every window has it. */
  zoom: { factor(): number; onChange(listener: () => void): unknown };
  /** The work area of the screen showing these bounds. */
  workAreaOf(bounds: Bounds): Bounds;
}

export interface ConfirmWindow {
  /** For the IPC sender check of fitConfirmWindow: whether these web contents are the confirmation's. */
  isConfirmWindow(webContentsId: number): boolean;
  /** fitConfirmWindow: sizes the open confirmation to its page's content, in CSS px. */
  fit(size: ContentSize): Promise<null>;
}

export function createConfirmWindow({
  openWindow,
  core,
  activateApp,
  zoom,
  workAreaOf,
}: ConfirmWindowOptions): ConfirmWindow {
  let window: AppWindow | null = null;
  // The pending call the window is showing; null once the core has closed it.
  let shownId: string | null = null;
  // What the open window's page last reported; until it reports, the size the page was designed at.
  let pageSize: ContentSize = CONFIRM_PAGE_SIZE;

  const resize = () => {
    if (!window || window.isDestroyed()) return;
    fitConfirmWindow(window, pageSize, { factor: zoom.factor(), workAreaOf });
  };
  zoom.onChange(resize);

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
    // Zoomed, it opens at its page's design size times the factor, not at 100%'s, until the page reports.
    pageSize = CONFIRM_PAGE_SIZE;
    resize();
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

  return {
    isConfirmWindow: (id) => window !== null && !window.isDestroyed() && window.webContents.id === id,
    async fit(size) {
      // The IPC door has checked it already; kept out here too, so no bad size lingers for a zoom refit.
      const problem = pageSizeProblem(size);
      if (problem !== null) throw new CoreError('invalid-argument', problem);
      pageSize = { width: size.width, height: size.height };
      resize();
      return null;
    },
  };
}
