// The whole shell, wired as main/index.ts wires it, against fake Electron objects and the REAL core
// talking to the REAL demo phone system over loopback. Above all: every confirmed action sends exactly
// one originate, and a cancelled one sends none, however fast hotkeys and links arrive.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Core, createCore } from '../../main/core';
import { createLrnEntry } from '../../main/demo/lookup';
import { type DemoServer, type FaultRule, startDemoServer } from '../../main/demo/server';
import { CoreError } from '../../main/errors/core-errors';
import type { UpdatePolicy } from '../../main/policies/policies';
import type { PolicySource } from '../../main/policies/policy-sources';
import { createMemoryStore } from '../../main/secrets';
import { createActionQueue } from '../../main/shell/action-queue';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import { listenForLaunches } from '../../main/shell/launches';
import { timeOfDay } from '../../main/shell/missed-call-notices';
import type { OutsideAction } from '../../main/shell/outside-actions';
import { type ShellOptions, startShell } from '../../main/shell/start-shell';
import { CLIPBOARD_POLL_MS } from '../../main/shell/tray';
import type { TrayMenuItem } from '../../main/shell/tray-menu';
import type { InstallationUpdates, UpdaterLike } from '../../main/shell/updates';
import {
  type AccountEntry,
  type AccountsView,
  type CallBackList,
  type Contact,
  DEMO_ACCOUNT_ID,
  type EventName,
  type Events,
  type PendingCall,
  type Result,
} from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { createPolicyFile } from '../support/policy-file';
import { voicemailsOf } from '../support/record-edge';
import { accountEntry, accountsView } from '../support/saved-accounts';
import { FakeEmitter, type FakeWindow, fakeElectron, preventable, settle } from './shell-fakes';

/** A switch the core refused: what the person is told is the core's own sentence. */
const REFUSED = new CoreError('not-found', phrase('account.notSaved'));

const CALL_HOTKEY = 'CommandOrControl+Shift+D';
const LOOKUP_HOTKEY = 'CommandOrControl+Shift+L';
const MAIN_URL = 'app://dialdesk/index.html';
const CONFIRM_URL = 'app://dialdesk/index.html#confirm';
const QUICK_DIAL_URL = 'app://dialdesk/index.html#quick-dial';
const QUICK_DIAL_HOTKEY = 'Control+Alt+Space';

let demo: DemoServer;
const dataDirs: string[] = [];
const cores: Core[] = [];

