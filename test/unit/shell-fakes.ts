// Fake Electron objects for the shell tests: each records what the shell did to it and lets a test
// play the user's or the OS's part (click the tray, press a hotkey, close a window). No electron import.

import type { InvokeEvent } from '../../main/ipc/register';
import type { AppProtocolHandler } from '../../main/shell/app-protocol';
import type { AppWindowOptions } from '../../main/shell/app-windows';
import type { MenuBarMenu } from '../../main/shell/mac-menu';
import { createNotifier, type NotificationOptions } from '../../main/shell/notifications';
import type { ShellElectron } from '../../main/shell/start-shell';
import type { TrayMenuItem } from '../../main/shell/tray-menu';
import type { Bounds } from '../../main/shell/window-bounds';
import type { PermissionCheckHandler, PermissionRequestHandler } from '../../main/shell/window-security';
import type { Result } from '../../preload/contract';

type Listener = (...args: never[]) => unknown;

/** Records listeners by event name; `emit` calls them as Electron would. */
export class FakeEmitter {
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => unknown)(...args);
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }
}

/** An event whose default can be prevented, as Electron's are. */
export function preventable<Extra extends object>(extra: Extra = {} as Extra) {
  const event = {
    ...extra,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

let nextContentsId = 1;

export class FakeWebContents extends FakeEmitter {
  readonly id = nextContentsId++;
  readonly sent: { channel: string; payload: unknown }[] = [];
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.openHandler = handler;
  }
  /** How many times the guard closed DevTools. */
  devToolsClosed = 0;
  closeDevTools(): void {
    this.devToolsClosed += 1;
  }
  zoomFactor = 1;
  setZoomFactor(factor: number): void {
    this.zoomFactor = factor;
  }
}

export class FakeWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  visible = false;
  focused = false;
  destroyed = false;
  minimized = false;
  constructor(readonly options: AppWindowOptions) {
    super();
    this.resizable = !('resizable' in options) || options.resizable !== false;
  }
  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }
  /** The page finished loading and is ready to be shown. */
  finishLoading(): void {
    this.webContents.emit('did-finish-load');
    this.emit('ready-to-show');
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  focus(): void {
    this.focused = true;
  }
  /** Like BrowserWindow's 'blur': the window lost the focus (another app or window took it). */
  blur(): void {
    this.focused = false;
    this.emit('blur');
  }
  isVisible(): boolean {
    return this.visible && !this.destroyed;
  }
  /** The stacking level asked for last, or null while the window is stacked as any other. */
  alwaysOnTop: 'floating' | 'screen-saver' | null = null;
  setAlwaysOnTop(flag: boolean, level: 'floating' | 'screen-saver'): void {
    this.alwaysOnTop = flag ? level : null;
  }
  onAllWorkspaces: { visibleOnFullScreen: boolean } | null = null;
  setVisibleOnAllWorkspaces(visible: boolean, options: { visibleOnFullScreen: boolean }): void {
    this.onAllWorkspaces = visible ? options : null;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  /**
   * The frame around the page (title bar, borders), in px; none unless a test gives one. The options'
   * size is the page's with useContentSize, as in Electron, and the whole window's otherwise.
   */
  frame = { left: 0, top: 0, right: 0, bottom: 0 };
  /** Where the window is, frame included, once moved or resized; until then where its options put it. */
  bounds: Bounds | null = null;
  getBounds(): Bounds {
    const options = this.options as Partial<Record<'x' | 'y', number>> & { useContentSize?: boolean };
    const { x = 100, y = 100 } = options;
    const { width, height } = this.options;
    const { left, top, right, bottom } = options.useContentSize
      ? this.frame
      : { left: 0, top: 0, right: 0, bottom: 0 };
    return this.bounds ?? { x, y, width: width + left + right, height: height + top + bottom };
  }
  setBounds(bounds: Bounds): void {
    this.bounds = bounds;
  }
  getContentBounds(): Bounds {
    const outer = this.getBounds();
    const { left, top, right, bottom } = this.frame;
    return {
      x: outer.x + left,
      y: outer.y + top,
      width: outer.width - left - right,
      height: outer.height - top - bottom,
    };
  }
  /** Each page size set, and whether the window was resizable then (a fixed one may not shrink). */
  readonly contentResizes: { bounds: Bounds; resizable: boolean }[] = [];
  setContentBounds(bounds: Bounds): void {
    this.contentResizes.push({ bounds, resizable: this.resizable });
    const { left, top, right, bottom } = this.frame;
    this.bounds = {
      x: bounds.x - left,
      y: bounds.y - top,
      width: bounds.width + left + right,
      height: bounds.height + top + bottom,
    };
  }
  /** Whether the person may resize it: as its options say, until the shell changes it. */
  resizable: boolean;
  setResizable(resizable: boolean): void {
    this.resizable = resizable;
  }
  minimumSize: [number, number] | null = null;
  setMinimumSize(width: number, height: number): void {
    this.minimumSize = [width, height];
  }
  /** Like BrowserWindow.close(): 'close' may be prevented; otherwise the window is destroyed. */
  close(): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    const event = preventable();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroyed = true;
    this.visible = false;
    this.emit('closed');
    this.webContents.emit('destroyed');
  }
}

