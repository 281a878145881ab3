// How long the call status line stays: it belongs to the call, not to the window. A placed call's line
// goes after a while (the desk phone has rung by then, and the person has read it), and any finished
// call's line goes when the person moves to another screen. A call being placed always stays in sight.
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
    if (next.phase !== 'placed' || next.outcome === previous.outcome) return;
    clearTimeout(timer);
    const shown = next.outcome;
    timer = setTimeout(() => {
      if (call.getState().phase === 'placed' && call.getState().outcome === shown) call.getState().dismiss();
    }, placedMs);
  });
  const unsubscribeNavigation = navigation.subscribe((next, previous) => {
    const { phase } = call.getState();
    if (next.screen !== previous.screen && (phase === 'placed' || phase === 'failed' || phase === 'refused'))
      call.getState().dismiss();
  });
  return () => {
    clearTimeout(timer);
    unsubscribeCall();
    unsubscribeNavigation();
  };
}
