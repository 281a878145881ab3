// The tray menu: the number on the clipboard, the recent calls, the saved accounts to switch between, and
// the app's own items, each doing what its label says; rebuilt on Linux when the clipboard or the
// accounts change, built at each click elsewhere. The tooltip names the account in use.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_POLL_MS, createTrayService } from '../../main/shell/tray';
import {
  MAX_TRAY_FAVOURITES,
  type TrayMenuItem,
  type TrayMenuState,
  trayMenuTemplate,
  trayToolTip,
} from '../../main/shell/tray-menu';
import {
  type AccountEntry,
  type AccountsView,
  DEMO_ACCOUNT_ID,
  type Favourite,
  type RecentCall,
} from '../../preload/contract';
import { useLanguage } from '../../preload/shared/i18n/translate';
import { accountEntry, accountsView } from '../support/saved-accounts';
import { type FakeMenu, FakeMenuBuilder, FakeTray } from './shell-fakes';

const RECENT: RecentCall[] = [
  { display: '(555) 555-0123', number: '555-555-0123', at: 2, name: null },
  { display: '201', number: '201', at: 1, name: null },
];

function fakeActions() {
  return {
    call: vi.fn(),
    lookup: vi.fn(),
    quickDial: vi.fn(),
    open: vi.fn(),
    openVoicemail: vi.fn(),
    openHistory: vi.fn(),
    openCallBacks: vi.fn(),
    openSettings: vi.fn(),
    switchAccount: vi.fn(),
    checkForUpdates: vi.fn(),
    quit: vi.fn(),
  };
}

const account = (id: string, fields: Partial<AccountEntry> = {}): AccountEntry =>
  accountEntry(id, {
    name: `Account ${id}`,
    accountId: `acct-${id}`,
    domain: `${id}.pbx.example.com`,
    ...fields,
  });

/** Starred numbers of two contacts: a mobile (typed with dashes), and an extension. */
const DANA_MOBILE: Favourite = {
  numberId: 'n-dana-mobile',
  contactId: 'c-dana',
  name: 'Dana Whitfield',
  label: 'mobile',
  number: '555-555-0147',
  shown: '(555) 555-0147',
};
const SAM_EXTENSION: Favourite = {
  numberId: 'n-sam-ext',
  contactId: 'c-sam',
  name: 'Sam Okafor',
  label: 'extension',
  number: '205',
  shown: '205',
};

const ACME = account('a_000000000001', { name: 'Acme front desk', extension: '201' });
const BRANCH = account('a_000000000002', { name: 'Branch office', extension: '340', unheardVoicemail: 2 });
const TWO_ACCOUNTS: AccountsView = accountsView(ACME.id, [ACME, BRANCH]);

/** A menu's state with nothing in it but what a test gives. */
const menuState = (state: Partial<TrayMenuState> = {}): TrayMenuState => ({
  clipboardNumber: null,
  favourites: [],
  recentCalls: [],
  unheardVoicemail: 0,
  toCallBack: 0,
  accounts: null,
  ...state,
});

/** The items of the account list, after its header. */
const accountList = (items: readonly TrayMenuItem[]) => {
  const header = items.findIndex((candidate) => candidate.label === 'Accounts');
  if (header === -1) throw new Error(`no Accounts header in ${labels(items).join(' | ')}`);
  const rest = items.slice(header + 1);
  const end = rest.findIndex((candidate) => candidate.type !== 'radio');
  return end === -1 ? rest : rest.slice(0, end);
};

const labels = (items: readonly TrayMenuItem[]) => items.map((item) => item.label ?? '---');