beforeAll(async () => {
  demo = await startDemoServer({ seed: 11, callCount: 50 });
});
afterAll(() => demo.close());
afterEach(async () => {
  demo.clearRequests();
  // The cores stop their voicemail watch (and its file writes) before their folders go.
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A played account's call-back list: `count` numbers, each missed once. */
function playedCallBacks(count: number): CallBackList {
  const entries = Array.from({ length: count }, (_, index) => {
    const number = `55555502${String(index).padStart(2, '0')}`;
    return {
      key: `+1${number}`,
      party: { number, shown: number, name: null, nameFrom: null, contactId: null, recordedName: null },
      count: 1,
      firstEpoch: 1_795_000_000 + index,
      lastEpoch: 1_795_000_000 + index,
      voicemail: false,
      triedMs: null,
      callId: `played-call-${index}`,
      voicemailId: null,
    };
  });
  return { entries, snoozed: 0, available: true };
}

/** The events only the played accounts raise: the real core's (the demo's) would overwrite theirs. */
const PLAYED_EVENTS: ReadonlySet<EventName> = new Set(['accountsChanged', 'callBacksChanged']);

/**
 * The core with its saved accounts played by the test: their views, a switch, their call-back lists
 * (`toCallBack`: how many numbers each has, none when not given), and the events of other accounts
 * (voicemail left on one not in use) come when a test says, without phone systems and watches for each
 * (the core's own tests switch for real). Everything else is the real core's, running the demo.
 */
function withPlayedAccounts(
  core: Core,
  initial: AccountsView,
  toCallBack: Readonly<Record<string, number>> = {},
) {
  const played = new FakeEmitter();
  let view = initial;
  const emit = <E extends EventName>(event: E, payload: Events[E]) => played.emit(event, payload);
  // As the core does: listing counts the active account's list again, and says the count.
  const listCallBacks = vi.fn(async (_request: undefined) => {
    const list = playedCallBacks(toCallBack[view.activeId] ?? 0);
    emit('callBacksChanged', { count: list.entries.length });
    return list;
  });
  const switchAccount = vi.fn(async ({ id }: { id: string }) => {
    view = { ...view, activeId: id };
    // As the core does: the change is announced before the switch answers.
    emit('accountsChanged', view);
    return view;
  });
  const on: Core['on'] = (event, listener) => {
    played.on(event, listener as (payload: never) => void);
    // The real core's list of accounts (the demo alone) would overwrite the played one at each of its
    // counts, and its call-back count (the demo's) the played account's.
    return PLAYED_EVENTS.has(event) ? () => {} : core.on(event, listener);
  };
  return {
    core: { ...core, listAccounts: async () => view, switchAccount, listCallBacks, on },
    emit,
    switchAccount,
    listCallBacks,
  };
}

/** Starts the shell as main/index.ts does; `before` runs between listening for launches and ready. */
async function startApp(
  options: {
    argv?: string[];
    clipboard?: string;
    before?: (app: FakeEmitter) => void;
    /** Saved accounts played by the test (withPlayedAccounts); absent, the core's own. */
    accounts?: AccountsView;
    /** How many numbers each played account has to call back (withPlayedAccounts). */
    toCallBack?: Readonly<Record<string, number>>;
    /** Linux unless told: the one with a PRIMARY selection, and no buttons on notifications. */
    platform?: NodeJS.Platform;
    /** How this installation updates; absent, a development run. */
    updates?: ShellOptions['updates'];
    /** "Now" for the calls placed and the time where a number rings; absent, the system's. */
    callsClock?: { now(): number };
    /** Where the organisation's policies are read; absent, none. */
    policySource?: PolicySource;
  } = {},
) {
  const platform = options.platform ?? 'linux';
  const dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-shell-'));
  dataDirs.push(dataDir);
  const fake = fakeElectron(platform);
  fake.clipboard.text = options.clipboard ?? '';
  const app = new FakeEmitter();
  const queue = createActionQueue<OutsideAction>();
  const launchedWithActions = listenForLaunches(app, queue, {
    argv: options.argv ?? ['/opt/Dialdesk/dialdesk'],
    showApp: () => shell.showMainWindow(),
  });
  options.before?.(app);
  const realCore: Core = await createCore({
    dataDir,
    secrets: createMemoryStore(),
    appInfo: { name: 'Dialdesk', version: '0.0.0-test', platform },
    timeoutMs: 2_000,
    chooseSavePath: async () => null,
    // The test's own simulator, handed over as the app's launcher hands over its demo.
    startDemo: createDemoLauncher(async () => demo).start,
    ...(options.callsClock && { notesClock: options.callsClock }),
    policySource: options.policySource,
  });
  cores.push(realCore);
  const played = options.accounts && withPlayedAccounts(realCore, options.accounts, options.toCallBack);
  const core = played?.core ?? realCore;
  const startCall = vi.spyOn(core, 'startCall');
  const shell = await startShell(fake.electron, {
    core,
    queue,
    platform,
    paths: {
      rendererRoot: '/app/dist/renderer',
      preload: '/app/dist/preload/index.cjs',
      windowIcon: '/i.png',
      notificationIcon: '/n.png',
    },
    showWindow: !launchedWithActions(),
    loginItem: null,
    updates: options.updates,
  });

  const windowAt = (url: string) =>
    fake.windows.find((window) => window.loaded.includes(url) && !window.destroyed);
  /** A request from the page in `window`, through the real IPC registration. */
  const invoke = async <T>(
    window: FakeWindow | undefined,
    channel: string,
    argument?: unknown,
  ): Promise<Result<T>> => {
    if (!window) throw new Error('no such window');
    return (await fake.ipcMain.invoke(
      `dialdesk:${channel}`,
      { id: window.webContents.id, url: window.loaded[0] ?? '' },
      argument,
    )) as Result<T>;
  };
  const confirmWindow = async () => {
    await vi.waitFor(() => expect(windowAt(CONFIRM_URL)).toBeDefined());
    return windowAt(CONFIRM_URL);
  };
  /** What the confirmation page shows, asked the way the page asks. */
  const pendingCall = async () => {
    const result = await invoke<PendingCall | null>(await confirmWindow(), 'getPendingCall');
    if (!result.ok || !result.value) throw new Error('no pending call');
    return result.value;
  };
  const originates = () => demo.requestsFor('originate').map((request) => Object.fromEntries(request.query));
  const titles = () => fake.notifications.map((notification) => notification.words.title);
  return {
    ...fake,
    app,
    core,
    played,
    shell,
    startCall,
    windowAt,
    invoke,
    confirmWindow,
    pendingCall,
    originates,
    titles,
  };
}

/**
 * Settles when the copy's first sync has ended, its backfill too: it stamps lastSyncAt before the backfill,
 * and a check asked for while it still runs joins it, so a call added meanwhile would not be seen yet.
 */
async function firstSyncDone(app: { core: Core }): Promise<void> {
  // The demo's 90 days take about a second to sync, several on a busy machine.
  await vi.waitFor(
    async () =>
      expect((await app.core.getHistoryStatus(undefined)).sync).toMatchObject({
        running: false,
        lastSyncAt: expect.any(Number),
      }),
    { timeout: 15_000, interval: 100 },
  );
}

/** The count the tray's tooltip shows of numbers to call back ("…, 3 to call back"); 0 when it shows none. */
const toCallBackShown = (app: { trays: { tooltip: string }[] }): number =>
  Number(app.trays[0]?.tooltip.match(/(\d+) to call back/)?.[1] ?? 0);

/**
 * The call-back list once the first sync and the first voicemail check (both make it) have ended, the
 * tray showing its count.
 */
async function settledCallBacks(app: Awaited<ReturnType<typeof startApp>>) {
  await firstSyncDone(app);
  await vi.waitFor(() => expect(app.trays[0]?.tooltip).toMatch(/voicemail \(\d+ unheard\)/));
  const { entries } = await app.core.listCallBacks(undefined);
  expect(toCallBackShown(app)).toBe(entries.length);
  return entries;
}

/** The call-back list's entry whose latest missed call is this one. */
async function entryOf(app: { core: Core }, callId: string) {
  const { entries } = await app.core.listCallBacks(undefined);
  const entry = entries.find((candidate) => candidate.callId === callId);
  if (!entry) throw new Error(`no entry to call back for the call ${callId}`);
  return entry;
}

describe('one originate per confirmed action', () => {
  it('two quick hotkey presses ask once for the last selection, and confirming sends one originate', async () => {
    const app = await startApp();
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    app.clipboard.selection.text = 'Ring Dana on 555-123-4567';
    app.globalShortcut.press(CALL_HOTKEY);
    app.globalShortcut.press(CALL_HOTKEY);
    await vi.waitFor(() => expect(app.startCall).toHaveBeenCalledTimes(2));
    await settle();

    const pending = await app.pendingCall();
    expect(pending).toMatchObject({
      source: 'hotkey',
      display: '(555) 123-4567',
      extension: '201',
      read: { text: 'Ring Dana on 555-123-4567', from: 'selection' },
    });
    expect(app.windows.filter((window) => window.loaded.includes(CONFIRM_URL))).toHaveLength(1);

    const confirmed = await app.invoke(await app.confirmWindow(), 'confirmPendingCall', { id: pending.id });
    expect(confirmed.ok).toBe(true);
    expect(app.originates()).toEqual([{ extension: '201', destination: '5551234567' }]);
    await settle();
    expect(app.windowAt(CONFIRM_URL)).toBeUndefined();
    expect(app.titles()).toContain('Calling (555) 123-4567');

    // A second Enter on the same call, or a stale id: refused, nothing sent.
    const again = await app.invoke(app.windowAt(MAIN_URL), 'confirmPendingCall', { id: pending.id });
    expect(again.ok).toBe(false);
    expect(app.originates()).toHaveLength(1);
  });

  it('two links arriving together ask once, for the later one, and confirming sends one originate', async () => {
    const app = await startApp();
    app.app.emit('open-url', preventable(), 'tel:+1-555-555-0187');
    app.app.emit('second-instance', {}, ['/opt/Dialdesk/dialdesk', 'callto:+15555550142'], '/');
    await vi.waitFor(() => expect(app.startCall).toHaveBeenCalledTimes(2));
    await settle();

    const pending = await app.pendingCall();
    expect(pending).toMatchObject({ source: 'link', display: '(555) 555-0142' });
    await app.invoke(await app.confirmWindow(), 'confirmPendingCall', { id: pending.id });
    expect(app.originates()).toEqual([{ extension: '201', destination: '5555550142' }]);
  });

  it('sends nothing when the call is cancelled, or its window closed', async () => {
    const app = await startApp();
    app.app.emit('open-url', preventable(), 'tel:+1-555-555-0187');
    const first = await app.pendingCall();
    expect((await app.invoke(await app.confirmWindow(), 'cancelPendingCall', { id: first.id })).ok).toBe(
      true,
    );
    await settle();
    expect(app.windowAt(CONFIRM_URL)).toBeUndefined();

    app.app.emit('open-url', preventable(), 'sip:201@pbx.example.com');
    await vi.waitFor(async () => expect((await app.pendingCall()).display).toBe('201'));
    (await app.confirmWindow())?.close();
    await settle();
    const left = await app.invoke<PendingCall | null>(app.windowAt(MAIN_URL), 'getPendingCall');
    expect(left).toEqual({ ok: true, value: null });
    expect(app.originates()).toEqual([]);
  });

  it('closes the confirmation window itself once Enter is taken, before the phone system answers, even when it fails', async () => {
    // The page never has to close itself (window.close() is only script-closable by browser rules).
    const confirmAndCheck = async (fault: FaultRule['fault']) => {
      const app = await startApp();
      demo.injectFault({ op: 'originate', times: 1, fault });
      app.app.emit('open-url', preventable(), 'tel:+1-555-555-0187');
      const pending = await app.pendingCall();
      const confirmed = app.invoke(await app.confirmWindow(), 'confirmPendingCall', { id: pending.id });
      await settle();
      expect(app.windowAt(CONFIRM_URL)).toBeUndefined();
      return confirmed;
    };
    try {
      expect((await confirmAndCheck({ kind: 'delay', ms: 300 })).ok).toBe(true);
      expect((await confirmAndCheck({ kind: 'reply', status: 500 })).ok).toBe(false);
      expect(demo.requestsFor('originate')).toHaveLength(2); // the failed call is not tried again
    } finally {
      demo.clearFaults();
    }
  });

  it('with confirmation turned off, two quick hotkey presses place one call and refuse the second', async () => {
    const app = await startApp();
    const main = app.windowAt(MAIN_URL);
    expect((await app.invoke(main, 'updateSettings', { calls: { confirmHotkeyCalls: false } })).ok).toBe(
      true,
    );
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    app.clipboard.selection.text = '555-123-4567';
    app.globalShortcut.press(CALL_HOTKEY);
    app.globalShortcut.press(CALL_HOTKEY);
    await vi.waitFor(() => expect(app.notifications).toHaveLength(2));
    expect(app.originates()).toEqual([{ extension: '201', destination: '5551234567' }]);
    expect(app.titles()).toEqual(['Calling (555) 123-4567', 'Call not placed']);
    expect(app.notifications[1]?.words.body).toContain('was started a moment ago, so this one was not sent');
    expect(app.windowAt(CONFIRM_URL)).toBeUndefined();
  });

  it('with confirmation turned off, a hotkey call at 10 PM where the number rings opens the confirmation; at 10 AM it is placed', async () => {
    // 15 July 2026 in New York (EDT, UTC−4): 10 PM, then 10 AM the next morning.
    let now = Date.UTC(2026, 6, 16, 2, 0);
    const app = await startApp({ callsClock: { now: () => now } });
    const main = app.windowAt(MAIN_URL);
    expect((await app.invoke(main, 'updateSettings', { calls: { confirmHotkeyCalls: false } })).ok).toBe(
      true,
    );
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    app.clipboard.selection.text = 'NY office: +1 212 555 0123';
    app.globalShortcut.press(CALL_HOTKEY);
    await vi.waitFor(() => expect(app.windowAt(CONFIRM_URL)).toBeDefined());
    expect((await app.pendingCall()).localTime).toMatchObject({
      local: { earliest: 22 * 60, latest: 22 * 60 },
      verdict: 'outside',
    });
    expect(app.originates()).toEqual([]);
    now += 12 * 60 * 60_000;
    app.globalShortcut.press(CALL_HOTKEY);
    await vi.waitFor(() => expect(app.originates()).toHaveLength(1));
    expect(app.titles()).toContain('Calling (212) 555-0123');
  });
});

describe('the shell around the core', () => {
  it('replays links that came before it was ready, in order and once: the last one is asked', async () => {
    const app = await startApp({
      argv: ['/opt/Dialdesk/dialdesk', 'tel:+15555550187'],
      before: (early) => early.emit('open-url', preventable(), 'tel:+15555550142'),
    });
    await vi.waitFor(() => expect(app.startCall).toHaveBeenCalledTimes(2));
    await settle();
    expect(app.startCall.mock.calls).toEqual([
      ['+15555550187', 'link', undefined],
      ['+15555550142', 'link', undefined],
    ]);
    expect((await app.pendingCall()).display).toBe('(555) 555-0142');
    // Launched to call: no main window over the confirmation.
    expect(app.windowAt(MAIN_URL)).toBeUndefined();
  });

  it('serves app:// pages, denies permissions, and answers only its own windows', async () => {
    const app = await startApp();
    expect([...app.protocols.keys()]).toEqual(['app']);
    expect(app.session.checkHandler?.({}, 'media', 'app://dialdesk')).toBe(false);
    expect(app.session.checkHandler?.({}, 'clipboard-sanitized-write', 'app://dialdesk')).toBe(true);
    const main = app.windowAt(MAIN_URL);
    expect(await app.invoke(main, 'getAppInfo')).toEqual({
      ok: true,
      value: { name: 'Dialdesk', version: '0.0.0-test', platform: 'linux' },
    });
    const stranger = await app.ipcMain.invoke('dialdesk:getAppInfo', { id: 999_999, url: MAIN_URL });
    expect(stranger).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const foreignPage = await app.ipcMain.invoke('dialdesk:getAppInfo', {
      id: main?.webContents.id ?? 0,
      url: 'https://evil.example/',
    });
    expect(foreignPage).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('sizes the confirmation to what its page reports, at the zoom, and only for that page', async () => {
    const app = await startApp();
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    app.clipboard.selection.text = '555-555-0142';
    app.globalShortcut.press(CALL_HOTKEY);
    const confirm = await app.confirmWindow();
    // Ctrl + three times in the confirmation: 100% → 110% → 125% → 150%.
    for (let i = 0; i < 3; i += 1)
      confirm?.webContents.emit('before-input-event', preventable(), {
        type: 'keyDown',
        key: '+',
        control: true,
        meta: false,
        alt: false,
      });
    expect(confirm?.webContents.zoomFactor).toBe(1.5);
    // Until the page reports, the size it was designed at, times the factor.
    expect(confirm?.getContentBounds()).toMatchObject({ width: 630, height: 360 });
    expect(await app.invoke(confirm, 'fitConfirmWindow', { width: 420, height: 212 })).toEqual({
      ok: true,
      value: null,
    });
    expect(confirm?.getContentBounds()).toMatchObject({ width: 630, height: 318 });
    // Ctrl 0: back to 100%, refitted from the page's last report without a new one.
    confirm?.webContents.emit('before-input-event', preventable(), {
      type: 'keyDown',
      key: '0',
      control: true,
      meta: false,
      alt: false,
    });
    expect(confirm?.getContentBounds()).toMatchObject({ width: 420, height: 212 });

    const main = app.windowAt(MAIN_URL);
    const fromMain = await app.invoke(main, 'fitConfirmWindow', { width: 420, height: 900 });
    expect(fromMain).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const huge = await app.invoke(confirm, 'fitConfirmWindow', { width: 420, height: 1e9 });
    expect(huge).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(confirm?.getContentBounds()).toMatchObject({ width: 420, height: 212 });
  });

  it('re-registers the hotkeys when they change in Settings, and tells the windows', async () => {
    const app = await startApp();
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    expect((await app.invoke(main, 'updateSettings', { hotkeys: { callSelection: 'Alt+Shift+C' } })).ok).toBe(
      true,
    );
    expect(app.globalShortcut.unregistered).toContain(CALL_HOTKEY);
    // Only the changed hotkey is registered again: the other two keep their registration.
    expect(app.globalShortcut.unregistered).toEqual([CALL_HOTKEY]);
    expect(new Set(app.globalShortcut.registered.keys())).toEqual(
      new Set(['Alt+Shift+C', LOOKUP_HOTKEY, 'Control+Alt+Space']),
    );
    const status = await app.invoke(main, 'getHotkeyStatus');
    expect(status).toMatchObject({
      ok: true,
      value: { callSelection: { accelerator: 'Alt+Shift+C', registered: true } },
    });
    expect(main?.webContents.sent.map((message) => message.channel)).toContain(
      'dialdesk:hotkeyStatusChanged',
    );
  });

  it('reports a taken hotkey to the settings view', async () => {
    const app = await startApp();
    app.globalShortcut.takenElsewhere.add('Alt+Shift+C');
    await app.invoke(app.windowAt(MAIN_URL), 'updateSettings', { hotkeys: { callSelection: 'Alt+Shift+C' } });
    const status = await app.invoke(app.windowAt(MAIN_URL), 'getHotkeyStatus');
    expect(status).toMatchObject({
      ok: true,
      value: { callSelection: { registered: false, problem: expect.stringContaining('Alt+Shift+C') } },
    });
  });

  it('looks up the selection from the hotkey, and the notification opens the lookup view', async () => {
    const app = await startApp();
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    app.clipboard.selection.text = 'Callback: (555) 555-0123';
    app.globalShortcut.press(LOOKUP_HOTKEY);
    await vi.waitFor(() => expect(app.notifications).toHaveLength(1));
    const notification = app.notifications[0];
    expect(notification?.words.title).toBe('Lookup: (555) 555-0123');
    expect(notification?.words.body).toContain('Wireless · Cascade Mobile Demo LLC · Springfield, IL');
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    notification?.click();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'lookup', number: '+15555550123' },
    });
  });

  it('puts the clipboard number in the tray menu, whose items call, open Settings and quit', async () => {
    const app = await startApp({ clipboard: 'Order 1234, phone 555-555-0187' });
    // The Linux tray reads the clipboard as it starts.
    const tray = app.trays[0];
    await vi.waitFor(() => expect(tray?.contextMenu).not.toBeNull());
    const items = tray?.contextMenu?.template as TrayMenuItem[];
    expect(items[0]?.label).toBe('Call (555) 555-0187');

    items[0]?.click?.();
    expect((await app.pendingCall()).source).toBe('tray');
    expect(app.originates()).toEqual([]);

    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    items.find((item) => item.label === 'Settings…')?.click?.();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'settings' },
    });
    // The call-back list and History: each its own view, History whatever the list holds.
    const toCallBack = items.find((item) => item.label?.startsWith('To call back'));
    expect(toCallBack?.label).toMatch(/^To call back( \(\d+\))?$/);
    toCallBack?.click?.();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'callbacks' },
    });
    items.find((item) => item.label === 'History')?.click?.();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'history' },
    });
    items.find((item) => item.label === 'Quit Dialdesk')?.click?.();
    expect(app.electron.app).toMatchObject({ quits: 1 });
  });

  it('announces a missed call that arrives while it runs: the tray counts it to call back, the click opens its entry, Call back asks once', async () => {
    // Windows: notifications there show buttons (Linux's are left without).
    const app = await startApp({ platform: 'win32' });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    // The first sync after install stores what is there and announces none of it.
    const before = await settledCallBacks(app);
    expect(app.titles()).not.toContain('Missed call');
    const markCallBack = vi.spyOn(app.core, 'markCallBack');

    // A number no other test calls from or to: the simulator is shared, and another test's call with it
    // in the same seconds would close or mark the entry before this one is counted.
    const arrived = demo.addCall({
      missed: true,
      record: { caller_id_name: 'Dana Whitfield', caller_id_number: '5555550182' },
    });
    await app.core.checkHistoryNow('manual');
    const notification = app.notifications.find((shown) => shown.words.title === 'Missed call');
    expect(notification?.words.body).toBe(
      `From Dana Whitfield, (555) 555-0182, ${timeOfDay(arrived.record.start_epoch)}`,
    );
    expect(notification?.options.actions).toEqual([
      { type: 'button', text: 'Call back' },
      { type: 'button', text: 'Done' },
    ]);
    // The list changed as the call was stored (callBacksChanged): the tray counts the number at once.
    await vi.waitFor(() => expect(toCallBackShown(app)).toBe(before.length + 1));
    const entry = await entryOf(app, arrived.record.uuid);
    expect(before.map(({ key }) => key)).not.toContain(entry.key);

    notification?.click();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'callbacks', key: entry.key },
    });

    notification?.emit('action', { actionIndex: 0 }, 0);
    notification?.emit('action', { actionIndex: 0 }, 0);
    // One press per notification: Done, pressed after Call back, does nothing.
    notification?.emit('action', { actionIndex: 1 }, 1);
    await vi.waitFor(() => expect(app.startCall).toHaveBeenCalledOnce());
    expect(app.startCall).toHaveBeenCalledWith('5555550182', 'missed-call', undefined);
    expect(await app.pendingCall()).toMatchObject({ source: 'missed-call', display: '(555) 555-0182' });
    expect(app.originates()).toEqual([]);
    expect(markCallBack).not.toHaveBeenCalled();
    // Asked to call back is not called back: the number stays on the list until a call is placed.
    expect(toCallBackShown(app)).toBe(before.length + 1);
  });

  it("marks the number done from its missed-call notice's Done button, through that call; says so in a notification when it cannot", async () => {
    const app = await startApp({ platform: 'win32' });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    const before = await settledCallBacks(app);
    const markCallBack = vi.spyOn(app.core, 'markCallBack');
    const missed = async (name: string, number: string) => {
      const arrived = demo.addCall({
        missed: true,
        record: { caller_id_name: name, caller_id_number: number },
      });
      const told = app.notifications.length;
      await app.core.checkHistoryNow('manual');
      await vi.waitFor(() => expect(app.notifications.length).toBeGreaterThan(told));
      const notice = app.notifications.slice(told).find((shown) => shown.words.title === 'Missed call');
      if (!notice) throw new Error(`no missed-call notice for ${number}`);
      const entry = await entryOf(app, arrived.record.uuid);
      expect(before.map(({ key }) => key)).not.toContain(entry.key);
      return { arrived, notice, entry };
    };

    // A number no other test calls from: the simulator is shared, and a missed call another test added
    // in the same second would be done already here (the first sync takes the calls before it as seen).
    const dana = await missed('Dana Whitfield', '5555550181');
    await vi.waitFor(() => expect(toCallBackShown(app)).toBe(before.length + 1));
    dana.notice.emit('action', { actionIndex: 1 }, 1);
    expect(markCallBack).toHaveBeenCalledExactlyOnceWith({
      key: dana.entry.key,
      through: dana.arrived.record.start_epoch,
      mark: 'done',
    });
    // Done: off the list, and the tray's count with it; nothing called, nothing opened.
    await vi.waitFor(() => expect(toCallBackShown(app)).toBe(before.length));
    expect((await app.core.listCallBacks(undefined)).entries.map(({ key }) => key)).not.toContain(
      dana.entry.key,
    );
    expect(app.startCall).not.toHaveBeenCalled();
    const navigations = main?.webContents.sent.filter(({ channel }) => channel === 'dialdesk:navigate');
    expect(navigations).toEqual([]);

    // The notes file, where the marks are kept, is busy: the number stays, and a notification says why.
    const busy = new CoreError('busy', phrase('notes.fault.busy'));
    markCallBack.mockRejectedValueOnce(busy);
    const sam = await missed('Sam Okafor', '5555550124');
    await vi.waitFor(() => expect(toCallBackShown(app)).toBe(before.length + 1));
    sam.notice.emit('action', { actionIndex: 1 }, 1);
    expect(markCallBack).toHaveBeenLastCalledWith({
      key: sam.entry.key,
      through: sam.arrived.record.start_epoch,
      mark: 'done',
    });
    await vi.waitFor(() => expect(app.titles()).toContain("Couldn't mark it done"));
    expect(app.notifications.at(-1)?.words).toEqual({ title: "Couldn't mark it done", body: busy.message });
    expect(toCallBackShown(app)).toBe(before.length + 1);
    expect((await app.core.listCallBacks(undefined)).entries.map(({ key }) => key)).toContain(sam.entry.key);
  });

  it("names a caller the way every view does: a missed call and a voicemail whose records name no one, and the tray's recent number, take the name the phone system recorded on the number's other calls", async () => {
    const app = await startApp();
    app.windowAt(MAIN_URL)?.finishLoading();
    await firstSyncDone(app);
    // A caller the phone system named on calls already in the copy misses the desk, this time unnamed.
    const named = demo.data.calls.find(
      ({ record }) =>
        record.direction === 'inbound' &&
        /^\p{L}/u.test(record.caller_id_name) &&
        /^\d{10}$/.test(record.caller_id_number),
    )?.record;
    if (!named) throw new Error('the simulator has no named caller');
    const arrived = demo.addCall({
      missed: true,
      record: { caller_id_name: '', caller_id_number: named.caller_id_number },
    });
    await app.core.checkHistoryNow('manual');
    const notice = app.notifications.find((told) => told.words.title === 'Missed call');
    const digits = named.caller_id_number;
    const shown = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    expect(notice?.words.body).toBe(
      `From ${named.caller_id_name}, ${shown}, ${timeOfDay(arrived.record.start_epoch)}`,
    );

    // The same caller leaves a message, again unnamed: the voicemail notice names them too.
    await vi.waitFor(() => expect(app.trays[0]?.tooltip).toMatch(/voicemail \(\d+ unheard\)/));
    demo.addVoicemail({
      record: { caller_id_name: '', caller_id_number: named.caller_id_number, message_length: 42 },
    });
    await app.core.checkVoicemailNow('manual');
    const message = app.notifications.find((told) => told.words.title === 'New voicemail');
    expect(message?.words.body).toBe(`From ${named.caller_id_name}, ${shown}, 0:42`);

    // Called back from the dial pad: the tray lists the number under the same name.
    await app.core.placeCall({ number: named.caller_id_number, source: 'dialpad' });
    const tray = app.trays[0];
    // The Linux tray builds its menu again at its next clipboard poll.
    await vi.waitFor(
      () =>
        expect(((tray?.contextMenu?.template ?? []) as TrayMenuItem[]).map((item) => item.label)).toEqual(
          expect.arrayContaining([`\u2068${named.caller_id_name}\u2069 · ${shown}`]),
        ),
      { timeout: 3 * CLIPBOARD_POLL_MS },
    );
  });

  it("names numbers by the person's contacts: the missed-call and voicemail notices, a starred number in the tray menu, whose click asks to confirm the call", async () => {
    const app = await startApp();
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    await firstSyncDone(app);
    // Saved from the window: Dana's mobile, which the phone system calls "WIRELESS CALLER".
    const saved = await app.invoke<Contact>(main, 'saveContact', {
      id: null,
      draft: {
        name: 'Dana & Co Whitfield',
        company: '',
        note: '',
        numbers: [
          { id: null, label: 'mobile', number: '(555) 555-0171' },
          { id: null, label: 'work', number: '0049 30 1234567' },
        ],
      },
    });
    if (!saved.ok) throw new Error(saved.error.message);
    const arrived = demo.addCall({
      missed: true,
      record: { caller_id_name: 'WIRELESS CALLER', caller_id_number: '15555550171' },
    });
    await app.core.checkHistoryNow('manual');
    // Escaped for the Linux notification server's markup: the '&' shows as itself.
    expect(app.notifications.find((told) => told.words.title === 'Missed call')?.words.body).toBe(
      `From Dana &amp; Co Whitfield, (555) 555-0171, ${timeOfDay(arrived.record.start_epoch)}`,
    );
    // A message from the same mobile: the voicemail notice names her too.
    await vi.waitFor(() => expect(app.trays[0]?.tooltip).toMatch(/voicemail \(\d+ unheard\)/));
    demo.addVoicemail({
      record: { caller_id_name: 'WIRELESS CALLER', caller_id_number: '15555550171', message_length: 42 },
    });
    await app.core.checkVoicemailNow('manual');
    expect(app.notifications.find((told) => told.words.title === 'New voicemail')?.words.body).toBe(
      'From Dana &amp; Co Whitfield, (555) 555-0171, 0:42',
    );

    const tray = app.trays[0];
    const menu = () => ((tray?.contextMenu?.template ?? []) as TrayMenuItem[]).map((item) => item.label);
    // Her number on the call-back list, named by her contact too.
    const entry = await entryOf(app, arrived.record.uuid);
    expect(entry.party).toMatchObject({ name: 'Dana & Co Whitfield', shown: '(555) 555-0171' });
    // The menu made again for the missed call, before the star: only the change of contacts remakes it now.
    const toCallBack = toCallBackShown(app);
    expect(toCallBack).toBeGreaterThan(0);
    await vi.waitFor(() => expect(menu()).toContain(`To call back (${toCallBack})`), {
      timeout: 3 * CLIPBOARD_POLL_MS,
    });
    const mobile = saved.value.numbers[0]?.id;
    expect((await app.invoke(main, 'setFavourite', { numberId: mobile, favourite: true })).ok).toBe(true);
    const starred = '\u2068Dana && Co Whitfield\u2069 · Mobile · \u2068(555) 555-0171\u2069';
    // The Linux tray builds its menu again at its next clipboard poll after contactsChanged.
    await vi.waitFor(() => expect(menu()).toContain(starred), { timeout: 3 * CLIPBOARD_POLL_MS });
    const items = (tray?.contextMenu?.template ?? []) as TrayMenuItem[];
    items.find((item) => item.label === starred)?.click?.();
    expect(await app.pendingCall()).toMatchObject({
      source: 'tray',
      name: 'Dana & Co Whitfield',
      display: '(555) 555-0171',
    });
    expect(app.originates()).toEqual([]);
    await app.core.cancelPendingCall({ id: (await app.pendingCall())?.id ?? '' });

    // Called from the dial pad as the phone system wrote it: the tray's recent number is named by her contact.
    await app.core.placeCall({ number: '15555550171', source: 'dialpad' });
    await vi.waitFor(() => expect(menu()).toContain('\u2068Dana && Co Whitfield\u2069 · (555) 555-0171'), {
      timeout: 3 * CLIPBOARD_POLL_MS,
    });

    // A starred number is dialled as the person typed it, as the dial pad dials, not read as free text
    // (which would write 0049 as the account's dial format writes +49).
    const berlin = saved.value.numbers[1]?.id;
    expect((await app.invoke(main, 'setFavourite', { numberId: berlin, favourite: true })).ok).toBe(true);
    const work = '\u2068Dana && Co Whitfield\u2069 · Work · \u2068+49 30 1234567\u2069';
    await vi.waitFor(() => expect(menu()).toContain(work), { timeout: 3 * CLIPBOARD_POLL_MS });
    ((tray?.contextMenu?.template ?? []) as TrayMenuItem[]).find((item) => item.label === work)?.click?.();
    await vi.waitFor(async () =>
      expect(await app.pendingCall()).toMatchObject({ destination: '0049301234567' }),
    );
  });

  it('checks history and voicemail again when the computer wakes or the screen is unlocked', async () => {
    const app = await startApp();
    const history = vi.spyOn(app.core, 'checkHistoryNow');
    const voicemail = vi.spyOn(app.core, 'checkVoicemailNow');
    app.powerMonitor.emit('resume');
    app.powerMonitor.emit('unlock-screen');
    expect(history.mock.calls).toEqual([['wake'], ['wake']]);
    expect(voicemail.mock.calls).toEqual([['wake'], ['wake']]);
  });
});

