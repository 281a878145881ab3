// Which phone system the window works with and which extension rings when a call is placed: the demo,
// or the account's name and extension ("Acme front desk · ext 201"). Shown in the navigation at every
// width, as the sidebar's first line, in the icon rail, and at the left of the bar across a
// companion-sized window. Once an account is saved it is the switcher (account-switcher.tsx), which
// shows the same label on its button.
import type { AccountEntry, SettingsView } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { phoneSystemHost } from '../format/account-check';
import './account-header.css';

export type AccountSummary =
  | { kind: 'demo' }
  | {
      kind: 'account';
      /** What the person knows the account by: the name they gave it (its id before the list is read). */
      name: string;
      /** The extension that rings first; '' while the account has none yet. */
      extension: string;
      /** Where the phone system is; null when the address is not complete. */
      host: string | null;
    };

/** The account in use: the saved one (even while it is incomplete and the demo stands in), or the demo. */
export function accountSummary(view: SettingsView, active: AccountEntry | null): AccountSummary {
  const account = active ?? (view.mode === 'account' ? view.settings.account : null);
  if (!account) return { kind: 'demo' };
  return {
    kind: 'account',
    name: active?.name ?? account.accountId,
    extension: account.extension,
    host: phoneSystemHost(account),
  };
}

/** What a call does, for a tooltip: the extension that rings, on which account and where. */
export function accountTitle(account: AccountSummary): string | undefined {
  if (account.kind === 'demo') return undefined;
  const { extension, name, host } = account;
  if (extension)
    return host
      ? t('accounts.tooltip.ringsAt', { extension, name, host })
      : t('accounts.tooltip.rings', { extension, name });
  return host
    ? t('accounts.tooltip.noExtensionAt', { name, host })
    : t('accounts.tooltip.noExtension', { name });
}

/** The account's name and the extension that rings, as two short lines; or the Demo badge. */
export function AccountLabel({ account }: { account: AccountSummary }) {
  if (account.kind === 'demo')
    return (
      <span class="account-label demo">
        <span class="badge">{t('accounts.demo')}</span>{' '}
        <span class="account-detail">{t('accounts.demo.detail')}</span>
      </span>
    );
  return (
    <span class="account-label">
      <span class="account-name" translate={false}>
        {account.name}
      </span>{' '}
      {account.extension ? (
        <span class="account-ext">{t('accounts.extension', { extension: account.extension })}</span>
      ) : (
        <span class="account-ext none">{t('accounts.noExtension')}</span>
      )}
    </span>
  );
}

export function AccountHeader({ account }: { account: AccountSummary }) {
  return (
    <p
      class={account.kind === 'demo' ? 'account-header demo' : 'account-header'}
      data-account-header
      title={accountTitle(account)}
    >
      <AccountLabel account={account} />
    </p>
  );
}
