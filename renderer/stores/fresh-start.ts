// What the page carries through the reload it does for another account (stores/accounts.ts): the screen
// it was on, and the account just added, if any. Kept in sessionStorage, which a reload keeps and a new
// start of the app does not; taken once, so that a later reload starts as any start does.
import { SCREENS, type Screen } from './navigation';

export const FRESH_START_KEY = 'dialdesk.freshStart';

export interface FreshStartMemo {
  screen: Screen;
  /** The name of the account just added, whose keys Settings asks for next; null after a switch. */
  added: string | null;
}

type MemoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberFreshStart(storage: MemoStorage, memo: FreshStartMemo): void {
  try {
    storage.setItem(FRESH_START_KEY, JSON.stringify(memo));
  } catch {
    // Storage turned off: the new page starts on its first screen, as at any start.
  }
}

/** The memo the page was reloaded with, once; null at an ordinary start or for anything unreadable. */
export function takeFreshStart(storage: MemoStorage): FreshStartMemo | null {
  try {
    const text = storage.getItem(FRESH_START_KEY);
    storage.removeItem(FRESH_START_KEY);
    if (text === null) return null;
    const memo = JSON.parse(text) as Partial<FreshStartMemo> | null;
    const screen = SCREENS.find((known) => known === memo?.screen);
    if (!screen) return null;
    return { screen, added: typeof memo?.added === 'string' ? memo.added : null };
  } catch {
    return null;
  }
}
