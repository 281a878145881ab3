// The fallback for apps that expose no selection: save the clipboard, send the copy keystroke, wait (at
// most COPY_WAIT_MS) for the clipboard to change, read it, put the saved clipboard back. The fakes
// record the clipboard calls and keystrokes; time passes only when the code sleeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_WAIT_MS, clipboardNotRestoredNotice } from '../../main/shell/selection';
import { FakeClipboardItem, readerOn, textItem } from './shell-selection-fakes';

/** A reader whose focused app exposes no selection and answers the copy keystroke after `delay` ms. */
function copyingApp(platform: 'win32' | 'darwin', copiedText: string | null, delay = 30) {
  const setup = readerOn(platform);
  const { os, clipboard, clock } = setup;
  if (copiedText !== null)
    os.onCopy = () => clock.after(delay, () => clipboard.replace([textItem(copiedText)]));
  return setup;
}

// Failures are logged for the developer: kept out of the test output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['win32', 'darwin'] as const)('a synthesised copy on %s', (platform) => {
  it('reads the copied selection and puts the saved clipboard back', async () => {
    const { read, clipboard, os } = copyingApp(platform, 'Dana 555-0123');
    const before = clipboard.items;

    expect(await read()).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(os.calls).toEqual(['readFocusedSelection', 'sendCopyKeystroke']);
    // Saved before the keystroke, read once it changed, restored after.
    expect(clipboard.calls).toEqual(['read', 'readText', 'write']);
    expect(clipboard.writes).toHaveLength(1);
    expect(await clipboard.readText()).toBe('copied 555-0100');
    const [restored] = clipboard.writes[0] ?? [];
    expect(restored?.types).toEqual(before[0]?.types);
  });

  it('waits no longer than it takes the app to copy', async () => {
    const { read, clock } = copyingApp(platform, 'Dana 555-0123', 40);
    await read();
    expect(clock.slept).toBe(40);
  });

  it('copies even when the OS layer fails to read the focused app', async () => {
    const { read, os } = copyingApp(platform, 'Dana 555-0123');
    os.focused = new Error('the focused app did not answer');
    expect(await read()).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(os.calls).toEqual(['readFocusedSelection', 'sendCopyKeystroke']);
  });

  it('uses what the clipboard held when the clipboard never changes, after about 250 ms', async () => {
    const { read, clipboard, clock, os } = copyingApp(platform, null);

    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(os.calls).toEqual(['readFocusedSelection', 'sendCopyKeystroke']);
    expect(clock.slept).toBeGreaterThanOrEqual(COPY_WAIT_MS);
    expect(clock.slept).toBeLessThan(COPY_WAIT_MS + 20);
    // Nothing was borrowed, so nothing is written back.
    expect(clipboard.calls).toEqual(['read', 'readText']);
  });

  it('restores an image on the clipboard through read() and write(), payloads untouched', async () => {
    const { read, clipboard } = copyingApp(platform, 'Dana 555-0123');
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const html = new Blob(['<img src="chart.png">'], { type: 'text/html' });
    const concealed = new Blob(['']);
    const marker = 'electron application/osclipboard;format="org.nspasteboard.ConcealedType"';
    clipboard.items = [new FakeClipboardItem({ 'image/png': png, 'text/html': html, [marker]: concealed })];

    expect(await read()).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(clipboard.calls).toEqual(['read', 'readText', 'write']);
    const [restored] = clipboard.writes[0] ?? [];
    expect(restored?.types).toEqual(['image/png', 'text/html', marker]);
    expect(await restored?.getType('image/png')).toBe(png);
    expect(await restored?.getType('text/html')).toBe(html);
    expect(await restored?.getType(marker)).toBe(concealed);
  });

  it('restores a bookmark and several items as they were', async () => {
    const { read, clipboard } = copyingApp(platform, 'Dana 555-0123');
    const bookmark = { title: 'Dialdesk', url: 'https://example.com' };
    clipboard.items = [
      new FakeClipboardItem({ 'electron application/bookmark': bookmark }),
      textItem('second item'),
    ];

    await read();
    const restored = clipboard.writes[0] ?? [];
    expect(restored).toHaveLength(2);
    expect(await restored[0]?.getType('electron application/bookmark')).toBe(bookmark);
    expect(await clipboard.readText()).toBe('second item');
  });

  it('empties the clipboard again when it was empty before the copy', async () => {
    const { read, clipboard } = copyingApp(platform, 'Dana 555-0123');
    clipboard.items = [];

    expect(await read()).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(clipboard.calls).toEqual(['read', 'readText', 'clear']);
    expect(clipboard.items).toEqual([]);
  });

  it('waits for text when the app empties the clipboard before writing it', async () => {
    const { read, clipboard, os, clock } = readerOn(platform);
    os.onCopy = () => {
      clock.after(10, () => clipboard.replace([]));
      clock.after(60, () => clipboard.replace([textItem('Dana 555-0123')]));
    };
    expect(await read()).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(clock.slept).toBe(60);
  });

  it('never falls back to the older clipboard when the copy held no text (an image was selected)', async () => {
    const { read, clipboard, os, clock } = readerOn(platform);
    os.onCopy = () =>
      clock.after(20, () => clipboard.replace([new FakeClipboardItem({ 'image/png': new Blob([]) })]));

    expect(await read()).toEqual({ text: '', from: 'selection' });
    expect(await clipboard.readText()).toBe('copied 555-0100');
  });

  it('sends no copy when the clipboard cannot be saved', async () => {
    const { read, clipboard, os } = copyingApp(platform, 'Dana 555-0123');
    clipboard.failRead = true;

    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(os.calls).toEqual(['readFocusedSelection']);
  });

  it('says so when the saved clipboard cannot be put back', async () => {
    const { read, clipboard, notices } = copyingApp(platform, 'Dana 555-0123');
    clipboard.failWrite = true;

    expect(await read()).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(notices).toEqual([clipboardNotRestoredNotice()]);
  });

  it('puts the clipboard back and reads it when the keystroke cannot be sent', async () => {
    const { read, clipboard, os } = copyingApp(platform, 'Dana 555-0123');
    os.sendCopyKeystroke = () => {
      os.calls.push('sendCopyKeystroke');
      throw new Error('Windows did not take the Ctrl+C keystroke');
    };

    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(clipboard.calls).toEqual(['read', 'write', 'readText']);
  });

  it('takes two presses one after the other, so one copy never overlaps another', async () => {
    const { read, clipboard } = copyingApp(platform, 'Dana 555-0123');
    const [first, second] = await Promise.all([read(), read()]);
    expect(first).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(second).toEqual({ text: 'Dana 555-0123', from: 'selection' });
    expect(clipboard.calls).toEqual(['read', 'readText', 'write', 'read', 'readText', 'write']);
    expect(await clipboard.readText()).toBe('copied 555-0100');
  });
});
