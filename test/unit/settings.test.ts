// The settings store against a real temp folder: no fs mocks.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSettingsStore,
  defaultSettings,
  SETTINGS_FILE_NAME,
  type SettingsPatch,
  SettingsValidationError,
} from '../../main/settings';
import { StorageError } from '../../main/storage/storage-error';
import { rejectionOf } from '../support/rejection';

let dataDir: string;
let settingsPath: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-settings-'));
  settingsPath = join(dataDir, SETTINGS_FILE_NAME);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const readJson = async (path = settingsPath) => JSON.parse(await readFile(path, 'utf8'));
const backupsIn = async () =>
  (await readdir(dataDir)).filter((name) => name.startsWith(`${SETTINGS_FILE_NAME}.corrupt-`));

async function loadedStore() {
  const store = createSettingsStore({ dataDir });
  const result = await store.load();
  // The warning as the window gets it: a sentence in the language in use.
  return { store, ...result, warning: result.warning?.() ?? null };
}

describe('a fresh data folder', () => {
  it('loads defaults without a warning and writes nothing until the first update', async () => {
    const { store, settings, warning } = await loadedStore();
    expect(settings).toEqual(defaultSettings());
    expect(store.get()).toEqual(defaultSettings());
    expect(warning).toBeNull();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('creates a missing data folder on the first update', async () => {
    const nested = join(dataDir, 'not', 'yet');
    const store = createSettingsStore({ dataDir: nested });
    await store.load();
    await store.update({ account: { extension: '201' } });
    expect((await readJson(join(nested, SETTINGS_FILE_NAME))).account.extension).toBe('201');
  });
});

describe('saving', () => {
  it('round-trips every section through the file', async () => {
    const { store } = await loadedStore();
    const patch: SettingsPatch = {
      account: {
        accountId: 'acme-1',
        domain: 'pbx.example.com',
        extension: '201',
        lookupUrl: 'https://lookup.example.com/api',
      },
      numbers: { defaultRegion: 'GB', dialFormat: 'e164', lookupFormat: 'national-digits' },
      hotkeys: { callSelection: 'Alt+Shift+C', lookupSelection: '', quickDial: 'Control+Alt+K' },
      notifications: { voicemail: false, sound: false },
      voicemail: { checkIntervalMinutes: 15 },
      calls: { confirmHotkeyCalls: false, lookupBeforeCalling: true },
      lookupCache: { ttlDays: 0 },
      general: { startAtLogin: true, language: 'de' },
      history: { keepLocalCopy: false, days: 30 },
      updates: { checkAutomatically: false },
    };
    const saved = await store.update(patch);
    expect(saved).toEqual({ version: 2, ...patch, account: { ...patch.account, baseUrlOverride: '' } });

    const { settings, warning } = await loadedStore();
    expect(warning).toBeNull();
    expect(settings).toEqual(saved);
    expect(await readJson()).toEqual(saved);
  });

  it("keeps an account id's leading zeros", async () => {
    const { store } = await loadedStore();
    await store.update({ account: { accountId: '007' } });
    expect((await readJson()).account.accountId).toBe('007');
    expect((await loadedStore()).settings.account.accountId).toBe('007');
  });

  it('writes the file readable by its owner only', async () => {
    const { store } = await loadedStore();
    await store.update({ account: { extension: '201' } });
    expect((await stat(settingsPath)).mode & 0o777).toBe(0o600);
  });

  it('replaces the file by renaming a fully written temp file, leaving no temp file behind', async () => {
    const { store } = await loadedStore();
    await store.update({ account: { extension: '201' } });
    const before = await stat(settingsPath);
    await store.update({ account: { extension: '202' } });
    // An in-place write would keep the inode; a rename over the file brings a new one.
    expect((await stat(settingsPath)).ino).not.toBe(before.ino);
    expect(await readdir(dataDir)).toEqual([SETTINGS_FILE_NAME]);
  });

  it('cleans up its temp file and keeps the current settings when the final rename fails', async () => {
    const { store } = await loadedStore();
    // A non-empty folder where the file should be: the temp file is written but cannot be renamed over it.
    await mkdir(join(settingsPath, 'blocker'), { recursive: true });
    await expect(store.update({ account: { extension: '201' } })).rejects.toThrow();
    expect(await readdir(dataDir)).toEqual([SETTINGS_FILE_NAME]);
    expect(store.get().account.extension).toBe('');
  });
});

describe('concurrent updates', () => {
  it('applies a second update on top of a first that has not finished yet', async () => {
    const { store } = await loadedStore();
    const first = store.update({ account: { accountId: '007' } });
    const second = store.update({ account: { extension: '201' } });
    await Promise.all([first, second]);
    expect(store.get().account).toMatchObject({ accountId: '007', extension: '201' });
    expect((await readJson()).account).toMatchObject({ accountId: '007', extension: '201' });
  });

  it('still applies later updates after one in the queue was rejected', async () => {
    const { store } = await loadedStore();
    const bad = store.update({ account: { extension: 'x' } });
    const good = store.update({ account: { extension: '201' } });
    await expect(bad).rejects.toBeInstanceOf(SettingsValidationError);
    await expect(good).resolves.toMatchObject({ account: { extension: '201' } });
  });
});

describe('rejected updates', () => {
  it('rejects an invalid value, naming the field, and leaves the file and the settings untouched', async () => {
    const { store } = await loadedStore();
    await store.update({ account: { extension: '201' } });
    const bytes = await readFile(settingsPath);
    const { mtimeMs } = await stat(settingsPath);

    const error = await rejectionOf(
      store.update({ account: { extension: '2O1' }, voicemail: { checkIntervalMinutes: 0 } }),
    );
    expect(error).toBeInstanceOf(SettingsValidationError);
    expect((error as SettingsValidationError).code).toBe('settings-invalid');
    expect((error as SettingsValidationError).fields).toEqual([
      'account.extension',
      'voicemail.checkIntervalMinutes',
    ]);
    expect((error as Error).message).toContain('account.extension');
    expect((error as Error).message).not.toContain('2O1');

    expect(await readFile(settingsPath)).toEqual(bytes);
    expect((await stat(settingsPath)).mtimeMs).toBe(mtimeMs);
    expect(store.get().account.extension).toBe('201');
  });

  it.each([
    ['at the top level', { apiKey: 'sk-top-secret-value' }, 'apiKey'],
    ['inside a section', { account: { apiKey: 'sk-top-secret-value' } }, 'account.apiKey'],
  ])('rejects an unknown key %s, so an API key can never be stored', async (_where, patch, field) => {
    const { store } = await loadedStore();
    const error = await rejectionOf(store.update(patch as SettingsPatch));
    expect(error).toBeInstanceOf(SettingsValidationError);
    expect((error as SettingsValidationError).fields).toEqual([field]);
    expect((error as Error).message).not.toContain('sk-top-secret-value');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('rejects a value of the wrong type instead of coercing it', async () => {
    const { store } = await loadedStore();
    const patch = { voicemail: { checkIntervalMinutes: '5' } } as unknown as SettingsPatch;
    await expect(store.update(patch)).rejects.toThrow(/voicemail\.checkIntervalMinutes/);
  });

  it('refuses to update or read before load()', async () => {
    const store = createSettingsStore({ dataDir });
    expect(() => store.get()).toThrow(/load\(\)/);
    await expect(store.update({ account: { extension: '201' } })).rejects.toThrow(/load\(\)/);
  });
});

describe('a damaged file', () => {
  it('moves corrupt JSON aside byte for byte and starts from defaults with a warning saying where it is', async () => {
    const original = Buffer.from([...Buffer.from('{"account": {"accountId": "007",'), 0xff, 0xfe, 0x00]);
    await writeFile(settingsPath, original);

    const { settings, warning } = await loadedStore();
    expect(settings).toEqual(defaultSettings());
    const [backup, ...more] = await backupsIn();
    expect(more).toEqual([]);
    expect(backup).toMatch(/^settings\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z$/);
    expect(await readFile(join(dataDir, backup as string))).toEqual(original);
    expect(warning).toContain('not valid JSON');
    expect(warning).toContain(join(dataDir, backup as string));
    // Moved, not copied: the next start finds no damaged file and no longer warns.
    expect((await loadedStore()).warning).toBeNull();
  });

  it.each([
    ['an array', '[1, 2]'],
    ['null', 'null'],
    ['a string', '"settings"'],
  ])('treats JSON that is %s as damaged', async (_what, text) => {
    await writeFile(settingsPath, text);
    const { settings, warning } = await loadedStore();
    expect(settings).toEqual(defaultSettings());
    expect(warning).toContain('does not hold a settings object');
    const [backup] = await backupsIn();
    expect(await readFile(join(dataDir, backup as string), 'utf8')).toBe(text);
  });

  it('moves an unreadable settings file aside and says why', async () => {
    // A folder in place of the file fails to read (EISDIR) even for root, unlike a chmod 000 file.
    await mkdir(settingsPath);
    await writeFile(join(settingsPath, 'inside'), 'kept');

    const { settings, warning } = await loadedStore();
    expect(settings).toEqual(defaultSettings());
    expect(warning).toContain('could not read');
    expect(warning).toContain('EISDIR');
    const [backup] = await backupsIn();
    expect(await readFile(join(dataDir, backup as string, 'inside'), 'utf8')).toBe('kept');
  });

  it('salvages a partly invalid file: valid fields kept, invalid ones reset and named, original copied', async () => {
    const original = `${JSON.stringify({
      version: 1,
      account: { accountId: '007', domain: 'pbx.example.com', extension: 'abc' },
      numbers: { defaultRegion: 'USA', dialFormat: 'e164' },
      notifications: 'loud',
      voicemail: { checkIntervalMinutes: 15 },
      lookupCache: { ttlDays: -1 },
    })}\n`;
    await writeFile(settingsPath, original);

    const { settings, warning } = await loadedStore();
    const defaults = defaultSettings();
    expect(settings.account).toEqual({ ...defaults.account, accountId: '007', domain: 'pbx.example.com' });
    expect(settings.numbers).toEqual({ ...defaults.numbers, dialFormat: 'e164' });
    expect(settings.notifications).toEqual(defaults.notifications);
    expect(settings.voicemail.checkIntervalMinutes).toBe(15);
    expect(settings.lookupCache.ttlDays).toBe(defaults.lookupCache.ttlDays);

    expect(warning).toContain('account.extension, numbers.defaultRegion, notifications, lookupCache.ttlDays');
    const [backup] = await backupsIn();
    expect(await readFile(join(dataDir, backup as string), 'utf8')).toBe(original);
    expect(warning).toContain(join(dataDir, backup as string));

    // The repaired file was saved, so the next start is clean and creates no second copy.
    const again = await loadedStore();
    expect(again.warning).toBeNull();
    expect(again.settings).toEqual(settings);
    expect(await backupsIn()).toHaveLength(1);
  });
});

describe('keys this version does not know (a newer Dialdesk on the same profile)', () => {
  it('are kept as they were through load and every save, without a warning', async () => {
    const original = JSON.stringify({
      version: 2,
      account: { accountId: '007', region: 'eu-west' },
      theme: { accent: 'teal' },
      numbers: { defaultRegion: 'DE', futureFormat: true },
    });
    await writeFile(settingsPath, original);
    const { store, warning } = await loadedStore();
    expect(warning).toBeNull();
    expect(await backupsIn()).toEqual([]);
    expect(store.get().numbers.defaultRegion).toBe('DE');

    await store.update({ account: { extension: '201' } });
    const saved = await readJson();
    expect(saved.theme).toEqual({ accent: 'teal' });
    expect(saved.account).toEqual({
      ...defaultSettings().account,
      accountId: '007',
      extension: '201',
      region: 'eu-west',
    });
    expect(saved.numbers.futureFormat).toBe(true);
    expect((await loadedStore()).warning).toBeNull();
  });

  it("keeps a newer version's number, so that version does not take its own file for an old one", async () => {
    await writeFile(
      settingsPath,
      JSON.stringify({ version: 3, account: { accountId: '007' }, sounds: ['ding'] }),
    );
    const { store, upgradedFrom, warning } = await loadedStore();
    expect({ upgradedFrom, warning }).toEqual({ upgradedFrom: null, warning: null });
    await store.update({ account: { extension: '201' } });
    expect(await readJson()).toMatchObject({
      version: 3,
      sounds: ['ding'],
      account: { accountId: '007', extension: '201' },
    });
  });

  it('reports a file of version 1 (or of no version) as one to upgrade, and writes version 2 at the next save', async () => {
    await writeFile(settingsPath, JSON.stringify({ version: 1, account: { accountId: '007' } }));
    const { store, upgradedFrom, warning } = await loadedStore();
    expect({ upgradedFrom, warning }).toEqual({ upgradedFrom: 1, warning: null });
    await store.update({});
    expect((await readJson()).version).toBe(2);
    expect((await loadedStore()).upgradedFrom).toBeNull();

    await writeFile(settingsPath, JSON.stringify({ account: { accountId: '007' } }));
    expect((await loadedStore()).upgradedFrom).toBe(1);
  });

  it('a deeply nested unknown key does not make later saves fail', async () => {
    let deep = '1';
    for (let i = 0; i < 100_000; i++) deep = `{"a":${deep}}`;
    await writeFile(settingsPath, `{"version":1,"account":{"accountId":"007","x":${deep}}}`);
    const { store, warning } = await loadedStore();
    expect(warning).toContain('Settings nested too deeply to keep were dropped: account.x.');
    await store.update({ account: { extension: '201' } });
    await store.update({ account: { extension: '202' } });
    expect((await readJson()).account.extension).toBe('202');
  });

  it('a file larger than settings ever are is set aside as damage', async () => {
    await writeFile(
      settingsPath,
      JSON.stringify({ version: 1, account: { accountId: 'x'.repeat(1_100_000) } }),
    );
    const { settings, warning } = await loadedStore();
    expect(settings).toEqual(defaultSettings());
    expect(warning).toContain('larger than settings ever are');
  });
});

describe('a settings folder that cannot be written', () => {
  it('fails an update with the cause and the folder named, and keeps the settings in use', async () => {
    const blocked = join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const store = createSettingsStore({ dataDir: join(blocked, 'Dialdesk') });
    await store.load();
    const error = await rejectionOf(store.update({ account: { extension: '201' } }));
    expect(error).toMatchObject({ name: 'StorageError', code: 'storage-failed', systemCode: 'ENOTDIR' });
    expect(error.message).toBe(
      `Dialdesk could not write settings.json in the folder ${join(blocked, 'Dialdesk')}: a file stands where the folder should be (ENOTDIR). Check that the folder exists, that you may write to it, and that the disk has space.`,
    );
    expect(store.get().account.extension).toBe('');
  });
});

describe('onChange', () => {
  it('tells listeners about each saved update until they unsubscribe, and not about rejected ones', async () => {
    const { store } = await loadedStore();
    const listener = vi.fn();
    const unsubscribe = store.onChange(listener);

    await store.update({ account: { extension: '201' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ account: expect.objectContaining({ extension: '201' }) }),
    );

    await store.update({ account: { extension: 'x' } }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    await store.update({ account: { extension: '202' } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still saves and notifies the other listeners when one listener throws', async () => {
    const { store } = await loadedStore();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = vi.fn();
    store.onChange(() => {
      throw new Error('listener bug');
    });
    store.onChange(healthy);

    await expect(store.update({ account: { extension: '201' } })).resolves.toBeDefined();
    expect(healthy).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('file system failures are named', () => {
  it.each([
    ['EACCES', 'permission denied (EACCES)'],
    ['EPERM', 'permission denied (EPERM)'],
    ['ENOSPC', 'the disk is full (ENOSPC)'],
    ['EROFS', 'the disk is read-only (EROFS)'],
    ['EWHATEVER', 'a file system error (EWHATEVER)'],
  ])('%s', (code, words) => {
    const cause = Object.assign(new Error('raw'), { code });
    expect(new StorageError('/home/u/.config/Dialdesk/settings.json', cause).message).toBe(
      `Dialdesk could not write settings.json in the folder /home/u/.config/Dialdesk: ${words}. Check that the folder exists, that you may write to it, and that the disk has space.`,
    );
  });
});
