// The highlighted row and the item opened from it, as a zustand slice: each list view has one. Opening
// fetches the item; only the last one opened is kept when replies arrive out of order.
import type { Result } from '../../preload/contract';
import { failed, LOADING, type Loadable, READY } from './load-state';

export interface Opened<T> {
  uuid: string;
  value: T | null;
  load: Loadable;
}

export interface Detail<T> {
  /** The highlighted row's uuid. */
  selected: string | null;
  opened: Opened<T> | null;
  select(uuid: string | null): void;
  /** Highlights and opens the item, fetching it again (also the Retry of a failed open). */
  open(uuid: string): Promise<void>;
  close(): void;
}

type SetState<T> = (partial: Partial<Detail<T>>) => void;

export function createDetail<T>(
  set: SetState<T>,
  get: () => Detail<T>,
  fetchItem: (uuid: string) => Promise<Result<T>>,
): Detail<T> {
  return {
    selected: null,
    opened: null,
    select: (uuid) => set({ selected: uuid }),
    async open(uuid) {
      const opened: Opened<T> = { uuid, value: null, load: LOADING };
      set({ selected: uuid, opened });
      const result = await fetchItem(uuid);
      if (get().opened !== opened) return;
      set({
        opened: result.ok
          ? { uuid, value: result.value, load: READY }
          : { uuid, value: null, load: failed(result) },
      });
    },
    close: () => set({ opened: null }),
  };
}
