// The language main speaks (tray, notifications, dialogs, the sentences of its errors) and hands to each
// window: the setting, or the computer's preferred languages when it says 'system'. One language per
// process: every t() in main reads it (preload/shared/i18n/translate.ts).
import type { LanguagePack, LanguageSetting } from '../../preload/contract';
import { LANGUAGES, languageOf, localeOf, PSEUDO_LANGUAGE } from '../../preload/shared/i18n/languages';
import { currentLanguage, currentLocale, useLanguage } from '../../preload/shared/i18n/translate';
import { catalogOf } from './catalogs';

export const LANGUAGE_SETTINGS = [
  'system',
  ...LANGUAGES,
  PSEUDO_LANGUAGE,
] as const satisfies readonly LanguageSetting[];

/**
 * What a window is sent: the language main speaks now, and its catalog. A window asking as it loads holds
 * English's messages for its own code and gets no English catalog; a window told of a change to English
 * gets all of it (`change`), to say again the sentences main made before in another language (phrases).
 */
export function languagePack({ change = false }: { change?: boolean } = {}): LanguagePack {
  const language = currentLanguage();
  const catalog = language === 'en' && !change ? null : catalogOf(language);
  return { language, locale: currentLocale(), catalog };
}

/**
 * Speaks what `setting` means on a computer preferring `preferred` (Electron's
 * app.getPreferredSystemLanguages(), most wanted first). True when the language changed.
 */
export function applyLanguageSetting(setting: LanguageSetting, preferred: readonly string[]): boolean {
  const language = languageOf(setting, preferred);
  const locale = localeOf(language, preferred);
  if (language === currentLanguage() && locale === currentLocale()) return false;
  useLanguage({ language, locale, catalog: catalogOf(language) });
  return true;
}
