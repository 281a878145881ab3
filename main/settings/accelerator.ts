// The shape of an Electron accelerator (https://www.electronjs.org/docs/latest/api/accelerator), checked
// here so that a bad hotkey is rejected when it is saved rather than when globalShortcut refuses it.
// Electron matches names case-insensitively, and so does this.

const MODIFIERS = new Set(
  [
    'Command',
    'Cmd',
    'Control',
    'Ctrl',
    'CommandOrControl',
    'CmdOrCtrl',
    'Alt',
    'Option',
    'AltGr',
    'Shift',
    'Super',
    'Meta',
  ].map((name) => name.toLowerCase()),
);

const NAMED_KEYS = new Set(
  [
    'Plus',
    'Space',
    'Tab',
    'Capslock',
    'Numlock',
    'Scrolllock',
    'Backspace',
    'Delete',
    'Insert',
    'Return',
    'Enter',
    'Up',
    'Down',
    'Left',
    'Right',
    'Home',
    'End',
    'PageUp',
    'PageDown',
    'Escape',
    'Esc',
    'VolumeUp',
    'VolumeDown',
    'VolumeMute',
    'MediaNextTrack',
    'MediaPreviousTrack',
    'MediaStop',
    'MediaPlayPause',
    'PrintScreen',
    'numdec',
    'numadd',
    'numsub',
    'nummult',
    'numdiv',
  ].map((name) => name.toLowerCase()),
);

// A single character key: letters, digits and punctuation. '+' itself is spelled 'Plus'.
const CHARACTER_KEY = /^[A-Za-z0-9)!@#$%^&*(:;=<,_\->.?/~`{}[\]|\\"']$/;
const FUNCTION_KEY = /^F([1-9]|1[0-9]|2[0-4])$/i;
const NUMPAD_DIGIT = /^num[0-9]$/i;

function isKey(part: string): boolean {
  return (
    CHARACTER_KEY.test(part) ||
    FUNCTION_KEY.test(part) ||
    NUMPAD_DIGIT.test(part) ||
    NAMED_KEYS.has(part.toLowerCase())
  );
}

/**
 * True for one or more distinct modifiers joined by '+' and ending in exactly one key, e.g.
 * 'CommandOrControl+Shift+D'. A modifier is required: a bare global key would swallow normal typing.
 */
export function isAccelerator(value: string): boolean {
  const parts = value.split('+');
  const key = parts.pop();
  if (key === undefined || !isKey(key) || parts.length === 0) return false;
  const modifiers = parts.map((part) => part.toLowerCase());
  return (
    modifiers.every((modifier) => MODIFIERS.has(modifier)) && new Set(modifiers).size === modifiers.length
  );
}

/** Each spelling of a modifier as the one key it is on `platform` ('CmdOrCtrl' is ⌘ on macOS, Ctrl elsewhere). */
function modifierKey(modifier: string, platform: NodeJS.Platform): string {
  switch (modifier) {
    case 'commandorcontrol':
    case 'cmdorctrl':
      return platform === 'darwin' ? 'command' : 'control';
    case 'cmd':
      return 'command';
    case 'ctrl':
      return 'control';
    case 'option':
      return 'alt';
    case 'meta':
    case 'super':
      // Electron: Super (and Meta) is the Windows key on Windows and Linux, ⌘ on macOS.
      return platform === 'darwin' ? 'command' : 'super';
    default:
      return modifier;
  }
}

const KEY_SPELLINGS: Record<string, string> = { return: 'enter', esc: 'escape' };

/**
 * Whether two accelerators are the same keys on `platform`, however they are spelled: 'CmdOrCtrl+Shift+D'
 * is 'Shift+Ctrl+d' on Windows and Linux, and '⌘⇧D' on macOS. '' (off) is no keys, never the same.
 */
export function sameKeys(a: string, b: string, platform: NodeJS.Platform): boolean {
  const keysOf = (accelerator: string) => {
    const parts = accelerator.toLowerCase().split('+');
    const key = parts.pop() ?? '';
    const modifiers = [...new Set(parts.map((part) => modifierKey(part, platform)))].sort();
    return [...modifiers, KEY_SPELLINGS[key] ?? key].join('+');
  };
  return a !== '' && b !== '' && keysOf(a) === keysOf(b);
}
