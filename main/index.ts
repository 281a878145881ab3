// The Electron entry point, and the only file that loads electron at run time: it takes the real
// objects and hands them to the shell (main/shell), where everything else happens and is tested.
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import {
  app,
  BrowserWindow,
  ClipboardItem,
  clipboard,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  Notification,
  net,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  systemPreferences,
  Tray,
} from 'electron';
import { t } from '../preload/shared/i18n/translate';
import { createCore } from './core';
import { chromiumLanguage } from './i18n/chromium-language';
import { createKeychainStore } from './secrets';
import { createActionQueue } from './shell/action-queue';
import { createApiNetwork } from './shell/api-network';
import { appPaths } from './shell/app-paths';
import { APP_ORIGIN, APP_SCHEME_PRIVILEGES } from './shell/app-protocol';
import { computerCsvStyle } from './shell/csv-style';
import { demoLauncherFor } from './shell/demo-launcher';
import { registerDialSchemes } from './shell/dial-schemes';
import { listenForLaunches } from './shell/launches';
import { autostartFile, createLoginItem } from './shell/login-item';
import { chooseContactFilesWithDialog } from './shell/open-dialog';
import type { OutsideAction } from './shell/outside-actions';
import { policySourceFor } from './shell/policy-source';
import { chooseSavePathWithDialog } from './shell/save-dialog';
import { loadNativeSelection } from './shell/selection/native';
import { type Shell, startShell } from './shell/start-shell';
import { updateSetup } from './shell/update-setup';
import { runsOnWayland, waylandSwitches } from './shell/wayland';
import { windowBoundsFile } from './shell/window-bounds';
import { guardEveryWebContents } from './shell/window-security';
import { windowsNumberFormatReader } from './shell/windows-number-format';
import { zoomFile } from './shell/zoom';

const APP_ID = 'app.dialdesk.desktop';

// A chosen profile folder (tests, a second setup): settings and the single-instance lock live there.
const userDataDir = app.commandLine.getSwitchValue('user-data-dir');
if (userDataDir) app.setPath('userData', resolve(userDataDir));

// Chromium's own words in the language chosen in Settings (before ready, or it is too late).
const chromiumLang = chromiumLanguage(app.getPath('userData'));
if (chromiumLang) app.commandLine.appendSwitch('lang', chromiumLang);

// Global hotkeys through the desktop's portal in a Wayland session, set before ready as Chromium's features
// must be. Merged into the command line's enable-features as it stands here: one appended below this
// would replace it, so append any other feature above.
const desktopSession = { platform: process.platform, env: process.env, commandLine: app.commandLine };
for (const { name, value } of waylandSwitches(desktopSession)) app.commandLine.appendSwitch(name, value);
// Wayland lets no app read the pointer's place, nor place or raise its own window (the quick-dial box).
const onWayland = runsOnWayland(desktopSession);

if (!app.requestSingleInstanceLock()) {
  // Dialdesk already runs: it receives this launch's arguments through its second-instance event.
  app.quit();
} else {
  run();
}

