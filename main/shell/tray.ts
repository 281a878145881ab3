// The tray icon and its menu. The menu names the number on the clipboard, so it must be rebuilt when
// the clipboard changes. Linux tray menus (AppIndicator) are handed over once and cannot be rebuilt at
// the moment they open, so there the clipboard is checked every few seconds and the menu rebuilt only
// when it changed. macOS and Windows build the menu when the icon is clicked, which also avoids reading
// the clipboard while the user is not looking (macOS warns about apps that read it in the background).
// The favourites and the recent numbers are read for each menu built: a change of contacts or of the
// account in use (invalidate, showAccounts) is in the next one.
// The tooltip names the account in use once there are saved accounts to tell apart. Menu and tooltip are
// made in the language in use when they are made: invalidate after a language change makes them again.
import type { AccountsView, Favourite, RecentCall } from '../../preload/contract';
import { findNumber } from './found-number';
import type { MenuBarMenu } from './mac-menu';
import {
  activeAccountName,
  type TrayMenuActions,
  type TrayMenuItem,
  trayMenuTemplate,
  trayToolTip,
} from './tray-menu';

export interface TrayLike<Menu> {
  setToolTip(toolTip: string): void;
  setContextMenu(menu: Menu | null): void;
  popUpContextMenu(menu?: Menu): void;
  on(event: 'click', listener: () => void): unknown;
  on(event: 'right-click', listener: () => void): unknown;
  destroy(): void;
}

export interface MenuBuilder<Menu> {
  buildFromTemplate(template: TrayMenuItem[] | MenuBarMenu[]): Menu;
}

export interface TrayServiceOptions<Menu> {
  createTray(): TrayLike<Menu>;
  Menu: MenuBuilder<Menu>;
  platform: NodeJS.Platform;
  readClipboard(): Promise<string>;
  defaultRegion(): string;
  listRecentCalls(): Promise<RecentCall[]>;
  /** The person's favourites usable on the account in use, in their order. */
  listFavourites(): Promise<Favourite[]>;
  /** Read for each menu built, and once at the start for the tooltip. */
  listAccounts(): Promise<AccountsView>;
  /** The organisation turned update checks off (its UpdateChecks policy): asked for each menu built. */
  updatesManaged?: () => boolean;
  actions: TrayMenuActions;
}

export interface TrayService {
  /**
   * The menu's data or language changed (a call was placed, contacts or settings changed): the tooltip is
   * made again now, the menu before it is next seen.
   */
  invalidate(): void;
  /** The unheard voicemail count or the numbers to call back, for the tooltip and the menu. */
  setCount(which: CountName, count: number): void;
  /** The saved accounts or the active one changed (accountsChanged): the tooltip and the menu follow. */
  showAccounts(view: AccountsView): void;
  dispose(): void;
}

export type CountName = 'unheardVoicemail' | 'toCallBack';

export const CLIPBOARD_POLL_MS = 2_000;

export function createTrayService<Menu>(options: TrayServiceOptions<Menu>): TrayService {
  const { Menu, actions } = options;
  const tray = options.createTray();
  tray.setToolTip('Dialdesk');
  const counts: Record<CountName, number> = { unheardVoicemail: 0, toCallBack: 0 };
  // The latest view the tooltip names the active account from; null until the first one is known.
  let accounts: AccountsView | null = null;
  const reportFailure = (error: unknown) =>
    console.error('Dialdesk: the tray menu could not be built', error);

  const showToolTip = () =>
    tray.setToolTip(trayToolTip({ account: accounts && activeAccountName(accounts), ...counts }));
  const showCount = (which: CountName, count: number) => {
    counts[which] = count;
    showToolTip();
  };
  const rememberAccounts = (view: AccountsView) => {
    accounts = view;
    showToolTip();
  };
  options.listAccounts().then(
    (view) => {
      // A view pushed by accountsChanged meanwhile is newer than this answer.
      if (!accounts) rememberAccounts(view);
    },
    (error: unknown) => console.error('Dialdesk: the accounts could not be read for the tray', error),
  );

  const buildMenu = async (clipboardText: string): Promise<Menu> => {
    const [recentCalls, favourites, accountsNow] = await Promise.all([
      options.listRecentCalls(),
      // Calling and opening the window matter more than the favourites or the list of accounts: without
      // them (a contacts file another process holds, say), the rest.
      options.listFavourites().catch((error: unknown) => {
        console.error('Dialdesk: the favourites could not be read for the tray menu', error);
        return [];
      }),
      options.listAccounts().catch((error: unknown) => {
        console.error('Dialdesk: the accounts could not be read for the tray menu', error);
        return null;
      }),
    ]);
    const state = {
      clipboardNumber: findNumber(clipboardText, options.defaultRegion()),
      favourites,
      recentCalls,
      accounts: accountsNow,
      updatesManaged: options.updatesManaged?.() ?? false,
      ...counts,
    };
    return Menu.buildFromTemplate(trayMenuTemplate(state, actions));
  };

  if (options.platform !== 'linux') {
    const popUp = () => {
      options
        .readClipboard()
        .then(buildMenu)
        .then((menu) => tray.popUpContextMenu(menu), reportFailure);
    };
    // Windows users expect a left click to open the app and a right click to show the menu.
    tray.on('click', options.platform === 'win32' ? actions.open : popUp);
    tray.on('right-click', popUp);
    return {
      invalidate: showToolTip,
      setCount: showCount,
      showAccounts: rememberAccounts,
      dispose: () => tray.destroy(),
    };
  }

  let shownText: string | null = null;
  let stale = true;
  let busy = false;
  const update = async () => {
    const text = await options.readClipboard();
    if (!stale && text === shownText) return;
    // Cleared first: a change that lands while the menu is being built marks it stale again.
    stale = false;
    shownText = text;
    tray.setContextMenu(await buildMenu(text));
  };
  const tick = () => {
    if (busy) return;
    busy = true;
    update()
      .catch(reportFailure)
      .finally(() => {
        busy = false;
      });
  };
  tick();
  // A change (invalidate) is picked up by the next tick: at most one rebuild runs at a time.
  const timer = setInterval(tick, CLIPBOARD_POLL_MS);
  return {
    invalidate: () => {
      showToolTip();
      stale = true;
    },
    setCount(which, count) {
      showCount(which, count);
      stale = true;
    },
    showAccounts(view) {
      rememberAccounts(view);
      stale = true;
    },
    dispose: () => {
      clearInterval(timer);
      tray.destroy();
    },
  };
}
