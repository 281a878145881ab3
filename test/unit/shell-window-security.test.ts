// Every app window is sandboxed and isolated, cannot open windows or leave the app's origin, embeds no
// webviews and gets no permissions; IPC trusts only these windows, and events reach all of them.
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../main/shell/app-protocol';
import { createAppWindows, forwardCoreEvents, windowOptions } from '../../main/shell/app-windows';
import { GRANTED_PERMISSION, restrictPermissions } from '../../main/shell/window-security';
import { EVENTS, ipcName } from '../../preload/contract';
import { FakeEmitter, FakeSession, FakeWindow, preventable } from './shell-fakes';

const PATHS = { preload: '/app/dist/preload/index.cjs', icon: '/app/assets/icon.png' };

function openWindows() {
  const opened: string[] = [];
  const created: FakeWindow[] = [];
  const windows = createAppWindows({
    createWindow: (options) => {
      const window = new FakeWindow(options);
      created.push(window);
      return window;
    },
    paths: PATHS,
    origin: APP_ORIGIN,
    openExternal: (url) => opened.push(url),
  });
  return { windows, opened, created };
}

describe('window options', () => {
  it.each(['main', 'confirm'] as const)('give the %s window exactly the hardened web preferences', (kind) => {
    expect(windowOptions(kind, PATHS).webPreferences).toStrictEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: PATHS.preload,
    });
  });

  it('make the confirmation small, fixed, centred, on top and out of the taskbar', () => {
    expect(windowOptions('confirm', PATHS)).toMatchObject({
      width: 420,
      height: 240,
      resizable: false,
      alwaysOnTop: true,
      skipTaskbar: true,
      center: true,
      show: false,
    });
  });
});

describe('an opened app window', () => {
  it('denies window.open, and opens only http(s) links in the browser', () => {
    const { windows, opened } = openWindows();
    const contents = windows.open('main').webContents;
    const handler = contents.openHandler;
    expect(handler).not.toBeNull();
    for (const url of [
      'https://example.com/help',
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(handler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://example.com/help', 'http://example.com']);
  });

  it('prevents navigation away from the app origin, and allows it within', () => {
    const { windows, opened } = openWindows();
    const contents = windows.open('main').webContents;
    const navigate = (url: string) => {
      const event = preventable({ url });
      contents.emit('will-navigate', event);
      return event.defaultPrevented;
    };
    expect(navigate('app://dialdesk/index.html#settings')).toBe(false);
    expect(navigate('https://evil.example/phish')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('app://other/index.html')).toBe(true);
    expect(opened).toEqual(['https://evil.example/phish']);
  });

  it('prevents attaching a webview', () => {
    const { windows } = openWindows();
    const event = preventable();
    windows.open('confirm').webContents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('is trusted for IPC while it exists, and receives broadcast events', () => {
    const { windows, created } = openWindows();
    const main = windows.open('main');
    const confirm = windows.open('confirm');
    expect(windows.isAppWindow(main.webContents.id)).toBe(true);
    expect(windows.isAppWindow(confirm.webContents.id)).toBe(true);
    expect(windows.isAppWindow(9999)).toBe(false);

    windows.broadcast('pendingCallClosed', { id: 'p-1' });
    for (const window of created) {
      expect(window.webContents.sent).toEqual([
        { channel: 'dialdesk:pendingCallClosed', payload: { id: 'p-1' } },
      ]);
    }

    confirm.close();
    expect(windows.isAppWindow(confirm.webContents.id)).toBe(false);
    windows.broadcast('pendingCallClosed', { id: 'p-2' });
    expect(confirm.webContents.sent).toHaveLength(1);
  });
});

describe('forwardCoreEvents', () => {
  it("sends every one of the core's events to the windows under its IPC name", () => {
    const core = new FakeEmitter();
    const sent: [string, unknown][] = [];
    forwardCoreEvents(core, { broadcast: (event, payload) => sent.push([ipcName(event), payload]) });
    for (const event of EVENTS) core.emit(event, { from: event });
    expect(sent).toEqual(EVENTS.map((event) => [`dialdesk:${event}`, { from: event }]));
  });
});

describe('restrictPermissions', () => {
  const APP = 'app://dialdesk';
  const setup = () => {
    const session = new FakeSession();
    restrictPermissions(session, APP);
    const request = (permission: string, requestingUrl: string) => {
      let granted: boolean | undefined;
      session.requestHandler?.(
        {},
        permission,
        (answer) => {
          granted = answer;
        },
        { requestingUrl },
      );
      return granted;
    };
    const check = (permission: string, origin: string) => session.checkHandler?.({}, permission, origin);
    return { request, check };
  };

  it('refuses every other permission, even to the app page', () => {
    const { request, check } = setup();
    for (const permission of [
      'media',
      'notifications',
      'geolocation',
      'clipboard-read',
      'openExternal',
      'fullscreen',
    ]) {
      expect(request(permission, `${APP}/index.html`), permission).toBe(false);
      expect(check(permission, APP), permission).toBe(false);
    }
  });

  it('lets the app page write text to the clipboard, and nobody else', () => {
    const { request, check } = setup();
    expect(request(GRANTED_PERMISSION, `${APP}/index.html`)).toBe(true);
    expect(check(GRANTED_PERMISSION, APP)).toBe(true);
    expect(request(GRANTED_PERMISSION, 'https://evil.example/')).toBe(false);
    expect(check(GRANTED_PERMISSION, 'app://dialdesk.evil')).toBe(false);
    expect(check(GRANTED_PERMISSION, 'file://')).toBe(false);
  });
});
