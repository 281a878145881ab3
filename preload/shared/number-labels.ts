// What a number is to its contact (work, mobile, home, extension, other), in the language in use: the
// same word in the window and in the tray's favourites.
import type { NumberLabel } from '../contract';
import { type MessageKey, t } from './i18n/translate';

const LABEL_KEYS = {
  work: 'people.label.work',
  mobile: 'people.label.mobile',
  home: 'people.label.home',
  extension: 'people.label.extension',
  other: 'people.label.other',
} as const satisfies Record<NumberLabel, MessageKey>;

/** The labels in the order the contact editor offers them. */
export const NUMBER_LABELS = Object.keys(LABEL_KEYS) as NumberLabel[];

/** "Mobile", "Work", "Extension"… */
export const labelWord = (label: NumberLabel): string => t(LABEL_KEYS[label]);