describe('text from records stays text in notifications', () => {
  /**
   * A caller name written to pass for Dialdesk's own words: every kind of line break, a right-to-left
   * override and isolates, and markup a Linux notification server would obey.
   */
  const HOSTILE_NAME =
    '<b>Dana</b> &amp; <a href="https://evil.example">Whitfield</a>\n\u202Egnab\u2066 \u2069' +
    'A\rB\r\nC\u2028D\u2029E\u0085F\vG\fDialdesk: your keys expired, call +1 555 0100';
  /** HOSTILE_NAME as one line of a Linux notification: flat, without bidi controls, markup escaped. */
  const SHOWN_NAME =
    '&lt;b&gt;Dana&lt;/b&gt; &amp;amp; &lt;a href="https://evil.example"&gt;Whitfield&lt;/a&gt; gnab ' +
    'A B C D E F G Dialdesk: your keys expired, call +1 555 0100';

  /**
   * The body's lines as the OS gets them: each wrapped in one isolate of Dialdesk's, with no other
   * character that reorders text, no raw markup and no line a stranger's value started.
   */
  function shownLines(notification: { options: { body: string } } | undefined): string[] {
    if (!notification) throw new Error('no such notification');
    const lines = notification.options.body.split('\n');
    for (const line of lines) {
      expect(line).toMatch(/^\u2068[^\u2066-\u2069\u202A-\u202E\u200E\u200F\u061C]*\u2069$/);
      expect(line).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
    }
    return lines.map((line) => line.slice(1, -1));
  }

  it('a missed call from a hostile name is one line, and its words are the name as text', async () => {
    const app = await startApp();
    // The first sync after install (and its backfill) stores what is there and announces none of it; a
    // check asked for while it runs would join it, before the call below.
    await vi.waitFor(async () =>
      expect((await app.core.getHistoryStatus(undefined)).sync).toMatchObject({
        running: false,
        backfill: { done: true },
      }),
    );
    const arrived = demo.addCall({
      missed: true,
      record: { caller_id_name: HOSTILE_NAME, caller_id_number: '5555550123' },
    });
    await app.core.checkHistoryNow('manual');
    const notification = app.notifications.find((shown) => shown.words.title === 'Missed call');
    expect(shownLines(notification)).toEqual([
      `From ${SHOWN_NAME}, (555) 555-0123, ${timeOfDay(arrived.record.start_epoch)}`,
    ]);
  });

  it('new voicemail from a hostile name is one line', async () => {
    const app = await startApp();
    // The first check after install learns what is there and announces none of it.
    await vi.waitFor(() => expect(app.trays[0]?.tooltip).toMatch(/voicemail \(\d+ unheard\)/));
    demo.addVoicemail({
      record: { caller_id_name: HOSTILE_NAME, caller_id_number: '5555550123', message_length: 42 },
    });
    await app.core.checkVoicemailNow('manual');
    const notification = app.notifications.find((shown) => shown.words.title === 'New voicemail');
    expect(shownLines(notification)).toEqual([`From ${SHOWN_NAME}, (555) 555-0123, 0:42`]);
  });

  it("a lookup's hostile carrier and city stay in the summary line; a hostile failure message is one line", async () => {
    const app = await startApp();
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    demo.data.lrn.push(
      createLrnEntry({
        NUMBER: '15555550198',
        LRN: '5555550900',
        LEC: HOSTILE_NAME,
        OCN: '6214',
        CITY: 'Springfield\nWarning: on the do-not-call list.',
        STATE: 'IL',
        LINETYPE: 'wireless',
      }),
    );
    app.clipboard.selection.text = '555-555-0198';
    app.globalShortcut.press(LOOKUP_HOTKEY);
    await vi.waitFor(() => expect(app.notifications).toHaveLength(1));
    expect(shownLines(app.notifications[0])).toEqual([
      `Wireless · ${SHOWN_NAME} · Springfield Warning: on the do-not-call list., IL`,
      'Click to open it in Dialdesk.',
    ]);

    // The lookup service's own message, in the words of the error.
    demo.injectFault({
      op: 'lookup',
      times: 1,
      fault: {
        kind: 'reply',
        status: 200,
        body: JSON.stringify({ code: 503, msg: HOSTILE_NAME, type: '-ERR' }),
      },
    });
    app.clipboard.selection.text = '555-555-0197';
    app.globalShortcut.press(LOOKUP_HOTKEY);
    await vi.waitFor(() => expect(app.notifications).toHaveLength(2));
    expect(app.notifications[1]?.words.title).toBe('Lookup failed');
    const [failure, ...more] = shownLines(app.notifications[1]);
    expect(more).toEqual([]);
    expect(failure).toContain(SHOWN_NAME);
  });

  it("a call the phone system refuses with a hostile reply is told in one line, without the reply's markup", async () => {
    const app = await startApp();
    const main = app.windowAt(MAIN_URL);
    expect((await app.invoke(main, 'updateSettings', { calls: { confirmHotkeyCalls: false } })).ok).toBe(
      true,
    );
    demo.injectFault({
      op: 'originate',
      times: 1,
      fault: {
        kind: 'reply',
        status: 403,
        body: JSON.stringify({ error: 'forbidden', message: HOSTILE_NAME }),
      },
    });
    if (!app.clipboard.selection) throw new Error('Linux has a PRIMARY selection');
    app.clipboard.selection.text = '555-123-4567';
    app.globalShortcut.press(CALL_HOTKEY);
    await vi.waitFor(() => expect(app.notifications).toHaveLength(1));
    expect(app.notifications[0]?.words.title).toBe('Call not placed');
    expect(shownLines(app.notifications[0])).toHaveLength(1);
  });
});

