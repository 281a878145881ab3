// The app's stores, wired to the bridge and to main's events. Views import them from here; unit tests
// build their own from the factories with a fake API.
import type { SettingsView } from '../../preload/contract';
import { api } from '../api';
import { createCallStore } from './call';
import { createHistoryStore } from './history';
import { createLookupStore } from './lookup';
import { createNavigationStore } from './navigation';
import { createRecordingsStore } from './recordings';
import { createSettingsStore } from './settings';
import { createVoicemailStore } from './voicemail';

export const history = createHistoryStore(api);
export const voicemail = createVoicemailStore(api);
export const recordings = createRecordingsStore(api);
export const lookup = createLookupStore(api);
export const call = createCallStore(api);
export const settings = createSettingsStore(api);
export const navigation = createNavigationStore();

api.on('settingsChanged', (view) => settings.getState().applyView(view));
api.on('callStarted', (outcome) => call.getState().started(outcome));
api.on('voicemailArrived', () => void voicemail.getState().reload());
// The tray, a notification or a lookup hotkey asks for a screen, perhaps with something to show in it.
api.on('navigate', (request) => {
  navigation.getState().go(request.view);
  if (request.view === 'voicemail' && request.uuid) void voicemail.getState().open(request.uuid);
  if (request.view === 'lookup' && request.number) void lookup.getState().lookup(request.number);
});

/** What decides which calls, messages and recordings the phone system serves. */
const source = (view: SettingsView | null) =>
  view ? JSON.stringify([view.mode, view.settings.account, view.keys]) : null;

// Another account, or a key set or cleared: what was read before is stale, so lists already shown are
// read again and anything open is closed.
settings.subscribe((next, previous) => {
  if (previous.view === null || source(next.view) === source(previous.view)) return;
  for (const store of [history, voicemail, recordings]) {
    store.getState().close();
    if (store.getState().list.status !== 'idle') void store.getState().reload();
  }
});
