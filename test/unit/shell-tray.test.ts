// The tray menu: the number on the clipboard, the recent calls, and the app's own items, each doing
// what its label says; rebuilt on Linux when the clipboard changes, built at each click elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_POLL_MS, createTrayService } from '../../main/shell/tray';
import { type TrayMenuItem, trayMenuTemplate } from '../../main/shell/tray-menu';
import type { RecentCall } from '../../preload/contract';
import { type FakeMenu, FakeMenuBuilder, FakeTray } from './shell-fakes';

const RECENT: RecentCall[] = [
  { display: '(555) 555-0123', number: '555-555-0123', at: 2 },
  { display: '201', number: '201', at: 1 },
];

function fakeActions() {
  return {
    call: vi.fn(),
    lookup: vi.fn(),
    open: vi.fn(),
    openVoicemail: vi.fn(),
    openHistory: vi.fn(),
    openSettings: vi.fn(),
    quit: vi.fn(),
  };
}

const labels = (items: readonly TrayMenuItem[]) => items.map((item) => item.label ?? '---');
const item = (items: readonly TrayMenuItem[], label: string) => {
  const found = items.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no item ${label} in ${labels(items).join(' | ')}`);
  return found;
};

describe('trayMenuTemplate', () => {
  it('offers to call and look up the number on the clipboard, and each recent call', () => {
    const actions = fakeActions();
    const items = trayMenuTemplate(
      {
        clipboardNumber: { display: '(555) 123-4567', text: '+15551234567', external: true },
        recentCalls: RECENT,
        unheardVoicemail: 3,
        unseenMissed: 2,
      },
      actions,
    );
    expect(labels(items)).toEqual([
      'Call (555) 123-4567',
      'Look up (555) 123-4567',
      '---',
      'Recent calls',
      '(555) 555-0123',
      '201',
      '---',
      'History (2 missed)',
      'Voicemail (3 unheard)',
      'Open Dialdesk',
      'Settings…',
      '---',
      'Quit Dialdesk',
    ]);
    item(items, 'Call (555) 123-4567').click?.();
    expect(actions.call).toHaveBeenCalledWith('+15551234567');
    item(items, 'Look up (555) 123-4567').click?.();
    expect(actions.lookup).toHaveBeenCalledWith('+15551234567');
    item(items, '201').click?.();
    expect(actions.call).toHaveBeenLastCalledWith('201');
    item(items, 'History (2 missed)').click?.();
    expect(actions.openHistory).toHaveBeenCalledOnce();
    item(items, 'Voicemail (3 unheard)').click?.();
    expect(actions.openVoicemail).toHaveBeenCalledOnce();
    item(items, 'Open Dialdesk').click?.();
    item(items, 'Settings…').click?.();
    item(items, 'Quit Dialdesk').click?.();
    expect(actions.open).toHaveBeenCalledOnce();
    expect(actions.openSettings).toHaveBeenCalledOnce();
    expect(actions.quit).toHaveBeenCalledOnce();
  });

  it('disables the clipboard items when it holds no number, and lists no recent calls when none', () => {
    const items = trayMenuTemplate(
      { clipboardNumber: null, recentCalls: [], unheardVoicemail: 0, unseenMissed: 0 },
      fakeActions(),
    );
    expect(items.slice(0, 2)).toEqual([
      { label: 'Call: no number on the clipboard', enabled: false },
      { label: 'Look up: no outside number on the clipboard', enabled: false },
    ]);
    expect(labels(items)).not.toContain('Recent calls');
  });

  it('offers no lookup for an extension', () => {
    const items = trayMenuTemplate(
      {
        clipboardNumber: { display: '201', text: '201', external: false },
        recentCalls: [],
        unheardVoicemail: 0,
        unseenMissed: 0,
      },
      fakeActions(),
    );
    expect(item(items, 'Call 201').enabled).toBeUndefined();
    expect(items[1]).toEqual({ label: 'Look up: no outside number on the clipboard', enabled: false });
  });
});

describe('createTrayService', () => {
  let clipboardText: string;
  let recent: RecentCall[];
  let tray: FakeTray;
  let actions: ReturnType<typeof fakeActions>;
  const start = (platform: NodeJS.Platform) => {
    tray = new FakeTray();
    actions = fakeActions();
    return createTrayService({
      createTray: () => tray,
      Menu: FakeMenuBuilder,
      platform,
      readClipboard: async () => clipboardText,
      defaultRegion: () => 'US',
      listRecentCalls: async () => recent,
      actions,
    });
  };
  const menuLabels = (menu: FakeMenu | null | undefined) => labels((menu?.template ?? []) as TrayMenuItem[]);

  beforeEach(() => {
    vi.useFakeTimers();
    clipboardText = 'Call me at 555-123-4567 tomorrow';
    recent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('on Linux, sets a menu at once naming the number on the clipboard', async () => {
    start('linux');
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.tooltip).toBe('Dialdesk');
    expect(menuLabels(tray.contextMenu)[0]).toBe('Call (555) 123-4567');
  });

  it('on Linux, rebuilds the menu when the clipboard changed, and only then', async () => {
    start('linux');
    await vi.advanceTimersByTimeAsync(0);
    const first = tray.contextMenu;
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(tray.contextMenu).toBe(first);

    clipboardText = '+44 20 7946 0000';
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(menuLabels(tray.contextMenu)[0]).toBe('Call +44 20 7946 0000');
  });

  it('on Linux, rebuilds after invalidate (a call was placed) even if the clipboard is the same', async () => {
    const service = start('linux');
    await vi.advanceTimersByTimeAsync(0);
    recent = [RECENT[0] as RecentCall];
    service.invalidate();
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(menuLabels(tray.contextMenu)).toContain('(555) 555-0123');
  });

  it('on Linux, stops polling and removes the icon on dispose', async () => {
    const service = start('linux');
    await vi.advanceTimersByTimeAsync(0);
    service.dispose();
    const last = tray.contextMenu;
    clipboardText = '201';
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS * 2);
    expect(tray.contextMenu).toBe(last);
    expect(tray.destroyed).toBe(true);
  });

  it('on macOS, builds the menu from the clipboard when the icon is clicked, and never polls', async () => {
    start('darwin');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS * 2);
    expect(tray.contextMenu).toBeNull();
    expect(tray.poppedUp).toEqual([]);

    clipboardText = '201';
    tray.emit('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(menuLabels(tray.poppedUp[0])[0]).toBe('Call 201');
  });

  it('on Windows, opens the app on a left click and shows the menu on a right click', async () => {
    start('win32');
    tray.emit('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.open).toHaveBeenCalledOnce();
    expect(tray.poppedUp).toEqual([]);
    tray.emit('right-click');
    await vi.advanceTimersByTimeAsync(0);
    expect(menuLabels(tray.poppedUp[0])[0]).toBe('Call (555) 123-4567');
  });
});