export interface FakeMenu {
  template: TrayMenuItem[] | MenuBarMenu[];
}

export class FakeTray extends FakeEmitter {
  tooltip = '';
  contextMenu: FakeMenu | null = null;
  poppedUp: FakeMenu[] = [];
  destroyed = false;
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: FakeMenu | null): void {
    this.contextMenu = menu;
  }
  popUpContextMenu(menu?: FakeMenu): void {
    if (menu) this.poppedUp.push(menu);
  }
  destroy(): void {
    this.destroyed = true;
  }
}

export const FakeMenuBuilder = {
  applicationMenu: undefined as FakeMenu | null | undefined,
  buildFromTemplate: (template: TrayMenuItem[] | MenuBarMenu[]): FakeMenu => ({ template }),
  setApplicationMenu(menu: FakeMenu | null) {
    FakeMenuBuilder.applicationMenu = menu;
  },
};

export class FakeGlobalShortcut {
  /** Accelerators other apps hold. */
  readonly takenElsewhere = new Set<string>();
  readonly registered = new Map<string, () => void>();
  readonly unregistered: string[] = [];
  register(accelerator: string, callback: () => void): boolean {
    if (this.takenElsewhere.has(accelerator) || this.registered.has(accelerator)) return false;
    this.registered.set(accelerator, callback);
    return true;
  }
  unregister(accelerator: string): void {
    this.unregistered.push(accelerator);
    this.registered.delete(accelerator);
  }
  /** The user presses the keys. */
  press(accelerator: string): void {
    const callback = this.registered.get(accelerator);
    if (!callback) throw new Error(`${accelerator} is not registered`);
    callback();
  }
}

export class FakeClipboard {
  text = '';
  /** The Linux PRIMARY selection; undefined models Windows and macOS. */
  selection: { text: string; readText(): Promise<string> } | undefined;
  constructor(options: { primary?: boolean } = {}) {
    if (options.primary) {
      const selection = {
        text: '',
        readText: async () => selection.text,
      };
      this.selection = selection;
    }
  }
  async readText(): Promise<string> {
    return this.text;
  }
  // Only a synthesised copy (Windows, macOS, with an OS layer) borrows the clipboard, and the shell tests
  // give no OS layer: shell-selection-fakes.ts has the clipboard that records those calls.
  read(): Promise<never> {
    return Promise.reject(new Error('not modelled: see shell-selection-fakes.ts'));
  }
  write(): Promise<never> {
    return this.read();
  }
  clear(): never {
    throw new Error('not modelled: see shell-selection-fakes.ts');
  }
}

