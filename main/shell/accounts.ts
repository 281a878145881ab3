// What the shell knows of the saved accounts: which one is in use (a voicemail notice for another one
// switches to it before opening the message; the page reloads when it changes), and switching from the
// tray or a notification, where a failure has no window to be shown in and is told in a notification.
import { type AccountsView, DEMO_ACCOUNT_ID } from '../../preload/contract';
import { startsAfresh } from '../../preload/shared/account-switch';
import { t } from '../../preload/shared/i18n/translate';
import type { CoreHandlers } from '../core';
import { toIpcError } from '../errors/classify';
import type { Notify } from './notifications';

export interface ShellAccountsOptions {
  core: Pick<CoreHandlers, 'switchAccount'>;
  /** The view at the start (listAccounts): the first change is told from it. */
  initial: AccountsView;
  notify: Notify;
  /** A switch failed: what showed it done (the tray's tick, which Electron moves at the click) goes back. */
  afterFailedSwitch(): void;
}

export interface ShellAccounts {
  /**
   * The core's latest view (accountsChanged): whether the account in use changed, and whether so that
   * the page reloads itself (`startsAfresh`, by the renderer's own rule: preload/shared/account-switch.ts).
   */
  update(view: AccountsView): { activeChanged: boolean; startsAfresh: boolean };
  isActive(accountId: string): boolean;
  /**
   * Whether a notice names the account: when there is a choice of account (as the call confirmation
   * names it: more than one saved, or one and the demo in use), or it is not the one in use (its notice
   * would be taken for the active one's).
   */
  namesAccount(accountId: string): boolean;
  /** Makes the account the one in use; false, after saying why in a notification, when not. Never rejects. */
  switchTo(accountId: string): Promise<boolean>;
}

export function createShellAccounts(options: ShellAccountsOptions): ShellAccounts {
  let view = options.initial;
  const entry = (accountId: string) => view.accounts.find((account) => account.id === accountId);
  const isActive = (accountId: string) => view.activeId === accountId;
  /** The title of a failed switch, naming the account as the view before it knew it. */
  const switchFailedTitle = (accountId: string): string => {
    if (accountId === DEMO_ACCOUNT_ID) return t('notify.switchFailedDemo');
    const name = entry(accountId)?.name.trim();
    return name ? t('notify.switchFailed', { account: name }) : t('notify.switchFailedUnnamed');
  };

  return {
    update(next) {
      const before = view;
      view = next;
      return { activeChanged: before.activeId !== next.activeId, startsAfresh: startsAfresh(before, next) };
    },
    isActive,
    namesAccount: (accountId) => {
      const choices = view.accounts.length + (isActive(DEMO_ACCOUNT_ID) ? 1 : 0);
      return choices > 1 || !isActive(accountId);
    },
    async switchTo(accountId) {
      // Named from the view before the switch: the failure may have left the account gone.
      const title = switchFailedTitle(accountId);
      try {
        // Its answer is not taken as the new view: accountsChanged brings it, and `update` tells from it
        // whether the page reloads (a navigation after the switch waits for that).
        await options.core.switchAccount({ id: accountId });
        return true;
      } catch (error) {
        options.notify({ title, body: [toIpcError(error).message] });
        options.afterFailedSwitch();
        return false;
      }
    },
  };
}
