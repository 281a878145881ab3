// The two global hotkeys (call the selection, look up the selection). Registration can fail when
// another app or the OS holds the same keys; the result of each is reported to the core, which tells
// the settings view, so a taken hotkey is a visible sentence rather than a dead key.
import type { HotkeyState, HotkeyStatus } from '../../preload/contract';

export type HotkeyName = keyof HotkeyStatus;
export type HotkeyAccelerators = Record<HotkeyName, string>;

export interface GlobalShortcutLike {
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
}

export interface HotkeysOptions {
  globalShortcut: GlobalShortcutLike;
  handlers: Record<HotkeyName, () => void>;
  report(status: HotkeyStatus): void;
}

export interface Hotkeys {
  /** Registers these accelerators in place of the previous ones; does nothing when they did not change. */
  apply(accelerators: HotkeyAccelerators): void;
  /** Releases the keys (on quit: other apps may then take them). */
  dispose(): void;
}

const NAMES: readonly HotkeyName[] = ['callSelection', 'lookupSelection'];

export function createHotkeys({ globalShortcut, handlers, report }: HotkeysOptions): Hotkeys {
  let current: HotkeyAccelerators | null = null;
  let held: string[] = [];

  const release = () => {
    for (const accelerator of held) globalShortcut.unregister(accelerator);
    held = [];
  };

  const register = (name: HotkeyName, accelerator: string): HotkeyState => {
    const fail = (problem: string) => ({ accelerator, registered: false, problem });
    if (accelerator === '') return fail('Turned off.');
    let registered: boolean;
    try {
      registered = globalShortcut.register(accelerator, handlers[name]);
    } catch {
      return fail(`${accelerator} is not a shortcut this system accepts: choose another one.`);
    }
    if (!registered)
      return fail(`Another app or the system already uses ${accelerator}: choose another shortcut.`);
    held.push(accelerator);
    return { accelerator, registered: true, problem: null };
  };

  return {
    apply(accelerators) {
      if (current && NAMES.every((name) => current?.[name] === accelerators[name])) return;
      release();
      current = { ...accelerators };
      const { callSelection, lookupSelection } = accelerators;
      const sameKeys =
        lookupSelection !== '' && lookupSelection.toLowerCase() === callSelection.toLowerCase();
      report({
        callSelection: register('callSelection', callSelection),
        lookupSelection: sameKeys
          ? {
              accelerator: lookupSelection,
              registered: false,
              problem: `${lookupSelection} is already the shortcut for calling the selection: choose another one.`,
            }
          : register('lookupSelection', lookupSelection),
      });
    },
    dispose() {
      release();
      current = null;
    },
  };
}
