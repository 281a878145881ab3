// Global hotkeys in a Wayland session. A Wayland client cannot grab keys for itself: Chromium binds them
// through the desktop's global-shortcuts portal (org.freedesktop.portal.GlobalShortcuts: GNOME 48+, KDE
// Plasma 6) once its GlobalShortcutsPortal feature is on, which Electron's globalShortcut documentation asks
// an app to do. Chromium asks the portal only where its X11 backend is not running (under X11 it grabs the
// keys through the X server), so the feature is turned on where Electron runs as a Wayland client and
// nowhere else.
//
// The portal knows the app by the name of its installed .desktop file, which Electron hands Chromium as
// CHROME_DESKTOP (package.json desktopName): app.dialdesk.desktop.desktop, so the id app.dialdesk.desktop.
// An app whose id matches no installed .desktop file is refused without a word to it (an AppImage that was
// never installed, README "Command line, and Wayland").

export const GLOBAL_SHORTCUTS_PORTAL = 'GlobalShortcutsPortal';

/** The part of Electron's app.commandLine read here: a switch's value, '' when it is absent. */
export interface CommandLineReader {
  getSwitchValue(name: string): string;
}

export interface SessionFacts {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  /** Electron's command line: the switches the person started Dialdesk with, and those appended so far. */
  commandLine: CommandLineReader;
}

/** A switch for app.commandLine.appendSwitch, without its leading dashes. */
export interface CommandLineSwitch {
  name: string;
  value: string;
}

/**
 * Whether Electron runs as a Wayland client. Electron ≥ 38 decides as Chromium does
 * (ui/linux/display_server_utils.cc): --ozone-platform wins; otherwise --ozone-platform-hint, `auto` by
 * default, which picks Wayland in a session whose XDG_SESSION_TYPE is wayland, and `wayland`, which
 * picks it wherever a compositor answers (WAYLAND_DISPLAY). A WAYLAND_DISPLAY without the session type
 * (a compositor started from a console) counts under `auto` too: should Chromium run on XWayland there, its
 * X11 listener takes the keys and the portal is never asked (global_accelerator_listener_ozone.cc tries the
 * platform's own listener first), so a wrong guess costs nothing and a missed one would cost the hotkeys.
 */
export function runsOnWayland({ platform, env, commandLine }: SessionFacts): boolean {
  if (platform !== 'linux') return false;
  const forced = commandLine.getSwitchValue('ozone-platform');
  if (forced !== '') return forced === 'wayland';
  const hint = commandLine.getSwitchValue('ozone-platform-hint') || 'auto';
  const session = env.XDG_SESSION_TYPE ?? '';
  const compositor = (env.WAYLAND_DISPLAY ?? '') !== '';
  if (hint === 'wayland') return session === 'wayland' || compositor;
  if (hint === 'auto') return session === 'wayland' || (session !== 'x11' && compositor);
  return false; // x11, or a platform with no desktop at all (headless)
}

/** A feature's name in an enable-features or disable-features entry: `*Name`, `Name<Trial`, `Name:a/1`. */
const featureName = (entry: string): string => entry.trim().replace(/^\*/, '').split(/[<:]/)[0] ?? '';

const featureNames = (list: string): string[] =>
  list
    .split(',')
    .map(featureName)
    .filter((name) => name !== '');

/**
 * The switches to append before `ready`. Chromium reads one --enable-features value (a later one replaces
 * the earlier), so the feature is added to the list the command line already holds, the person's own and
 * any appended before this, rather than appended alone. A person who disabled the feature keeps it off.
 */
export function waylandSwitches(facts: SessionFacts): CommandLineSwitch[] {
  if (!runsOnWayland(facts)) return [];
  const { commandLine } = facts;
  if (featureNames(commandLine.getSwitchValue('disable-features')).includes(GLOBAL_SHORTCUTS_PORTAL))
    return [];
  const enabled = commandLine.getSwitchValue('enable-features');
  if (featureNames(enabled).includes(GLOBAL_SHORTCUTS_PORTAL)) return [];
  const entries = enabled.split(',').filter((entry) => entry.trim() !== '');
  return [{ name: 'enable-features', value: [...entries, GLOBAL_SHORTCUTS_PORTAL].join(',') }];
}
