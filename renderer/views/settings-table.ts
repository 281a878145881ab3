// The settings forms as a table: each group is a fieldset, each row one setting (its dotted path, label
// and kind of input). Adding a setting is one row here; test/unit/renderer-settings-table.test.ts checks
// that every setting main keeps has its row, once.
import type { KeyKind, Settings } from '../../preload/contract';

export type Section = Exclude<keyof Settings, 'version'>;
/** A setting's dotted path, which is also its input's name and its key in IpcError.fields. */
type SettingPath = { [S in Section]: `${S}.${keyof Settings[S] & string}` }[Section];

interface Row {
  name: SettingPath;
  label: string;
  hint?: string;
}

export type SettingRow =
  | (Row & {
      kind: 'text';
      type?: 'text' | 'url' | 'number';
      placeholder?: string;
      min?: number;
      max?: number;
    })
  | (Row & { kind: 'check' })
  | (Row & { kind: 'select'; options: [value: string, label: string][] })
  | (Row & { kind: 'country' })
  | (Row & { kind: 'hotkey' })
  /** A key goes to the keychain, not into the settings: the form that holds it renders it. */
  | { kind: 'key'; key: KeyKind };

export interface SettingsGroup {
  legend: string;
  rows: SettingRow[];
  /** What follows the group's fields inside its fieldset: the local copy's state and Delete. */
  after?: 'local-history-status' | 'update-check';
}

/** Where each value is found, said once for the fields that come from the same place. */
const FROM_PROVIDER =
  'Where to find it: the welcome email from your phone provider, or ask your administrator.';

/**
 * The account in the order a person fills it in: what builds the phone system's address (Settings shows
 * the address they make right after this group), a whole address instead where one was given, then the
 * extension that rings and the key, then lookups.
 */
export const ADDRESS_GROUP = 'Where your phone system is';

export const ACCOUNT_GROUPS: SettingsGroup[] = [
  {
    legend: ADDRESS_GROUP,
    rows: [
      {
        kind: 'text',
        name: 'account.accountId',
        label: 'Account id',
        hint: `Example: acme-01. ${FROM_PROVIDER}`,
      },
      {
        kind: 'text',
        name: 'account.domain',
        label: 'Domain',
        placeholder: 'pbx.example.com',
        hint: `Example: pbx.example.com, without https://. ${FROM_PROVIDER}`,
      },
    ],
  },
  {
    legend: 'Or a whole address',
    rows: [
      {
        kind: 'text',
        name: 'account.baseUrlOverride',
        label: 'Full address (instead of account id and domain)',
        type: 'url',
        placeholder: 'https://pbx.example.com/app/api/7',
        hint: 'Only if your administrator gave you one: it then replaces the account id and domain. Example: https://pbx.example.com/app/api/7.',
      },
    ],
  },
  {
    legend: 'Your extension and key',
    rows: [
      {
        kind: 'text',
        name: 'account.extension',
        label: 'Your extension',
        hint: "Example: 201. The phone that rings first when you place a call. Where to find it: your desk phone's screen, or ask your administrator.",
      },
      { kind: 'key', key: 'pbx' },
    ],
  },
  {
    legend: 'Number lookup (optional)',
    rows: [
      {
        kind: 'text',
        name: 'account.lookupUrl',
        label: 'Lookup URL',
        type: 'url',
        placeholder: 'https://lookup.example.com/api',
        hint: "Example: https://lookup.example.com/api. Where to find it: your lookup provider's account page, or ask your administrator. Leave it empty to do without lookups.",
      },
      { kind: 'key', key: 'lookup' },
    ],
  },
];

/** Each with its example, whole in the drop-down at 360 px: kept short (E.164 is the + form). */
const NUMBER_FORMATS: [string, string][] = [
  ['national-digits', 'National (5555550123)'],
  ['country-digits', 'With country code (15555550123)'],
  ['e164', 'International (+15555550123)'],
];

export const PREFERENCE_GROUPS: SettingsGroup[] = [
  {
    legend: 'Startup and updates',
    rows: [
      { kind: 'check', name: 'general.startAtLogin', label: 'Start Dialdesk when I log in' },
      {
        kind: 'check',
        name: 'updates.checkAutomatically',
        label: 'Check for updates once a day',
      },
    ],
    after: 'update-check',
  },
  {
    legend: 'Numbers',
    rows: [
      {
        kind: 'country',
        name: 'numbers.defaultRegion',
        label: 'Default country',
        hint: 'Assumed for numbers written without a country code. Type to search the list.',
      },
      {
        kind: 'select',
        name: 'numbers.dialFormat',
        label: 'Send numbers to the phone system as',
        options: NUMBER_FORMATS,
      },
      {
        kind: 'select',
        name: 'numbers.lookupFormat',
        label: 'Send numbers to the lookup service as',
        options: NUMBER_FORMATS,
      },
    ],
  },
  {
    legend: 'Calls and hotkeys',
    rows: [
      { kind: 'hotkey', name: 'hotkeys.callSelection', label: 'Call the selected number' },
      { kind: 'hotkey', name: 'hotkeys.lookupSelection', label: 'Look up the selected number' },
      { kind: 'check', name: 'calls.confirmHotkeyCalls', label: 'Ask before calling from a hotkey' },
      { kind: 'check', name: 'calls.lookupBeforeCalling', label: 'Look up a number before calling it' },
    ],
  },
  {
    legend: 'Voicemail and notifications',
    rows: [
      { kind: 'check', name: 'notifications.voicemail', label: 'Notify me of new voicemail' },
      { kind: 'check', name: 'notifications.sound', label: 'Play a sound with notifications' },
      {
        kind: 'text',
        name: 'voicemail.checkIntervalMinutes',
        label: 'Check for voicemail every (minutes)',
        type: 'number',
        min: 1,
        max: 60,
      },
    ],
  },
  {
    legend: 'Call history',
    rows: [
      {
        kind: 'check',
        name: 'history.keepLocalCopy',
        label: 'Keep a searchable copy of call history on this computer',
      },
      {
        kind: 'text',
        name: 'history.days',
        label: 'Keep calls of the last (days)',
        type: 'number',
        min: 1,
        max: 3650,
      },
    ],
    after: 'local-history-status',
  },
  {
    legend: 'Lookup',
    rows: [
      {
        kind: 'text',
        name: 'lookupCache.ttlDays',
        label: 'Remember lookup results for (days)',
        type: 'number',
        min: 0,
        max: 365,
        hint: '0 looks a number up again every time.',
      },
    ],
  },
];

/**
 * The number rules each saved account keeps of its own (AccountFields' defaultRegion and dialFormat),
 * as Add account asks for them: the Numbers group's rows, without the lookup service's format.
 */
export const ACCOUNT_NUMBER_GROUP: SettingsGroup = (() => {
  const numbers = PREFERENCE_GROUPS.find((group) => group.legend === 'Numbers');
  if (!numbers) throw new Error('The settings table has no Numbers group');
  return {
    legend: 'Numbers',
    rows: numbers.rows.filter((row) => row.kind === 'key' || row.name !== 'numbers.lookupFormat'),
  };
})();
