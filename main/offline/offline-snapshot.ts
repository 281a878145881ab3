// The last history page and voicemail list seen, shown (marked as such) while the phone system cannot be
// reached. Records only: audio and long values are stripped before they reach the disk.
import { join } from 'node:path';
import * as z from 'zod';
import type { ApiRecord } from '../api';
import { MAX_REPLY_DEPTH } from '../api/depth';
import { jsonDocument } from '../storage/json-document';
import { createSerialQueue } from '../storage/serial-queue';

export type SnapshotKind = 'history' | 'voicemail';

export interface Snapshot {
  records: ApiRecord[];
  /** When it was saved, ms since epoch. */
  at: number;
}

export interface OfflineSnapshot {
  /** Replaces the snapshot of this kind. */
  save(kind: SnapshotKind, records: readonly ApiRecord[]): Promise<void>;
  /** null when none was saved, or the file was damaged (it is then moved aside). */
  load(kind: SnapshotKind): Promise<Snapshot | null>;
}

/** Longer strings are audio, images or other payloads, never a field a list shows. */
export const MAX_SNAPSHOT_STRING_BYTES = 4 * 1024;
/** message_base64, call_recording_base64, ...: audio by name, whatever its length. */
const AUDIO_FIELD = /base64$/i;

/** The most records kept of one kind: a history page is at most 1,000, a mailbox rarely near this. */
export const MAX_SNAPSHOT_RECORDS = 2_000;

const snapshotSchema = z.object({
  at: z.number(),
  /** Whose records these are (the demo, or an account at its host); absent in files of older versions. */
  owner: z.string().optional(),
  records: z.array(z.looseObject({ uuid: z.string() })).max(MAX_SNAPSHOT_RECORDS),
});

export const snapshotFileName = (kind: SnapshotKind): string => `offline-${kind}.json`;

/**
 * Deeper than this, a value is not kept: replies are already refused past MAX_REPLY_DEPTH, and this walk
 * bounds itself too, so that no value can make it recurse without end.
 */
export const MAX_SNAPSHOT_DEPTH = MAX_REPLY_DEPTH;

/** The object without audio fields, oversized strings or values nested too deep. */
function strippedObject(object: object, depth: number): Record<string, unknown> {
  const kept = Object.entries(object)
    .filter(([name]) => !AUDIO_FIELD.test(name))
    .map(([name, field]) => [name, stripped(field, depth + 1)] as const)
    .filter(([, field]) => field !== undefined);
  return Object.fromEntries(kept);
}

/** undefined when nothing of the value may be stored. */
function stripped(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return Buffer.byteLength(value, 'utf8') > MAX_SNAPSHOT_STRING_BYTES ? undefined : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_SNAPSHOT_DEPTH) return undefined;
  if (Array.isArray(value))
    return value.map((item) => stripped(item, depth + 1)).filter((item) => item !== undefined);
  return strippedObject(value, depth);
}

/** A record as it may be stored: the uuid is kept whatever else goes. */
const storable = ({ uuid, ...fields }: ApiRecord): ApiRecord => ({ uuid, ...strippedObject(fields, 1) });

export function createOfflineSnapshot({
  dataDir,
  now = Date.now,
  owner,
}: {
  dataDir: string;
  now?: () => number;
  /**
   * Whose records are saved now (the demo, or an account at its host): a snapshot of anyone else's is
   * not shown, since lists and counts belong to the phone system they came from.
   */
  owner?: () => string;
}): OfflineSnapshot {
  const fileFor = (kind: SnapshotKind) =>
    jsonDocument(join(dataDir, snapshotFileName(kind)), snapshotSchema.nullable(), () => null);
  // Saves run one after another, so that the last one saved is the one kept.
  const serial = createSerialQueue();
  return {
    save(kind, records) {
      const snapshot = {
        at: now(),
        ...(owner && { owner: owner() }),
        records: records.slice(0, MAX_SNAPSHOT_RECORDS).map(storable),
      };
      return serial(() => fileFor(kind).write(snapshot));
    },
    async load(kind) {
      const saved = await serial(() => fileFor(kind).read());
      if (!saved || (owner && saved.owner !== owner())) return null;
      const { owner: _, ...snapshot } = saved;
      return snapshot;
    },
  };
}
