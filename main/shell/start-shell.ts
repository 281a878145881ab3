// Puts the shell together once Electron is ready: the app:// pages, the windows, IPC, the tray, the
// hotkeys, notifications and the login item, all driving the one core. Electron's objects come in as
// parameters (main/index.ts passes the real ones), so the whole shell also runs against fakes in tests.
import type { ReadText } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import type { Core } from '../core';
import { toIpcError } from '../errors/classify';
import { createDispatcher } from '../ipc/dispatch';
import { type IpcMainLike, registerIpcHandlers } from '../ipc/register';
import type { UpdatePolicy } from '../policies/policies';
import type { Settings } from '../settings';
import { createShellAccounts } from './accounts';
import type { ActionQueue } from './action-queue';
import { APP_ORIGIN, APP_SCHEME, type AppProtocolHandler, createAppProtocolHandler } from './app-protocol';
import {
  type AppWindow,
  type AppWindowOptions,
  createAppWindows,
  forwardCoreEvents,
  MAIN_WINDOW_SIZE,
} from './app-windows';
import { createConfirmWindow } from './confirm-window';
import { type PowerMonitorLike, watchForWakeAndReconnect } from './connectivity';
import { createHotkeys, type GlobalShortcutLike } from './hotkeys';
import type { LoginItem } from './login-item';
import { macMenuBar } from './mac-menu';
import { createMainWindowService } from './main-window';
import { missedCallNotice } from './missed-call-notices';
import { createNotifier, type NotificationLike, type NotificationOptions } from './notifications';
import {
  createOutsideActions,
  type OutsideAction,
  withConfirmedCallNotices,
  withQuickDialCalls,
} from './outside-actions';
import { createQuickDialWindow } from './quick-dial-window';
import { createSelectionReader, systemClock } from './selection';
import type { NativeSelection } from './selection/native';
import type { MakeClipboardItem, SystemClipboard } from './selection/saved-clipboard';
import { createTrayService, type MenuBuilder, type TrayLike } from './tray';
import { createNoChecks, createUpdates, type InstallationUpdates, type Updates } from './updates';
import { announceNewVoicemail } from './voicemail-notices';
import { type Bounds, type BoundsStore, restoredBounds } from './window-bounds';
import { restrictPermissions, type SessionLike } from './window-security';
import type { ZoomStore } from './zoom';
import { zoomedWindows } from './zoomed-windows';

export interface ShellElectron<Menu, Window extends AppWindow> {
  /** hide(): macOS only, where it gives the focus back to the app that had it before. */
  app: { quit(): void; focus(options: { steal: boolean }): void; hide(): void };
  protocol: { handle(scheme: string, handler: AppProtocolHandler): void };
  session: SessionLike;
  ipcMain: IpcMainLike;
  createWindow(options: AppWindowOptions): Window;
  createTray(): TrayLike<Menu>;
  Menu: MenuBuilder<Menu> & { setApplicationMenu(menu: Menu | null): void };
  globalShortcut: GlobalShortcutLike;
  clipboard: SystemClipboard;
  /** `new ClipboardItem(…)`: a clipboard borrowed by a synthesised copy is written back with these. */
  makeClipboardItem: MakeClipboardItem;
  /** The selection calls Electron lacks (Windows, macOS); loaded at the first hotkey press. */
  loadNativeSelection(): NativeSelection | null;
  /** macOS only: systemPreferences.isTrustedAccessibilityClient. */
  isTrustedAccessibilityClient(prompt: boolean): boolean;
  createNotification(options: NotificationOptions): NotificationLike;
  isNotificationSupported(): boolean;
  openExternal(url: string): Promise<void>;
  powerMonitor: PowerMonitorLike;
  isOnline(): boolean;
}

