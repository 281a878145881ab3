// The voicemail watch against the simulator over loopback HTTP, with a fake clock: time moves only when a
// test moves it, and every check is a real listVoicemail request through the real client.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiRecord, createPbxClient } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { CoreError } from '../../main/errors/core-errors';
import {
  createHeardRecord,
  createKnownVoicemails,
  createVoicemailWatch,
  HEARD_FILE_NAME,
  type HeardRecord,
  KNOWN_FILE_NAME,
  type VoicemailWatch,
} from '../../main/voicemail';
import { IN_SETTINGS, phrase } from '../../preload/shared/i18n/phrase';
import { createFakeClock, type FakeClock } from '../support/fake-clock';

const MINUTE = 60_000;
const INTERVAL = 2 * MINUTE;
/** The wait after wake or network return with the harness's fixed random() of 0.5: half of 30 s. */
const WAKE_DELAY = 15_000;

let sim: DemoServer;
let dataDir: string;

beforeEach(async () => {
  // A fresh simulator per test: addVoicemail changes its mailbox.
  sim = await startDemoServer({ seed: 13, callCount: 10 });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-voicemail-'));
});
afterEach(async () => {
  await sim.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Harness {
  watch: VoicemailWatch;
  heard: HeardRecord;
  clock: FakeClock;
  announced: ApiRecord[][];
  counts: number[];
  problems: (string | null)[];
  /** How many times the watch asked for the list. */
  checks(): number;
  /** Moves the clock; when that starts a check, waits for it (checkNow joins a check under way). */
  tick(ms: number): Promise<void>;
  /** Swaps the key the client uses, as the user would in Settings. */
  useKey(key: string): void;
}

function harness(
  options: { clock?: FakeClock; maxBackoffMs?: number; list?: () => Promise<ApiRecord[]> } = {},
): Harness {
  const clock = options.clock ?? createFakeClock();
  let key = sim.pbxKey;
  let checks = 0;
  const announced: ApiRecord[][] = [];
  const counts: number[] = [];
  const problems: (string | null)[] = [];
  const heard = createHeardRecord({ dataDir });
  const listFromServer = () =>
    createPbxClient({ baseUrl: sim.baseUrl, apiKey: key, timeoutMs: 2_000 }).listVoicemail();
  const watch = createVoicemailWatch({
    list: () => {
      checks += 1;
      return (options.list ?? listFromServer)();
    },
    intervalMs: () => INTERVAL,
    known: createKnownVoicemails(dataDir),
    heard,
    clock,
    random: () => 0.5, // no jitter: checks fall exactly on the interval
    onNew: (records) => announced.push(records),
    onUnheardCount: (count) => counts.push(count),
    onProblem: (problem) => problems.push(problem?.message ?? null),
    maxBackoffMs: options.maxBackoffMs,
  });
  return {
    watch,
    heard,
    clock,
    announced,
    counts,
    problems,
    checks: () => checks,
    async tick(ms) {
      if (clock.advance(ms) > 0) await watch.checkNow('manual');
    },
    useKey: (next) => {
      key = next;
    },
  };
}

/** Starts the watch and waits for its first check. */
async function started(h: Harness): Promise<Harness> {
  h.watch.start();
  await h.watch.checkNow('manual');
  return h;
}

const listedUuids = () => sim.data.voicemails.map(({ record }) => record.uuid);
const unheardOnServer = () => sim.data.voicemails.filter(({ record }) => record.message_status === '').length;
const storedUuids = async (name: string): Promise<string[]> =>
  JSON.parse(await readFile(join(dataDir, name), 'utf8')).uuids;
const uuidsOf = (records: ApiRecord[] | undefined) => records?.map((record) => record.uuid);
const voicemailRequests = () => sim.requestsFor('voicemails').length;

describe('new messages', () => {
  it('announces nothing on the first check after install, and remembers every listed message', async () => {
    const h = await started(harness());
    expect(h.announced).toEqual([]);
    expect((await storedUuids(KNOWN_FILE_NAME)).sort()).toEqual(listedUuids().sort());
    await h.tick(INTERVAL);
    expect(h.checks()).toBe(2);
    expect(h.announced).toEqual([]);
    h.watch.stop();
  });

  it('announces a new message once, at the next check, and not again', async () => {
    const h = await started(harness());
    const message = sim.addVoicemail();
    await h.tick(INTERVAL);
    expect(h.announced.map(uuidsOf)).toEqual([[message.record.uuid]]);
    // The message as the phone system lists it (FusionPBX's row: numbers as text, a new one's status NULL
    // or ''), from the caller who left it.
    const listed = await createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey }).listVoicemail();
    expect(h.announced[0]?.[0]).toEqual(listed.find(({ uuid }) => uuid === message.record.uuid));
    expect(h.announced[0]?.[0]).toMatchObject({
      caller_id_name: message.record.caller_id_name,
      caller_id_number: message.record.caller_id_number,
    });
    await h.tick(INTERVAL);
    await h.tick(INTERVAL);
    expect(h.checks()).toBe(4);
    expect(h.announced).toHaveLength(1);
    h.watch.stop();
  });

  it('announces several new messages together, oldest first', async () => {
    const h = await started(harness());
    const nowSeconds = Math.floor(Date.now() / 1000);
    const newer = sim.addVoicemail({ record: { created_epoch: nowSeconds - 60 } });
    const older = sim.addVoicemail({ record: { created_epoch: nowSeconds - 600 } });
    await h.tick(INTERVAL);
    expect(h.announced.map(uuidsOf)).toEqual([[older.record.uuid, newer.record.uuid]]);
    h.watch.stop();
  });

  it('does not announce a new message already heard or deleted on a phone, nor count it unheard', async () => {
    const h = await started(harness());
    const news = sim.addVoicemail();
    sim.addVoicemail({ record: { message_status: 'saved' } });
    sim.addVoicemail({ record: { message_status: 'deleted' } });
    await h.tick(INTERVAL);
    expect(h.announced.map(uuidsOf)).toEqual([[news.record.uuid]]);
    expect(h.counts.at(-1)).toBe(unheardOnServer());
    h.watch.stop();
  });

  it('does not announce again after a restart: the known set is kept in the data folder', async () => {
    const first = await started(harness());
    first.watch.stop();
    const message = sim.addVoicemail();
    const second = await started(harness());
    expect(second.announced.map(uuidsOf)).toEqual([[message.record.uuid]]);
    second.watch.stop();
    const third = await started(harness());
    expect(third.announced).toEqual([]);
    third.watch.stop();
  });

  it('treats a damaged known file like a first run: set aside, nothing announced', async () => {
    await writeFile(join(dataDir, KNOWN_FILE_NAME), '{"uuids": [1, 2');
    const h = await started(harness());
    expect(h.announced).toEqual([]);
    expect((await storedUuids(KNOWN_FILE_NAME)).sort()).toEqual(listedUuids().sort());
    expect((await readdir(dataDir)).some((name) => name.startsWith(`${KNOWN_FILE_NAME}.corrupt-`))).toBe(
      true,
    );
    h.watch.stop();
  });

  it('forgets messages the server no longer lists', async () => {
    const h = await started(harness());
    const [gone] = sim.data.voicemails.splice(0, 1);
    await h.tick(INTERVAL);
    expect(await storedUuids(KNOWN_FILE_NAME)).not.toContain(gone?.record.uuid);
    expect((await storedUuids(KNOWN_FILE_NAME)).sort()).toEqual(listedUuids().sort());
    h.watch.stop();
  });
});

