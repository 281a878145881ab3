// The app's stores, wired to the bridge and to main's events. Views import them from here; unit tests
// build their own from the factories with a fake API.
import type { SettingsView } from '../../preload/contract';
import { api } from '../api';
import { createAccountsStore } from './accounts';
import { createAudioSaveStore } from './audio-save';
import { createCallStore } from './call';
import { createCallBacksStore } from './call-backs';
import { bindCallStatusLifetime } from './call-status-lifetime';
import { createCallingHoursStore } from './calling-hours';
import { createContactEditorStore } from './contact-editor';
import { createContactsStore } from './contacts';
import { createContactsExportStore } from './contacts-export';
import { createContactsImportStore } from './contacts-import';
import { createCrmStore } from './crm';
import { createDirectoriesStore, namesOfDirectories } from './directories';
import { createFactsStore } from './facts';
import { createFavouritesStore } from './favourites';
import { rememberFreshStart, takeFreshStart } from './fresh-start';
import { createHistoryStore } from './history';
import { createExportStore } from './history-export';
import { createHistoryStatusStore } from './history-status';
import { createLookupStore } from './lookup';
import { createNavigationStore } from './navigation';
import { createNotesStore } from './notes';
import { createNumberChoiceStore } from './number-choice';
import { createPlaybackStore } from './playback';
import { createRecordingsStore } from './recordings';
import { createSettingsStore } from './settings';
import { createSuggestionsStore } from './suggestions';
import { createVoicemailStore } from './voicemail';

export const history = createHistoryStore(api);
export const historyStatus = createHistoryStatusStore(api);
export const historyExport = createExportStore(api);
/** The numbers to call back: their count on every screen, their list on its own. */
export const callBacks = createCallBacksStore(api);
export const facts = createFactsStore(api);
export const voicemail = createVoicemailStore(api);
export const recordings = createRecordingsStore(api);
export const audioSave = createAudioSaveStore(api);
export const playback = createPlaybackStore(localStorage);
export const lookup = createLookupStore(api);
export const call = createCallStore(api);
export const contacts = createContactsStore(api);
export const contactEditor = createContactEditorStore(api);
export const favourites = createFavouritesStore(api);
export const contactsImport = createContactsImportStore(api);
export const contactsExport = createContactsExportStore(api);
export const numberChoice = createNumberChoiceStore();
export const settings = createSettingsStore(api);
export const directories = createDirectoriesStore(api);
/** What this page was reloaded with when it started afresh for another account; null at a plain start. */
export const freshStart = takeFreshStart(sessionStorage);
export const navigation = createNavigationStore(freshStart?.screen);
export const accounts = createAccountsStore(api, {
  added: freshStart?.added,
  startAfresh({ added }) {
    // After an add, Settings: where the new account's keys are entered.
    rememberFreshStart(sessionStorage, { screen: added ? 'settings' : navigation.getState().screen, added });
    location.reload();
  },
});
/** One for each field that suggests people: the dial pad's and the lookup's. */
export const dialSuggestions = createSuggestionsStore(api);
export const lookupSuggestions = createSuggestionsStore(api);
/** The person's notes and the account's outcomes: a note saved shows at once where its call or message is. */
export const notes = createNotesStore(api, {
  saved(target, note) {
    if (target.kind === 'call') history.getState().applyNote(target, note);
    else voicemail.getState().applyNote(target.id, note);
  },
  relabelled(outcomes) {
    history.getState().relabel(outcomes);
    voicemail.getState().relabel(outcomes);
  },
});

/** The account in use's Open in CRM: whether the action is offered, and the one request in progress. */
export const crm = createCrmStore(api);
/** The account in use's calling hours, as Settings shows and saves them (main enforces them). */
export const callingHours = createCallingHoursStore(api);

bindCallStatusLifetime(call, navigation);