const savedAccount = (id: string, name: string, extension: string): AccountEntry =>
  accountEntry(id, { name, accountId: `acct-${id}`, extension });
const ACME = savedAccount('a_000000000001', 'Acme front desk', '201');
const BRANCH = savedAccount('a_000000000002', 'Branch office', '340');
const TWO_ACCOUNTS: AccountsView = accountsView(ACME.id, [ACME, BRANCH]);

describe('the shell with saved accounts', () => {
  const trayItems = (app: Awaited<ReturnType<typeof startApp>>) =>
    (app.trays[0]?.contextMenu?.template ?? []) as TrayMenuItem[];

  it('with the real core: an account saved joins the tray, and switching from there holds a navigation until the page has reloaded', async () => {
    const app = await startApp();
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    await vi.waitFor(() => expect(trayItems(app)).not.toEqual([]));
    // The demo alone: nothing to choose between.
    expect(trayItems(app).some((item) => item.type === 'radio')).toBe(false);

    const added = await app.invoke<AccountsView>(main, 'addAccount', {
      name: 'Acme front desk',
      accountId: 'acme',
      domain: '',
      baseUrlOverride: demo.baseUrl,
      extension: '201',
      lookupUrl: '',
      defaultRegion: 'US',
      dialFormat: 'national-digits',
      watchVoicemail: true,
    });
    if (!added.ok) throw new Error(added.error.message);
    expect(app.trays[0]?.tooltip).toMatch(/^Dialdesk — Acme front desk(:|$)/);
    // The Linux menu is rebuilt at the next look at the clipboard.
    await vi.waitFor(
      () =>
        expect(
          trayItems(app)
            .filter((item) => item.type === 'radio')
            .map(({ label, checked }) => [label?.replace(/ · \d+ unheard$/, ''), checked]),
        ).toEqual([
          ['Acme front desk · ext 201', true],
          ['Demo', false],
        ]),
      { timeout: 5_000 },
    );

    const navigations = () => main?.webContents.sent.filter(({ channel }) => channel === 'dialdesk:navigate');
    const items = trayItems(app);
    items.find((item) => item.label === 'Demo')?.click?.();
    await vi.waitFor(() => expect(app.trays[0]?.tooltip).toMatch(/^Dialdesk — Demo(:|$)/));
    items.find((item) => item.label === 'Settings…')?.click?.();
    expect(navigations()).toEqual([]);
    main?.finishLoading();
    expect(navigations()).toEqual([{ channel: 'dialdesk:navigate', payload: { view: 'settings' } }]);
  }, 10_000);

  it('lists the accounts in the tray, switches to the one clicked, and names the one in use in the tooltip', async () => {
    const app = await startApp({ accounts: TWO_ACCOUNTS });
    await vi.waitFor(() =>
      expect(trayItems(app).find((item) => item.label === 'Accounts')?.enabled).toBe(false),
    );
    expect(app.trays[0]?.tooltip).toMatch(/^Dialdesk — Acme front desk(:|$)/);
    const radios = trayItems(app).filter((item) => item.type === 'radio');
    expect(radios.map(({ label, checked }) => [label, checked])).toEqual([
      ['Acme front desk · ext 201', true],
      ['Branch office · ext 340', false],
      ['Demo', false],
    ]);

    radios[1]?.click?.();
    await vi.waitFor(() =>
      expect(app.played?.switchAccount).toHaveBeenCalledExactlyOnceWith({ id: BRANCH.id }),
    );
    expect(app.trays[0]?.tooltip).toMatch(/^Dialdesk — Branch office(:|$)/);
  });

  it("shows the new account's unheard count and numbers to call back from the switch on, not the one before's", async () => {
    const watchedBranch = { ...BRANCH, unheardVoicemail: 7 };
    const app = await startApp({
      accounts: accountsView(ACME.id, [ACME, watchedBranch]),
      toCallBack: { [ACME.id]: 2, [BRANCH.id]: 3 },
    });
    const tray = app.trays[0];
    // The core's own watch (the demo's voicemail, here) reports a count for the account in use first;
    // its call-back list was counted as the shell started.
    await vi.waitFor(() =>
      expect(tray?.tooltip).toMatch(
        /^Dialdesk — Acme front desk: voicemail \(\d+ unheard\), 2 to call back$/,
      ),
    );
    expect(tray?.tooltip).not.toContain('(7 unheard)');

    // The switch lists the new account's numbers to call back: listing says their count.
    app.played?.listCallBacks.mockClear();
    await app.core.switchAccount({ id: BRANCH.id });
    expect(app.played?.listCallBacks).toHaveBeenCalledOnce();
    expect(tray?.tooltip).toBe('Dialdesk — Branch office: voicemail (7 unheard), 3 to call back');
    // The demo is watched by no one and has nothing to call back here: neither count is Branch office's.
    await app.core.switchAccount({ id: DEMO_ACCOUNT_ID });
    expect(tray?.tooltip).toBe('Dialdesk — Demo');
  });

  it('follows the count of numbers to call back as the core says it changed', async () => {
    const app = await startApp({ accounts: TWO_ACCOUNTS, toCallBack: { [ACME.id]: 1 } });
    const tray = app.trays[0];
    await vi.waitFor(() => expect(tray?.tooltip).toMatch(/, 1 to call back$/));
    app.played?.emit('callBacksChanged', { count: 4 });
    expect(tray?.tooltip).toMatch(
      /^Dialdesk — Acme front desk: (voicemail \(\d+ unheard\), )?4 to call back$/,
    );
    // The Linux menu is made again at the next look at the clipboard.
    await vi.waitFor(() => expect(trayItems(app).map((item) => item.label)).toContain('To call back (4)'), {
      timeout: 3 * CLIPBOARD_POLL_MS,
    });
    app.played?.emit('callBacksChanged', { count: 0 });
    expect(tray?.tooltip).not.toContain('to call back');
    await vi.waitFor(() => expect(trayItems(app).map((item) => item.label)).toContain('To call back'), {
      timeout: 3 * CLIPBOARD_POLL_MS,
    });
  });

  it('says in a notification why a switch from the tray failed', async () => {
    const app = await startApp({ accounts: TWO_ACCOUNTS });
    app.played?.switchAccount.mockRejectedValueOnce(REFUSED);
    await vi.waitFor(() => expect(trayItems(app).some((item) => item.type === 'radio')).toBe(true));
    trayItems(app)
      .find((item) => item.label === 'Branch office · ext 340')
      ?.click?.();
    await vi.waitFor(() => expect(app.notifications).toHaveLength(1));
    expect(app.notifications[0]?.words).toEqual({
      title: 'Dialdesk could not switch to Branch office',
      body: REFUSED.message,
    });
    expect(app.trays[0]?.tooltip).toMatch(/^Dialdesk — Acme front desk(:|$)/);
  });

  it("names the account of new voicemail, and a click on another account's switches to it and opens the message once the page has reloaded", async () => {
    const app = await startApp({ accounts: TWO_ACCOUNTS });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    // The message itself names no one: the name is the resolver's, from the number's other calls.
    const records = voicemailsOf([{ uuid: 'vm-branch-1', caller_id_number: '5555550123' }], {
      otherCalls: { '5555550123': 'Dana Whitfield' },
    });
    app.played?.emit('voicemailArrived', { records, account: { id: BRANCH.id, name: BRANCH.name } });
    const notice = app.notifications.find((shown) => shown.words.title === 'New voicemail for Branch office');
    expect(notice?.words.body).toBe('From Dana Whitfield, (555) 555-0123');

    const navigations = () => main?.webContents.sent.filter(({ channel }) => channel === 'dialdesk:navigate');
    notice?.click();
    await vi.waitFor(() =>
      expect(app.played?.switchAccount).toHaveBeenCalledExactlyOnceWith({ id: BRANCH.id }),
    );
    await settle();
    // The page reloads for Branch office: the old page would have lost the navigation.
    expect(navigations()).toEqual([]);
    main?.finishLoading();
    expect(navigations()).toEqual([
      { channel: 'dialdesk:navigate', payload: { view: 'voicemail', uuid: 'vm-branch-1' } },
    ]);
  });

  it('opens new voicemail of the account in use at once, without switching', async () => {
    const app = await startApp({ accounts: TWO_ACCOUNTS });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    app.played?.emit('voicemailArrived', {
      records: voicemailsOf([{ uuid: 'vm-acme-1', caller_id_number: '201' }]),
      account: { id: ACME.id, name: ACME.name },
    });
    const notice = app.notifications.find(
      (shown) => shown.words.title === 'New voicemail for Acme front desk',
    );
    notice?.click();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'voicemail', uuid: 'vm-acme-1' },
    });
    expect(app.played?.switchAccount).not.toHaveBeenCalled();
  });

  it('tells at start, in a notification, what it found wrong with the list of accounts; a click opens Settings', async () => {
    const said =
      'The list of your accounts could not be read, so Dialdesk restored it from the copy it keeps.';
    const app = await startApp({ accounts: { ...TWO_ACCOUNTS, notices: [said] } });
    const title = 'Your list of accounts needed repair';
    expect(app.notifications.map((shown) => shown.words)).toEqual([{ title, body: said }]);
    const main = app.windowAt(MAIN_URL);
    app.notifications[0]?.click();
    main?.finishLoading();
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:navigate',
      payload: { view: 'settings' },
    });

    // A list read as it was written says nothing.
    const quiet = await startApp({ accounts: TWO_ACCOUNTS });
    expect(quiet.notifications.filter((shown) => shown.words.title === title)).toEqual([]);
  });
});

