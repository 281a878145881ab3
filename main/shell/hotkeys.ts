// The two global hotkeys (call the selection, look up the selection). Registration can fail when
// another app or the OS holds the same keys; the result of each is reported to the core, which tells
// the settings view, so a taken hotkey is a visible sentence rather than a dead key. The sentence is in
// the language in use, and is told again when that changes (retell).
import type { HotkeyState, HotkeyStatus } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';

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
  /** Reports the last registration again, its problems in the language now in use. */
  retell(): void;
  /** Releases the keys (on quit: other apps may then take them). */
  dispose(): void;
}

const NAMES: readonly HotkeyName[] = ['callSelection', 'lookupSelection'];

/** A hotkey's state with its problem still to be said, so that it can be said again in another language. */
type Outcome = Omit<HotkeyState, 'problem'> & { problem: (() => string) | null };

const told = (outcome: Outcome): HotkeyState => ({ ...outcome, problem: outcome.problem?.() ?? null });

export function createHotkeys({ globalShortcut, handlers, report }: HotkeysOptions): Hotkeys {
  let current: HotkeyAccelerators | null = null;
  let held: string[] = [];
  let outcomes: Record<HotkeyName, Outcome> | null = null;

  const tell = (latest: Record<HotkeyName, Outcome>) =>
    report({ callSelection: told(latest.callSelection), lookupSelection: told(latest.lookupSelection) });

  const release = () => {
    for (const accelerator of held) globalShortcut.unregister(accelerator);
    held = [];
  };

  const register = (name: HotkeyName, accelerator: string): Outcome => {
    const fail = (problem: () => string) => ({ accelerator, registered: false, problem });
    if (accelerator === '') return fail(() => t('hotkey.off'));
    let registered: boolean;
    try {
      registered = globalShortcut.register(accelerator, handlers[name]);
    } catch {
      return fail(() => t('hotkey.notAccepted', { shortcut: accelerator }));
    }
    if (!registered) return fail(() => t('hotkey.taken', { shortcut: accelerator }));
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
      outcomes = {
        callSelection: register('callSelection', callSelection),
        lookupSelection: sameKeys
          ? {
              accelerator: lookupSelection,
              registered: false,
              problem: () => t('hotkey.sameAsCall', { shortcut: lookupSelection }),
            }
          : register('lookupSelection', lookupSelection),
      };
      tell(outcomes);
    },
    retell() {
      if (outcomes) tell(outcomes);
    },
    dispose() {
      release();
      current = null;
    },
  };
}
