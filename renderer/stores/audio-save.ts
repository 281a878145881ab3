// "Save audio…" for a voicemail message or a recording: main asks where (a save dialog) and writes the
// file. A cancelled dialog answers null and is not worth a word; the outcome is kept with the item it
// belongs to, so another message opened meanwhile does not show it. Show in folder asks main to show the
// saved file in the system's file manager, as the history export's does.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, IpcError, RequestOf } from '../../preload/contract';

export type SaveRequest = RequestOf<'saveAudio'>;

export type SaveOutcome = { uuid: string; path: string } | { uuid: string; error: IpcError };

export interface AudioSaveState {
  /** The item being saved (its dialog may be open). */
  saving: string | null;
  outcome: SaveOutcome | null;
  /** Why Show in folder did not work, if it did not. */
  folderError: IpcError | null;
  save(request: SaveRequest): Promise<void>;
  /** Shows the saved file in its folder. */
  showInFolder(): Promise<void>;
}

export function createAudioSaveStore(api: Pick<DialdeskApi, 'saveAudio' | 'showInFolder'>) {
  return createStore<AudioSaveState>()((set, get) => ({
    saving: null,
    outcome: null,
    folderError: null,
    async save(request) {
      if (get().saving) return;
      const { uuid } = request;
      set({ saving: uuid, outcome: null, folderError: null });
      const result = await api.saveAudio(request);
      set({
        saving: null,
        outcome: !result.ok
          ? { uuid, error: result.error }
          : result.value && { uuid, path: result.value.path },
      });
    },
    async showInFolder() {
      const { outcome } = get();
      if (!outcome || !('path' in outcome)) return;
      const result = await api.showInFolder({ path: outcome.path });
      set({ folderError: result.ok ? null : result.error });
    },
  }));
}

export type AudioSaveStore = ReturnType<typeof createAudioSaveStore>;
