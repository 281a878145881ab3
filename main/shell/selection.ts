// The text a hotkey acts on, and where it came from. Linux: the PRIMARY selection (whatever is
// highlighted), else the clipboard. Windows and macOS: the focused app's selection read through
// accessibility, which leaves the clipboard alone; where the app exposes no selection (many Electron and
// Java apps, terminals), a synthesised copy, with the person's clipboard saved first and put back after;
// where nothing is selected, or the OS layer is missing or not permitted, the clipboard as it is.
import type { ReadText } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import type { Notice, Notify } from './notifications';
import type { NativeSelection } from './selection/native';
import {
  type MakeClipboardItem,
  type SavedClipboard,
  type SystemClipboard,
  saveClipboard,
} from './selection/saved-clipboard';

/** How long a synthesised copy may take to reach the clipboard: a busy app needs a moment, a hotkey must still feel immediate. */
export const COPY_WAIT_MS = 250;
const POLL_MS = 10;
/** System Settings › Privacy & Security › Accessibility, where macOS lets an app read other apps. */
export const ACCESSIBILITY_SETTINGS =
  'x-apple.systempreferences:com.apple.preference.security?Privacy_Accessibility';
/** How much of a long selection the confirmation shows. */
const EXCERPT_LENGTH = 120;

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface SelectionReaderOptions {
  platform: NodeJS.Platform;
  clipboard: SystemClipboard;
  makeClipboardItem: MakeClipboardItem;
  /** The OS layer (./selection/native), loaded at the first press that needs it. */
  loadNative(): NativeSelection | null;
  /** macOS's systemPreferences.isTrustedAccessibilityClient: with true, macOS asks the person itself. */
  isTrustedAccessibilityClient(prompt: boolean): boolean;
  /** Opens System Settings (ACCESSIBILITY_SETTINGS). */
  openExternal(url: string): Promise<void>;
  notify: Notify;
  clock: Clock;
}

/** Reads what the person selected; presses are taken one at a time, so two copies never overlap. */
export type SelectionReader = () => Promise<ReadText>;

export const accessibilityNotice = (openSettings: () => void): Notice => ({
  title: t('notify.accessibilityTitle'),
  body: [t('notify.accessibilityBody')],
  onClick: openSettings,
});

export const selectionUnavailableNotice = (): Notice => ({
  title: t('notify.selectionUnavailableTitle'),
  body: [t('notify.selectionUnavailableBody')],
});

export const clipboardNotRestoredNotice = (): Notice => ({
  title: t('notify.clipboardNotRestoredTitle'),
  body: [t('notify.clipboardNotRestoredBody')],
});

/** The start of what was read, on one line, for the confirmation window. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

export function createSelectionReader(options: SelectionReaderOptions): SelectionReader {
  const { platform, clipboard, clock } = options;
  const fromClipboard = async (): Promise<ReadText> => ({
    text: await clipboard.readText(),
    from: 'clipboard',
  });

  if (platform === 'linux')
    return async () => {
      const selected = (await clipboard.selection?.readText()) ?? '';
      return selected.trim() !== '' ? { text: selected, from: 'selection' } : fromClipboard();
    };
  if (platform !== 'win32' && platform !== 'darwin') return fromClipboard;

  // By what they say, not their title: a title changes with the language.
  const told = new Set<'accessibility' | 'unavailable'>();
  /** Each of these is said once per run, not at every press. */
  const tellOnce = (which: 'accessibility' | 'unavailable', notice: () => Notice) => {
    if (told.has(which)) return;
    told.add(which);
    options.notify(notice());
  };

  const permitted = () => {
    if (platform !== 'darwin' || options.isTrustedAccessibilityClient(false)) return true;
    if (!told.has('accessibility')) {
      tellOnce('accessibility', () =>
        accessibilityNotice(() => {
          options.openExternal(ACCESSIBILITY_SETTINGS).catch(() => undefined);
        }),
      );
      options.isTrustedAccessibilityClient(true);
    }
    return false;
  };

  let native: NativeSelection | null | undefined;
  const nativeLayer = () => {
    if (native === undefined) native = options.loadNative();
    return native;
  };

  const putBack = async (saved: SavedClipboard) => {
    try {
      await saved.restore();
    } catch (error) {
      console.warn('Dialdesk: the clipboard could not be restored', error);
      options.notify(clipboardNotRestoredNotice());
    }
  };

  /** The copied text once the clipboard changes; null when it did not change in time. */
  const waitForCopy = async (os: NativeSelection, before: number): Promise<string | null> => {
    const deadline = clock.now() + COPY_WAIT_MS;
    let copied: string | null = null;
    for (;;) {
      // An app may empty the clipboard first and add its formats after: wait for text while time is left.
      if (os.clipboardChangeCount() !== before) {
        copied = await clipboard.readText();
        if (copied !== '') return copied;
      }
      if (clock.now() >= deadline) return copied;
      await clock.sleep(POLL_MS);
    }
  };

  const copySelection = async (os: NativeSelection): Promise<ReadText> => {
    let saved: SavedClipboard;
    try {
      saved = await saveClipboard(clipboard, options.makeClipboardItem);
    } catch (error) {
      // A clipboard that cannot be put back is not borrowed.
      console.warn('Dialdesk: the clipboard could not be saved, so no copy was sent', error);
      return fromClipboard();
    }
    const before = os.clipboardChangeCount();
    let copied: string | null;
    try {
      os.sendCopyKeystroke();
      copied = await waitForCopy(os, before);
    } catch (error) {
      console.warn('Dialdesk: the selection could not be copied', error);
      await putBack(saved);
      return fromClipboard();
    }
    // Nothing changed: nothing was copied, and the clipboard still holds what the person had.
    if (copied === null) return fromClipboard();
    await putBack(saved);
    // Copied text is what was selected, even empty (an image): never the older clipboard in its place.
    return { text: copied, from: 'selection' };
  };

  const read = async (): Promise<ReadText> => {
    if (!permitted()) return fromClipboard();
    const os = nativeLayer();
    if (!os) {
      tellOnce('unavailable', selectionUnavailableNotice);
      return fromClipboard();
    }
    let focused: ReturnType<NativeSelection['readFocusedSelection']>;
    try {
      focused = os.readFocusedSelection();
    } catch (error) {
      console.warn('Dialdesk: the focused app did not answer for its selection', error);
      focused = { readable: false };
    }
    if (!focused.readable) return copySelection(os);
    // The app exposes its selection and nothing is selected: no copy is sent (Ctrl+C in a terminal
    // would interrupt it), and the clipboard is read as before.
    return focused.text.trim() !== '' ? { text: focused.text, from: 'selection' } : fromClipboard();
  };

  let previous: Promise<unknown> = Promise.resolve();
  return () => {
    const next = previous.then(read, read);
    previous = next.catch(() => undefined);
    return next;
  };
}
