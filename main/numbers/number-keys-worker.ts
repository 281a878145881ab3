// A worker thread's entry: the number keys of the texts main sends, under the rule it sends with them
// (off-thread-keys.ts). libphonenumber takes 15-40 µs a number; an import of 10,000 contacts
// has 30,000, which this thread keys while main reads the files.
import { parentPort } from 'node:worker_threads';
import { type NumberKey, type NumberKeyRule, numberKey } from './number-key';

/** What main sends: texts to key under one rule, numbered. */
export interface KeyRequest {
  batch: number;
  rule: NumberKeyRule;
  texts: string[];
}
/** The keys of a request's texts, in their order, under its number. */
export interface KeyAnswer {
  batch: number;
  keys: (NumberKey | null)[];
}

parentPort?.on('message', ({ batch, rule, texts }: KeyRequest) => {
  const answer: KeyAnswer = { batch, keys: texts.map((text) => numberKey(text, rule)) };
  parentPort?.postMessage(answer);
});
