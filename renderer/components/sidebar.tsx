// The navigation: one entry per screen, the dial pad first, and which phone system the app talks to
// (the account header: the demo, or the account and the extension that rings). The same markup is a
// sidebar on a wide window, an icon rail on a narrower one and a bar across the top of a companion-sized
// one (sidebar.css): each entry's label is then its tooltip, shown on hover and on keyboard focus, and
// every entry carries its name in aria-label (the voicemail entry with its unheard count, To call back
// with how many numbers wait). Once an account is saved, the header is the account switcher.
import { formatNumber, type MessageKey, t } from '../../preload/shared/i18n/translate';
import { accounts, callBacks, navigation, settings, voicemail } from '../stores';
import { activeAccount } from '../stores/accounts';
import type { Screen } from '../stores/navigation';
import { useStore } from '../stores/use-store';
import { unheardCount } from '../stores/voicemail';
import { AccountHeader, accountSummary } from './account-header';
import { AccountSwitcher } from './account-switcher';
import { Icon, type IconName } from './icons';
import './sidebar.css';

const ENTRIES = [
  { screen: 'history', label: 'nav.history', icon: 'history' },
  { screen: 'callbacks', label: 'nav.callBacks', icon: 'call-back' },
  { screen: 'voicemail', label: 'nav.voicemail', icon: 'voicemail' },
  { screen: 'recordings', label: 'nav.recordings', icon: 'recordings' },
  { screen: 'people', label: 'nav.people', icon: 'people' },
  { screen: 'lookup', label: 'nav.lookup', icon: 'lookup' },
  { screen: 'settings', label: 'nav.settings', icon: 'settings' },
] as const satisfies readonly { screen: Screen; label: MessageKey; icon: IconName }[];

/** An entry's count: the number shown, the entry's name with it, and the word said after the number. */
interface Counted {
  count: number;
  name: string;
  word: string;
}

export function Sidebar() {
  const screen = useStore(navigation, (state) => state.screen);
  const go = navigation.getState().go;
  const view = useStore(settings, (state) => state.view);
  const saved = useStore(accounts, (state) => state.view);
  const active = useStore(accounts, activeAccount);
  const unheard = useStore(voicemail, unheardCount);
  const waiting = useStore(callBacks, (state) => state.count);
  const counted = (target: Screen): Counted | null => {
    if (target === 'voicemail' && unheard > 0)
      return {
        count: unheard,
        name: t('nav.voicemailUnheard', { count: unheard }),
        word: t('nav.unheard', { count: unheard }),
      };
    if (target === 'callbacks' && waiting > 0)
      return {
        count: waiting,
        name: t('nav.callBacksCount', { count: waiting }),
        word: t('nav.callBacksWaiting', { count: waiting }),
      };
    return null;
  };
  const current = (target: Screen) => (screen === target ? 'page' : undefined);

  return (
    <nav class="sidebar" aria-label={t('app.name')}>
      <div class="brand">
        <span class="logo" aria-hidden="true">
          <Icon name="phone" size={16} />
        </span>
        <span class="brand-name">{t('app.name')}</span>
      </div>
      {view &&
        (saved && saved.accounts.length > 0 ? (
          <AccountSwitcher account={accountSummary(view, active)} view={saved} />
        ) : (
          <AccountHeader account={accountSummary(view, active)} />
        ))}
      <button
        type="button"
        class="button primary dial-entry"
        aria-current={current('dialpad')}
        aria-label={t('nav.dialPad')}
        onClick={() => go('dialpad')}
      >
        <Icon name="dialpad" />{' '}
        <span class="nav-label" aria-hidden="true">
          {t('nav.dialPad')}
        </span>
      </button>
      <ul>
        {ENTRIES.map(({ screen: target, label, icon }) => {
          const count = counted(target);
          const name = t(label);
          return (
            <li key={target}>
              <button
                type="button"
                class="nav-item"
                aria-current={current(target)}
                aria-label={count ? count.name : name}
                onClick={() => go(target)}
              >
                <Icon name={icon} />
                <span class="nav-label" aria-hidden="true">
                  {name}
                </span>{' '}
                {count && (
                  <span class="count">
                    <span translate={false}>{formatNumber(count.count)}</span>
                    <span class="visually-hidden"> {count.word}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
