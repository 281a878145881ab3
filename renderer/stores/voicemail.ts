// Voicemail: the message list, and the message opened with its audio.
import { createStore } from 'zustand/vanilla';
import type { DialdeskApi, PhoneRecord, VoicemailView } from '../../preload/contract';
import { createDetail, type Detail } from './detail';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface VoicemailState extends Detail<VoicemailView> {
  messages: PhoneRecord[];
  list: Loadable;
  reload(): Promise<void>;
}

export function createVoicemailStore(api: Pick<DialdeskApi, 'listVoicemail' | 'getVoicemail'>) {
  return createStore<VoicemailState>()((set, get) => ({
    ...createDetail(set, get, (uuid) => api.getVoicemail({ uuid })),
    messages: [],
    list: IDLE,
    async reload() {
      set({ list: LOADING });
      const result = await api.listVoicemail();
      set(result.ok ? { messages: result.value, list: READY } : { list: failed(result) });
    },
  }));
}

export type VoicemailStore = ReturnType<typeof createVoicemailStore>;
