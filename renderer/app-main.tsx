// The main window. Reads start before the first render, so the data is on its way while the page paints:
// the mode badge and the unheard count appear on every screen, and history is the screen shown first.
// The offline snapshot is asked for first: it shows at once while fresh data loads.
import { render } from 'preact';
import { App } from './app';
import { history, historyStatus, settings, showOfflineSnapshot, voicemail } from './stores';

export function start(root: HTMLElement) {
  void showOfflineSnapshot();
  void settings.getState().reload();
  // The status first for the watch's problem: which messages are heard comes after the list.
  void voicemail.getState().loadStatus();
  void voicemail.getState().reload();
  void history.getState().reload();
  void historyStatus.getState().load();
  render(<App />, root);
}
