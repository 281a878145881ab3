// The uuid set files and the heard record against a real temp folder: no fs mocks.
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { MAX_DOCUMENT_BYTES } from '../../main/storage/json-document';
import { createHeardRecord, createUuidSetFile, HEARD_FILE_NAME } from '../../main/voicemail';
import { MAX_STORED_UUIDS } from '../../main/voicemail/uuid-set-file';

let dataDir: string;
let path: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-uuid-set-'));
  path = join(dataDir, 'set.json');
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const sorted = (set: ReadonlySet<string> | null) => (set ? [...set].sort() : set);

describe('a uuid set file', () => {
  it('loads null when the file never existed, and an empty set once an empty one is saved', async () => {
    const file = createUuidSetFile(path);
    expect(await file.load()).toBeNull();
    await file.save([]);
    expect(await exists(path)).toBe(true);
    expect(sorted(await createUuidSetFile(path).load())).toEqual([]);
  });

  it('keeps what was saved and added across a restart', async () => {
    const file = createUuidSetFile(path);
    await file.save(['a', 'b']);
    await file.add(['c', 'a']);
    expect(sorted(await createUuidSetFile(path).load())).toEqual(['a', 'b', 'c']);
  });

  it('prunes to the listed uuids', async () => {
    const file = createUuidSetFile(path);
    await file.save(['a', 'b', 'c']);
    await file.prune(['c', 'a', 'not-stored']);
    expect(sorted(await file.load())).toEqual(['a', 'c']);
    expect(sorted(await createUuidSetFile(path).load())).toEqual(['a', 'c']);
  });

  it('writes only when something changed', async () => {
    const file = createUuidSetFile(path);
    await file.prune(['a']);
    expect(await exists(path)).toBe(false); // pruning nothing does not make a first run look like a later one
    await file.save(['a', 'b']);
    // Changed behind its back: a write would replace this.
    await writeFile(path, JSON.stringify({ uuids: ['a', 'b'], marker: 'untouched' }));
    await file.add(['a']);
    await file.prune(['a', 'b', 'c']);
    expect(JSON.parse(await readFile(path, 'utf8')).marker).toBe('untouched');
  });

  it('lands every one of many quick adds', async () => {
    const file = createUuidSetFile(path);
    const uuids = Array.from({ length: 25 }, (_, i) => `uuid-${i}`);
    await Promise.all(uuids.map((uuid) => file.add([uuid])));
    expect(sorted(await createUuidSetFile(path).load())).toEqual([...uuids].sort());
  });

  it('moves a damaged file aside and loads null, as if it never existed', async () => {
    await writeFile(path, '{"uuids": ["a", 7]}');
    expect(await createUuidSetFile(path).load()).toBeNull();
    expect(await exists(path)).toBe(false);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('set.json.corrupt-'))).toHaveLength(1);
  });
});

describe('the heard record', () => {
  const message = (uuid: string, fields: Record<string, unknown> = {}): ApiRecord => ({ uuid, ...fields });

  it('counts a message as unheard until it is played here, or heard or deleted on a phone', async () => {
    const heard = createHeardRecord({ dataDir });
    await heard.markHeard('played');
    const records = [
      message('played', { message_status: '' }),
      message('new', { message_status: '' }),
      message('no-status'),
      message('saved', { message_status: 'saved' }),
      message('read', { message_status: ' READ ' }),
      message('deleted', { message_status: 'deleted' }),
      message('read-epoch', { message_status: '', read_epoch: 1772940600 }),
      message('read-epoch-text', { message_status: null, read_epoch: ' 1772940600 ' }),
      message('odd', { message_status: 1 }),
      message('read-epoch-zero', { read_epoch: '0' }),
      message('read-epoch-empty', { read_epoch: '' }),
      message('read-epoch-odd', { read_epoch: 'yesterday' }),
    ];
    expect(await heard.unheardCount(records)).toBe(6);
    expect(await heard.heardAmong(records)).toEqual([
      'played',
      'saved',
      'read',
      'deleted',
      'read-epoch',
      'read-epoch-text',
    ]);
    expect(await heard.isHeard('played')).toBe(true);
    expect(await heard.isHeard('saved')).toBe(false); // isHeard is about this app only
  });

  it('is kept in the data folder and pruned to listed messages', async () => {
    await createHeardRecord({ dataDir }).markHeard('kept');
    await createHeardRecord({ dataDir }).markHeard('gone');
    const heard = createHeardRecord({ dataDir });
    expect(await heard.isHeard('gone')).toBe(true);
    await heard.prune(['kept', 'other']);
    expect(JSON.parse(await readFile(join(dataDir, HEARD_FILE_NAME), 'utf8')).uuids).toEqual(['kept']);
  });
});

describe('a uuid set stays bounded', () => {
  it(`keeps the newest ${MAX_STORED_UUIDS} uuids`, async () => {
    const file = createUuidSetFile(join(dataDir, 'set.json'));
    await file.add(Array.from({ length: MAX_STORED_UUIDS + 50 }, (_, i) => `u${i}`));
    const kept = await createUuidSetFile(join(dataDir, 'set.json')).load();
    expect(kept?.size).toBe(MAX_STORED_UUIDS);
    expect(kept?.has('u0')).toBe(false);
    expect(kept?.has(`u${MAX_STORED_UUIDS + 49}`)).toBe(true);
  });

  it('sets a file larger than any it writes aside unread, as damage', async () => {
    const big = join(dataDir, 'big.json');
    await writeFile(big, JSON.stringify({ uuids: ['a'], pad: 'x'.repeat(MAX_DOCUMENT_BYTES) }));
    expect(await createUuidSetFile(big).load()).toBeNull();
    expect((await readdir(dataDir)).some((name) => name.startsWith('big.json.corrupt-'))).toBe(true);
  });
});
