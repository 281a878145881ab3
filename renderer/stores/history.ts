// Call history: pages from the phone system in the chosen order and date range, a text filter over
// the rows already loaded, and the call record opened in the detail pane.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, HistoryQuery, PhoneRecord } from '../../preload/contract';
import { createDetail, type Detail } from './detail';
import { createPagedList, type PagedList } from './paged-list';

export type SortField = 'start_epoch' | 'duration' | 'caller_id_name' | 'destination_number';
export type Order = HistoryQuery['orderBy'];
export type DayRange = NonNullable<HistoryQuery['range']>;

export const HISTORY_PAGE_SIZE = 200;
export const NEWEST_FIRST: Order = { field: 'start_epoch', direction: 'desc' };

export interface HistoryState extends PagedList, Detail<PhoneRecord> {
  order: Order;
  range: DayRange | null;
  /** Narrows the loaded rows by name or number; it never asks the server. */
  filter: string;
  /** Sorts by a column: the same column again flips the direction. */
  sortBy(field: SortField): Promise<void>;
  setRange(range: DayRange | null): Promise<void>;
  setFilter(text: string): void;
}

export function createHistoryStore(api: Pick<DialdeskApi, 'listHistory' | 'getCallRecord'>) {
  return createStore<HistoryState>()((set, get) => ({
    ...createPagedList(
      set,
      get,
      ({ limit, offset }) => api.listHistory({ limit, offset, orderBy: get().order, range: get().range }),
      HISTORY_PAGE_SIZE,
    ),
    ...createDetail(set, get, (uuid) => api.getCallRecord({ uuid })),
    order: NEWEST_FIRST,
    range: null,
    filter: '',
    sortBy(field) {
      const { order } = get();
      // Times read best newest first; names, numbers and durations from the top of the alphabet or scale.
      const fresh = field === 'start_epoch' ? 'desc' : 'asc';
      const direction = order.field === field ? (order.direction === 'asc' ? 'desc' : 'asc') : fresh;
      set({ order: { field, direction } });
      return get().reload();
    },
    setRange(range) {
      set({ range });
      return get().reload();
    },
    setFilter: (filter) => set({ filter }),
  }));
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The loaded rows whose names or numbers contain the text (digits match ignoring punctuation). */
export function filterCalls(records: PhoneRecord[], text: string): PhoneRecord[] {
  const words = text.trim().toLowerCase();
  if (words === '') return records;
  const digits = words.replace(/\D/g, '');
  const fields = ['caller_id_name', 'caller_id_number', 'destination_number', 'destination_name'];
  return records.filter((record) =>
    fields.some((field) => {
      const value = record[field];
      if (typeof value !== 'string' && typeof value !== 'number') return false;
      const text = String(value).toLowerCase();
      return text.includes(words) || (digits.length > 0 && text.replace(/\D/g, '').includes(digits));
    }),
  );
}
