// Which listed messages are new: the known set holds every uuid the watch has already seen (and
// announced). The first check after install only fills it, so a full mailbox does not announce itself.
import { join } from 'node:path';
import type { ApiRecord } from '../api';
import { createUuidSetFile, type UuidSetFile } from './uuid-set-file';

export const KNOWN_FILE_NAME = 'voicemail-known.json';

export function createKnownVoicemails(dataDir: string): UuidSetFile {
  return createUuidSetFile(join(dataDir, KNOWN_FILE_NAME));
}

/** created_epoch when the deployment sends one (the spec leaves the message fields open). */
function createdAt(record: ApiRecord): number {
  const value = record.created_epoch;
  const seconds =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(seconds) ? seconds : Infinity;
}

const oldestFirst = (a: ApiRecord, b: ApiRecord): number => {
  const [x, y] = [createdAt(a), createdAt(b)];
  return x === y ? 0 : x < y ? -1 : 1;
};

/**
 * The listed messages never seen before, oldest first (messages without a time keep the server's order,
 * after the others), and remembers them. Uuids no longer listed are forgotten so the file stays small.
 */
export async function takeNewVoicemails(
  known: UuidSetFile,
  records: readonly ApiRecord[],
): Promise<ApiRecord[]> {
  const seen = await known.load();
  const listed = records.map((record) => record.uuid);
  if (seen === null) {
    await known.save(listed);
    return [];
  }
  const fresh = new Map<string, ApiRecord>();
  for (const record of records)
    if (!seen.has(record.uuid) && !fresh.has(record.uuid)) fresh.set(record.uuid, record);
  await known.add(fresh.keys());
  await known.prune(listed);
  return [...fresh.values()].sort(oldestFirst);
}
