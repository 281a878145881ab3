// The local index of the company directories in a real SQLite file: a read's people keyed under each
// account the directory serves (an extension matches only there), only those with a number kept and
// their text made safe and cut at the limits, a read written whole or not at all (a failed read leaves
// the last good names), a full read dropping who was not read again, a read of changes removing whom the
// server says is gone, the versions a reader compares, reads one at a time, a directory forgotten whole,
// and a damaged file started afresh. The readers of real servers are tested against slapd and Radicale;
// here each read is the entries a reader would give.
import { statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DIRECTORY_INDEX_FILE,
  type DirectoryIndex,
  openDirectoryIndex,
  type ServedAccount,
} from '../../main/directories/directory-index';
import type { DirectoryEntry, DirectorySink } from '../../main/directories/directory-source';
import { directoryIndexFaults } from '../../main/directories/faults';
import { numberKey } from '../../main/numbers/number-key';

const NOW = Date.UTC(2026, 10, 27, 9, 0);
const ACME: ServedAccount = { id: 'acme', rule: { defaultRegion: 'US', ownExtension: '2001' } };
const BRANCH: ServedAccount = { id: 'branch', rule: { defaultRegion: 'GB', ownExtension: '3001' } };

let dir: string;
let index: DirectoryIndex;
const path = () => join(dir, DIRECTORY_INDEX_FILE);
const open = () => openDirectoryIndex({ path: path(), faults: directoryIndexFaults });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-directory-index-'));
  index = open();
});
afterEach(async () => {
  index.close();
  await rm(dir, { recursive: true, force: true });
});

const entry = (
  id: string,
  name: string,
  numbers: DirectoryEntry['numbers'],
  extra: Partial<DirectoryEntry> = {},
) => ({
  id,
  version: `v1-${id}`,
  name,
  company: 'Northwind Traders',
  department: 'Sales',
  title: '',
  numbers,
  ...extra,
});
const DANA = entry('guid-dana', 'Dana Whitfield', [
  { label: 'work', text: '+1 (212) 555-0123' },
  { label: 'extension', text: '4711' },
]);
const NADIA = entry('guid-nadia', 'Nadia Petrova', [{ label: 'mobile', text: '+44 20 7946 0958' }]);
const NO_NUMBER = entry('guid-none', 'Sam Nobody', []);

/** A read as a reader does it: a full read of `entries`, or changes (`put`, `gone`), answering `cursor`. */
const fullRead =
  (entries: DirectoryEntry[], cursor = 'c1') =>
  async (sink: DirectorySink) => {
    await sink.startFull();
    await sink.put(entries);
    return cursor;
  };
const keyOf = (text: string, account: ServedAccount) => numberKey(text, account.rule)?.key ?? '';
const nameOf = (text: string, account: ServedAccount) =>
  index.namesFor([keyOf(text, account)], account.id).get(keyOf(text, account))?.name;

