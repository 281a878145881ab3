import { isJsonObject, type JsonObject } from './overlay';
import { type Settings, settingsSchema } from './schema';

export interface SalvagedSettings {
  settings: Settings;
  /** Dotted names of the fields (or whole sections) that were invalid and now have their defaults. */
  resetFields: string[];
  /** Dotted names of keys this version does not know, which are dropped. */
  unknownKeys: string[];
}

/** Keys of the document that no setting has: top-level ones, and those inside known sections. */
function findUnknownKeys(document: JsonObject): string[] {
  const sections = settingsSchema.shape as Record<string, unknown>;
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(document)) {
    if (!Object.hasOwn(sections, name)) {
      unknown.push(name);
      continue;
    }
    const section = sections[name];
    // A section schema is z.object(...).prefault(...): its fields are under .unwrap().shape.
    const shape = (section as { unwrap?: () => { shape?: Record<string, unknown> } }).unwrap?.().shape;
    if (!shape || !isJsonObject(value)) continue;
    for (const field of Object.keys(value))
      if (!Object.hasOwn(shape, field)) unknown.push(`${name}.${field}`);
  }
  return unknown;
}

/**
 * Validates a stored settings object, keeping every valid field and resetting each invalid one (or a
 * section that is not an object at all) to its default. Unknown keys are dropped and reported: a key
 * this version does not know (however deeply nested) must not ride along into every later save.
 */
export function salvageSettings(document: JsonObject): SalvagedSettings {
  const unknownKeys = findUnknownKeys(document);
  const result = settingsSchema.safeParse(document);
  if (result.success) return { settings: result.data, resetFields: [], unknownKeys };

  const repaired: JsonObject = { ...document };
  const resetFields = new Set<string>();
  for (const issue of result.error.issues) {
    // Settings are two levels deep, so [section, field] (or [section] / ['version']) names the culprit.
    const [section, field] = issue.path.map(String);
    if (section === undefined) continue;
    const sectionValue = repaired[section];
    if (field !== undefined && isJsonObject(sectionValue)) {
      const { [field]: _invalid, ...valid } = sectionValue;
      repaired[section] = valid;
      resetFields.add(`${section}.${field}`);
    } else {
      delete repaired[section];
      resetFields.add(section);
    }
  }
  // With every invalid field removed, only defaults fill the gaps, so this cannot fail.
  return { settings: settingsSchema.parse(repaired), resetFields: [...resetFields], unknownKeys };
}
