// The call confirmation window: the waiting call, and any newer one main asks about while it is open.
import { render } from 'preact';
import { api } from './api';
import { createConfirmStore } from './stores/confirm';
import { ConfirmView } from './views/confirm-view';

export function start(root: HTMLElement) {
  document.title = 'Call with Dialdesk?';
  const store = createConfirmStore(api);
  api.on('callNeedsConfirmation', (pending) => store.getState().show(pending));
  void store.getState().load();
  render(<ConfirmView store={store} />, root);
}