describe('when checks happen', () => {
  it('checks a random 0–30 s after wake and after the network returns, between interval ticks', async () => {
    const h = await started(harness());
    expect(voicemailRequests()).toBe(1);
    h.clock.advance(INTERVAL / 4);
    await h.watch.checkNow('wake');
    expect(voicemailRequests()).toBe(1); // not at once: a building waking together must not ask in step
    await h.tick(WAKE_DELAY);
    expect(voicemailRequests()).toBe(2);
    await h.watch.checkNow('online');
    await h.tick(WAKE_DELAY);
    expect(voicemailRequests()).toBe(3);
    h.watch.stop();
  });

  it('restarts the interval after an early check', async () => {
    const h = await started(harness());
    h.clock.advance(INTERVAL / 2);
    await h.watch.checkNow('wake');
    await h.tick(WAKE_DELAY); // the wake check
    expect(h.checks()).toBe(2);
    await h.tick(INTERVAL / 2); // the tick that was due here is gone
    expect(h.checks()).toBe(2);
    await h.tick(INTERVAL / 2); // one interval after the wake check
    expect(h.checks()).toBe(3);
    h.watch.stop();
  });

  it('never runs two checks at once: a check asked for during one joins it', async () => {
    const h = harness();
    h.watch.start();
    await Promise.all([h.watch.checkNow('wake'), h.watch.checkNow('online'), h.watch.checkNow('manual')]);
    expect(voicemailRequests()).toBe(1);
    h.watch.stop();
  });

  it('leaves no timer behind after stop(), and ignores checkNow until started again', async () => {
    const h = await started(harness());
    expect(h.clock.pending()).toBe(1);
    h.watch.stop();
    expect(h.clock.pending()).toBe(0);
    await h.tick(10 * INTERVAL);
    await h.watch.checkNow('wake');
    await h.watch.checkNow('settings');
    expect(h.checks()).toBe(1);
  });
});

