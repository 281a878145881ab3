// Every Dialdesk window opens at the pages' zoom (zoom.ts), and is fitted again when the zoom changes and
// when its page has loaded (a new page starts at the origin's zoom). Where no application menu carries
// the zoom keys (Windows, Linux), each window's key presses do.
import { type AppWindow, type AppWindows, MAIN_WINDOW_SIZE, type WindowKind } from './app-windows';
import type { Bounds } from './window-bounds';
import { createZoom, type Zoom, type ZoomStore, zoomCommandOf } from './zoom';

export interface ZoomedWindowsOptions {
  /** Where the factor is kept; absent, every start is at 100%. */
  store?: ZoomStore;
  /** The work area of the screen showing these bounds; absent, a window may grow as far as it needs. */
  workAreaOf?: (bounds: Bounds) => Bounds;
  platform: NodeJS.Platform;
}

export interface ZoomedWindows<Window extends AppWindow> {
  zoom: Zoom<Window>;
  open(kind: WindowKind, place?: Partial<Bounds>): Window;
}

const UNKEPT: ZoomStore = { load: async () => null, save: async () => undefined };
const UNBOUNDED = (bounds: Bounds): Bounds => ({ ...bounds, width: 100_000, height: 100_000 });

export function zoomedWindows<Window extends AppWindow>(
  windows: AppWindows<Window>,
  options: ZoomedWindowsOptions,
): ZoomedWindows<Window> {
  const open = new Set<{ window: Window; main: boolean }>();
  const zoom = createZoom<Window>({
    store: options.store ?? UNKEPT,
    windows: () => [...open],
    workAreaOf: options.workAreaOf ?? UNBOUNDED,
    minimum: { width: MAIN_WINDOW_SIZE.minWidth, height: MAIN_WINDOW_SIZE.minHeight },
  });
  return {
    zoom,
    open(kind, place) {
      const window = windows.open(kind, place);
      const entry = { window, main: kind === 'main' };
      open.add(entry);
      window.on('closed', () => open.delete(entry));
      zoom.fitWindow(window, entry.main);
      window.webContents.on('did-finish-load', () => zoom.fitWindow(window, entry.main));
      if (options.platform !== 'darwin') {
        window.webContents.on('before-input-event', (event, input) => {
          const command = zoomCommandOf(input, options.platform);
          if (command === null) return;
          event.preventDefault();
          void zoom.run(command);
        });
      }
      return window;
    },
  };
}
