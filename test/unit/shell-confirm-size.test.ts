// The call confirmation's size (main/shell/confirm-size.ts, confirm-window.ts) with fake windows and
// screens: the page's CSS px times the zoom, at least 420 CSS px wide, within the work area less the
// window's frame, centred; refitted when the zoom changes; a bad size refused, never obeyed.
import { describe, expect, it, vi } from 'vitest';
import { windowOptions } from '../../main/shell/app-windows';
import { CONFIRM_PAGE_SIZE, confirmContentBounds, fitConfirmWindow } from '../../main/shell/confirm-size';
import { createConfirmWindow } from '../../main/shell/confirm-window';
import type { Bounds } from '../../main/shell/window-bounds';
import type { PendingCall } from '../../preload/contract';
import { FakeEmitter, FakeWindow } from './shell-fakes';

const PATHS = { preload: '/p.cjs', icon: '/i.png' };
/** A 1920 × 1080 screen less a 40 px taskbar. */
const SCREEN: Bounds = { x: 0, y: 0, width: 1920, height: 1040 };
/** What the page reports for a call with lookup facts and a DNC warning, in CSS px. */
const PAGE = { width: 420, height: 268 };

/** A confirmation window as the shell opens it, with a 30 px title bar and 1 px borders. */
function confirmationWindow(): FakeWindow {
  const window = new FakeWindow(windowOptions('confirm', PATHS));
  window.frame = { left: 1, top: 30, right: 1, bottom: 1 };
  return window;
}

const fitted = (window: FakeWindow, size: { width: number; height: number }, factor: number, area = SCREEN) =>
  fitConfirmWindow(window, size, { factor, workAreaOf: () => area });

/** Whether the whole window, frame included, lies within the area. */
const within = (outer: Bounds, area: Bounds) =>
  outer.x >= area.x &&
  outer.y >= area.y &&
  outer.x + outer.width <= area.x + area.width &&
  outer.y + outer.height <= area.y + area.height;

describe('the confirmation sized to its page', () => {
  it.each([
    [1, 420, 268],
    [2, 840, 536],
    [3, 1260, 804],
  ])('at %s× the page is %s × %s px, the window centred on the screen', (factor, width, height) => {
    const window = confirmationWindow();
    const page = fitted(window, PAGE, factor);
    expect(page).toMatchObject({ width, height });
    expect(window.getContentBounds()).toEqual(page);
    const outer = window.getBounds();
    expect(outer).toEqual({
      x: Math.round((1920 - width - 2) / 2),
      y: Math.round((1040 - height - 31) / 2),
      width: width + 2,
      height: height + 31,
    });
  });

  it('keeps 420 CSS px of width at least, and gives a page that cannot wrap what it needs', () => {
    expect(fitted(confirmationWindow(), { width: 300, height: 200 }, 2)).toMatchObject({ width: 840 });
    expect(fitted(confirmationWindow(), { width: 500, height: 200 }, 2)).toMatchObject({ width: 1000 });
  });

  it('rounds up to whole px, but not float error (420 × 1.1 is 462)', () => {
    expect(fitted(confirmationWindow(), { width: 420, height: 101 }, 1.1)).toMatchObject({
      width: 462,
      height: 112,
    });
  });

  it('on a screen too small for 300% takes the whole work area, frame included, and stays on it', () => {
    // A second screen, right of the first, of 1024 × 600 less a 32 px panel at its top.
    const area = { x: 1920, y: 32, width: 1024, height: 568 };
    const window = confirmationWindow();
    const page = fitted(window, { width: 420, height: 300 }, 3, area);
    expect(page).toEqual({ x: 1921, y: 62, width: 1022, height: 537 });
    expect(window.getBounds()).toEqual(area);
    expect(within(window.getBounds(), area)).toBe(true);
  });

  it('caps only the side that does not fit: 200% on a 1366 × 728 screen is 840 wide, the height cut', () => {
    const area = { x: 0, y: 0, width: 1366, height: 728 };
    const window = confirmationWindow();
    expect(fitted(window, { width: 420, height: 400 }, 2, area)).toMatchObject({ width: 840, height: 697 });
    expect(within(window.getBounds(), area)).toBe(true);
  });

  it('makes the fixed window resizable only while it resizes it, and leaves a fitted one alone', () => {
    const window = confirmationWindow();
    expect(window.resizable).toBe(false);
    fitted(window, PAGE, 2);
    expect(window.contentResizes.map((resize) => resize.resizable)).toEqual([true]);
    expect(window.resizable).toBe(false);
    fitted(window, PAGE, 2);
    expect(window.contentResizes).toHaveLength(1);
  });

  it.each([
    ['a width of 0', { width: 0, height: 200 }],
    ['a negative height', { width: 420, height: -5 }],
    ['NaN', { width: Number.NaN, height: 200 }],
    ['Infinity', { width: 420, height: Number.POSITIVE_INFINITY }],
    ['more than any screen', { width: 420, height: 10_001 }],
    ['a string', { width: '420', height: 200 } as unknown as { width: number; height: number }],
  ])('refuses %s and leaves the window as it was', (_name, size) => {
    const window = confirmationWindow();
    const before = window.getBounds();
    expect(() => fitted(window, size, 2)).toThrow(RangeError);
    expect(window.getBounds()).toEqual(before);
    expect(window.contentResizes).toEqual([]);
  });

  it('refuses to size without a zoom factor', () => {
    const place = { outer: SCREEN, content: SCREEN };
    expect(() => confirmContentBounds(PAGE, Number.NaN, place, SCREEN)).toThrow(RangeError);
    expect(() => confirmContentBounds(PAGE, 0, place, SCREEN)).toThrow(RangeError);
  });
});

