// The company directory through the real core and the same dispatcher as the IPC, against a real slapd
// and a real Radicale started by the test, and the simulator over loopback HTTP: a directory saved in
// Settings → Directories is read at once, and a number the phone system never names is named on its
// History row and in the call's details; the person's own contact named for the same number wins; the
// password goes to the keychain bound to the server, never to directories.json; a refused password is
// said in words with the last names kept, and cleared by a good read; a directory removed takes its names
// and its keychain entry with it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Core, DEMO_EXTENSION } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { DIRECTORIES_FILE } from '../../main/directories/directory-list';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createMemoryStore } from '../../main/secrets';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import {
  type Call,
  type Channel,
  DEMO_ACCOUNT_ID,
  type DirectoryDraft,
  type Events,
  type HistorySearch,
  type MissedCallNotice,
  type RequestOf,
  type ResponseOf,
} from '../../preload/contract';
import { FIRST_HISTORY_SEARCH } from '../../preload/shared/first-reads';
import { value } from '../support/account-setup';
import { makeCard } from '../support/carddav-books';
import { deskCallTo } from '../support/desk-calls';
import { nextReadEnded } from '../support/directory-reads';
import { createFakeClock } from '../support/fake-clock';
import { RADICALE_PASSWORD, RADICALE_USER, type Radicale, startRadicale } from '../support/radicale';
import { accountFields } from '../support/saved-accounts';
import {
  ADMIN_DN,
  ADMIN_PASSWORD,
  directoryServersSkipReason,
  PERSON_6,
  READER_PASSWORD,
  readerDraft,
  type Slapd,
  seedPerson,
  startSlapd,
} from '../support/slapd';
import { createTestCore } from '../support/test-core';

const START = Date.UTC(2026, 10, 27, 9, 0);
const skip = directoryServersSkipReason();

let slapd: Slapd;
let radicale: Radicale;
let demo: DemoServer;
let dataDir: string;
let core: Core;
let call: Dispatch;
const secrets = createMemoryStore();
const clock = createFakeClock(START);

const ask = async <C extends Channel>(channel: C, request: RequestOf<C>) =>
  value(await call(channel, request)) as ResponseOf<C>;
const search = (patch: Partial<HistorySearch> = {}) =>
  ask('searchHistory', { ...FIRST_HISTORY_SEARCH, limit: 500, ...patch });
const rowOf = async (uuid: string): Promise<Call | undefined> =>
  (await search())?.records.find((row) => row.id === uuid);

/** A call of the desk to this number (on that phone system), whose record names nobody at its end. */
function outgoingTo(number: string, phoneSystem: DemoServer = demo): string {
  clock.advance(60_000);
  return deskCallTo(phoneSystem, number);
}

const ldapDraft = (password: string | null) => readerDraft(slapd, { name: 'Example AD', password });