function run(): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID); // notifications need it on Windows
  // Every web contents, whoever creates it, is hardened from the moment it exists.
  guardEveryWebContents(app, {
    origin: APP_ORIGIN,
    openExternal: (url) => shell.openExternal(url),
    allowDevTools: !app.isPackaged,
  });

  const paths = appPaths(__dirname, process.platform);
  const queue = createActionQueue<OutsideAction>();
  const demo = demoLauncherFor(process.env);
  const loginItem = app.isPackaged
    ? createLoginItem({
        platform: process.platform,
        app,
        autostart: {
          file: autostartFile(process.env, homedir()),
          executable: process.env.APPIMAGE ?? process.execPath,
        },
      })
    : null;
  let shellStarted: Shell | null = null;

  // Registered before `ready`: macOS delivers the link that launched the app as early as that.
  const launchedWithActions = listenForLaunches(app, queue, {
    argv: process.argv,
    showApp: () => shellStarted?.showMainWindow(),
    // `electron <path>` in development: that path is on every command line, and is no number.
    appPath: process.defaultApp && process.argv[1] ? resolve(process.argv[1]) : undefined,
  });

  // Dialdesk lives in the tray: closing its last window does not quit it.
  app.on('window-all-closed', () => undefined);
  // macOS: a click on the Dock icon with no window showing (not a launch by a link, which shows one).
  app.on('activate', (_event, hasVisibleWindows) => {
    if (!hasVisibleWindows) shellStarted?.showMainWindow();
  });
  // Synchronous: the windows are closed right after this event, and must not hide themselves then.
  app.on('before-quit', () => shellStarted?.allowQuit());
  app.on('will-quit', () => {
    shellStarted?.dispose();
    void demo.close();
  });

  app
    .whenReady()
    .then(async () => {
      const refused = registerDialSchemes(app, {
        platform: process.platform,
        defaultApp: process.defaultApp ?? false,
        execPath: process.execPath,
        appPath: process.argv[1] ? resolve(process.argv[1]) : undefined,
      });
      if (refused.length > 0)
        console.warn(`Dialdesk: not registered as the handler of ${refused.join(', ')}`);
      const network = createApiNetwork(session);
      const core = await createCore({
        dataDir: app.getPath('userData'),
        secrets: createKeychainStore(),
        startDemo: demo.start,
        appInfo: {
          name: app.getName(),
          version: app.getVersion(),
          platform: process.platform,
          hotkeysThroughPortal: onWayland,
        },
        ...network,
        chooseSavePath: chooseSavePathWithDialog(dialog, app.getPath('downloads')),
        // Where a browser puts an address book exported from Google Contacts or Outlook on the web.
        chooseContactFiles: chooseContactFilesWithDialog(dialog, app.getPath('downloads')),
        numberKeysWorker: { path: paths.numberKeysWorker },
        policySource: policySourceFor(process.platform),
        showItemInFolder: (path) => shell.showItemInFolder(path),
        openExternal: (address) => shell.openExternal(address),
        systemLanguages: () => app.getPreferredSystemLanguages(),
        csvStyle: computerCsvStyle({
          platform: process.platform,
          systemLocale: () => app.getSystemLocale(),
          windowsNumberFormat: windowsNumberFormatReader,
        }),
      });
      shellStarted = await startShell(
        {
          app,
          protocol,
          session: session.defaultSession,
          ipcMain,
          createWindow: (options) => new BrowserWindow(options),
          createTray: () => new Tray(paths.trayIcon),
          Menu,
          globalShortcut,
          clipboard,
          makeClipboardItem: (payloads) => new ClipboardItem(payloads),
          loadNativeSelection: () => loadNativeSelection(process.platform),
          isTrustedAccessibilityClient: (prompt) => systemPreferences.isTrustedAccessibilityClient(prompt),
          createNotification: (options) => new Notification(options),
          isNotificationSupported: () => Notification.isSupported(),
          openExternal: (url) => shell.openExternal(url),
          powerMonitor,
          isOnline: () => net.isOnline(),
        },
        {
          core,
          queue,
          platform: process.platform,
          paths,
          showWindow: !launchedWithActions() && !loginItem?.openedAtLogin(process.argv),
          loginItem,
          windowBounds: windowBoundsFile(app.getPath('userData')),
          workAreas: () => screen.getAllDisplays().map((display) => display.workArea),
          zoom: zoomFile(app.getPath('userData')),
          workAreaOf: (bounds) => screen.getDisplayMatching(bounds).workArea,
          quickDialArea: () =>
            (onWayland
              ? screen.getPrimaryDisplay()
              : screen.getDisplayNearestPoint(screen.getCursorScreenPoint())
            ).workArea,
          raisesWindows: !onWayland,
          updates: (policy) =>
            updateSetup(
              {
                packaged: app.isPackaged,
                resourcesDir: process.resourcesPath,
                version: app.getVersion(),
                platform: process.platform,
                arch: process.arch,
                env: process.env,
                execPath: process.execPath,
                fetch: network.fetch,
              },
              policy,
            ),
          allowDevTools: !app.isPackaged,
        },
      );
    })
    .catch((error: unknown) => {
      dialog.showErrorBox(t('shell.couldNotStart'), error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
