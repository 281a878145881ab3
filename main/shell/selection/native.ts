// The three things the hotkey asks of Windows and macOS that Electron does not offer: the focused app's
// selected text through accessibility (no copy), the copy keystroke sent to that app, and a counter that
// tells whether the clipboard changed. One module per OS implements them with koffi (FFI); everything
// that decides what to do with them is in ../selection.ts and runs under Node with a fake of this.
import { macosSelection } from './macos';
import type { Koffi, NativeSelection } from './native-types';
import { windowsSelection } from './windows';

export type { FocusedSelection, Koffi, NativeSelection } from './native-types';

/**
 * The OS layer for this platform, or null where there is none (Linux has its PRIMARY selection) or
 * koffi cannot load (an optional dependency: a missing binary leaves the hotkey on the clipboard).
 * Required here, not imported: koffi loads only on Windows and macOS, and only at the first press.
 */
export function loadNativeSelection(platform: NodeJS.Platform): NativeSelection | null {
  if (platform !== 'win32' && platform !== 'darwin') return null;
  try {
    const koffi: Koffi = require('koffi');
    return platform === 'win32' ? windowsSelection(koffi) : macosSelection(koffi);
  } catch (error) {
    console.warn(
      'Dialdesk: the selection cannot be read on this system, so the hotkey reads the clipboard',
      error,
    );
    return null;
  }
}
