// "Connect your phone system", from the first-run screen, the demo line or anywhere else: Settings opens
// with the cursor in the account's first field, so the person can type at once.
import { fieldId } from '../components/form-fields';
import { navigation } from '../stores';

let focusAsked = false;

function focusAccount() {
  const first = document.getElementById(fieldId('account.accountId'));
  first?.scrollIntoView({ block: 'center' });
  first?.focus({ preventScroll: true });
}

export function connectYourPhoneSystem() {
  if (navigation.getState().screen === 'settings') {
    focusAccount();
    return;
  }
  focusAsked = true;
  navigation.getState().go('settings');
}

/**
 * Called by the account form once drawn: gives it the focus when connecting was asked for. After the
 * screen's own focus on its heading, which its frame gives when it opens.
 */
export function focusAccountIfAsked() {
  if (!focusAsked) return;
  focusAsked = false;
  setTimeout(focusAccount, 0);
}
