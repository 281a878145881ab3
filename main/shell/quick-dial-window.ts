// The quick-dial box: a small window with one field, opened by its hotkey, the tray or `--quick-dial`, that
// searches people and calls one. It is made on first use, not at start (a window's page is a renderer
// process of its own, tens of MB, for a box many never open), then kept hidden between uses so that the
// next press shows it at once. Each show puts it, focused and above other windows, on the display under
// the pointer; where the desktop does not let an app read the pointer or place and raise a window
// (Wayland), it opens centred on the primary display and the desktop stacks it. It hides when it loses
// the focus, on Esc, and after a call; hiding hands the focus back where the platform allows it (macOS:
// the app hides itself when no other Dialdesk window is showing, so the app the person came from is
// active again; elsewhere the desktop decides, usually the window that was active before).
import { ipcName } from '../../preload/contract';
import { QUICK_DIAL_PAGE_URL } from './app-protocol';
import type { AppWindow } from './app-windows';
import type { Bounds } from './window-bounds';

/** The page's size in CSS px at 100%: a field and about six results, as a launcher's box. */
export const QUICK_DIAL_PAGE_SIZE = { width: 480, height: 400 } as const;

/** How far down its work area the box sits: a third of the room left above it, as launchers place theirs. */
const FROM_TOP = 1 / 3;

export interface QuickDialWindowOptions {
  openWindow(): AppWindow;
  platform: NodeJS.Platform;
  /**
   * Where the box goes: the work area of the display under the pointer, or, where the desktop cannot
   * tell the pointer's place (Wayland), the primary display's (Wayland then places the window itself).
   */
  workArea(): Bounds;
  /** Whether the desktop lets an app raise its window above others (not Wayland). */
  raisesWindows: boolean;
  /** The pages' zoom: the box is its page's size times this factor. */
  zoom: { factor(): number; onChange(listener: () => void): unknown };
  /** macOS: makes the app the active one (the box opens over another app) and hides it again. */
  app: { focus(options: { steal: boolean }): void; hide(): void };
  /** Whether another Dialdesk window (the main window, a call confirmation) is showing. */
  otherWindowShowing(): boolean;
}

export interface QuickDialWindow {
  /** Shows the box, made on first use, with an empty field. */
  show(): void;
  /** Hides the box and hands the focus back (see the opening comment). */
  close(): void;
  /** For the IPC sender check of closeQuickDial: whether these web contents are the box's. */
  isQuickDialWindow(webContentsId: number): boolean;
}

/** The box's bounds in `area`: its page's size times the zoom, within the area, centred, a third down. */
export function quickDialBounds(area: Bounds, factor: number): Bounds {
  const width = Math.min(area.width, Math.ceil(QUICK_DIAL_PAGE_SIZE.width * factor));
  const height = Math.min(area.height, Math.ceil(QUICK_DIAL_PAGE_SIZE.height * factor));
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) * FROM_TOP),
    width,
    height,
  };
}

export function createQuickDialWindow(options: QuickDialWindowOptions): QuickDialWindow {
  const mac = options.platform === 'darwin';
  let window: AppWindow | null = null;
  let loaded = false;

  const live = () => (window && !window.isDestroyed() ? window : null);

  /** Sized for the zoom and, where the desktop allows, placed on the display under the pointer. */
  const place = (box: AppWindow) => {
    box.setBounds(quickDialBounds(options.workArea(), options.zoom.factor()));
  };

  const bringForward = (box: AppWindow) => {
    place(box);
    if (options.raisesWindows) {
      // Over other windows; on macOS over a full-screen app too (its own Space), at the level menus use.
      box.setAlwaysOnTop(true, mac ? 'screen-saver' : 'floating');
      if (mac) box.setVisibleOnAllWorkspaces(true, { visibleOnFullScreen: true });
    }
    if (mac) options.app.focus({ steal: true });
    box.show();
    box.focus();
  };

  const create = () => {
    const box = options.openWindow();
    window = box;
    loaded = false;
    box.on('ready-to-show', () => {
      loaded = true;
      bringForward(box);
    });
    // Clicked away from, or another app came forward: the box is done, as a launcher's is.
    box.on('blur', () => hide());
    box.on('closed', () => {
      if (window === box) window = null;
    });
    box.loadURL(QUICK_DIAL_PAGE_URL).catch((error: unknown) => {
      console.error('Dialdesk: the quick-dial box could not load its page', error);
    });
  };

  const hide = () => {
    const box = live();
    if (!box?.isVisible()) return;
    // macOS gives the focus back to the app the person came from only when Dialdesk hides as a whole.
    if (mac && !options.otherWindowShowing()) options.app.hide();
    box.hide();
  };

  options.zoom.onChange(() => {
    const box = live();
    if (box?.isVisible()) place(box);
  });

  return {
    show() {
      const box = live();
      if (!box) return create();
      // Still loading from a first press: ready-to-show shows it.
      if (!loaded) return;
      box.webContents.send(ipcName('quickDialShown'), null);
      bringForward(box);
    },
    close: hide,
    isQuickDialWindow: (id) => live()?.webContents.id === id,
  };
}
