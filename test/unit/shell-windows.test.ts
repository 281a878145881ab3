// The main window (hidden to the tray on close, shown on a view when asked) and the confirmation window
// (opened for a pending call, closed when it is settled, and closing it by hand cancels the call).
import { describe, expect, it, vi } from 'vitest';
import { windowOptions } from '../../main/shell/app-windows';
import { createConfirmWindow } from '../../main/shell/confirm-window';
import { createMainWindowService } from '../../main/shell/main-window';
import type { PendingCall } from '../../preload/contract';
import { FakeEmitter, FakeWindow, settle } from './shell-fakes';

const PATHS = { preload: '/p.cjs', icon: '/i.png' };
const SCREEN = { x: 0, y: 0, width: 1920, height: 1040 };

function windowFactory(kind: 'main' | 'confirm') {
  const created: FakeWindow[] = [];
  const open = () => {
    const window = new FakeWindow(windowOptions(kind, PATHS));
    created.push(window);
    return window;
  };
  return { created, open };
}

describe('createMainWindowService', () => {
  it('creates the window on app://dialdesk/index.html and shows it once it is ready', () => {
    const { created, open } = windowFactory('main');
    const service = createMainWindowService(open);
    service.show();
    const window = created[0] as FakeWindow;
    expect(window.loaded).toEqual(['app://dialdesk/index.html']);
    expect(window.visible).toBe(false);
    window.finishLoading();
    expect(window.visible && window.focused).toBe(true);
    service.show();
    expect(created).toHaveLength(1);
  });

  it('hides instead of closing, until the app quits', () => {
    const { created, open } = windowFactory('main');
    const service = createMainWindowService(open);
    service.show();
    const window = created[0] as FakeWindow;
    window.finishLoading();
    window.close();
    expect(window.destroyed).toBe(false);
    expect(window.visible).toBe(false);

    service.show();
    expect(window.visible).toBe(true);
    expect(created).toHaveLength(1);

    service.allowClose();
    window.close();
    expect(window.destroyed).toBe(true);
    service.show();
    expect(created).toHaveLength(2);
  });

  it('delivers a navigation once the page has loaded: only the latest one', () => {
    const { created, open } = windowFactory('main');
    const service = createMainWindowService(open);
    service.navigate({ view: 'settings' });
    service.navigate({ view: 'lookup', number: '+15555550123' });
    const window = created[0] as FakeWindow;
    expect(window.webContents.sent).toEqual([]);
    window.finishLoading();
    expect(window.webContents.sent).toEqual([
      { channel: 'dialdesk:navigate', payload: { view: 'lookup', number: '+15555550123' } },
    ]);
    service.navigate({ view: 'voicemail' });
    expect(window.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'voicemail' },
    });
    expect(window.visible).toBe(true);
  });

  it('holds a navigation asked after expectReload (an account switch) until the page has loaded again', () => {
    const { created, open } = windowFactory('main');
    const service = createMainWindowService(open);
    service.show();
    const window = created[0] as FakeWindow;
    window.finishLoading();

    service.expectReload();
    // The old page would drop it as it reloads: it waits for the new one.
    service.navigate({ view: 'voicemail', uuid: 'm1' });
    expect(window.webContents.sent).toEqual([]);
    window.finishLoading();
    expect(window.webContents.sent).toEqual([
      { channel: 'dialdesk:navigate', payload: { view: 'voicemail', uuid: 'm1' } },
    ]);
    // Once loaded again, navigations go straight through.
    service.navigate({ view: 'settings' });
    expect(window.webContents.sent).toHaveLength(2);
    expect(created).toHaveLength(1);
  });

  it('waits for no reload without a window: the window made for a navigation loads afresh', () => {
    const { created, open } = windowFactory('main');
    const service = createMainWindowService(open);
    service.expectReload();
    service.navigate({ view: 'voicemail', uuid: 'm1' });
    const window = created[0] as FakeWindow;
    window.finishLoading();
    expect(window.webContents.sent).toEqual([
      { channel: 'dialdesk:navigate', payload: { view: 'voicemail', uuid: 'm1' } },
    ]);
  });
});

const pending = (id: string): PendingCall => ({
  id,
  source: 'hotkey',
  destination: '5551234567',
  display: '(555) 123-4567',
  name: null,
  extension: '201',
  dialAfterConnect: null,
  facts: null,
  localTime: null,
  account: null,
});

function confirmSetUp() {
  const core = Object.assign(new FakeEmitter(), { cancelPendingCall: vi.fn(async () => null) });
  const { created, open } = windowFactory('confirm');
  const activateApp = vi.fn();
  const zoom = { factor: () => 1, onChange: () => undefined };
  createConfirmWindow({ openWindow: open, core, activateApp, zoom, workAreaOf: () => SCREEN });
  return { core, created, activateApp };
}

describe('createConfirmWindow', () => {
  it('opens the confirmation page for a pending call, brings it forward once ready, and reuses it', () => {
    const { core, created, activateApp } = confirmSetUp();
    core.emit('callNeedsConfirmation', pending('a'));
    const window = created[0] as FakeWindow;
    expect(window.loaded).toEqual(['app://dialdesk/index.html#confirm']);
    window.finishLoading();
    expect(window.visible && window.focused).toBe(true);
    expect(activateApp).toHaveBeenCalled();

    window.hide();
    core.emit('callNeedsConfirmation', pending('b'));
    expect(created).toHaveLength(1);
    expect(window.visible).toBe(true);
  });

  it('closes when the core closes the pending call, without cancelling it again', async () => {
    const { core, created } = confirmSetUp();
    core.emit('callNeedsConfirmation', pending('a'));
    core.emit('pendingCallClosed', { id: 'a' });
    await settle();
    expect(created[0]?.destroyed).toBe(true);
    expect(core.cancelPendingCall).not.toHaveBeenCalled();
  });

  it('stays open when a newer call replaces the waiting one', async () => {
    const { core, created } = confirmSetUp();
    core.emit('callNeedsConfirmation', pending('a'));
    // The core's order when a second request arrives: close the first, then ask for the second.
    core.emit('pendingCallClosed', { id: 'a' });
    core.emit('callNeedsConfirmation', pending('b'));
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0]?.destroyed).toBe(false);
    expect(core.cancelPendingCall).not.toHaveBeenCalled();
  });

  it('cancels the pending call when the user closes the window', () => {
    const { core, created } = confirmSetUp();
    core.emit('callNeedsConfirmation', pending('a'));
    created[0]?.close();
    expect(core.cancelPendingCall).toHaveBeenCalledExactlyOnceWith({ id: 'a' });
  });

  it('closes on callStarted, cancelling a call still waiting there', () => {
    const { core, created } = confirmSetUp();
    core.emit('callNeedsConfirmation', pending('a'));
    core.emit('callStarted', {});
    expect(created[0]?.destroyed).toBe(true);
    expect(core.cancelPendingCall).toHaveBeenCalledExactlyOnceWith({ id: 'a' });
  });

  it('ignores the closing of a call it is not showing', async () => {
    const { core, created } = confirmSetUp();
    core.emit('callNeedsConfirmation', pending('b'));
    core.emit('pendingCallClosed', { id: 'a' });
    await settle();
    expect(created[0]?.destroyed).toBe(false);
  });
});
