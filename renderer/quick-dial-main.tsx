// The quick-dial box's page (main/shell/quick-dial-window.ts): its own stores, so it appears without the
// main window's. It names the account calls go through and follows a switch while it is open; each time
// main shows it again it starts with an empty field and no question left from before.
import { render } from 'preact';
import type { AccountRef, AccountsView } from '../preload/contract';
import { t } from '../preload/shared/i18n/translate';
import { api } from './api';
import { speakMainLanguage } from './language';
import { createCallStore } from './stores/call';
import { createQuickDialStore } from './stores/quick-dial';
import { QuickDialView } from './views/quick-dial-view';

/** The account in use, named as the person knows it: its name, or Demo. */
function activeAccount(view: AccountsView): AccountRef {
  const active = view.accounts.find((account) => account.id === view.activeId);
  return { id: view.activeId, name: active ? active.name || active.accountId : t('accounts.demo') };
}

export function start(root: HTMLElement) {
  const store = createQuickDialStore(api);
  const call = createCallStore(api);
  const draw = () => {
    document.title = t('quickDial.windowTitle');
    render(<QuickDialView store={store} call={call} api={api} />, root);
  };
  const focusField = () => root.querySelector<HTMLInputElement>('input')?.focus();

  api.on('accountsChanged', (view) => void store.getState().useAccount(activeAccount(view)));
  api.on('quickDialShown', () => {
    // A question left open when the box was last hidden is answered No: nothing is called from before.
    call.getState().cancel();
    call.getState().dismiss();
    store.getState().reset();
    focusField();
  });
  void api.listAccounts().then((answer) => {
    if (answer.ok) void store.getState().useAccount(activeAccount(answer.value));
  });
  void speakMainLanguage(api, draw).then(draw);
}
