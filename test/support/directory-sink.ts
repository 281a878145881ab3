// A sink that keeps what a directory reader gives it, as the sync would file it: the tests look at the
// entries, the size of each batch and whether the read was a full one.
import type { DirectoryEntry, DirectorySink } from '../../main/directories/directory-source';

export interface RecordingSink extends DirectorySink {
  entries: Map<string, DirectoryEntry>;
  /** Every entry given, in order (a test empties it between reads). */
  given: DirectoryEntry[];
  batchSizes: number[];
  fullReads: number;
}

export function recordingSink(): RecordingSink {
  const sink: RecordingSink = {
    entries: new Map(),
    given: [],
    batchSizes: [],
    fullReads: 0,
    async startFull() {
      sink.fullReads += 1;
      sink.entries.clear();
    },
    async put(entries) {
      sink.batchSizes.push(entries.length);
      for (const entry of entries) sink.entries.set(entry.id, entry);
      sink.given.push(...entries);
    },
    async remove(ids) {
      for (const id of ids) sink.entries.delete(id);
    },
    async versions() {
      return new Map([...sink.entries].map(([id, entry]) => [id, entry.version ?? '']));
    },
  };
  return sink;
}
