// The settings forms as a table: each group is a fieldset, each row one setting (its dotted path, label
// and kind of input). One renderer turns a row into its input with the saved value and the problem main
// reported for that path (IpcError.fields), so adding a setting is one row here.
import type { ComponentChildren, ComponentType } from 'preact';
import type { HotkeyStatus as HotkeyStatusOf, KeyKind, Settings } from '../../preload/contract';
import { CheckField, SelectField, TextField } from '../components/form-fields';
import { CountryField, HotkeyField } from '../components/special-fields';
import { settings } from '../stores';
import { useStore } from '../stores/use-store';
import { LocalHistoryStatus } from './local-history-status';

type Section = Exclude<keyof Settings, 'version'>;
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
  /** What follows the group's fields inside its fieldset. */
  after?: ComponentType;
}

export const ACCOUNT_GROUPS: SettingsGroup[] = [
  {
    legend: 'Phone system',
    rows: [
      { kind: 'text', name: 'account.accountId', label: 'Account id' },
      {
        kind: 'text',
        name: 'account.extension',
        label: 'Your extension',
        hint: 'It rings first when you place a call.',
      },
      { kind: 'text', name: 'account.domain', label: 'Domain', placeholder: 'pbx.example.com' },
      {
        kind: 'text',
        name: 'account.baseUrlOverride',
        label: 'Base URL (instead of account id and domain)',
        type: 'url',
        placeholder: 'https://pbx.example.com/app/api/7',
      },
      { kind: 'key', key: 'pbx' },
    ],
  },
  {
    legend: 'Number lookup',
    rows: [
      {
        kind: 'text',
        name: 'account.lookupUrl',
        label: 'Lookup URL',
        type: 'url',
        placeholder: 'https://lookup.example.com/api',
      },
      { kind: 'key', key: 'lookup' },
    ],
  },
];

const NUMBER_FORMATS: [string, string][] = [
  ['national-digits', 'National digits (5555550123)'],
  ['country-digits', 'Country code and digits (15555550123)'],
  ['e164', 'International, E.164 (+15555550123)'],
];

export const PREFERENCE_GROUPS: SettingsGroup[] = [
  {
    legend: 'Startup',
    rows: [{ kind: 'check', name: 'general.startAtLogin', label: 'Start Dialdesk when I log in' }],
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
    after: LocalHistoryStatus,
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

interface FieldsetProps {
  group: SettingsGroup;
  saved: Settings;
  /** Each refused field's problem, by dotted path. */
  errors: Record<string, string>;
  renderKey?: (key: KeyKind) => ComponentChildren;
}

/**
 * A group's fieldset. Checkboxes stand on lines of their own; the other inputs sit in a grid, one grid
 * for each run of them, so a group reads in the table's order.
 */
export function SettingsFieldset({ group, saved, errors, renderKey }: FieldsetProps) {
  const runs: SettingRow[][] = [];
  for (const row of group.rows) {
    const last = runs.at(-1);
    if (last && row.kind !== 'check' && last[0]?.kind !== 'check') last.push(row);
    else runs.push([row]);
  }
  const field = (row: SettingRow) =>
    row.kind === 'key' ? (
      renderKey?.(row.key)
    ) : (
      <SettingField key={row.name} row={row} saved={saved} errors={errors} />
    );
  const After = group.after;
  return (
    <fieldset>
      <legend>{group.legend}</legend>
      {runs.map((run, i) =>
        run[0]?.kind === 'check' ? (
          field(run[0])
        ) : (
          <div key={i} class="form-grid">
            {run.map(field)}
          </div>
        ),
      )}
      {After && <After />}
    </fieldset>
  );
}

function SettingField({
  row,
  saved,
  errors,
}: {
  row: Exclude<SettingRow, { kind: 'key' }>;
  saved: Settings;
  errors: Record<string, string>;
}) {
  const [section, name] = row.name.split('.') as [Section, string];
  const value = (saved[section] as Record<string, string | number | boolean>)[name];
  const error = errors[row.name];
  const common = { name: row.name, label: row.label, hint: row.hint, error };
  switch (row.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={row.type}
          placeholder={row.placeholder}
          min={row.min}
          max={row.max}
          value={value as string | number}
        />
      );
    case 'check':
      return <CheckField {...common} value={value as boolean} />;
    case 'select':
      return <SelectField {...common} value={value as string} options={row.options} />;
    case 'country':
      return <CountryField {...common} value={value as string} />;
    case 'hotkey':
      return (
        <HotkeyField
          {...common}
          value={value as string}
          hint={<HotkeyStatus name={name as keyof HotkeyStatusOf} />}
        />
      );
  }
}

/** Whether the OS gave Dialdesk the saved hotkey, or why not (another app took it, it is turned off). */
function HotkeyStatus({ name }: { name: keyof HotkeyStatusOf }) {
  const state = useStore(settings, (s) => s.hotkeys?.[name]);
  if (!state) return null;
  return (
    <span class={state.registered ? 'hotkey-status ok' : 'hotkey-status'} data-hotkey-status={name}>
      {state.registered ? 'Registered.' : (state.problem ?? 'Not registered.')}
    </span>
  );
}
