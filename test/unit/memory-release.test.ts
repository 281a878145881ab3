// giveBackMemory: after a burst of allocations that grew V8's young generation, the pages are given
// back (what main does after an import), and the app's global gains no gc().
import { getHeapSpaceStatistics } from 'node:v8';
import { expect, test } from 'vitest';
import { giveBackMemory } from '../../main/storage/memory-release';

const youngGeneration = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

test('shrinks the young generation a burst of surviving objects grew, and leaves no gc() on the global', () => {
  // Objects that survive their first collections, as an import's contacts do, make V8 grow the space.
  let kept: { index: number; text: string }[] = [];
  for (let index = 0; index < 2_000_000; index++) {
    kept.push({ index, text: String(index) });
    if (kept.length > 400_000) kept = [];
  }
  kept = [];
  const grown = youngGeneration();
  expect(grown).toBeGreaterThan(16 * 1024 * 1024);
  giveBackMemory();
  expect(youngGeneration()).toBeLessThan(grown / 4);
  expect('gc' in globalThis).toBe(false);
});
