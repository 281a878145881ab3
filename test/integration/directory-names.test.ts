// The company directory names numbers through the real core and the same dispatcher as the IPC, against
// the simulator over loopback HTTP, from the index a directory's read left in the data folder: a number
// the phone system never names is named on its History row and in the call's details, from the
// directory; the person's own contact named for the same number wins; an extension the directory holds
// names nobody on an account the directory does not serve. (The readers of real servers fill the index
// in their own tests, against slapd and Radicale.)
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Core, DEMO_EXTENSION } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { DIRECTORY_INDEX_FILE, openDirectoryIndex } from '../../main/directories/directory-index';
import type { DirectorySink } from '../../main/directories/directory-source';
import { directoryIndexFaults } from '../../main/directories/faults';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import {
  type Call,
  type Channel,
  DEMO_ACCOUNT_ID,
  type HistorySearch,
  type RequestOf,
  type ResponseOf,
} from '../../preload/contract';
import { FIRST_HISTORY_SEARCH } from '../../preload/shared/first-reads';
import { value } from '../support/account-setup';
import { createFakeClock } from '../support/fake-clock';
import { createTestCore } from '../support/test-core';

const START = Date.UTC(2026, 10, 27, 9, 0);
/** Numbers no call of the simulator names: only the directory does. */
const DANA_WORK = '5555550177';
const EXTENSION = '2047';

let demo: DemoServer;
let dataDir: string;
let core: Core;
let call: Dispatch;
const clock = createFakeClock(START);

const ask = async <C extends Channel>(channel: C, request: RequestOf<C>) =>
  value(await call(channel, request)) as ResponseOf<C>;
const search = (patch: Partial<HistorySearch> = {}) =>
  ask('searchHistory', { ...FIRST_HISTORY_SEARCH, limit: 500, ...patch });
const rowOf = async (uuid: string): Promise<Call | undefined> =>
  (await search())?.records.find((row) => row.id === uuid);

/** The index as a read of a directory serving `accounts` leaves it. */
async function directoryRead(accounts: string[]) {
  const index = openDirectoryIndex({
    path: join(dataDir, DIRECTORY_INDEX_FILE),
    faults: directoryIndexFaults,
  });
  const rule = { defaultRegion: 'US', ownExtension: DEMO_EXTENSION };
  await index.read(
    'ldap-acme',
    accounts.map((id) => ({ id, rule })),
    async (sink: DirectorySink) => {
      await sink.startFull();
      await sink.put([
        {
          id: 'guid-dana',
          version: '1',
          name: 'Dana Whitfield',
          company: 'Northwind Traders',
          department: '',
          title: '',
          numbers: [
            { label: 'work', text: '+1 (555) 555-0177' },
            { label: 'extension', text: EXTENSION },
          ],
        },
      ]);
      return 'cursor';
    },
    () => START,
  );
  index.close();
}

/** A call of the desk to this number, whose record names nobody at its end. */
function outgoingTo(number: string): string {
  clock.advance(60_000);
  return demo.addCall({
    missed: false,
    record: {
      direction: 'outbound',
      caller_id_name: 'Avery Chen',
      caller_id_number: DEMO_EXTENSION,
      destination_number: number,
    },
  }).record.uuid;
}

beforeEach(async () => {
  demo = await startDemoServer({ seed: 9, callCount: 50, now: () => clock.now() });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-directory-names-'));
});
afterEach(async () => {
  await core?.close();
  await demo.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = async () => {
  core = await createTestCore({
    dataDir,
    historyClock: clock,
    contactsClock: { now: () => START },
    startDemo: createDemoLauncher(async () => demo).start,
  });
  call = createDispatcher(core);
  core.startHistorySync();
  await core.checkHistoryNow('manual');
};

describe("the company directory's names", () => {
  it("name a call's row and details below the person's own contact", async () => {
    await directoryRead([DEMO_ACCOUNT_ID]);
    const work = outgoingTo(DANA_WORK);
    const extension = outgoingTo(EXTENSION);
    await start();
    expect((await rowOf(work))?.party).toMatchObject({
      name: 'Dana Whitfield',
      nameFrom: 'directory',
      contactId: null,
    });
    expect((await rowOf(extension))?.party).toMatchObject({ name: 'Dana Whitfield', nameFrom: 'directory' });
    expect((await ask('getCallRecord', { uuid: work })).party).toMatchObject({
      name: 'Dana Whitfield',
      nameFrom: 'directory',
    });

    await ask('saveContact', {
      id: null,
      draft: {
        name: 'Dana (my client)',
        company: '',
        note: '',
        numbers: [{ id: null, label: 'work', number: '555-555-0177' }],
      },
    });
    expect((await rowOf(work))?.party).toMatchObject({ name: 'Dana (my client)', nameFrom: 'contact' });
    expect((await rowOf(extension))?.party).toMatchObject({ name: 'Dana Whitfield', nameFrom: 'directory' });
  });

  it('name nobody on an account the directory does not serve', async () => {
    await directoryRead(['another-account']);
    const work = outgoingTo(DANA_WORK);
    await start();
    expect((await rowOf(work))?.party).toMatchObject({ name: null, nameFrom: null });
  });

  it('are not looked for, and no file made, where no directory was ever read', async () => {
    const work = outgoingTo(DANA_WORK);
    await start();
    expect((await rowOf(work))?.party).toMatchObject({ name: null });
    expect(existsSync(join(dataDir, DIRECTORY_INDEX_FILE))).toBe(false);
  });
});
