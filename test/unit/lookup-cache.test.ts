// The lookup cache against a real temp folder, with an injected clock: no fs mocks, no waiting.
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LookupResult } from '../../main/api';
import {
  createLookupCache,
  factsFrom,
  LOOKUP_CACHE_FILE_NAME,
  LOOKUP_CACHE_MAX_ENTRIES,
  MAX_CACHED_FIELD_CHARS,
  MAX_CACHED_FIELDS,
} from '../../main/lookups/lookup-cache';

const DAY = 24 * 60 * 60_000;
const T0 = Date.UTC(2026, 10, 21, 14, 3);

let dataDir: string;
let cachePath: string;
let now: number;
let ttl: number;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-lookup-cache-'));
  cachePath = join(dataDir, LOOKUP_CACHE_FILE_NAME);
  now = T0;
  ttl = 7 * DAY;
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const newCache = () => createLookupCache({ dataDir, ttlMs: () => ttl, now: () => now });
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const result = (fields: Partial<LookupResult> = {}): LookupResult => ({
  code: 200,
  msg: 'Success',
  type: '+OK',
  NUMBER: '15555550123',
  LINETYPE: 'WIRELESS',
  LEC: 'Example Wireless LLC',
  CITY: 'SPRINGFIELD',
  STATE: 'IL',
  DNC: '',
  SPID: '',
  COUNTRY: '',
  LOOKUP_TYPE: 'EXTENDED',
  ...fields,
});

describe('the lookup cache', () => {
  it('has nothing for a number never looked up', async () => {
    expect(await newCache().get('15555550123')).toBeNull();
  });

  it('returns a stored result with the time it was cached, until the TTL has passed', async () => {
    const cache = newCache();
    await cache.put('15555550123', result());
    now = T0 + ttl - 1;
    expect(await cache.get('15555550123')).toEqual({ result: result(), cachedAt: T0 });
    now = T0 + ttl;
    expect(await cache.get('15555550123')).toBeNull();
  });

  it('applies a changed TTL at once', async () => {
    const cache = newCache();
    await cache.put('15555550123', result());
    now = T0 + 2 * DAY;
    ttl = DAY;
    expect(await cache.get('15555550123')).toBeNull();
  });

  it('is off with a TTL of 0: nothing is returned and nothing is stored', async () => {
    const cache = newCache();
    await cache.put('15555550123', result());
    ttl = 0;
    expect(await cache.get('15555550123')).toBeNull();
    await cache.put('15555550199', result());
    ttl = DAY;
    expect(await newCache().get('15555550199')).toBeNull();
  });

  it('writes no file while it is off', async () => {
    ttl = 0;
    await newCache().put('15555550123', result());
    expect(await exists(cachePath)).toBe(false);
  });

  it('replaces an entry on put: a refresh skips get() and stores the fresh result', async () => {
    const cache = newCache();
    await cache.put('15555550123', result({ LEC: 'Old Carrier' }));
    now = T0 + DAY;
    await cache.put('15555550123', result({ LEC: 'New Carrier' }));
    expect(await cache.get('15555550123')).toEqual({
      result: result({ LEC: 'New Carrier' }),
      cachedAt: T0 + DAY,
    });
  });

  it('keeps entries across a restart', async () => {
    await newCache().put('15555550123', result());
    expect(await newCache().get('15555550123')).toEqual({ result: result(), cachedAt: T0 });
  });

  it('keeps only the text fields and the code (what the client returns), dropping others', async () => {
    await newCache().put('15555550123', { ...result(), extra: { nested: true } });
    expect((await newCache().get('15555550123'))?.result).toEqual(result());
  });

  it('lands every one of many quick puts', async () => {
    const cache = newCache();
    const numbers = Array.from({ length: 20 }, (_, i) => `155555501${String(i).padStart(2, '0')}`);
    await Promise.all(numbers.map((tn) => cache.put(tn, result({ NUMBER: tn }))));
    const restarted = newCache();
    for (const tn of numbers) expect((await restarted.get(tn))?.result.NUMBER).toBe(tn);
  });

  it(`holds at most ${LOOKUP_CACHE_MAX_ENTRIES} entries, dropping the oldest`, async () => {
    // A full cache written as the cache writes it: oldest first.
    const entries = Array.from({ length: LOOKUP_CACHE_MAX_ENTRIES }, (_, i) => ({
      tn: `1555${String(i).padStart(7, '0')}`,
      cachedAt: T0 + i,
      code: 200,
      fields: { NUMBER: `1555${String(i).padStart(7, '0')}` },
    }));
    await writeFile(cachePath, JSON.stringify({ entries }));
    now = T0 + LOOKUP_CACHE_MAX_ENTRIES;
    const cache = newCache();
    await cache.put('15559999998', result());
    await cache.put('15559999999', result());
    const stored = JSON.parse(await readFile(cachePath, 'utf8')).entries as { tn: string }[];
    expect(stored).toHaveLength(LOOKUP_CACHE_MAX_ENTRIES);
    expect(await cache.get(entries[0]?.tn ?? '')).toBeNull();
    expect(await cache.get(entries[1]?.tn ?? '')).toBeNull();
    expect(await cache.get(entries[2]?.tn ?? '')).not.toBeNull();
    expect(stored.at(-1)?.tn).toBe('15559999999');
  });

  it('drops expired entries when it writes', async () => {
    const cache = newCache();
    await cache.put('15555550100', result());
    now = T0 + ttl;
    await cache.put('15555550101', result());
    const stored = JSON.parse(await readFile(cachePath, 'utf8')).entries as { tn: string }[];
    expect(stored.map(({ tn }) => tn)).toEqual(['15555550101']);
  });

  it('moves a damaged file aside and starts empty', async () => {
    await writeFile(cachePath, '{"entries": [{"tn": "15555550123", "cachedAt": "yesterday"}]}');
    const cache = newCache();
    expect(await cache.get('15555550123')).toBeNull();
    expect(
      (await readdir(dataDir)).filter((name) => name.startsWith(`${LOOKUP_CACHE_FILE_NAME}.corrupt-`)),
    ).toHaveLength(1);
    await cache.put('15555550123', result());
    expect(await newCache().get('15555550123')).toEqual({ result: result(), cachedAt: T0 });
  });
});

