// Local call history: the public surface of main/history.
export type { MissedCallNotice } from './missed-notices';
export {
  createHistoryService,
  type HistoryEvent,
  type HistoryService,
  type HistoryStatus,
} from './service';
export type { StoredDirection } from './store';
export type { PersonSuggestion } from './suggestions';
