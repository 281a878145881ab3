// Sentences that outlive a language: main makes an error's sentence in the language in use then, and a
// window may show it long after the person has chosen another. A phrase keeps what the sentence was made
// from (its message key and the values put in it, phrases themselves where a part is a message too), so
// that it can be said again in whatever language is in use when it is shown.
import type { Phrase, Sentence } from '../../contract';
import type { En } from './catalogs/en';
import type { PlaceholdersOf } from './messages';
import { knowsMessage, type MessageKey, t } from './translate';

export type { Phrase };

/** What a placeholder of a phrase holds: text as it came, a number, or another phrase. */
export type PhraseValue = string | number | Phrase;

/** As ArgsOf, with a phrase allowed wherever text is: it is said in the same language as its sentence. */
type PhraseArgsOf<M> = [PlaceholdersOf<M>] extends [never]
  ? []
  : [values: { readonly [Name in PlaceholdersOf<M>]: Name extends 'count' ? number : PhraseValue }];

/** The message `key` with these values, kept to be said later (say). */
export function phrase<K extends MessageKey>(key: K, ...args: PhraseArgsOf<En[K]>): Phrase {
  const [values] = args as [Phrase['values']?];
  return values === undefined ? { key } : { key, values };
}

/**
 * Where a sentence is shown. Messages that send the person to Settings name it through a {where} value,
 * IN_SETTINGS; on Settings itself that place is "on this page".
 */
export interface SayOptions {
  inSettings?: boolean;
}

/** "in Settings": the place of a message that sends the person to Settings (its {where} value). */
export const IN_SETTINGS: Phrase = { key: 'place.inSettings' };

const ON_THIS_PAGE: Phrase = { key: 'place.onThisPage' };

const isPhrase = (value: PhraseValue): value is Phrase => typeof value === 'object';

/** The phrase in the language in use now, every phrase in it too. */
export function say(said: Phrase, options: SayOptions = {}): string {
  const shown = options.inSettings && said.key === IN_SETTINGS.key ? ON_THIS_PAGE : said;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(shown.values ?? {}))
    values[name] = isPhrase(value) ? say(value, options) : value;
  // The key is checked by sayable() before a window says a phrase from main; main's own are typed.
  return (t as (key: string, values: Record<string, string | number>) => string)(shown.key, values);
}

/** The phrase as a sentence that crosses the bridge: said now, and kept to be said again. */
export const sentence = (said: Phrase): Sentence => ({ message: say(said), said });

/**
 * Whether every message of the phrase is one this process can say: a window's script holds only the
 * English its own code names, so a phrase from main in English may not be sayable there (its text is).
 */
export function sayable(said: Phrase): boolean {
  if (typeof said.key !== 'string' || !knowsMessage(said.key)) return false;
  return Object.values(said.values ?? {}).every((value) => !isPhrase(value) || sayable(value));
}
