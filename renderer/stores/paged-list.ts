// A list read page by page from the phone system, as a zustand slice (history and recordings share it).
// Pages follow the one paging rule the CSV export follows too (preload/shared/paging.ts): only ids are
// trusted, the next offset is the number of distinct records held, and a short page or one that brings
// nothing new completes the list. A list may ask a smaller first page (its rows show sooner); when that
// page comes back full, the rest of a whole page is asked for at once, so scrolling does not wait for it.
import type { PageQuery, Result } from '../../preload/contract';
import { IdSet } from '../../preload/shared/id-set';
import { nextOffset, takePage } from '../../preload/shared/paging';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

/** A list of T (a Call, a Recording: what main read), each known by its id. */
export interface PagedList<T> {
  records: T[];
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

type SetState<T> = (partial: Partial<PagedList<T>>) => void;

export function createPagedList<T extends { id: string }>(
  set: SetState<T>,
  get: () => PagedList<T>,
  fetchPage: (page: PageQuery) => Promise<Result<T[]>>,
  pageSize: number,
  firstPageSize: number = pageSize,
): PagedList<T> {
  let seen = new IdSet();
  // Bumped by every reload: a page that arrives for an older generation is dropped.
  let generation = 0;

  // Set while a kept-shown reload is on its way: the rows shown then are not the ones later pages follow.
  let replacing = false;

  const fetchNext = async (field: 'list' | 'more', replace = false, limit = pageSize) => {
    const mine = generation;
    if (!replace) set({ [field]: LOADING });
    const result = await fetchPage({ limit, offset: nextOffset(seen) });
    if (mine !== generation) return;
    replacing = false;
    if (!result.ok) {
      set({ [field]: failed(result) });
      return;
    }
    // A fetcher may ask a whole page where a smaller first one was offered (history asks the phone
    // system only for whole pages): a page longer than offered was asked as a whole page.
    const asked = result.value.length > limit ? Math.max(pageSize, limit) : limit;
    const { fresh, complete } = takePage(seen, result.value, asked, (item) => item.id);
    set({
      records: replace ? fresh : fresh.length > 0 ? get().records.concat(fresh) : get().records,
      [field]: READY,
      ...(replace && { more: IDLE }),
      complete,
    });
    if (field === 'list' && !complete && asked < pageSize) await fetchNext('more', false, pageSize - asked);
  };

  return {
    records: [],
    list: IDLE,
    more: IDLE,
    complete: false,
    reload(options) {
      generation += 1;
      seen = new IdSet();
      replacing = options?.keepShown === true && get().list.status === 'ready';
      if (replacing) return fetchNext('list', true, firstPageSize);
      set({ records: [], more: IDLE, complete: false });
      return fetchNext('list', false, firstPageSize);
    },
    async loadMore() {
      const { list, more, complete } = get();
      if (replacing || list.status !== 'ready' || more.status === 'loading' || complete) return;
      await fetchNext('more');
    },
  };
}
