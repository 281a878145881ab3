// Local call history: the public surface of main/history. Its shapes that cross the bridge (status,
// missed-call notices, suggestions) are the contract's.
export { createHistoryService, type HistoryEvent, type HistoryService } from './service';
