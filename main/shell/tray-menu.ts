// The tray menu's items: call or look up the number on the clipboard, call one of the last numbers
// again, switch between the saved accounts (a ticked list, as MicroSIP's), open History (with the missed
// calls not yet seen) or voicemail, open the window, quit. Built from plain data so the menu can be
// checked without Electron.
import {
  type AccountEntry,
  type AccountsView,
  DEMO_ACCOUNT_ID,
  type RecentCall,
} from '../../preload/contract';
import type { FoundNumber } from './found-number';

export interface TrayMenuState {
  clipboardNumber: FoundNumber | null;
  recentCalls: readonly RecentCall[];
  /** The active account's, as its voicemail watch last reported (voicemailStatus). */
  unheardVoicemail: number;
  unseenMissed: number;
  /** Null when they could not be read: the menu still offers everything else. */
  accounts: AccountsView | null;
}

export interface TrayMenuActions {
  call(number: string): void;
  lookup(number: string): void;
  open(): void;
  openVoicemail(): void;
  /** History's missed filter when there are missed calls not yet seen, else History. */
  openHistory(): void;
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
  return unheard > 0 ? `Voicemail (${unheard} unheard)` : 'Voicemail';
}

/** "History (2 missed)": missed calls announced and not yet seen in History's missed filter. */
export function historyLabel(unseenMissed: number): string {
  return unseenMissed > 0 ? `History (${unseenMissed} missed)` : 'History';
}

/** What the demo phone system is called in the list of accounts (and in the tooltip). */
const DEMO_NAME = 'Demo';

/** The person's name for the account; an unnamed one by where it connects, so that no item is blank. */
function accountName(account: AccountEntry): string {
  return account.name.trim() || account.domain.trim() || account.accountId.trim() || 'Unnamed account';
}

/** The name of the account in use: the tooltip's, once there are saved accounts to tell apart. */
export function activeAccountName(view: AccountsView): string | null {
  if (view.accounts.length === 0) return null;
  const active = view.accounts.find((account) => account.id === view.activeId);
  return active ? accountName(active) : DEMO_NAME;
}

/** Windows cuts a tray tooltip at 127 characters: a long account name must leave room for the counts. */
const MAX_TOOLTIP_NAME = 40;

/**
 * "Dialdesk — Acme front desk: voicemail (2 unheard), history (1 missed)": the account in use (when
 * there are saved ones to tell apart) and what waits there.
 */
export function trayToolTip(state: {
  account: string | null;
  unheardVoicemail: number;
  unseenMissed: number;
}): string {
  // By code point, so that an emoji in a name is never cut in half.
  const characters = Array.from(state.account ?? '');
  const shortened = characters
    .slice(0, MAX_TOOLTIP_NAME - 1)
    .join('')
    .trimEnd();
  const name = characters.length > MAX_TOOLTIP_NAME ? `${shortened}…` : state.account;
  const news = [
    state.unheardVoicemail > 0 ? voicemailLabel(state.unheardVoicemail).toLowerCase() : null,
    state.unseenMissed > 0 ? historyLabel(state.unseenMissed).toLowerCase() : null,
  ].filter(Boolean);
  const app = name ? `Dialdesk — ${name}` : 'Dialdesk';
  return news.length > 0 ? `${app}: ${news.join(', ')}` : app;
}

/** "Acme front desk · ext 201 · 2 unheard": which account, which phone rings, and what waits there. */
function accountLabel(name: string, extension: string, unheard: number | null): string {
  return [
    // Electron reads a single '&' in a menu label as a keyboard mnemonic and hides it: "Smith & Sons"
    // would show as "Smith  Sons". Doubled, it shows as itself.
    name.replaceAll('&', '&&'),
    extension.trim() === '' ? null : `ext ${extension.trim()}`,
    unheard !== null && unheard > 0 ? `${unheard} unheard` : null,
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
    { id: DEMO_ACCOUNT_ID, name: DEMO_NAME, extension: '', unheard: null },
  ];
  return [
    SEPARATOR,
    { label: 'Accounts', enabled: false },
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
      ? { label: `Call ${found.display}`, click: () => actions.call(found.text) }
      : { label: 'Call: no number on the clipboard', enabled: false },
    found?.external
      ? { label: `Look up ${found.display}`, click: () => actions.lookup(found.text) }
      : { label: 'Look up: no outside number on the clipboard', enabled: false },
  ];
  const recentItems: TrayMenuItem[] =
    state.recentCalls.length === 0
      ? []
      : [
          SEPARATOR,
          { label: 'Recent calls', enabled: false },
          ...state.recentCalls.map((recent) => ({
            label: recent.display,
            click: () => actions.call(recent.number),
          })),
        ];
  return [
    ...clipboardItems,
    ...recentItems,
    ...accountItems(state, actions),
    SEPARATOR,
    { label: historyLabel(state.unseenMissed), click: actions.openHistory },
    { label: voicemailLabel(state.unheardVoicemail), click: actions.openVoicemail },
    { label: 'Open Dialdesk', click: actions.open },
    { label: 'Settings…', click: actions.openSettings },
    { label: 'Check for updates…', click: actions.checkForUpdates },
    SEPARATOR,
    { label: 'Quit Dialdesk', click: actions.quit },
  ];
}
