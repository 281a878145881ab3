// The settings as they apply: the person's own, with every setting a policy sets in its place. The file
// keeps the person's own values, so that a policy withdrawn gives them back. A change to a locked setting
// is refused in words; the same value the policy gives passes (Settings sends whole sections).
import type { z } from 'zod';
import { t } from '../../preload/shared/i18n/translate';
import { SettingsValidationError } from '../errors/invalid-fields';
import type { Settings, SettingsPatch } from '../settings/schema';
import type { SettingsStore } from '../settings/settings-store';
import { POLICIES, POLICY_NAMES, type PolicyValues } from './policy-schema';

type Section = Exclude<keyof Settings, 'version'>;

/** Each locked field's value, by section. */
function lockedFields(values: PolicyValues): Partial<Record<Section, Record<string, unknown>>> {
  const locked: Partial<Record<Section, Record<string, unknown>>> = {};
  for (const name of POLICY_NAMES) {
    const definition = POLICIES[name];
    const value = values[name];
    if (!('setting' in definition) || value === undefined) continue;
    const section: Section = definition.setting[0];
    locked[section] = { ...locked[section], [definition.setting[1]]: value };
  }
  return locked;
}

/** `settings` with the locked fields set as the policies say. */
export function withPolicies(settings: Settings, values: PolicyValues): Settings {
  const next = { ...settings } as Record<Section, unknown>;
  for (const [section, fields] of Object.entries(lockedFields(values))) {
    next[section as Section] = { ...settings[section as Section], ...fields };
  }
  return next as Settings;
}

/**
 * The patch without the locked fields it leaves as the policy has them; a locked field it would change
 * refuses the whole patch, naming the field.
 */
function unlockedPatch(patch: SettingsPatch, values: PolicyValues): SettingsPatch {
  const locked = lockedFields(values);
  const issues: z.core.$ZodIssue[] = [];
  const next: Record<string, Record<string, unknown>> = {};
  for (const [section, fields] of Object.entries(patch)) {
    if (fields === undefined) continue;
    const sectionLocks = locked[section as Section] ?? {};
    next[section] = {};
    for (const [field, value] of Object.entries(fields)) {
      if (!Object.hasOwn(sectionLocks, field)) {
        (next[section] as Record<string, unknown>)[field] = value;
      } else if (value !== sectionLocks[field]) {
        issues.push({
          code: 'custom',
          path: [section, field],
          message: t('policies.lockedField'),
          input: value,
        });
      }
    }
  }
  if (issues.length > 0) throw new SettingsValidationError(issues);
  return next as SettingsPatch;
}

/** The store as the app reads it: get() and update() see the policies' values; the file keeps the person's. */
export function managedSettings(store: SettingsStore, values: () => PolicyValues): SettingsStore {
  return {
    load: store.load,
    get: () => withPolicies(store.get(), values()),
    update: async (patch) => withPolicies(await store.update(unlockedPatch(patch, values())), values()),
    onChange: (listener) => store.onChange((settings) => listener(withPolicies(settings, values()))),
  };
}
