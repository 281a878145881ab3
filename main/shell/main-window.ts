// The main window: made when first needed, hidden rather than closed (Dialdesk lives in the tray), closed
// for real only when the app quits. `navigate` asks the page to show a view, once the page can hear it:
// after its first load, and after the reload it does when the active account changes (`expectReload`).
// Its size and place are remembered each time it is closed (or hidden), and it opens there again.
import { ipcName, type NavigateRequest } from '../../preload/contract';
import { MAIN_PAGE_URL } from './app-protocol';
import type { AppWindow } from './app-windows';
import type { Bounds } from './window-bounds';

/** The window's remembered place: where to open it, and where to keep where it was left. */
export interface BoundsMemory {
  /** Size, and position when that is still on a screen (window-bounds.ts restoredBounds). */
  initial: Partial<Bounds>;
  save(bounds: Bounds): void;
}

export interface MainWindowService {
  show(): void;
  /** Shows the window on this view (a tray item, a notification click). */
  navigate(request: NavigateRequest): void;
  /**
   * The page is about to reload itself (the active account changed, and nothing of the old one may stay
   * in its stores): a navigation from now on waits for the new page, instead of reaching the old one
   * and being lost with it.
   */
  expectReload(): void;
  /** The app is quitting: let the window close instead of hiding. */
  allowClose(): void;
  /** Whether the window is on screen (not hidden, not minimized). */
  isShowing(): boolean;
}

export function createMainWindowService(
  openWindow: (place: Partial<Bounds>) => AppWindow,
  memory?: BoundsMemory,
): MainWindowService {
  let window: AppWindow | null = null;
  // A window made again (after the app's windows were closed) opens where the last one was left.
  let place: Partial<Bounds> = memory?.initial ?? {};
  let loaded = false;
  let quitting = false;
  // Only the latest request matters: the page shows one view.
  let waitingNavigation: NavigateRequest | null = null;

  const deliver = () => {
    if (!window || !loaded || !waitingNavigation) return;
    window.webContents.send(ipcName('navigate'), waitingNavigation);
    waitingNavigation = null;
  };

  const bringForward = (shown: AppWindow) => {
    if (shown.isMinimized()) shown.restore();
    shown.show();
    shown.focus();
  };

  const create = (): AppWindow => {
    const created = openWindow(place);
    loaded = false;
    created.on('ready-to-show', () => bringForward(created));
    created.on('close', (event) => {
      const left = created.getBounds();
      place = left;
      memory?.save(left);
      if (quitting) return;
      event.preventDefault();
      created.hide();
    });
    created.on('closed', () => {
      if (window === created) window = null;
    });
    created.webContents.on('did-finish-load', () => {
      loaded = true;
      deliver();
    });
    created.loadURL(MAIN_PAGE_URL).catch((error: unknown) => {
      console.error('Dialdesk: the main window could not load its page', error);
    });
    return created;
  };

  const show = () => {
    if (window && !window.isDestroyed()) bringForward(window);
    else window = create(); // shown once it has something to show
  };

  return {
    show,
    navigate(request) {
      waitingNavigation = request;
      show();
      deliver();
    },
    expectReload() {
      // No window, no page to reload: the next one made loads afresh anyway.
      if (window && !window.isDestroyed()) loaded = false;
    },
    allowClose() {
      quitting = true;
    },
    isShowing: () => window !== null && !window.isDestroyed() && window.isVisible() && !window.isMinimized(),
  };
}