describe('failures', () => {
  it('backs off on 503s, doubling the wait, and returns to the interval after a success', async () => {
    const h = await started(harness());
    sim.injectFault({ op: 'voicemails', fault: { kind: 'reply', status: 503 } });
    await h.tick(INTERVAL); // fails: the next check waits 2 intervals
    expect(h.checks()).toBe(2);
    await h.tick(INTERVAL);
    expect(h.checks()).toBe(2);
    await h.tick(INTERVAL); // fails again: the next waits 4
    expect(h.checks()).toBe(3);
    await h.tick(3 * INTERVAL);
    expect(h.checks()).toBe(3);
    sim.clearFaults();
    await h.tick(INTERVAL); // succeeds: back to one interval
    expect(h.checks()).toBe(4);
    await h.tick(INTERVAL);
    expect(h.checks()).toBe(5);
    sim.injectFault({ op: 'voicemails', fault: { kind: 'reply', status: 503 } });
    await h.tick(INTERVAL); // the first failure after a success waits 2 intervals again, not 8
    await h.tick(2 * INTERVAL);
    expect(h.checks()).toBe(7);
    expect(h.problems).toEqual([]);
    h.watch.stop();
  });

  it('never waits longer than maxBackoffMs between failing checks', async () => {
    const h = await started(harness({ maxBackoffMs: 3 * INTERVAL }));
    sim.injectFault({ op: 'voicemails', fault: { kind: 'reply', status: 503 } });
    await h.tick(INTERVAL);
    await h.tick(2 * INTERVAL); // fails a second time; 4 intervals would exceed the cap of 3
    expect(h.checks()).toBe(3);
    await h.tick(3 * INTERVAL);
    expect(h.checks()).toBe(4);
    h.watch.stop();
  });

  it('waits out a 429 Retry-After longer than the backoff, even when the computer wakes', async () => {
    const h = await started(harness());
    sim.injectFault({
      op: 'voicemails',
      times: 1,
      fault: { kind: 'reply', status: 429, headers: { 'retry-after': '600' } },
    });
    await h.tick(INTERVAL); // rate limited: 600 s instead of the 240 s backoff
    expect(h.checks()).toBe(2);
    await h.tick(5 * MINUTE);
    await h.watch.checkNow('wake');
    await h.watch.checkNow('online');
    await h.tick(5 * MINUTE - 1);
    expect(h.checks()).toBe(2);
    await h.tick(1);
    expect(h.checks()).toBe(3);
    expect(h.counts).toHaveLength(2);
    h.watch.stop();
  });

  it('stops on a refused key with one problem report and no more requests, until settings change', async () => {
    const h = harness();
    h.useKey('not-the-key');
    await started(h);
    expect(h.problems).toHaveLength(1);
    expect(h.problems[0]).toMatch(/401/);
    expect(h.clock.pending()).toBe(0);
    for (let i = 0; i < 20; i += 1) await h.tick(30 * MINUTE);
    await h.watch.checkNow('wake');
    await h.watch.checkNow('online');
    await h.watch.checkNow('manual');
    expect(voicemailRequests()).toBe(1);
    expect(h.problems).toHaveLength(1);

    h.useKey(sim.pbxKey);
    await h.watch.checkNow('settings');
    expect(voicemailRequests()).toBe(2);
    expect(h.problems).toEqual([h.problems[0], null]);
    await h.tick(INTERVAL);
    expect(voicemailRequests()).toBe(3);
    h.watch.stop();
  });

  it('checks again after a settings change that came while a check with the old key was under way', async () => {
    const h = harness();
    h.useKey('not-the-key');
    h.watch.start(); // the check with the wrong key is on its way
    h.useKey(sim.pbxKey);
    await h.watch.checkNow('settings');
    expect(voicemailRequests()).toBe(2);
    expect(h.problems.at(-1) ?? null).toBeNull();
    expect(h.clock.pending()).toBe(1);
    h.watch.stop();
  });

  it('reports the same problem only once, even when a settings change does not fix it', async () => {
    const h = harness();
    h.useKey('not-the-key');
    await started(h);
    await h.watch.checkNow('settings');
    await h.watch.checkNow('settings');
    expect(voicemailRequests()).toBe(3);
    expect(h.problems).toHaveLength(1);
  });

  it("stops on the core's own 'key missing' error and resumes on start()", async () => {
    let keySet = false;
    const h = harness({
      list: () =>
        keySet
          ? createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey }).listVoicemail()
          : Promise.reject(
              new CoreError('key-missing', phrase('connection.pbx.keyMissing', { where: IN_SETTINGS })),
            ),
    });
    await started(h);
    const keyMissing =
      'The phone-system API key is not set: enter it in Settings. If you entered it before, unlock your system keychain.';
    expect(h.problems).toEqual([keyMissing]);
    await h.tick(60 * MINUTE);
    expect(h.checks()).toBe(1);
    keySet = true;
    await started(h);
    expect(h.checks()).toBe(2);
    expect(h.problems).toEqual([keyMissing, null]);
    h.watch.stop();
  });
});

