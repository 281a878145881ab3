// Settings → Calling hours (issue 50), as a window sees them: the account in use's hours at the called
// party (read once, again when another account is in use, and as saved), and the times of a time field
// as minutes after midnight, the way main keeps them. Main checks what is saved (an end not after the
// start is refused in words) and enforces the hours on every call; this only shows and saves them.
import { createStore } from 'zustand/vanilla';
import type { CallingHours, DialdeskApi, Result } from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface CallingHoursState {
  /** The account in use's hours; null until read. */
  hours: CallingHours | null;
  load: Loadable;
  /** Reads the hours unless they are read, or being read. */
  read(): Promise<void>;
  /** Another account: its hours are its own. */
  reload(): Promise<void>;
  /** Saves them; main refuses an end not after the start, in words, and what was saved stays. */
  save(hours: CallingHours): Promise<Result<CallingHours>>;
}

type HoursApi = Pick<DialdeskApi, 'getCallingHours' | 'saveCallingHours'>;

const DAY_MINUTES = 24 * 60;

/** A time field's value ("08:00", "21:30:00") as minutes after midnight; null when it holds no time. */
export function minutesOfTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Minutes after midnight as a time field's value: 480 -> "08:00". The end of the day (1440, which main
 * takes as an end) is the field's last minute, "23:59": a time field has no "24:00".
 */
export function timeOfMinutes(minutes: number): string {
  const shown = Math.min(Math.max(0, Math.round(minutes)), DAY_MINUTES - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(shown / 60))}:${pad(shown % 60)}`;
}

export function createCallingHoursStore(api: HoursApi) {
  return createStore<CallingHoursState>()((set, get) => {
    // Of two reads (a change of account, a save), only the latest one's answer counts.
    let turn = 0;
    const readHours = async () => {
      const mine = ++turn;
      set({ load: LOADING });
      const result = await api.getCallingHours();
      if (mine !== turn) return;
      set(result.ok ? { hours: result.value, load: READY } : { load: failed(result) });
    };

    return {
      hours: null,
      load: IDLE,
      async read() {
        const { hours, load } = get();
        if (hours !== null || load.status === 'loading') return;
        await readHours();
      },
      async reload() {
        set({ hours: null, load: IDLE });
        await readHours();
      },
      async save(hours) {
        const result = await api.saveCallingHours(hours);
        if (result.ok) {
          // A read on its way went out before this save: its answer is older.
          turn += 1;
          set({ hours: result.value, load: READY });
        }
        return result;
      },
    };
  });
}

export type CallingHoursStore = ReturnType<typeof createCallingHoursStore>;
