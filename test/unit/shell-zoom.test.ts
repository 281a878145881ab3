// The pages' zoom (main/shell/zoom.ts, zoomed-windows.ts) with fake windows and a real file: the keys on
// each platform, the steps from 50% to 300%, a main window that grows to keep 320 CSS px of page within
// its screen, the confirmation zoomed too, and the factor kept across starts.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppWindows } from '../../main/shell/app-windows';
import type { Bounds } from '../../main/shell/window-bounds';
import { type KeyInput, ZOOM_FILE_NAME, zoomAfter, zoomCommandOf, zoomFile } from '../../main/shell/zoom';
import { zoomedWindows } from '../../main/shell/zoomed-windows';
import { FakeWindow, preventable } from './shell-fakes';

const key = (key: string, held: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key,
  control: false,
  meta: false,
  alt: false,
  ...held,
});

describe('zoomCommandOf', () => {
  it.each<[string, KeyInput, NodeJS.Platform, string | null]>([
    ['Ctrl + on Linux', key('+', { control: true }), 'linux', 'in'],
    ['Ctrl = (the + key unshifted) on Windows', key('=', { control: true }), 'win32', 'in'],
    ['Ctrl − on Linux', key('-', { control: true }), 'linux', 'out'],
    ['Ctrl _ (shifted −)', key('_', { control: true }), 'win32', 'out'],
    ['Ctrl 0', key('0', { control: true }), 'linux', 'reset'],
    ['⌘ + on macOS', key('+', { meta: true }), 'darwin', 'in'],
    ['Ctrl + on macOS is not ⌘', key('+', { control: true }), 'darwin', null],
    ['⌘ + elsewhere is not Ctrl', key('+', { meta: true }), 'linux', null],
    ['+ alone types a plus', key('+'), 'linux', null],
    ['Ctrl Alt 0 is left to the layout', key('0', { control: true, alt: true }), 'linux', null],
    ['the key going up', key('+', { control: true, type: 'keyUp' }), 'linux', null],
    ['Ctrl 1', key('1', { control: true }), 'linux', null],
  ])('%s', (_name, input, platform, command) => {
    expect(zoomCommandOf(input, platform)).toBe(command);
  });
});

