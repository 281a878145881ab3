// Call recordings: a paged list, the recording opened with its audio, and what narrows the loaded rows
// (a name, a number or words of the transcription, and days). The phone system pages recordings without
// filters, so these work on what is loaded, and the list reads on as it scrolls.
import { createStore } from 'zustand/vanilla';
import type { AudioData, DialdeskApi, Recording } from '../../preload/contract';
import { matchesSearch, searchableOf } from '../../preload/shared/call-filter';
import { type DaySpan, inSpan } from '../format/days';
import { recordingDate } from '../format/messages';
import { createDetail, type Detail } from './detail';
import { createPagedList, type PagedList } from './paged-list';

export const RECORDINGS_PAGE_SIZE = 100;

export interface RecordingsState extends PagedList<Recording>, Detail<AudioData> {
  /** Narrows the loaded rows by name or number, or the words of the transcription. */
  filter: string;
  /** The days shown, either end possibly open; null for every day. */
  range: DaySpan | null;
  setFilter(text: string): void;
  setRange(range: DaySpan | null): void;
}

export function createRecordingsStore(api: Pick<DialdeskApi, 'listRecordings' | 'getRecordingAudio'>) {
  return createStore<RecordingsState>()((set, get) => ({
    ...createPagedList(set, get, (page) => api.listRecordings(page), RECORDINGS_PAGE_SIZE),
    ...createDetail(set, get, (uuid) => api.getRecordingAudio({ uuid })),
    filter: '',
    range: null,
    setFilter: (filter) => set({ filter }),
    setRange: (range) => set({ range }),
  }));
}

export type RecordingsStore = ReturnType<typeof createRecordingsStore>;

/** The loaded recordings whose names, numbers or transcription hold the text, made on the days chosen. */
export function filterRecordings(records: Recording[], text: string, range: DaySpan | null): Recording[] {
  if (text.trim() === '' && range === null) return records;
  return records.filter(
    (recording) =>
      matchesSearch(searchableOf(recording), text) &&
      (range === null || inSpan(recordingDate(recording), range)),
  );
}
