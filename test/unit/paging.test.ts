// The one paging rule that the history list and the CSV export share (preload/shared/paging.ts).
import { expect, test } from 'vitest';
import { IdSet } from '../../preload/shared/id-set';
import { nextOffset, takePage } from '../../preload/shared/paging';

const records = (...ids: number[]) => ids.map((id) => ({ uuid: `c${id}` }));
/** A page of records as sent: their uuid is their id. */
const take = (held: IdSet, page: { uuid: string }[], pageSize: number) =>
  takePage(held, page, pageSize, (record) => record.uuid);

test('the next offset counts records held, not received: a repeated record is read again, never skipped', () => {
  const held = new IdSet();
  expect(take(held, records(1, 2, 3), 3)).toEqual({ fresh: records(1, 2, 3), complete: false });
  expect(nextOffset(held)).toBe(3);
  // A new call pushed the list down by one: the page starts with a record already held.
  expect(take(held, records(3, 4, 5), 3)).toEqual({ fresh: records(4, 5), complete: false });
  expect(nextOffset(held)).toBe(5); // 6 were received
});

test('complete at a short page, or at a page that brings nothing new', () => {
  expect(take(new IdSet(), records(1, 2), 3).complete).toBe(true);
  const held = new IdSet();
  take(held, records(1, 2, 3), 3);
  expect(take(held, records(1, 2, 3), 3)).toEqual({ fresh: [], complete: true });
  expect(take(new IdSet(), [], 3).complete).toBe(true);
});

test('a record repeated within one page is taken once', () => {
  const held = new IdSet();
  expect(take(held, records(1, 2, 2, 3), 4)).toEqual({ fresh: records(1, 2, 3), complete: false });
  expect(nextOffset(held)).toBe(3);
});
