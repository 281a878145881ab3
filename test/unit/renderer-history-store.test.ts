// The history store against a fake bridge: paging, duplicates, the end of the list, order and range;
// the local copy's search, and the fall back to the phone system's pages when there is none.
import { describe, expect, test } from 'vitest';
import type { Call, HistoryQuery, HistorySearch, HistorySearchResult, Result } from '../../preload/contract';
import {
  createHistoryStore,
  FIRST_LOCAL_PAGE_SIZE,
  filterCalls,
  HISTORY_PAGE_SIZE,
} from '../../renderer/stores/history';
import { callOf, callsOf } from '../support/record-edge';

const rawRecord = (n: number) => ({
  uuid: `call-${n}`,
  caller_id_name: `Caller ${n}`,
  caller_id_number: `555000${n}`,
});
const record = (n: number): Call => callOf(rawRecord(n));
const range = (from: number, count: number) =>
  callsOf(Array.from({ length: count }, (_, i) => rawRecord(from + i)));

/**
 * A fake bridge whose listHistory answers with `serve(query)`, recording each query; searchHistory
 * answers with `local(search)` (null by default: no local copy).
 */
function fakeApi(
  serve: (query: HistoryQuery) => Call[] | Promise<Result<Call[]>>,
  local: (search: HistorySearch) => HistorySearchResult | Promise<HistorySearchResult> = () => null,
) {
  const queries: HistoryQuery[] = [];
  const searches: HistorySearch[] = [];
  const api = {
    async searchHistory(search: HistorySearch): Promise<Result<HistorySearchResult>> {
      searches.push(search);
      return { ok: true, value: await local(search) };
    },
    async listHistory(query: HistoryQuery): Promise<Result<Call[]>> {
      queries.push(query);
      const served = await serve(query);
      return Array.isArray(served) ? { ok: true, value: served } : served;
    },
    async getCallRecord({ uuid }: { uuid: string }): Promise<Result<Call>> {
      return { ok: true, value: callOf({ uuid, read_codec: 'PCMU' }) };
    },
  };
  return { api, queries, searches };
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
    const ids = store.getState().records.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(3 * PAGE - 10);
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
    expect(store.getState().records[0]?.id).toBe('call-5000');
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
      value: { id: 'call-2', raw: { read_codec: 'PCMU' } },
    });
    expect(store.getState().selected).toBe('call-2');
  });

  test('the text filter matches names, and numbers whatever their punctuation', () => {
    const rows = [
      record(1),
      callOf({ uuid: 'x', caller_id_name: 'Baker & Sons', caller_id_number: '+1 (555) 555-0111' }),
    ];
    expect(filterCalls(rows, 'baker').map((call) => call.id)).toEqual(['x']);
    expect(filterCalls(rows, '555-0111').map((call) => call.id)).toEqual(['x']);
    expect(filterCalls(rows, '  ')).toBe(rows);
  });
});

describe('the local copy', () => {
  /** A store of `stored` calls: every search answers newest first from the offset, with the total. */
  const storeOf = (stored: number) => (search: HistorySearch) => ({
    records: range(search.offset, Math.max(0, Math.min(search.limit, stored - search.offset))),
    total: stored,
  });

  test('is read when main has one: the search, missed and direction go to it, the server is not asked', async () => {
    const { api, queries, searches } = fakeApi(() => [], storeOf(1000));
    const store = createHistoryStore(api);
    await store.getState().reload();
    expect(store.getState()).toMatchObject({ local: true, total: 1000 });
    await store.getState().loadMore();
    expect(store.getState().records).toHaveLength(2 * PAGE);
    await store.getState().setFilter(' 0123 ');
    await store.getState().setKind('inbound');
    await store.getState().setKind('missed');
    // Each new question starts at the top (and the rest of its first page follows it).
    const firstPages = searches.filter((search) => search.offset === 0);
    expect(firstPages.at(-3)).toMatchObject({ text: '0123', missedOnly: false, direction: null });
    expect(firstPages.at(-2)).toMatchObject({ text: '0123', missedOnly: false, direction: 'inbound' });
    expect(firstPages.at(-1)).toMatchObject({ text: '0123', missedOnly: true, direction: null });
    expect(queries).toEqual([]);
  });

  test('asks a screenful first, then the rest of the page at once; the phone system gets whole pages', async () => {
    const { api, queries, searches } = fakeApi(({ offset, limit }) => range(offset, limit), storeOf(1000));
    const store = createHistoryStore(api);
    await store.getState().reload();
    expect(searches.map(({ offset, limit }) => ({ offset, limit }))).toEqual([
      { offset: 0, limit: FIRST_LOCAL_PAGE_SIZE },
      { offset: FIRST_LOCAL_PAGE_SIZE, limit: PAGE - FIRST_LOCAL_PAGE_SIZE },
    ]);
    expect(store.getState()).toMatchObject({ complete: false, more: { status: 'ready' } });
    expect(store.getState().records).toHaveLength(PAGE);
    await store.getState().loadMore();
    expect(searches.at(-1)).toMatchObject({ offset: PAGE, limit: PAGE });

    // A copy holding fewer calls than the first page: complete, nothing more asked.
    const small = fakeApi(() => [], storeOf(FIRST_LOCAL_PAGE_SIZE - 1));
    const few = createHistoryStore(small.api);
    await few.getState().reload();
    expect(few.getState()).toMatchObject({ complete: true });
    expect(small.searches).toHaveLength(1);
    expect(queries).toEqual([]);
  });

  test('a search as the person types keeps the rows shown until the new ones replace them', async () => {
    let answer: (found: HistorySearchResult) => void = () => {};
    let hold = false;
    const { api } = fakeApi(
      () => [],
      (search) =>
        hold
          ? new Promise<HistorySearchResult>((resolve) => {
              answer = resolve;
            })
          : storeOf(500)(search),
    );
    const store = createHistoryStore(api);
    await store.getState().reload();
    hold = true;
    const typing = store.getState().setFilter('Dana');
    expect(store.getState().list.status).toBe('ready');
    expect(store.getState().records).toHaveLength(PAGE);
    answer({ records: [record(7)], total: 1 });
    await typing;
    expect(store.getState().records.map((call) => call.id)).toEqual(['call-7']);
    expect(store.getState()).toMatchObject({ total: 1, complete: true });
  });

  test('without a copy (null), pages come from the phone system and the filter asks nothing', async () => {
    const { api, queries, searches } = fakeApi(({ offset, limit }) => range(offset, limit));
    const store = createHistoryStore(api);
    await store.getState().reload();
    expect(store.getState()).toMatchObject({ local: false, total: null });
    await store.getState().setFilter('Dana');
    expect(queries).toHaveLength(1);
    expect(searches).toHaveLength(1);
  });

  test("another order than newest first is the phone system's to give", async () => {
    const { api, queries } = fakeApi(() => [], storeOf(10));
    const store = createHistoryStore(api);
    await store.getState().sortBy('duration');
    expect(queries.at(-1)?.orderBy).toEqual({ field: 'duration', direction: 'asc' });
    await store.getState().sortBy('start_epoch');
    expect(store.getState().local).toBe(true);
  });

  test('with the missed calls shown, a change in the copy reads it again', async () => {
    const fake = fakeApi(() => [], storeOf(3));
    const store = createHistoryStore(fake.api);
    await store.getState().reload();
    await store.getState().setKind('missed');
    const before = fake.searches.length;
    await store.getState().storeChanged();
    expect(fake.searches.length).toBe(before + 1);
  });
});
