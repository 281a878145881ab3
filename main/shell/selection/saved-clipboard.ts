// The person's clipboard, kept while a synthesised copy borrows it and put back afterwards, through
// Electron's own clipboard.read() and clipboard.write(). read() gives every item with every format the
// OS offers: text, HTML, RTF, images, bookmarks, and raw OS formats (under "electron
// application/osclipboard;format=…"), so the markers password managers set (concealed, no history)
// come back too. What cannot come back is what was never data on the clipboard: a source app's live
// ownership (Excel's "Paste Link" to the copied cells), formats the app would only render on request
// and macOS file promises.

/** A format's payload: bytes, or (for "electron application/bookmark") a title and URL. */
export type ClipboardPayload = Blob | { title: string; url: string };

export interface ClipboardItemLike {
  readonly types: readonly string[];
  getType(type: string): Promise<ClipboardPayload>;
}

/** Electron's clipboard: what the hotkey reads, and what a synthesised copy borrows. */
export interface SystemClipboard {
  readText(): Promise<string>;
  read(): Promise<ClipboardItemLike[]>;
  write(items: ClipboardItemLike[]): Promise<void>;
  clear(): void;
  /** Linux only: the PRIMARY selection. */
  readonly selection?: { readText(): Promise<string> };
}

/** `new ClipboardItem(payloads)`: items from read() are rebuilt, so nothing refers to the old clipboard. */
export type MakeClipboardItem = (payloads: Record<string, ClipboardPayload>) => ClipboardItemLike;

export interface SavedClipboard {
  restore(): Promise<void>;
}

/** Reads every payload now: the copy about to be sent replaces them. */
export async function saveClipboard(
  clipboard: SystemClipboard,
  makeItem: MakeClipboardItem,
): Promise<SavedClipboard> {
  const items = await clipboard.read();
  const saved = await Promise.all(
    items.map(async (item) =>
      Object.fromEntries(
        await Promise.all(item.types.map(async (type) => [type, await item.getType(type)] as const)),
      ),
    ),
  );
  return {
    async restore() {
      if (saved.length === 0) clipboard.clear();
      else await clipboard.write(saved.map(makeItem));
    },
  };
}
