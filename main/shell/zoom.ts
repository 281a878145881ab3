// The pages' zoom, for people who read larger. Ctrl (⌘ on macOS) with + and − steps through Chromium's
// own levels from 50% to 300%, with 0 back to 100%; macOS shows the same commands in a View menu. The
// factor applies to every Dialdesk window and is kept across starts. Zoomed in, the main window keeps at
// least MIN_PAGE_SIZE CSS px of page (WCAG's reflow width, a 640 px window at 200%): it grows where the
// screen allows, and its minimum size follows the factor.
import { join } from 'node:path';
import * as z from 'zod';
import { t } from '../../preload/shared/i18n/translate';
import { jsonDocument } from '../storage/json-document';
import type { Bounds } from './window-bounds';

/** Chromium's zoom levels, so the steps feel as they do in a browser. */
export const ZOOM_LEVELS: readonly number[] = [0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3];
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

/** The least page, in CSS px, a zoomed main window keeps where the screen allows. */
export const MIN_PAGE_SIZE = { width: 320, height: 320 } as const;

export type ZoomCommand = 'in' | 'out' | 'reset';

/** A key press as Electron's before-input-event reports it. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
}

/**
 * The zoom command a key press asks for: Ctrl (⌘ on macOS) with + (or =, the same key unshifted), −
 * (or _) or 0. Alt is left alone: with it, some layouts type these characters.
 */
export function zoomCommandOf(input: KeyInput, platform: NodeJS.Platform): ZoomCommand | null {
  const primary = platform === 'darwin' ? input.meta : input.control;
  if (input.type !== 'keyDown' || !primary || input.alt) return null;
  if (input.key === '+' || input.key === '=') return 'in';
  if (input.key === '-' || input.key === '_') return 'out';
  return input.key === '0' ? 'reset' : null;
}

/** The factor after a command: the next level up or down, or 100%. */
export function zoomAfter(factor: number, command: ZoomCommand): number {
  if (command === 'reset') return 1;
  if (command === 'in') return ZOOM_LEVELS.find((level) => level > factor + 0.001) ?? MAX_ZOOM;
  return ZOOM_LEVELS.findLast((level) => level < factor - 0.001) ?? MIN_ZOOM;
}

export interface ZoomStore {
  load(): Promise<number | null>;
  save(factor: number): Promise<void>;
}

export const ZOOM_FILE_NAME = 'zoom.json';

const zoomSchema = z.object({ factor: z.number().min(MIN_ZOOM).max(MAX_ZOOM).nullable() });

/** The factor kept in a small file of the app's own; a damaged file is set aside and 100% used. */
export function zoomFile(dataDir: string): ZoomStore {
  const document = jsonDocument(join(dataDir, ZOOM_FILE_NAME), zoomSchema, () => ({ factor: null }));
  return {
    load: async () => (await document.read()).factor,
    save: (factor) => document.write({ factor }),
  };
}

/** What zoom needs of a window (BrowserWindow has it). */
export interface ZoomableWindow {
  readonly webContents: { setZoomFactor(factor: number): void };
  getBounds(): Bounds;
  setBounds(bounds: Bounds): void;
  setMinimumSize(width: number, height: number): void;
  isDestroyed(): boolean;
}

export interface ZoomOptions<Window extends ZoomableWindow> {
  store: ZoomStore;
  /** The open windows, and which of them is the main one (the confirmation sizes itself: onChange). */
  windows(): readonly { window: Window; main: boolean }[];
  /** The work area of the screen the window is on. */
  workAreaOf(bounds: Bounds): Bounds;
  /** The main window's minimum size at 100%, in px. */
  minimum: { width: number; height: number };
}

export interface Zoom<Window extends ZoomableWindow> {
  /** Reads the kept factor: before the first window opens. */
  restore(): Promise<void>;
  factor(): number;
  /** Gives a window the factor and, for the main window, the size it needs at it. */
  fitWindow(window: Window, main: boolean): void;
  run(command: ZoomCommand): Promise<void>;
  /** Calls `listener` after each zoom command, once every window has the factor (the confirmation refits). */
  onChange(listener: () => void): () => void;
  /** The View menu's zoom items (macOS shows an application menu; elsewhere the keys do it). */
  menuItems(): { label: string; accelerator: string; click(): void }[];
}

export function createZoom<Window extends ZoomableWindow>(options: ZoomOptions<Window>): Zoom<Window> {
  let factor = 1;
  const listeners = new Set<() => void>();

  const fitWindow = (window: Window, main: boolean) => {
    if (window.isDestroyed()) return;
    window.webContents.setZoomFactor(factor);
    if (!main) return;
    const bounds = window.getBounds();
    const area = options.workAreaOf(bounds);
    const least = (base: number, page: number, room: number) =>
      Math.min(room, Math.max(base, Math.ceil(page * factor)));
    const width = least(options.minimum.width, MIN_PAGE_SIZE.width, area.width);
    const height = least(options.minimum.height, MIN_PAGE_SIZE.height, area.height);
    window.setMinimumSize(width, height);
    if (bounds.width >= width && bounds.height >= height) return;
    // Grown, and moved back onto the screen where growing took it past the edge.
    const grown = { width: Math.max(bounds.width, width), height: Math.max(bounds.height, height) };
    window.setBounds({
      x: Math.max(area.x, Math.min(bounds.x, area.x + area.width - grown.width)),
      y: Math.max(area.y, Math.min(bounds.y, area.y + area.height - grown.height)),
      ...grown,
    });
  };

  const run = async (command: ZoomCommand) => {
    factor = zoomAfter(factor, command);
    for (const { window, main } of options.windows()) fitWindow(window, main);
    for (const listener of listeners) listener();
    // Keeping the factor is a convenience: a failed write is worth a line in the log, not more.
    await options.store
      .save(factor)
      .catch((error: unknown) => console.warn('Dialdesk: zoom not kept', error));
  };

  return {
    async restore() {
      factor = (await options.store.load().catch(() => null)) ?? 1;
    },
    factor: () => factor,
    fitWindow,
    run,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    menuItems: () => [
      { label: t('menu.actualSize'), accelerator: 'CmdOrCtrl+0', click: () => void run('reset') },
      { label: t('menu.zoomIn'), accelerator: 'CmdOrCtrl+Plus', click: () => void run('in') },
      { label: t('menu.zoomOut'), accelerator: 'CmdOrCtrl+-', click: () => void run('out') },
    ],
  };
}
