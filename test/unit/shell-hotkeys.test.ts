// The global hotkeys: registered from settings, each result reported (a taken key with a sentence that
// says so), replaced when the settings change.
import { describe, expect, it, vi } from 'vitest';
import { createHotkeys } from '../../main/shell/hotkeys';
import type { HotkeyStatus } from '../../preload/contract';
import { useLanguage } from '../../preload/shared/i18n/translate';
import { FakeGlobalShortcut } from './shell-fakes';

const DEFAULTS = { callSelection: 'CommandOrControl+Shift+D', lookupSelection: 'CommandOrControl+Shift+L' };

function setUp() {
  const globalShortcut = new FakeGlobalShortcut();
  const handlers = { callSelection: vi.fn(), lookupSelection: vi.fn() };
  const reports: HotkeyStatus[] = [];
  const hotkeys = createHotkeys({ globalShortcut, handlers, report: (status) => reports.push(status) });
  return { globalShortcut, handlers, reports, hotkeys };
}

describe('createHotkeys', () => {
  it('registers both accelerators, reports them registered, and runs the right action on a press', () => {
    const { globalShortcut, handlers, reports, hotkeys } = setUp();
    hotkeys.apply(DEFAULTS);
    expect([...globalShortcut.registered.keys()]).toEqual([DEFAULTS.callSelection, DEFAULTS.lookupSelection]);
    expect(reports).toEqual([
      {
        callSelection: { accelerator: DEFAULTS.callSelection, registered: true, problem: null },
        lookupSelection: { accelerator: DEFAULTS.lookupSelection, registered: true, problem: null },
      },
    ]);
    globalShortcut.press(DEFAULTS.callSelection);
    expect(handlers.callSelection).toHaveBeenCalledOnce();
    expect(handlers.lookupSelection).not.toHaveBeenCalled();
    globalShortcut.press(DEFAULTS.lookupSelection);
    expect(handlers.lookupSelection).toHaveBeenCalledOnce();
  });

  it('reports a key another app holds as not registered, with a problem naming it', () => {
    const { globalShortcut, reports, hotkeys } = setUp();
    globalShortcut.takenElsewhere.add(DEFAULTS.callSelection);
    hotkeys.apply(DEFAULTS);
    const call = reports[0]?.callSelection;
    expect(call?.registered).toBe(false);
    expect(call?.problem).toContain('Another app or the system already uses CommandOrControl+Shift+D');
    expect(reports[0]?.lookupSelection.registered).toBe(true);
  });

  it('reports a turned-off hotkey, and one that repeats the other', () => {
    const { globalShortcut, reports, hotkeys } = setUp();
    hotkeys.apply({ callSelection: '', lookupSelection: '' });
    expect(reports[0]?.callSelection).toEqual({ accelerator: '', registered: false, problem: 'Turned off.' });
    hotkeys.apply({ callSelection: 'Alt+Shift+C', lookupSelection: 'alt+shift+c' });
    expect(reports[1]?.lookupSelection.registered).toBe(false);
    expect(reports[1]?.lookupSelection.problem).toContain('already the shortcut for calling the selection');
    expect([...globalShortcut.registered.keys()]).toEqual(['Alt+Shift+C']);
  });

  it('tells the last problems again in a new language, without registering anything again', () => {
    const { globalShortcut, reports, hotkeys } = setUp();
    globalShortcut.takenElsewhere.add(DEFAULTS.callSelection);
    hotkeys.apply(DEFAULTS);
    const registered = [...globalShortcut.registered.keys()];
    try {
      useLanguage({
        language: 'de',
        locale: 'de',
        catalog: { 'hotkey.taken': '{shortcut} ist schon belegt.' },
      });
      hotkeys.retell();
    } finally {
      useLanguage({ language: 'en', locale: 'en', catalog: null });
    }
    expect(reports[1]?.callSelection).toEqual({
      accelerator: DEFAULTS.callSelection,
      registered: false,
      problem: 'CommandOrControl+Shift+D ist schon belegt.',
    });
    expect(reports[1]?.lookupSelection).toEqual(reports[0]?.lookupSelection);
    expect([...globalShortcut.registered.keys()]).toEqual(registered);
  });

  it('reports an accelerator the system rejects outright', () => {
    const { globalShortcut, reports, hotkeys } = setUp();
    globalShortcut.register = () => {
      throw new Error('conversion failure');
    };
    hotkeys.apply(DEFAULTS);
    expect(reports[0]?.callSelection.problem).toContain('is not a shortcut this system accepts');
  });

  it('on a change, unregisters the old keys and registers the new; unchanged settings change nothing', () => {
    const { globalShortcut, reports, hotkeys } = setUp();
    hotkeys.apply(DEFAULTS);
    hotkeys.apply({ ...DEFAULTS });
    expect(reports).toHaveLength(1);
    expect(globalShortcut.unregistered).toEqual([]);

    hotkeys.apply({ ...DEFAULTS, callSelection: 'Alt+Shift+C' });
    expect(globalShortcut.unregistered).toEqual([DEFAULTS.callSelection, DEFAULTS.lookupSelection]);
    expect([...globalShortcut.registered.keys()]).toEqual(['Alt+Shift+C', DEFAULTS.lookupSelection]);
    expect(reports).toHaveLength(2);
  });

  it('releases its keys on dispose', () => {
    const { globalShortcut, hotkeys } = setUp();
    hotkeys.apply(DEFAULTS);
    hotkeys.dispose();
    expect(globalShortcut.registered.size).toBe(0);
  });
});
