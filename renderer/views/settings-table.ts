// The settings forms as a table: each group is a fieldset, each row one setting (its dotted path, label
// and kind of input). Adding a setting is one row here; test/unit/renderer-settings-table.test.ts checks
// that every setting main keeps has its row, once. Labels are message keys, said in the language in use
// when the form is drawn.
import type { KeyKind, Settings } from '../../preload/contract';
import type { WordKey } from '../../preload/shared/i18n/translate';

export type Section = Exclude<keyof Settings, 'version'>;
/** A setting's dotted path, which is also its input's name and its key in IpcError.fields. */
type SettingPath = { [S in Section]: `${S}.${keyof Settings[S] & string}` }[Section];

interface Row {
  name: SettingPath;
  label: WordKey;
  hint?: WordKey;
}

export type SettingRow =
  | (Row & {
      kind: 'text';
      type?: 'text' | 'url' | 'number';
      /** An example address, the same in every language. */
      placeholder?: string;
      min?: number;
      max?: number;
    })
  | (Row & { kind: 'check' })
  | (Row & { kind: 'choice'; options: [value: string, label: WordKey][] })
  | (Row & { kind: 'country' })
  | (Row & { kind: 'hotkey' })
  /** The language: applied the moment it is chosen, not with its form's Save. */
  | (Row & { kind: 'language' })
  /** A key goes to the keychain, not into the settings: the form that holds it renders it. */
  | { kind: 'key'; key: KeyKind };

export interface SettingsGroup {
  legend: WordKey;
  rows: SettingRow[];
  /** What follows the group's fields inside its fieldset: the local copy's state and Delete. */
  after?: 'local-history-status' | 'update-check' | 'hotkey-test';
}

/**
 * The account in the order a person fills it in: what builds the phone system's address (Settings shows
 * the address they make right after this group), a whole address instead where one was given, then the
 * extension that rings and the key, then lookups.
 */
export const ADDRESS_GROUP: WordKey = 'settings.group.address';

export const ACCOUNT_GROUPS: SettingsGroup[] = [
  {
    legend: ADDRESS_GROUP,
    rows: [
      {
        kind: 'text',
        name: 'account.accountId',
        label: 'settings.accountId.label',
        hint: 'settings.accountId.hint',
      },
      {
        kind: 'text',
        name: 'account.domain',
        label: 'settings.domain.label',
        placeholder: 'pbx.example.com',
        hint: 'settings.domain.hint',
      },
    ],
  },
  {
    legend: 'settings.group.wholeAddress',
    rows: [
      {
        kind: 'text',
        name: 'account.baseUrlOverride',
        label: 'settings.baseUrlOverride.label',
        type: 'url',
        placeholder: 'https://pbx.example.com/app/api/7',
        hint: 'settings.baseUrlOverride.hint',
      },
    ],
  },
  {
    legend: 'settings.group.extensionAndKey',
    rows: [
      {
        kind: 'text',
        name: 'account.extension',
        label: 'settings.extension.label',
        hint: 'settings.extension.hint',
      },
      { kind: 'key', key: 'pbx' },
    ],
  },
  {
    legend: 'settings.group.lookup',
    rows: [
      {
        kind: 'text',
        name: 'account.lookupUrl',
        label: 'settings.lookupUrl.label',
        type: 'url',
        placeholder: 'https://lookup.example.com/api',
        hint: 'settings.lookupUrl.hint',
      },
      { kind: 'key', key: 'lookup' },
    ],
  },
];

/** Each with its example (E.164 is the + form). */
const NUMBER_FORMATS: [string, WordKey][] = [
  ['national-digits', 'settings.numberFormat.national'],
  ['country-digits', 'settings.numberFormat.countryCode'],
  ['e164', 'settings.numberFormat.international'],
];

/** The language first: a person who cannot read the rest finds it at the top. */
export const PREFERENCE_GROUPS: SettingsGroup[] = [
  {
    legend: 'settings.group.language',
    rows: [
      { kind: 'language', name: 'general.language', label: 'language.label', hint: 'settings.language.hint' },
    ],
  },
  {
    legend: 'settings.group.startup',
    rows: [
      { kind: 'check', name: 'general.startAtLogin', label: 'settings.startAtLogin.label' },
      {
        kind: 'check',
        name: 'updates.checkAutomatically',
        label: 'settings.checkUpdates.label',
      },
    ],
    after: 'update-check',
  },
  {
    legend: 'settings.group.numbers',
    rows: [
      {
        kind: 'country',
        name: 'numbers.defaultRegion',
        label: 'settings.defaultRegion.label',
        hint: 'settings.defaultRegion.hint',
      },
      {
        kind: 'choice',
        name: 'numbers.dialFormat',
        label: 'settings.dialFormat.label',
        options: NUMBER_FORMATS,
      },
      {
        kind: 'choice',
        name: 'numbers.lookupFormat',
        label: 'settings.lookupFormat.label',
        options: NUMBER_FORMATS,
      },
    ],
  },
  {
    legend: 'settings.group.hotkeys',
    rows: [
      { kind: 'hotkey', name: 'hotkeys.callSelection', label: 'hotkeys.callSelection.label' },
      { kind: 'hotkey', name: 'hotkeys.lookupSelection', label: 'hotkeys.lookupSelection.label' },
      { kind: 'hotkey', name: 'hotkeys.quickDial', label: 'hotkeys.quickDial.label' },
      { kind: 'check', name: 'calls.confirmHotkeyCalls', label: 'settings.confirmHotkeyCalls.label' },
      { kind: 'check', name: 'calls.lookupBeforeCalling', label: 'settings.lookupBeforeCalling.label' },
    ],
    after: 'hotkey-test',
  },
  {
    legend: 'settings.group.voicemail',
    rows: [
      { kind: 'check', name: 'notifications.voicemail', label: 'settings.notifyVoicemail.label' },
      { kind: 'check', name: 'notifications.sound', label: 'settings.notificationSound.label' },
      {
        kind: 'text',
        name: 'voicemail.checkIntervalMinutes',
        label: 'settings.voicemailInterval.label',
        type: 'number',
        min: 1,
        max: 60,
      },
    ],
  },
  {
    legend: 'settings.group.history',
    rows: [
      {
        kind: 'check',
        name: 'history.keepLocalCopy',
        label: 'settings.keepLocalCopy.label',
        // Notes are kept either way; without the copy their words are searched only on the calls shown.
        hint: 'noteUi.localCopyHint',
      },
      {
        kind: 'text',
        name: 'history.days',
        label: 'settings.historyDays.label',
        type: 'number',
        min: 1,
        max: 3650,
      },
    ],
    after: 'local-history-status',
  },
  {
    legend: 'settings.group.lookupCache',
    rows: [
      {
        kind: 'text',
        name: 'lookupCache.ttlDays',
        label: 'settings.lookupCacheDays.label',
        type: 'number',
        min: 0,
        max: 365,
        hint: 'settings.lookupCacheDays.hint',
      },
    ],
  },
];

/**
 * The number rules each saved account keeps of its own (AccountFields' defaultRegion and dialFormat),
 * as Add account asks for them: the Numbers group's rows, without the lookup service's format.
 */
export const ACCOUNT_NUMBER_GROUP: SettingsGroup = (() => {
  const numbers = PREFERENCE_GROUPS.find((group) => group.legend === 'settings.group.numbers');
  if (!numbers) throw new Error('The settings table has no Numbers group');
  return {
    legend: numbers.legend,
    rows: numbers.rows.filter((row) => row.kind === 'key' || row.name !== 'numbers.lookupFormat'),
  };
})();
