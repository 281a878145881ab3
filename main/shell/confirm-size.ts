// The call confirmation's size. Its page measures its content in CSS px and reports it (fitConfirmWindow);
// this turns that into the window's content size at the pages' zoom, within the work area of the
// window's screen, centred there. Main multiplies, not the page: the page's devicePixelRatio is the zoom
// times the screen's own scale, while window sizes are in the screen's DIPs, which only the zoom factor
// main set converts CSS px to. At 200% the window is twice its page; where the screen is too small for
// that, the window takes what there is and the page scrolls vertically (its CSS wraps, never cuts sideways).
import type { ContentSize } from '../../preload/contract';
import { type Phrase, phrase, say } from '../../preload/shared/i18n/phrase';
import type { Bounds } from './window-bounds';

/**
 * The confirmation's page at 100%, in CSS px: the width it was designed and tested at, kept at every
 * zoom where the screen allows (840 px at 200%), and the height it opens at before its page has measured
 * itself.
 */
export const CONFIRM_PAGE_SIZE = { width: 420, height: 240 } as const;

/**
 * The most CSS px a page may report either way. No screen is this large at 100%: more is a broken
 * layout or a hostile page, refused rather than obeyed.
 */
export const MAX_PAGE_LENGTH = 10_000;

/** What is wrong with a reported size, in words, or null: finite CSS px from 1 to MAX_PAGE_LENGTH. */
export function pageSizeProblem(size: ContentSize): Phrase | null {
  for (const side of ['width', 'height'] as const) {
    const length = size[side];
    if (typeof length !== 'number' || !Number.isFinite(length) || length < 1 || length > MAX_PAGE_LENGTH)
      return phrase('error.invalidRequest', {
        field: side,
        rule: phrase('ipc.rule.pageLength', { max: MAX_PAGE_LENGTH }),
      });
  }
  return null;
}

/** What sizing needs of the window (BrowserWindow has it). */
export interface SizedWindow {
  /** The window with its frame (title bar, borders), in screen DIPs. */
  getBounds(): Bounds;
  /** The page's area inside the frame. */
  getContentBounds(): Bounds;
  setContentBounds(bounds: Bounds): void;
  setResizable(resizable: boolean): void;
}

/** The zoom factor and the screen the window is on. */
export interface SizingContext {
  factor: number;
  workAreaOf(bounds: Bounds): Bounds;
}

/** CSS px at a zoom factor in DIPs, rounded up: a hair over a whole number is float error, not content. */
const atZoom = (length: number, factor: number) => Math.ceil(length * factor - 1e-6);

/**
 * Where the window's page goes for a page of `size` CSS px: at least CONFIRM_PAGE_SIZE.width wide, as
 * tall as its content, both times the factor; no larger than the work area less the window's frame; the
 * whole window centred on the work area.
 */
export function confirmContentBounds(
  size: ContentSize,
  factor: number,
  window: { outer: Bounds; content: Bounds },
  area: Bounds,
): Bounds {
  const problem = pageSizeProblem(size);
  if (problem !== null) throw new RangeError(`Confirmation size refused: ${say(problem)}`);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new RangeError('Confirmation size refused: no zoom factor.');
  // The frame around the page, as the window has it now: what the work area must hold besides the page.
  const frame = {
    width: Math.max(0, window.outer.width - window.content.width),
    height: Math.max(0, window.outer.height - window.content.height),
  };
  const wanted = {
    width: atZoom(Math.max(CONFIRM_PAGE_SIZE.width, size.width), factor),
    height: atZoom(size.height, factor),
  };
  const width = Math.max(1, Math.min(area.width - frame.width, wanted.width));
  const height = Math.max(1, Math.min(area.height - frame.height, wanted.height));
  const outerX = area.x + Math.round((area.width - width - frame.width) / 2);
  const outerY = area.y + Math.round((area.height - height - frame.height) / 2);
  // The page keeps its place within the frame (below the title bar).
  return {
    x: outerX + (window.content.x - window.outer.x),
    y: outerY + (window.content.y - window.outer.y),
    width,
    height,
  };
}

/**
 * Sizes the confirmation window to a page of `size` CSS px at the context's zoom, on the screen it is on.
 * Returns the page's new bounds.
 */
export function fitConfirmWindow(window: SizedWindow, size: ContentSize, context: SizingContext): Bounds {
  const outer = window.getBounds();
  const content = window.getContentBounds();
  const fitted = confirmContentBounds(size, context.factor, { outer, content }, context.workAreaOf(outer));
  const same = (['x', 'y', 'width', 'height'] as const).every((key) => fitted[key] === content[key]);
  if (same) return content;
  // The window is not resizable by the person, and Electron will not shrink such a window on Linux and
  // Windows (electron/electron#42258, #15560): resizable only while main resizes it.
  window.setResizable(true);
  window.setContentBounds(fitted);
  window.setResizable(false);
  return fitted;
}
