// The rules of each settings field, the defaults, and the strict patch schema used over IPC.
import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  isAccountConfigured,
  type Settings,
  settingsPatchSchema,
  settingsSchema,
} from '../../main/settings';

const withAccount = (account: Partial<Settings['account']>): Settings => {
  const settings = defaultSettings();
  return { ...settings, account: { ...settings.account, ...account } };
};

/** Parses a file holding only `value` at section.field and returns the field, or 'invalid'. */
function storedField(section: string, field: string, value: unknown): unknown {
  const result = settingsSchema.safeParse({ [section]: { [field]: value } });
  if (!result.success) return 'invalid';
  return (result.data as unknown as Record<string, Record<string, unknown>>)[section]?.[field];
}

describe('defaults', () => {
  it('fills every field of an empty file', () => {
    expect(settingsSchema.parse({})).toEqual({
      version: 2,
      general: { startAtLogin: false, language: 'system' },
      account: { accountId: '', domain: '', baseUrlOverride: '', extension: '', lookupUrl: '' },
      numbers: { defaultRegion: 'US', dialFormat: 'national-digits', lookupFormat: 'country-digits' },
      hotkeys: {
        callSelection: 'CommandOrControl+Shift+D',
        lookupSelection: 'CommandOrControl+Shift+L',
        quickDial: 'Control+Alt+Space',
      },
      notifications: { voicemail: true, sound: true },
      voicemail: { checkIntervalMinutes: 2 },
      calls: { confirmHotkeyCalls: true, lookupBeforeCalling: false },
      lookupCache: { ttlDays: 7 },
      history: { keepLocalCopy: true, days: 90 },
      updates: { checkAutomatically: true },
    });
  });

  it('hands out a fresh object each time', () => {
    const first = defaultSettings();
    first.account.accountId = 'changed';
    expect(defaultSettings().account.accountId).toBe('');
  });
});

describe('field rules', () => {
  it.each([
    ['account', 'accountId', '007', '007'],
    ['account', 'accountId', ' 007 ', '007'],
    ['account', 'accountId', 'acme-01', 'acme-01'],
    ['account', 'accountId', 'a'.repeat(63), 'a'.repeat(63)],
    ['account', 'accountId', 'a'.repeat(64), 'invalid'],
    ['account', 'accountId', 'acme_01', 'invalid'],
    ['account', 'accountId', 7, 'invalid'],
    ['account', 'domain', 'pbx.example.com', 'pbx.example.com'],
    ['account', 'domain', 'https://pbx.example.com', 'invalid'],
    ['account', 'domain', 'pbx.example.com/app', 'invalid'],
    ['account', 'domain', '-pbx.example.com', 'invalid'],
    ['account', 'baseUrlOverride', 'http://127.0.0.1:8080/app/api/7', 'http://127.0.0.1:8080/app/api/7'],
    ['account', 'baseUrlOverride', 'ftp://pbx.example.com', 'invalid'],
    ['account', 'baseUrlOverride', '/app/api/7', 'invalid'],
    ['account', 'lookupUrl', 'https://lookup.example.com/api', 'https://lookup.example.com/api'],
    ['account', 'lookupUrl', 'lookup.example.com', 'invalid'],
    ['account', 'extension', '20', '20'],
    ['account', 'extension', '0123456789', '0123456789'],
    ['account', 'extension', '2', 'invalid'],
    ['account', 'extension', '01234567890', 'invalid'],
    ['account', 'extension', '20a', 'invalid'],
    ['account', 'extension', 201, 'invalid'],
    ['numbers', 'defaultRegion', 'gb', 'GB'],
    ['numbers', 'defaultRegion', 'USA', 'invalid'],
    ['numbers', 'dialFormat', 'e164', 'e164'],
    ['numbers', 'lookupFormat', 'international', 'invalid'],
    ['notifications', 'sound', 'true', 'invalid'],
    ['voicemail', 'checkIntervalMinutes', 1, 1],
    ['voicemail', 'checkIntervalMinutes', 60, 60],
    ['voicemail', 'checkIntervalMinutes', 0, 'invalid'],
    ['voicemail', 'checkIntervalMinutes', 61, 'invalid'],
    ['voicemail', 'checkIntervalMinutes', 2.5, 'invalid'],
    ['lookupCache', 'ttlDays', 0, 0],
    ['lookupCache', 'ttlDays', 365, 365],
    ['lookupCache', 'ttlDays', 366, 'invalid'],
    ['history', 'days', 1, 1],
    ['history', 'days', 0, 'invalid'],
    ['history', 'days', 3651, 'invalid'],
    ['history', 'keepLocalCopy', false, false],
  ])('%s.%s = %j is stored as %j', (section, field, value, expected) => {
    expect(storedField(section, field, value)).toEqual(expected);
  });

  it.each([
    ['', ''],
    ['CommandOrControl+Shift+D', 'CommandOrControl+Shift+D'],
    ['cmdorctrl+alt+f12', 'cmdorctrl+alt+f12'],
    ['Super+Plus', 'Super+Plus'],
    ['Ctrl+Shift+/', 'Ctrl+Shift+/'],
    ['Alt+num5', 'Alt+num5'],
    ['Option+PageDown', 'Option+PageDown'],
    ['D', 'invalid'],
    ['Shift', 'invalid'],
    ['Ctrl+Shift', 'invalid'],
    ['Ctrl+Shift+D+E', 'invalid'],
    ['Ctrl++', 'invalid'],
    ['Ctrl+Ctrl+D', 'invalid'],
    ['Hyper+D', 'invalid'],
    ['Ctrl+F25', 'invalid'],
  ])('hotkey %j is stored as %j', (value, expected) => {
    expect(storedField('hotkeys', 'callSelection', value)).toEqual(expected);
  });
});

describe('isAccountConfigured', () => {
  it.each([
    [{ accountId: '007', extension: '201', domain: 'pbx.example.com' }, true],
    [{ accountId: '007', extension: '201', baseUrlOverride: 'https://pbx.example.net/app/api/7' }, true],
    [{ accountId: '', extension: '201', domain: 'pbx.example.com' }, false],
    [{ accountId: '007', extension: '', domain: 'pbx.example.com' }, false],
    [{ accountId: '007', extension: '201' }, false],
  ])('%j → %s', (account, expected) => {
    expect(isAccountConfigured(withAccount(account))).toBe(expected);
  });
});

describe('settingsPatchSchema', () => {
  it('accepts any subset of fields and adds no defaults for the rest', () => {
    expect(settingsPatchSchema.parse({})).toEqual({});
    expect(settingsPatchSchema.parse({ account: { accountId: ' 007 ' } })).toEqual({
      account: { accountId: '007' },
    });
  });

  it.each([
    [{ apiKey: 'x' }],
    [{ account: { apiKey: 'x' } }],
    [{ account: { pbxApiKey: 'x' } }],
    [{ version: 1 }],
    [{ account: { extension: 201 } }],
    [{ notifications: { sound: 'yes' } }],
    [{ account: 'x' }],
  ])('rejects %j', (patch) => {
    expect(settingsPatchSchema.safeParse(patch).success).toBe(false);
  });
});
