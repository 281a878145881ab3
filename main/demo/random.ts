// A small seeded PRNG: the demo data set must be identical for a given seed, which Math.random cannot give.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** One of the values, each drawn in proportion to its weight. */
  weighted<T>(choices: readonly (readonly [value: T, weight: number])[]): T;
  /** A version-4 shaped UUID drawn from this generator (not crypto.randomUUID, which is not reproducible). */
  uuid(): string;
}

/** mulberry32: 32-bit state, good enough spread for test data and trivially reproducible. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  // A plain loop: Array.from over {length} made uuid() the slowest part of generating a data set.
  const hex = (length: number): string => {
    let text = '';
    for (let i = 0; i < length; i++) text += int(0, 15).toString(16);
    return text;
  };

  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    weighted<T>(choices: readonly (readonly [value: T, weight: number])[]): T {
      let remaining = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of choices) {
        remaining -= weight;
        if (remaining < 0) return value;
      }
      // Only reached when floating-point rounding left nothing below zero: the last choice takes it.
      const last = choices.at(-1);
      if (last === undefined) throw new RangeError('weighted() needs a non-empty list');
      return last[0];
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
