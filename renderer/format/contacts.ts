// Which of a contact's numbers can be called and starred on the account in use.
import type { Contact, ContactNumber } from '../../preload/contract';

/** The numbers that can be called and starred on the account in use (another account's extensions cannot). */
export const usableNumbers = (contact: Contact): ContactNumber[] =>
  contact.numbers.filter((number) => number.usable);
