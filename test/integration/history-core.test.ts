// Local call history through the core and the same dispatcher as the IPC, against the simulator over
// loopback HTTP: the sync fills the demo's own file, the history view searches it, a call arriving while
// the app runs raises a missed-call event, the dial pad gets suggestions, and the settings turn it off.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDir } from '../../main/accounts/account-list';
import type { Core } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import { HISTORY_DIR } from '../../main/history/service';
import type { Dispatch } from '../../main/ipc/dispatch';
import {
  type Channel,
  DEMO_ACCOUNT_ID,
  type Events,
  type HistorySearch,
  type RequestOf,
  type ResponseOf,
  type Result,
} from '../../preload/contract';
import { FIRST_HISTORY_SEARCH } from '../../preload/shared/first-reads';
import { type DemoCore, startDemoCore } from '../support/demo-core';
import { createFakeClock } from '../support/fake-clock';

const START = Date.UTC(2026, 10, 21, 14, 3);
const MINUTE = 60_000;

let demo: DemoServer;
let dataDir: string;
let core: Core;
let started: DemoCore;
let call: Dispatch;
const clock = createFakeClock(START);

const value = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** A channel through the dispatcher, with the contract's response type. */
const ask = async <C extends Channel>(channel: C, request: RequestOf<C>) =>
  value(await call(channel, request)) as ResponseOf<C>;

/** History's first search (every call, newest first), changed by `patch`. */
const search = (patch: Partial<HistorySearch> = {}) =>
  ask('searchHistory', { ...FIRST_HISTORY_SEARCH, ...patch });

beforeEach(async () => {
  started = await startDemoCore({
    folder: 'dialdesk-history-core-',
    callCount: 400,
    clock,
    core: { historyClock: clock },
  });
  ({ demo, core, call, dataDir } = started);
});
afterEach(() => started.close());

const synced = () => started.synced();

describe('history from the local copy', () => {
  it('searches every stored call by any run of digits, with the filters and the total', async () => {
    await synced();
    expect(existsSync(join(accountDir(dataDir, DEMO_ACCOUNT_ID), HISTORY_DIR, 'demo.sqlite'))).toBe(true);
    const all = await search();
    expect(all?.total).toBe(400);
    expect(all?.records[0]?.id).toBe(demo.data.calls[0]?.record.uuid);
    const byDigits = await search({ text: '0123', direction: 'inbound' });
    const expected = demo.data.calls.filter(
      ({ record }) =>
        record.direction === 'inbound' && record.caller_id_number.replace(/\D/g, '').includes('0123'),
    );
    expect(byDigits?.total).toBe(expected.length);
    expect(byDigits?.total).toBeGreaterThan(0);
  });

  it('still answers with the phone system unreachable (an offline start)', async () => {
    await synced();
    await demo.close();
    expect((await search({ text: 'Priya' }))?.total).toBeGreaterThan(0);
  });

  it('looks for new records right after a call the app placed', async () => {
    await synced();
    const before = demo.requestsFor('cdrs').length;
    await ask('placeCall', { number: '5555550123', source: 'dialpad' });
    await vi.waitFor(() => expect(demo.requestsFor('cdrs').length).toBe(before + 1));
  });

  it('suggests people as the person types', async () => {
    await synced();
    const people = await ask('suggestPeople', { text: 'Priya', limit: 5 });
    expect(people[0]).toMatchObject({ name: 'Priya Raman', number: '+15555550123' });
  });

  it('announces a missed call that arrives while the app runs, keyed to its entry to call back', async () => {
    await synced();
    const missed: Events['missedCalls'][] = [];
    const counts: number[] = [];
    core.on('missedCalls', (payload) => missed.push(payload));
    core.on('callBacksChanged', ({ count }) => counts.push(count));
    clock.advance(MINUTE);
    const arrived = demo.addCall({ missed: true });
    await core.checkHistoryNow('manual');
    const [told] = missed;
    expect(told).toEqual({ notices: [expect.objectContaining({ uuid: arrived.record.uuid })] });
    const notice = told?.notices[0];
    if (notice?.kind !== 'call' || notice.key === null) throw new Error('no call notice with a key');
    const { entries } = await ask('listCallBacks', undefined);
    expect(entries.find((entry) => entry.key === notice.key)?.callId).toBe(arrived.record.uuid);
    expect(counts.at(-1)).toBe(entries.length);
  });

  it('answers null while the copy is off, so the view pages the server; delete removes the file', async () => {
    await synced();
    await ask('deleteLocalHistory', undefined);
    await ask('updateSettings', { history: { keepLocalCopy: false } });
    expect(await search()).toBeNull();
    expect(await ask('getHistoryStatus', undefined)).toMatchObject({ enabled: false, stored: 0 });
  });
});
