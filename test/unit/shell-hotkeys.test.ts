// The global hotkeys: registered from settings, each result reported (a taken key with a sentence that
// says so), and only the ones whose keys changed registered again when the settings change (a desktop
// portal may ask the person to approve every key bound).
import { describe, expect, it, vi } from 'vitest';
import { createHotkeys } from '../../main/shell/hotkeys';
import type { HotkeyStatus } from '../../preload/contract';
import { useLanguage } from '../../preload/shared/i18n/translate';
import { FakeGlobalShortcut } from './shell-fakes';

const DEFAULTS = {
  callSelection: 'CommandOrControl+Shift+D',
  lookupSelection: 'CommandOrControl+Shift+L',
  quickDial: 'Control+Alt+Space',
};

function setUp(platform: NodeJS.Platform = 'linux') {
  const globalShortcut = new FakeGlobalShortcut();
  const handlers = { callSelection: vi.fn(), lookupSelection: vi.fn(), quickDial: vi.fn() };
  const reports: HotkeyStatus[] = [];
  const registering = vi.spyOn(globalShortcut, 'register');
  const hotkeys = createHotkeys({
    globalShortcut,
    handlers,
    report: (status) => reports.push(status),
    platform,
  });
  return { globalShortcut, handlers, reports, hotkeys, registering };
}

