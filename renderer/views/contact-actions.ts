// What several screens do with the person's contacts: call a contact (its one number here at once, or
// the question "which number?" when it has several), and open the contact editor on People for a number
// a record holds: "Save to contacts" starts a new contact from it, "Edit contact" edits the one holding it.
import type { Contact, ContactNumber } from '../../preload/contract';
import { usableNumbers } from '../format/contacts';
import { contactEditor, contacts, navigation, numberChoice } from '../stores';
import { likelyLabel } from '../stores/contact-editor';
import { callNumber } from './actions';

/** One number of a contact, called through the window's one call flow, as the person typed it. */
export function callContactNumber(contact: Contact, number: ContactNumber, options?: { ask?: boolean }) {
  numberChoice.getState().close();
  return callNumber(number.number, 'people', { name: contact.name, ...options });
}

/**
 * Calls the contact: the one number usable here (asking first for a single key's press, `ask`), or the
 * question which number when there are several. Choosing there is the explicit step: it calls at once.
 */
export function callContact(contact: Contact, options?: { ask?: boolean }) {
  const usable = usableNumbers(contact);
  const [only] = usable;
  if (usable.length === 1 && only) void callContactNumber(contact, only, options);
  else if (usable.length > 1) numberChoice.getState().ask(contact);
}

/** A number to save as a new contact: as the record holds it, with what the record knows of its owner. */
export interface NumberToSave {
  number: string;
  /** The phone system's name for it (or the lookup's), to start the contact's name from. */
  name: string | null;
  /** Where the number is (a lookup's place), to start the note from. */
  note?: string | null;
}

/** Opens the editor on People for a new contact holding the number. */
export function saveToContacts({ number, name, note }: NumberToSave) {
  navigation.getState().go('people');
  contactEditor.getState().startNew({
    name: name ?? '',
    note: note ?? '',
    numbers: [{ id: null, label: likelyLabel(number), number }],
  });
}

/** Opens the contact on People, and the editor on it once it is read (a failed read says why there). */
export async function editContact(id: string) {
  navigation.getState().go('people');
  contactEditor.getState().cancel();
  await contacts.getState().open(id);
  const opened = contacts.getState().opened;
  if (opened?.uuid === id && opened.value) contactEditor.getState().startEdit(opened.value);
}
