// "Connect your phone system", from the first-run screen, the demo line or anywhere else: Settings opens
// with the cursor in the account's first field, so the person can type at once. After Add account, the
// cursor goes to the new account's phone-system key, which is what it still needs. The call-back list,
// made from the local copy of history, opens Settings on the setting that keeps that copy.
import { fieldId } from '../components/form-fields';
import { navigation } from '../stores';
import { PBX_KEY_INPUT } from './key-field';

/** The id of the field the account form focuses once drawn; null when nothing was asked. */
let focusAsked: string | null = null;

function focusField(id: string) {
  const field = document.getElementById(id);
  field?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/** Settings with the cursor in the field `id`: at once where it is on show, else once the form is drawn. */
function openAt(id: string) {
  const field = navigation.getState().screen === 'settings' ? document.getElementById(id) : null;
  if (field) {
    focusField(id);
    return;
  }
  focusAsked = id;
  navigation.getState().go('settings');
}

export const connectYourPhoneSystem = () => openAt(fieldId('account.accountId'));

/** An account was just added and is in use: its phone-system key is asked for next. */
export const enterNewAccountKeys = () => openAt(PBX_KEY_INPUT);

/** The local copy of history is off: the setting that turns it on, further down the same screen. */
export const openLocalCopySetting = () => openAt(fieldId('history.keepLocalCopy'));

/**
 * Called by the account form once drawn (the preferences are drawn with it): gives the field asked for the
 * focus. After the screen's own focus on its heading, which its frame gives when it opens.
 */
export function focusAccountIfAsked() {
  const id = focusAsked;
  if (id === null) return;
  focusAsked = null;
  setTimeout(() => focusField(id), 0);
}
