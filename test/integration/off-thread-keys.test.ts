// Number keys worked out on a worker thread while main goes on (main/numbers/off-thread-keys.ts), with
// real threads: the keys the real thread answers are numberKey's own; the thread's answers are the ones
// used (a stand-in thread that marks its keys proves it); and a thread that cannot start, ends, throws or
// never answers loses no text, each keyed on main instead.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { type KeyRequest, newClaim, takeForMain } from '../../main/numbers/key-batches';
import { numberKey } from '../../main/numbers/number-key';
import { keyNumbersOffThread, type WorkerScript } from '../../main/numbers/off-thread-keys';
import { SOURCE_NUMBER_KEYS_WORKER } from '../support/number-keys-worker';

const RULE = { defaultRegion: 'GB', ownExtension: '2001' };
const ODD: WorkerScript = {
  path: new URL('../support/odd-keys-worker.ts', import.meta.url),
  execArgv: ['--import', 'tsx'],
};

/** Distinct numbers in the shapes an address book writes, and texts that hold none. */
const TEXTS = [
  ...Array.from({ length: 4498 }, (_, index) => {
    const digits = String(index).padStart(4, '0');
    return (
      [`020 7946 ${digits}`, `+1 (212) 555-${digits}`, `tel:+44-161-496-${digits}`, `x${index}`][index % 4] ??
      ''
    );
  }),
  'Mobile',
  'BusinessPhone',
];

const expected = (texts: readonly string[]) => new Map(texts.map((text) => [text, numberKey(text, RULE)]));

describe('keys worked out on a thread', () => {
  it("answers numberKey's key for every text, each given once however often it was added", async () => {
    const keys = keyNumbersOffThread(RULE, SOURCE_NUMBER_KEYS_WORKER);
    keys.add(TEXTS.slice(0, 3000));
    keys.add(TEXTS);
    expect(await keys.keys()).toEqual(expected(TEXTS));
  }, 30_000);

  it("uses the thread's answers for what it sent there, and main's for the rest", async () => {
    const keys = keyNumbersOffThread(RULE, ODD);
    keys.add(TEXTS);
    const keyed = await keys.keys();
    const fromThread = TEXTS.filter((text) => keyed.get(text)?.key === `thread:${text}`);
    expect(fromThread.length).toBeGreaterThan(0);
    // Main keys the batches the thread has not started on when the keys are asked for, from the other end.
    expect(fromThread).toEqual(TEXTS.slice(0, fromThread.length));
    for (const text of TEXTS.slice(fromThread.length)) expect(keyed.get(text)).toEqual(numberKey(text, RULE));
  }, 30_000);

  it('passes over a batch main took back, and keys the next', async () => {
    const thread = new Worker(SOURCE_NUMBER_KEYS_WORKER.path, {
      execArgv: SOURCE_NUMBER_KEYS_WORKER.execArgv,
    });
    try {
      const takenBack: KeyRequest = { batch: 1, rule: RULE, texts: ['020 7946 0001'], claim: newClaim() };
      const left: KeyRequest = { batch: 2, rule: RULE, texts: ['020 7946 0002'], claim: newClaim() };
      expect(takeForMain(takenBack.claim)).toBe(true);
      const answer = new Promise((resolve) => thread.once('message', resolve));
      thread.postMessage(takenBack);
      thread.postMessage(left);
      expect(await answer).toEqual({ batch: 2, keys: [numberKey('020 7946 0002', RULE)] });
      // The thread holds the batch it keyed: main can no longer take it.
      expect(takeForMain(left.claim)).toBe(false);
    } finally {
      await thread.terminate();
    }
  }, 30_000);

  it('keys a few texts on main without starting a thread that could not start anyway', async () => {
    const keys = keyNumbersOffThread(RULE, { path: '/nonexistent/number-keys-worker.cjs' });
    keys.add(TEXTS.slice(0, 10));
    expect(await keys.keys()).toEqual(expected(TEXTS.slice(0, 10)));
  });

  it.each([
    ['cannot start', { path: '/nonexistent/number-keys-worker.cjs' }, TEXTS],
    ['ends on its first request', ODD, ['exit', ...TEXTS]],
    ['throws on its first request', ODD, ['throw', ...TEXTS]],
    ['never answers (given up after 5 s)', ODD, ['hang', ...TEXTS]],
  ] as const)(
    'a thread that %s loses no text: each is keyed on main',
    async (_, script, texts) => {
      const keys = keyNumbersOffThread(RULE, script);
      keys.add(texts);
      expect(await keys.keys()).toEqual(expected(texts));
    },
    30_000,
  );

  it('no thread at all: keys on main', async () => {
    const keys = keyNumbersOffThread(RULE, null);
    keys.add(TEXTS);
    expect(await keys.keys()).toEqual(expected(TEXTS));
  });

  it('stopped while keying: answers what was keyed by then, and keys nothing more', async () => {
    const keys = keyNumbersOffThread(RULE, ODD);
    keys.add(['hang', ...TEXTS]);
    const keying = keys.keys();
    keys.stop();
    const keyed = await keying;
    // The thread took every batch, the last one (its one text past 9 × 500) included, and never answered;
    // main, which takes batches back only from a thread that has answered, keyed none.
    expect(keyed.size).toBe(0);
    keys.add(['+44 20 7946 0000']);
    expect(await keys.keys()).toEqual(keyed);
  }, 30_000);
});
