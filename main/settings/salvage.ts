import { isJsonObject, type JsonObject } from './overlay';
import { type Settings, settingsSchema } from './schema';

export interface SalvagedSettings {
  settings: Settings;
  /** Dotted names of the fields (or whole sections) that were invalid and now have their defaults. */
  resetFields: string[];
}

/**
 * Validates a stored settings object, keeping every valid field and resetting each invalid one (or a
 * section that is not an object at all) to its default. Unknown keys are not reported: they are left
 * for a newer version of Dialdesk and preserved by the store.
 */
export function salvageSettings(document: JsonObject): SalvagedSettings {
  const result = settingsSchema.safeParse(document);
  if (result.success) return { settings: result.data, resetFields: [] };

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
  return { settings: settingsSchema.parse(repaired), resetFields: [...resetFields] };
}
