// Every catalog, for main: it speaks any of them and hands the one in use to its windows (a page holds
// only English's in its script, so the others cost a window nothing until chosen). English is main's own,
// the one every t() falls back to. Each other language is required the first time it is asked for: built,
// it is a file of its own beside index.cjs (scripts/main-bundle.mjs), so a start compiles none of the five
// (400 KB), and only the one in use is ever loaded. require(), not import(): catalogOf answers at once.
import { createRequire } from 'node:module';
import type { CatalogData, DisplayLanguage } from '../../preload/contract';
import { en } from '../../preload/shared/i18n/catalogs/en';
import { pseudoCatalog } from '../../preload/shared/i18n/pseudo';

// An ES module has no require(): this makes one for this file. Built, main is CommonJS with a require()
// of its own, and the build leaves this line out (scripts/main-bundle.mjs).
const require = createRequire(import.meta.url);

const OTHERS: Record<Exclude<DisplayLanguage, 'en' | 'en-XA'>, () => CatalogData> = {
  es: () =>
    (
      require('../../preload/shared/i18n/catalogs/es.ts') as typeof import('../../preload/shared/i18n/catalogs/es')
    ).es,
  fr: () =>
    (
      require('../../preload/shared/i18n/catalogs/fr.ts') as typeof import('../../preload/shared/i18n/catalogs/fr')
    ).fr,
  de: () =>
    (
      require('../../preload/shared/i18n/catalogs/de.ts') as typeof import('../../preload/shared/i18n/catalogs/de')
    ).de,
  'pt-BR': () =>
    (
      require('../../preload/shared/i18n/catalogs/pt-BR.ts') as typeof import('../../preload/shared/i18n/catalogs/pt-BR')
    ).ptBR,
  it: () =>
    (
      require('../../preload/shared/i18n/catalogs/it.ts') as typeof import('../../preload/shared/i18n/catalogs/it')
    ).it,
};
let pseudo: CatalogData | null = null;

export function catalogOf(language: DisplayLanguage): CatalogData {
  if (language === 'en') return en;
  if (language !== 'en-XA') return OTHERS[language]();
  pseudo ??= pseudoCatalog(en);
  return pseudo;
}
