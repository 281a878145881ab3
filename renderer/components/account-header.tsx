// Which phone system the window works with and which extension rings when a call is placed: the demo,
// or the account's name and extension ("Acme front desk · ext 201"). Shown in the navigation at every
// width, as the sidebar's first line, in the icon rail, and at the left of the bar across a
// companion-sized window. Once an account is saved it is the switcher (account-switcher.tsx), which
// shows the same label on its button.
import type { AccountEntry, SettingsView } from '../../preload/contract';
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
  const where = account.host ? ` at ${account.host}` : '';
  return account.extension
    ? `Calls ring extension ${account.extension} first (account ${account.name}${where}).`
    : `${account.name}${where}: no extension yet, so the demo stands in.`;
}

/** The account's name and the extension that rings, as two short lines; or the Demo badge. */
export function AccountLabel({ account }: { account: AccountSummary }) {
  if (account.kind === 'demo')
    return (
      <span class="account-label demo">
        <span class="badge">Demo</span> <span class="account-detail">Made-up calls</span>
      </span>
    );
  return (
    <span class="account-label">
      <span class="account-name">{account.name}</span>{' '}
      {account.extension ? (
        <span class="account-ext">ext {account.extension}</span>
      ) : (
        <span class="account-ext none">no extension yet</span>
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
