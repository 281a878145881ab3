// An error whose message is one of Dialdesk's sentences: made in the language in use when it happens, and
// kept as a phrase (`said`) that crosses the bridge beside it, so that a window showing it can say it
// again when the person changes the language. Every error main makes for a person derives from it; an
// error of anyone else's carries only its message.
import type { Sentence } from '../../preload/contract';
import { type Phrase, type PhraseValue, say } from '../../preload/shared/i18n/phrase';

export class PhrasedError extends Error {
  readonly said: Phrase;

  constructor(said: Phrase, options?: ErrorOptions) {
    super(say(said), options);
    this.said = said;
  }
}

/** What an error says, to be put in a sentence of Dialdesk's: its phrase, or an outsider's text as it is. */
export const saidOf = (error: unknown): PhraseValue =>
  error instanceof PhrasedError ? error.said : error instanceof Error ? error.message : String(error);

/** The error as a sentence that crosses the bridge: its text, and its phrase when it is one of Dialdesk's. */
export function sentenceOf(error: Error): Sentence {
  return error instanceof PhrasedError
    ? { message: error.message, said: error.said }
    : { message: error.message };
}
