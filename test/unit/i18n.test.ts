// The languages: which one a computer's preferences pick, every catalog complete and faithful to the
// English source (placeholders, plural forms), no English message left unused, the pseudo-locale, and
// messages filled in each language's own forms.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../main/i18n/catalogs';
import { chromiumLanguage } from '../../main/i18n/chromium-language';
import { applyLanguageSetting, languagePack } from '../../main/i18n/main-language';
import type { PluralForms } from '../../preload/contract';
import { en } from '../../preload/shared/i18n/catalogs/en';
import { LANGUAGES, localeOf, matchLanguage } from '../../preload/shared/i18n/languages';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from '../../preload/shared/i18n/pseudo';
import { formatNumber, t, useLanguage } from '../../preload/shared/i18n/translate';

const ROOT = join(import.meta.dirname, '..', '..');

afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

describe("the computer's preferred languages", () => {
  it.each([
    [['de-AT', 'en-US'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt_BR'], 'pt-BR'],
    [['ja-JP', 'fr-CA', 'de'], 'fr'],
    [['es-419'], 'es'],
    [['en-GB'], 'en'],
    [['it'], 'it'],
    [['ja', 'zh-Hans-CN'], 'en'],
    [[], 'en'],
    [['not a tag'], 'en'],
  ])('%j speaks %s', (preferred, language) => {
    expect(matchLanguage(preferred)).toBe(language);
  });

  it.each([
    ['en', ['en-GB'], 'en-GB'],
    ['de', ['en-US', 'de-CH'], 'de-CH'],
    ['fr', ['de-DE'], 'fr'],
    ['pt-BR', ['pt-PT'], 'pt-PT'],
    ['en-XA', ['en-AU'], 'en-AU'],
    ['es', ['es_!'], 'es'],
  ] as const)(
    '%s on a computer preferring %j writes dates and numbers as %s',
    (language, preferred, locale) => {
      expect(localeOf(language, preferred)).toBe(locale);
    },
  );

  it("follows the computer's language until one is chosen, and says when the language changed", () => {
    expect(applyLanguageSetting('system', ['de-DE'])).toBe(true);
    expect(languagePack()).toMatchObject({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    expect(applyLanguageSetting('system', ['de-DE'])).toBe(false);
    expect(applyLanguageSetting('fr', ['de-DE'])).toBe(true);
    expect(languagePack()).toMatchObject({ language: 'fr', locale: 'fr' });
    expect(applyLanguageSetting('en', ['en-GB'])).toBe(true);
    // English's catalog is in every page already: it does not cross the bridge as a window loads.
    expect(languagePack()).toEqual({ language: 'en', locale: 'en-GB', catalog: null });
    // A change to English sends all of it: a window holds only the English its own code names, and must
    // say again what main said before in another language.
    expect(languagePack({ change: true })).toEqual({ language: 'en', locale: 'en-GB', catalog: en });
  });
});

/** The placeholders of a message text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).sort();
const formsOf = (message: string | PluralForms) =>
  typeof message === 'string' ? { other: message } : (message as Record<string, string>);

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalog', (language) => {
  const catalog = catalogOf(language);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

  it('has every English key and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
  });

  it("keeps each message's placeholders, and its plural forms in the language's own categories", () => {
    const wrong: string[] = [];
    for (const [key, source] of Object.entries(en)) {
      const translated = catalog[key];
      if (translated === undefined) continue;
      if (typeof source !== typeof translated) {
        wrong.push(
          `${key}: ${typeof source === 'string' ? 'plural forms for a plain message' : 'no plural forms'}`,
        );
        continue;
      }
      const wanted = new Set(Object.values(formsOf(source)).flatMap(placeholders));
      for (const [form, text] of Object.entries(formsOf(translated))) {
        if (!categories.includes(form))
          wrong.push(`${key}: "${form}" is not a plural category of ${language}`);
        const unknown = placeholders(text).filter((name) => !wanted.has(name));
        if (unknown.length > 0) wrong.push(`${key} (${form}): unknown placeholders ${unknown.join(', ')}`);
      }
      const other = placeholders(formsOf(translated).other ?? '');
      const lost = [...wanted].filter((name) => name !== 'count' && !other.includes(name));
      if (lost.length > 0) wrong.push(`${key}: lost ${lost.join(', ')}`);
      if (typeof source !== 'string' && categories.includes('one') && !formsOf(translated).one)
        wrong.push(`${key}: no "one" form`);
    }
    expect(wrong).toEqual([]);
  });

  it('translates what a person reads (no message left as the English one, names and symbols aside)', () => {
    const same = Object.entries(en).filter(
      ([key, source]) =>
        typeof source === 'string' &&
        catalog[key] === source &&
        /[a-z]{3}/.test(source.replace(/\{[^}]*\}/g, '')),
    );
    // A few words are the same in both (Dialdesk, "Demo", "Internet", "Tel."): a handful at most.
    expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThan(Object.keys(en).length / 50);
  });
});

const CATALOGS = join('preload', 'shared', 'i18n', 'catalogs');

/** Every .ts/.tsx file of the app but the catalogs themselves. */
function appSources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(dir, path))
    .filter((path) => !path.startsWith(CATALOGS));
}

it('uses every message of the English catalog somewhere in the app', () => {
  const source = ['main', 'renderer', 'preload']
    .flatMap(appSources)
    .map((path) => readFileSync(join(ROOT, path), 'utf8'))
    .join('\n');
  const unused = Object.keys(en).filter((key) => !source.includes(`'${key}'`));
  expect(unused).toEqual([]);
});

describe('the pseudo-locale', () => {
  it('marks, accents and lengthens a message by about 40%, and leaves its placeholders whole', () => {
    const text = 'Call {number} from {name} now';
    const pseudo = pseudoText(text);
    expect(pseudo.startsWith(PSEUDO_OPEN) && pseudo.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(placeholders(pseudo)).toEqual(['name', 'number']);
    expect(pseudo).toContain('Çáll {number} fróm {name} ñów');
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.round(text.length * 1.4));
  });

  it('leaves a pattern without words of its own as it is: only words grow in translation', () => {
    expect(pseudoText('{day} {time}')).toBe('{day} {time}');
    expect(pseudoText('{reason}.')).toBe('{reason}.');
  });

  it('is a whole catalog: every message of English, marked', () => {
    const pseudo = catalogOf('en-XA');
    expect(Object.keys(pseudo)).toEqual(Object.keys(en));
    for (const message of Object.values(pseudo))
      for (const text of Object.values(formsOf(message)))
        expect(text.startsWith(PSEUDO_OPEN) || !/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''))).toBe(true);
  });
});

