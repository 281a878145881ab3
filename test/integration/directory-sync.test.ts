// Keeping the directories' copy current, on a real index file, with time moved by the test: a directory
// is read in full at once, then for changes every hour (from the last cursor), in full again after a day;
// a failed read keeps the last good names and says its problem in words until a read goes through; a
// read asked for now (in full) runs after the one under way; a directory set aside is read no more. Each
// read is what a reader would give (the readers of real servers have their own tests).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DIRECTORY_INDEX_FILE,
  type DirectoryIndex,
  openDirectoryIndex,
} from '../../main/directories/directory-index';
import type { DirectoryEntry, DirectorySource } from '../../main/directories/directory-source';
import {
  createDirectorySync,
  type DirectoryReadStatus,
  type DirectorySync,
  FULL_READ_EVERY_MS,
  HOUR_MS,
  type SyncedDirectory,
} from '../../main/directories/directory-sync';
import { directoryIndexFaults } from '../../main/directories/faults';
import { PhrasedError } from '../../main/errors/phrased-error';
import { numberKey } from '../../main/numbers/number-key';
import { phrase } from '../../preload/shared/i18n/phrase';
import { createFakeClock, type FakeClock } from '../support/fake-clock';

const RULE = { defaultRegion: 'US', ownExtension: '2001' };
const ACCOUNT = { id: 'acme', rule: RULE };

let dir: string;
let index: DirectoryIndex;
let clock: FakeClock;
let sync: DirectorySync;
let statuses: DirectoryReadStatus[];

/** The reads asked of the source, and what it does next: answer these people, or fail. */
interface Script {
  asked: { since: string | null; full: boolean }[];
  people: DirectoryEntry[];
  fail: Error | null;
}

const person = (id: string, name: string, number: string): DirectoryEntry => ({
  id,
  version: name,
  name,
  company: '',
  department: '',
  title: '',
  numbers: [{ label: 'work', text: number }],
});

function scripted(script: Script): DirectorySource {
  return {
    async read(since, { full }, sink) {
      script.asked.push({ since, full });
      if (full) await sink.startFull();
      await sink.put(script.people);
      if (script.fail) throw script.fail;
      return `cursor-${script.asked.length}`;
    },
  };
}

const directory = (script: Script, source = async () => scripted(script)): SyncedDirectory => ({
  id: 'ldap-1',
  accounts: () => [ACCOUNT],
  source,
});
const nameOf = (number: string) => {
  const key = numberKey(number, RULE)?.key ?? '';
  return index.namesFor([key], ACCOUNT.id).get(key)?.name;
};
/** Lets the reads that fell due run to their end (each is a few awaits on a real file). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** A directory of one person, Dana, set to sync and read once: its script, to change what it does next. */
async function syncingDana(): Promise<Script> {
  const script: Script = {
    asked: [],
    people: [person('d', 'Dana Whitfield', '+1 212 555 0123')],
    fail: null,
  };
  sync.set([directory(script)]);
  await settle();
  return script;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-directory-sync-'));
  index = openDirectoryIndex({ path: join(dir, DIRECTORY_INDEX_FILE), faults: directoryIndexFaults });
  clock = createFakeClock(Date.UTC(2026, 10, 27, 9, 0));
  statuses = [];
  sync = createDirectorySync({
    index: () => index,
    clock,
    random: () => 0.5,
    onStatus: (status) => statuses.push(status),
  });
});
afterEach(async () => {
  await sync.stop();
  index.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the directory sync', () => {
  it('reads in full at once, then the changes every hour from the last cursor, in full again after a day', async () => {
    const script = await syncingDana();
    expect(script.asked).toEqual([{ since: null, full: true }]);
    expect(nameOf('2125550123')).toBe('Dana Whitfield');
    expect(sync.status('ldap-1')).toMatchObject({ people: 1, numbers: 1, problem: null, reading: false });

    script.people = [person('d', 'Dana Whitfield-Lee', '+1 212 555 0123')];
    clock.advance(HOUR_MS);
    await settle();
    expect(script.asked.at(-1)).toEqual({ since: 'cursor-1', full: false });
    expect(nameOf('2125550123')).toBe('Dana Whitfield-Lee');

    for (let hours = 1; hours < FULL_READ_EVERY_MS / HOUR_MS; hours++) {
      clock.advance(HOUR_MS);
      await settle();
    }
    expect(script.asked.at(-1)).toEqual({ since: null, full: true });
    // Said as each read started and ended.
    expect(statuses.slice(0, 2).map((status) => status.reading)).toEqual([true, false]);
  });

  it('keeps the last good names when a read fails, says why in words, and clears it when one goes through', async () => {
    const script = await syncingDana();
    script.people = [person('n', 'Nadia Petrova', '+1 212 555 0199')];
    script.fail = new PhrasedError(phrase('directories.fault.busy'));
    await sync.readNow('ldap-1');
    expect(nameOf('2125550123')).toBe('Dana Whitfield');
    expect(nameOf('2125550199')).toBeUndefined();
    expect(sync.status('ldap-1').problem?.message).toMatch(/is using the company directories' copy/);

    script.fail = null;
    await sync.readNow('ldap-1', { full: true });
    expect(script.asked.at(-1)).toEqual({ since: null, full: true });
    expect(nameOf('2125550199')).toBe('Nadia Petrova');
    expect(nameOf('2125550123')).toBeUndefined();
    expect(sync.status('ldap-1').problem).toBeNull();
  });

  it('reads in full after the read under way when a read in full is asked for during it', async () => {
    const script = await syncingDana();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: DirectorySource = {
      async read(since, options, sink) {
        await held;
        return scripted(script).read(since, options, sink);
      },
    };
    sync.set([directory(script, async () => slow)]);
    clock.advance(HOUR_MS);
    const asked = sync.readNow('ldap-1', { full: true });
    release();
    await asked;
    expect(script.asked.slice(1)).toEqual([
      { since: 'cursor-1', full: false },
      { since: null, full: true },
    ]);
  });

  it("says a reader that cannot be made (no key in the keychain) as the directory's problem", async () => {
    const script: Script = { asked: [], people: [], fail: null };
    sync.set([
      directory(script, async () => {
        throw new PhrasedError(phrase('directories.fault.full'));
      }),
    ]);
    await settle();
    expect(script.asked).toEqual([]);
    expect(sync.status('ldap-1').problem?.message).toMatch(/The disk is full/);
  });

  it('reads a directory set aside no more', async () => {
    const script = await syncingDana();
    sync.set([]);
    clock.advance(3 * HOUR_MS);
    await settle();
    expect(script.asked).toHaveLength(1);
    await sync.readNow('ldap-1');
    expect(script.asked).toHaveLength(1);
  });
});
