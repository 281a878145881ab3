// The set of record ids the paging rule keeps (preload/shared/id-set.ts): a set like Set<string>, keyed by
// a hash of each id.
import { expect, test } from 'vitest';
import { IdSet } from '../../preload/shared/id-set';

/** Uuid-shaped ids, all different. 200,000 of them hold 7 pairs that share a 32-bit FNV-1a hash. */
const uuid = (i: number): string =>
  `${(Math.imul(i, 2654435761) >>> 0).toString(16).padStart(8, '0')}-${String(i % 10_000).padStart(4, '0')}-4000-8000-${String(i).padStart(12, '0')}`;

test('holds each id once, tells every held id from every other, ids sharing a hash included', () => {
  const ids = new IdSet();
  const count = 200_000;
  let added = 0;
  for (let i = 0; i < count; i++) if (ids.add(uuid(i))) added += 1;
  expect(added).toBe(count);
  expect(ids.size).toBe(count);
  let again = 0;
  let held = 0;
  let strangers = 0;
  for (let i = 0; i < count; i++) {
    if (ids.add(uuid(i))) again += 1;
    if (ids.has(uuid(i))) held += 1;
    if (ids.has(uuid(count + i))) strangers += 1;
  }
  expect({ again, held, strangers, size: ids.size }).toEqual({
    again: 0,
    held: count,
    strangers: 0,
    size: count,
  });
});

test('ids differing only in case or by a character are different ids', () => {
  const ids = new IdSet();
  expect(ids.add('A1b2')).toBe(true);
  expect(ids.add('a1b2')).toBe(true);
  expect(ids.add('A1b2 ')).toBe(true);
  expect(ids.add('A1b2')).toBe(false);
  expect([ids.has('a1B2'), ids.has(''), ids.size]).toEqual([false, false, 3]);
});
