// Which screen is showing. A store of its own because other screens send the person here and there
// (Look up from a history row opens Lookup; an error about a key opens Settings).
import { createStore } from 'zustand/vanilla';

export type Screen = 'history' | 'voicemail' | 'recordings' | 'lookup' | 'dialpad' | 'settings';

export interface NavigationState {
  screen: Screen;
  go(screen: Screen): void;
}

export const createNavigationStore = () =>
  createStore<NavigationState>()((set) => ({
    screen: 'history',
    go: (screen) => set({ screen }),
  }));

export type NavigationStore = ReturnType<typeof createNavigationStore>;
