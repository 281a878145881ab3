// A second process on the same history file, for the tests that need one (a development run beside the
// installed app): run as `node --import tsx test/support/history-process.ts '<json>'`. It uses the real
// store and history service and prints one JSON line per thing it saw; the test reads them.
//   { op: 'add', path, prefix, count, startAt }: opens the file at the wall-clock moment startAt (so two
//     processes collide), stores count calls, prints { ok, notice } or { ok: false, error }.
//   { op: 'sync', dataDir, baseUrl, apiKey, checks }: the history service syncing from the phone system at
//     baseUrl, up to `checks` checks until its backfill is done; prints each status, then { final }.
import { createPbxClient } from '../../main/api';
import { createHistoryService } from '../../main/history/service';
import { openHistoryStore } from '../../main/history/store';
import type { HistoryStatus } from '../../preload/contract';
import { NO_CONTACTS } from './no-contacts';

type Command =
  | { op: 'add'; path: string; prefix: string; count: number; startAt: number }
  | { op: 'sync'; dataDir: string; baseUrl: string; apiKey: string; checks: number };

const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

async function add(command: Extract<Command, { op: 'add' }>) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, command.startAt - Date.now())));
  try {
    const { store, notice } = openHistoryStore(command.path);
    const records = Array.from({ length: command.count }, (_, n) => ({
      uuid: `${command.prefix}-${n}`,
      start_epoch: 1_772_000_000 + n,
      direction: 'inbound',
      caller_id_name: `Caller ${command.prefix}`,
      caller_id_number: '5555550123',
    }));
    const added = store.add(records).length;
    store.close();
    say({ ok: true, notice, added });
  } catch (error) {
    say({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

async function sync(command: Extract<Command, { op: 'sync' }>) {
  const client = createPbxClient({ baseUrl: command.baseUrl, apiKey: command.apiKey });
  let last: HistoryStatus | null = null;
  const service = createHistoryService({
    dataDir: command.dataDir,
    owner: () => 'demo',
    fetchPage: ({ limit, offset }) => client.listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
    settings: () => ({ keepLocalCopy: true, days: 3650 }),
    partyRule: () => ({ defaultRegion: 'US', ownExtension: '201' }),
    contacts: NO_CONTACTS,
    emit: (event, payload) => {
      if (event !== 'historyStatus') return;
      last = payload as HistoryStatus;
      say({ status: { stored: last.stored, fetched: last.sync?.backfill.fetched, problem: last.problem } });
    },
    random: () => 0.5,
  });
  service.start();
  for (let check = 0; check < command.checks && !service.status().sync?.backfill.done; check++)
    await service.checkNow('manual');
  say({ final: service.status() });
  await service.stop();
}

const command = JSON.parse(process.argv[2] ?? '{}') as Command;
await (command.op === 'add' ? add(command) : sync(command));