describe('messages in each language', () => {
  it('fills placeholders, writing numbers in the language’s digits', () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    useLanguage({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    expect(formatNumber(12345.5)).toBe('12.345,5');
    useLanguage({ language: 'fr', locale: 'fr-FR', catalog: catalogOf('fr') });
    expect(formatNumber(12345.5)).toBe('12\u202f345,5');
    expect(t('language.system', { language: 'Français' })).toContain('Français');
  });
});

describe("Chromium's own words", () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'dialdesk-chromium-lang-'));
  it.each([
    ['{"version":2,"general":{"language":"de"}}', 'de'],
    ['{"version":2,"general":{"language":"pt-BR"}}', 'pt-BR'],
    ['{"version":2,"general":{"language":"en"}}', 'en-US'],
    ['{"version":2,"general":{"language":"system"}}', null],
    ['{"version":2,"general":{"language":"xx"}}', null],
    ['{"version":2}', null],
    ['not json', null],
    ['null', null],
  ])('start in the language %s chooses: %s', (file, lang) => {
    const dir = folder();
    writeFileSync(join(dir, 'settings.json'), file);
    expect(chromiumLanguage(dir)).toBe(lang);
    rmSync(dir, { recursive: true });
  });

  it('follow the computer while there is no settings file', () => {
    expect(chromiumLanguage(join(tmpdir(), 'dialdesk-no-such-folder'))).toBeNull();
  });
});
