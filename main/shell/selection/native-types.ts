// What each OS module of the selection implements, and the answer both give when the focused element
// tells nothing; apart from the module that picks one (native.ts), so that the OS modules and the picker
// do not import each other.
export type Koffi = typeof import('koffi');

/** The focused element either exposes its selection (maybe empty: nothing selected) or exposes none. */
export type FocusedSelection = { readable: true; text: string } | { readable: false };

/** What either OS module answers when the focused element has no selection it will tell. */
export const UNREADABLE: FocusedSelection = { readable: false };

export interface NativeSelection {
  /** Windows UI Automation's TextPattern selection, macOS's AXSelectedText, of the focused element. */
  readFocusedSelection(): FocusedSelection;
  /** Ctrl+C on Windows, ⌘C on macOS, as if typed into the focused app. */
  sendCopyKeystroke(): void;
  /** Changes whenever the clipboard's contents change: GetClipboardSequenceNumber, NSPasteboard's changeCount. */
  clipboardChangeCount(): number;
}