describe('updates in the shell', () => {
  const trayItem = async (app: Awaited<ReturnType<typeof startApp>>, label: string) => {
    await vi.waitFor(() => expect(app.trays[0]?.contextMenu).not.toBeNull());
    return ((app.trays[0]?.contextMenu?.template ?? []) as TrayMenuItem[]).find(
      (item) => item.label === label,
    );
  };

  /** Settings' mode and "Check for updates…" say the organisation manages updates. */
  const saysUpdatesAreManaged = async (
    app: Awaited<ReturnType<typeof startApp>>,
    main: FakeWindow | undefined,
  ) => {
    expect(await app.invoke(main, 'getUpdateMode')).toEqual({ ok: true, value: 'managed' });
    expect(await app.invoke(main, 'checkForUpdates')).toEqual({
      ok: true,
      value: {
        message:
          'Your organization manages updates on this computer: Dialdesk does not check for them itself.',
      },
    });
  };

  it('a development run answers "Check for updates…" in words: there is nothing to update', async () => {
    const app = await startApp();
    (await trayItem(app, 'Check for updates…'))?.click?.();
    await vi.waitFor(() => expect(app.notifications).toHaveLength(1));
    expect(app.notifications[0]?.words.body).toBe(
      'This Dialdesk is a development run: only an installed Dialdesk checks for updates.',
    );
  });

  it("with the administrator's switch: the tray and Settings say the organisation manages updates, and nothing is checked", async () => {
    const app = await startApp({ updates: async () => ({ mode: 'managed' }) });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    const managed = await trayItem(app, 'Updates managed by your organization');
    expect(managed).toMatchObject({ enabled: false });
    expect(managed?.click).toBeUndefined();
    expect(await trayItem(app, 'Check for updates…')).toBeUndefined();
    await saysUpdatesAreManaged(app, main);
  });

  it('a build without an update address answers "Check for updates…" from the tray and Settings: it does not check', async () => {
    const app = await startApp({ updates: async () => ({ mode: 'no-address' }) });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    (await trayItem(app, 'Check for updates…'))?.click?.();
    const answer = 'This build does not check for updates: it was made without an update address.';
    await vi.waitFor(() => expect(app.notifications.map((shown) => shown.words.body)).toEqual([answer]));
    expect(await app.invoke(main, 'checkForUpdates')).toEqual({ ok: true, value: { message: answer } });
    expect(await app.invoke(main, 'getUpdateMode')).toEqual({ ok: true, value: 'no-address' });
  });

  /** An installation that installs updates itself, with an updater played by the test. */
  const installing = () => {
    const installs: number[] = [];
    const listeners = new Map<string, (event: { version: string; releaseNotes: string }) => void>();
    const updater = {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      on: (event: string, listener: (event: { version: string; releaseNotes: string }) => void) => {
        listeners.set(event, listener);
        return updater;
      },
      checkForUpdates: async () => null,
      quitAndInstall: () => void installs.push(1),
    };
    const setup: InstallationUpdates = {
      mode: 'checks',
      path: 'install',
      rules: {
        folder: new URL('https://downloads.example.com/dialdesk/'),
        current: '1.3.2',
        channel: 'latest',
      },
      check: async () => ({ kind: 'up-to-date', current: '1.3.2' }),
      updater: updater as unknown as UpdaterLike,
      schedule: () => ({
        start: () => undefined,
        stop: async () => undefined,
        checkNow: async () => ({ kind: 'up-to-date', current: '1.3.2' }),
      }),
    };
    return { installs, listeners, updater, setup };
  };

  it("follows the organisation's update policies as they change while it runs, the updater before disarmed", async () => {
    const policyFile = await createPolicyFile();
    const setPolicies = (policies: Record<string, unknown>) => policyFile.write(policies);
    await setPolicies({});
    const { updater, listeners, installs, setup } = installing();
    const asked: UpdatePolicy[] = [];
    const app = await startApp({
      policySource: policyFile.source(),
      updates: async (policy) => {
        asked.push(policy);
        return policy.checks === false ? { mode: 'managed' } : setup;
      },
    });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    expect(asked).toEqual([{}]);
    expect(updater.autoInstallOnAppQuit).toBe(true);

    await setPolicies({ UpdateChecks: false });
    await vi.waitFor(() => expect(asked).toEqual([{}, { checks: false }]));
    // Nothing the updater downloaded installs, at quit or from a notice.
    expect(updater.autoInstallOnAppQuit).toBe(false);
    listeners.get('update-downloaded')?.({ version: '1.4.0', releaseNotes: 'Faster lists.' });
    expect(app.titles()).not.toContain('Restart to update to 1.4.0');
    expect(installs).toEqual([]);
    await saysUpdatesAreManaged(app, main);
    await vi.waitFor(
      async () => expect(await trayItem(app, 'Updates managed by your organization')).toBeDefined(),
      { timeout: CLIPBOARD_POLL_MS * 3 },
    );

    await setPolicies({ UpdateAddress: 'https://mirror.example.com/dialdesk/' });
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ address: 'https://mirror.example.com/dialdesk/' }));
    await vi.waitFor(async () =>
      expect(await app.invoke(main, 'getUpdateMode')).toEqual({ ok: true, value: 'checks' }),
    );
    await policyFile.remove();
  });

  it('a downloaded update does not restart the app within ten minutes of a call it placed: it waits for the quit', async () => {
    const { installs, listeners, updater, setup } = installing();
    const app = await startApp({ updates: async () => setup });
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(
      (await app.core.placeCall({ number: '555-555-0123', source: 'dialpad' })).destination,
    ).toBeTruthy();
    listeners.get('update-downloaded')?.({ version: '1.4.0', releaseNotes: 'Faster lists.' });
    await vi.waitFor(() => expect(app.titles()).toContain('Restart to update to 1.4.0'));
    app.notifications
      .find((notification) => notification.words.title === 'Restart to update to 1.4.0')
      ?.click();
    expect(installs).toEqual([]);
    expect(app.titles()).toContain('Dialdesk 1.4.0 will be installed when you quit');
  });
});

