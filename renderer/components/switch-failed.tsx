// The headline of a refused switch of account, the header's and Settings' alike: the account by its
// name (the person's own words, not translated), or the demo in a sentence of its own (languages decline
// "the demo" differently after "to").
import { t, tParts } from '../../preload/shared/i18n/translate';

/** `to`: the account's name, null for the demo. */
export function SwitchFailed({ to }: { to: string | null }) {
  if (to === null) return <>{t('app.switchFailedDemo')}</>;
  return <>{tParts('app.switchFailed', { account: <span translate={false}>{to}</span> })}</>;
}
