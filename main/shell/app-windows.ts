// Every Dialdesk window is made here: the main window and the call confirmation, both hardened the same
// way and both registered, so that IPC accepts requests only from them and events reach all of them.

import { EVENTS, type EventName, type Events, ipcName } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { CONFIRM_PAGE_SIZE } from './confirm-size';
import { QUICK_DIAL_PAGE_SIZE } from './quick-dial-window';
import type { Bounds } from './window-bounds';
import type { GuardOptions, NavigationEvent, PreventableEvent, WebContentsLike } from './window-security';
import { appWebPreferences, hardenWebContents } from './window-security';
import type { KeyInput } from './zoom';

export interface AppWebContents extends WebContentsLike {
  readonly id: number;
  send(channel: string, payload: unknown): void;
  on(event: NavigationEvent, listener: (event: PreventableEvent & { url: string }) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'devtools-opened', listener: () => void): unknown;
  on(event: 'did-finish-load', listener: () => void): unknown;
  on(event: 'destroyed', listener: () => void): unknown;
  on(event: 'before-input-event', listener: (event: PreventableEvent, input: KeyInput) => void): unknown;
  setZoomFactor(factor: number): void;
}

export interface AppWindow {
  readonly webContents: AppWebContents;
  loadURL(url: string): Promise<void>;
  show(): void;
  hide(): void;
  focus(): void;
  close(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  /** Where the window is and how big (the main window's are remembered). */
  getBounds(): Bounds;
  setBounds(bounds: Bounds): void;
  /** The page's area inside the frame: the confirmation sizes it to its page (confirm-size.ts). */
  getContentBounds(): Bounds;
  setContentBounds(bounds: Bounds): void;
  setResizable(resizable: boolean): void;
  setMinimumSize(width: number, height: number): void;
  restore(): void;
  isVisible(): boolean;
  /** The quick-dial box: above other windows ('floating'), or above a full-screen app too (macOS). */
  setAlwaysOnTop(flag: boolean, level: 'floating' | 'screen-saver'): void;
  /** macOS: on every Space, the full-screen apps' included. */
  setVisibleOnAllWorkspaces(visible: boolean, options: { visibleOnFullScreen: boolean }): void;
  on(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'blur', listener: () => void): unknown;
  on(event: 'close', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
}

export type WindowKind = 'main' | 'confirm' | 'quick-dial';

export interface WindowPaths {
  /** dist/preload/index.cjs */
  preload: string;
  /** The window icon (Linux shows it; Windows and macOS use the app's own). */
  icon: string;
}

/**
 * The main window is a companion first: by default a narrow column (420 × 680) that sits beside the
 * person's work, as a softphone's or a tray app's window does, and never narrower than 360 px (every
 * view is built and tested for that) nor shorter than 480 px (a list still shows several rows under its
 * filters). Widened, it becomes a two-pane app; its size and place are remembered (window-bounds.ts).
 */
export const MAIN_WINDOW_SIZE = { width: 420, height: 680, minWidth: 360, minHeight: 480 } as const;

export function windowOptions(
  kind: WindowKind,
  paths: WindowPaths,
  allowDevTools = false,
  place: Partial<Bounds> = {},
) {
  const common = {
    show: false,
    icon: paths.icon,
    webPreferences: appWebPreferences(paths.preload, allowDevTools),
  };
  if (kind === 'main') {
    return { ...common, title: 'Dialdesk', ...MAIN_WINDOW_SIZE, ...place };
  }
  // The quick-dial box: a launcher's box, without a frame, out of the taskbar; its place, size and stacking
  // are set as it shows (quick-dial-window.ts).
  if (kind === 'quick-dial')
    return {
      ...common,
      title: t('quickDial.windowTitle'),
      ...QUICK_DIAL_PAGE_SIZE,
      useContentSize: true,
      frame: false,
      resizable: false,
      minimizable: false,
      maximizable: false,
      fullscreenable: false,
      skipTaskbar: true,
    };
  // Small, above everything and out of the taskbar: it appears over whatever app the number came from.
  // Its size is its page's (the frame comes on top), and then follows what the page reports at the
  // current zoom (confirm-window.ts); the person does not resize it.
  return {
    ...common,
    title: t('confirm.windowTitle'),
    ...CONFIRM_PAGE_SIZE,
    useContentSize: true,
    resizable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    alwaysOnTop: true,
    skipTaskbar: true,
    center: true,
  };
}

export type AppWindowOptions = ReturnType<typeof windowOptions>;

export interface AppWindows<Window extends AppWindow> {
  /** Opens a window; `place` is where the main window was last (size, and position when still on screen). */
  open(kind: WindowKind, place?: Partial<Bounds>): Window;
  /** For the IPC sender check: whether these web contents belong to one of the app's windows. */
  isAppWindow(webContentsId: number): boolean;
  /** Sends an event to every open app window. */
  broadcast<E extends EventName>(event: E, payload: Events[E]): void;
}

export interface AppWindowsOptions<Window extends AppWindow> extends Omit<GuardOptions, 'allowDevTools'> {
  createWindow(options: AppWindowOptions): Window;
  paths: WindowPaths;
  /** A development run only: never in a packaged build. */
  allowDevTools?: boolean;
}

export function createAppWindows<Window extends AppWindow>(
  options: AppWindowsOptions<Window>,
): AppWindows<Window> {
  const open = new Map<number, AppWebContents>();
  return {
    open(kind, place) {
      const allowDevTools = options.allowDevTools ?? false;
      const window = options.createWindow(windowOptions(kind, options.paths, allowDevTools, place));
      const contents = window.webContents;
      hardenWebContents(contents, { ...options, allowDevTools });
      open.set(contents.id, contents);
      contents.on('destroyed', () => open.delete(contents.id));
      return window;
    },
    isAppWindow: (id) => open.has(id),
    broadcast(event, payload) {
      for (const contents of open.values()) contents.send(ipcName(event), payload);
    },
  };
}

/** The core's event subscription, as the shell uses it. */
export interface CoreEventSource {
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): unknown;
}

/** Forwards each event the core emits to every app window. */
export function forwardCoreEvents(
  core: CoreEventSource,
  windows: Pick<AppWindows<AppWindow>, 'broadcast'>,
): void {
  for (const event of EVENTS) core.on(event, (payload) => windows.broadcast(event, payload));
}