/** A German catalog of some of the tray's messages: the rest falls back to English. */
const GERMAN = {
  'tray.call': '{number} anrufen',
  'tray.lookUpNothing': 'Nachschlagen: keine externe Nummer in der Zwischenablage',
  'tray.callBackCount': { one: 'Zurückrufen ({count})', other: 'Zurückrufen ({count})' },
  'tray.history': 'Verlauf',
  'tray.voicemail': 'Mailbox',
  'tray.quit': 'Dialdesk beenden',
  'tray.toolTipCallBack': { one: '{count} zurückzurufen', other: '{count} zurückzurufen' },
};
const speakGerman = () => useLanguage({ language: 'de', locale: 'de', catalog: GERMAN });
const speakEnglish = () => useLanguage({ language: 'en', locale: 'en', catalog: null });
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
        favourites: [],
        recentCalls: RECENT,
        unheardVoicemail: 3,
        toCallBack: 2,
        accounts: null,
      },
      actions,
    );
    expect(labels(items)).toEqual([
      'Call (555) 123-4567',
      'Look up (555) 123-4567',
      'Quick dial…',
      '---',
      'Recent calls',
      '(555) 555-0123',
      '201',
      '---',
      'To call back (2)',
      'History',
      'Voicemail (3 unheard)',
      'Open Dialdesk',
      'Settings…',
      'Check for updates…',
      '---',
      'Quit Dialdesk',
    ]);
    item(items, 'Check for updates…').click?.();
    expect(actions.checkForUpdates).toHaveBeenCalledTimes(1);
    item(items, 'Quick dial…').click?.();
    expect(actions.quickDial).toHaveBeenCalledOnce();
    item(items, 'Call (555) 123-4567').click?.();
    expect(actions.call).toHaveBeenCalledWith('+15551234567');
    item(items, 'Look up (555) 123-4567').click?.();
    expect(actions.lookup).toHaveBeenCalledWith('+15551234567');
    item(items, '201').click?.();
    expect(actions.call).toHaveBeenLastCalledWith('201');
    // The list and History are two items, each opening its own view.
    item(items, 'To call back (2)').click?.();
    expect(actions.openCallBacks).toHaveBeenCalledOnce();
    expect(actions.openHistory).not.toHaveBeenCalled();
    item(items, 'History').click?.();
    expect(actions.openHistory).toHaveBeenCalledOnce();
    expect(actions.openCallBacks).toHaveBeenCalledOnce();
    item(items, 'Voicemail (3 unheard)').click?.();
    expect(actions.openVoicemail).toHaveBeenCalledOnce();
    item(items, 'Open Dialdesk').click?.();
    item(items, 'Settings…').click?.();
    item(items, 'Quit Dialdesk').click?.();
    expect(actions.open).toHaveBeenCalledOnce();
    expect(actions.openSettings).toHaveBeenCalledOnce();
    expect(actions.quit).toHaveBeenCalledOnce();
  });

  it("says, disabled, that the organisation manages updates where the administrator's switch is on", () => {
    const actions = fakeActions();
    const items = trayMenuTemplate(menuState({ updatesManaged: true }), actions);
    expect(labels(items)).not.toContain('Check for updates…');
    expect(item(items, 'Updates managed by your organization')).toEqual({
      label: 'Updates managed by your organization',
      enabled: false,
    });
  });

  it('speaks the language in use when it is built, not the one of its first build', () => {
    const state = menuState({
      clipboardNumber: { display: '201', text: '201', external: false },
      toCallBack: 1234,
    });
    const english = labels(trayMenuTemplate(state, fakeActions()));
    try {
      speakGerman();
      expect(labels(trayMenuTemplate(state, fakeActions()))).toEqual([
        '201 anrufen',
        'Nachschlagen: keine externe Nummer in der Zwischenablage',
        'Quick dial…',
        '---',
        'Zurückrufen (1.234)',
        'Verlauf',
        'Mailbox',
        'Open Dialdesk',
        'Settings…',
        'Check for updates…',
        '---',
        'Dialdesk beenden',
      ]);
    } finally {
      speakEnglish();
    }
    expect(labels(trayMenuTemplate(state, fakeActions()))).toEqual(english);
    expect(english).toContain('To call back (1,234)');
  });

  it("lists the person's favourites after the clipboard's items and above the recent calls, each calling its number", () => {
    const actions = fakeActions();
    const items = trayMenuTemplate(
      menuState({
        clipboardNumber: { display: '(555) 123-4567', text: '+15551234567', external: true },
        favourites: [DANA_MOBILE, SAM_EXTENSION],
        recentCalls: RECENT,
      }),
      actions,
    );
    expect(labels(items).slice(0, 11)).toEqual([
      'Call (555) 123-4567',
      'Look up (555) 123-4567',
      'Quick dial…',
      '---',
      'Favourites',
      '\u2068Dana Whitfield\u2069 · Mobile · \u2068(555) 555-0147\u2069',
      '\u2068Sam Okafor\u2069 · Extension · \u2068205\u2069',
      '---',
      'Recent calls',
      '(555) 555-0123',
      '201',
    ]);
    expect(item(items, 'Favourites').enabled).toBe(false);
    // The number as the person typed it: the tray's call action asks for confirmation, as for any tray call.
    items[5]?.click?.();
    expect(actions.call).toHaveBeenLastCalledWith('555-555-0147');
    items[6]?.click?.();
    expect(actions.call).toHaveBeenLastCalledWith('205');
  });

  it('lists at most ten favourites, in the order given, and no heading without any', () => {
    const many = Array.from({ length: 14 }, (_, n) => ({
      ...DANA_MOBILE,
      numberId: `n${n}`,
      name: `Person ${n}`,
    }));
    const listed = labels(trayMenuTemplate(menuState({ favourites: many }), fakeActions())).filter((label) =>
      label.includes('Person'),
    );
    expect(listed).toHaveLength(MAX_TRAY_FAVOURITES);
    expect(listed[0]).toContain('Person 0');
    expect(listed[9]).toContain('Person 9');
    expect(labels(trayMenuTemplate(menuState(), fakeActions()))).not.toContain('Favourites');
  });

  it("shows a contact's name as text: an '&' as itself, one line, isolated, without reordering characters, capped", () => {
    const named = (name: string, shown = '(555) 555-0147') =>
      trayMenuTemplate(menuState({ favourites: [{ ...DANA_MOBILE, name, shown }] }), fakeActions())[5]?.label;
    // Electron hides a single '&' (a mnemonic): doubled, it shows as itself.
    expect(named('Baker & Sons Plumbing')).toBe(
      '\u2068Baker && Sons Plumbing\u2069 · Mobile · \u2068(555) 555-0147\u2069',
    );
    // A line break would start an item of its own where the platform wraps: one line.
    expect(named('Dana\nDialdesk: update now\r\n')).toBe(
      '\u2068Dana Dialdesk: update now\u2069 · Mobile · \u2068(555) 555-0147\u2069',
    );
    // A right-to-left name stays in its isolate, its override gone: the label and number keep their places.
    expect(named('\u202Eדנה כהן\u202C')).toBe('\u2068דנה כהן\u2069 · Mobile · \u2068(555) 555-0147\u2069');
    // 300 characters: cut to 40 with an ellipsis; the number's text (typed by the person) likewise.
    const long = named('x'.repeat(300), `555 0147 ${'9'.repeat(60)}`);
    expect(long).toBe(`\u2068${'x'.repeat(39)}…\u2069 · Mobile · \u2068555 0147 ${'9'.repeat(30)}…\u2069`);
  });

  it('disables the clipboard items when it holds no number, and lists no recent calls when none', () => {
    const items = trayMenuTemplate(menuState(), fakeActions());
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
        favourites: [],
        recentCalls: [],
        unheardVoicemail: 0,
        toCallBack: 0,
        accounts: null,
      },
      fakeActions(),
    );
    expect(item(items, 'Call 201').enabled).toBeUndefined();
    expect(items[1]).toEqual({ label: 'Look up: no outside number on the clipboard', enabled: false });
  });

  it('counts the numbers to call back in the item just before History, and opens the list from it even when empty', () => {
    const around = (toCallBack: number) => {
      const shown = labels(trayMenuTemplate(menuState({ toCallBack }), fakeActions()));
      const history = shown.indexOf('History');
      return shown.slice(history - 1, history + 1);
    };
    expect(around(0)).toEqual(['To call back', 'History']);
    expect(around(1)).toEqual(['To call back (1)', 'History']);
    expect(around(12)).toEqual(['To call back (12)', 'History']);
    // Nothing to call back: the list still opens (it says so, and shows what was snoozed).
    const actions = fakeActions();
    item(trayMenuTemplate(menuState(), actions), 'To call back').click?.();
    expect(actions.openCallBacks).toHaveBeenCalledOnce();
    expect(actions.openHistory).not.toHaveBeenCalled();
  });

  it('lists the saved accounts and the demo after the recent calls, the one in use ticked', () => {
    const items = trayMenuTemplate(
      menuState({ recentCalls: RECENT, unheardVoicemail: 1, toCallBack: 2, accounts: TWO_ACCOUNTS }),
      fakeActions(),
    );
    expect(labels(items)).toEqual([
      'Call: no number on the clipboard',
      'Look up: no outside number on the clipboard',
      'Quick dial…',
      '---',
      'Recent calls',
      '(555) 555-0123',
      '201',
      '---',
      'Accounts',
      'Acme front desk · ext 201 · 1 unheard',
      'Branch office · ext 340 · 2 unheard',
      'Demo',
      '---',
      'To call back (2)',
      'History',
      'Voicemail (1 unheard)',
      'Open Dialdesk',
      'Settings…',
      'Check for updates…',
      '---',
      'Quit Dialdesk',
    ]);
    expect(item(items, 'Accounts').enabled).toBe(false);
    expect(accountList(items).map(({ type, checked }) => ({ type, checked }))).toEqual([
      { type: 'radio', checked: true },
      { type: 'radio', checked: false },
      { type: 'radio', checked: false },
    ]);
  });

  it('switches to the account clicked, and does nothing for the one already in use', () => {
    const actions = fakeActions();
    const items = accountList(trayMenuTemplate(menuState({ accounts: TWO_ACCOUNTS }), actions));
    items[0]?.click?.();
    expect(actions.switchAccount).not.toHaveBeenCalled();
    items[1]?.click?.();
    expect(actions.switchAccount).toHaveBeenLastCalledWith(BRANCH.id);
    items[2]?.click?.();
    expect(actions.switchAccount).toHaveBeenLastCalledWith(DEMO_ACCOUNT_ID);
    expect(actions.switchAccount).toHaveBeenCalledTimes(2);
  });

  it('ticks the demo while it is in use, and gives the active count to it, the others their own', () => {
    const actions = fakeActions();
    const items = accountList(
      trayMenuTemplate(
        menuState({
          unheardVoicemail: 4,
          // What Acme's watch last found (3) is its own count; 0 shows none.
          accounts: accountsView(DEMO_ACCOUNT_ID, [
            { ...ACME, unheardVoicemail: 3 },
            { ...BRANCH, unheardVoicemail: 0 },
          ]),
        }),
        actions,
      ),
    );
    expect(items.map(({ label, checked }) => [label, checked])).toEqual([
      ['Acme front desk · ext 201 · 3 unheard', false],
      ['Branch office · ext 340', false],
      ['Demo · 4 unheard', true],
    ]);
    items[0]?.click?.();
    expect(actions.switchAccount).toHaveBeenCalledExactlyOnceWith(ACME.id);
    items[2]?.click?.();
    expect(actions.switchAccount).toHaveBeenCalledOnce();
  });

  it('names an account without extension or name by what it has', () => {
    const items = accountList(
      trayMenuTemplate(
        menuState({
          accounts: accountsView(ACME.id, [
            { ...ACME, extension: '' },
            { ...BRANCH, name: '  ', unheardVoicemail: null },
          ]),
        }),
        fakeActions(),
      ),
    );
    expect(labels(items)).toEqual(['Acme front desk', `${BRANCH.domain} · ext 340`, 'Demo']);
  });

  it("doubles an '&' in an account's name, which Electron would take for a mnemonic and hide", () => {
    const items = accountList(
      trayMenuTemplate(
        menuState({ accounts: accountsView(ACME.id, [{ ...ACME, name: 'Smith & Sons' }]) }),
        fakeActions(),
      ),
    );
    expect(items[0]?.label).toBe('Smith && Sons · ext 201');
  });

  it('lists no accounts while none is saved (the demo is all there is), nor when they could not be read', () => {
    const demoOnly = trayMenuTemplate(
      menuState({ accounts: accountsView(DEMO_ACCOUNT_ID, []) }),
      fakeActions(),
    );
    expect(labels(demoOnly)).not.toContain('Accounts');
    expect(demoOnly.some((candidate) => candidate.type === 'radio')).toBe(false);
    expect(labels(trayMenuTemplate(menuState({ accounts: null }), fakeActions()))).not.toContain('Accounts');
  });
});

