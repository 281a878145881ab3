// The languages Dialdesk speaks, by their tags (the tags Chromium's locale files and Intl use), and how
// the system's preferred languages pick one. Adding a language: a tag here, its name, and its catalog.
import type { DisplayLanguage, LanguageSetting } from '../../contract';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-locale: English with accents, about 40% longer, each message in ⟦markers⟧. Not offered in
 * Settings; a developer sets it to find text never put in a catalog and text cut at its width.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** Each language by its own name, as a person looking for theirs reads it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
};

/** A tag's language part, lower case: 'pt-PT' -> 'pt'. */
const base = (tag: string): string => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The first of the system's preferred languages Dialdesk speaks ('de-AT' -> 'de', 'pt-PT' -> 'pt-BR':
 * the one Portuguese there is), English when none is.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const exact = LANGUAGES.find(
      (language) => language.toLowerCase() === tag.replace('_', '-').toLowerCase(),
    );
    if (exact) return exact;
    const sameBase = LANGUAGES.find((language) => base(language) === base(tag));
    if (sameBase) return sameBase;
  }
  return 'en';
}

/** The language a setting means on this system. */
export const languageOf = (setting: LanguageSetting, preferred: readonly string[]): DisplayLanguage =>
  setting === 'system' ? matchLanguage(preferred) : setting;

/**
 * The locale dates and numbers are written in: the first preferred tag of the same language ('en-GB',
 * 'de-CH'), else the language itself.
 */
export function localeOf(language: DisplayLanguage, preferred: readonly string[]): string {
  const own = language === PSEUDO_LANGUAGE ? 'en' : language;
  const sameLanguage = preferred.find((tag) => base(tag) === base(own) && isLocale(tag));
  return sameLanguage ?? own;
}

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
