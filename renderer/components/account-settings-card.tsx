// A Settings card of the account in use (Open in CRM, Calling hours): its title, a line saying whose
// settings these are, and its form once main has answered them, or why they could not be read, with a
// retry. Each account keeps its own: the card reads them as it appears.
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { IpcError } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { accounts } from '../stores';
import { activeAccount } from '../stores/accounts';
import { useStore } from '../stores/use-store';
import { ErrorState } from './states';

export function AccountSettingsCard<T>(props: {
  /** The stem of its class and its heading's id ('crm': section.crm-settings, #crm-title). */
  name: string;
  title: string;
  /** The line under the title, the account's name in it. */
  intro: (account: ComponentChildren) => ComponentChildren;
  /** What could not be read, for the error's headline. */
  readFailed: string;
  /** The settings as main answered them; null until then. */
  saved: T | null;
  /** Why they could not be read; null while they are or are being read. */
  error: IpcError | null;
  read(): void;
  reload(): void;
  form(saved: T): ComponentChildren;
}) {
  const active = useStore(accounts, activeAccount);
  useEffect(() => props.read(), []);
  const account = active ? (
    <strong translate={false}>{active.name}</strong>
  ) : (
    <strong>{t('accounts.demo')}</strong>
  );
  return (
    <section class={`card settings-group ${props.name}-settings`} aria-labelledby={`${props.name}-title`}>
      <h2 id={`${props.name}-title`}>{props.title}</h2>
      <p class="muted">{props.intro(account)}</p>
      {props.error && props.saved === null ? (
        <ErrorState compact what={props.readFailed} error={props.error} onRetry={props.reload} />
      ) : (
        props.saved !== null && props.form(props.saved)
      )}
    </section>
  );
}
