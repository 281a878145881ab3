// Which phone system the window works with and which extension rings when a call is placed: the demo,
// or the account's id and extension ("acme-01 · ext 201"). Shown in the navigation at every width, as
// the sidebar's first line, in the icon rail, and at the left of the bar across a companion-sized window.
// It takes a summary, not the settings, so that the list of saved accounts (issue 24) can hand it
// the active one and turn it into the switcher.
import type { SettingsView } from '../../preload/contract';
import { phoneSystemHost } from '../format/account-check';
import './account-header.css';

export type AccountSummary =
  | { kind: 'demo' }
  | {
      kind: 'account';
      /** What the person knows the account by: its id for now (a name of their own with issue 24). */
      name: string;
      /** The extension that rings first. */
      extension: string;
      /** Where the phone system is; null when the address is not complete. */
      host: string | null;
    };

export function accountSummary(view: SettingsView): AccountSummary {
  if (view.mode === 'demo') return { kind: 'demo' };
  const { account } = view.settings;
  return {
    kind: 'account',
    name: account.accountId,
    extension: account.extension,
    host: phoneSystemHost(account),
  };
}

export function AccountHeader({ account }: { account: AccountSummary }) {
  if (account.kind === 'demo')
    return (
      <p class="account-header demo" data-account-header>
        <span class="badge">Demo</span> <span class="account-detail">Made-up calls</span>
      </p>
    );
  const where = account.host ? ` at ${account.host}` : '';
  return (
    <p
      class="account-header"
      data-account-header
      title={`Calls ring extension ${account.extension} first (account ${account.name}${where}).`}
    >
      <span class="account-name">{account.name}</span>{' '}
      <span class="account-ext">ext {account.extension}</span>
    </p>
  );
}