api.on('settingsChanged', (view) => settings.getState().applyView(view));
api.on('hotkeyStatusChanged', (status) => settings.getState().applyHotkeys(status));
api.on('callStarted', (outcome) => {
  call.getState().started(outcome);
  void call.getState().loadRecent();
  // A call placed from anywhere may be a try on an entry to call back ("Tried at 10:42").
  void callBacks.getState().changed();
});
api.on('voicemailStatus', (status) => {
  voicemail.getState().applyStatus(status);
  // The messages were listed again: an entry to call back may have one more.
  void callBacks.getState().changed();
});
api.on('callBacksChanged', ({ count }) => callBacks.getState().applyCount(count));
api.on('accountsChanged', (view) => accounts.getState().apply(view));
// The defaults' labels are main's, in its language: a list on show is read again in the new one.
api.on('languageChanged', () => void notes.getState().refreshOutcomes());
// A watched account's messages are announced (and counted in the switcher), never listed as the active
// one's. Before the list of accounts is read, which one is active is not known: the list is read again.
api.on('voicemailArrived', ({ account }) => {
  const activeId = accounts.getState().view?.activeId;
  if (activeId === undefined || account.id === activeId) void voicemail.getState().reload();
});
api.on('historyStatus', (status) => historyStatus.getState().apply(status));
api.on('historyChanged', () => {
  void history.getState().storeChanged();
  void callBacks.getState().changed();
});
api.on('exportProgress', ({ loaded }) => historyExport.getState().progress(loaded));
api.on('contactsChanged', ({ favourites: starred, status }) => {
  favourites.getState().apply(starred);
  void contacts.getState().changed(status);
  void lookup.getState().contactsChanged();
  namesChanged();
});
api.on('directoriesChanged', ({ directories: list }) => directories.getState().apply(list));
// A directory read, added or removed names other people: the lists on show are read again for it (not
// for Settings' first read of the list, which only shows what the lists were named with already).
directories.subscribe((next, previous) => {
  const firstRead = previous.list === null && previous.load.status === 'loading';
  if (!firstRead && namesOfDirectories(next.list) !== namesOfDirectories(previous.list)) namesChanged();
});
// The tray, a notification or a lookup hotkey asks for a screen, perhaps with something to show in it.
api.on('navigate', (request) => {
  // Asked for a screen from outside (tray, notification): the first-run screen steps aside for now.
  settings.getState().skipFirstRun();
  navigation.getState().go(request.view);
  if (request.view === 'voicemail' && request.uuid) openMessage(request.uuid);
  if (request.view === 'history' && request.uuid) void history.getState().open(request.uuid);
  if (request.view === 'callbacks' && request.key) callBacks.getState().focus(request.key);
  if (request.view === 'lookup' && request.number) void lookup.getState().lookup(request.number);
});

/** History with this call open in its detail pane (the latest missed call of a number to call back). */
export function showCall(uuid: string) {
  navigation.getState().go('history');
  void history.getState().open(uuid);
}

/** Voicemail with this message open (a voicemail to call back about). */
export function showMessage(uuid: string) {
  navigation.getState().go('voicemail');
  openMessage(uuid);
}

/**
 * The names shown come from main's resolver, the person's contacts first: after a contact changed, the
 * lists on show are read again where they stand (the numbers to call back too), and the call open in
 * History with them.
 */
function namesChanged() {
  void history.getState().storeChanged();
  void callBacks.getState().changed();
  const openCall = history.getState().opened;
  if (openCall) void history.getState().open(openCall.uuid);
  for (const store of [voicemail, recordings])
    if (store.getState().list.status === 'ready') void store.getState().reload({ keepShown: true });
}

/** Opens a message a notification named: one that arrived since the list was read brings the list again. */
function openMessage(uuid: string) {
  const state = voicemail.getState();
  if (state.list.status === 'ready' && !state.messages.some((message) => message.id === uuid))
    void state.reload();
  void state.open(uuid);
}

