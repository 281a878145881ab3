// Binds a zustand vanilla store to a Preact component. zustand's own hook needs React's
// useSyncExternalStore (preact/compat); this is the same idea in a few lines on preact/hooks.
import { useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import type { StoreApi } from 'zustand/vanilla';

/** The selected slice; the component re-renders only when the slice changes (Object.is). */
export function useStore<S, T>(store: StoreApi<S>, select: (state: S) => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const selected = select(store.getState());
  // The latest selector and slice, read by the subscription without resubscribing on every render.
  const latest = useRef({ select, selected });
  latest.current = { select, selected };

  // A layout effect subscribes before the browser paints: a plain effect waits for the next frame, and
  // data that arrived meanwhile would be shown a frame (or up to 100 ms in a hidden window) late.
  useLayoutEffect(() => {
    const check = (state: S) => {
      if (!Object.is(latest.current.select(state), latest.current.selected)) rerender(0);
    };
    // The state may have changed between render and this effect.
    check(store.getState());
    return store.subscribe(check);
  }, [store]);

  return selected;
}
