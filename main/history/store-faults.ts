// What a failure of the local history file says to the person (main/storage/sqlite-faults.ts says what
// each kind of failure means): the phone system still has every record, so a damaged copy is rebuilt
// and any other failure shows history from the phone system meanwhile.
import { dirname } from 'node:path';
import { phrase } from '../../preload/shared/i18n/phrase';
import { faultsInWords } from '../storage/sqlite-faults';

export type { StoreFault } from '../storage/sqlite-faults';

export const historyFaults = faultsInWords({
  damaged: (_path, reason) => phrase('localHistory.fault.damaged', { reason }),
  newer: () => phrase('localHistory.fault.newer'),
  busy: () => phrase('localHistory.fault.busy'),
  'read-only': (path) => phrase('localHistory.fault.readOnly', { folder: dirname(path) }),
  full: () => phrase('localHistory.fault.full'),
  other: (_path, reason) => phrase('localHistory.fault.other', { reason }),
});

export const { storeFault, toStoreFault } = historyFaults;
