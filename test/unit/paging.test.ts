// The one paging rule that the history list and the CSV export share (preload/shared/paging.ts).
import { expect, test } from 'vitest';
import { IdSet } from '../../preload/shared/id-set';
import { nextOffset, takePage } from '../../preload/shared/paging';

const records = (...ids: number[]) => ids.map((id) => ({ uuid: `c${id}` }));

test('the next offset counts records held, not received: a repeated record is read again, never skipped', () => {
  const held = new IdSet();
  expect(takePage(held, records(1, 2, 3), 3)).toEqual({ fresh: records(1, 2, 3), complete: false });
  expect(nextOffset(held)).toBe(3);
  // A new call pushed the list down by one: the page starts with a record already held.
  expect(takePage(held, records(3, 4, 5), 3)).toEqual({ fresh: records(4, 5), complete: false });
  expect(nextOffset(held)).toBe(5); // 6 were received
});

test('complete at a short page, or at a page that brings nothing new', () => {
  expect(takePage(new IdSet(), records(1, 2), 3).complete).toBe(true);
  const held = new IdSet();
  takePage(held, records(1, 2, 3), 3);
  expect(takePage(held, records(1, 2, 3), 3)).toEqual({ fresh: [], complete: true });
  expect(takePage(new IdSet(), [], 3).complete).toBe(true);
});

test('a record repeated within one page is taken once', () => {
  const held = new IdSet();
  expect(takePage(held, records(1, 2, 2, 3), 4)).toEqual({ fresh: records(1, 2, 3), complete: false });
  expect(nextOffset(held)).toBe(3);
});
