// The main window's first reads, asked by the preload the moment the page starts loading, not once its
// script has arrived and run: the language, the settings and History's first page travel to main and
// back while the page's script is still on its way, so the window's first drawing never waits for them
// (`npm run bench`, "where the time goes": answered before the script is received). The page's first
// identical call is answered from them, once; every other call, and any later one, goes to main as
// always. Only reads: nothing here changes anything or rings a phone.
import type { Channel, HistorySearch } from '../contract';

/** History's first page as the main window asks for it (renderer/stores/history.ts, its first state). */
export const FIRST_HISTORY_SEARCH: HistorySearch = {
  text: '',
  missedOnly: false,
  direction: null,
  range: null,
  limit: 50,
  offset: 0,
};

/** What the main window reads before it first draws (renderer/app-main.tsx waits for these). */
const FIRST_READS: readonly { channel: Channel; request: unknown }[] = [
  { channel: 'getLanguage', request: undefined },
  { channel: 'getSettings', request: undefined },
  { channel: 'searchHistory', request: FIRST_HISTORY_SEARCH },
];

/** The hash the shell opens the call confirmation with: that window reads none of the above. */
const CONFIRM_WINDOW_HASH = '#confirm';

/** Whether the page at `hash` (its location.hash) is the main window, not the call confirmation. */
export const isMainWindow = (hash: string): boolean => hash !== CONFIRM_WINDOW_HASH;

export type Invoke = (channel: Channel, request?: unknown) => Promise<unknown>;

/** A read's identity: its channel and its request, as sent. */
const keyOf = (channel: Channel, request: unknown): string => `${channel} ${JSON.stringify(request)}`;

/**
 * For the main window (`hash` is the page's location.hash), starts its first reads through `invoke` at
 * once and returns an invoke that answers the first identical call from them. Another window gets
 * `invoke` itself.
 */
export function withFirstReads(invoke: Invoke, hash: string): Invoke {
  if (!isMainWindow(hash)) return invoke;
  const started = new Map(
    FIRST_READS.map(({ channel, request }) => {
      const answer = invoke(channel, request);
      // A read the page never asks for again (it opened elsewhere) must not fail unheard.
      answer.catch(() => undefined);
      return [keyOf(channel, request), answer];
    }),
  );
  return (channel, request) => {
    const key = keyOf(channel, request);
    const answer = started.get(key);
    if (answer === undefined) return invoke(channel, request);
    started.delete(key);
    return answer;
  };
}
