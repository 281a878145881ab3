// Call history: pages from the phone system in the chosen order and date range, a text filter over
// the rows already loaded, the call record opened in the detail pane, and the offline snapshot.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, HistoryQuery, PhoneRecord } from '../../preload/contract';
import { type CallKind, matchesCallFilter, matchesCallKind } from '../../preload/shared/call-filter';
import { closedDays, type DaySpan } from '../format/days';
import { createDetail, type Detail } from './detail';
import { createPagedList, type PagedList } from './paged-list';
import { createSnapshotSlice, type SnapshotSlice } from './snapshot';

/** The columns the history sorts by on the server: when, and how long. */
export type SortField = 'start_epoch' | 'duration';
export type Order = HistoryQuery['orderBy'];

export const HISTORY_PAGE_SIZE = 200;
export const NEWEST_FIRST: Order = { field: 'start_epoch', direction: 'desc' };

export interface HistoryState extends PagedList, Detail<PhoneRecord>, SnapshotSlice {
  order: Order;
  /** The days shown, either end possibly open; null for every day. */
  range: DaySpan | null;
  /** Narrows the loaded rows by name or number; it never asks the server. */
  filter: string;
  /** Which calls the rows show: the missed ones, one direction, or all. */
  kind: CallKind;
  /** Sorts by a column: the same column again flips the direction. */
  sortBy(field: SortField): Promise<void>;
  setRange(range: DaySpan | null): Promise<void>;
  setFilter(text: string): void;
  setKind(kind: CallKind): void;
}

export function createHistoryStore(api: Pick<DialdeskApi, 'listHistory' | 'getCallRecord'>) {
  return createStore<HistoryState>()((set, get) => {
    const pages = createPagedList(
      set,
      get,
      ({ limit, offset }) =>
        api.listHistory({ limit, offset, orderBy: get().order, range: askedDays(get().range) }),
      HISTORY_PAGE_SIZE,
    );
    return {
      ...pages,
      ...createDetail(set, get, (uuid) => api.getCallRecord({ uuid })),
      ...createSnapshotSlice(set, get),
      async reload() {
        await pages.reload();
        if (get().list.status === 'ready') set({ snapshot: null });
      },
      order: NEWEST_FIRST,
      range: null,
      filter: '',
      kind: 'all',
      sortBy(field) {
        const { order } = get();
        // Times read best newest first; durations from the shortest.
        const fresh = field === 'start_epoch' ? 'desc' : 'asc';
        const direction = order.field === field ? (order.direction === 'asc' ? 'desc' : 'asc') : fresh;
        // The snapshot is the opening page (newest first, every day): it cannot stand in for another view.
        set({ order: { field, direction }, snapshot: null });
        return get().reload();
      },
      setRange(range) {
        set({ range, snapshot: null });
        return get().reload();
      },
      setFilter: (filter) => set({ filter }),
      setKind: (kind) => set({ kind }),
    };
  });
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The days the phone system is asked for (and an export holds): an open end resolved now. */
export const askedDays = (range: DaySpan | null): HistoryQuery['range'] => (range ? closedDays(range) : null);

/**
 * The rows whose names or numbers contain the text and that are of the kind chosen: main filters an
 * export with the same functions.
 */
export function filterCalls(records: PhoneRecord[], text: string, kind: CallKind = 'all'): PhoneRecord[] {
  if (text.trim() === '' && kind === 'all') return records;
  return records.filter((record) => matchesCallFilter(record, text) && matchesCallKind(record, kind));
}
