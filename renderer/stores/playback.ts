// The playback speed, the same for every message and recording and kept across restarts: someone who
// listens at 1.5x usually always does. A number in localStorage (it is no secret); a storage that fails
// (full, or turned off) only means the speed is not remembered.
import { createStore } from 'zustand/vanilla';

export const SPEEDS = [1, 1.25, 1.5, 2] as const;
export type Speed = (typeof SPEEDS)[number];

export const SPEED_KEY = 'dialdesk.playbackSpeed';

export interface PlaybackState {
  speed: Speed;
  setSpeed(speed: Speed): void;
}

type SpeedStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isSpeed = (value: number): value is Speed => (SPEEDS as readonly number[]).includes(value);

function remembered(storage: SpeedStorage): Speed {
  try {
    const saved = Number(storage.getItem(SPEED_KEY));
    return isSpeed(saved) ? saved : 1;
  } catch {
    return 1;
  }
}

export function createPlaybackStore(storage: SpeedStorage) {
  return createStore<PlaybackState>()((set) => ({
    speed: remembered(storage),
    setSpeed(speed) {
      set({ speed });
      try {
        storage.setItem(SPEED_KEY, String(speed));
      } catch {
        // Not remembered: this session still plays at the chosen speed.
      }
    },
  }));
}

export type PlaybackStore = ReturnType<typeof createPlaybackStore>;