const pending = (id: string): PendingCall => ({
  id,
  source: 'hotkey',
  destination: '5555550142',
  display: '(555) 555-0142',
  name: null,
  extension: '201',
  dialAfterConnect: null,
  facts: null,
  localTime: null,
  account: null,
});

/** The confirmation window service with a zoom a test turns. */
function confirmation(factor = 1) {
  const core = Object.assign(new FakeEmitter(), { cancelPendingCall: vi.fn(async () => null) });
  const created: FakeWindow[] = [];
  const listeners: (() => void)[] = [];
  const zoom = {
    factor: () => factor,
    onChange: (listener: () => void) => listeners.push(listener),
    /** A zoom command: the factor changes, then the listeners hear of it. */
    set(next: number) {
      factor = next;
      for (const listener of listeners) listener();
    },
  };
  const service = createConfirmWindow({
    openWindow: () => {
      const window = confirmationWindow();
      created.push(window);
      return window;
    },
    core,
    activateApp: () => undefined,
    zoom,
    workAreaOf: () => SCREEN,
  });
  const open = () => {
    core.emit('callNeedsConfirmation', pending(`p-${created.length + 1}`));
    return created.at(-1) as FakeWindow;
  };
  return { service, core, zoom, open };
}

describe('the confirmation window follows its page and the zoom', () => {
  it('opens zoomed at its design size times the factor, before the page has measured itself', () => {
    const window = confirmation(2).open();
    expect(window.getContentBounds()).toMatchObject({
      width: CONFIRM_PAGE_SIZE.width * 2,
      height: CONFIRM_PAGE_SIZE.height * 2,
    });
  });

  it('fits the page it reports, and refits it when the zoom changes', async () => {
    const { service, zoom, open } = confirmation(1);
    const window = open();
    expect(await service.fit(PAGE)).toBeNull();
    expect(window.getContentBounds()).toMatchObject({ width: 420, height: 268 });
    zoom.set(2);
    expect(window.getContentBounds()).toMatchObject({ width: 840, height: 536 });
    zoom.set(3);
    expect(window.getContentBounds()).toMatchObject({ width: 1260, height: 804 });
    zoom.set(1);
    expect(window.getContentBounds()).toMatchObject({ width: 420, height: 268 });
  });

  it('forgets the last page with its window: the next one opens at the design size', async () => {
    const { service, open } = confirmation(2);
    await service.fit(PAGE);
    const first = open();
    await service.fit(PAGE);
    first.close();
    expect(open().getContentBounds()).toMatchObject({ width: 840, height: 480 });
  });

  it('refuses a bad size with invalid-argument and keeps the last good one for the next zoom', async () => {
    const { service, zoom, open } = confirmation(1);
    const window = open();
    await service.fit(PAGE);
    await expect(service.fit({ width: 420, height: Number.NaN })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    zoom.set(2);
    expect(window.getContentBounds()).toMatchObject({ width: 840, height: 536 });
  });

  it('does nothing while no confirmation is open, and a zoom change then touches no window', async () => {
    const { service, zoom } = confirmation(1);
    expect(await service.fit(PAGE)).toBeNull();
    expect(() => zoom.set(2)).not.toThrow();
  });

  it('knows its own web contents, for the IPC sender check, and no longer once closed', () => {
    const { service, open } = confirmation(1);
    const window = open();
    expect(service.isConfirmWindow(window.webContents.id)).toBe(true);
    expect(service.isConfirmWindow(window.webContents.id + 1000)).toBe(false);
    window.close();
    expect(service.isConfirmWindow(window.webContents.id)).toBe(false);
  });
});