beforeAll(async () => {
  if (skip) return;
  [slapd, radicale] = await Promise.all([
    startSlapd({ people: 50, certificate: null }),
    startRadicale([
      {
        name: 'team',
        displayName: 'Team',
        cards: Array.from({ length: 20 }, (_, index) => makeCard('team', index + 1)),
      },
    ]),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([slapd?.stop(), radicale?.stop()]);
});
beforeEach(async () => {
  demo = await startDemoServer({ seed: 9, callCount: 30, now: () => clock.now() });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-directory-names-'));
  core = await createTestCore({
    dataDir,
    secrets,
    historyClock: clock,
    directoriesClock: clock,
    contactsClock: { now: () => START },
    startDemo: createDemoLauncher(async () => demo).start,
  });
  call = createDispatcher(core);
  core.startHistorySync();
});
afterEach(async () => {
  await core?.close();
  await demo.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(skip)("a company directory's names, through the core", () => {
  it("name a call's row and details, below the person's own contact, from a directory saved in Settings", async () => {
    const work = outgoingTo(PERSON_6.work);
    const extension = outgoingTo(PERSON_6.extension);
    await core.checkHistoryNow('manual');
    expect((await rowOf(work))?.party).toMatchObject({ name: null });

    const [saved] = await ask('saveDirectory', ldapDraft(READER_PASSWORD));
    const id = saved?.settings.id ?? '';
    const [read] = await ask('readDirectoryNow', { id });
    expect(read?.status).toMatchObject({ problem: null, reading: false });
    expect(read?.status.people).toBeGreaterThan(30);
    expect(read?.hasPassword).toBe(true);
    expect(read?.notes.join(' ')).toMatch(/without encryption/);

    expect((await rowOf(work))?.party).toMatchObject({
      name: PERSON_6.name,
      nameFrom: 'directory',
      contactId: null,
    });
    expect((await rowOf(extension))?.party).toMatchObject({ name: PERSON_6.name, nameFrom: 'directory' });
    expect((await ask('getCallRecord', { uuid: work })).party).toMatchObject({ name: PERSON_6.name });

    await ask('saveContact', {
      id: null,
      draft: {
        name: 'Six (my client)',
        company: '',
        note: '',
        numbers: [{ id: null, label: 'work', number: '212-555-0006' }],
      },
    });
    expect((await rowOf(work))?.party).toMatchObject({ name: 'Six (my client)', nameFrom: 'contact' });
    expect((await rowOf(extension))?.party).toMatchObject({ name: PERSON_6.name, nameFrom: 'directory' });

    // The password is in the keychain, bound to the server; the file holds none.
    expect(readFileSync(join(dataDir, DIRECTORIES_FILE), 'utf8')).not.toContain(READER_PASSWORD);
    expect(await secrets.get({ account: id, origin: slapd.url }, 'directory')).toBe(READER_PASSWORD);
  });

  it("name a missed call's notice, above the phone system's name, and are suggested on the dial pad", async () => {
    await core.checkHistoryNow('manual');
    const [saved] = await ask('saveDirectory', ldapDraft(READER_PASSWORD));
    await ask('readDirectoryNow', { id: saved?.settings.id ?? '' });
    const missed: Events['missedCalls'][] = [];
    core.on('missedCalls', (payload) => missed.push(payload));
    clock.advance(60_000);
    demo.addCall({
      missed: true,
      record: { caller_id_name: 'WIRELESS CALLER', caller_id_number: PERSON_6.work },
    });
    await core.checkHistoryNow('manual');
    const notice = missed.flatMap((told) => told.notices)[0] as Extract<MissedCallNotice, { kind: 'call' }>;
    expect(notice.party).toMatchObject({
      name: PERSON_6.name,
      nameFrom: 'directory',
      recordedName: 'WIRELESS CALLER',
    });

    const byName = await ask('suggestPeople', { text: 'person 6', limit: 10 });
    expect(byName).toContainEqual(
      expect.objectContaining({ name: PERSON_6.name, number: '+1 (212) 555-0006' }),
    );
    const byDigits = await ask('suggestPeople', { text: '5550006', limit: 10 });
    expect(byDigits[0]).toMatchObject({ name: PERSON_6.name, number: '+1 (212) 555-0006' });
  });

  it('says a refused password in words, keeps the last names, and clears the problem with a good read', async () => {
    const work = outgoingTo(PERSON_6.work);
    await core.checkHistoryNow('manual');
    const [saved] = await ask('saveDirectory', ldapDraft(READER_PASSWORD));
    const id = saved?.settings.id ?? '';
    await ask('readDirectoryNow', { id });

    const wrong = ldapDraft('not the password');
    await ask('saveDirectory', { ...wrong, id });
    const [refused] = await ask('readDirectoryNow', { id });
    expect(refused?.status.problem?.message).toMatch(/refused/);
    expect(refused?.status.problem?.message).not.toContain('not the password');
    expect((await rowOf(work))?.party).toMatchObject({ name: PERSON_6.name, nameFrom: 'directory' });

    await ask('saveDirectory', { ...ldapDraft(READER_PASSWORD), id });
    const [again] = await ask('readDirectoryNow', { id });
    expect(again?.status.problem).toBeNull();
  });

  it('forgets a removed directory: its names, its copy and its keychain entry', async () => {
    const work = outgoingTo(PERSON_6.work);
    await core.checkHistoryNow('manual');
    const [saved] = await ask('saveDirectory', ldapDraft(READER_PASSWORD));
    const id = saved?.settings.id ?? '';
    await ask('readDirectoryNow', { id });
    expect(await ask('removeDirectory', { id })).toEqual([]);
    expect((await rowOf(work))?.party).toMatchObject({ name: null });
    expect(await secrets.originsWithKey(id, 'directory')).toEqual([]);
  });

  it('names calls from a CardDAV address book too, its app password only for that server', async () => {
    const card = makeCard('team', 3);
    const number = card.expected.numbers[0]?.text ?? '';
    const uuid = outgoingTo(number);
    await core.checkHistoryNow('manual');
    const draft: DirectoryDraft = {
      id: null,
      settings: {
        kind: 'carddav',
        name: 'Team',
        accounts: [DEMO_ACCOUNT_ID],
        url: radicale.origin,
        username: RADICALE_USER,
        books: null,
      },
      password: RADICALE_PASSWORD,
    };
    expect(await ask('probeDirectory', draft)).toMatchObject({
      kind: 'carddav',
      books: [{ href: `/${RADICALE_USER}/team/`, name: 'Team' }],
    });
    const [saved] = await ask('saveDirectory', draft);
    const [read] = await ask('readDirectoryNow', { id: saved?.settings.id ?? '' });
    expect(read?.status).toMatchObject({ people: 20, problem: null });
    // The host the address books were read from, as Settings shows it beside the directory.
    expect(read?.notes).toEqual([`Address books read from ${new URL(radicale.origin).host}.`]);
    expect((await rowOf(uuid))?.party).toMatchObject({ name: card.expected.name, nameFrom: 'directory' });
  });

  it('names calls only under the accounts the directory belongs to, and under each one it is shared with', async () => {
    const [saved] = await ask('saveDirectory', ldapDraft(READER_PASSWORD));
    const id = saved?.settings.id ?? '';
    await ask('readDirectoryNow', { id });

    const keys = { pbx: 'pbx-branch-5d20e7', lookup: 'sip-branch-91c4af' };
    const branch = await startDemoServer({
      pbxKey: keys.pbx,
      lookupKey: keys.lookup,
      seed: 11,
      callCount: 5,
      now: () => clock.now(),
    });
    try {
      const { activeId } = await ask(
        'addAccount',
        accountFields({
          name: 'Branch office',
          baseUrlOverride: branch.baseUrl,
          lookupUrl: branch.lookupUrl,
          extension: DEMO_EXTENSION,
        }),
      );
      await ask('setKey', { kind: 'pbx', value: keys.pbx });
      await ask('setKey', { kind: 'lookup', value: keys.lookup });
      const work = outgoingTo(PERSON_6.work, branch);
      const extension = outgoingTo(PERSON_6.extension, branch);
      await core.checkHistoryNow('manual');
      expect((await rowOf(work))?.party).toMatchObject({ name: null });
      expect((await rowOf(extension))?.party).toMatchObject({ name: null });
      expect(await ask('suggestPeople', { text: 'person 6', limit: 10 })).toEqual([]);

      const shared = ldapDraft(null);
      await ask('saveDirectory', {
        ...shared,
        id,
        settings: { ...shared.settings, accounts: [DEMO_ACCOUNT_ID, activeId] },
      });
      await ask('readDirectoryNow', { id });
      expect((await rowOf(work))?.party).toMatchObject({ name: PERSON_6.name, nameFrom: 'directory' });
      expect((await rowOf(extension))?.party).toMatchObject({ name: PERSON_6.name, nameFrom: 'directory' });
    } finally {
      await branch.close();
    }
  });

  it('renames a changed person at the hourly read, and forgets a deleted one at the daily full read', async () => {
    const [renamed, deleted] = [seedPerson(12), seedPerson(13)];
    const digits = (person: typeof renamed) => (person.telephoneNumber ?? '').replace(/\D/g, '');
    const renamedCall = outgoingTo(digits(renamed));
    const deletedCall = outgoingTo(digits(deleted));
    await core.checkHistoryNow('manual');
    const [saved] = await ask('saveDirectory', ldapDraft(READER_PASSWORD));
    const id = saved?.settings.id ?? '';
    await ask('readDirectoryNow', { id });
    expect((await rowOf(renamedCall))?.party).toMatchObject({ name: 'Person 12', nameFrom: 'directory' });
    expect((await rowOf(deletedCall))?.party).toMatchObject({ name: 'Person 13', nameFrom: 'directory' });

    const admin = new Client({ url: slapd.url, timeout: 10_000 });
    await admin.bind(ADMIN_DN, ADMIN_PASSWORD);
    const modification = new Attribute({ type: 'displayName', values: ['Person Twelve (renamed)'] });
    await admin.modify(renamed.dn, new Change({ operation: 'replace', modification }));
    await admin.del(deleted.dn);
    await admin.unbind();

    // The hourly read of what changed (it falls within ±20% of the hour), then the daily full read.
    let ended = nextReadEnded(core, 'Example AD', 30_000);
    clock.advance(1.25 * 60 * 60_000);
    await ended;
    expect((await rowOf(renamedCall))?.party).toMatchObject({ name: 'Person Twelve (renamed)' });
    // A read of what changed cannot see a deletion: LDAP keeps no record of it.
    expect((await rowOf(deletedCall))?.party).toMatchObject({ name: 'Person 13' });

    // Hour after hour until the deleted person is gone: that takes the full read, due a day after the last.
    const fullReadDue = clock.now() - 1.25 * 60 * 60_000 + 24 * 60 * 60_000;
    while ((await rowOf(deletedCall))?.party.name !== null && clock.now() < fullReadDue + 2 * 60 * 60_000) {
      ended = nextReadEnded(core, 'Example AD', 30_000);
      clock.advance(1.25 * 60 * 60_000);
      await ended;
    }
    expect((await rowOf(deletedCall))?.party).toMatchObject({ name: null });
    expect(clock.now()).toBeGreaterThanOrEqual(fullReadDue);
    expect((await rowOf(renamedCall))?.party).toMatchObject({ name: 'Person Twelve (renamed)' });
  });

  it('says where a directories file it cannot read went, and starts an empty list', async () => {
    await core.close();
    writeFileSync(join(dataDir, DIRECTORIES_FILE), '{"version": 1, "directories": [{"kind": "ldap"');
    core = await createTestCore({
      dataDir,
      secrets,
      directoriesClock: clock,
      startDemo: createDemoLauncher(async () => demo).start,
    });
    call = createDispatcher(core);
    expect(await ask('listDirectories', undefined)).toEqual([]);
    const [notice] = await ask('directoryNotices', undefined);
    const aside = readdirSync(dataDir).find((name) => name.startsWith(`${DIRECTORIES_FILE}.corrupt-`)) ?? '';
    expect(aside).not.toBe('');
    expect(notice).toBe(
      `Your directories’ settings (${DIRECTORIES_FILE}) could not be read. The file was moved to ${join(dataDir, aside)} and the list starts empty: add your directories again.`,
    );
    expect(readFileSync(join(dataDir, aside), 'utf8')).toContain('"kind": "ldap"');
  });

  it('makes no file where no directory is set up', async () => {
    outgoingTo(PERSON_6.work);
    await core.checkHistoryNow('manual');
    expect(existsSync(join(dataDir, DIRECTORIES_FILE))).toBe(false);
    expect(existsSync(join(dataDir, 'directories.sqlite'))).toBe(false);
  });
});
