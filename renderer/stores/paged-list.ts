// A list read page by page from the phone system, as a zustand slice (history and recordings share it).
// The spec leaves offset semantics to each deployment, so the list trusts nothing but uuids: a record
// already held is dropped, and the list is complete when a page is short or brings nothing new. The next
// offset is the number of records held, so a page that repeats records (new calls pushed the list down)
// can never make the list skip any.
import type { PageQuery, PhoneRecord, Result } from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface PagedList {
  records: PhoneRecord[];
  /** The first page: loading it shows the view's loading state. */
  list: Loadable;
  /** Later pages: shown at the end of the list. */
  more: Loadable;
  complete: boolean;
  /**
   * Starts again from the first page (after a change of order or range, or a Retry). `keepShown`: the
   * rows shown stay until the new first page replaces them (a search as the person types, no flicker).
   */
  reload(options?: { keepShown?: boolean }): Promise<void>;
  /** Fetches the next page unless one is on its way or the list is complete. */
  loadMore(): Promise<void>;
}

type SetState = (partial: Partial<PagedList>) => void;

export function createPagedList(
  set: SetState,
  get: () => PagedList,
  fetchPage: (page: PageQuery) => Promise<Result<PhoneRecord[]>>,
  pageSize: number,
): PagedList {
  let seen = new Set<string>();
  // Bumped by every reload: a page that arrives for an older generation is dropped.
  let generation = 0;

  // Set while a kept-shown reload is on its way: the rows shown then are not the ones later pages follow.
  let replacing = false;

  const fetchNext = async (field: 'list' | 'more', replace = false) => {
    const mine = generation;
    if (!replace) set({ [field]: LOADING });
    const result = await fetchPage({ limit: pageSize, offset: replace ? 0 : get().records.length });
    if (mine !== generation) return;
    replacing = false;
    if (!result.ok) {
      set({ [field]: failed(result) });
      return;
    }
    const fresh = result.value.filter((record) => !seen.has(record.uuid) && seen.add(record.uuid));
    set({
      records: replace ? fresh : fresh.length > 0 ? get().records.concat(fresh) : get().records,
      [field]: READY,
      ...(replace && { more: IDLE }),
      complete: result.value.length < pageSize || fresh.length === 0,
    });
  };

  return {
    records: [],
    list: IDLE,
    more: IDLE,
    complete: false,
    reload(options) {
      generation += 1;
      seen = new Set();
      replacing = options?.keepShown === true && get().list.status === 'ready';
      if (replacing) return fetchNext('list', true);
      set({ records: [], more: IDLE, complete: false });
      return fetchNext('list');
    },
    async loadMore() {
      const { list, more, complete } = get();
      if (replacing || list.status !== 'ready' || more.status === 'loading' || complete) return;
      await fetchNext('more');
    },
  };
}
