// The window: navigation on the left, the current screen, the call status line, and the settings
// warning when main had to repair the settings file.
import type { JSX } from 'preact';
import { CallStatus } from './components/call-status';
import { Icon } from './components/icons';
import { Sidebar } from './components/sidebar';
import { navigation, settings } from './stores';
import type { Screen } from './stores/navigation';
import { useStore } from './stores/use-store';
import { DialpadView } from './views/dialpad-view';
import { HistoryView } from './views/history-view';
import { LookupView } from './views/lookup-view';
import { RecordingsView } from './views/recordings-view';
import { SettingsView } from './views/settings-view';
import { VoicemailView } from './views/voicemail-view';

const SCREENS: Record<Screen, () => JSX.Element> = {
  history: HistoryView,
  voicemail: VoicemailView,
  recordings: RecordingsView,
  lookup: LookupView,
  dialpad: DialpadView,
  settings: SettingsView,
};

export function App() {
  const screen = useStore(navigation, (s) => s.screen);
  const Current = SCREENS[screen];

  return (
    <div class="app">
      <Sidebar />
      <main class="main">
        <SettingsWarning />
        <Current key={screen} />
        <CallStatus />
      </main>
    </div>
  );
}

function SettingsWarning() {
  const warning = useStore(settings, (s) => (s.warningDismissed ? null : (s.view?.warning ?? null)));
  if (!warning) return null;
  return (
    <div class="banner" role="alert">
      <p>{warning}</p>
      <button
        type="button"
        class="icon-button"
        aria-label="Dismiss this warning"
        onClick={() => settings.getState().dismissWarning()}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