describe('the language', () => {
  it('chosen in Settings, reaches every open window and the tray menu at once', async () => {
    const app = await startApp({ clipboard: '555-555-0187' });
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    const items = () => (app.trays[0]?.contextMenu?.template ?? []) as TrayMenuItem[];
    await vi.waitFor(() => expect(items()[0]?.label).toBe('Call (555) 555-0187'));
    app.app.emit('open-url', preventable(), 'tel:+1-555-555-0142');
    const confirm = await app.confirmWindow();
    try {
      const saved = await app.invoke(main, 'updateSettings', { general: { language: 'en-XA' } });
      expect(saved.ok).toBe(true);
      for (const window of [main, confirm])
        expect(window?.webContents.sent).toContainEqual({
          channel: 'dialdesk:languageChanged',
          payload: expect.objectContaining({ language: 'en-XA' }),
        });
      // Every word of the menu is the pseudo-locale's: accented and marked (numbers are data). Linux's
      // menu is made again at the tray's next clipboard poll (CLIPBOARD_POLL_MS).
      await vi.waitFor(() => expect(items()[0]?.label).toMatch(/^⟦Çáll \(555\) 555-0187/), {
        timeout: 5_000,
      });
      const words = items().flatMap((item) =>
        item.label && /\p{L}{2}/u.test(item.label) ? [item.label] : [],
      );
      expect(words.filter((label) => !label.startsWith('⟦'))).toEqual([]);
    } finally {
      await app.invoke(main, 'updateSettings', { general: { language: 'system' } });
    }
    await vi.waitFor(() => expect(items()[0]?.label).toBe('Call (555) 555-0187'), { timeout: 5_000 });
  });
});

