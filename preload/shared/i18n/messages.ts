// What a message is and how its placeholders are typed and filled. A message is a string with {name}
// placeholders, or plural forms chosen by the number in {count} (CLDR's categories, as Intl.PluralRules
// names them). `{` and `}` are reserved for placeholders.
import type { CatalogData, PluralForms } from '../../contract';

export type { PluralForms };
export type Message = string | PluralForms;

type NamesIn<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | NamesIn<Rest> : never;

/** The placeholders a message fills: each branch's, and `count` for plural forms. */
export type PlaceholdersOf<M> = M extends string
  ? NamesIn<M>
  : M extends PluralForms
    ? NamesIn<M[keyof M]> | 'count'
    : never;

/** What a message is called with: `count` is a number; a number elsewhere is written in the language's digits. */
export type VarsOf<M> = {
  readonly [Name in PlaceholdersOf<M>]: Name extends 'count' ? number : string | number;
};

/** A message without placeholders takes nothing after its key; one with placeholders takes them all. */
export type ArgsOf<M> = [PlaceholdersOf<M>] extends [never] ? [] : [vars: VarsOf<M>];

type Intersected<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** A string holding every one of the placeholders. */
type Holding<Names extends string> = [Names] extends [never]
  ? string
  : Intersected<Names extends string ? `${string}{${Names}}${string}` : never>;

/**
 * A translation of an English message: the same placeholders (a missing one fails to compile), plural
 * forms where English has them, with `other` required and the language's own other categories optional.
 */
export type TranslationOf<M> = M extends string
  ? Holding<NamesIn<M>>
  : M extends PluralForms
    ? { readonly other: Holding<Exclude<PlaceholdersOf<M>, 'count'>> } & Omit<PluralForms, 'other'>
    : never;

export type Catalog = CatalogData;

/** Splits a message at its placeholders: text, then the value of each {name} in turn. */
export function partsOf<Value>(text: string, value: (name: string) => Value | undefined): (string | Value)[] {
  const parts: (string | Value)[] = [];
  let rest = text;
  for (let open = rest.indexOf('{'); open >= 0; open = rest.indexOf('{')) {
    const close = rest.indexOf('}', open);
    if (close < 0) break;
    const filled = value(rest.slice(open + 1, close));
    if (filled === undefined) {
      parts.push(rest.slice(0, close + 1));
    } else {
      parts.push(rest.slice(0, open), filled);
    }
    rest = rest.slice(close + 1);
  }
  parts.push(rest);
  return parts.filter((part) => part !== '');
}
