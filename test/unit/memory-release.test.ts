// giveBackMemory: after a burst of allocations that grew V8's young generation, the pages are given
// back (what main does after an import), and the app's global gains no gc(). When an import gives it
// back: after Import or Cancel, or a minute after a preview neither followed, never as the preview answers.
import { getHeapSpaceStatistics } from 'node:v8';
import { afterEach, expect, test, vi } from 'vitest';
import { giveBackMemory, importMemoryRelease } from '../../main/storage/memory-release';

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

afterEach(() => {
  vi.useRealTimers();
});

test("an import's memory: after Import or Cancel, or a minute after a preview left alone", async () => {
  vi.useFakeTimers();
  const released: string[] = [];
  const memory = importMemoryRelease(() => released.push('released'));
  memory.previewShown();
  await vi.advanceTimersByTimeAsync(59_000);
  expect(released).toEqual([]);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(released).toEqual(['released']);

  memory.previewShown();
  await vi.advanceTimersByTimeAsync(10_000);
  memory.done();
  await vi.advanceTimersByTimeAsync(0);
  expect(released).toHaveLength(2);
  // The preview's own minute no longer counts: Import gave the memory back.
  await vi.advanceTimersByTimeAsync(60_000);
  expect(released).toHaveLength(2);

  memory.previewShown();
  memory.stop();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(released).toHaveLength(2);
});
