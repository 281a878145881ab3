// What a question asked in the status line (call this number? which number?) does with the keyboard:
// the focus is on the answer the person most likely wants while it is up, and back where it was once it
// goes; Esc cancels it.
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** Focuses `target` while the question is up; a new `turn` (the question asked anew) focuses it again. */
export function useQuestionFocus(target: RefObject<HTMLElement | null>, turn?: unknown) {
  useEffect(() => {
    const returnTo = document.activeElement;
    target.current?.focus();
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [turn]);
}

/**
 * Esc answers the question with Cancel, and goes no further: a detail pane open under the status line
 * (which closes on Esc) stays open.
 */
export const cancelOnEscape = (cancel: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.preventDefault();
  event.stopPropagation();
  cancel();
};
