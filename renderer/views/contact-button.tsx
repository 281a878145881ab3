// "Save to contacts" for a number no contact of the person holds, "Edit contact" for one a contact holds:
// beside Call back in the detail of a call, a voicemail and a recording, and on a lookup's result. Both
// open the contact editor on People; Save to contacts starts it from the number and what the record
// knows of its owner.
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from '../components/icons';
import { canCallBack } from './actions';
import { editContact, type NumberToSave, saveToContacts } from './contact-actions';

interface ContactButtonProps extends Omit<NumberToSave, 'number'> {
  /** The number as the record holds it; a withheld one ("anonymous") is not saved. */
  number: string | null;
  /** The contact holding the number on the account in use, or null. */
  contactId: string | null;
}

export function ContactButton({ number, contactId, name, note }: ContactButtonProps) {
  if (contactId)
    return (
      <button type="button" class="button" onClick={() => void editContact(contactId)}>
        <Icon name="people" size={16} /> {t('people.editContact')}
      </button>
    );
  if (!canCallBack(number)) return null;
  return (
    <button type="button" class="button" onClick={() => saveToContacts({ number, name, note })}>
      <Icon name="plus" size={16} /> {t('people.saveTo')}
    </button>
  );
}
