// The one schema of an organisation's policies: every policy Dialdesk reads, its type where the OS stores
// it, the rule its value is held to, the setting it locks and what it means, in English for the
// administrators' templates. The readers (Windows registry and macOS profiles through
// @vscode/policy-watcher, the Linux file), the templates (scripts/policy-templates.ts) and Settings all
// take it from here.
import * as z from 'zod';
import type { Settings } from '../../preload/contract';
import { say } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import { accountNameField } from '../accounts/account-list';
import {
  customSchemeProblem,
  MAX_TEMPLATE_LENGTH,
  templateProblem,
  templateScheme,
} from '../crm/crm-template';
import { organisationDirectorySchema } from '../directories/directory-rules';
import { SECTION_FIELDS } from '../settings/schema';
import { isApiUrl, isHostName } from '../settings/text-formats';
import { updateFolder } from '../updates/app-update-config';

/**
 * How a policy's value is stored: the registry's REG_SZ, REG_DWORD (booleans as 0 or 1), a profile's
 * string, integer or boolean. 'json' is a structured value carried as JSON text (VS Code's way), which the
 * Linux file may also hold as JSON itself.
 */
export type PolicyKind = 'string' | 'number' | 'boolean' | 'json';

/** The settings sections a policy may lock (an account's own are set through the Accounts policy). */
type LockableSection = Exclude<keyof Settings, 'version' | 'account' | 'numbers'>;

/** A setting a policy locks: its section and field in the settings. */
type SettingPath = { [S in LockableSection]: readonly [S, keyof Settings[S] & string] }[LockableSection];

export interface PolicyDefinition {
  kind: PolicyKind;
  /** The rule its value is held to (after JSON text is read, for 'json'). */
  value: z.ZodType;
  /** The setting it sets and locks, if it is one of the settings file's. */
  setting?: SettingPath | readonly [LockableSection, string];
  /** What it does, for administrators (the ADMX explanation, the samples' comments). */
  description: string;
  /** A value the sample files show. */
  example: unknown;
}

/** A policy that sets one of the settings file's fields, held to the rule Settings holds it to. */
function settingPolicy<S extends LockableSection, F extends keyof Settings[S] & string>(
  kind: Exclude<PolicyKind, 'json'>,
  setting: readonly [S, F],
  description: string,
  example: Settings[S][F],
): Omit<PolicyDefinition, 'setting'> & { setting: readonly [S, F]; value: z.ZodType<Settings[S][F]> } {
  const fields = SECTION_FIELDS[setting[0]] as Record<string, z.ZodDefault<z.ZodType>>;
  // The field's own rule without its default; its output is the setting's type (settingsSchema says so).
  const value = (fields[setting[1]] as z.ZodDefault<z.ZodType>).unwrap() as z.ZodType<Settings[S][F]>;
  return { kind, value, setting, description, example };
}

/** "08:00" to minutes after midnight; 24:00 is the day's end. */
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: () => t('policies.rule.clockTime') })
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

const callingHours = z
  .strictObject({
    enabled: z.boolean(),
    start: clockTime,
    end: clockTime,
    florida: z.boolean().default(true),
  })
  .refine(({ start, end }) => end > start, { error: () => t('hours.endBeforeStart') });

/** An organisation's account: what the person would enter, but their keys; the extension optional. */
export const organisationAccount = z
  .strictObject({
    /** Keeps the account's id when its account id changes, or tells two of one account id apart. */
    id: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: () => t('policies.rule.accountKey') })
      .optional(),
    name: accountNameField,
    accountId: SECTION_FIELDS.account.accountId.unwrap().min(1, { error: () => t('ipc.rule.empty') }),
    domain: z
      .string()
      .trim()
      .refine(isHostName, { error: () => t('settingsFile.rule.domain') })
      .optional(),
    /** The API's full address, for a phone system not at https://<account>.<domain>/app/api/7. */
    address: z
      .string()
      .trim()
      .refine(isApiUrl, { error: () => t('settingsFile.rule.apiUrl') })
      .optional(),
    lookupAddress: z
      .string()
      .trim()
      .refine(isApiUrl, { error: () => t('settingsFile.rule.apiUrl') })
      .optional(),
    defaultCountry: SECTION_FIELDS.numbers.defaultRegion.unwrap().optional(),
    dialFormat: SECTION_FIELDS.numbers.dialFormat.unwrap().optional(),
    extension: SECTION_FIELDS.account.extension
      .unwrap()
      .refine((value) => value !== '', { error: () => t('settingsFile.rule.extension') })
      .optional(),
  })
  .refine(({ domain, address }) => domain !== undefined || address !== undefined, {
    error: () => t('policies.rule.domainOrAddress'),
  });

