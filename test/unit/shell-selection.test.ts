// Where the hotkey's text comes from: Linux's PRIMARY selection, else the clipboard; on Windows and macOS
// the focused app's selection read without a copy, and the clipboard as it is when nothing is selected,
// the OS layer is missing or macOS has not granted Accessibility permission. The fakes record what the
// code asked of the OS and the clipboard; the tests check those records.
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_SETTINGS,
  accessibilityNotice,
  createSelectionReader,
  excerptOf,
  selectionUnavailableNotice,
} from '../../main/shell/selection';
import { loadNativeSelection } from '../../main/shell/selection/native';
import { FakeClipboard } from './shell-fakes';
import { FakeClock, readerOn } from './shell-selection-fakes';

describe('the hotkey on Linux', () => {
  const linuxReader = (clipboardText: string, selectedText: string) => {
    const clipboard = new FakeClipboard({ primary: true });
    clipboard.text = clipboardText;
    if (clipboard.selection) clipboard.selection.text = selectedText;
    // The Linux path needs only readText (clipboard and PRIMARY): the other calls must not be made.
    const unused = () => {
      throw new Error('not used on Linux');
    };
    return createSelectionReader({
      platform: 'linux',
      clipboard: {
        ...clipboard,
        readText: () => clipboard.readText(),
        read: unused,
        write: unused,
        clear: unused,
      },
      makeClipboardItem: unused,
      loadNative: unused,
      isTrustedAccessibilityClient: unused,
      openExternal: unused,
      notify: unused,
      clock: new FakeClock(),
    });
  };

  it('reads the PRIMARY selection', async () => {
    expect(await linuxReader('copied 555-0100', 'selected 555-0199')()).toEqual({
      text: 'selected 555-0199',
      from: 'selection',
    });
  });

  it.each(['', '  \n'])('falls back to the clipboard when the selection is %j', async (selected) => {
    expect(await linuxReader('copied 555-0100', selected)()).toEqual({
      text: 'copied 555-0100',
      from: 'clipboard',
    });
  });

  it('has no OS layer to load', () => {
    expect(loadNativeSelection('linux')).toBeNull();
  });
});

describe.each(['win32', 'darwin'] as const)('the hotkey on %s', (platform) => {
  it('reads the focused selection without touching the clipboard', async () => {
    const { read, clipboard, os } = readerOn(platform);
    os.focused = { readable: true, text: 'Ring Dana on 555-0199' };

    expect(await read()).toEqual({ text: 'Ring Dana on 555-0199', from: 'selection' });
    expect(os.calls).toEqual(['readFocusedSelection']);
    expect(clipboard.calls).toEqual([]);
  });

  it('reads the clipboard, sending no copy, when the app shows that nothing is selected', async () => {
    const { read, clipboard, os } = readerOn(platform);
    os.focused = { readable: true, text: '  ' };

    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    // A Ctrl+C sent to a terminal with nothing selected would interrupt what runs in it.
    expect(os.calls).toEqual(['readFocusedSelection']);
    expect(clipboard.calls).toEqual(['readText']);
  });

  it('reads the clipboard, and says so once, when the OS layer cannot load', async () => {
    const { read, notices, asked, clipboard } = readerOn(platform, { native: false });

    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(notices).toEqual([selectionUnavailableNotice()]);
    expect(asked.loads).toBe(1);
    expect(clipboard.calls).toEqual(['readText', 'readText']);
  });

  it('loads the OS layer at the first press, once', async () => {
    const { read, asked, os } = readerOn(platform);
    os.focused = { readable: true, text: '555-0199' };
    expect(asked.loads).toBe(0);
    await read();
    await read();
    expect(asked.loads).toBe(1);
  });
});

describe('Accessibility permission on macOS', () => {
  it('is explained once, asked for once, and the clipboard is read until it is granted', async () => {
    let granted = false;
    const { read, notices, asked, os, clipboard } = readerOn('darwin', { trusted: () => granted });
    os.focused = { readable: true, text: 'selected 555-0199' };

    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    // Checked at each press; macOS's own prompt (prompt: true) only at the first.
    expect(asked.trusted).toEqual([false, true, false]);
    expect(notices.map(({ title }) => title)).toEqual([accessibilityNotice(() => undefined).title]);
    expect(asked.loads).toBe(0);
    expect(os.calls).toEqual([]);
    expect(clipboard.calls).toEqual(['readText', 'readText']);

    notices[0]?.onClick?.();
    expect(asked.opened).toEqual([ACCESSIBILITY_SETTINGS]);

    granted = true;
    expect(await read()).toEqual({ text: 'selected 555-0199', from: 'selection' });
    expect(notices).toHaveLength(1);
  });

  it('is not asked for on Windows', async () => {
    const { read, asked, os } = readerOn('win32', { trusted: () => false });
    os.focused = { readable: true, text: '555-0199' };
    expect(await read()).toEqual({ text: '555-0199', from: 'selection' });
    expect(asked.trusted).toEqual([]);
  });
});

describe('other systems', () => {
  it('read the clipboard', async () => {
    const { read, asked } = readerOn('freebsd');
    expect(await read()).toEqual({ text: 'copied 555-0100', from: 'clipboard' });
    expect(asked.loads).toBe(0);
  });
});

describe('excerptOf', () => {
  it('puts what was read on one line', () => {
    expect(excerptOf('  Dana\n\t555-0199  ')).toBe('Dana 555-0199');
  });

  it('shortens a long selection to its start', () => {
    const excerpt = excerptOf(`555-0199 ${'word '.repeat(100)}`);
    expect(excerpt).toHaveLength(120);
    expect(excerpt.startsWith('555-0199 word')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
