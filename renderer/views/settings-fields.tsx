// The settings table's rows as inputs: each with the saved value, the problem main reported for its
// path (IpcError.fields) and whether the organisation sets it, grouped in fieldsets as the table groups
// them.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type {
  DisplayLanguage,
  HotkeyStatus as HotkeyStatusOf,
  KeyKind,
  LanguageSetting,
  LockedSetting,
  Settings,
} from '../../preload/contract';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  matchLanguage,
  PSEUDO_LANGUAGE,
} from '../../preload/shared/i18n/languages';
import { currentLanguage, t } from '../../preload/shared/i18n/translate';
import { CheckField, ChoiceField, type ChoiceOption, TextField } from '../components/form-fields';
import type { FieldLock } from '../components/locked-note';
import { CountryField, HotkeyField } from '../components/special-fields';
import { settings } from '../stores';
import { useStore } from '../stores/use-store';
import { HotkeyTest } from './hotkey-test';
import { LocalHistoryStatus } from './local-history-status';
import type { Section, SettingRow, SettingsGroup } from './settings-table';
import { UpdateCheck } from './update-check';
import './settings-fields.css';

interface FieldsetProps {
  group: SettingsGroup;
  saved: Settings;
  /** Each refused field's problem, by dotted path. */
  errors: Record<string, string>;
  /** How each setting shows that the organisation sets it; absent, none is (a new account's fields). */
  lockOf?: (setting: LockedSetting) => FieldLock;
  renderKey?: (key: KeyKind) => ComponentChildren;
}

const NOT_LOCKED = () => false;

/** A setting's value in `saved`, by its dotted path. */
function savedValue(saved: Settings, name: string): string | number | boolean | undefined {
  const [section, field] = name.split('.') as [Section, string];
  return (saved[section] as Record<string, string | number | boolean>)[field];
}

/**
 * A group's fieldset. Checkboxes stand on lines of their own; the other inputs sit in a grid, one grid
 * for each run of them, so a group reads in the table's order.
 */
export function SettingsFieldset({ group, saved, errors, lockOf = NOT_LOCKED, renderKey }: FieldsetProps) {
  const runs: SettingRow[][] = [];
  for (const row of group.rows) {
    const last = runs.at(-1);
    if (last && row.kind !== 'check' && last[0]?.kind !== 'check') last.push(row);
    else runs.push([row]);
  }
  const field = (row: SettingRow) => {
    if (row.kind === 'key') return renderKey?.(row.key);
    const locked = lockOf(row.name);
    // A locked field is drawn anew when the lock comes or goes, or the organisation's value changes: the
    // inputs keep what was typed (a hotkey recorder its own keys), and must show what applies instead.
    const key = locked ? `${row.name}=${String(savedValue(saved, row.name))}` : row.name;
    return <SettingField key={key} row={row} saved={saved} errors={errors} locked={locked} />;
  };
  return (
    <fieldset>
      <legend>{t(group.legend)}</legend>
      {runs.map((run, i) =>
        run[0]?.kind === 'check' ? (
          field(run[0])
        ) : (
          <div key={i} class="form-grid">
            {run.map(field)}
          </div>
        ),
      )}
      {group.after === 'local-history-status' && <LocalHistoryStatus />}
      {group.after === 'update-check' && <UpdateCheck />}
      {group.after === 'hotkey-test' && <HotkeyTest />}
    </fieldset>
  );
}

function SettingField({
  row,
  saved,
  errors,
  locked,
}: {
  row: Exclude<SettingRow, { kind: 'key' }>;
  saved: Settings;
  errors: Record<string, string>;
  locked: FieldLock;
}) {
  const name = row.name.split('.')[1] as string;
  const value = savedValue(saved, row.name);
  const error = errors[row.name];
  const common = { name: row.name, label: t(row.label), hint: row.hint && t(row.hint), error, locked };
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
    case 'choice':
      return (
        <ChoiceField
          {...common}
          value={value as string}
          options={row.options.map(([option, label]) => ({ value: option, label: t(label) }))}
        />
      );
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
    case 'language':
      return <LanguageField {...common} value={value as LanguageSetting} />;
  }
}

/** A language by its own name; the pseudo-locale by its tag (only a developer sets it). */
const languageName = (language: DisplayLanguage): string =>
  language === PSEUDO_LANGUAGE ? language : LANGUAGE_NAMES[language];

/**
 * The language the computer's preference means. While the setting follows it, that is the language in
 * use; otherwise main does not say, and the page's own preferred languages (Chromium takes them from
 * the same system settings) stand in.
 */
const systemLanguage = (setting: LanguageSetting): DisplayLanguage =>
  setting === 'system' ? currentLanguage() : matchLanguage(navigator.languages);

/**
 * The language, saved the moment it is chosen rather than with Save preferences: a person expects the
 * words to change then (main redraws every window in it). Each language is offered by its own name; the
 * pseudo-locale only while it is the saved value.
 */
function LanguageField({
  value,
  error,
  ...field
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  locked: FieldLock;
  value: LanguageSetting;
}) {
  // Shown as chosen at once; set back, with the reason, if main refuses it.
  const [chosen, setChosen] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => setChosen(value), [value]);
  const offered: DisplayLanguage[] =
    value === PSEUDO_LANGUAGE ? [...LANGUAGES, PSEUDO_LANGUAGE] : [...LANGUAGES];
  const options: ChoiceOption[] = [
    { value: 'system', label: t('language.system', { language: languageName(systemLanguage(value)) }) },
    ...offered.map((language) => ({ value: language, label: languageName(language), lang: language })),
  ];
  const choose = async (next: string) => {
    setChosen(next as LanguageSetting);
    setProblem(undefined);
    const done = await settings.getState().saveAtOnce({ general: { language: next as LanguageSetting } });
    if (done.ok) return;
    setChosen(value);
    setProblem(done.fields[field.name] ?? done.error.message);
  };
  return (
    <ChoiceField {...field} error={problem ?? error} value={chosen} options={options} onChange={choose} />
  );
}

/** Whether the OS gave Dialdesk the saved hotkey, or why not (another app took it, it is turned off). */
function HotkeyStatus({ name }: { name: keyof HotkeyStatusOf }) {
  const state = useStore(settings, (s) => s.hotkeys?.[name]);
  if (!state) return null;
  return (
    <span class={state.registered ? 'hotkey-status ok' : 'hotkey-status'} data-hotkey-status={name}>
      {state.registered ? t('hotkeys.registered') : (state.problem ?? t('hotkeys.notRegistered'))}
    </span>
  );
}