describe('the directory index', () => {
  it("names a directory's numbers under each account it serves, and only there", async () => {
    const held = await index.read('ldap-1', [ACME], fullRead([DANA, NADIA, NO_NUMBER]), () => NOW);
    expect(held).toEqual({ people: 2, numbers: 3 });
    expect(nameOf('12125550123', ACME)).toBe('Dana Whitfield');
    expect(nameOf('4711', ACME)).toBe('Dana Whitfield');
    expect(nameOf('+442079460958', ACME)).toBe('Nadia Petrova');
    // The branch's phone system is not served by this directory: its 4711 is someone else.
    expect(nameOf('4711', BRANCH)).toBeUndefined();
    expect(index.namesFor([keyOf('4711', ACME)], ACME.id).get(keyOf('4711', ACME))).toEqual({
      name: 'Dana Whitfield',
      directory: 'ldap-1',
    });
    expect(index.lastRead('ldap-1')).toEqual({ cursor: 'c1', readMs: NOW, fullReadMs: NOW });
  });

  it('suggests the numbers of people whose name or company has a word starting so, or whose digits hold it', async () => {
    await index.read('ldap-1', [ACME], fullRead([DANA, NADIA]), () => NOW);
    const work = { name: 'Dana Whitfield', label: 'work', number: '+1 (212) 555-0123' };
    const extension = { name: 'Dana Whitfield', label: 'extension', number: '4711' };
    expect(index.suggest('whit', ACME.id, 10)).toEqual([work, extension]);
    expect(index.suggest('d w', ACME.id, 10)).toEqual([work, extension]);
    expect(index.suggest('north', ACME.id, 10).map(({ name }) => name)).toEqual([
      'Dana Whitfield',
      'Dana Whitfield',
      'Nadia Petrova',
    ]);
    expect(index.suggest('2125550123', ACME.id, 10)).toEqual([work]);
    // Inside a word is not a start ('itfield'); another account is not served; a wildcard is a character.
    expect(index.suggest('itfield', ACME.id, 10)).toEqual([]);
    expect(index.suggest('whit', BRANCH.id, 10)).toEqual([]);
    expect(index.suggest('%', ACME.id, 10)).toEqual([]);
  });

  it('keeps text safe and within the limits, and nobody without a number it can keep', async () => {
    const hostile = entry('guid-x', `\u202Eevil\u0000 <b>Name</b> ${'x'.repeat(400)}`, [
      { label: 'work', text: `+1 212 555 0199${' '.repeat(10)}${'1'.repeat(60)}` },
      { label: 'mobile', text: "=cmd|' /C calc'!A0 +1 212 555 0100" },
    ]);
    const onlyLong = entry('guid-long', 'Too Long', [{ label: 'work', text: '5'.repeat(65) }]);
    await index.read('ldap-1', [ACME], fullRead([hostile, onlyLong]), () => NOW);
    const named = nameOf("=cmd|' /C calc'!A0 +1 212 555 0100", ACME) ?? '';
    expect(named).toMatch(/^evil <b>Name<\/b> x+$/);
    expect(named).toHaveLength(256);
    expect(index.held('ldap-1')).toEqual({ people: 1, numbers: 1 });
  });

  it('keeps the last good read whole when a read fails half-way', async () => {
    await index.read('ldap-1', [ACME], fullRead([DANA]), () => NOW);
    const failing = async (sink: DirectorySink) => {
      await sink.startFull();
      await sink.put([NADIA]);
      throw new Error('the server went away');
    };
    await expect(index.read('ldap-1', [ACME], failing, () => NOW + 1)).rejects.toThrow(
      'the server went away',
    );
    expect(nameOf('12125550123', ACME)).toBe('Dana Whitfield');
    expect(nameOf('+442079460958', ACME)).toBeUndefined();
    expect(index.lastRead('ldap-1').readMs).toBe(NOW);
  });

  it('drops who a full read did not read again; a read of changes renames and removes', async () => {
    await index.read('ldap-1', [ACME], fullRead([DANA, NADIA]), () => NOW);
    const renamed = { ...DANA, name: 'Dana Whitfield-Lee', version: 'v2' };
    const changes = async (sink: DirectorySink, since: string | null) => {
      expect(since).toBe('c1');
      expect(await sink.versions()).toEqual(
        new Map([
          ['guid-dana', 'v1-guid-dana'],
          ['guid-nadia', 'v1-guid-nadia'],
        ]),
      );
      await sink.put([renamed]);
      await sink.remove(['guid-nadia', 'guid-never-held']);
      return 'c2';
    };
    await index.read('ldap-1', [ACME], changes, () => NOW + 60_000);
    expect(nameOf('12125550123', ACME)).toBe('Dana Whitfield-Lee');
    expect(nameOf('+442079460958', ACME)).toBeUndefined();
    expect(index.lastRead('ldap-1')).toEqual({ cursor: 'c2', readMs: NOW + 60_000, fullReadMs: NOW });

    await index.read('ldap-1', [ACME], fullRead([NADIA], 'c3'), () => NOW + 120_000);
    expect(nameOf('12125550123', ACME)).toBeUndefined();
    expect(nameOf('+442079460958', ACME)).toBe('Nadia Petrova');
    expect(index.held('ldap-1')).toEqual({ people: 1, numbers: 1 });
  });

  it('reads one directory at a time, each landing whole; another directory is left alone', async () => {
    let release = () => {};
    const slow = async (sink: DirectorySink) => {
      await sink.startFull();
      await sink.put([DANA]);
      await new Promise<void>((resolve) => (release = resolve));
      return 'slow';
    };
    const first = index.read('ldap-1', [ACME], slow, () => NOW);
    const second = index.read('dav-1', [ACME, BRANCH], fullRead([NADIA], 'dav'), () => NOW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(index.held('ldap-1')).toEqual({ people: 1, numbers: 2 });
    expect(nameOf('+442079460958', BRANCH)).toBe('Nadia Petrova');
    index.remove('ldap-1');
    expect(index.held('ldap-1')).toEqual({ people: 0, numbers: 0 });
    expect(nameOf('12125550123', ACME)).toBeUndefined();
    expect(index.lastRead('ldap-1')).toEqual({ cursor: null, readMs: null, fullReadMs: null });
    expect(nameOf('+442079460958', ACME)).toBe('Nadia Petrova');
  });

  it("is the person's alone, and a damaged file is started afresh, said in words", async () => {
    await index.read('ldap-1', [ACME], fullRead([DANA]), () => NOW);
    expect(statSync(path()).mode & 0o777).toBe(0o600);
    index.close();
    writeFileSync(path(), 'not a database at all, but long enough to be read as one by SQLite........');
    index = open();
    expect(index.startedAfresh?.message).toMatch(/starts it afresh and reads the directories again/);
    expect(index.held('ldap-1')).toEqual({ people: 0, numbers: 0 });
    await index.read('ldap-1', [ACME], fullRead([DANA]), () => NOW);
    expect(nameOf('12125550123', ACME)).toBe('Dana Whitfield');
  });
});
