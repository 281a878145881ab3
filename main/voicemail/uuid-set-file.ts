// A set of uuids kept in a small JSON file: which voicemail messages the watch already knows about, and
// which ones the user has played. Both stay small because their owners prune them to the uuids the
// server still lists after each successful check.
import * as z from 'zod';
import { jsonDocument } from '../storage/json-document';
import { createSerialQueue } from '../storage/serial-queue';

/** Far more messages than a mailbox holds; past it the oldest entries go, so the file stays small. */
export const MAX_STORED_UUIDS = 10_000;

const uuidSetSchema = z.object({ uuids: z.array(z.string().min(1).max(256)).max(MAX_STORED_UUIDS) });

/** The newest MAX_STORED_UUIDS of a set kept in insertion order. */
const capped = (uuids: ReadonlySet<string>): ReadonlySet<string> =>
  uuids.size <= MAX_STORED_UUIDS ? uuids : new Set([...uuids].slice(-MAX_STORED_UUIDS));

export interface UuidSetFile {
  /** The stored uuids; null when the file never existed (or was damaged and moved aside). */
  load(): Promise<ReadonlySet<string> | null>;
  /** Replaces the stored set; writes even an empty one, so that "never existed" ends here. */
  save(uuids: Iterable<string>): Promise<void>;
  /** Adds uuids; writes only when one was not there yet. */
  add(uuids: Iterable<string>): Promise<void>;
  /** Keeps only the listed uuids; writes only when one was dropped. */
  prune(listed: Iterable<string>): Promise<void>;
}

/** The next set to store, or null when nothing changed and the file need not be written. */
type Change = (stored: ReadonlySet<string> | null) => ReadonlySet<string> | null;

/** One per path: the file is read once and then kept in memory. */
export function createUuidSetFile(path: string): UuidSetFile {
  // `null` as the empty value is what tells a first run (no file yet) from a stored empty set.
  const file = jsonDocument(path, uuidSetSchema.nullable(), () => null);
  // The file has one writer (this object), so its content is read once and then kept here.
  let stored: Promise<ReadonlySet<string> | null> | undefined;
  const current = () => {
    stored ??= file.read().then(
      (data) => (data === null ? null : new Set(data.uuids)),
      (error: unknown) => {
        stored = undefined; // an unreadable file (permissions) is tried again next time
        throw error;
      },
    );
    return stored;
  };

  // Changes run one after another, so that a quick add and prune both land.
  const serial = createSerialQueue();
  const change = (apply: Change): Promise<void> =>
    serial(async () => {
      const next = apply(await current());
      if (next === null) return;
      const updated = capped(next);
      await file.write({ uuids: [...updated] });
      stored = Promise.resolve(updated);
    });

  return {
    load: () => serial(current),
    save: (uuids) => change(() => new Set(uuids)),
    add: (uuids) =>
      change((before) => {
        const after = new Set(before);
        for (const uuid of uuids) after.add(uuid);
        return before !== null && after.size === before.size ? null : after;
      }),
    prune: (listed) =>
      change((before) => {
        if (before === null) return null;
        const keep = new Set(listed);
        const after = new Set([...before].filter((uuid) => keep.has(uuid)));
        return after.size === before.size ? null : after;
      }),
  };
}