describe('heard and unheard', () => {
  it('counts listed messages neither played here nor marked heard by the server', async () => {
    const h = await started(harness());
    const atFirst = unheardOnServer();
    expect(h.counts).toEqual([atFirst]);
    const unheard = sim.data.voicemails.find(({ record }) => record.message_status === '');
    await h.heard.markHeard(unheard?.record.uuid ?? '');
    sim.addVoicemail();
    sim.addVoicemail({ record: { message_status: 'saved' } });
    await h.tick(INTERVAL);
    // One played here (-1), one new (+1), one new but saved on the server (0).
    expect(h.counts).toEqual([atFirst, atFirst]);
    expect(await createHeardRecord({ dataDir }).isHeard(unheard?.record.uuid ?? '')).toBe(true);
    h.watch.stop();
  });

  it('keeps what was heard across a restart, pruned to the messages still listed', async () => {
    const [first, second] = listedUuids();
    const before = createHeardRecord({ dataDir });
    await before.markHeard(first ?? '');
    await before.markHeard(second ?? '');
    await before.markHeard('deleted-on-the-server');

    const afterRestart = createHeardRecord({ dataDir });
    expect(await afterRestart.isHeard(first ?? '')).toBe(true);
    expect(await afterRestart.isHeard('deleted-on-the-server')).toBe(true);
    sim.data.voicemails.splice(1, 1); // the second message is deleted too

    const h = await started(harness());
    h.watch.stop();
    expect(await storedUuids(HEARD_FILE_NAME)).toEqual([first]);
    const later = createHeardRecord({ dataDir });
    expect(await later.isHeard(first ?? '')).toBe(true);
    expect(await later.isHeard('deleted-on-the-server')).toBe(false);
  });
});
