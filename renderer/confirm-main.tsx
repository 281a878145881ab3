// The call confirmation window: the waiting call, and any newer one main asks about while it is open.
// The window is as large as what it shows, at any zoom: this page reports its content's size and main
// sizes the window to it (main/shell/confirm-window.ts).
import { render } from 'preact';
import { t } from '../preload/shared/i18n/translate';
import { api } from './api';
import { reportContentSize } from './content-size';
import { speakMainLanguage } from './language';
import { createConfirmStore } from './stores/confirm';
import { createCrmStore } from './stores/crm';
import { ConfirmView } from './views/confirm-view';

export function start(root: HTMLElement) {
  const store = createConfirmStore(api);
  // Open in CRM for the number to be called, where the account in use has a CRM address.
  const crm = createCrmStore(api);
  api.on('callNeedsConfirmation', (pending) => store.getState().show(pending));
  // One element around every state of the view, so one observer sees them all; as tall as its content,
  // not the window (confirm-view.css).
  const content = document.createElement('div');
  content.className = 'confirm-window';
  root.append(content);
  const draw = () => {
    document.title = t('confirm.windowTitle');
    render(<ConfirmView store={store} crm={crm} />, content);
  };
  // Drawn once the language is known: English first, then another, would flash and resize the window.
  void speakMainLanguage(api, draw).then(draw);
  // From the call on: the one line of "Getting the call…" is no size for the window, only a moment.
  void store
    .getState()
    .load()
    .finally(() =>
      reportContentSize(content, async (size) => {
        const result = await api.fitConfirmWindow(size);
        // The window keeps its size and the page scrolls: worth a line for a developer, no more.
        if (!result.ok) console.warn('Dialdesk: the window was not fitted to its page', result.error.message);
      }),
    );
}
