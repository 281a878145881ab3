// A worker thread's entry: the number keys of the texts main sends, under the rule it sends with them
// (off-thread-keys.ts). libphonenumber takes 15-40 µs a number; an import of 10,000 contacts
// has 30,000, which this thread keys while main reads the files. A batch main has taken back is passed over.
import { parentPort } from 'node:worker_threads';
import { type KeyAnswer, type KeyRequest, takeForThread } from './key-batches';
import { numberKey } from './number-key';

parentPort?.on('message', ({ batch, rule, texts, claim }: KeyRequest) => {
  if (!takeForThread(claim)) return;
  const answer: KeyAnswer = { batch, keys: texts.map((text) => numberKey(text, rule)) };
  parentPort?.postMessage(answer);
});
