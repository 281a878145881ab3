// A stand-in for number-keys-worker.ts that misbehaves as the first text of a request says: 'exit' ends
// the thread, 'throw' throws in it, 'hang' never answers again; otherwise it answers every text with a key
// that says it came from here ('thread:' and the text), so a test can tell the thread's keys from main's.
import { parentPort } from 'node:worker_threads';
import { type KeyAnswer, type KeyRequest, takeForThread } from '../../main/numbers/key-batches';

let hung = false;

parentPort?.on('message', ({ batch, texts, claim }: KeyRequest) => {
  if (!takeForThread(claim)) return;
  if (texts[0] === 'exit') process.exit(3);
  if (texts[0] === 'throw') throw new Error('a worker that fails');
  if (texts[0] === 'hang') hung = true;
  if (hung) return;
  const keys = texts.map((text) => ({ key: `thread:${text}`, kind: 'raw' as const, extension: null }));
  const answer: KeyAnswer = { batch, keys };
  parentPort?.postMessage(answer);
});
