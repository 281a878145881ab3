// The navigation: one entry per screen, the dial pad first, and which phone system the app talks to
// (the account header: the demo, or the account and the extension that rings). The same markup is a
// sidebar on a wide window, an icon rail on a narrower one and a bar across the top of a companion-sized
// one (sidebar.css): each entry's label is then its tooltip, shown on hover and on keyboard focus, and
// every entry carries its name in aria-label (the voicemail entry with its unheard count, History with
// its missed calls not yet seen). Once an account is saved, the header is the account switcher.
import { accounts, historyStatus, navigation, settings, voicemail } from '../stores';
import { activeAccount } from '../stores/accounts';
import { unseenMissed } from '../stores/history-status';
import type { Screen } from '../stores/navigation';
import { useStore } from '../stores/use-store';
import { unheardCount } from '../stores/voicemail';
import { AccountHeader, accountSummary } from './account-header';
import { AccountSwitcher } from './account-switcher';
import { Icon, type IconName } from './icons';
import './sidebar.css';

const ENTRIES: { screen: Screen; label: string; icon: IconName }[] = [
  { screen: 'history', label: 'History', icon: 'history' },
  { screen: 'voicemail', label: 'Voicemail', icon: 'voicemail' },
  { screen: 'recordings', label: 'Recordings', icon: 'recordings' },
  { screen: 'lookup', label: 'Lookup', icon: 'lookup' },
  { screen: 'settings', label: 'Settings', icon: 'settings' },
];

export function Sidebar() {
  const screen = useStore(navigation, (state) => state.screen);
  const go = navigation.getState().go;
  const view = useStore(settings, (state) => state.view);
  const saved = useStore(accounts, (state) => state.view);
  const active = useStore(accounts, activeAccount);
  const unheard = useStore(voicemail, unheardCount);
  const missed = useStore(historyStatus, unseenMissed);
  /** The count an entry shows, and the word that says what it counts. */
  const counted = (target: Screen): [number, string] | null => {
    if (target === 'voicemail' && unheard > 0) return [unheard, 'unheard'];
    if (target === 'history' && missed > 0) return [missed, 'missed'];
    return null;
  };
  const current = (target: Screen) => (screen === target ? 'page' : undefined);

  return (
    <nav class="sidebar" aria-label="Dialdesk">
      <div class="brand">
        <span class="logo" aria-hidden="true">
          <Icon name="phone" size={16} />
        </span>
        <span class="brand-name">Dialdesk</span>
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
        aria-label="Dial pad"
        onClick={() => go('dialpad')}
      >
        <Icon name="dialpad" />{' '}
        <span class="nav-label" aria-hidden="true">
          Dial pad
        </span>
      </button>
      <ul>
        {ENTRIES.map(({ screen: target, label, icon }) => {
          const count = counted(target);
          return (
            <li key={target}>
              <button
                type="button"
                class="nav-item"
                aria-current={current(target)}
                aria-label={count ? `${label} ${count[0]} ${count[1]}` : label}
                onClick={() => go(target)}
              >
                <Icon name={icon} />
                <span class="nav-label" aria-hidden="true">
                  {label}
                </span>{' '}
                {count && (
                  <span class="count">
                    {count[0]}
                    <span class="visually-hidden"> {count[1]}</span>
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
