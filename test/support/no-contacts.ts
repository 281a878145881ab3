// The person's contacts as a part that reads them sees them when there are none: for tests of the history
// and the records alone (the contacts' own tests, and the core's, use the real file).
import type { HistoryContacts } from '../../main/history/service';

export const NO_CONTACTS: HistoryContacts = { keysMatching: () => [], suggest: () => [] };

/** The name resolver's first source with no contact. */
export const noContactNames = () => new Map<string, { name: string; contactId: string }>();
