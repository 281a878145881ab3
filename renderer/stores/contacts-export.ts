// People → Export…: the contacts People lists for its search, written by main to a file the person
// chooses, in the format they picked. Main answers null for a closed save dialog: nothing to say then.
import { createStore } from 'zustand/vanilla';
import type { ContactsExported, ContactsExportFormat, DialdeskApi, IpcError } from '../../preload/contract';

export type ContactsExportOutcome =
  | { kind: 'written'; exported: ContactsExported }
  | { kind: 'failed'; error: IpcError };

export interface ContactsExportState {
  running: boolean;
  outcome: ContactsExportOutcome | null;
  /** Why Show in folder did not work, if it did not: said in place of the button's effect. */
  folderError: IpcError | null;
  /** Exports what People lists for `text`, the search as typed ('' for every contact). */
  start(format: ContactsExportFormat, text: string): Promise<void>;
  showInFolder(): Promise<void>;
  dismiss(): void;
}

export function createContactsExportStore(api: Pick<DialdeskApi, 'exportContacts' | 'showInFolder'>) {
  return createStore<ContactsExportState>()((set, get) => ({
    running: false,
    outcome: null,
    folderError: null,
    async start(format, text) {
      if (get().running) return;
      set({ running: true, outcome: null, folderError: null });
      const result = await api.exportContacts({ format, text });
      set({
        running: false,
        outcome: !result.ok
          ? { kind: 'failed', error: result.error }
          : result.value && { kind: 'written', exported: result.value },
      });
    },
    async showInFolder() {
      const { outcome } = get();
      if (outcome?.kind !== 'written') return;
      const shown = await api.showInFolder({ path: outcome.exported.path });
      set({ folderError: shown.ok ? null : shown.error });
    },
    dismiss: () => set({ outcome: null, folderError: null }),
  }));
}

export type ContactsExportStore = ReturnType<typeof createContactsExportStore>;
