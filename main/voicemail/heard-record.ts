// Which voicemail messages the user has played, so the tray can say how many are still unheard. Kept
// across restarts in the data folder, and pruned to the messages the server still lists.
import { join } from 'node:path';
import { phoneMessageStatus } from '../../preload/shared/phone-message-status';
import type { ApiRecord } from '../api';
import { createUuidSetFile } from './uuid-set-file';

export const HEARD_FILE_NAME = 'voicemail-heard.json';

export interface HeardRecord {
  markHeard(uuid: string): Promise<void>;
  /** Whether the user played this message in Dialdesk (the server's own status is not consulted). */
  isHeard(uuid: string): Promise<boolean>;
  /** The uuids of the listed messages played here, or heard or deleted on a phone (the server says which). */
  heardAmong(records: readonly ApiRecord[]): Promise<string[]>;
  /** Listed messages neither played here nor heard or deleted on a phone. */
  unheardCount(records: readonly ApiRecord[]): Promise<number>;
  /** Forgets messages the server no longer lists (deleted or expired), so the file stays small. */
  prune(listedUuids: Iterable<string>): Promise<void>;
}

/** One per data folder: the heard set is read once and then kept in memory. */
export function createHeardRecord({ dataDir }: { dataDir: string }): HeardRecord {
  const file = createUuidSetFile(join(dataDir, HEARD_FILE_NAME));
  const heard = async () => (await file.load()) ?? new Set<string>();
  const heardAmong = async (records: readonly ApiRecord[]) => {
    const played = await heard();
    return records
      .filter((record) => played.has(record.uuid) || phoneMessageStatus(record) !== 'new')
      .map((r) => r.uuid);
  };
  return {
    markHeard: (uuid) => file.add([uuid]),
    isHeard: async (uuid) => (await heard()).has(uuid),
    heardAmong,
    unheardCount: async (records) => records.length - (await heardAmong(records)).length,
    prune: (listedUuids) => file.prune(listedUuids),
  };
}
