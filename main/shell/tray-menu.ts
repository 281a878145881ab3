// The tray menu's items: call or look up the number on the clipboard, open the quick-dial box, call one
// of the person's favourites or one of the last numbers again, switch between the saved accounts (a ticked
// list, as MicroSIP's), open the call-back list (with its count), History or voicemail, open the window,
// quit. Built from plain data so the menu can be checked without Electron, and in the language in use
// each time it is built.
import {
  type AccountEntry,
  type AccountsView,
  DEMO_ACCOUNT_ID,
  type Favourite,
  type RecentCall,
} from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import type { FoundNumber } from './found-number';
import { capped, isolated, oneLine } from './notification-text';

export interface TrayMenuState {
  clipboardNumber: FoundNumber | null;
  /** The starred numbers usable on the account in use, in the person's order. */
  favourites: readonly Favourite[];
  recentCalls: readonly RecentCall[];
  /** The active account's, as its voicemail watch last reported (voicemailStatus). */
  unheardVoicemail: number;
  /** The active account's numbers still to call back (the call-back list). */
  toCallBack: number;
  /** Null when they could not be read: the menu still offers everything else. */
  accounts: AccountsView | null;
  /** The administrator turned update checks off: the menu says so instead of offering a check. */
  updatesManaged?: boolean;
}

export interface TrayMenuActions {
  call(number: string): void;
  lookup(number: string): void;
  /** Opens the quick-dial box. */
  quickDial(): void;
  open(): void;
  openVoicemail(): void;
  openHistory(): void;
  openCallBacks(): void;
  openSettings(): void;
  /** Checks for a newer Dialdesk now and says the answer. */
  checkForUpdates(): void;
  /** Makes this saved account (or the demo, DEMO_ACCOUNT_ID) the one in use. */
  switchAccount(id: string): void;
  quit(): void;
}

/** The part of Electron's MenuItemConstructorOptions used here. */
export interface TrayMenuItem {
  label?: string;
  type?: 'separator' | 'radio';
  /** A radio item's tick. */
  checked?: boolean;
  enabled?: boolean;
  click?: () => void;
}

const SEPARATOR: TrayMenuItem = { type: 'separator' };

/** "Voicemail (3 unheard)": the count the tray tooltip also shows. */
export function voicemailLabel(unheard: number): string {
  return unheard > 0 ? t('tray.voicemailUnheard', { count: unheard }) : t('tray.voicemail');
}

/** "To call back (2)": the numbers the call-back list holds. */
export function callBackLabel(toCallBack: number): string {
  return toCallBack > 0 ? t('tray.callBackCount', { count: toCallBack }) : t('tray.callBack');
}

/** The person's name for the account; an unnamed one by where it connects, so that no item is blank. */
function accountName(account: AccountEntry): string {
  return account.name.trim() || account.domain.trim() || account.accountId.trim() || t('tray.unnamedAccount');
}

/** The name of the account in use: the tooltip's, once there are saved accounts to tell apart. */
export function activeAccountName(view: AccountsView): string | null {
  if (view.accounts.length === 0) return null;
  const active = view.accounts.find((account) => account.id === view.activeId);
  // What the demo phone system is called in the list of accounts (and in the tooltip).
  return active ? accountName(active) : t('tray.demo');
}

/** Windows cuts a tray tooltip at 127 characters: a long account name must leave room for the counts. */
const MAX_TOOLTIP_NAME = 40;

/**
 * "Dialdesk — Acme front desk: voicemail (2 unheard), 1 to call back": the account in use (when
 * there are saved ones to tell apart) and what waits there.
 */
export function trayToolTip(state: {
  account: string | null;
  unheardVoicemail: number;
  toCallBack: number;
}): string {
  // By code point, so that an emoji in a name is never cut in half.
  const characters = Array.from(state.account ?? '');
  const shortened = characters
    .slice(0, MAX_TOOLTIP_NAME - 1)
    .join('')
    .trimEnd();
  const name = characters.length > MAX_TOOLTIP_NAME ? `${shortened}…` : state.account;
  const voicemail =
    state.unheardVoicemail > 0 ? t('tray.toolTipVoicemail', { count: state.unheardVoicemail }) : null;
  const callBack = state.toCallBack > 0 ? t('tray.toolTipCallBack', { count: state.toCallBack }) : null;
  const news =
    voicemail && callBack ? t('tray.toolTipBoth', { voicemail, callBack }) : (voicemail ?? callBack);
  const app = name ? t('tray.toolTipAccount', { account: name }) : 'Dialdesk';
  return news ? t('tray.toolTipNews', { app, news }) : app;
}

/** The longest name a menu item shows of a caller: a menu is one line, and a name may be anyone's. */
const MAX_MENU_NAME = 40;
/** The most favourites the menu lists: the rest are a click away, at the top of the dial pad and People. */
export const MAX_TRAY_FAVOURITES = 10;

