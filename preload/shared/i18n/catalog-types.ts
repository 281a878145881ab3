// What a translation must be: every key of the English catalog, no other, each message with the same
// placeholders (checked by the compiler: a missing key, an extra key or a lost placeholder fails to build).
import type { En } from './catalogs/en';
import type { TranslationOf } from './messages';

export type Translation = { readonly [Key in keyof En]: TranslationOf<En[Key]> };
