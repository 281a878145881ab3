// The offline start, as a zustand slice of the history and voicemail stores: the records main saved at
// the last successful load stand in, marked "as of", until fresh ones arrive. If the fresh load fails they
// stay, beside the error and its Retry; once fresh records are in, the snapshot is gone for good.
import type { SnapshotView } from '../../preload/contract';
import type { Loadable } from './load-state';

export interface SnapshotSlice {
  snapshot: SnapshotView | null;
  /** Shows main's saved records, unless fresh ones are here already. */
  showSnapshot(view: SnapshotView | null): void;
}

type Host = SnapshotSlice & { list: Loadable };

export function createSnapshotSlice(
  set: (partial: Partial<SnapshotSlice>) => void,
  get: () => Host,
): SnapshotSlice {
  return {
    snapshot: null,
    showSnapshot(view) {
      if (get().list.status !== 'ready') set({ snapshot: view });
    },
  };
}

/** The snapshot while it stands in for fresh records, else null. */
export const standIn = (state: Host): SnapshotView | null =>
  state.list.status === 'ready' ? null : state.snapshot;
