// The history store against a fake bridge: paging, duplicates, the end of the list, order and range.
import { describe, expect, test } from 'vitest';
import type { HistoryQuery, PhoneRecord, Result } from '../../preload/contract';
import { createHistoryStore, filterCalls, HISTORY_PAGE_SIZE } from '../../renderer/stores/history';
import { standIn } from '../../renderer/stores/snapshot';

const record = (n: number): PhoneRecord => ({
  uuid: `call-${n}`,
  caller_id_name: `Caller ${n}`,
  caller_id_number: `555000${n}`,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => record(from + i));

/** A fake bridge whose listHistory answers with `serve(query)`, recording each query. */
function fakeApi(serve: (query: HistoryQuery) => PhoneRecord[] | Promise<Result<PhoneRecord[]>>) {
  const queries: HistoryQuery[] = [];
  const api = {
    async listHistory(query: HistoryQuery): Promise<Result<PhoneRecord[]>> {
      queries.push(query);
      const served = await serve(query);
      return Array.isArray(served) ? { ok: true, value: served } : served;
    },
    async getCallRecord({ uuid }: { uuid: string }): Promise<Result<PhoneRecord>> {
      return { ok: true, value: { uuid, read_codec: 'PCMU' } };
    },
  };
  return { api, queries };
}

const PAGE = HISTORY_PAGE_SIZE;

describe('history paging', () => {
  test('asks for the next page at the number of records held, newest first by default', async () => {
    const { api, queries } = fakeApi(({ offset, limit }) => range(offset, limit));
    const store = createHistoryStore(api);
    await store.getState().reload();
    await store.getState().loadMore();
    expect(queries.map((q) => q.offset)).toEqual([0, PAGE]);
    expect(queries[0]).toEqual({
      limit: PAGE,
      offset: 0,
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
    });
    expect(store.getState().records).toHaveLength(2 * PAGE);
  });

  test('drops records already held when pages overlap, and asks on from what it holds', async () => {
    // A server whose pages overlap by 5 (new calls pushed everything down between requests).
    const { api, queries } = fakeApi(({ offset, limit }) => range(Math.max(0, offset - 5), limit));
    const store = createHistoryStore(api);
    await store.getState().reload();
    await store.getState().loadMore();
    await store.getState().loadMore();
    const uuids = store.getState().records.map((r) => r.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(uuids).toHaveLength(3 * PAGE - 10);
    expect(queries.map((q) => q.offset)).toEqual([0, PAGE, 2 * PAGE - 5]);
  });

  test('stops when a page brings nothing new (a server that ignores offset)', async () => {
    const { api, queries } = fakeApi(({ limit }) => range(0, limit));
    const store = createHistoryStore(api);
    await store.getState().reload();
    await store.getState().loadMore();
    expect(store.getState().complete).toBe(true);
    await store.getState().loadMore();
    expect(queries).toHaveLength(2);
    expect(store.getState().records).toHaveLength(PAGE);
  });

  test('stops after a short page', async () => {
    const { api, queries } = fakeApi(({ offset }) => range(offset, offset === 0 ? PAGE : 3));
    const store = createHistoryStore(api);
    await store.getState().reload();
    expect(store.getState().complete).toBe(false);
    await store.getState().loadMore();
    expect(store.getState().complete).toBe(true);
    await store.getState().loadMore();
    expect(queries).toHaveLength(2);
  });

  test('a failed later page keeps the rows and can be retried', async () => {
    let fail = true;
    const { api } = fakeApi(({ offset, limit }) =>
      offset > 0 && fail
        ? Promise.resolve({
            ok: false,
            error: { code: 'timeout', message: 'The server did not answer.' },
          } as const)
        : range(offset, limit),
    );
    const store = createHistoryStore(api);
    await store.getState().reload();
    await store.getState().loadMore();
    expect(store.getState().more.error?.code).toBe('timeout');
    expect(store.getState().records).toHaveLength(PAGE);
    fail = false;
    await store.getState().loadMore();
    expect(store.getState().records).toHaveLength(2 * PAGE);
  });

  test('a new order starts again from the first page and ignores a page of the old order still on its way', async () => {
    let release: (() => void) | undefined;
    const { api, queries } = fakeApi(async (query) => {
      if (query.offset > 0) await new Promise<void>((resolve) => (release = resolve));
      return { ok: true, value: range(query.orderBy.direction === 'asc' ? 5000 : query.offset, PAGE) };
    });
    const store = createHistoryStore(api);
    await store.getState().reload();
    const stale = store.getState().loadMore();
    await store.getState().sortBy('duration');
    release?.();
    await stale;
    expect(queries.at(-1)).toMatchObject({ offset: 0, orderBy: { field: 'duration', direction: 'asc' } });
    expect(store.getState().records[0]?.uuid).toBe('call-5000');
    expect(store.getState().records).toHaveLength(PAGE);
  });

  test('sorting the same column flips it; a date range is sent as whole days', async () => {
    const { api, queries } = fakeApi(() => []);
    const store = createHistoryStore(api);
    await store.getState().sortBy('duration');
    await store.getState().sortBy('duration');
    await store.getState().setRange({ from: '2024-05-01', to: '2024-05-03' });
    expect(queries.map((q) => q.orderBy.direction)).toEqual(['asc', 'desc', 'desc']);
    expect(queries.at(-1)?.range).toEqual({ from: '2024-05-01', to: '2024-05-03' });
    expect(store.getState().complete).toBe(true);
  });
});

describe('history detail and filter', () => {
  test('opening a row fetches the full record; only the last opened is kept', async () => {
    const { api } = fakeApi(() => []);
    const store = createHistoryStore(api);
    const first = store.getState().open('call-1');
    const second = store.getState().open('call-2');
    await Promise.all([first, second]);
    expect(store.getState().opened).toMatchObject({
      uuid: 'call-2',
      value: { uuid: 'call-2', read_codec: 'PCMU' },
    });
    expect(store.getState().selected).toBe('call-2');
  });

  test('the text filter matches names, and numbers whatever their punctuation', () => {
    const rows = [
      record(1),
      { uuid: 'x', caller_id_name: 'Baker & Sons', caller_id_number: '+1 (555) 555-0111' },
    ];
    expect(filterCalls(rows, 'baker').map((r) => r.uuid)).toEqual(['x']);
    expect(filterCalls(rows, '555-0111').map((r) => r.uuid)).toEqual(['x']);
    expect(filterCalls(rows, '  ')).toBe(rows);
  });
});

describe('the offline snapshot', () => {
  const snapshot = { records: range(900, 3), at: 1_700_000_000_000 };

  test('stands in while the first page loads, and is gone once it is here', async () => {
    let answer: (result: Result<PhoneRecord[]>) => void = () => {};
    const { api } = fakeApi(
      () =>
        new Promise<Result<PhoneRecord[]>>((resolve) => {
          answer = resolve;
        }),
    );
    const store = createHistoryStore(api);
    const loading = store.getState().reload();
    store.getState().showSnapshot(snapshot);
    expect(standIn(store.getState())).toEqual(snapshot);
    answer({ ok: true, value: range(0, 5) });
    await loading;
    expect(standIn(store.getState())).toBeNull();
    expect(store.getState().snapshot).toBeNull();
    expect(store.getState().records).toHaveLength(5);
  });

  test('stays beside the error when the fresh load fails', async () => {
    const { api } = fakeApi(async () => ({ ok: false, error: { code: 'unreachable', message: 'Offline.' } }));
    const store = createHistoryStore(api);
    store.getState().showSnapshot(snapshot);
    await store.getState().reload();
    expect(store.getState().list.status).toBe('error');
    expect(standIn(store.getState())).toEqual(snapshot);
  });

  test('is the opening page only: another order or other days drop it', async () => {
    const { api } = fakeApi(async () => ({ ok: false, error: { code: 'unreachable', message: 'Offline.' } }));
    const store = createHistoryStore(api);
    store.getState().showSnapshot(snapshot);
    await store.getState().sortBy('duration');
    expect(standIn(store.getState())).toBeNull();
    store.getState().showSnapshot(snapshot);
    await store.getState().setRange({ from: '2026-10-01', to: '2026-10-02' });
    expect(standIn(store.getState())).toBeNull();
  });
});