export type OrganisationAccount = z.output<typeof organisationAccount>;

const organisationAccounts = z
  .array(organisationAccount)
  .max(20, { error: () => t('ipc.rule.tooMany', { max: 20 }) })
  .refine(
    (list) => new Set(list.map((entry) => entry.id ?? entry.accountId.toLowerCase())).size === list.length,
    {
      error: () => t('policies.rule.sameAccountTwice'),
    },
  );

/** An https folder the releases are mirrored in, held to the same rules as the build's own address. */
const updateAddress = z
  .string()
  .trim()
  .refine((address) => updateFolder(address) !== null, { error: () => t('policies.rule.updateAddress') });

/**
 * A CRM address template: the organisation may name its CRM's own scheme (a template's custom scheme is
 * what the person otherwise allows after a warning), never one Dialdesk refuses outright.
 */
const crmAddress = z
  .string()
  .trim()
  .max(MAX_TEMPLATE_LENGTH, { error: () => t('ipc.rule.tooLong', { max: MAX_TEMPLATE_LENGTH }) })
  .superRefine((template, context) => {
    const custom = templateScheme(template);
    const problem = customSchemeProblem(custom) ?? templateProblem(template, custom);
    if (problem) context.addIssue({ code: 'custom', message: say(problem) });
  });

