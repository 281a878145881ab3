// The main window: made when first needed, hidden rather than closed (Dialdesk lives in the tray), closed
// for real only when the app quits. `navigate` asks the page to show a view, once the page can hear it.
import { ipcName, type NavigateRequest } from '../../preload/contract';
import { MAIN_PAGE_URL } from './app-protocol';
import type { AppWindow } from './app-windows';

export interface MainWindowService {
  show(): void;
  /** Shows the window on this view (a tray item, a notification click). */
  navigate(request: NavigateRequest): void;
  /** The app is quitting: let the window close instead of hiding. */
  allowClose(): void;
}

export function createMainWindowService(openWindow: () => AppWindow): MainWindowService {
  let window: AppWindow | null = null;
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
    const created = openWindow();
    loaded = false;
    created.on('ready-to-show', () => bringForward(created));
    created.on('close', (event) => {
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
    allowClose() {
      quitting = true;
    },
  };
}