describe('facts from a lookup result', () => {
  it('takes line type, carrier (LEC), city and state, and null for empty or absent fields', () => {
    expect(factsFrom(result())).toEqual({
      lineType: 'WIRELESS',
      carrier: 'Example Wireless LLC',
      city: 'SPRINGFIELD',
      state: 'IL',
      doNotCall: false,
    });
    expect(factsFrom({ code: 200, CITY: '  ', LEC: '' })).toEqual({
      lineType: null,
      carrier: null,
      city: null,
      state: null,
      doNotCall: false,
    });
  });

  it.each([
    ['Y', true],
    ['yes', true],
    ['TRUE', true],
    ['1', true],
    [' y ', true],
    ['', false],
    ['   ', false],
    ['N', false],
    ['no', false],
    ['false', false],
    ['0', false],
    [undefined, false],
  ])('flags do-not-call only for an explicit positive DNC: %j -> %s', (dnc, flagged) => {
    expect(factsFrom(result({ DNC: dnc })).doNotCall).toBe(flagged);
  });
});

describe('the lookup cache stays small whatever a lookup returns', () => {
  it('does not keep a 20 MB city, nor more fields than a result has, and the file stays small', async () => {
    const huge = result({ CITY: 'x'.repeat(20_000_000), LEC: 'Cascade Mobile' }) as LookupResult &
      Record<string, unknown>;
    for (let i = 0; i < 200; i++) huge[`EXTRA_${i}`] = 'y';
    await newCache().put('15555550123', huge);
    const hit = await newCache().get('15555550123');
    expect(hit?.result.LEC).toBe('Cascade Mobile');
    expect(hit?.result.CITY).toBeUndefined();
    expect(Object.keys(hit?.result ?? {}).length).toBeLessThanOrEqual(MAX_CACHED_FIELDS + 1);
    expect((await readFile(cachePath)).byteLength).toBeLessThan(16 * 1024);
  });

  it(`keeps a field of exactly ${MAX_CACHED_FIELD_CHARS} characters`, async () => {
    await newCache().put('15555550123', result({ CITY: 'c'.repeat(MAX_CACHED_FIELD_CHARS) }));
    expect((await newCache().get('15555550123'))?.result.CITY).toHaveLength(MAX_CACHED_FIELD_CHARS);
  });
});
