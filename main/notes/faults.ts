// What a failure of an account's notes file says to the person (main/storage/sqlite-faults.ts says what
// each kind means). Notes, like contacts, cannot be fetched again: the words say what was kept.
import { dirname } from 'node:path';
import { phrase } from '../../preload/shared/i18n/phrase';
import { faultsInWords } from '../storage/sqlite-faults';

export const notesFaults = faultsInWords({
  damaged: (_path, reason) => phrase('notes.fault.damaged', { reason }),
  newer: () => phrase('notes.fault.newer'),
  busy: () => phrase('notes.fault.busy'),
  'read-only': (path) => phrase('notes.fault.readOnly', { folder: dirname(path) }),
  full: () => phrase('notes.fault.full'),
  other: (_path, reason) => phrase('notes.fault.other', { reason }),
});