export interface ShellOptions {
  core: Core;
  /** Links and command lines that arrived before the shell was ready; opened here. */
  queue: ActionQueue<OutsideAction>;
  platform: NodeJS.Platform;
  paths: { rendererRoot: string; preload: string; windowIcon: string; notificationIcon: string };
  /** Open the main window now: not when started at login, nor when launched to call a number. */
  showWindow: boolean;
  /** Null in a development run, which must not register the bare Electron binary at login. */
  loginItem: LoginItem | null;
  /** A development run: the windows may open DevTools. Never in a packaged build. */
  allowDevTools?: boolean;
  /** Where the main window's size and place are kept; absent, it opens at its default size. */
  windowBounds?: BoundsStore;
  /** The work areas of the screens, to tell whether a remembered place is still on one. */
  workAreas?: () => Bounds[];
  /** Where the pages' zoom is kept; absent, every start is at 100%. */
  zoom?: ZoomStore;
  /** The work area of the screen showing these bounds, for a zoomed window to grow within. */
  workAreaOf?: (bounds: Bounds) => Bounds;
  /**
   * Where the quick-dial box opens: the work area of the display under the pointer, or the primary
   * display's where the pointer's place cannot be read (Wayland). Absent (a test): a 1920 × 1080 screen.
   */
  quickDialArea?: () => Bounds;
  /** Whether the desktop lets an app raise a window above the others; false on Wayland. */
  raisesWindows?: boolean;
  /**
   * How this installation updates under the organisation's update policies (main/shell/update-setup.ts:
   * its feed, its package type, electron-updater where it installs itself); asked again when they change.
   * Absent, or undefined, in a development run, where "Check for updates…" says there is nothing to check.
   */
  updates?: (policy: UpdatePolicy) => Promise<InstallationUpdates | undefined>;
}

/** How long Settings' hotkey test waits for a press. */
export const HOTKEY_TEST_MS = 10_000;

/** A call the app placed keeps an update from installing for this long (the app cannot know when it ends). */
export const NO_INSTALL_AFTER_CALL_MS = 10 * 60_000;

export interface Shell {
  showMainWindow(): void;
  /** The app is quitting: windows close instead of hiding. */
  allowQuit(): void;
  /** Stops the voicemail watch and the history sync, releases the hotkeys and removes the tray icon. */
  dispose(): void;
}

/** No screen known (a test): one of 1920 × 1080. */
const ONE_SCREEN: Bounds = { x: 0, y: 0, width: 1920, height: 1080 };

/** No screen known (a test): a window grows about its own centre, as far as it needs. */
const aroundTheWindow = (bounds: Bounds): Bounds => ({
  x: Math.round(bounds.x + bounds.width / 2) - 50_000,
  y: Math.round(bounds.y + bounds.height / 2) - 50_000,
  width: 100_000,
  height: 100_000,
});

