// The tray menu's items: call or look up the number on the clipboard, call one of the last numbers
// again, open History (with the missed calls not yet seen) or voicemail, open the window, quit. Built from plain data so the menu can be checked without Electron.
import type { RecentCall } from '../../preload/contract';
import type { FoundNumber } from './found-number';

export interface TrayMenuState {
  clipboardNumber: FoundNumber | null;
  recentCalls: readonly RecentCall[];
  unheardVoicemail: number;
  unseenMissed: number;
}

export interface TrayMenuActions {
  call(number: string): void;
  lookup(number: string): void;
  open(): void;
  openVoicemail(): void;
  /** History's missed filter when there are missed calls not yet seen, else History. */
  openHistory(): void;
  openSettings(): void;
  quit(): void;
}

/** The part of Electron's MenuItemConstructorOptions used here. */
export interface TrayMenuItem {
  label?: string;
  type?: 'separator';
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
    SEPARATOR,
    { label: historyLabel(state.unseenMissed), click: actions.openHistory },
    { label: voicemailLabel(state.unheardVoicemail), click: actions.openVoicemail },
    { label: 'Open Dialdesk', click: actions.open },
    { label: 'Settings…', click: actions.openSettings },
    SEPARATOR,
    { label: 'Quit Dialdesk', click: actions.quit },
  ];
}
