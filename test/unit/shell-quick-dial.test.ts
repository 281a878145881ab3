// The quick-dial box's window (main/shell/quick-dial-window.ts) with a fake window typed against
// Electron's: made on first use, placed on the display under the pointer at the zoom in use, raised above
// other windows where the desktop allows (over full-screen apps on macOS), hidden on blur and on close,
// and the focus handed back as each OS allows (macOS: the app hides itself when no other window shows).
import { describe, expect, it } from 'vitest';
import { windowOptions } from '../../main/shell/app-windows';
import {
  createQuickDialWindow,
  QUICK_DIAL_PAGE_SIZE,
  type QuickDialWindowOptions,
  quickDialBounds,
} from '../../main/shell/quick-dial-window';
import type { Bounds } from '../../main/shell/window-bounds';
import { FakeWindow } from './shell-fakes';

const LEFT: Bounds = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT: Bounds = { x: 1920, y: 0, width: 2560, height: 1400 };

function setUp(platform: NodeJS.Platform, options: Partial<QuickDialWindowOptions> = {}) {
  const windows: FakeWindow[] = [];
  const app = { focuses: 0, hides: 0, focus: () => app.focuses++, hide: () => app.hides++ };
  let factor = 1;
  const zoomListeners: (() => void)[] = [];
  let pointerArea = LEFT;
  let otherShowing = false;
  const box = createQuickDialWindow({
    openWindow: () => {
      const window = new FakeWindow(windowOptions('quick-dial', { preload: '/p.cjs', icon: '/i.png' }));
      windows.push(window);
      return window;
    },
    platform,
    workArea: () => pointerArea,
    raisesWindows: true,
    zoom: { factor: () => factor, onChange: (listener) => zoomListeners.push(listener) },
    app,
    otherWindowShowing: () => otherShowing,
    ...options,
  });
  const shown = () => {
    box.show();
    windows.at(-1)?.finishLoading();
    return windows.at(-1) as FakeWindow;
  };
  return {
    box,
    windows,
    app,
    shown,
    movePointerTo: (area: Bounds) => (pointerArea = area),
    zoomTo: (next: number) => {
      factor = next;
      for (const listener of zoomListeners) listener();
    },
    otherWindow: (showing: boolean) => (otherShowing = showing),
  };
}

describe('the quick-dial window', () => {
  it('is made on first use, frameless and out of the taskbar, and loads its page', () => {
    const { box, windows } = setUp('linux');
    expect(windows).toHaveLength(0);
    box.show();
    expect(windows).toHaveLength(1);
    expect(windows[0]?.loaded).toEqual(['app://dialdesk/index.html#quick-dial']);
    expect(windows[0]?.options).toMatchObject({ frame: false, skipTaskbar: true, show: false });
  });

  it('opens focused on the display under the pointer, a third of the way down, above other windows', () => {
    const { shown, box, movePointerTo, windows } = setUp('linux');
    const window = shown();
    expect(window.visible && window.focused).toBe(true);
    expect(window.getBounds()).toEqual({ x: 720, y: 213, width: 480, height: 400 });
    expect(window.alwaysOnTop).toBe('floating');
    expect(window.onAllWorkspaces).toBeNull();
    box.close();
    movePointerTo(RIGHT);
    box.show();
    expect(windows).toHaveLength(1);
    expect(window.getBounds()).toEqual({ x: 1920 + 1040, y: 333, width: 480, height: 400 });
    // Its page is told it is shown again: an empty field.
    expect(window.webContents.sent.map(({ channel }) => channel)).toEqual(['dialdesk:quickDialShown']);
  });

  it('is its page times the zoom, within the screen, and refits when the zoom changes while it shows', () => {
    const { shown, zoomTo } = setUp('win32');
    const window = shown();
    zoomTo(2);
    expect(window.getBounds()).toEqual(quickDialBounds(LEFT, 2));
    expect(window.getBounds()).toMatchObject({ width: 960, height: 800 });
    zoomTo(3);
    expect(window.getBounds()).toMatchObject({ width: 1440, height: 1040 });
    expect(quickDialBounds({ x: 0, y: 0, width: 320, height: 240 }, 2)).toEqual({
      x: 0,
      y: 0,
      width: 320,
      height: 240,
    });
    expect(QUICK_DIAL_PAGE_SIZE).toEqual({ width: 480, height: 400 });
  });

  it('on macOS comes over a full-screen app, activating the app first', () => {
    const { shown, app } = setUp('darwin');
    const window = shown();
    expect(window.alwaysOnTop).toBe('screen-saver');
    expect(window.onAllWorkspaces).toEqual({ visibleOnFullScreen: true });
    expect(app.focuses).toBe(1);
  });

  it('where the desktop cannot raise or place a window (Wayland), it asks for neither, centred on the area given', () => {
    const { shown } = setUp('linux', { raisesWindows: false });
    const window = shown();
    expect(window.alwaysOnTop).toBeNull();
    expect(window.visible && window.focused).toBe(true);
    expect(window.getBounds()).toEqual(quickDialBounds(LEFT, 1));
  });

  it('hides when it loses the focus, and is shown again by the next press without a new window', () => {
    const { shown, box, windows } = setUp('linux');
    const window = shown();
    window.blur();
    expect(window.visible).toBe(false);
    box.show();
    expect(window.visible).toBe(true);
    expect(windows).toHaveLength(1);
  });

  it.each([
    ['linux', false, 0],
    ['win32', false, 0],
    ['darwin', false, 1],
    ['darwin', true, 0],
  ] as const)(
    'on %s, with another window showing: %s, closing hides the app %i times',
    (platform, other, hides) => {
      const { shown, box, app, otherWindow } = setUp(platform);
      const window = shown();
      otherWindow(other);
      box.close();
      expect(window.visible).toBe(false);
      expect(app.hides).toBe(hides);
      // Closed twice (Esc, then the blur the hiding causes): the app is hidden once.
      box.close();
      expect(app.hides).toBe(hides);
    },
  );

  it('answers for its own page only, and shows nothing twice while its first page still loads', () => {
    const { box, windows } = setUp('linux');
    box.show();
    box.show();
    expect(windows).toHaveLength(1);
    const window = windows[0] as FakeWindow;
    expect(window.visible).toBe(false);
    window.finishLoading();
    expect(window.visible).toBe(true);
    expect(box.isQuickDialWindow(window.webContents.id)).toBe(true);
    expect(box.isQuickDialWindow(window.webContents.id + 1)).toBe(false);
  });
});
