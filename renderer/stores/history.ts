// Call history. While main keeps a searchable local copy, the list is read from it: the search box, the
// Missed/direction filter and the days are asked of the store, which searches every stored call. Without
// a copy (turned off, or unusable: searchHistory answers null) pages come from the phone system as
// before, and the text filter narrows the rows already loaded. Also: the call opened in the detail pane.
import { createStore } from 'zustand/vanilla';
import type {
  Call,
  DialdeskApi,
  HistoryQuery,
  HistorySearch,
  NoteOutcome,
  NoteTarget,
  RecordNote,
  Result,
} from '../../preload/contract';
import {
  type CallKind,
  matchesCallKind,
  matchesSearch,
  searchableOf,
} from '../../preload/shared/call-filter';
import { closedDays, type DaySpan } from '../format/days';
import { createDetail, type Detail } from './detail';
import { callNoteTarget, noted, noteKeyOf, relabelled, withNote } from './notes';
import { createPagedList, type PagedList } from './paged-list';

/** The columns the history sorts by on the server: when, and how long. */
export type SortField = 'start_epoch' | 'duration';
export type Order = HistoryQuery['orderBy'];

export const HISTORY_PAGE_SIZE = 200;
/**
 * The local copy's first page: a screenful and some (its rows show sooner: fewer to read, carry and
 * parse), the rest of the page asked for right after. The phone system's pages stay whole: each of
 * its requests costs a round trip to another machine.
 */
export const FIRST_LOCAL_PAGE_SIZE = 50;
export const NEWEST_FIRST: Order = { field: 'start_epoch', direction: 'desc' };

export interface HistoryState extends PagedList<Call>, Detail<Call> {
  order: Order;
  /** The days shown, either end possibly open; null for every day. */
  range: DaySpan | null;
  /** Name, number or digits: searched in the local copy, or narrowing the loaded rows without one. */
  filter: string;
  /** Which calls the rows show: the missed ones, one direction, or all. */
  kind: CallKind;
  /** Whether the last page came from the local copy; null before the first. */
  local: boolean | null;
  /** With the local copy: how many stored calls match; null otherwise. */
  total: number | null;
  /** Sorts by a column: the same column again flips the direction. */
  sortBy(field: SortField): Promise<void>;
  setRange(range: DaySpan | null): Promise<void>;
  setFilter(text: string): Promise<void>;
  setKind(kind: CallKind): Promise<void>;
  /** The local copy changed (a sync stored calls, or it was deleted): read it again in place. */
  storeChanged(): Promise<void>;
  /** A note saved on a call (null: removed): its rows and its detail show it at once. */
  applyNote(target: NoteTarget, note: RecordNote | null): void;
  /** The account's outcomes saved: the notes shown take their new labels. */
  relabel(outcomes: NoteOutcome[]): void;
}

/** The id a call's note is kept under, whichever leg the record is. */
const callNoteKey = (call: Call): string => noteKeyOf(callNoteTarget(call));

type HistoryApi = Pick<DialdeskApi, 'listHistory' | 'getCallRecord' | 'searchHistory'>;

/** The store's search for what the history view shows. */
function storeSearch(state: HistoryState, page: { limit: number; offset: number }): HistorySearch {
  const direction = state.kind === 'all' || state.kind === 'missed' ? null : state.kind;
  return {
    text: state.filter.trim(),
    missedOnly: state.kind === 'missed',
    direction,
    range: askedDays(state.range),
    ...page,
  };
}

export function createHistoryStore(api: HistoryApi) {
  return createStore<HistoryState>()((set, get) => {
    const fetchPage = async (page: { limit: number; offset: number }): Promise<Result<Call[]>> => {
      const state = get();
      // The local copy keeps calls newest first: another order is the phone system's to give.
      if (state.local !== false && state.order === NEWEST_FIRST) {
        const found = await api.searchHistory(storeSearch(state, page));
        if (!found.ok) return found;
        if (found.value !== null) {
          set({ local: true, total: found.value.total });
          return { ok: true, value: found.value.records };
        }
      }
      set({ local: false, total: null });
      const limit = Math.max(page.limit, HISTORY_PAGE_SIZE);
      return api.listHistory({ ...page, limit, orderBy: get().order, range: askedDays(get().range) });
    };
    const pages = createPagedList(set, get, fetchPage, HISTORY_PAGE_SIZE, FIRST_LOCAL_PAGE_SIZE);
    /** A new question for the same list: asked of the local copy in place, of the server from the top. */
    const askAgain = () => {
      // The server's pages give way to the local copy once it holds calls; the copy's rows stay on
      // show (and the search box's words stay) until the new ones replace them.
      const wasLocal = get().local;
      if (wasLocal === false) set({ local: null });
      return pages.reload({ keepShown: wasLocal === true });
    };
    return {
      ...pages,
      ...createDetail(set, get, (uuid) => api.getCallRecord({ uuid })),
      reload() {
        set({ local: null });
        return pages.reload();
      },
      order: NEWEST_FIRST,
      range: null,
      filter: '',
      kind: 'all',
      local: null,
      total: null,
      sortBy(field) {
        const { order } = get();
        // Times read best newest first; durations from the shortest.
        const fresh = field === 'start_epoch' ? 'desc' : 'asc';
        const direction = order.field === field ? (order.direction === 'asc' ? 'desc' : 'asc') : fresh;
        const newestFirst = field === 'start_epoch' && direction === 'desc';
        set({ order: newestFirst ? NEWEST_FIRST : { field, direction } });
        return get().reload();
      },
      setRange(range) {
        set({ range });
        return get().local ? askAgain() : get().reload();
      },
      async setFilter(filter) {
        set({ filter });
        // Without the local copy the filter narrows the loaded rows: nothing is asked.
        if (get().local) await askAgain();
      },
      async setKind(kind) {
        set({ kind });
        if (get().local) await askAgain();
      },
      async storeChanged() {
        // Also while the server's pages are shown: a copy that now holds calls takes over from them.
        if (get().list.status === 'ready') await askAgain();
      },
      applyNote(target, note) {
        if (target.kind !== 'call') return;
        const key = noteKeyOf(target);
        const { records, opened } = get();
        const value = opened?.value;
        set({
          records: withNote(records, key, callNoteKey, note),
          ...(opened &&
            value &&
            callNoteKey(value) === key && { opened: { ...opened, value: noted(value, note) } }),
        });
      },
      relabel(outcomes) {
        const { records, opened } = get();
        const value = opened?.value;
        set({
          records: relabelled(records, outcomes),
          ...(opened && value && { opened: { ...opened, value: relabelled([value], outcomes)[0] ?? value } }),
        });
      },
    };
  });
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The days the phone system is asked for (and an export holds): an open end resolved now. */
export const askedDays = (range: DaySpan | null): HistoryQuery['range'] => (range ? closedDays(range) : null);

/**
 * The calls whose names or numbers contain the text and that are of the kind chosen: main filters an
 * export by the same rules. Rows from the local copy were searched there already.
 */
export function filterCalls(calls: Call[], text: string, kind: CallKind = 'all'): Call[] {
  const searching = text.trim() !== '';
  if (!searching && kind === 'all') return calls;
  return calls.filter(
    (call) => matchesCallKind(call, kind) && (!searching || matchesSearch(searchableOf(call), text)),
  );
}
