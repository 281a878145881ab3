// The one function every window and main speak through: t('key', { placeholders }). Each process has one
// language at a time (main sets it from the settings and the system, a window from what main sends it);
// English, the source catalog, answers for any key a catalog lacks.
import type { DisplayLanguage, LanguagePack } from '../../contract';
import { type En, en } from './catalogs/en';
import { type ArgsOf, type Catalog, type Message, type PlaceholdersOf, partsOf } from './messages';

export type MessageKey = keyof En;
/** A message without placeholders: what a table of labels holds, so that t(table[x]) needs nothing more. */
export type WordKey = { [K in MessageKey]: ArgsOf<En[K]> extends [] ? K : never }[MessageKey];

let language: DisplayLanguage = 'en';
let locale = 'en';
let catalog: Catalog = en;

/**
 * Speaks `pack.language` from now on, with its catalog (English's when null), writing dates and numbers
 * as `pack.locale` does.
 */
export function useLanguage(pack: LanguagePack): void {
  language = pack.language;
  locale = pack.locale;
  catalog = pack.catalog ?? en;
}

export const currentLanguage = (): DisplayLanguage => language;
/** The tag Intl's formatters take for dates and numbers. */
export const currentLocale = (): string => locale;

/**
 * A formatter for the locale in use, made the first time it is asked for, not when a window loads, and
 * made again when the language changes. The first Intl formatter a page makes loads the locale's data
 * (about 20 ms here), which would otherwise come before History's first read goes out.
 */
export function forLocale<T>(make: (locale: string) => T): () => T {
  let made: { locale: string; value: T } | undefined;
  return () => {
    if (made?.locale !== locale) made = { locale, value: make(locale) };
    return made.value;
  };
}

const numberFormat = forLocale((tag) => new Intl.NumberFormat(tag));

/** A number in the language's digits and grouping: 12345 -> "12,345", "12.345", "12 345". */
export const formatNumber = (value: number): string => numberFormat().format(value);

/** The hour and minute on the locale's clock ("2:05 PM", "14:05"): History's rows and missed-call notices. */
export const timeOfDayFormat = forLocale(
  (tag) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }),
);

// Plural categories follow the language, not the locale's region ('pt-PT' and 'pt-BR' differ on 0).
let pluralRules: { language: string; rules: Intl.PluralRules } | undefined;
function plural(): Intl.PluralRules {
  if (pluralRules?.language !== language) pluralRules = { language, rules: new Intl.PluralRules(language) };
  return pluralRules.rules;
}

/** The text of a message for `count`: the language's plural category, else `other`. */
function textOf(message: Message, count: unknown): string {
  if (typeof message === 'string') return message;
  const category = typeof count === 'number' ? plural().select(count) : 'other';
  return message[category] ?? message.other;
}

const shown = (value: unknown): string => (typeof value === 'number' ? formatNumber(value) : String(value));

function template(key: MessageKey, vars: Readonly<Record<string, unknown>> | undefined): string {
  // A page's English holds only the messages its code names (vite.config.ts): were one missing all the
  // same, its id says more than a blank.
  return textOf(catalog[key] ?? en[key] ?? key, vars?.count);
}

/** Whether this process holds the message `key` (a window's English holds only what its code names). */
export const knowsMessage = (key: string): boolean => Object.hasOwn(catalog, key) || Object.hasOwn(en, key);

/** A {name} placeholder: what partsOf splits at. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The message `key` in the language in use, its placeholders filled. Filled in one pass, with no parts
 * in between: History calls this several times for every row drawn while a list scrolls.
 */
export function t<K extends MessageKey>(key: K, ...args: ArgsOf<En[K]>): string {
  const vars = args[0] as Readonly<Record<string, unknown>> | undefined;
  const text = template(key, vars);
  if (vars === undefined) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? shown(vars[name]) : whole));
}

/**
 * The message as parts, for a view that puts an element in a placeholder (a link, a strong number):
 * strings between the placeholders and the values as given.
 */
export function tParts<K extends MessageKey, Part>(
  key: K,
  vars: { readonly [Name in PlaceholdersOf<En[K]>]: string | number | Part },
): (string | Part)[] {
  const given = vars as Readonly<Record<string, string | number | Part>>;
  return partsOf(template(key, given), (name) => {
    const value = given[name];
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
