// Every catalog, for main: it speaks any of them and hands the one in use to its windows (a page holds
// only English's in its script, so the others cost a window nothing until chosen).
import type { CatalogData, DisplayLanguage } from '../../preload/contract';
import { de } from '../../preload/shared/i18n/catalogs/de';
import { en } from '../../preload/shared/i18n/catalogs/en';
import { es } from '../../preload/shared/i18n/catalogs/es';
import { fr } from '../../preload/shared/i18n/catalogs/fr';
import { it } from '../../preload/shared/i18n/catalogs/it';
import { ptBR } from '../../preload/shared/i18n/catalogs/pt-BR';
import { pseudoCatalog } from '../../preload/shared/i18n/pseudo';

const CATALOGS: Record<Exclude<DisplayLanguage, 'en-XA'>, CatalogData> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  it,
};
let pseudo: CatalogData | null = null;

export function catalogOf(language: DisplayLanguage): CatalogData {
  if (language !== 'en-XA') return CATALOGS[language];
  pseudo ??= pseudoCatalog(en);
  return pseudo;
}
