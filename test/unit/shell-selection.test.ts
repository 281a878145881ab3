// The text a hotkey acts on: Linux's PRIMARY selection first, then the clipboard; elsewhere the clipboard.
import { describe, expect, it } from 'vitest';
import { readSelectedText } from '../../main/shell/selection';
import { FakeClipboard } from './shell-fakes';

function clipboardWith(clipboardText: string, selectedText: string) {
  const clipboard = new FakeClipboard({ primary: true });
  clipboard.text = clipboardText;
  if (clipboard.selection) clipboard.selection.text = selectedText;
  return clipboard;
}

describe('readSelectedText', () => {
  it('reads the PRIMARY selection on Linux', async () => {
    expect(await readSelectedText(clipboardWith('copied 555-0100', 'selected 555-0199'), 'linux')).toBe(
      'selected 555-0199',
    );
  });

  it.each(['', '  \n'])('falls back to the clipboard on Linux when the selection is %j', async (selected) => {
    expect(await readSelectedText(clipboardWith('copied 555-0100', selected), 'linux')).toBe(
      'copied 555-0100',
    );
  });

  it.each(['win32', 'darwin'] as const)('reads the clipboard on %s', async (platform) => {
    expect(await readSelectedText(clipboardWith('copied 555-0100', 'selected 555-0199'), platform)).toBe(
      'copied 555-0100',
    );
  });
});
