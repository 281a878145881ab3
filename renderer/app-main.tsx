// The main window. History is the screen shown first, so its first page is asked for before anything
// else (the preload asked already, with the language and the settings, while this script was loading:
// preload/shared/first-reads.ts answers these first calls), and the window is first drawn with its
// rows: drawing it without them and again with them would lay out and paint the whole window twice
// before the person sees a call. The wait is bounded: a first
// page from the phone system (no local copy) can take a network round trip, and then the window is drawn
// at once with History loading. The other reads start right after, while the page waits: the account
// header, the unheard count and how many numbers are to call back appear on every screen. The settings
// are waited for within the same bound, so that a first run draws its welcome at once rather than
// History first. The offline snapshot shows at once while fresh data loads. The saved accounts are read
// with them: the header names the account in use; so are the favourites (on the dial pad) and the
// contacts file's health. A page that started afresh after Add account opens with the new account's key
// field.
// The page speaks main's language (language.ts): a change redraws the whole window, and its title.
import { render } from 'preact';
import { t } from '../preload/shared/i18n/translate';
import { api } from './api';
import { App } from './app';
import { prepareFormats } from './format/time';
import { speakMainLanguage } from './language';
import {
  accounts,
  callBacks,
  contacts,
  favourites,
  freshStart,
  history,
  historyStatus,
  settings,
  showOfflineSnapshot,
  voicemail,
} from './stores';
import { enterNewAccountKeys } from './views/connect';

/** The longest the first drawing waits for History's first page (the local copy answers in a few ms). */
const FIRST_PAGE_WAIT_MS = 250;

export function start(root: HTMLElement) {
  void history.getState().reload();
  const firstPage = firstHistoryPage();
  void showOfflineSnapshot();
  const settingsRead = settings.getState().reload();
  // The status first for the watch's problem: which messages are heard comes after the list.
  void voicemail.getState().loadStatus();
  void voicemail.getState().reload();
  void historyStatus.getState().load();
  void callBacks.getState().reload();
  void accounts.getState().reload();
  // The favourites are on the dial pad; a contacts file restored from its backup is said on every screen.
  void favourites.getState().reload();
  void contacts.getState().loadStatus();
  if (freshStart?.added) enterNewAccountKeys();
  const draw = () => {
    // The OS shows the page's title as the window's.
    document.title = t('app.name');
    render(<App />, root);
  };
  // The language first, and whatever the wait: a window drawn in English, then in German, would flash.
  const languageRead = speakMainLanguage(api, draw).then(prepareFormats);
  void Promise.all([
    languageRead,
    Promise.race([
      Promise.all([firstPage, settingsRead]),
      new Promise((wait) => setTimeout(wait, FIRST_PAGE_WAIT_MS)),
    ]),
  ]).then(draw);
}

/** Settles when History's first page is in, or has failed (its error is then what the screen shows). */
function firstHistoryPage(): Promise<void> {
  return new Promise((settled) => {
    const stop = history.subscribe(({ list }) => {
      if (list.status === 'loading') return;
      stop();
      settled();
    });
  });
}