/** What decides which calls, messages and recordings the phone system serves. */
const source = (view: SettingsView | null) =>
  view ? JSON.stringify([view.mode, view.settings.account, view.keys]) : null;

/** What decides whose calls, messages and counts they are: the demo, or an account at its address. */
const owner = (view: SettingsView | null) => {
  if (!view) return null;
  const { accountId, domain, baseUrlOverride } = view.settings.account;
  return view.mode === 'demo' ? 'demo' : JSON.stringify([accountId, domain, baseUrlOverride]);
};

// Another account, or a key set or cleared: what was read before is stale, so lists already shown are
// read again and anything open is closed. Any other saved change (a key replaced by another, a fixed
// domain) may be what a failed read was waiting for: whatever failed is read again, without a Retry.
// Another phone system altogether (the demo left for an account, another account): counts and lists
// belong to the one they came from, so none of them stays shown, even when the new one cannot be read.
settings.subscribe((next, previous) => {
  if (previous.view === null || next.view === previous.view) return;
  // The page is about to reload for another account: nothing of it is read again here.
  if (accounts.getState().restarting) return;
  const stale = source(next.view) !== source(previous.view);
  const moved = owner(next.view) !== owner(previous.view);
  for (const store of [history, voicemail, recordings]) {
    const state = store.getState();
    // A read still on its way went out with what was saved before: its answer is no better.
    const failed =
      state.list.status === 'error' ||
      state.list.status === 'loading' ||
      ('more' in state && state.more.status === 'error');
    if (stale) state.close();
    // The unheard count shows on every screen: the new phone system's messages are read at once.
    const counted = moved && store === voicemail;
    if (counted) voicemail.getState().forget();
    if (counted || (stale ? state.list.status !== 'idle' : failed)) void store.getState().reload();
  }
  if (moved) void historyStatus.getState().load();
  // Each account has its own outcomes: the next note or Settings reads the new one's.
  if (moved) notes.getState().forgetOutcomes();
  // So has each its Open in CRM: the action shows where the new one has a template.
  if (moved) void crm.getState().reload();
  // And its calling hours: Settings shows the new one's, once they were read for the one before.
  if (moved && callingHours.getState().load.status !== 'idle') void callingHours.getState().reload();
  // The organisation's policies changed: they may set (or stop setting) the CRM address and the hours.
  const policiesOf = (view: SettingsView | null) => JSON.stringify(view?.policies.inForce ?? null);
  if (!moved && policiesOf(next.view) !== policiesOf(previous.view)) {
    void crm.getState().reload();
    if (callingHours.getState().load.status !== 'idle') void callingHours.getState().reload();
  }
  // And its numbers to call back: the count shows on every screen, so the new one's is read at once.
  if (moved) {
    callBacks.getState().forget();
    void callBacks.getState().reload();
  }
  // An extension of a contact is usable (called, starred, a favourite) only under its own account.
  if (moved) {
    void favourites.getState().reload();
    if (contacts.getState().list.status !== 'idle') void contacts.getState().reload();
  }
  if (!stale && voicemail.getState().problem !== null) void voicemail.getState().loadStatus();
  // The local copy turned on or off, or keeping other days: History asks whether there is one again.
  const keeping = (view: SettingsView | null) => JSON.stringify(view?.settings.history ?? null);
  if (!stale && keeping(next.view) !== keeping(previous.view)) {
    if (history.getState().list.status !== 'idle') void history.getState().reload();
    // The call-back list is made from that copy: on show, it says again whether there is one.
    void callBacks.getState().changed();
  }
});

/**
 * At startup: the voicemail list main saved last time stands in until a fresh one arrives. History needs
 * no stand-in: the local copy answers offline with every stored call.
 */
export async function showOfflineSnapshot() {
  const result = await api.getOfflineSnapshot();
  if (!result.ok) return; // then the view shows its loading state, as without a snapshot
  voicemail.getState().showSnapshot(result.value.voicemail);
}
