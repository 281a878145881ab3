// Exporting call history as CSV: main asks where to save, loads every page of the range and writes the
// file, reporting progress as it goes. Cancelling stops it between pages. Main answers null both for a
// cancelled save dialog and for a cancelled export; only the second is worth a word, as only the second
// was the person's Cancel in this window.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, HistoryExported, HistoryExportRequest, IpcError } from '../../preload/contract';

export type ExportOutcome =
  | ({ kind: 'written' } & HistoryExported)
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: IpcError };

export interface ExportState {
  running: boolean;
  /** Records loaded so far; null until the first page is in (the save dialog may still be open). */
  loaded: number | null;
  /** The person pressed Cancel on the running export. */
  cancelling: boolean;
  outcome: ExportOutcome | null;
  start(request: HistoryExportRequest): Promise<void>;
  /** Main's exportProgress event. */
  progress(loaded: number): void;
  cancel(): Promise<void>;
  /** Shows the written file in the system's file manager; a refusal is said in place of the button. */
  showInFolder(): Promise<void>;
  /** Why Show in folder did not work, if it did not. */
  folderError: IpcError | null;
  dismiss(): void;
}

export function createExportStore(api: Pick<DialdeskApi, 'exportHistory' | 'cancelExport' | 'showInFolder'>) {
  return createStore<ExportState>()((set, get) => ({
    running: false,
    loaded: null,
    cancelling: false,
    outcome: null,
    folderError: null,
    async start(request) {
      if (get().running) return;
      set({ running: true, loaded: null, cancelling: false, outcome: null, folderError: null });
      const result = await api.exportHistory(request);
      const outcome: ExportOutcome | null = !result.ok
        ? { kind: 'failed', error: result.error }
        : result.value
          ? { kind: 'written', ...result.value }
          : get().cancelling
            ? { kind: 'cancelled' }
            : null;
      set({ running: false, cancelling: false, outcome });
    },
    progress(loaded) {
      if (get().running) set({ loaded });
    },
    async cancel() {
      if (!get().running || get().cancelling) return;
      set({ cancelling: true });
      await api.cancelExport();
    },
    async showInFolder() {
      const { outcome } = get();
      if (outcome?.kind !== 'written') return;
      const result = await api.showInFolder({ path: outcome.path });
      set({ folderError: result.ok ? null : result.error });
    },
    dismiss: () => set({ outcome: null, folderError: null }),
  }));
}

export type ExportStore = ReturnType<typeof createExportStore>;
