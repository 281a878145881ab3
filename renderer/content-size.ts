// Tells main how large a page's content is, so that main sizes the window to it (the call confirmation:
// main/shell/confirm-size.ts). In CSS px, as laid out: main multiplies by the zoom factor it set. The
// page cannot do that itself: its devicePixelRatio is the zoom times the screen's own scale, and window
// sizes are in the screen's units.
import type { ContentSize } from '../preload/contract';

/**
 * The attribute that marks a part of the content that scrolls within the window rather than grow it
 * when the window is too short (ScrollRegion). Its one child is what it holds.
 */
export const SCROLLS_IN_WINDOW = 'data-scrolls-in-window';

/**
 * Reports the size of `content` now and whenever it changes: its height, and its width or, when
 * something in it cannot wrap, the width that needs (scrollWidth). `content` must not be stretched to
 * the window, or its height would be the window's and the window could never shrink to it. A part marked
 * SCROLLS_IN_WINDOW may be held to the window's height: what it hides counts, as does anything that
 * reaches below `content`, so the height reported is what the content needs whole, and the window
 * grows to it where the screen allows. Whole px, rounded up, and only on a change: main resizes the
 * window on each report. Returns a stop function.
 */
export function reportContentSize(content: HTMLElement, report: (size: ContentSize) => void): () => void {
  let last: ContentSize | null = null;
  // What a scrolling part holds grows and shrinks inside it, unseen from outside: each watched too.
  const watched = new WeakSet<Element>();
  const measure = () => {
    let hidden = 0;
    for (const part of content.querySelectorAll<HTMLElement>(`[${SCROLLS_IN_WINDOW}]`)) {
      hidden += part.scrollHeight - part.clientHeight;
      const held = part.firstElementChild;
      if (held && !watched.has(held)) {
        watched.add(held);
        observer.observe(held);
      }
    }
    const box = content.getBoundingClientRect();
    const size = {
      width: Math.ceil(Math.max(box.width, content.scrollWidth)),
      height: Math.ceil(Math.max(box.height, content.scrollHeight) + hidden),
    };
    // Nothing laid out yet (the window is still hidden, or the page is closing): nothing to fit.
    if (size.width < 1 || size.height < 1) return;
    if (last && last.width === size.width && last.height === size.height) return;
    last = size;
    report(size);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(content);
  return () => observer.disconnect();
}