export async function startShell<Menu, Window extends AppWindow>(
  electron: ShellElectron<Menu, Window>,
  options: ShellOptions,
): Promise<Shell> {
  const { core, queue, platform, paths } = options;
  const setUpUpdates = options.updates ?? (async () => undefined);
  let installation = await setUpUpdates(core.updatePolicy());
  const updateMode = () => installation?.mode ?? 'development-run';
  electron.protocol.handle(APP_SCHEME, createAppProtocolHandler(paths.rendererRoot));
  restrictPermissions(electron.session, APP_ORIGIN);
  const windows = createAppWindows({
    createWindow: electron.createWindow,
    paths: { preload: paths.preload, icon: paths.windowIcon },
    origin: APP_ORIGIN,
    openExternal: electron.openExternal,
    allowDevTools: options.allowDevTools ?? false,
  });
  const zoomed = zoomedWindows(windows, { store: options.zoom, workAreaOf: options.workAreaOf, platform });
  await zoomed.zoom.restore();
  // macOS needs its application menu for Copy, Paste and Quit, and shows View's zoom there; elsewhere
  // the default menu bar only adds reload and developer tools to a tray app's windows (the zoom keys
  // are read from each window's key presses instead). Made again in a new language (languageChanged).
  const setApplicationMenu = () =>
    electron.Menu.setApplicationMenu(
      platform === 'darwin' ? electron.Menu.buildFromTemplate(macMenuBar(zoomed.zoom.menuItems())) : null,
    );
  setApplicationMenu();

  let settings: Settings = (await core.getSettings(undefined)).settings;
  const initialAccounts = await core.listAccounts(undefined);
  const notify = createNotifier({
    createNotification: electron.createNotification,
    isSupported: electron.isNotificationSupported,
    platform,
    icon: paths.notificationIcon,
    silent: () => !settings.notifications.sound,
  });

  forwardCoreEvents(core, windows);
  const confirmWindow = createConfirmWindow({
    openWindow: () => zoomed.open('confirm'),
    core,
    // A hotkey is pressed while another app is in front; only macOS needs the app itself activated.
    activateApp: () => {
      if (platform === 'darwin') electron.app.focus({ steal: true });
    },
    zoom: zoomed.zoom,
    workAreaOf: options.workAreaOf ?? aroundTheWindow,
  });
  // Made before the main window's service, which it asks whether the main window is showing.
  let otherWindowShowing = () => false;
  const quickDial = createQuickDialWindow({
    openWindow: () => zoomed.open('quick-dial'),
    platform,
    workArea: options.quickDialArea ?? (() => ONE_SCREEN),
    raisesWindows: options.raisesWindows ?? true,
    zoom: zoomed.zoom,
    app: electron.app,
    otherWindowShowing: () => otherWindowShowing(),
  });
  registerIpcHandlers(
    electron.ipcMain,
    createDispatcher({
      ...withQuickDialCalls(withConfirmedCallNotices(core, notify), { notify, close: quickDial.close }),
      fitConfirmWindow: confirmWindow.fit,
      async closeQuickDial({ lookUp }) {
        quickDial.close();
        if (lookUp !== undefined) push({ kind: 'lookup', text: lookUp });
        return null;
      },
      // The updates service is made below, once the tray and the windows exist; a request waits for nothing.
      checkForUpdates: async () => ({ message: await updates.checkNow({ notice: false }) }),
      getUpdateMode: async () => updateMode(),
      async testHotkeys() {
        hotkeys.listen((hotkey) => windows.broadcast('hotkeyHeard', { hotkey }), HOTKEY_TEST_MS);
        return null;
      },
    }),
    {
      origin: APP_ORIGIN,
      isAppWindow: windows.isAppWindow,
      windowOf: {
        fitConfirmWindow: confirmWindow.isConfirmWindow,
        closeQuickDial: quickDial.isQuickDialWindow,
      },
    },
  );
  const bounds = options.windowBounds;
  const saved = bounds ? await bounds.load().catch(() => null) : null;
  const mainWindow = createMainWindowService((place) => zoomed.open('main', place), {
    initial: restoredBounds(saved, options.workAreas?.() ?? [], {
      width: MAIN_WINDOW_SIZE.minWidth,
      height: MAIN_WINDOW_SIZE.minHeight,
    }),
    // Remembering is a convenience: a failed write is not worth more than a line in the log.
    save: (place) =>
      void bounds
        ?.save(place)
        .catch((error: unknown) => console.warn('Dialdesk: window size not kept', error)),
  });
  otherWindowShowing = () => mainWindow.isShowing() || confirmationOpen;
  const push = (action: OutsideAction) => queue.push(action);
  const readSelection = createSelectionReader({
    platform,
    clipboard: electron.clipboard,
    makeClipboardItem: electron.makeClipboardItem,
    loadNative: electron.loadNativeSelection,
    isTrustedAccessibilityClient: electron.isTrustedAccessibilityClient,
    openExternal: electron.openExternal,
    notify,
    clock: systemClock,
  });
  const fromSelection = (toAction: (read: ReadText) => OutsideAction) => () => {
    readSelection().then(
      (read) => push(toAction(read)),
      (error: unknown) => console.error('Dialdesk: the selection could not be read', error),
    );
  };
  const hotkeys = createHotkeys({
    globalShortcut: electron.globalShortcut,
    handlers: {
      callSelection: fromSelection(({ text, from }) => ({ kind: 'call', text, source: 'hotkey', from })),
      lookupSelection: fromSelection(({ text }) => ({ kind: 'lookup', text })),
      quickDial: quickDial.show,
    },
    report: (status) => core.setHotkeyStatus(status),
    platform,
  });
  hotkeys.apply(settings.hotkeys);

  const defaultRegion = () => settings.numbers.defaultRegion;
  const openCallBacks = (key?: string) => mainWindow.navigate({ view: 'callbacks', ...(key && { key }) });
  const accounts = createShellAccounts({
    core,
    initial: initialAccounts,
    notify,
    afterFailedSwitch: () => tray.invalidate(),
  });
  // What the start found wrong with the list of accounts (a damaged file restored from its copy) is told
  // even when no window opens (a start at login); the window and Settings say it too.
  if (initialAccounts.notices.length > 0)
    notify({
      title: t('notify.accountsListRepaired'),
      body: initialAccounts.notices,
      onClick: () => mainWindow.navigate({ view: 'settings' }),
    });
  const tray = createTrayService({
    createTray: electron.createTray,
    Menu: electron.Menu,
    platform,
    readClipboard: () => electron.clipboard.readText(),
    defaultRegion,
    listRecentCalls: () => core.listRecentCalls(undefined),
    listFavourites: () => core.listFavourites(undefined),
    listAccounts: () => core.listAccounts(undefined),
    updatesManaged: () => updateMode() === 'managed',
    actions: {
      call: (text) => push({ kind: 'call', text, source: 'tray' }),
      lookup: (text) => push({ kind: 'lookup', text }),
      open: mainWindow.show,
      quickDial: quickDial.show,
      openVoicemail: () => mainWindow.navigate({ view: 'voicemail' }),
      openHistory: () => mainWindow.navigate({ view: 'history' }),
      openCallBacks: () => openCallBacks(),
      openSettings: () => mainWindow.navigate({ view: 'settings' }),
      checkForUpdates: () => void updates.checkNow({ notice: true }),
      switchAccount: (id) => void accounts.switchTo(id),
      quit: electron.app.quit,
    },
  });

  const applyLoginItem = (startAtLogin: boolean) => {
    options.loginItem?.apply(startAtLogin).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      notify({ title: t('notify.loginItemFailed'), body: [reason] });
    });
  };
  // Refreshed at each start while on: the app may have moved (a new AppImage) since it was set.
  if (settings.general.startAtLogin) applyLoginItem(true);

  core.on('callStarted', tray.invalidate);
  // The favourites changed, or the names the recent numbers show.
  core.on('contactsChanged', tray.invalidate);
  // Menus, the tooltip and the hotkeys' problems are words: made again in the new language (windows
  // redraw themselves).
  core.on('languageChanged', () => {
    tray.invalidate();
    if (platform === 'darwin') setApplicationMenu();
    hotkeys.retell();
  });
  core.on('voicemailStatus', ({ unheard }) => tray.setCount('unheardVoicemail', unheard));
  core.on('callBacksChanged', ({ count }) => tray.setCount('toCallBack', count));
  // The count now (at the start, after a switch): a list that cannot be made now is counted at the next change.
  const countCallBacks = () =>
    core.listCallBacks(undefined).then(
      ({ entries }) => tray.setCount('toCallBack', entries.length),
      (error: unknown) => console.error('Dialdesk: the call-back list could not be counted', error),
    );
  core.on('missedCalls', ({ notices }) => {
    for (const notice of notices)
      notify(
        missedCallNotice(notice, {
          actions: {
            openEntry: openCallBacks,
            openCall: (uuid) => mainWindow.navigate({ view: 'history', uuid }),
            openList: () => openCallBacks(),
            // Confirmed in the confirmation window, as any call asked for outside the window.
            callBack: (number) => push({ kind: 'call', text: number, source: 'missed-call' }),
            done: (key, through) => {
              core.markCallBack({ key, through, mark: 'done' }).catch((error: unknown) => {
                notify({ title: t('notify.callBackNotDone'), body: [toIpcError(error).message] });
              });
            },
          },
        }),
      );
  });
  core.on('accountsChanged', (view) => {
    const { activeChanged, startsAfresh } = accounts.update(view);
    // The page reloads itself for the new account (nothing of the old one may stay in its stores): a
    // navigation that follows the switch (a voicemail notice's click) must wait for the new page. This
    // runs as the core announces the change, before its switchAccount has answered.
    if (startsAfresh) mainWindow.expectReload();
    // The count shown was the account before's until the new one's watch reports (voicemailStatus):
    // meanwhile what its watch last found, when it was watched, else none.
    if (activeChanged) {
      const active = view.accounts.find((account) => account.id === view.activeId);
      tray.setCount('unheardVoicemail', active?.unheardVoicemail ?? 0);
      void countCallBacks();
    }
    tray.showAccounts(view);
  });
  core.on('voicemailArrived', (arrived) => {
    if (!settings.notifications.voicemail) return;
    const { id } = arrived.account;
    announceNewVoicemail(arrived, {
      notify,
      nameAccount: accounts.namesAccount(id),
      isActive: accounts.isActive,
      switchAccount: accounts.switchTo,
      open: (uuid) => mainWindow.navigate(uuid ? { view: 'voicemail', uuid } : { view: 'voicemail' }),
    });
  });
  core.startVoicemailWatch();
  core.startHistorySync();
  await countCallBacks();
  const stopWatchingConnectivity = watchForWakeAndReconnect({
    powerMonitor: electron.powerMonitor,
    isOnline: electron.isOnline,
    onWake: () => {
      void core.checkVoicemailNow('wake');
      void core.checkHistoryNow('wake');
    },
    onReconnect: () => {
      void core.checkVoicemailNow('online');
      void core.checkHistoryNow('online');
    },
  });
  core.on('settingsChanged', (view) => {
    const before = settings;
    settings = view.settings;
    hotkeys.apply(settings.hotkeys);
    tray.invalidate();
    if (before.general.startAtLogin !== settings.general.startAtLogin)
      applyLoginItem(settings.general.startAtLogin);
  });

  // Installing an update restarts the app: not while a call confirmation waits, nor right after a call.
  let confirmationOpen = false;
  let lastCallAt = Number.NEGATIVE_INFINITY;
  core.on('callNeedsConfirmation', () => (confirmationOpen = true));
  core.on('pendingCallClosed', () => (confirmationOpen = false));
  core.on('callStarted', () => (lastCallAt = Date.now()));
  const updatesFor = (setup: InstallationUpdates | undefined): Updates =>
    setup?.mode === 'checks'
      ? createUpdates({
          ...setup,
          checkAutomatically: () => settings.updates.checkAutomatically,
          notify,
          // Main opens it, never a page: the windows' link allow-list stays as it is.
          openReleasePage: (url) => void electron.openExternal(url),
          busy: () => {
            if (confirmationOpen) return t('update.busyConfirmation');
            if (Date.now() - lastCallAt < NO_INSTALL_AFTER_CALL_MS) return t('update.busyRecentCall');
            return null;
          },
        })
      : createNoChecks(setup?.mode ?? 'development-run', notify);
  let updates = updatesFor(installation);
  updates.start();
  let updatePolicy = JSON.stringify(core.updatePolicy());
  core.on('settingsChanged', () => {
    const policy = core.updatePolicy();
    if (JSON.stringify(policy) === updatePolicy) {
      updates.settingChanged();
      return;
    }
    // The organisation's update policies changed while the app runs: the updates before are retired (no
    // schedule, nothing they downloaded installs) and set up again under the new ones. Checks turned off
    // hold at once, before the new setup is made.
    updatePolicy = JSON.stringify(policy);
    void updates.retire();
    if (policy.checks === false) updates = createNoChecks('managed', notify);
    void setUpUpdates(policy).then((setup) => {
      if (JSON.stringify(policy) !== updatePolicy) return; // a later change is being set up
      installation = setup;
      updates = updatesFor(setup);
      updates.start();
    });
  });

  if (options.showWindow) mainWindow.show();
  queue.open(
    createOutsideActions({
      core,
      defaultRegion,
      notify,
      showLookup: (number) => mainWindow.navigate({ view: 'lookup', number }),
      openQuickDial: quickDial.show,
    }),
  );

  return {
    showMainWindow: mainWindow.show,
    allowQuit: mainWindow.allowClose,
    dispose() {
      stopWatchingConnectivity();
      void updates.stop();
      void core.close();
      hotkeys.dispose();
      tray.dispose();
    },
  };
}
