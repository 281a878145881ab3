// The starred numbers usable on the account in use, in the order the person set: shown at the top of
// People and of the dial pad. A move shows at once and is then saved; refused, the order main keeps
// comes back and the reason is said.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, Favourite, IpcError } from '../../preload/contract';

/** What failed: starring (or unstarring) a number, or moving a favourite. */
export type FavouriteStep = 'star' | 'order';

export interface FavouritesState {
  favourites: Favourite[];
  /** Why the last star or move failed, said over the favourites; null once one succeeds. */
  problem: { step: FavouriteStep; error: IpcError } | null;
  reload(): Promise<void>;
  /** The favourites main sent with contactsChanged. */
  apply(favourites: Favourite[]): void;
  star(numberId: string, favourite: boolean): Promise<void>;
  /** Moves a favourite one place up (-1) or down (+1); nothing at either end. */
  move(numberId: string, step: -1 | 1): Promise<void>;
}

type FavouritesApi = Pick<DialdeskApi, 'listFavourites' | 'setFavourite' | 'orderFavourites'>;

export function createFavouritesStore(api: FavouritesApi) {
  return createStore<FavouritesState>()((set, get) => {
    // Of moves made quickly one after the other, each answer but the latest is already out of date.
    let orderTurn = 0;
    return {
      favourites: [],
      problem: null,
      async reload() {
        const result = await api.listFavourites();
        if (result.ok) set({ favourites: result.value });
      },
      apply: (favourites) => set({ favourites }),
      async star(numberId, favourite) {
        const result = await api.setFavourite({ numberId, favourite });
        set(
          result.ok
            ? { favourites: result.value, problem: null }
            : { problem: { step: 'star', error: result.error } },
        );
      },
      async move(numberId, step) {
        const before = get().favourites;
        const from = before.findIndex((favourite) => favourite.numberId === numberId);
        const to = from + step;
        const moved = before[from];
        if (!moved || to < 0 || to >= before.length) return;
        const order = before.filter((favourite) => favourite.numberId !== numberId);
        order.splice(to, 0, moved);
        const mine = ++orderTurn;
        set({ favourites: order });
        const result = await api.orderFavourites({ numberIds: order.map((favourite) => favourite.numberId) });
        if (mine !== orderTurn) return;
        if (result.ok) set({ favourites: result.value, problem: null });
        else {
          set({ problem: { step: 'order', error: result.error } });
          await get().reload();
        }
      },
    };
  });
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;
