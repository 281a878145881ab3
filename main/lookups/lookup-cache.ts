// Lookup results kept for a while (lookups may be charged), in <dataDir>/lookup-cache.json: shown before
// dialling and when the same number is looked up again. Whether to use the cache is the caller's choice:
// the core skips get() when the user asks to refresh, and put()s the fresh result.
import { join } from 'node:path';
import * as z from 'zod';
import type { LookupFacts } from '../../preload/contract';
import type { LookupResult } from '../api';
import { jsonDocument } from '../storage/json-document';
import { createSerialQueue } from '../storage/serial-queue';

export const LOOKUP_CACHE_FILE_NAME = 'lookup-cache.json';
/** Enough for every number a desk looks up in months; the file stays well under a megabyte. */
export const LOOKUP_CACHE_MAX_ENTRIES = 2_000;

export interface CachedLookup {
  result: LookupResult;
  /** ms since epoch. */
  cachedAt: number;
}

export interface LookupCacheOptions {
  dataDir: string;
  /** Read at each use, so a settings change applies at once; 0 turns the cache off. */
  ttlMs: () => number;
  now?: () => number;
}

export interface LookupCache {
  /** null when the number is not cached, or was cached longer ago than the TTL. */
  get(tn: string): Promise<CachedLookup | null>;
  /** Replaces any entry for the number; does nothing while the cache is off. */
  put(tn: string, result: LookupResult): Promise<void>;
}

/** A field longer than this is no carrier or city name: it is not kept (a 20 MB "city" was seen). */
export const MAX_CACHED_FIELD_CHARS = 256;
/** The spec names 15 fields; a result with many more keeps only the first ones. */
export const MAX_CACHED_FIELDS = 40;

// On disk the body's `code` and its text fields (all the spec names; the client turns numbers into text)
// are kept apart, so each has an exact type. Fields of another kind, which the spec does not name, are
// not kept: a cached result is only shown.
const entrySchema = z.object({
  tn: z.string().max(4096), // the owner (account@origin) and the number
  cachedAt: z.number(),
  code: z.number(),
  fields: z
    .record(z.string().max(64), z.string().max(MAX_CACHED_FIELD_CHARS))
    .refine((fields) => Object.keys(fields).length <= MAX_CACHED_FIELDS),
});
type StoredEntry = z.infer<typeof entrySchema>;
// Oldest first, one entry per number.
const cacheSchema = z.object({ entries: z.array(entrySchema).max(LOOKUP_CACHE_MAX_ENTRIES) });

function stored(tn: string, result: LookupResult, cachedAt: number): StoredEntry {
  const fields = Object.entries(result)
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[0].length <= 64 && entry[1].length <= MAX_CACHED_FIELD_CHARS,
    )
    .slice(0, MAX_CACHED_FIELDS);
  return { tn, cachedAt, code: result.code, fields: Object.fromEntries(fields) };
}

const cached = ({ cachedAt, code, fields }: StoredEntry): CachedLookup => ({
  cachedAt,
  result: { ...fields, code },
});

export function createLookupCache({ dataDir, ttlMs, now = Date.now }: LookupCacheOptions): LookupCache {
  const file = jsonDocument(join(dataDir, LOOKUP_CACHE_FILE_NAME), cacheSchema, () => ({ entries: [] }));
  // This object is the file's only writer, so it is read once; a Map keeps insertion order: oldest first.
  let loaded: Promise<Map<string, StoredEntry>> | undefined;
  const entries = () => {
    loaded ??= file.read().then(
      (data) => new Map(data.entries.map((entry) => [entry.tn, entry])),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const fresh = (entry: StoredEntry, ttl: number) => {
    const age = now() - entry.cachedAt;
    return ttl > 0 && age >= 0 && age < ttl; // a clock set back makes an entry stale, not eternal
  };

  // Puts run one after another, so that quick lookups all land.
  const serial = createSerialQueue();
  return {
    async get(tn) {
      const ttl = ttlMs();
      if (ttl <= 0) return null;
      const entry = (await entries()).get(tn);
      return entry && fresh(entry, ttl) ? cached(entry) : null;
    },
    put(tn, result) {
      return serial(async () => {
        const ttl = ttlMs();
        if (ttl <= 0) return;
        const map = await entries();
        map.delete(tn);
        map.set(tn, stored(tn, result, now()));
        for (const [key, entry] of map) {
          if (map.size > LOOKUP_CACHE_MAX_ENTRIES || !fresh(entry, ttl)) map.delete(key);
        }
        await file.write({ entries: [...map.values()] });
      });
    },
  };
}

/** A positive do-not-call value; the spec says an empty DNC is not a negative (nor a positive) result. */
const DNC_FLAGS = new Set(['y', 'yes', 'true', '1']);

const fact = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** What the confirmation window shows about a number before dialling it. */
export function factsFrom(result: LookupResult): LookupFacts {
  return {
    lineType: fact(result.LINETYPE),
    carrier: fact(result.LEC),
    city: fact(result.CITY),
    state: fact(result.STATE),
    doNotCall: DNC_FLAGS.has(result.DNC?.trim().toLowerCase() ?? ''),
  };
}
