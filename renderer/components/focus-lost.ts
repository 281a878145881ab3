// Whether the focus is nowhere the person put it, so that a view may give it back where they started.

/**
 * The focus is on the page itself, or on an element just taken out of the page or disabled: Chrome moves
 * it to the page only at its next rendering update, and an effect may run before that.
 */
export function focusLost(): boolean {
  const focused = document.activeElement;
  if (focused === null || focused === document.body || !focused.isConnected) return true;
  return focused instanceof HTMLButtonElement && focused.disabled;
}