export class FakeNotification extends FakeEmitter {
  shown = false;
  constructor(readonly options: NotificationOptions) {
    super();
  }
  show(): void {
    this.shown = true;
  }
  click(): void {
    this.emit('click');
  }
  /**
   * The title and body as the user reads them: without the First Strong Isolate … Pop Directional Isolate
   * pair the notifier puts around each line (shell-notification-text.test.ts checks those).
   */
  get words(): { title: string; body: string } {
    const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    return { title: withoutIsolates(this.options.title), body: withoutIsolates(this.options.body) };
  }
}

/**
 * The shell's notifier over fake notifications: `shown` holds each one it made, in order. Linux unless
 * told otherwise: the one platform whose notification bodies are markup, so the most is escaped there.
 */
export function fakeNotifier(
  options: { silent?: () => boolean; icon?: string; platform?: NodeJS.Platform } = {},
) {
  const shown: FakeNotification[] = [];
  const notify = createNotifier({
    createNotification: (notificationOptions) => {
      const notification = new FakeNotification(notificationOptions);
      shown.push(notification);
      return notification;
    },
    isSupported: () => true,
    platform: options.platform ?? 'linux',
    silent: options.silent ?? (() => false),
    ...(options.icon && { icon: options.icon }),
  });
  return { notify, shown };
}

export class FakeIpcMain {
  readonly handlers = new Map<string, (event: InvokeEvent, argument: unknown) => Promise<Result<unknown>>>();
  handle(
    channel: string,
    listener: (event: InvokeEvent, argument: unknown) => Promise<Result<unknown>>,
  ): void {
    this.handlers.set(channel, listener);
  }
  /** A request from a page: its web contents and URL decide whether it is trusted. */
  invoke(channel: string, from: { id: number; url: string }, argument?: unknown): Promise<Result<unknown>> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ sender: { id: from.id }, senderFrame: { url: from.url, parent: null } }, argument);
  }
}

export class FakeSession {
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: PermissionCheckHandler | null = null;
  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.checkHandler = handler;
  }
}

/** Everything startShell takes from Electron, as fakes a test can inspect and drive. */
export function fakeElectron(platform: NodeJS.Platform) {
  const windows: FakeWindow[] = [];
  const trays: FakeTray[] = [];
  const notifications: FakeNotification[] = [];
  const opened: string[] = [];
  const protocols = new Map<string, AppProtocolHandler>();
  const app = {
    quits: 0,
    focuses: 0,
    hides: 0,
    quit: () => app.quits++,
    focus: () => app.focuses++,
    hide: () => app.hides++,
  };
  const clipboard = new FakeClipboard({ primary: platform === 'linux' });
  const globalShortcut = new FakeGlobalShortcut();
  const ipcMain = new FakeIpcMain();
  const session = new FakeSession();
  /** Emit 'resume' or 'unlock-screen' to play the computer waking. */
  const powerMonitor = new FakeEmitter();
  const electron: ShellElectron<FakeMenu, FakeWindow> = {
    app,
    protocol: { handle: (scheme, handler) => protocols.set(scheme, handler) },
    session,
    ipcMain,
    createWindow: (options) => {
      const window = new FakeWindow(options);
      windows.push(window);
      return window;
    },
    createTray: () => {
      const tray = new FakeTray();
      trays.push(tray);
      return tray;
    },
    Menu: FakeMenuBuilder,
    globalShortcut,
    clipboard,
    makeClipboardItem: () => {
      throw new Error('not modelled: see shell-selection-fakes.ts');
    },
    loadNativeSelection: () => null,
    isTrustedAccessibilityClient: () => true,
    createNotification: (options) => {
      const notification = new FakeNotification(options);
      notifications.push(notification);
      return notification;
    },
    isNotificationSupported: () => true,
    openExternal: async (url) => {
      opened.push(url);
    },
    powerMonitor,
    isOnline: () => true,
  };
  return {
    electron,
    app,
    windows,
    trays,
    notifications,
    opened,
    protocols,
    clipboard,
    globalShortcut,
    ipcMain,
    session,
    powerMonitor,
  };
}

/** Lets pending promise callbacks and timers of zero delay run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
