// Settings → Directories (issue 47): the company directories main keeps, each with its status, kept
// current by main's directoriesChanged. Save, Remove and Read now answer with the whole list, applied
// here; Test answers what it found and changes nothing.
import { createStore } from 'zustand/vanilla';
import type {
  DialdeskApi,
  DirectoryDraft,
  DirectoryProbe,
  DirectoryView,
  Result,
} from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

export interface DirectoriesState {
  list: DirectoryView[] | null;
  /** What main found wrong with the settings file as it started, said above the list. */
  notices: string[];
  load: Loadable;
  reload(): Promise<void>;
  /** A list main pushed (directoriesChanged) or answered with. */
  apply(list: DirectoryView[]): void;
  save(draft: DirectoryDraft): Promise<Result<DirectoryView[]>>;
  remove(id: string): Promise<Result<DirectoryView[]>>;
  readNow(id: string): Promise<Result<DirectoryView[]>>;
  probe(draft: DirectoryDraft): Promise<Result<DirectoryProbe>>;
}

type DirectoriesApi = Pick<
  DialdeskApi,
  | 'listDirectories'
  | 'directoryNotices'
  | 'saveDirectory'
  | 'removeDirectory'
  | 'readDirectoryNow'
  | 'probeDirectory'
>;

export function createDirectoriesStore(api: DirectoriesApi) {
  return createStore<DirectoriesState>()((set) => {
    // A list main pushed while the list was being read is at least as new as the answer.
    let pushes = 0;
    const apply = (list: DirectoryView[]) => {
      pushes += 1;
      set({ list, load: READY });
    };
    /** Runs one change and applies main's answer. */
    const change = async (request: () => Promise<Result<DirectoryView[]>>) => {
      const result = await request();
      if (result.ok) apply(result.value);
      return result;
    };
    return {
      list: null,
      notices: [],
      load: IDLE,
      async reload() {
        const asked = pushes;
        set({ load: LOADING });
        const [result, notices] = await Promise.all([api.listDirectories(), api.directoryNotices()]);
        if (notices.ok) set({ notices: notices.value });
        if (asked !== pushes) return;
        set(result.ok ? { list: result.value, load: READY } : { load: failed(result) });
      },
      apply,
      save: (draft) => change(() => api.saveDirectory(draft)),
      remove: (id) => change(() => api.removeDirectory({ id })),
      readNow: (id) => change(() => api.readDirectoryNow({ id })),
      probe: (draft) => api.probeDirectory(draft),
    };
  });
}

export type DirectoriesStore = ReturnType<typeof createDirectoriesStore>;

/**
 * What decides the names the directories give: which directories there are and when each last read
 * ended. When it changes, the lists on show are read again for their names.
 */
export const namesOfDirectories = (list: DirectoryView[] | null): string =>
  JSON.stringify(list?.map(({ settings, status }) => [settings.id, status.readMs]) ?? null);
