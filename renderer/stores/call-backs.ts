// The call-back list ("To call back"): the numbers whose missed calls and voicemail wait for a call back,
// as main makes it (main/callbacks) from the local copy of history, the voicemail listed and the person's
// marks. How many there are shows on every screen (the navigation), kept by main's callBacksChanged; the
// list itself is read while its screen shows, and again whenever it may have changed. Done, Later today
// and Tomorrow are main's to keep: each answers the list as it is then, which is what shows.
import { createStore } from 'zustand/vanilla';
import type {
  CallBackEntry,
  CallBackList,
  CallBackMark,
  DialdeskApi,
  IpcError,
  Result,
} from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface CallBacksState {
  /** How many numbers are to call back, as main said last. */
  count: number;
  /** The list as read last; null before the first read. */
  list: CallBackList | null;
  /** The latest read: loading while one is on its way, the list read before staying on show meanwhile. */
  load: Loadable;
  /** Whether the screen shows: only then is the list read again when it may have changed. */
  shown: boolean;
  /** The entry to bring into view and focus (a notification named its number); null once it was. */
  focusKey: string | null;
  /** Why the last mark failed, and on which entry; null when it did not. */
  markError: { key: string; error: IpcError } | null;
  /** The screen opened: the list is read again. */
  show(): Promise<void>;
  /** The screen closed. */
  hide(): void;
  /** Reads the list, and the count with it. */
  reload(): Promise<void>;
  /** Main's callBacksChanged. */
  applyCount(count: number): void;
  /** Calls stored, voicemail listed, a call placed: an entry on show may have changed. */
  changed(): Promise<void>;
  /** Done, Later today or Tomorrow on an entry, up to its latest call as shown. */
  mark(entry: CallBackEntry, mark: CallBackMark): Promise<void>;
  /** A notification's entry: the screen brings it into view and focuses it once the list has it. */
  focus(key: string): void;
  focused(): void;
  /** Another phone system: the list and the count were the one before's. */
  forget(): void;
}

type CallBacksApi = Pick<DialdeskApi, 'listCallBacks' | 'markCallBack'>;

export function createCallBacksStore(api: CallBacksApi) {
  return createStore<CallBacksState>()((set, get) => {
    // Of two reads (a change, then a mark), only the latest one's answer shows.
    let turn = 0;
    let onTheirWay = 0;
    // Main says the count whenever it changed, a mark's own change included: a count that agrees with the
    // list on show is that echo, and reads nothing. One said while a read was on its way is checked
    // against its answer.
    let heardMeanwhile: number | null = null;

    /** Sends a read or a mark; its answer shows unless a later one was sent meanwhile (`latest`). */
    const ask = async (request: () => Promise<Result<CallBackList>>) => {
      const mine = ++turn;
      onTheirWay += 1;
      const result = await request().finally(() => {
        onTheirWay -= 1;
      });
      const latest = mine === turn;
      if (latest && result.ok) {
        const { entries } = result.value;
        set({ list: result.value, count: entries.length, load: READY });
        const heard = heardMeanwhile;
        heardMeanwhile = null;
        if (heard !== null && heard !== entries.length && get().shown && onTheirWay === 0)
          void get().reload();
      }
      return { result, latest };
    };

    return {
      count: 0,
      list: null,
      load: IDLE,
      shown: false,
      focusKey: null,
      markError: null,
      async show() {
        set({ shown: true });
        await get().reload();
      },
      hide: () => set({ shown: false, markError: null }),
      async reload() {
        set({ load: LOADING });
        const { result, latest } = await ask(() => api.listCallBacks());
        if (latest && !result.ok) set({ load: failed(result) });
      },
      applyCount(count) {
        set({ count });
        if (!get().shown) return;
        if (onTheirWay > 0) heardMeanwhile = count;
        else if (get().list?.entries.length !== count) void get().reload();
      },
      async changed() {
        if (get().shown) await get().reload();
      },
      async mark(entry, mark) {
        set({ markError: null });
        const { result } = await ask(() =>
          api.markCallBack({ key: entry.key, through: entry.lastEpoch, mark }),
        );
        if (!result.ok) set({ markError: { key: entry.key, error: result.error } });
      },
      focus: (key) => set({ focusKey: key }),
      focused: () => set({ focusKey: null }),
      forget() {
        turn += 1;
        heardMeanwhile = null;
        set({ count: 0, list: null, load: IDLE, markError: null });
      },
    };
  });
}

export type CallBacksStore = ReturnType<typeof createCallBacksStore>;
