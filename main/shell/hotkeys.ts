// The three global hotkeys (call the selection, look up the selection, open the quick-dial box).
// Registration can fail when another app or the OS holds the same keys; the result of each is reported to
// the core, which tells the settings view, so a taken hotkey is a visible sentence rather than a dead key.
// The sentence is in the language in use, and is told again when that changes (retell).
//
// A hotkey is registered again only when its own keys change. Through the Wayland desktop portal
// (wayland.ts), some desktops ask the person to approve every key bound: a change to one hotkey, or to
// another setting, must not ask about all three again.
import type { HotkeyState, HotkeyStatus } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { sameKeys } from '../settings/accelerator';

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
  /** Whose keys the accelerators are: 'CmdOrCtrl' is ⌘ on macOS, Ctrl elsewhere. */
  platform: NodeJS.Platform;
}

export interface Hotkeys {
  /** Registers the accelerators that changed in place of the previous ones; the others stay as they are. */
  apply(accelerators: HotkeyAccelerators): void;
  /** Reports the last registration again, its problems in the language now in use. */
  retell(): void;
  /**
   * Settings' test: for `ms`, the next press of any hotkey is told to `heard` instead of acted on; after
   * `ms` without one, `heard(null)`. A new test replaces one still waiting.
   */
  listen(heard: (name: HotkeyName | null) => void, ms: number): void;
  /** Releases the keys (on quit: other apps may then take them). */
  dispose(): void;
}

/** In Settings' order: a hotkey set to the keys of one before it is the one refused. */
const NAMES = ['callSelection', 'lookupSelection', 'quickDial'] as const satisfies readonly HotkeyName[];

/** What a hotkey's setting asks for: its keys, or the keys of an earlier hotkey (refused), or nothing. */
type Wanted =
  | { kind: 'keys'; accelerator: string }
  | { kind: 'same-as'; accelerator: string; earlier: Exclude<HotkeyName, 'quickDial'> }
  | { kind: 'off' };

/** A hotkey's state with its problem still to be said, so that it can be said again in another language. */
type Outcome = Omit<HotkeyState, 'problem'> & { problem: (() => string) | null };

const told = (outcome: Outcome): HotkeyState => ({ ...outcome, problem: outcome.problem?.() ?? null });

const SAME_AS: Record<Exclude<HotkeyName, 'quickDial'>, 'hotkey.sameAsCall' | 'hotkey.sameAsLookup'> = {
  callSelection: 'hotkey.sameAsCall',
  lookupSelection: 'hotkey.sameAsLookup',
};

/** One string per distinct wish, to tell whether a hotkey's changed. */
const wishOf = (want: Wanted | undefined): string =>
  want === undefined
    ? ''
    : want.kind === 'off'
      ? 'off'
      : want.kind === 'keys'
        ? `keys ${want.accelerator}`
        : `same-as ${want.earlier} ${want.accelerator}`;

export function createHotkeys({ globalShortcut, handlers, report, platform }: HotkeysOptions): Hotkeys {
  const wanted = new Map<HotkeyName, Wanted>();
  const outcomes = new Map<HotkeyName, Outcome>();
  /** The accelerator each hotkey holds now. */
  const held = new Map<HotkeyName, string>();
  /** A test waiting for a press, and its timer. */
  let test: { heard: (name: HotkeyName | null) => void; timer: ReturnType<typeof setTimeout> } | null = null;

  /** A press: told to a waiting test, else acted on. */
  const pressed = (name: HotkeyName) => {
    if (!test) return handlers[name]();
    const { heard, timer } = test;
    test = null;
    clearTimeout(timer);
    heard(name);
  };

  const stateOf = (name: HotkeyName): HotkeyState =>
    told(outcomes.get(name) ?? { accelerator: '', registered: false, problem: null });
  const tell = () =>
    report({
      callSelection: stateOf('callSelection'),
      lookupSelection: stateOf('lookupSelection'),
      quickDial: stateOf('quickDial'),
    });

  const release = (name: HotkeyName) => {
    const accelerator = held.get(name);
    if (accelerator !== undefined) globalShortcut.unregister(accelerator);
    held.delete(name);
  };

  const register = (name: HotkeyName, want: Wanted): Outcome => {
    if (want.kind === 'off') return { accelerator: '', registered: false, problem: () => t('hotkey.off') };
    const { accelerator } = want;
    const fail = (problem: () => string) => ({ accelerator, registered: false, problem });
    if (want.kind === 'same-as') {
      const { earlier } = want;
      return fail(() => t(SAME_AS[earlier], { shortcut: accelerator }));
    }
    let registered: boolean;
    try {
      registered = globalShortcut.register(accelerator, () => pressed(name));
    } catch {
      return fail(() => t('hotkey.notAccepted', { shortcut: accelerator }));
    }
    if (!registered) return fail(() => t('hotkey.taken', { shortcut: accelerator }));
    held.set(name, accelerator);
    return { accelerator, registered: true, problem: null };
  };

  /** What each hotkey's setting asks for, in order: the first of two with the same keys keeps them. */
  const wantedOf = (accelerators: HotkeyAccelerators) => {
    const next = new Map<HotkeyName, Wanted>();
    NAMES.forEach((name, index) => {
      const accelerator = accelerators[name];
      // Only a hotkey before this one can be the earlier: the last, quickDial, is never one.
      const earlier = (['callSelection', 'lookupSelection'] as const)
        .slice(0, index)
        .find((before) => sameKeys(accelerators[before], accelerator, platform));
      next.set(
        name,
        accelerator === ''
          ? { kind: 'off' }
          : earlier
            ? { kind: 'same-as', accelerator, earlier }
            : { kind: 'keys', accelerator },
      );
    });
    return next;
  };

  return {
    apply(accelerators) {
      const next = wantedOf(accelerators);
      const changed = NAMES.filter((name) => wishOf(wanted.get(name)) !== wishOf(next.get(name)));
      if (changed.length === 0) return;
      // All released first: two hotkeys that swap keys each find theirs free.
      for (const name of changed) release(name);
      for (const name of changed) {
        const want = next.get(name) as Wanted;
        wanted.set(name, want);
        outcomes.set(name, register(name, want));
      }
      tell();
    },
    retell() {
      if (outcomes.size > 0) tell();
    },
    listen(heard, ms) {
      if (test) clearTimeout(test.timer);
      const timer = setTimeout(() => {
        test = null;
        heard(null);
      }, ms);
      test = { heard, timer };
    },
    dispose() {
      for (const name of NAMES) release(name);
      wanted.clear();
    },
  };
}
