// What happens around start-up: the login item on each OS, the link schemes offered to the OS, and the
// demo phone system started once and closed on quit.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoServer } from '../../main/demo/server';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import { DIAL_SCHEMES, registerDialSchemes } from '../../main/shell/dial-schemes';
import { autostartEntry, autostartFile, createLoginItem } from '../../main/shell/login-item';

describe('createLoginItem', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-autostart-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const fakeApp = (wasOpenedAtLogin = false) => ({
    setLoginItemSettings: vi.fn(),
    getLoginItemSettings: () => ({ wasOpenedAtLogin }),
  });

  it.each(['darwin', 'win32'] as const)(
    'asks %s to start the app hidden at login, and to stop',
    async (platform) => {
      const app = fakeApp();
      const item = createLoginItem({
        platform,
        app,
        autostart: { file: join(dir, 'x.desktop'), executable: '/x' },
      });
      await item.apply(true);
      await item.apply(false);
      expect(app.setLoginItemSettings.mock.calls).toEqual([
        [{ openAtLogin: true, args: ['--hidden'] }],
        [{ openAtLogin: false, args: ['--hidden'] }],
      ]);
    },
  );

  it('writes and removes an XDG autostart entry on Linux', async () => {
    const file = join(dir, 'autostart', 'dialdesk.desktop');
    const app = fakeApp();
    const item = createLoginItem({
      platform: 'linux',
      app,
      autostart: { file, executable: '/home/ann/Apps/Dialdesk 1.0.AppImage' },
    });
    await item.apply(true);
    const entry = await readFile(file, 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Exec="/home/ann/Apps/Dialdesk 1.0.AppImage" --hidden\n');
    await item.apply(false);
    await expect(stat(file)).rejects.toThrow();
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('quotes the executable as the Desktop Entry spec asks', () => {
    expect(autostartEntry('/opt/a"b$c`d\\e/dialdesk')).toContain(
      'Exec="/opt/a\\\\"b\\\\$c\\\\`d\\\\\\\\e/dialdesk" --hidden',
    );
  });

  it('puts the entry under XDG_CONFIG_HOME, or ~/.config', () => {
    expect(autostartFile({ XDG_CONFIG_HOME: '/cfg' }, '/home/ann')).toBe(
      join('/cfg', 'autostart', 'dialdesk.desktop'),
    );
    expect(autostartFile({}, '/home/ann')).toBe(
      join('/home/ann', '.config', 'autostart', 'dialdesk.desktop'),
    );
  });

  it('knows a start at login from --hidden, or from macOS itself', () => {
    const autostart = { file: join(dir, 'x.desktop'), executable: '/x' };
    const linux = createLoginItem({ platform: 'linux', app: fakeApp(true), autostart });
    expect(linux.openedAtLogin(['/x', '--hidden'])).toBe(true);
    expect(linux.openedAtLogin(['/x'])).toBe(false);
    expect(createLoginItem({ platform: 'darwin', app: fakeApp(true), autostart }).openedAtLogin(['/x'])).toBe(
      true,
    );
  });
});

describe('registerDialSchemes', () => {
  const host = (refuses: string[] = []) => ({
    setAsDefaultProtocolClient: vi.fn((scheme: string) => !refuses.includes(scheme)),
  });

  it.each(['darwin', 'win32', 'linux'] as const)(
    'offers tel:, callto: and sip: as the installed app on %s',
    (platform) => {
      const app = host();
      const from = { platform, defaultApp: false, execPath: '/opt/Dialdesk/dialdesk', appPath: undefined };
      expect(registerDialSchemes(app, from)).toEqual([]);
      expect(app.setAsDefaultProtocolClient.mock.calls).toEqual([['tel'], ['callto'], ['sip']]);
    },
  );

  it('names the Electron binary and the app path in a development run on Windows', () => {
    const app = host(['sip']);
    const from = {
      platform: 'win32' as const,
      defaultApp: true,
      execPath: 'C:\\dev\\electron.exe',
      appPath: 'C:\\dev\\dialdesk',
    };
    expect(registerDialSchemes(app, from)).toEqual(['sip']);
    expect(app.setAsDefaultProtocolClient.mock.calls).toEqual(
      DIAL_SCHEMES.map((scheme) => [scheme, 'C:\\dev\\electron.exe', ['C:\\dev\\dialdesk']]),
    );
  });

  it.each(['darwin', 'linux'] as const)('claims nothing for a development run on %s', (platform) => {
    const app = host();
    registerDialSchemes(app, {
      platform,
      defaultApp: true,
      execPath: '/dev/electron',
      appPath: '/dev/dialdesk',
    });
    expect(app.setAsDefaultProtocolClient).not.toHaveBeenCalled();
  });
});

describe('createDemoLauncher', () => {
  const fakeServer = () =>
    ({
      baseUrl: 'http://127.0.0.1:1/app/api/7',
      lookupUrl: 'http://127.0.0.1:1/api',
      pbxKey: 'demo-pbx-key',
      lookupKey: 'demo-lookup-key',
      close: vi.fn(async () => undefined),
    }) as unknown as DemoServer & { close: ReturnType<typeof vi.fn> };

  it('starts the server once, hands over only its endpoint, and closes it', async () => {
    const server = fakeServer();
    const start = vi.fn(async () => server);
    const demo = createDemoLauncher(start);
    const [first, second] = await Promise.all([demo.start(), demo.start()]);
    expect(start).toHaveBeenCalledOnce();
    expect(first).toEqual({
      baseUrl: 'http://127.0.0.1:1/app/api/7',
      lookupUrl: 'http://127.0.0.1:1/api',
      pbxKey: 'demo-pbx-key',
      lookupKey: 'demo-lookup-key',
    });
    expect(second).toEqual(first);
    await demo.close();
    expect(server.close).toHaveBeenCalledOnce();
  });

  it('has nothing to close when it never started', async () => {
    const start = vi.fn();
    await createDemoLauncher(start).close();
    expect(start).not.toHaveBeenCalled();
  });
});
