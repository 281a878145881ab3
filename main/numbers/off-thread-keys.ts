// The number keys of many texts worked out on a worker thread (number-keys-worker.ts) while main goes on:
// an import sends each contact's numbers as its files are read, and asks for the keys once the reading is
// done. Every full batch goes to the thread at once, so it never waits for main, which reads the files in
// long synchronous stretches, and the last one when the keys are asked for; each batch carries a claim
// (key-batches.ts) that whoever starts it first takes. Once the keys are asked for and the thread has
// answered, main takes the newest batches the thread has not started, a turn between batches, while the
// thread works from the oldest, so the two finish together. Few texts are
// keyed on main, where starting a thread would cost more than it saves; and where the thread cannot
// start, stops or stops answering, the texts it was given are keyed on main: slower, never lost.
import { Worker } from 'node:worker_threads';
import { type KeyAnswer, type KeyRequest, newClaim, takeForMain } from './key-batches';
import { type NumberKey, type NumberKeyRule, numberKey } from './number-key';

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

/** How long main waits for the thread's next answer once nothing else is left: then it keys them itself. */
const ANSWER_WAIT_MS = 5_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface SentBatch {
  texts: string[];
  claim: Int32Array;
}

/** Keys texts under the rule on a thread of `script`; null: on main, when they are asked for. */
export function keyNumbersOffThread(rule: NumberKeyRule, script: WorkerScript | null): OffThreadKeys {
  const keyed = new Map<string, NumberKey | null>();
  const added = new Set<string>();
  /** Batches not sent, oldest first; the last one is still filling. */
  const pending: string[][] = [[]];
  /** Batches sent and not yet answered, by their number (in the order sent). */
  const sent = new Map<number, SentBatch>();
  let sentCount = 0;
  let worker: Worker | null = null;
  let failed = script === null;
  let stopped = false;
  /** Whether the thread has answered once: until then main cannot tell a thread starting from a stuck one. */
  let answered = false;
  /** Wakes keys() when the thread answers, fails or is stopped. */
  let wake: (() => void) | null = null;

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
    pending.unshift(...[...sent.values()].map(({ texts }) => texts));
    sent.clear();
    wake?.();
  };
  /** Sends every full batch. */
  const feed = () => {
    while (worker && pending.length > 1) {
      const texts = pending.shift() ?? [];
      const request: KeyRequest = { batch: ++sentCount, rule, texts, claim: newClaim() };
      worker.postMessage(request);
      sent.set(request.batch, { texts, claim: request.claim });
    }
  };
  /** The newest batch sent that the thread has not started, taken from it; null when there is none. */
  const takeFromThread = (): string[] | null => {
    for (const [batch, { texts, claim }] of [...sent].reverse()) {
      if (!takeForMain(claim)) continue;
      sent.delete(batch);
      return texts;
    }
    return null;
  };
  /** Resolves when the thread next answers or fails, or keys() is stopped; false after `ms` without. */
  const nextAnswer = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve(false);
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve(true);
      };
    });
  const start = (at: WorkerScript) => {
    try {
      const started = new Worker(at.path, { execArgv: at.execArgv ?? [] });
      // A thread left over never keeps the app from quitting.
      started.unref();
      started.on('message', ({ batch, keys }: KeyAnswer) => {
        answered = true;
        const sentBatch = sent.get(batch);
        if (sentBatch) {
          sent.delete(batch);
          sentBatch.texts.forEach((text, index) => {
            keyed.set(text, keys[index] ?? null);
          });
        }
        wake?.();
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
      // The batch still filling goes to a running thread too: main keys only batches the thread has not
      // started, once it has answered, and no more than it must while the thread is already warm.
      if (worker && (pending.at(-1)?.length ?? 0) > 0) {
        pending.push([]);
        feed();
        pending.pop();
      }
      while (!stopped) {
        // Main shares the thread's batches once it has answered one: a thread still starting is
        // waited for (a built thread answers within about 100 ms) rather than raced.
        const batch = pending.pop() ?? (answered ? takeFromThread() : null);
        if (batch) {
          keyOnMain(batch);
          // A turn, so that the thread's answers come in.
          await nextTurn();
        } else if (sent.size === 0 || !worker) break;
        else if (!(await nextAnswer(ANSWER_WAIT_MS))) fail();
      }
      endThread();
      return keyed;
    },
    stop() {
      stopped = true;
      endThread();
      wake?.();
    },
  };
}
