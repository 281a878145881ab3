// The history export's store: progress while it runs, where the file went, and "cancelled" said only
// when the person pressed Cancel (main answers null for a closed save dialog too).
import { expect, test } from 'vitest';
import type { HistoryExported, HistoryExportRequest, IpcError, Result } from '../../preload/contract';
import { createExportStore } from '../../renderer/stores/history-export';

type Reply = Result<HistoryExported | null>;

const request: HistoryExportRequest = {
  orderBy: { field: 'duration', direction: 'asc' },
  range: { from: '2026-10-01', to: '2026-10-31' },
  filter: 'baker',
  kind: 'all',
};

/** A fake bridge whose export waits until the test answers it. */
function fakeApi() {
  const requests: HistoryExportRequest[] = [];
  const shown: string[] = [];
  let cancels = 0;
  let answer: (reply: Reply) => void = () => {};
  const api = {
    exportHistory(sent: HistoryExportRequest) {
      requests.push(sent);
      return new Promise<Reply>((resolve) => {
        answer = resolve;
      });
    },
    async cancelExport(): Promise<Result<null>> {
      cancels += 1;
      return { ok: true, value: null };
    },
    async showInFolder(request: { path: string }): Promise<Result<null>> {
      shown.push(request.path);
      return { ok: true, value: null };
    },
  };
  return { api, requests, shown, answer: (reply: Reply) => answer(reply), cancels: () => cancels };
}

test('sends the view’s order, days and filter; reports progress, then where the file went', async () => {
  const fake = fakeApi();
  const store = createExportStore(fake.api);
  const running = store.getState().start(request);
  await store.getState().start(request); // a second press while it runs starts nothing
  expect(fake.requests).toEqual([request]);
  expect(store.getState()).toMatchObject({ running: true, loaded: null });
  store.getState().progress(1500);
  expect(store.getState().loaded).toBe(1500);
  fake.answer({ ok: true, value: { path: '/home/me/calls.csv', count: 5000, separator: ';' } });
  await running;
  expect(store.getState()).toMatchObject({
    running: false,
    outcome: { kind: 'written', path: '/home/me/calls.csv', count: 5000, separator: ';' },
  });
});

test('Cancel stops the export, and its null is said as "cancelled"', async () => {
  const fake = fakeApi();
  const store = createExportStore(fake.api);
  const running = store.getState().start(request);
  await store.getState().cancel();
  await store.getState().cancel();
  expect(fake.cancels()).toBe(1);
  fake.answer({ ok: true, value: null });
  await running;
  expect(store.getState().outcome).toEqual({ kind: 'cancelled' });
});

test('a closed save dialog says nothing; a failure says why', async () => {
  const fake = fakeApi();
  const store = createExportStore(fake.api);
  let running = store.getState().start(request);
  fake.answer({ ok: true, value: null });
  await running;
  expect(store.getState().outcome).toBeNull();

  const error: IpcError = { code: 'unreachable', message: 'The phone system could not be reached.' };
  running = store.getState().start(request);
  fake.answer({ ok: false, error });
  await running;
  expect(store.getState().outcome).toEqual({ kind: 'failed', error });
  store.getState().dismiss();
  expect(store.getState().outcome).toBeNull();
});

test('progress arriving after the export ended is ignored', async () => {
  const fake = fakeApi();
  const store = createExportStore(fake.api);
  const running = store.getState().start(request);
  fake.answer({ ok: true, value: { path: '/tmp/a.csv', count: 2, separator: ',' } });
  await running;
  store.getState().progress(500);
  expect(store.getState().loaded).toBeNull();
});
