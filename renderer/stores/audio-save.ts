// "Save audio…" for a voicemail message or a recording: main asks where (a save dialog) and writes the
// file. A cancelled dialog answers null and is not worth a word; the outcome is kept with the item it
// belongs to, so another message opened meanwhile does not show it.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, IpcError, RequestOf } from '../../preload/contract';

export type SaveRequest = RequestOf<'saveAudio'>;

export type SaveOutcome = { uuid: string; path: string } | { uuid: string; error: IpcError };

export interface AudioSaveState {
  /** The item being saved (its dialog may be open). */
  saving: string | null;
  outcome: SaveOutcome | null;
  save(request: SaveRequest): Promise<void>;
}

export function createAudioSaveStore(api: Pick<DialdeskApi, 'saveAudio'>) {
  return createStore<AudioSaveState>()((set, get) => ({
    saving: null,
    outcome: null,
    async save(request) {
      if (get().saving) return;
      const { uuid } = request;
      set({ saving: uuid, outcome: null });
      const result = await api.saveAudio(request);
      set({
        saving: null,
        outcome: !result.ok
          ? { uuid, error: result.error }
          : result.value && { uuid, path: result.value.path },
      });
    },
  }));
}

export type AudioSaveStore = ReturnType<typeof createAudioSaveStore>;
