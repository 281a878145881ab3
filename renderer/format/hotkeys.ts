// Global hotkeys as Electron accelerators ("CommandOrControl+Shift+D"), recorded from a key press and
// shown with the operating system's own symbols (⌘⇧D on macOS, Ctrl+Shift+D elsewhere), the keys named
// as the keyboards of the language in use print them (Strg+Umschalt+D).
import { t, type WordKey } from '../../preload/shared/i18n/translate';

/** The keys a recorded hotkey may end in, by KeyboardEvent.code, when not a letter, digit or F-key. */
const NAMED_KEYS: Record<string, string> = {
  Space: 'Space',
  Enter: 'Enter',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Minus: '-',
  Equal: '=',
  Comma: ',',
  Period: '.',
  Slash: '/',
  Semicolon: ';',
  Quote: "'",
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Backquote: '`',
};

export type KeyPress = Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** The key itself, as an accelerator names it; null for a modifier alone or a key it cannot use. */
function keyName(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1] as string;
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(code);
  if (digit) return digit[1] as string;
  if (/^F([1-9]|1\d|2[0-4])$/.test(code)) return code;
  return NAMED_KEYS[code] ?? null;
}

export type Recorded = { accelerator: string } | { problem: string } | null;

/**
 * The accelerator for a key press: null while only modifiers are down. A global hotkey without Ctrl,
 * Alt or ⌘ would take that key from every app, so one of them is needed (F-keys alone are fine).
 */
export function recordHotkey(press: KeyPress, mac: boolean): Recorded {
  const key = keyName(press.code);
  if (key === null) return null;
  const modifiers = [
    // The app's own key for commands (⌘ on macOS, Ctrl elsewhere) is written so that it works on both.
    (mac ? press.metaKey : press.ctrlKey) && 'CommandOrControl',
    mac && press.ctrlKey && 'Control',
    !mac && press.metaKey && 'Super',
    press.altKey && 'Alt',
    press.shiftKey && 'Shift',
  ].filter((part): part is string => typeof part === 'string');
  const strong = modifiers.some((part) => part !== 'Shift');
  if (!strong && !/^F\d+$/.test(key))
    return { problem: mac ? t('hotkeys.needsModifier.mac') : t('hotkeys.needsModifier.pc') };
  return { accelerator: [...modifiers, key].join('+') };
}

const MAC_SYMBOLS: Record<string, string> = {
  CommandOrControl: '⌘',
  CmdOrCtrl: '⌘',
  Command: '⌘',
  Cmd: '⌘',
  Control: '⌃',
  Ctrl: '⌃',
  Alt: '⌥',
  Option: '⌥',
  Shift: '⇧',
  Super: '⌘',
  Meta: '⌘',
};

/** The modifiers by name, where the OS writes shortcuts in words. */
const PC_MODIFIERS: Record<string, WordKey> = {
  CommandOrControl: 'hotkeys.key.ctrl',
  CmdOrCtrl: 'hotkeys.key.ctrl',
  Control: 'hotkeys.key.ctrl',
  Ctrl: 'hotkeys.key.ctrl',
  Command: 'hotkeys.key.win',
  Cmd: 'hotkeys.key.win',
  Super: 'hotkeys.key.win',
  Meta: 'hotkeys.key.win',
  Alt: 'hotkeys.key.alt',
  Shift: 'hotkeys.key.shift',
};

/** The keys an accelerator names in English words (NAMED_KEYS' values), as the keyboards print them. */
const KEY_WORDS: Record<string, WordKey> = {
  Space: 'hotkeys.key.space',
  Enter: 'hotkeys.key.enter',
  Backspace: 'hotkeys.key.backspace',
  Delete: 'hotkeys.key.delete',
  Insert: 'hotkeys.key.insert',
  Home: 'hotkeys.key.home',
  End: 'hotkeys.key.end',
  PageUp: 'hotkeys.key.pageUp',
  PageDown: 'hotkeys.key.pageDown',
  Up: 'hotkeys.key.up',
  Down: 'hotkeys.key.down',
  Left: 'hotkeys.key.left',
  Right: 'hotkeys.key.right',
};

/** A key by its name in the language in use, when it has one; else as it is (a letter, digit, F-key, sign). */
const named = (part: string, name: WordKey | undefined): string => (name ? t(name) : part);

/** An accelerator as the OS writes shortcuts: "⌘⇧D" on macOS, "Ctrl+Shift+D" elsewhere; '' for none. */
export function hotkeySymbols(accelerator: string, mac: boolean): string {
  if (accelerator.trim() === '') return '';
  const parts = accelerator.split('+').map((part) => part.trim());
  return mac
    ? parts.map((part) => MAC_SYMBOLS[part] ?? named(part, KEY_WORDS[part])).join('')
    : parts.map((part) => named(part, PC_MODIFIERS[part] ?? KEY_WORDS[part])).join('+');
}

/** Whether the page runs on macOS, whose shortcuts use ⌘ and its symbols. */
export const isMac = (): boolean => /Mac/.test(navigator.userAgent);
