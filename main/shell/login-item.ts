// Starting Dialdesk with the user's session (Settings > General > Start at login). macOS and Windows
// keep login items themselves; Linux desktops read an XDG autostart entry, which Electron does not
// write, so it is written here. Started at login, Dialdesk stays in the tray.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { t } from '../../preload/shared/i18n/translate';

export const START_HIDDEN_SWITCH = '--hidden';

export interface LoginItemHost {
  setLoginItemSettings(settings: { openAtLogin: boolean; args: string[] }): void;
  getLoginItemSettings(): { wasOpenedAtLogin: boolean };
}

/**
 * $XDG_CONFIG_HOME/autostart/dialdesk.desktop, defaulting to ~/.config. Not renamed with the installed entry
 * (app.dialdesk.desktop.desktop): this file only starts the app, and the id Electron gives its windows and
 * the desktop portal is package.json's desktopName, whichever file started it. Kept, the name keeps a start
 * at login set by an older version the same file: rewritten at each start or removed by this one, never
 * doubled.
 */
export function autostartFile(env: NodeJS.ProcessEnv, home: string): string {
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'autostart', 'dialdesk.desktop');
}

/**
 * Quoted as the Desktop Entry spec asks: ", `, $ and \ escaped inside double quotes, then every
 * backslash escaped again because Exec is also a string value.
 */
function execArgument(path: string): string {
  const quoted = `"${path.replace(/["`$\\]/g, (char) => `\\${char}`)}"`;
  return quoted.replace(/\\/g, '\\\\');
}

export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Dialdesk',
    // In the language in use when it is written (at each start while the setting is on). One line.
    `Comment=${t('shell.autostartComment').replace(/\s+/g, ' ')}`,
    `Exec=${execArgument(executable)} ${START_HIDDEN_SWITCH}`,
    'Icon=dialdesk',
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

export interface LoginItemOptions {
  platform: NodeJS.Platform;
  app: LoginItemHost;
  /** Linux: where the autostart entry goes, and what it starts (the AppImage itself, not its mount). */
  autostart: { file: string; executable: string };
}

export interface LoginItem {
  apply(startAtLogin: boolean): Promise<void>;
  /** True when the session started the app: it then opens no window. */
  openedAtLogin(argv: readonly string[]): boolean;
}

export function createLoginItem({ platform, app, autostart }: LoginItemOptions): LoginItem {
  return {
    async apply(startAtLogin) {
      if (platform !== 'linux') {
        // args reach Windows only; macOS tells through wasOpenedAtLogin instead.
        app.setLoginItemSettings({ openAtLogin: startAtLogin, args: [START_HIDDEN_SWITCH] });
      } else if (startAtLogin) {
        await mkdir(dirname(autostart.file), { recursive: true });
        await writeFile(autostart.file, autostartEntry(autostart.executable));
      } else {
        await rm(autostart.file, { force: true });
      }
    },
    openedAtLogin(argv) {
      if (argv.includes(START_HIDDEN_SWITCH)) return true;
      return platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin;
    },
  };
}
