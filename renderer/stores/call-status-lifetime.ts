// How long the call status line stays: it belongs to the call, not to the window. A placed call's line
// goes after a while (the desk phone has rung by then, and the person has read it), and any finished
// call's line goes when the person moves to another screen. A call being placed always stays in sight,
// and so does a sent call's line while the person writes a note on it ("Add a note"): it goes a while
// after the note is saved or put away, not while it is being typed.
import type { CallStore } from './call';
import type { NavigationStore } from './navigation';

/** Long enough to read the line and pick up the desk phone that rings first. */
export const PLACED_STATUS_MS = 30_000;

export function bindCallStatusLifetime(
  call: CallStore,
  navigation: NavigationStore,
  placedMs = PLACED_STATUS_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribeCall = call.subscribe((next, previous) => {
    if (next.phase !== 'placed') return;
    const noteDone = previous.writingNote && !next.writingNote;
    if (next.outcome === previous.outcome && !noteDone) return;
    clearTimeout(timer);
    const shown = next.outcome;
    timer = setTimeout(() => {
      const now = call.getState();
      if (now.phase === 'placed' && now.outcome === shown && !now.writingNote) now.dismiss();
    }, placedMs);
  });
  const unsubscribeNavigation = navigation.subscribe((next, previous) => {
    const { phase, writingNote } = call.getState();
    if (writingNote || next.screen === previous.screen) return;
    if (phase === 'placed' || phase === 'failed' || phase === 'refused') call.getState().dismiss();
  });
  return () => {
    clearTimeout(timer);
    unsubscribeCall();
    unsubscribeNavigation();
  };
}
