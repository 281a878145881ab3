// The number keys of many texts worked out on a worker thread (number-keys-worker.ts) while main goes on:
// an import sends each contact's numbers as its files are read, and asks for the keys once the reading is
// done (on two cores, the keys of 10,000 contacts cost main little). What the thread has not started on
// by then main keys too, from the other end and a turn between batches, so the two finish together. Few
// texts are keyed on main, where starting a thread would cost more than it saves; and where the thread
// cannot start or stops, the texts it was given are keyed on main: slower, never lost.
import { Worker } from 'node:worker_threads';
import { type NumberKey, type NumberKeyRule, numberKey } from './number-key';
import type { KeyAnswer, KeyRequest } from './number-keys-worker';

/** Where the worker's script is: the built file beside main's bundle, or the source with its loader. */
export interface WorkerScript {
  path: string | URL;
  execArgv?: string[];
}

export interface OffThreadKeys {
  /** Texts to key; each distinct text is keyed once. */
  add(texts: Iterable<string>): void;
  /** The key of every text added (null: no number in it); the thread is stopped. */
  keys(): Promise<Map<string, NumberKey | null>>;
  /** Stops the thread; nothing more is keyed (keys answers what was keyed by then). */
  stop(): void;
}

/** Texts a thread is started for: below, main keys them sooner than a thread starts (tens of ms). */
const WORTH_A_THREAD = 2000;
/** Texts sent at once: small enough that main and the thread end within a batch of each other. */
const BATCH = 500;
/** Batches the thread holds at once; the rest wait here, for it or for main. */
const IN_FLIGHT = 2;

/** How long main waits for the thread's next answer once nothing else is left: then it keys them itself. */
const ANSWER_WAIT_MS = 5_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Keys texts under the rule on a thread of `script`; null: on main, when they are asked for. */
export function keyNumbersOffThread(rule: NumberKeyRule, script: WorkerScript | null): OffThreadKeys {
  const keyed = new Map<string, NumberKey | null>();
  const added = new Set<string>();
  /** Batches not yet sent, oldest first; the last one is still filling. */
  const pending: string[][] = [[]];
  /** Batches sent and not yet answered, by their number. */
  const sent = new Map<number, string[]>();
  let sentCount = 0;
  let worker: Worker | null = null;
  let failed = script === null;
  let stopped = false;
  let answeredAt = 0;

  const keyOnMain = (texts: readonly string[]) => {
    for (const text of texts) keyed.set(text, numberKey(text, rule));
  };
  const endThread = () => {
    void worker?.terminate();
    worker = null;
  };
  const fail = () => {
    failed = true;
    endThread();
    // What the thread was given and did not answer is main's.
    pending.unshift(...sent.values());
    sent.clear();
  };
  /** Sends the oldest full batches while the thread holds fewer than IN_FLIGHT. */
  const feed = () => {
    while (worker && sent.size < IN_FLIGHT && pending.length > 1) {
      const texts = pending.shift() ?? [];
      const request: KeyRequest = { batch: ++sentCount, rule, texts };
      worker.postMessage(request);
      sent.set(request.batch, texts);
    }
  };
  const start = (at: WorkerScript) => {
    try {
      const started = new Worker(at.path, { execArgv: at.execArgv ?? [] });
      // A thread left over never keeps the app from quitting.
      started.unref();
      started.on('message', ({ batch, keys }: KeyAnswer) => {
        answeredAt = performance.now();
        const texts = sent.get(batch);
        if (!texts) return; // given to main since
        sent.delete(batch);
        texts.forEach((text, index) => {
          keyed.set(text, keys[index] ?? null);
        });
        feed();
      });
      started.on('error', fail);
      started.on('exit', () => {
        if (worker === started) fail();
      });
      worker = started;
    } catch {
      failed = true;
    }
  };

  return {
    add(texts) {
      for (const text of texts) {
        if (added.has(text)) continue;
        added.add(text);
        const filling = pending.at(-1) ?? [];
        filling.push(text);
        if (filling.length < BATCH) continue;
        pending.push([]);
        if (!worker && !failed && !stopped && script && added.size >= WORTH_A_THREAD) start(script);
        feed();
      }
    },
    async keys() {
      // Main takes the newest batches while the thread answers the oldest, a turn between each so that
      // its answers come in and it is fed. A thread that stops answering is given up.
      answeredAt = performance.now();
      while (!stopped) {
        const batch = pending.pop();
        if (batch) keyOnMain(batch);
        else if (sent.size === 0 || !worker) break;
        else if (performance.now() - answeredAt > ANSWER_WAIT_MS) fail();
        if (pending.length > 0 || sent.size > 0) await nextTurn();
      }
      endThread();
      return keyed;
    },
    stop() {
      stopped = true;
      endThread();
    },
  };
}
