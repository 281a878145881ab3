// The text a hotkey acts on. On Linux that is the PRIMARY selection (whatever is highlighted, no copy
// needed), falling back to the clipboard when nothing is selected; Windows and macOS have no such
// selection, so there the user copies first.

export interface ClipboardLike {
  readText(): Promise<string>;
  /** Linux only: the PRIMARY selection, with the same methods. */
  readonly selection?: { readText(): Promise<string> };
}

export async function readSelectedText(clipboard: ClipboardLike, platform: NodeJS.Platform): Promise<string> {
  if (platform === 'linux' && clipboard.selection) {
    const selected = await clipboard.selection.readText();
    if (selected.trim() !== '') return selected;
  }
  return clipboard.readText();
}
