// The local history's state as main reports it: the backfill's progress (with Cancel), whether missed-call
// alerts are possible, and a notice when the copy was unreadable and set aside. Kept current by main's
// historyStatus event.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, HistoryStatus, IpcError, Result } from '../../preload/contract';

export interface HistoryStatusState {
  status: HistoryStatus | null;
  /** Why the last action (Cancel, Delete local history) failed; null when it did not. */
  error: IpcError | null;
  /** The notice the person dismissed: the same one is not shown again. */
  dismissedNotice: string | null;
  dismissNotice(): void;
  load(): Promise<void>;
  apply(status: HistoryStatus): void;
  cancelBackfill(): Promise<void>;
  deleteLocalCopy(): Promise<void>;
}

type StatusApi = Pick<DialdeskApi, 'getHistoryStatus' | 'cancelHistoryBackfill' | 'deleteLocalHistory'>;

export function createHistoryStatusStore(api: StatusApi) {
  return createStore<HistoryStatusState>()((set) => {
    const take = (result: Result<HistoryStatus>) =>
      set(result.ok ? { status: result.value, error: null } : { error: result.error });
    return {
      status: null,
      error: null,
      dismissedNotice: null,
      dismissNotice: () => set((state) => ({ dismissedNotice: state.status?.notice ?? null })),
      load: async () => take(await api.getHistoryStatus()),
      apply: (status) => set({ status }),
      cancelBackfill: async () => take(await api.cancelHistoryBackfill()),
      deleteLocalCopy: async () => take(await api.deleteLocalHistory()),
    };
  });
}

/**
 * "Copying call history to this computer: 1,204 calls · back to 3 Nov": while the backfill runs; null
 * otherwise. The calls stored, not the records read: a phone system may write several per call (legs).
 */
export function backfillProgress(
  status: HistoryStatus | null,
): { stored: number; oldest: Date | null } | null {
  const backfill = status?.sync?.backfill;
  if (!status?.enabled || !backfill || backfill.done || backfill.paused) return null;
  return {
    stored: status.stored,
    oldest: backfill.oldestEpoch === null ? null : new Date(backfill.oldestEpoch * 1000),
  };
}
