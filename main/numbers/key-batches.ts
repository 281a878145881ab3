// What main and the thread that keys numbers (number-keys-worker.ts) send each other. Main sends every
// batch at once and may take back one the thread has not started (off-thread-keys.ts): each batch carries
// a claim on shared memory that the thread and main set with one atomic step, so exactly one keys it.
import type { NumberKey, NumberKeyRule } from './number-key';

/** What main sends: texts to key under one rule, numbered, with the claim whoever keys them takes. */
export interface KeyRequest {
  batch: number;
  rule: NumberKeyRule;
  texts: string[];
  /** One Int32 on a SharedArrayBuffer: UNCLAIMED, then THREAD or MAIN. */
  claim: Int32Array;
}
/** The keys of a request's texts, in their order, under its number. */
export interface KeyAnswer {
  batch: number;
  keys: (NumberKey | null)[];
}

const UNCLAIMED = 0;
const THREAD = 1;
const MAIN = 2;

/** A claim no one has taken yet. */
export const newClaim = (): Int32Array => new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));

const take = (claim: Int32Array, by: number): boolean =>
  Atomics.compareExchange(claim, 0, UNCLAIMED, by) === UNCLAIMED;

/** Takes the batch for the thread; false when main has taken it (the thread passes it over). */
export const takeForThread = (claim: Int32Array): boolean => take(claim, THREAD);
/** Takes the batch back for main; false when the thread has started it. */
export const takeForMain = (claim: Int32Array): boolean => take(claim, MAIN);
