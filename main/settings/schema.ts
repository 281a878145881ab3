import * as z from 'zod';
import type { Settings, SettingsPatch } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { LANGUAGE_SETTINGS } from '../i18n/main-language';
import { isAccelerator } from './accelerator';
import { isApiUrl, isHostName } from './text-formats';

// Every field is declared once, with its rule and its default. The stored schema fills in defaults; the
// patch schema (for IPC) reuses the same rules without defaults, and is strict so that nothing else, an
// API key in particular, can ever be written through it. API keys live in the keychain (main/secrets).
// A rule's message is made when a value breaks it (`error: () => t(...)`): in the language in use then,
// not the one the app started in.

/** '' (not configured) or an address API keys may be sent to. */
function optionalApiUrl() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isApiUrl(value), { error: () => t('settingsFile.rule.apiUrl') })
    .default('');
}

const numberFormat = z.enum(['e164', 'national-digits', 'country-digits'], {
  error: () => t('settingsFile.rule.numberFormat'),
});

/** '' (disabled) or an Electron accelerator such as 'CommandOrControl+Shift+D'. */
function hotkey(defaultAccelerator: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isAccelerator(value), { error: () => t('settingsFile.rule.hotkey') })
    .default(defaultAccelerator);
}

const generalFields = {
  // Off by default: starting with the session is the user's choice (the OS lists it as a login item).
  startAtLogin: z.boolean().default(false),
  // The computer's own language until the person picks one (preload/shared/i18n/languages.ts).
  language: z
    .enum(LANGUAGE_SETTINGS, {
      error: () => t('settingsFile.rule.language', { choices: LANGUAGE_SETTINGS.join(', ') }),
    })
    .default('system'),
};

export const accountFields = {
  // A string, never a number: leading zeros are significant ('007' is not '7').
  accountId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,63}$/, { error: () => t('settingsFile.rule.accountId') })
    .default(''),
  domain: z
    .string()
    .trim()
    .refine((value) => value === '' || isHostName(value), { error: () => t('settingsFile.rule.domain') })
    .default(''),
  // For deployments whose API does not live at https://<account>.<domain>/app/api/7.
  baseUrlOverride: optionalApiUrl(),
  extension: z
    .string()
    .trim()
    .regex(/^(\d{2,10})?$/, { error: () => t('settingsFile.rule.extension') })
    .default(''),
  lookupUrl: optionalApiUrl(),
};

export const numbersFields = {
  // ISO 3166-1 alpha-2, the region assumed for numbers written without a country code.
  defaultRegion: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: () => t('settingsFile.rule.region') })
    .default('US'),
  // How a number is sent to the phone system when dialling: '5551234567'.
  dialFormat: numberFormat.default('national-digits'),
  // How a number is sent to the lookup service: '15551234567'.
  lookupFormat: numberFormat.default('country-digits'),
};

/**
 * The quick-dial box's default keys, Ctrl+Alt+Space on Windows and Linux. On macOS the Space chords with
 * fewer modifiers are the system's (⌘Space Spotlight, ⌥⌘Space Finder's search, ⌃⌘Space the Character
 * Viewer, ⌃Space and ⌃⌥Space the input sources, ⇧⌘Space reserved by Apple): ⌃⌥⌘Space is free.
 */
export const quickDialDefault = (platform: NodeJS.Platform): string =>
  platform === 'darwin' ? 'Control+Alt+Command+Space' : 'Control+Alt+Space';

const hotkeysFields = {
  callSelection: hotkey('CommandOrControl+Shift+D'),
  lookupSelection: hotkey('CommandOrControl+Shift+L'),
  quickDial: hotkey(quickDialDefault(process.platform)),
};

const notificationsFields = {
  voicemail: z.boolean().default(true),
  sound: z.boolean().default(true),
};

const voicemailFields = {
  checkIntervalMinutes: z
    .number()
    .int({ error: () => t('settingsFile.rule.wholeMinutes') })
    .min(1, { error: () => t('settingsFile.rule.minutesAtLeast1') })
    .max(60, { error: () => t('settingsFile.rule.minutesAtMost60') })
    .default(2),
};

const callsFields = {
  // A call started by a hotkey acts on whatever text was selected, so it asks first by default.
  confirmHotkeyCalls: z.boolean().default(true),
  lookupBeforeCalling: z.boolean().default(false),
};

