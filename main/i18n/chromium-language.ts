// Chromium's own words (a text field's menu, a date field's format, a form's warnings, the spell checker)
// follow its --lang switch, which must be set before the app is ready, before the settings are loaded.
// So the chosen language is read from the settings file as it stands, and a language chosen later
// reaches Chromium's words at the next start (Dialdesk's own words change at once).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DisplayLanguage } from '../../preload/contract';
import { SETTINGS_FILE_NAME } from '../settings/settings-store';
import { LANGUAGE_SETTINGS } from './main-language';

/** Chromium's locale file for each language Dialdesk speaks (electron-builder.yml keeps exactly these). */
const CHROMIUM_LOCALES: Record<DisplayLanguage, string> = {
  en: 'en-US',
  'en-XA': 'en-US',
  es: 'es',
  fr: 'fr',
  de: 'de',
  'pt-BR': 'pt-BR',
  it: 'it',
};

/**
 * The --lang Chromium should start with: the language chosen in `settings.json` (in `dataDir`), or null
 * when the computer's own is followed (Chromium's default) or the file cannot say.
 */
export function chromiumLanguage(dataDir: string): string | null {
  try {
    const settings: unknown = JSON.parse(readFileSync(join(dataDir, SETTINGS_FILE_NAME), 'utf8'));
    const chosen = (settings as { general?: { language?: unknown } } | null)?.general?.language;
    const known = LANGUAGE_SETTINGS.find((setting) => setting === chosen);
    return known && known !== 'system' ? CHROMIUM_LOCALES[known] : null;
  } catch {
    // No file yet, or one the settings store will repair and explain: Chromium follows the computer.
    return null;
  }
}
