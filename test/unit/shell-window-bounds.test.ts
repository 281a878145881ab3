// The main window as a companion: its default and minimum size, and its size and place remembered across
// closes and starts (in a file of the app's own), forgotten when that place is on no screen any more.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_WINDOW_SIZE, windowOptions } from '../../main/shell/app-windows';
import { createMainWindowService } from '../../main/shell/main-window';
import {
  type Bounds,
  restoredBounds,
  WINDOW_STATE_FILE_NAME,
  windowBoundsFile,
} from '../../main/shell/window-bounds';
import { FakeWindow } from './shell-fakes';

const PATHS = { preload: '/p.cjs', icon: '/i.png' };
const SCREEN: Bounds = { x: 0, y: 0, width: 1920, height: 1040 };

describe('the main window', () => {
  it('opens as a companion column and never narrower than every view is built for', () => {
    const options = windowOptions('main', PATHS);
    expect(options).toMatchObject({ width: 420, height: 680, minWidth: 360, minHeight: 480 });
    expect(MAIN_WINDOW_SIZE.minWidth).toBe(360);
  });

  it('reopens where it was closed, and keeps each place it is left at', () => {
    const created: FakeWindow[] = [];
    const saved: Bounds[] = [];
    const open = (place: Partial<Bounds>) => {
      const window = new FakeWindow(windowOptions('main', PATHS, false, place));
      created.push(window);
      return window;
    };
    const service = createMainWindowService(open, {
      initial: { x: 40, y: 50, width: 500, height: 700 },
      save: (bounds) => saved.push(bounds),
    });
    service.show();
    const first = created[0] as FakeWindow;
    expect(first.options).toMatchObject({ x: 40, y: 50, width: 500, height: 700, minWidth: 360 });

    first.bounds = { x: 300, y: 120, width: 900, height: 640 };
    first.close(); // hidden to the tray: the place is kept
    expect(saved).toEqual([{ x: 300, y: 120, width: 900, height: 640 }]);

    service.allowClose();
    first.close();
    service.show();
    expect((created[1] as FakeWindow).options).toMatchObject({ x: 300, y: 120, width: 900, height: 640 });
  });
});

describe('restoredBounds', () => {
  const minimum = { width: 360, height: 480 };

  it('opens at the saved place while the top of the window is on a screen', () => {
    const saved = { x: 1500, y: 20, width: 420, height: 680 };
    expect(restoredBounds(saved, [SCREEN], minimum)).toEqual(saved);
  });

  it('keeps only the size when the place is on no screen (a monitor unplugged)', () => {
    const saved = { x: 2200, y: 20, width: 420, height: 680 };
    expect(restoredBounds(saved, [SCREEN], minimum)).toEqual({ width: 420, height: 680 });
    // Only its bottom edge showing at the top of the screen is not enough to grab it.
    expect(restoredBounds({ ...saved, x: 10, y: -670 }, [SCREEN], minimum)).toEqual({
      width: 420,
      height: 680,
    });
  });

  it('never below the minimum size, and nothing saved means the default', () => {
    expect(restoredBounds({ x: 10, y: 10, width: 200, height: 100 }, [SCREEN], minimum)).toEqual({
      x: 10,
      y: 10,
      width: 360,
      height: 480,
    });
    expect(restoredBounds(null, [SCREEN], minimum)).toEqual({});
  });
});

describe('windowBoundsFile', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps the bounds across starts, and starts empty from a missing or damaged file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-bounds-'));
    expect(await windowBoundsFile(dir).load()).toBeNull();
    await windowBoundsFile(dir).save({ x: 5, y: 6, width: 700, height: 500 });
    expect(await windowBoundsFile(dir).load()).toEqual({ x: 5, y: 6, width: 700, height: 500 });
    expect(JSON.parse(await readFile(join(dir, WINDOW_STATE_FILE_NAME), 'utf8'))).toEqual({
      main: { x: 5, y: 6, width: 700, height: 500 },
    });

    await writeFile(join(dir, WINDOW_STATE_FILE_NAME), '{"main":{"x":"far","y":0,"width":1,"height":1}}');
    expect(await windowBoundsFile(dir).load()).toBeNull();
  });
});