describe('trayToolTip', () => {
  it.each([
    [{ account: null, unheardVoicemail: 0, toCallBack: 0 }, 'Dialdesk'],
    [
      { account: null, unheardVoicemail: 3, toCallBack: 1 },
      'Dialdesk: voicemail (3 unheard), 1 to call back',
    ],
    [{ account: null, unheardVoicemail: 0, toCallBack: 4 }, 'Dialdesk: 4 to call back'],
    [{ account: 'Acme front desk', unheardVoicemail: 0, toCallBack: 0 }, 'Dialdesk — Acme front desk'],
    [
      { account: 'Acme front desk', unheardVoicemail: 2, toCallBack: 0 },
      'Dialdesk — Acme front desk: voicemail (2 unheard)',
    ],
    [
      { account: 'Acme front desk', unheardVoicemail: 2, toCallBack: 3 },
      'Dialdesk — Acme front desk: voicemail (2 unheard), 3 to call back',
    ],
    [{ account: 'A'.repeat(59), unheardVoicemail: 0, toCallBack: 0 }, `Dialdesk — ${'A'.repeat(39)}…`],
  ])('says %o as %j', (state, text) => {
    expect(trayToolTip(state)).toBe(text);
  });
});

describe('createTrayService', () => {
  let clipboardText: string;
  let recent: RecentCall[];
  let favourites: () => Promise<Favourite[]>;
  let accounts: () => Promise<AccountsView>;
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
      listFavourites: () => favourites(),
      listAccounts: () => accounts(),
      actions,
    });
  };
  const menuLabels = (menu: FakeMenu | null | undefined) => labels((menu?.template ?? []) as TrayMenuItem[]);

  beforeEach(() => {
    vi.useFakeTimers();
    clipboardText = 'Call me at 555-123-4567 tomorrow';
    recent = [];
    favourites = async () => [];
    accounts = async () => accountsView(DEMO_ACCOUNT_ID, []);
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

  it('on Linux, makes the menu and the tooltip again in a new language after invalidate', async () => {
    const service = start('linux');
    service.setCount('toCallBack', 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.tooltip).toBe('Dialdesk: 2 to call back');
    try {
      speakGerman();
      service.invalidate();
      expect(tray.tooltip).toBe('Dialdesk: 2 zurückzurufen');
      await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
      expect(menuLabels(tray.contextMenu)[0]).toBe('(555) 123-4567 anrufen');
      expect(menuLabels(tray.contextMenu)).toContain('Zurückrufen (2)');
    } finally {
      speakEnglish();
    }
  });

  it('on Linux, shows the numbers to call back beside the unheard voicemail, in the tooltip at once and the menu at the next poll', async () => {
    const service = start('linux');
    await vi.advanceTimersByTimeAsync(0);
    expect(menuLabels(tray.contextMenu)).toContain('To call back');
    service.setCount('toCallBack', 3);
    expect(tray.tooltip).toBe('Dialdesk: 3 to call back');
    // Each count keeps its own place: one changing leaves the other as it was.
    service.setCount('unheardVoicemail', 2);
    expect(tray.tooltip).toBe('Dialdesk: voicemail (2 unheard), 3 to call back');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(menuLabels(tray.contextMenu)).toEqual(
      expect.arrayContaining(['To call back (3)', 'History', 'Voicemail (2 unheard)']),
    );
    // Called back or done: the count goes, the voicemail's stays.
    service.setCount('toCallBack', 0);
    expect(tray.tooltip).toBe('Dialdesk: voicemail (2 unheard)');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(menuLabels(tray.contextMenu)).toContain('To call back');
    expect(menuLabels(tray.contextMenu)).not.toContain('To call back (3)');
  });

  it('on Windows, builds the menu with the count to call back when it is shown', async () => {
    const service = start('win32');
    service.setCount('toCallBack', 5);
    tray.emit('right-click');
    await vi.advanceTimersByTimeAsync(0);
    expect(menuLabels(tray.poppedUp.at(-1))).toContain('To call back (5)');
    expect(tray.tooltip).toBe('Dialdesk: 5 to call back');
  });

  it('on Linux, rebuilds after invalidate (a call was placed) even if the clipboard is the same', async () => {
    const service = start('linux');
    await vi.advanceTimersByTimeAsync(0);
    recent = [RECENT[0] as RecentCall];
    service.invalidate();
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(menuLabels(tray.contextMenu)).toContain('(555) 555-0123');
  });

  it('on Linux, lists the accounts, and rebuilds the menu and the tooltip when they change', async () => {
    let view = TWO_ACCOUNTS;
    accounts = async () => view;
    const service = start('linux');
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.tooltip).toBe('Dialdesk — Acme front desk');
    const ticked = () =>
      accountList((tray.contextMenu?.template ?? []) as TrayMenuItem[]).find((choice) => choice.checked)
        ?.label;
    expect(ticked()).toBe('Acme front desk · ext 201');

    view = { ...TWO_ACCOUNTS, activeId: BRANCH.id };
    service.showAccounts(view);
    expect(tray.tooltip).toBe('Dialdesk — Branch office');
    // The active account's count follows its watch (voicemailStatus), ahead of the last view's 2.
    service.setCount('unheardVoicemail', 5);
    expect(tray.tooltip).toBe('Dialdesk — Branch office: voicemail (5 unheard)');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(ticked()).toBe('Branch office · ext 340 · 5 unheard');
  });

  it('on Linux, lists the favourites again after a change of contacts (invalidate) and after a switch of account', async () => {
    const service = start('linux');
    await vi.advanceTimersByTimeAsync(0);
    expect(menuLabels(tray.contextMenu)).not.toContain('Favourites');
    favourites = async () => [DANA_MOBILE];
    service.invalidate();
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    expect(menuLabels(tray.contextMenu)).toContain(
      '\u2068Dana Whitfield\u2069 · Mobile · \u2068(555) 555-0147\u2069',
    );
    // Another account: its own favourites (an extension starred under it), the other's gone.
    favourites = async () => [SAM_EXTENSION];
    service.showAccounts(TWO_ACCOUNTS);
    await vi.advanceTimersByTimeAsync(CLIPBOARD_POLL_MS);
    const shown = menuLabels(tray.contextMenu);
    expect(shown).toContain('\u2068Sam Okafor\u2069 · Extension · \u2068205\u2069');
    expect(shown.join('\n')).not.toContain('Dana');
  });

  it('on macOS, reads the favourites each time the menu opens', async () => {
    start('darwin');
    favourites = async () => [DANA_MOBILE];
    tray.emit('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(menuLabels(tray.poppedUp.at(-1))).toContain(
      '\u2068Dana Whitfield\u2069 · Mobile · \u2068(555) 555-0147\u2069',
    );
  });

  it.each([
    {
      what: 'favourites',
      heading: 'Favourites',
      fail: () => {
        favourites = () => Promise.reject(new Error('contacts.sqlite is locked'));
      },
    },
    {
      what: 'accounts',
      heading: 'Accounts',
      fail: () => {
        accounts = () => Promise.reject(new Error('accounts.json unreadable'));
      },
    },
  ])(
    'still offers calling, the recent calls and the window when the $what cannot be read',
    async ({ what, heading, fail }) => {
      fail();
      recent = [RECENT[0] as RecentCall];
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        start('linux');
        await vi.advanceTimersByTimeAsync(0);
        const shown = menuLabels(tray.contextMenu);
        expect(shown[0]).toBe('Call (555) 123-4567');
        expect(shown).toContain('(555) 555-0123');
        expect(shown).toContain('Open Dialdesk');
        expect(shown).not.toContain(heading);
        expect(tray.tooltip).toBe('Dialdesk');
        expect(logged).toHaveBeenCalledWith(
          `Dialdesk: the ${what} could not be read for the tray menu`,
          expect.any(Error),
        );
      } finally {
        logged.mockRestore();
      }
    },
  );

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

  it('on macOS, names the account in use in the tooltip from the start, before any click', async () => {
    accounts = async () => TWO_ACCOUNTS;
    const service = start('darwin');
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.tooltip).toBe('Dialdesk — Acme front desk');
    service.showAccounts({ ...TWO_ACCOUNTS, activeId: DEMO_ACCOUNT_ID });
    expect(tray.tooltip).toBe('Dialdesk — Demo');
  });

  it('keeps a view pushed by accountsChanged over the slower first answer', async () => {
    let answer: (view: AccountsView) => void = () => {};
    accounts = () => new Promise((resolve) => (answer = resolve));
    const service = start('darwin');
    service.showAccounts({ ...TWO_ACCOUNTS, activeId: BRANCH.id });
    answer(TWO_ACCOUNTS);
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.tooltip).toBe('Dialdesk — Branch office');
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
