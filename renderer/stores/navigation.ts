// Which screen is showing. A store of its own because other screens send the person here and there
// (Look up from a history row opens Lookup; an error about a key opens Settings).
import { createStore } from 'zustand/vanilla';

export const SCREENS = [
  'history',
  'callbacks',
  'voicemail',
  'recordings',
  'people',
  'lookup',
  'dialpad',
  'settings',
] as const;
export type Screen = (typeof SCREENS)[number];

export interface NavigationState {
  screen: Screen;
  go(screen: Screen): void;
}

/** `first`: the screen the page starts on (History, or the one it was on before starting afresh). */
export const createNavigationStore = (first: Screen = 'history') =>
  createStore<NavigationState>()((set) => ({
    screen: first,
    go: (screen) => set({ screen }),
  }));

export type NavigationStore = ReturnType<typeof createNavigationStore>;