describe('the quick-dial box in the shell', () => {
  /** The box as the hotkey opens it, its page loaded. */
  const openedBox = async (app: Awaited<ReturnType<typeof startApp>>) => {
    await vi.waitFor(() => expect(app.windowAt(QUICK_DIAL_URL)).toBeDefined());
    const box = app.windowAt(QUICK_DIAL_URL) as FakeWindow;
    box.finishLoading();
    return box;
  };

  it('opens from its hotkey, the tray and `--quick-dial`, always the one window', async () => {
    const app = await startApp({ argv: ['/opt/Dialdesk/dialdesk', '--quick-dial'] });
    const box = await openedBox(app);
    expect(box.visible && box.focused).toBe(true);
    // Launched for the box, the main window stays closed.
    expect(app.windowAt(MAIN_URL)).toBeUndefined();
    box.blur();
    app.globalShortcut.press(QUICK_DIAL_HOTKEY);
    expect(box.visible).toBe(true);
    box.blur();
    const tray = app.trays[0];
    await vi.waitFor(() => expect(tray?.contextMenu).not.toBeNull());
    const items = tray?.contextMenu?.template as TrayMenuItem[];
    items.find((item) => item.label === 'Quick dial…')?.click?.();
    expect(box.visible).toBe(true);
    expect(app.windows.filter((window) => window.loaded.includes(QUICK_DIAL_URL))).toHaveLength(1);
  });

  it('a call from the box is placed at once, once; the box hides and a notification tells the call', async () => {
    const app = await startApp();
    app.globalShortcut.press(QUICK_DIAL_HOTKEY);
    const box = await openedBox(app);
    const placed = await app.invoke(box, 'placeCall', { number: '(555) 555-0187', source: 'quick-dial' });
    expect(placed.ok).toBe(true);
    expect(app.originates()).toHaveLength(1);
    expect(app.originates()[0]).toMatchObject({ destination: '5555550187' });
    // No confirmation window on top: the box asked what it had to ask.
    expect(app.windowAt(CONFIRM_URL)).toBeUndefined();
    expect(box.visible).toBe(false);
    expect(app.titles().at(-1)).toBe('Calling (555) 555-0187');
  });

  it("Settings' hotkey test tells every window the hotkey pressed, and opens nothing", async () => {
    const app = await startApp();
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    expect(await app.invoke(main, 'testHotkeys')).toEqual({ ok: true, value: null });
    app.globalShortcut.press(QUICK_DIAL_HOTKEY);
    expect(main?.webContents.sent.at(-1)).toEqual({
      channel: 'dialdesk:hotkeyHeard',
      payload: { hotkey: 'quickDial' },
    });
    expect(app.windowAt(QUICK_DIAL_URL)).toBeUndefined();
  });

  it('only the box may close itself; its lookup is told as the lookup hotkey tells one', async () => {
    const app = await startApp();
    app.globalShortcut.press(QUICK_DIAL_HOTKEY);
    const box = await openedBox(app);
    const main = app.windowAt(MAIN_URL);
    main?.finishLoading();
    expect(await app.invoke(main, 'closeQuickDial', {})).toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
    expect(box.visible).toBe(true);
    expect(await app.invoke(box, 'closeQuickDial', { lookUp: '555-555-0187' })).toEqual({
      ok: true,
      value: null,
    });
    expect(box.visible).toBe(false);
    await vi.waitFor(() => expect(app.titles().at(-1)).toBe('Lookup: (555) 555-0187'));
    expect(app.originates()).toEqual([]);
  });
});
