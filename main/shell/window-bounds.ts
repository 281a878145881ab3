// Where the main window was and how big, kept across starts in a small file of the app's own. A place
// that is no longer on any screen (a monitor unplugged) is forgotten: the window keeps its size and the
// system centres it.
import { join } from 'node:path';
import * as z from 'zod';
import { jsonDocument } from '../storage/json-document';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoundsStore {
  load(): Promise<Bounds | null>;
  save(bounds: Bounds): Promise<void>;
}

export const WINDOW_STATE_FILE_NAME = 'window-state.json';

const coordinate = z.number().int().min(-100_000).max(100_000);
const length = z.number().int().min(1).max(100_000);
const boundsSchema = z.strictObject({ x: coordinate, y: coordinate, width: length, height: length });
const stateSchema = z.object({ main: boundsSchema.nullable() });

export function windowBoundsFile(dataDir: string): BoundsStore {
  const document = jsonDocument(join(dataDir, WINDOW_STATE_FILE_NAME), stateSchema, () => ({ main: null }));
  return {
    load: async () => (await document.read()).main,
    save: (main) => document.write({ main }),
  };
}

/** How much of the window's top must be on a screen for the saved place to count: enough to drag it. */
const GRIP = { width: 120, height: 32 };

/**
 * The saved bounds to open with, held to the window's minimum size; only the size when no screen shows
 * the top of the window where it was.
 */
export function restoredBounds(
  saved: Bounds | null,
  workAreas: readonly Bounds[],
  minimum: { width: number; height: number },
): Partial<Bounds> {
  if (!saved) return {};
  const size = {
    width: Math.max(saved.width, minimum.width),
    height: Math.max(saved.height, minimum.height),
  };
  const top = { x: saved.x, y: saved.y, width: size.width, height: GRIP.height };
  const reachable = workAreas.some((area) => {
    const wide = Math.min(top.x + top.width, area.x + area.width) - Math.max(top.x, area.x);
    const high = Math.min(top.y + top.height, area.y + area.height) - Math.max(top.y, area.y);
    return wide >= Math.min(GRIP.width, top.width) && high >= GRIP.height;
  });
  return reachable ? { x: saved.x, y: saved.y, ...size } : size;
}
