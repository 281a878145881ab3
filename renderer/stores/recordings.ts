// Call recordings: a paged list, and the recording opened with its audio.
import { createStore } from 'zustand/vanilla';
import type { AudioData, DialdeskApi } from '../../preload/contract';
import { createDetail, type Detail } from './detail';
import { createPagedList, type PagedList } from './paged-list';

export const RECORDINGS_PAGE_SIZE = 100;

export interface RecordingsState extends PagedList, Detail<AudioData> {}

export function createRecordingsStore(api: Pick<DialdeskApi, 'listRecordings' | 'getRecordingAudio'>) {
  return createStore<RecordingsState>()((set, get) => ({
    ...createPagedList(set, get, (page) => api.listRecordings(page), RECORDINGS_PAGE_SIZE),
    ...createDetail(set, get, (uuid) => api.getRecordingAudio({ uuid })),
  }));
}

export type RecordingsStore = ReturnType<typeof createRecordingsStore>;
