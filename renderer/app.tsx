// The window: navigation on the left, the current screen, the call status line, and the banners about
// what happened outside the screen (a repaired settings file, a voicemail watch that stopped, a local
// history file that could not be read and was set aside, a damaged list of accounts restored from its
// copy, a damaged contacts file restored from its backup). While the demo runs, a line over every screen
// says so; at the very first start without an account, the first-run screen comes before all of it. A
// switch of account asked from the header and refused is said there too. Above the call status line,
// the question which number to call, when the person calls a contact with several.
import type { JSX } from 'preact';
import { t } from '../preload/shared/i18n/translate';
import { Banner } from './components/banner';
import { CallStatus } from './components/call-status';
import { DemoLine } from './components/demo-line';
import { NumberChoice } from './components/number-choice';
import { Sidebar } from './components/sidebar';
import { SwitchFailed } from './components/switch-failed';
import { asSentence, shownSentence } from './format/errors';
import { accounts, contacts, historyStatus, navigation, settings, voicemail } from './stores';
import { restoredNotice } from './stores/contacts';
import type { Screen } from './stores/navigation';
import { showsFirstRun } from './stores/settings';
import { useStore } from './stores/use-store';
import { CallBacksView } from './views/call-backs-view';
import { DialpadView } from './views/dialpad-view';
import { FirstRunView } from './views/first-run-view';
import { HistoryView } from './views/history-view';
import { LookupView } from './views/lookup-view';
import { PeopleView } from './views/people-view';
import { RecordingsView } from './views/recordings-view';
import { SettingsView } from './views/settings-view';
import { VoicemailView } from './views/voicemail-view';

const SCREENS: Record<Screen, () => JSX.Element> = {
  history: HistoryView,
  callbacks: CallBacksView,
  voicemail: VoicemailView,
  recordings: RecordingsView,
  people: PeopleView,
  lookup: LookupView,
  dialpad: DialpadView,
  settings: SettingsView,
};

export function App() {
  const screen = useStore(navigation, (s) => s.screen);
  const firstRun = useStore(settings, showsFirstRun);
  const Current = SCREENS[screen];
  if (firstRun) return <FirstRunView />;

  return (
    <div class="app">
      <Sidebar />
      <main class="main">
        <DemoLine />
        <SwitchProblem />
        <SettingsWarning />
        <AccountsNotice />
        <VoicemailProblem />
        <HistoryNotice />
        <ContactsNotice />
        <Current key={screen} />
        <NumberChoice />
        <CallStatus />
      </main>
    </div>
  );
}

/** A switch asked from the header was refused: said over the screen, since the menu has closed. */
function SwitchProblem() {
  const problem = useStore(accounts, (s) => (s.switchError?.from === 'header' ? s.switchError : null));
  if (!problem) return null;
  return (
    <Banner
      dismissLabel={t('app.dismissSwitchProblem')}
      onDismiss={() => accounts.getState().dismissSwitchError()}
    >
      <strong>
        <SwitchFailed to={problem.to} />
      </strong>{' '}
      {shownSentence(problem.error)}
    </Banner>
  );
}

function SettingsWarning() {
  const warning = useStore(settings, (s) => (s.warningDismissed ? null : (s.view?.warning ?? null)));
  if (!warning) return null;
  return (
    <Banner dismissLabel={t('app.dismissWarning')} onDismiss={() => settings.getState().dismissWarning()}>
      {warning}
    </Banner>
  );
}

/** What the start found wrong with the list of accounts, and did: said until dismissed (Settings says it too). */
function AccountsNotice() {
  const notices = useStore(accounts, (s) => (s.noticesDismissed ? null : s.view?.notices));
  if (!notices || notices.length === 0) return null;
  return (
    <Banner
      dismissLabel={t('app.dismissAccountsNotice')}
      onDismiss={() => accounts.getState().dismissNotices()}
    >
      {notices.join(' ')}
    </Banner>
  );
}

/** The local history file was unreadable and set aside: said once, until dismissed. */
function HistoryNotice() {
  const notice = useStore(historyStatus, (s) =>
    s.status?.notice && s.status.notice !== s.dismissedNotice ? s.status.notice : null,
  );
  if (!notice) return null;
  return (
    <Banner
      dismissLabel={t('app.dismissHistoryNotice')}
      onDismiss={() => historyStatus.getState().dismissNotice()}
    >
      {asSentence(notice)}
    </Banner>
  );
}

/** The contacts file was damaged and its latest backup put in its place: said once, until dismissed. */
function ContactsNotice() {
  const notice = useStore(contacts, restoredNotice);
  if (!notice) return null;
  return (
    <Banner
      dismissLabel={t('people.dismissRestored')}
      onDismiss={() => contacts.getState().dismissRestored()}
    >
      {notice}
    </Banner>
  );
}

/** New messages are no longer checked for: said once, with the way to Settings where it is fixed. */
function VoicemailProblem() {
  const problem = useStore(voicemail, (s) => s.problem);
  const inSettings = useStore(navigation, (s) => s.screen === 'settings');
  if (!problem) return null;
  return (
    <Banner
      dismissLabel={t('app.dismissVoicemailProblem')}
      onDismiss={() => voicemail.getState().dismissProblem()}
      actions={
        !inSettings && (
          <button type="button" class="button" onClick={() => navigation.getState().go('settings')}>
            {t('app.openSettings')}
          </button>
        )
      }
    >
      <strong>{t('app.voicemailNotChecked')}</strong> {shownSentence(problem, { inSettings })}
    </Banner>
  );
}
