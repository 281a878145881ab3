// Files far larger than the app ever writes are damage: they are refused by their size, never read whole.
// A sparse file of 3 GB stands for such a file: it takes no disk space, its size answers at once, and
// reading it whole would fail (Node refuses to read a file over 2 GiB into one buffer).
import { mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSettingsStore, defaultSettings, SETTINGS_FILE_NAME } from '../../main/settings';
import { MAX_SETTINGS_FILE_BYTES, readSettingsFile } from '../../main/settings/settings-file';
import { jsonDocument } from '../../main/storage/json-document';

const THREE_GB = 3 * 1024 ** 3;

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-oversized-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function sparseFile(name: string, bytes: number): Promise<string> {
  const path = join(dataDir, name);
  await writeFile(path, '{');
  await truncate(path, bytes);
  return path;
}

describe('the settings file', () => {
  it('of 3 GB is too large, told by its size', async () => {
    expect(await readSettingsFile(await sparseFile(SETTINGS_FILE_NAME, THREE_GB))).toEqual({
      kind: 'too-large',
    });
  });

  it('of 3 GB is moved aside at load, and the defaults are used', async () => {
    await sparseFile(SETTINGS_FILE_NAME, THREE_GB);
    const { settings, warning } = await createSettingsStore({ dataDir }).load();
    expect(settings).toEqual(defaultSettings());
    expect(warning?.()).toContain('larger than settings ever are');
    expect(
      (await readdir(dataDir)).filter((name) => name.startsWith(`${SETTINGS_FILE_NAME}.corrupt-`)),
    ).toHaveLength(1);
  });

  it('counts bytes: fewer characters than the limit in more bytes is too large, the limit itself is not', async () => {
    const path = join(dataDir, SETTINGS_FILE_NAME);
    // "☎" is one character and three bytes in UTF-8.
    await writeFile(path, JSON.stringify({ note: '☎'.repeat(MAX_SETTINGS_FILE_BYTES / 2) }));
    expect(await readSettingsFile(path)).toEqual({ kind: 'too-large' });
    await writeFile(path, `{}${' '.repeat(MAX_SETTINGS_FILE_BYTES - 2)}`);
    expect(await readSettingsFile(path)).toEqual({ kind: 'object', document: {} });
  });
});

describe('a JSON document', () => {
  it('of 3 GB is set aside as damage unread, and reads as empty', async () => {
    const path = await sparseFile('recent-calls.json', THREE_GB);
    const document = jsonDocument(path, z.array(z.string()), () => []);
    expect(await document.read()).toEqual([]);
    expect(
      (await readdir(dataDir)).filter((name) => name.startsWith('recent-calls.json.corrupt-')),
    ).toHaveLength(1);
  });
});
