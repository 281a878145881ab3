// Offline snapshots against a real temp folder: what is stored, what is never stored, damaged files.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import {
  createOfflineSnapshot,
  MAX_SNAPSHOT_DEPTH,
  MAX_SNAPSHOT_RECORDS,
  MAX_SNAPSHOT_STRING_BYTES,
  snapshotFileName,
} from '../../main/offline/offline-snapshot';

const T0 = Date.UTC(2026, 10, 21, 14, 3);

let dataDir: string;
let now: number;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-snapshot-'));
  now = T0;
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const newSnapshot = () => createOfflineSnapshot({ dataDir, now: () => now });
const fileText = (kind: 'history' | 'voicemail') => readFile(join(dataDir, snapshotFileName(kind)), 'utf8');

const call: ApiRecord = {
  uuid: 'c1',
  caller_id_name: 'Dana Whitfield',
  caller_id_number: '5555550123',
  start_epoch: 1_795_000_000,
  missed_call: false,
  answer_stamp: '',
  detail: { codecs: ['PCMU'], mos: 4.3 },
};

describe('offline snapshots', () => {
  it('has none before the first save', async () => {
    expect(await newSnapshot().load('history')).toBeNull();
  });

  it('keeps every field of the records and when they were saved, across a restart', async () => {
    await newSnapshot().save('history', [call]);
    expect(await newSnapshot().load('history')).toEqual({ records: [call], at: T0 });
  });

  it('keeps history and voicemail apart, one file each', async () => {
    const snapshot = newSnapshot();
    await snapshot.save('history', [call]);
    await snapshot.save('voicemail', [{ uuid: 'v1', caller_id_name: 'Priya Ram' }]);
    expect((await snapshot.load('history'))?.records.map(({ uuid }) => uuid)).toEqual(['c1']);
    expect((await snapshot.load('voicemail'))?.records.map(({ uuid }) => uuid)).toEqual(['v1']);
    expect((await readdir(dataDir)).sort()).toEqual(['offline-history.json', 'offline-voicemail.json']);
  });

  it('keeps the last of quick saves', async () => {
    const snapshot = newSnapshot();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        now = T0 + i;
        return snapshot.save('history', [{ uuid: `c${i}` }]);
      }),
    );
    expect(await newSnapshot().load('history')).toEqual({ records: [{ uuid: 'c9' }], at: T0 + 9 });
  });

  it('never stores audio: a field named *base64 goes, at any depth and whatever its length', async () => {
    await newSnapshot().save('voicemail', [
      {
        uuid: 'v1',
        caller_id_name: 'Priya Ram',
        message_base64: 'UklGRiQAAABXQVZF',
        attachment: { audio_BASE64: 'T2dnUw==', name: 'greeting' },
      },
    ]);
    expect(await fileText('voicemail')).not.toMatch(/base64|UklGR|T2dnUw/i);
    expect((await newSnapshot().load('voicemail'))?.records).toEqual([
      { uuid: 'v1', caller_id_name: 'Priya Ram', attachment: { name: 'greeting' } },
    ]);
  });

  it(`never stores a string longer than ${MAX_SNAPSHOT_STRING_BYTES} bytes, at any depth`, async () => {
    const long = 'é'.repeat(MAX_SNAPSHOT_STRING_BYTES / 2 + 1); // few characters, too many bytes
    const fits = 'x'.repeat(MAX_SNAPSHOT_STRING_BYTES);
    await newSnapshot().save('history', [{ uuid: 'c1', blob: long, note: fits, parts: [long, 'kept'] }]);
    expect((await newSnapshot().load('history'))?.records).toEqual([
      { uuid: 'c1', note: fits, parts: ['kept'] },
    ]);
  });

  it('does not change the records it was given', async () => {
    const record: ApiRecord = { uuid: 'v1', message_base64: 'UklGRiQAAABXQVZF' };
    await newSnapshot().save('voicemail', [record]);
    expect(record.message_base64).toBe('UklGRiQAAABXQVZF');
  });

  it('moves a damaged file aside and has no snapshot', async () => {
    await writeFile(join(dataDir, snapshotFileName('history')), '{"at": 1, "records": [{"no_uuid": true}]}');
    expect(await newSnapshot().load('history')).toBeNull();
    expect(
      (await readdir(dataDir)).filter((name) => name.startsWith('offline-history.json.corrupt-')),
    ).toHaveLength(1);
  });
});

describe('offline snapshots stay bounded whatever a reply holds', () => {
  /** A value nested `levels` deep, built without recursion. */
  const nested = (levels: number): unknown => {
    let value: unknown = 'bottom';
    for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { v: value };
    return value;
  };

  it('saves a record nested 100,000 levels deep without overflowing, keeping what is shallow', async () => {
    const deep: ApiRecord = { uuid: 'deep', caller_id_name: 'Dana', detail: nested(100_000) };
    await newSnapshot().save('history', [deep]);
    const loaded = await newSnapshot().load('history');
    expect(loaded?.records[0]).toMatchObject({ uuid: 'deep', caller_id_name: 'Dana' });
    let depth = 0;
    for (let node: unknown = loaded?.records[0]; typeof node === 'object' && node !== null; depth++)
      node = Object.values(node).find((child) => typeof child === 'object' && child !== null);
    expect(depth).toBeLessThanOrEqual(MAX_SNAPSHOT_DEPTH);
  });

  it(`keeps at most ${MAX_SNAPSHOT_RECORDS} records`, async () => {
    const many = Array.from({ length: MAX_SNAPSHOT_RECORDS + 500 }, (_, i) => ({ uuid: `v${i}` }));
    await newSnapshot().save('voicemail', many);
    expect((await newSnapshot().load('voicemail'))?.records).toHaveLength(MAX_SNAPSHOT_RECORDS);
  });
});
