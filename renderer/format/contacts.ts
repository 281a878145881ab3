// A contact's numbers in words: each number's label, and which of them can be called here.
import type { Contact, ContactNumber, NumberLabel } from '../../preload/contract';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';

const LABEL_KEYS = {
  work: 'people.label.work',
  mobile: 'people.label.mobile',
  home: 'people.label.home',
  extension: 'people.label.extension',
  other: 'people.label.other',
} as const satisfies Record<NumberLabel, MessageKey>;

/** The labels in the order the editor offers them. */
export const NUMBER_LABELS = Object.keys(LABEL_KEYS) as NumberLabel[];

/** "Mobile", "Work", "Extension"… */
export const labelWord = (label: NumberLabel): string => t(LABEL_KEYS[label]);

/** The numbers that can be called and starred on the account in use (another account's extensions cannot). */
export const usableNumbers = (contact: Contact): ContactNumber[] =>
  contact.numbers.filter((number) => number.usable);
