// Every app window is sandboxed and isolated, cannot open windows or leave the app's origin, embeds no
// webviews and gets no permissions; IPC trusts only these windows, and events reach all of them.
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../main/shell/app-protocol';
import { createAppWindows, forwardCoreEvents, windowOptions } from '../../main/shell/app-windows';
import {
  GRANTED_PERMISSION,
  guardEveryWebContents,
  hardenWebContents,
  restrictPermissions,
} from '../../main/shell/window-security';
import { EVENTS, ipcName } from '../../preload/contract';
import { FakeEmitter, FakeSession, FakeWebContents, FakeWindow, preventable } from './shell-fakes';

const PATHS = { preload: '/app/dist/preload/index.cjs', icon: '/app/assets/icon.png' };

/** A link the app put on screen (the app lists none today; tests list their own). */
const LISTED = 'https://example.com/help';

function openWindows(options: { allowDevTools?: boolean } = {}) {
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
    externalLinks: [LISTED],
    ...options,
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
      webviewTag: false,
      devTools: false,
      preload: PATHS.preload,
    });
  });

  it('turn DevTools on only when asked (a development run)', () => {
    expect(windowOptions('main', PATHS, true).webPreferences.devTools).toBe(true);
  });

  it('make the confirmation small, fixed, centred, on top and out of the taskbar', () => {
    // Its page's size, the frame on top: what the page reports is fitted to from there (confirm-size.ts).
    expect(windowOptions('confirm', PATHS)).toMatchObject({
      width: 420,
      height: 240,
      useContentSize: true,
      resizable: false,
      alwaysOnTop: true,
      skipTaskbar: true,
      center: true,
      show: false,
    });
  });
});

describe('an opened app window', () => {
  it('denies window.open, and opens in the browser only an address the app put on screen', () => {
    const { windows, opened } = openWindows();
    const contents = windows.open('main').webContents;
    const handler = contents.openHandler;
    expect(handler).not.toBeNull();
    for (const url of [
      LISTED,
      'https://example.com/help?x=1',
      'https://evil.example/phish',
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(handler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual([LISTED]);
  });

  it.each(['will-navigate', 'will-redirect'] as const)(
    'prevents %s away from the app origin, and allows it within',
    (eventName) => {
      const { windows, opened } = openWindows();
      const contents = windows.open('main').webContents;
      const navigate = (url: string) => {
        const event = preventable({ url });
        contents.emit(eventName, event);
        return event.defaultPrevented;
      };
      expect(navigate('app://dialdesk/index.html#settings')).toBe(false);
      expect(navigate('https://evil.example/phish')).toBe(true);
      expect(navigate('file:///etc/passwd')).toBe(true);
      expect(navigate('app://other/index.html')).toBe(true);
      expect(navigate('app://evil@dialdesk/index.html')).toBe(true);
      expect(navigate(LISTED)).toBe(true);
      expect(opened).toEqual([LISTED]);
    },
  );

  it('prevents a frame from navigating away from the app origin', () => {
    const { windows, opened } = openWindows();
    const contents = windows.open('main').webContents;
    const frameTo = (url: string) => {
      const event = preventable({ url, isMainFrame: false });
      contents.emit('will-frame-navigate', event);
      return event.defaultPrevented;
    };
    expect(frameTo('https://evil.example/frame')).toBe(true);
    expect(frameTo(LISTED)).toBe(true);
    expect(frameTo('app://dialdesk/index.html')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('closes DevTools as soon as they open, unless DevTools are allowed', () => {
    const packaged = openWindows().windows.open('main').webContents;
    packaged.emit('devtools-opened');
    expect(packaged.devToolsClosed).toBe(1);
    const development = openWindows({ allowDevTools: true }).windows.open('main').webContents;
    development.emit('devtools-opened');
    expect(development.devToolsClosed).toBe(0);
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

describe('the app-wide guard', () => {
  it('hardens every web contents the app creates, once, whoever created it', () => {
    const app = new FakeEmitter();
    const opened: string[] = [];
    const options = {
      origin: APP_ORIGIN,
      openExternal: (url: string) => opened.push(url),
      allowDevTools: false,
    };
    guardEveryWebContents(app, options);
    const stray = new FakeWebContents();
    app.emit('web-contents-created', {}, stray);
    expect(stray.openHandler?.({ url: 'https://evil.example' })).toEqual({ action: 'deny' });
    for (const eventName of ['will-navigate', 'will-redirect', 'will-frame-navigate']) {
      const event = preventable({ url: 'https://evil.example' });
      stray.emit(eventName, event);
      expect(event.defaultPrevented).toBe(true);
    }
    const webview = preventable();
    stray.emit('will-attach-webview', webview, {}, {});
    expect(webview.defaultPrevented).toBe(true);
    stray.emit('devtools-opened');
    expect(stray.devToolsClosed).toBe(1);
    // Hardened again by the window that owns it: still one listener each, so nothing happens twice.
    hardenWebContents(stray, options);
    stray.emit('devtools-opened');
    expect(stray.devToolsClosed).toBe(2);
    expect(opened).toEqual([]);
  });
});