/**
 * Text as a menu item shows it as itself: Electron reads a single '&' in a label as a keyboard mnemonic
 * and hides it ("Smith & Sons" would show as "Smith  Sons"); doubled, it shows as itself.
 */
const literal = (text: string) => text.replaceAll('&', '&&');

/**
 * A name (or a number's text) from a caller or a contact, as an item shows it: one line, without
 * characters that reorder or hide text, cut to MAX_MENU_NAME, isolated so that a right-to-left name
 * cannot move the words after it, and each '&' shown as itself.
 */
const menuText = (text: string) => literal(isolated(capped(oneLine(text), MAX_MENU_NAME)));

/** "Dana Whitfield · (555) 555-0123": the name every view gives the number, and the number. */
const recentLabel = (recent: RecentCall): string =>
  recent.name ? `${menuText(recent.name)} · ${recent.display}` : recent.display;

/** "Dana Whitfield · Mobile · (555) 555-0147": the contact, what the number is to them, and the number. */
const favouriteLabel = (favourite: Favourite): string =>
  [menuText(favourite.name), labelWord(favourite.label), menuText(favourite.shown)].join(' · ');

/** The items of a list that has a heading, or none at all while the list is empty. */
const headedList = (heading: string, items: readonly TrayMenuItem[]): TrayMenuItem[] =>
  items.length === 0 ? [] : [SEPARATOR, { label: heading, enabled: false }, ...items];

/** "Acme front desk · ext 201 · 2 unheard": which account, which phone rings, and what waits there. */
function accountLabel(name: string, extension: string, unheard: number | null): string {
  return [
    literal(name),
    extension.trim() === '' ? null : t('tray.accountExtension', { extension: extension.trim() }),
    unheard !== null && unheard > 0 ? t('tray.accountUnheard', { count: unheard }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A tick beside the account in use and one item for each other one, the demo last. With no account
 * saved there is nothing to choose between, so no list at all.
 */
function accountItems(state: TrayMenuState, actions: TrayMenuActions): TrayMenuItem[] {
  const view = state.accounts;
  if (!view || view.accounts.length === 0) return [];
  const choices = [
    ...view.accounts.map((account) => ({
      id: account.id,
      name: accountName(account),
      extension: account.extension,
      unheard: account.unheardVoicemail,
    })),
    { id: DEMO_ACCOUNT_ID, name: t('tray.demo'), extension: '', unheard: null },
  ];
  return [
    SEPARATOR,
    { label: t('tray.accounts'), enabled: false },
    ...choices.map(({ id, name, extension, unheard }): TrayMenuItem => {
      const active = id === view.activeId;
      return {
        type: 'radio',
        checked: active,
        // The active account's count is the one its watch reports as it changes (voicemailStatus), the
        // same as the Voicemail item's; the others' are what their watches last found.
        label: accountLabel(name, extension, active ? state.unheardVoicemail : unheard),
        // Electron ticks a radio item when clicked: a click on the one already in use changes nothing.
        ...(!active && { click: () => actions.switchAccount(id) }),
      };
    }),
  ];
}

export function trayMenuTemplate(state: TrayMenuState, actions: TrayMenuActions): TrayMenuItem[] {
  const found = state.clipboardNumber;
  // Shown disabled rather than hidden, so the menu also says what copying a number would offer.
  const clipboardItems: TrayMenuItem[] = [
    found
      ? { label: t('tray.call', { number: found.display }), click: () => actions.call(found.text) }
      : { label: t('tray.callNothing'), enabled: false },
    found?.external
      ? { label: t('tray.lookUp', { number: found.display }), click: () => actions.lookup(found.text) }
      : { label: t('tray.lookUpNothing'), enabled: false },
  ];
  // Called through the same action as any tray call: the confirmation asks first.
  const favouriteItems = state.favourites.slice(0, MAX_TRAY_FAVOURITES).map((favourite) => ({
    label: favouriteLabel(favourite),
    click: () => actions.call(favourite.number),
  }));
  const recentItems = state.recentCalls.map((recent) => ({
    label: recentLabel(recent),
    click: () => actions.call(recent.number),
  }));
  return [
    ...clipboardItems,
    { label: t('tray.quickDial'), click: actions.quickDial },
    ...headedList(t('tray.favourites'), favouriteItems),
    ...headedList(t('tray.recentCalls'), recentItems),
    ...accountItems(state, actions),
    SEPARATOR,
    { label: callBackLabel(state.toCallBack), click: actions.openCallBacks },
    { label: t('tray.history'), click: actions.openHistory },
    { label: voicemailLabel(state.unheardVoicemail), click: actions.openVoicemail },
    { label: t('tray.open'), click: actions.open },
    { label: t('tray.settings'), click: actions.openSettings },
    state.updatesManaged
      ? { label: t('tray.updatesManaged'), enabled: false }
      : { label: t('tray.checkForUpdates'), click: actions.checkForUpdates },
    SEPARATOR,
    { label: t('tray.quit'), click: actions.quit },
  ];
}