describe('zoomAfter', () => {
  it.each<[number, 'in' | 'out' | 'reset', number]>([
    [1, 'in', 1.1],
    [1, 'out', 0.9],
    [1.75, 'in', 2],
    [3, 'in', 3],
    [0.5, 'out', 0.5],
    [1.05, 'in', 1.1], // a kept factor between levels steps to the next one
    [1.05, 'out', 1],
    [2.5, 'reset', 1],
  ])('%s, %s → %s', (from, command, to) => {
    expect(zoomAfter(from, command)).toBe(to);
  });
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-zoom-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The shell's windows over fakes, zoomed, on a screen of this work area. */
function shellWindows(platform: NodeJS.Platform, area: Bounds = { x: 0, y: 0, width: 1920, height: 1040 }) {
  const made: FakeWindow[] = [];
  const windows = createAppWindows<FakeWindow>({
    createWindow: (options) => {
      const window = new FakeWindow(options);
      made.push(window);
      return window;
    },
    paths: { preload: '/p.cjs', icon: '/i.png' },
    origin: 'app://dialdesk',
    openExternal: async () => undefined,
  });
  const zoomed = zoomedWindows(windows, { store: zoomFile(dir), workAreaOf: () => area, platform });
  /** A key pressed in a window, as Electron reports it before the page sees it; whether it was taken. */
  const press = async (window: FakeWindow | undefined, input: KeyInput) => {
    const event = preventable();
    window?.webContents.emit('before-input-event', event, input);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the factor is written after the windows fit
    return event.defaultPrevented;
  };
  return { zoomed, made, press };
}

describe('zoomed windows', () => {
  it('Ctrl + five times is 200%: the page zooms, the main window grows to 320 CSS px and may not shrink below', async () => {
    const { zoomed, made, press } = shellWindows('linux');
    await zoomed.zoom.restore();
    const main = zoomed.open('main', { x: 40, y: 60, width: 420, height: 680 });
    const confirm = zoomed.open('confirm');
    for (let i = 0; i < 5; i++) expect(await press(main, key('=', { control: true }))).toBe(true);
    expect(main.webContents.zoomFactor).toBe(2);
    expect(confirm.webContents.zoomFactor).toBe(2);
    expect(main.minimumSize).toEqual([640, 640]);
    expect(main.getBounds()).toEqual({ x: 40, y: 60, width: 640, height: 680 });
    expect(confirm.minimumSize).toBeNull(); // the confirmation is sized by its own content
    expect(made).toHaveLength(2);
    // Another key is the page's.
    expect(await press(main, key('a', { control: true }))).toBe(false);
    // Written after the windows fit, each press's write after the one before: the last one lands last.
    await vi.waitFor(async () =>
      expect(JSON.parse(await readFile(join(dir, ZOOM_FILE_NAME), 'utf8'))).toEqual({ factor: 2 }),
    );
  });

  it('tells its listeners of each change once every window has the factor (the confirmation refits then)', async () => {
    const { zoomed, press } = shellWindows('linux');
    await zoomed.zoom.restore();
    const confirm = zoomed.open('confirm');
    const heard: number[] = [];
    const stop = zoomed.zoom.onChange(() => heard.push(confirm.webContents.zoomFactor));
    await press(confirm, key('=', { control: true }));
    await press(confirm, key('0', { control: true }));
    stop();
    await press(confirm, key('=', { control: true }));
    expect(heard).toEqual([1.1, 1]);
  });

  it('grows within the screen: at 300% on a 900 px wide screen the window fills its width, moved back onto it', async () => {
    const { zoomed, press } = shellWindows('win32', { x: 0, y: 0, width: 900, height: 700 });
    await zoomed.zoom.restore();
    const main = zoomed.open('main', { x: 500, y: 20, width: 420, height: 600 });
    for (let i = 0; i < 12; i++) await press(main, key('+', { control: true }));
    expect(main.webContents.zoomFactor).toBe(3);
    expect(main.minimumSize).toEqual([900, 700]);
    expect(main.getBounds()).toEqual({ x: 0, y: 0, width: 900, height: 700 });
  });

  it('keeps the factor across starts; a new window opens at it; Ctrl 0 goes back to 100% and the least size with it', async () => {
    const first = shellWindows('linux');
    await first.zoomed.zoom.restore();
    const before = first.zoomed.open('main');
    await first.press(before, key('+', { control: true }));
    await first.press(before, key('+', { control: true }));

    const next = shellWindows('linux'); // the next start, with the same file
    await next.zoomed.zoom.restore();
    expect(next.zoomed.zoom.factor()).toBe(1.25);
    const main = next.zoomed.open('main');
    expect(main.webContents.zoomFactor).toBe(1.25);
    // A page that loads (again) is given the factor: Chromium starts it at the origin's zoom.
    main.webContents.zoomFactor = 1;
    main.finishLoading();
    expect(main.webContents.zoomFactor).toBe(1.25);
    await next.press(main, key('0', { control: true }));
    expect(main.webContents.zoomFactor).toBe(1);
    expect(main.minimumSize).toEqual([360, 480]);
    expect(JSON.parse(await readFile(join(dir, ZOOM_FILE_NAME), 'utf8'))).toEqual({ factor: 1 });
  });

  it('on macOS the View menu zooms, not the window’s key presses (the menu has the keys there)', async () => {
    const { zoomed, press } = shellWindows('darwin');
    await zoomed.zoom.restore();
    const main = zoomed.open('main');
    expect(await press(main, key('+', { meta: true }))).toBe(false);
    expect(main.webContents.zoomFactor).toBe(1);
    const items = zoomed.zoom.menuItems();
    expect(items.map(({ label, accelerator }) => [label, accelerator])).toEqual([
      ['Actual Size', 'CmdOrCtrl+0'],
      ['Zoom In', 'CmdOrCtrl+Plus'],
      ['Zoom Out', 'CmdOrCtrl+-'],
    ]);
    items[1]?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(main.webContents.zoomFactor).toBe(1.1);
  });

  it('a damaged or out-of-range zoom file starts at 100%, and is set aside', async () => {
    await writeFile(join(dir, ZOOM_FILE_NAME), '{"factor": 40}');
    const { zoomed } = shellWindows('linux');
    await zoomed.zoom.restore();
    expect(zoomed.zoom.factor()).toBe(1);
    expect(zoomed.open('main').webContents.zoomFactor).toBe(1);
  });
});
