// What a failure of the contacts file says to the person (main/storage/sqlite-faults.ts says what each
// kind means). Unlike the call history, contacts cannot be fetched again: the words say what was kept.
import { dirname } from 'node:path';
import { phrase } from '../../preload/shared/i18n/phrase';
import { faultsInWords } from '../storage/sqlite-faults';

export const contactsFaults = faultsInWords({
  damaged: (_path, reason) => phrase('contacts.fault.damaged', { reason }),
  newer: () => phrase('contacts.fault.newer'),
  busy: () => phrase('contacts.fault.busy'),
  'read-only': (path) => phrase('contacts.fault.readOnly', { folder: dirname(path) }),
  full: () => phrase('contacts.fault.full'),
  other: (_path, reason) => phrase('contacts.fault.other', { reason }),
});
