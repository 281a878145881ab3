// The switches appended before `ready` for global hotkeys in a Wayland session (main/shell/wayland.ts), and
// the one id the desktop portal, the window and the .desktop file must share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  type CommandLineReader,
  GLOBAL_SHORTCUTS_PORTAL,
  runsOnWayland,
  type SessionFacts,
  waylandSwitches,
} from '../../main/shell/wayland';

const ROOT = join(import.meta.dirname, '..', '..');

/** Electron's app.commandLine as it reads: the given switches, '' for any other. */
const commandLine = (switches: Record<string, string> = {}): CommandLineReader => ({
  getSwitchValue: (name) => switches[name] ?? '',
});

const GNOME_WAYLAND = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };
const X11 = { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' };

const facts = (overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  platform: 'linux',
  env: GNOME_WAYLAND,
  commandLine: commandLine(),
  ...overrides,
});

const PORTAL_SWITCH = { name: 'enable-features', value: GLOBAL_SHORTCUTS_PORTAL };

describe('waylandSwitches', () => {
  it('turns the global-shortcuts portal on in a Wayland session', () => {
    expect(waylandSwitches(facts())).toEqual([PORTAL_SWITCH]);
    // A session that says only that it is Wayland, or only has a compositor to talk to.
    expect(waylandSwitches(facts({ env: { XDG_SESSION_TYPE: 'wayland' } }))).toEqual([PORTAL_SWITCH]);
    expect(waylandSwitches(facts({ env: { WAYLAND_DISPLAY: 'wayland-1' } }))).toEqual([PORTAL_SWITCH]);
  });

  it('appends nothing in an X11 session, or with no display at all', () => {
    expect(waylandSwitches(facts({ env: X11 }))).toEqual([]);
    // XWayland's DISPLAY beside an X11 session type: still X11.
    expect(waylandSwitches(facts({ env: { ...X11, WAYLAND_DISPLAY: 'wayland-0' } }))).toEqual([]);
    expect(waylandSwitches(facts({ env: { XDG_SESSION_TYPE: 'tty' } }))).toEqual([]);
    expect(waylandSwitches(facts({ env: {} }))).toEqual([]);
    expect(waylandSwitches(facts({ env: { WAYLAND_DISPLAY: '' } }))).toEqual([]);
  });

  it.each(['win32', 'darwin'] as const)(
    'appends nothing on %s, whatever the environment says',
    (platform) => {
      expect(waylandSwitches(facts({ platform }))).toEqual([]);
    },
  );

  it('appends nothing when Electron is forced onto X11', () => {
    expect(waylandSwitches(facts({ commandLine: commandLine({ 'ozone-platform': 'x11' }) }))).toEqual([]);
    expect(waylandSwitches(facts({ commandLine: commandLine({ 'ozone-platform-hint': 'x11' }) }))).toEqual(
      [],
    );
    // The platform wins over the hint, as in Chromium.
    const both = commandLine({ 'ozone-platform': 'x11', 'ozone-platform-hint': 'wayland' });
    expect(waylandSwitches(facts({ commandLine: both }))).toEqual([]);
    expect(waylandSwitches(facts({ commandLine: commandLine({ 'ozone-platform': 'headless' }) }))).toEqual(
      [],
    );
  });

  it('turns it on when Electron is told to use Wayland', () => {
    const platform = commandLine({ 'ozone-platform': 'wayland' });
    expect(waylandSwitches(facts({ env: {}, commandLine: platform }))).toEqual([PORTAL_SWITCH]);
    // --ozone-platform-hint=wayland: Wayland wherever a compositor answers, even in an X11 session.
    const hint = commandLine({ 'ozone-platform-hint': 'wayland' });
    expect(
      waylandSwitches(facts({ env: { ...X11, WAYLAND_DISPLAY: 'wayland-0' }, commandLine: hint })),
    ).toEqual([PORTAL_SWITCH]);
    expect(waylandSwitches(facts({ env: X11, commandLine: hint }))).toEqual([]);
    // --ozone-platform-hint=auto is the default.
    const auto = commandLine({ 'ozone-platform-hint': 'auto' });
    expect(waylandSwitches(facts({ commandLine: auto }))).toEqual([PORTAL_SWITCH]);
    expect(waylandSwitches(facts({ env: X11, commandLine: auto }))).toEqual([]);
  });

  it('adds the feature to the enable-features already on the command line, as one value', () => {
    const enabled = commandLine({ 'enable-features': 'WaylandWindowDecorations,UseOzonePlatform' });
    expect(waylandSwitches(facts({ commandLine: enabled }))).toEqual([
      { name: 'enable-features', value: 'WaylandWindowDecorations,UseOzonePlatform,GlobalShortcutsPortal' },
    ]);
    // Entries with a field trial or parameters are kept as written.
    const trial = commandLine({ 'enable-features': 'Foo<Study.Group,Bar:x/1,' });
    expect(waylandSwitches(facts({ commandLine: trial }))).toEqual([
      { name: 'enable-features', value: 'Foo<Study.Group,Bar:x/1,GlobalShortcutsPortal' },
    ]);
  });

  it('appends nothing when the feature is already enabled, or was disabled by the person', () => {
    for (const value of ['GlobalShortcutsPortal', 'Foo,GlobalShortcutsPortal', '*GlobalShortcutsPortal'])
      expect(
        waylandSwitches(facts({ commandLine: commandLine({ 'enable-features': value }) })),
        value,
      ).toEqual([]);
    const disabled = commandLine({ 'disable-features': 'Foo,GlobalShortcutsPortal' });
    expect(waylandSwitches(facts({ commandLine: disabled }))).toEqual([]);
    // A feature whose name merely starts the same is another feature.
    const other = commandLine({ 'enable-features': 'GlobalShortcutsPortalPreferredTrigger' });
    expect(waylandSwitches(facts({ commandLine: other }))).toEqual([
      { name: 'enable-features', value: 'GlobalShortcutsPortalPreferredTrigger,GlobalShortcutsPortal' },
    ]);
  });

  it('agrees with runsOnWayland', () => {
    for (const env of [GNOME_WAYLAND, X11, {}])
      expect(waylandSwitches(facts({ env })).length > 0).toBe(runsOnWayland(facts({ env })));
  });
});

describe('the desktop id', () => {
  // Electron names the window (Wayland app_id, X11 WM_CLASS) and the app to the desktop portal after
  // package.json's desktopName less .desktop; electron-builder installs the .desktop file under that name
  // (linux.syncDesktopName) with it as StartupWMClass. The portal binds hotkeys only for an installed id.
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { desktopName: string };
  const builder = load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as {
    appId: string;
    linux: { syncDesktopName?: boolean };
  };

  it('is the app id, reverse-DNS, with the .desktop file named after it', () => {
    expect(builder.appId).toBe('app.dialdesk.desktop');
    expect(packageJson.desktopName).toBe(`${builder.appId}.desktop`);
    expect(builder.linux.syncDesktopName).toBe(true);
  });

  it('is what main/index.ts gives Windows as the AppUserModelId', () => {
    const index = readFileSync(join(ROOT, 'main', 'index.ts'), 'utf8');
    expect(index).toContain(`const APP_ID = '${builder.appId}';`);
  });
});
