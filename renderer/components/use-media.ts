// Whether a CSS media query matches, kept up to date as the window is resized. The layout itself is CSS;
// this is for the few things CSS cannot change: a detail sheet's Back button and where focus goes.
import { useEffect, useState } from 'preact/hooks';

/** Below this window width a detail opens as a full-width sheet over its list, with Back. */
export const SHEET_QUERY = '(max-width: 999px)';

export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