describe('createHotkeys', () => {
  it('registers the three accelerators, reports them registered, and runs the right action on a press', () => {
    const { globalShortcut, handlers, reports, hotkeys } = setUp();
    hotkeys.apply(DEFAULTS);
    expect([...globalShortcut.registered.keys()]).toEqual([
      DEFAULTS.callSelection,
      DEFAULTS.lookupSelection,
      DEFAULTS.quickDial,
    ]);
    expect(reports).toEqual([
      {
        callSelection: { accelerator: DEFAULTS.callSelection, registered: true, problem: null },
        lookupSelection: { accelerator: DEFAULTS.lookupSelection, registered: true, problem: null },
        quickDial: { accelerator: DEFAULTS.quickDial, registered: true, problem: null },
      },
    ]);
    globalShortcut.press(DEFAULTS.callSelection);
    expect(handlers.callSelection).toHaveBeenCalledOnce();
    expect(handlers.lookupSelection).not.toHaveBeenCalled();
    globalShortcut.press(DEFAULTS.lookupSelection);
    expect(handlers.lookupSelection).toHaveBeenCalledOnce();
    globalShortcut.press(DEFAULTS.quickDial);
    expect(handlers.quickDial).toHaveBeenCalledOnce();
    expect(handlers.callSelection).toHaveBeenCalledOnce();
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
    hotkeys.apply({ callSelection: '', lookupSelection: '', quickDial: '' });
    expect(reports[0]?.callSelection).toEqual({ accelerator: '', registered: false, problem: 'Turned off.' });
    expect(reports[0]?.quickDial).toEqual({ accelerator: '', registered: false, problem: 'Turned off.' });
    hotkeys.apply({ callSelection: 'Alt+Shift+C', lookupSelection: 'alt+shift+c', quickDial: '' });
    expect(reports[1]?.lookupSelection.registered).toBe(false);
    expect(reports[1]?.lookupSelection.problem).toContain('already the shortcut for calling the selection');
    expect([...globalShortcut.registered.keys()]).toEqual(['Alt+Shift+C']);
  });

  it.each([
    ['the call hotkey', { quickDial: 'Shift+Ctrl+d' }, 'already the shortcut for calling the selection'],
    [
      'the lookup hotkey',
      { quickDial: 'CmdOrCtrl+Shift+L' },
      'already the shortcut for looking up the selection',
    ],
  ])('says when the quick-dial hotkey repeats %s, however it is spelled', (_, change, problem) => {
    const { globalShortcut, reports, hotkeys } = setUp('linux');
    hotkeys.apply({ ...DEFAULTS, ...change });
    expect(reports[0]?.quickDial).toEqual({
      accelerator: change.quickDial,
      registered: false,
      problem: expect.stringContaining(problem),
    });
    expect(globalShortcut.registered.size).toBe(2);
  });

  it("reads CmdOrCtrl as the platform's key: ⌘ on macOS is not Ctrl", () => {
    const mac = setUp('darwin');
    mac.hotkeys.apply({ ...DEFAULTS, quickDial: 'Control+Shift+D' });
    expect(mac.reports[0]?.quickDial.registered).toBe(true);
    const linux = setUp('linux');
    linux.hotkeys.apply({ ...DEFAULTS, quickDial: 'Control+Shift+D' });
    expect(linux.reports[0]?.quickDial.registered).toBe(false);
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

  it('on a change, registers again only the hotkey that changed; unchanged settings change nothing', () => {
    const { globalShortcut, reports, hotkeys, registering } = setUp();
    hotkeys.apply(DEFAULTS);
    hotkeys.apply({ ...DEFAULTS });
    expect(reports).toHaveLength(1);
    expect(globalShortcut.unregistered).toEqual([]);
    expect(registering).toHaveBeenCalledTimes(3);

    hotkeys.apply({ ...DEFAULTS, callSelection: 'Alt+Shift+C' });
    expect(globalShortcut.unregistered).toEqual([DEFAULTS.callSelection]);
    expect(registering).toHaveBeenCalledTimes(4);
    expect(registering).toHaveBeenLastCalledWith('Alt+Shift+C', expect.any(Function));
    expect(new Set(globalShortcut.registered.keys())).toEqual(
      new Set(['Alt+Shift+C', DEFAULTS.lookupSelection, DEFAULTS.quickDial]),
    );
    expect(reports).toHaveLength(2);
  });

  it('lets two hotkeys swap their keys, and the second of a pair takes its keys once the first moves', () => {
    const { globalShortcut, handlers, reports, hotkeys } = setUp();
    hotkeys.apply(DEFAULTS);
    hotkeys.apply({ ...DEFAULTS, callSelection: DEFAULTS.quickDial, quickDial: DEFAULTS.callSelection });
    expect(reports[1]?.callSelection.registered).toBe(true);
    expect(reports[1]?.quickDial.registered).toBe(true);
    globalShortcut.press(DEFAULTS.quickDial);
    expect(handlers.callSelection).toHaveBeenCalledOnce();
    expect(handlers.quickDial).not.toHaveBeenCalled();

    hotkeys.apply({ ...DEFAULTS, quickDial: DEFAULTS.lookupSelection });
    expect(reports[2]?.quickDial.registered).toBe(false);
    hotkeys.apply({ ...DEFAULTS, lookupSelection: '', quickDial: DEFAULTS.lookupSelection });
    expect(reports[3]?.quickDial).toEqual({
      accelerator: DEFAULTS.lookupSelection,
      registered: true,
      problem: null,
    });
    globalShortcut.press(DEFAULTS.lookupSelection);
    expect(handlers.quickDial).toHaveBeenCalledOnce();
    expect(handlers.lookupSelection).not.toHaveBeenCalled();
  });

  it("Settings' test: the next press is told instead of acted on, once; none within the time is told too", () => {
    vi.useFakeTimers();
    try {
      const { globalShortcut, handlers, hotkeys } = setUp();
      hotkeys.apply(DEFAULTS);
      const heard: (string | null)[] = [];
      hotkeys.listen((name) => heard.push(name), 10_000);
      globalShortcut.press(DEFAULTS.quickDial);
      expect(heard).toEqual(['quickDial']);
      expect(handlers.quickDial).not.toHaveBeenCalled();
      // The test is over: the next press acts.
      globalShortcut.press(DEFAULTS.quickDial);
      expect(handlers.quickDial).toHaveBeenCalledOnce();
      hotkeys.listen((name) => heard.push(name), 10_000);
      vi.advanceTimersByTime(10_000);
      expect(heard).toEqual(['quickDial', null]);
      globalShortcut.press(DEFAULTS.callSelection);
      expect(handlers.callSelection).toHaveBeenCalledOnce();
      expect(heard).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('releases its keys on dispose', () => {
    const { globalShortcut, hotkeys } = setUp();
    hotkeys.apply(DEFAULTS);
    hotkeys.dispose();
    expect(globalShortcut.registered.size).toBe(0);
  });
});
