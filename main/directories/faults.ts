// What a failure of the directory index says to the person (main/storage/sqlite-faults.ts says what each
// kind means). Everything in it can be read again from the directories, so a damaged file, or one a newer
// Dialdesk wrote, is started afresh (directory-index.ts) and the words say so.
import { dirname } from 'node:path';
import { phrase } from '../../preload/shared/i18n/phrase';
import { faultsInWords } from '../storage/sqlite-faults';

export const directoryIndexFaults = faultsInWords({
  damaged: (_path, reason) => phrase('directories.fault.damaged', { reason }),
  newer: () => phrase('directories.fault.newer'),
  busy: () => phrase('directories.fault.busy'),
  'read-only': (path) => phrase('directories.fault.readOnly', { folder: dirname(path) }),
  full: () => phrase('directories.fault.full'),
  other: (_path, reason) => phrase('directories.fault.other', { reason }),
});
