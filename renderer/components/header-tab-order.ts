// Tab in the order a grid is seen: its header's sort buttons first, then the list. The grid element takes
// the focus (its rows are named by aria-activedescendant) and holds its header row, which is what
// assistive technology and the page's structure expect; but in the page's order a container comes before
// what it holds, so plain Tab would reach the list first and the sort buttons standing above it after.
// These handlers move Tab and Shift+Tab past that one spot and leave every other focus move alone: a
// click or a script that focuses the list keeps it there.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Whether the focus came from `where` of `element` in the page's order (outside it), or from outside
 * the page (null: Tab went round past the page's end or start).
 */
const cameFrom = (element: Element, from: EventTarget | null, where: number) =>
  from === null ||
  (from instanceof Node && (element.compareDocumentPosition(from) & where) !== 0 && !element.contains(from));

export function useHeaderTabOrder(
  list: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
) {
  // A Tab key held down anywhere in the page (the focus moves between its keydown and keyup), and which
  // way; null otherwise, so a click or a script's focus() is never redirected.
  const tabbing = useRef<'forward' | 'back' | null>(null);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbing.current = event.shiftKey ? 'back' : 'forward';
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbing.current = null;
    };
    document.addEventListener('keydown', down, true);
    document.addEventListener('keyup', up, true);
    return () => {
      document.removeEventListener('keydown', down, true);
      document.removeEventListener('keyup', up, true);
    };
  }, []);

  const buttons = () => [...(header.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
  /**
   * Takes `elements` out of the Tab order for the move this key press makes: put back as the focus lands
   * (focusin), or as the key comes up where the focus left the page.
   */
  const skipOnce = (elements: HTMLElement[], restore: () => void) => {
    for (const element of elements) element.tabIndex = -1;
    const done = () => {
      document.removeEventListener('focusin', done, true);
      document.removeEventListener('keyup', done, true);
      restore();
    };
    document.addEventListener('focusin', done, true);
    document.addEventListener('keyup', done, true);
  };

  return {
    /** Tab on the list itself: on past the list (not back into its header); Shift+Tab: to the header. */
    onListKeyDown(event: KeyboardEvent): boolean {
      const sortButtons = buttons();
      if (event.key !== 'Tab' || sortButtons.length === 0) return false;
      if (event.shiftKey) {
        event.preventDefault();
        sortButtons.at(-1)?.focus();
      } else
        skipOnce(sortButtons, () => {
          for (const button of sortButtons) button.removeAttribute('tabindex');
        });
      return true;
    },
    /** Tab from the last sort button: the list; Shift+Tab from the first: what stands before the list. */
    onHeaderKeyDown(event: KeyboardEvent) {
      const sortButtons = buttons();
      const element = list.current;
      if (event.key !== 'Tab' || !element) return;
      if (!event.shiftKey && event.target === sortButtons.at(-1)) {
        event.preventDefault();
        element.focus();
      } else if (event.shiftKey && event.target === sortButtons[0]) {
        skipOnce([element], () => {
          element.tabIndex = 0;
        });
      }
    },
    /** Tabbed into from before the list: the first sort button, as it stands first. */
    onListFocus(event: FocusEvent) {
      const element = list.current;
      if (!element || event.target !== element || tabbing.current !== 'forward') return;
      if (cameFrom(element, event.relatedTarget, Node.DOCUMENT_POSITION_PRECEDING)) buttons()[0]?.focus();
    },
    /** Shift+Tabbed into the header from after the list: the list, as it stands last. */
    onHeaderFocus(event: FocusEvent) {
      const element = list.current;
      if (!element || tabbing.current !== 'back') return;
      if (cameFrom(element, event.relatedTarget, Node.DOCUMENT_POSITION_FOLLOWING)) element.focus();
    },
  };
}