const lookupCacheFields = {
  // 0 turns the cache off.
  ttlDays: z
    .number()
    .int({ error: () => t('settingsFile.rule.wholeDays') })
    .min(0, { error: () => t('settingsFile.rule.daysAtLeast0') })
    .max(365, { error: () => t('settingsFile.rule.daysAtMost365') })
    .default(7),
};

const historyFields = {
  // "Keep a searchable copy of call history on this computer": on by default (main/history).
  keepLocalCopy: z.boolean().default(true),
  days: z
    .number()
    .int({ error: () => t('settingsFile.rule.wholeDays') })
    .min(1, { error: () => t('settingsFile.rule.daysAtLeast1') })
    .max(3650, { error: () => t('settingsFile.rule.daysAtMost3650') })
    .default(90),
};

const updatesFields = {
  // On by default: a desk that never hears of a new version keeps every bug and security fix away.
  checkAutomatically: z.boolean().default(true),
};

type SectionFields = Record<string, z.ZodDefault<z.ZodType>>;

/** A stored section: a missing one gets all its defaults. Unknown keys are dropped here; the store keeps them. */
function storedSection<Fields extends SectionFields>(fields: Fields) {
  // Every field has a default, so {} is a valid input; TypeScript cannot see that through the generic.
  return z.object(fields).prefault({} as z.input<z.ZodObject<Fields>>);
}

type PatchFields<Fields extends SectionFields> = {
  [Name in keyof Fields]: z.ZodOptional<ReturnType<Fields[Name]['unwrap']>>;
};

/** Any subset of the fields, same rules, no defaults (zod applies a default even inside optional), no other keys. */
export function patchOf<Fields extends SectionFields>(fields: Fields) {
  const optionalFields = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.unwrap().optional()]),
  );
  // Object.fromEntries loses the per-key types that the mapping above preserves.
  return z.strictObject(optionalFields as PatchFields<Fields>);
}

/** Every one of the fields, same rules, no defaults: what a request that creates something must name. */
export function requiredOf<Fields extends SectionFields>(fields: Fields) {
  const requiredFields = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.unwrap()]),
  );
  // Object.fromEntries loses the per-key types that the mapping above preserves.
  return z.strictObject(requiredFields as { [Name in keyof Fields]: ReturnType<Fields[Name]['unwrap']> });
}

/** A patch of a section: absent, or any subset of its fields. */
const patchSection = <Fields extends SectionFields>(fields: Fields) => patchOf(fields).optional();

/**
 * 2: saved accounts live in accounts.json (main/accounts), and `account` with the account's number rules
 * mirrors the active one, so that a version-1 Dialdesk beside this one still reads the account in use.
 */
export const SETTINGS_VERSION = 2;

/** Each section's fields: the rules an organisation's policy for a setting is held to (main/policies). */
export const SECTION_FIELDS = {
  general: generalFields,
  account: accountFields,
  numbers: numbersFields,
  hotkeys: hotkeysFields,
  notifications: notificationsFields,
  voicemail: voicemailFields,
  calls: callsFields,
  lookupCache: lookupCacheFields,
  history: historyFields,
  updates: updatesFields,
} as const;

export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION).default(SETTINGS_VERSION),
  general: storedSection(generalFields),
  account: storedSection(accountFields),
  numbers: storedSection(numbersFields),
  hotkeys: storedSection(hotkeysFields),
  notifications: storedSection(notificationsFields),
  voicemail: storedSection(voicemailFields),
  calls: storedSection(callsFields),
  lookupCache: storedSection(lookupCacheFields),
  history: storedSection(historyFields),
  updates: storedSection(updatesFields),
}) satisfies z.ZodType<Settings>;

export type { Settings, SettingsPatch };

export const settingsPatchSchema = z.strictObject({
  general: patchSection(generalFields),
  account: patchSection(accountFields),
  numbers: patchSection(numbersFields),
  hotkeys: patchSection(hotkeysFields),
  notifications: patchSection(notificationsFields),
  voicemail: patchSection(voicemailFields),
  calls: patchSection(callsFields),
  lookupCache: patchSection(lookupCacheFields),
  history: patchSection(historyFields),
  updates: patchSection(updatesFields),
}) satisfies z.ZodType<SettingsPatch>;

export function defaultSettings(): Settings {
  return settingsSchema.parse({});
}

/** Enough is set to reach the phone system: who, which extension, and where. */
export function isAccountConfigured(settings: Settings): boolean {
  const { accountId, extension, domain, baseUrlOverride } = settings.account;
  return accountId !== '' && extension !== '' && (domain !== '' || baseUrlOverride !== '');
}
