// Fakes of what the hotkey asks of the OS, which record every request so the tests check what the code
// did: which clipboard calls it made (Electron's read/write/clear/readText), whether it sent a copy
// keystroke, how long it waited. The clipboard's change counter moves on every write, like the OS's.
import type { Notice } from '../../main/shell/notifications';
import { createSelectionReader } from '../../main/shell/selection';
import type { FocusedSelection, NativeSelection } from '../../main/shell/selection/native';
import type {
  ClipboardItemLike,
  ClipboardPayload,
  SystemClipboard,
} from '../../main/shell/selection/saved-clipboard';

export class FakeClipboardItem implements ClipboardItemLike {
  constructor(readonly payloads: Readonly<Record<string, ClipboardPayload>>) {}
  get types(): string[] {
    return Object.keys(this.payloads);
  }
  async getType(type: string): Promise<ClipboardPayload> {
    const payload = this.payloads[type];
    if (!payload) throw new Error(`no ${type} on this item`);
    return payload;
  }
}

export const textItem = (text: string) => new FakeClipboardItem({ 'text/plain': new Blob([text]) });

export class RecordingClipboard implements SystemClipboard {
  /** Every call the code made, in order. */
  readonly calls: string[] = [];
  /** The items of each write() call. */
  readonly writes: ClipboardItemLike[][] = [];
  changeCount = 0;
  failRead = false;
  failWrite = false;
  constructor(public items: ClipboardItemLike[] = []) {}

  /** Another app (the one that got the copy keystroke) puts this on the clipboard. */
  replace(items: ClipboardItemLike[]): void {
    this.items = items;
    this.changeCount++;
  }
  async readText(): Promise<string> {
    this.calls.push('readText');
    const item = this.items.find((candidate) => candidate.types.includes('text/plain'));
    const payload = await item?.getType('text/plain');
    return payload instanceof Blob ? payload.text() : '';
  }
  async read(): Promise<ClipboardItemLike[]> {
    this.calls.push('read');
    if (this.failRead) throw new Error('the clipboard is held by another app');
    return this.items;
  }
  async write(items: ClipboardItemLike[]): Promise<void> {
    this.calls.push('write');
    if (this.failWrite) throw new Error('the clipboard is held by another app');
    this.writes.push(items);
    this.replace(items);
  }
  clear(): void {
    this.calls.push('clear');
    this.replace([]);
  }
}

/** Time that passes only when the code sleeps; things scheduled `at` a time happen as it passes. */
export class FakeClock {
  time = 0;
  readonly sleeps: number[] = [];
  private readonly due: { at: number; run: () => void }[] = [];
  now = () => this.time;
  sleep = async (ms: number) => {
    this.sleeps.push(ms);
    this.time += ms;
    for (const event of this.due.filter(({ at }) => at <= this.time)) {
      this.due.splice(this.due.indexOf(event), 1);
      event.run();
    }
  };
  after(ms: number, run: () => void): void {
    this.due.push({ at: this.time + ms, run });
  }
  get slept(): number {
    return this.sleeps.reduce((sum, ms) => sum + ms, 0);
  }
}

export class RecordingOs implements NativeSelection {
  readonly calls: string[] = [];
  focused: FocusedSelection | Error = { readable: false };
  /** What the focused app does with the copy keystroke; nothing by default (an app that ignores it). */
  onCopy: () => void = () => undefined;
  constructor(private readonly clipboard: RecordingClipboard) {}
  readFocusedSelection(): FocusedSelection {
    this.calls.push('readFocusedSelection');
    if (this.focused instanceof Error) throw this.focused;
    return this.focused;
  }
  sendCopyKeystroke(): void {
    this.calls.push('sendCopyKeystroke');
    this.onCopy();
  }
  clipboardChangeCount(): number {
    return this.clipboard.changeCount;
  }
}

/** A reader on this platform, with every fake it talks to and a record of what it asked. */
export function readerOn(
  platform: NodeJS.Platform,
  options: { trusted?: () => boolean; native?: boolean } = {},
) {
  const clipboard = new RecordingClipboard([textItem('copied 555-0100')]);
  const os = new RecordingOs(clipboard);
  const clock = new FakeClock();
  const notices: Notice[] = [];
  const asked = { trusted: [] as boolean[], loads: 0, opened: [] as string[] };
  const read = createSelectionReader({
    platform,
    clipboard,
    makeClipboardItem: (payloads) => new FakeClipboardItem(payloads),
    loadNative: () => {
      asked.loads++;
      return options.native === false ? null : os;
    },
    isTrustedAccessibilityClient: (prompt) => {
      asked.trusted.push(prompt);
      return options.trusted?.() ?? true;
    },
    openExternal: async (url) => {
      asked.opened.push(url);
    },
    notify: (notice) => notices.push(notice),
    clock,
  });
  return { read, clipboard, os, clock, notices, asked };
}
