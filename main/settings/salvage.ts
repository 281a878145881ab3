import { isJsonObject, type JsonObject } from '../storage/json-file';
import { SETTINGS_VERSION, type Settings, settingsSchema } from './schema';

export interface SalvagedSettings {
  settings: Settings;
  /** Dotted names of the fields (or whole sections) that were invalid and now have their defaults. */
  resetFields: string[];
  /**
   * What the file holds that this version has no setting for, as it was: a newer Dialdesk's settings.
   * They are written back with every save, so that running this version beside a newer one loses nothing.
   */
  kept: JsonObject;
  /** Dotted names of unknown keys that cannot be written back (nested past what JSON.stringify can walk). */
  dropped: string[];
  /** The version that wrote the file: 1 before saved accounts, above SETTINGS_VERSION for a newer one. */
  fileVersion: number;
}

/** Can be written back as JSON: a value nested deeper than the stack allows cannot. */
function serialisable(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

/** The document's keys that no setting has (top-level ones, and those inside known sections), split into kept and dropped. */
function unknownParts(document: JsonObject): { kept: JsonObject; dropped: string[] } {
  const sections = settingsSchema.shape as Record<string, unknown>;
  const kept: JsonObject = {};
  const dropped: string[] = [];
  const keep = (name: string, value: unknown, section?: string) => {
    const dotted = section ? `${section}.${name}` : name;
    if (!serialisable(value)) return dropped.push(dotted);
    if (section === undefined) kept[name] = value;
    else kept[section] = { ...(kept[section] as JsonObject | undefined), [name]: value };
  };
  for (const [name, value] of Object.entries(document)) {
    if (!Object.hasOwn(sections, name)) {
      keep(name, value);
      continue;
    }
    // A section schema is z.object(...).prefault(...): its fields are under .unwrap().shape.
    const shape = (sections[name] as { unwrap?: () => { shape?: Record<string, unknown> } }).unwrap?.().shape;
    if (!shape || !isJsonObject(value)) continue;
    for (const [field, fieldValue] of Object.entries(value))
      if (!Object.hasOwn(shape, field)) keep(field, fieldValue, name);
  }
  return { kept, dropped };
}

/** The version a file says it is of: files of version 1 may lack the field (it had a default). */
function versionOf(document: JsonObject): number | null {
  const { version } = document;
  if (version === undefined) return 1;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : null;
}

/**
 * Validates a stored settings object, keeping every valid field and resetting each invalid one (or a
 * section that is not an object at all) to its default. A file of version 1 reads as version 2 (the
 * caller then moves its account into the list of saved accounts); a newer version's file is read for
 * the settings this version knows, and what it does not know is kept for the next save.
 */
export function salvageSettings(document: JsonObject): SalvagedSettings {
  const { kept, dropped } = unknownParts(document);
  const fileVersion = versionOf(document);
  const working: JsonObject = { ...document, version: SETTINGS_VERSION };
  const resetFields = new Set<string>(fileVersion === null ? ['version'] : []);
  const result = settingsSchema.safeParse(working);
  const done = (settings: Settings): SalvagedSettings => ({
    settings,
    resetFields: [...resetFields],
    kept,
    dropped,
    fileVersion: fileVersion ?? SETTINGS_VERSION,
  });
  if (result.success) return done(result.data);

  for (const issue of result.error.issues) {
    // Settings are two levels deep, so [section, field] (or [section]) names the culprit.
    const [section, field] = issue.path.map(String);
    if (section === undefined) continue;
    const sectionValue = working[section];
    if (field !== undefined && isJsonObject(sectionValue)) {
      const { [field]: _invalid, ...valid } = sectionValue;
      working[section] = valid;
      resetFields.add(`${section}.${field}`);
    } else {
      delete working[section];
      resetFields.add(section);
    }
  }
  // With every invalid field removed, only defaults fill the gaps, so this cannot fail.
  return done(settingsSchema.parse(working));
}