export const POLICIES = {
  Accounts: {
    kind: 'json',
    value: organisationAccounts,
    description:
      'The phone system accounts the organisation provides, as a JSON array. Each has name, accountId, ' +
      "domain (or address, the API's full https address), and optionally lookupAddress, defaultCountry " +
      '(two letters), dialFormat (e164, national-digits or country-digits) and extension. Each person ' +
      'enters only their own keys (and their extension where none is given). Never put keys here.',
    example: [
      {
        name: 'Acme phones',
        accountId: 'acme',
        domain: 'pbx.example.com',
        lookupAddress: 'https://lookup.example.com/api',
        defaultCountry: 'US',
        dialFormat: 'national-digits',
      },
    ],
  },
  AllowOwnAccounts: {
    kind: 'boolean',
    value: z.boolean(),
    description:
      'Whether people may add phone system accounts of their own. Turned off, accounts they added stay ' +
      'listed, turned off, with their history kept.',
    example: false,
  },
  Language: settingPolicy(
    'string',
    ['general', 'language'],
    'The language Dialdesk speaks (system, en, es, fr, de, pt-BR or it).',
    'system',
  ),
  StartAtLogin: settingPolicy(
    'boolean',
    ['general', 'startAtLogin'],
    'Start Dialdesk when the person signs in.',
    true,
  ),
  CallSelectionHotkey: settingPolicy(
    'string',
    ['hotkeys', 'callSelection'],
    'The keys that call the selected number, as an Electron accelerator (CommandOrControl+Shift+D); empty turns the hotkey off.',
    'CommandOrControl+Shift+D',
  ),
  LookupSelectionHotkey: settingPolicy(
    'string',
    ['hotkeys', 'lookupSelection'],
    'The keys that look up the selected number; empty turns the hotkey off.',
    'CommandOrControl+Shift+L',
  ),
  QuickDialHotkey: settingPolicy(
    'string',
    ['hotkeys', 'quickDial'],
    'The keys that open the quick-dial box; empty turns the hotkey off.',
    'Control+Alt+Space',
  ),
  AskBeforeHotkeyCalls: settingPolicy(
    'boolean',
    ['calls', 'confirmHotkeyCalls'],
    'Ask before calling a number selected with the hotkey.',
    true,
  ),
  LookupBeforeCalling: settingPolicy(
    'boolean',
    ['calls', 'lookupBeforeCalling'],
    'Look a number up (carrier, line type, Do Not Call) before each call.',
    true,
  ),
  VoicemailNotifications: settingPolicy(
    'boolean',
    ['notifications', 'voicemail'],
    'Notify of new voicemail.',
    true,
  ),
  NotificationSound: settingPolicy(
    'boolean',
    ['notifications', 'sound'],
    "Play the notifications' sound.",
    true,
  ),
  VoicemailCheckMinutes: settingPolicy(
    'number',
    ['voicemail', 'checkIntervalMinutes'],
    'How often new voicemail is checked for, in minutes (1 to 60).',
    2,
  ),
  LookupCacheDays: settingPolicy(
    'number',
    ['lookupCache', 'ttlDays'],
    'How many days a lookup is kept before it is asked again (0 to 365; 0 keeps none).',
    7,
  ),
  KeepLocalHistory: settingPolicy(
    'boolean',
    ['history', 'keepLocalCopy'],
    'Keep a searchable copy of call history on the computer.',
    true,
  ),
  LocalHistoryDays: settingPolicy(
    'number',
    ['history', 'days'],
    'How many days of call history the local copy keeps (1 to 3650).',
    90,
  ),
  UpdateChecks: settingPolicy(
    'boolean',
    ['updates', 'checkAutomatically'],
    'false: Dialdesk never checks for updates, not even when asked (the organisation deploys them). ' +
      'true: it checks on its schedule, and the person cannot turn that off.',
    false,
  ),
  UpdateAddress: {
    kind: 'string',
    value: updateAddress,
    description:
      "An https folder where the organisation mirrors Dialdesk's releases (the feed files and installers " +
      "as published). Installers are still held to the publisher's signature.",
    example: 'https://updates.example.com/dialdesk/',
  },
  CrmAddress: {
    kind: 'string',
    value: crmAddress,
    description:
      'The "Open in CRM" address for every account, with {number}, {digits}, {name}, {call_id} and ' +
      "{direction} where the call's values go (https://crm.example.com/search?phone={number}).",
    example: 'https://crm.example.com/search?phone={number}',
  },
  CrmOpensOnCall: {
    kind: 'boolean',
    value: z.boolean(),
    description: 'Open the CRM record by itself when a call is placed from Dialdesk.',
    example: false,
  },
  Directories: {
    kind: 'json',
    value: z.array(organisationDirectorySchema).max(20, { error: () => t('ipc.rule.tooMany', { max: 20 }) }),
    description:
      'The company directories every account reads names from, as a JSON array. An LDAP or Active ' +
      'Directory one has kind "ldap", name, url (ldaps:// or ldap://), security (ldaps, starttls or plain), ' +
      'baseDn, and optionally bindDn, filter, preset (auto, active-directory or openldap) and caFile; a ' +
      'CardDAV one has kind "carddav", name, url and username, and optionally books. Each person enters ' +
      'the password. Never put passwords here.',
    example: [
      {
        kind: 'ldap',
        name: 'Acme directory',
        url: 'ldaps://ldap.example.com',
        security: 'ldaps',
        baseDn: 'ou=people,dc=example,dc=com',
        bindDn: 'cn=dialdesk,ou=services,dc=example,dc=com',
      },
    ],
  },
  CallingHours: {
    kind: 'json',
    value: callingHours,
    description:
      'The calling hours at the called party for every account, as JSON: enabled, start and end ("08:00", ' +
      '"21:00") and florida (Florida\'s 8:00 PM end).',
    example: { enabled: true, start: '08:00', end: '21:00', florida: true },
  },
} as const satisfies Record<string, PolicyDefinition>;

export type PolicyName = keyof typeof POLICIES;

export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];

/** Each policy's value once read: what its rule gives. */
export type PolicyValues = { [N in PolicyName]?: z.output<(typeof POLICIES)[N]['value']> };
