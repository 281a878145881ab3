import { currentLocale } from '../../preload/shared/i18n/translate';

/**
 * A formatter for the locale in use, made the first time it is asked for, not when the window loads, and
 * made again when the language changes. The first Intl formatter a page makes loads the locale's data
 * (about 20 ms here), which would otherwise come before History's first read goes out.
 */
export function onFirstUse<T>(make: (locale: string) => T): () => T {
  let made: { locale: string; value: T } | undefined;
  return () => {
    const locale = currentLocale();
    if (made?.locale !== locale) made = { locale, value: make(locale) };
    return made.value;
  };
}
