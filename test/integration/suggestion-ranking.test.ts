// The dial pad's and the quick-dial box's suggestions (issue 48) on real SQLite files through the real
// stores: the person's contacts, a company directory's index and the local call history, asked through
// the history service as the core asks it, and through the core itself. One search finds a number by any
// word of its name, by initials, by the company, by its digits however they are written, accents ignored
// both ways, in every source; each number once, a contact's numbers each with its label; one order puts
// the favourites first, then the numbers called most often and most lately, then how well each matches.
import { copyFileSync, mkdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { CONTACTS_FILE } from '../../main/contacts/contacts-file';
import { type ContactsService, createContactsService } from '../../main/contacts/service';
import type { Core } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import {
  DIRECTORY_INDEX_FILE,
  type DirectoryIndex,
  openDirectoryIndex,
} from '../../main/directories/directory-index';
import { DIRECTORY_MIGRATIONS } from '../../main/directories/directory-schema';
import type { DirectoryEntry } from '../../main/directories/directory-source';
import { directoryIndexFaults } from '../../main/directories/faults';
import {
  createHistoryService,
  HISTORY_DIR,
  type HistoryService,
  historyFileName,
} from '../../main/history/service';
import { openHistoryStore } from '../../main/history/store';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import type { Channel, ContactDraft, NumberLabel, RequestOf, ResponseOf } from '../../preload/contract';
import { value } from '../support/account-setup';
import { ACME } from '../support/acme-account';
import { createFakeClock } from '../support/fake-clock';
import { createTestCore } from '../support/test-core';

const NOW = Date.UTC(2026, 10, 21, 14, 3);
const NOW_EPOCH = NOW / 1000;
const DAY = 86_400;

let dir: string;
let contacts: ContactsService;
let index: DirectoryIndex;
let history: HistoryService | undefined;

const historyPath = () => join(dir, HISTORY_DIR, historyFileName('demo'));

/** A contact saved under Acme (a US phone system), its numbers as typed. */
const contact = (name: string, numbers: [NumberLabel, string][], company = ''): ContactDraft => ({
  name,
  company,
  note: '',
  numbers: numbers.map(([label, number]) => ({ id: null, label, number })),
});

/** A person of the company directory, serving Acme. */
const person = (id: string, name: string, work: string, company = ''): DirectoryEntry => ({
  id,
  version: null,
  name,
  company,
  department: '',
  title: '',
  numbers: [{ label: 'work', text: work }],
});

/** A call to Acme's desk (extension 202) from the number, as FusionPBX records it. */
const callFrom = (uuid: string, secondsAgo: number, name: string, number: string): ApiRecord => ({
  uuid,
  xml_cdr_uuid: uuid,
  leg: 'a',
  start_epoch: String(NOW_EPOCH - secondsAgo),
  status: 'answered',
  missed_call: 'f',
  direction: 'inbound',
  caller_id_name: name,
  caller_id_number: number,
  destination_number: '202',
});

/**
 * The person's world: Dana Whitfield with two numbers (her work number also in the directory, written
 * otherwise, and three calls from it today under the name the carrier gives it); a favourite; a name
 * with accents, a middle initial, a company; four names for "wi", each matching otherwise. The directory
 * adds David Wu, Chloé Moreau and Northwind's reception; the history Dan Brooks (often, a month ago),
 * Daria Novak (once, today) and Zoë Müller.
 */
async function world() {
  contacts = createContactsService({ dataDir: dir, clock: { now: () => NOW } });
  const saved = (draft: ContactDraft) => contacts.save(ACME, null, draft);
  saved(
    contact('Dana Whitfield', [
      ['mobile', '(555) 555-0147'],
      ['work', '(212) 555-0123'],
    ]),
  );
  saved(contact('José Fernández', [['mobile', '(555) 555-0160']]));
  saved(contact('Priya Raman', [['work', '(555) 555-0170']], 'Northwind Traders'));
  saved(contact('Jan M. Weiß', [['work', '(555) 555-0180']]));
  const dale = saved(contact('Dale Cooper', [['mobile', '(555) 555-0190']]));
  saved(contact('Wil Hart', [['mobile', '(555) 555-0111']]));
  saved(contact('Ola Wilson', [['mobile', '(555) 555-0112']]));
  saved(contact('Wanda Ito', [['mobile', '(555) 555-0113']]));
  saved(contact('Kim Lee', [['work', '(555) 555-0114']], 'Wire & Co'));
  contacts.setFavourite(ACME, dale.numbers[0]?.id ?? '', true);

  index = openDirectoryIndex({ path: join(dir, DIRECTORY_INDEX_FILE), faults: directoryIndexFaults });
  const people = [
    person('guid-dana', 'Dana Whitfield', '+1 212 555 0123', 'Northwind Traders'),
    person('guid-david', 'David Wu', '+1 (646) 555-0101'),
    person('guid-chloe', 'Chloé Moreau', '(646) 555-0102'),
    person('guid-desk', 'Northwind Reception', '+1 (646) 555-0103', 'Northwind Traders'),
  ];
  await index.read(
    'ldap-1',
    [{ id: ACME.id, rule: ACME.rule }],
    async (sink) => {
      await sink.startFull();
      await sink.put(people);
      return 'cursor';
    },
    () => NOW,
  );

  await mkdir(join(dir, HISTORY_DIR), { recursive: true });
  const { store } = openHistoryStore(historyPath(), { partyRule: ACME.rule, now: () => NOW });
  store.add([
    ...[600, 1200, 1800].map((ago, n) => callFrom(`dana-${n}`, ago, 'DANA W', '2125550123')),
    ...Array.from({ length: 10 }, (_, n) => callFrom(`dan-${n}`, 30 * DAY + n, 'Dan Brooks', '+15555550129')),
    callFrom('daria', 3600, 'Daria Novak', '+15555550132'),
    callFrom('zoe', 2 * DAY, 'Zoë Müller', '+15555550131'),
  ]);
  store.close();
}

const serviceWith = (keepLocalCopy = true) =>
  createHistoryService({
    dataDir: dir,
    owner: () => 'demo',
    fetchPage: () => Promise.reject(new Error('no sync in this test')),
    settings: () => ({ keepLocalCopy, days: 90 }),
    partyRule: () => ACME.rule,
    contacts: {
      keysMatching: (text, limit) => contacts.keysMatching(text, ACME.id, limit),
      suggest: (text, limit) => contacts.suggest(text, ACME.id, limit),
    },
    directories: { suggest: (text, limit) => index.suggest(text, ACME.id, limit) },
    emit: () => undefined,
    now: () => NOW,
  });

/** Each suggestion as "name · number · label or where it was found". */
const suggested = (text: string, limit = 10) =>
  (history ?? serviceWith())
    .suggestNumbers(text, limit)
    .map(
      ({ suggestion, from }) =>
        `${suggestion.name} · ${suggestion.number} · ${suggestion.contact?.label ?? from}`,
    );
const names = (text: string, limit = 10) =>
  (history?.suggest(text, limit) ?? []).map((suggestion) => suggestion.name);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-suggestion-ranking-'));
  await world();
  history = serviceWith();
});
afterEach(async () => {
  await history?.stop();
  history = undefined;
  contacts.close();
  index.close();
  await rm(dir, { recursive: true, force: true });
});

describe('one search in every source', () => {
  it('finds a number by a word of the name, a contact with two numbers once for each, with its label', () => {
    expect(suggested('whitfield')).toEqual([
      // Her work number is the directory's and the history's too: once, under her contact's name.
      'Dana Whitfield · (212) 555-0123 · work',
      'Dana Whitfield · (555) 555-0147 · mobile',
    ]);
    expect(suggested('dana whit')).toEqual(suggested('whitfield'));
    expect(history?.suggest('whit', 10)[0]).toMatchObject({
      calls: 3,
      lastCallEpoch: NOW_EPOCH - 600,
      contact: { label: 'work' },
    });
  });

  it('finds initials of successive words: "dw" Dana Whitfield first, then the directory\'s David Wu', () => {
    expect(suggested('dw')).toEqual([
      'Dana Whitfield · (212) 555-0123 · work',
      'Dana Whitfield · (555) 555-0147 · mobile',
      'David Wu · +1 (646) 555-0101 · directory',
    ]);
    expect(names('jmw')).toEqual(['Jan M. Weiß']);
    expect(names('DW')).toEqual(names('dw'));
    expect(names('wd')).toEqual([]);
  });

  it('ignores accents both ways, in the contacts, the directory and the history', () => {
    expect(names('fernandez')).toEqual(['José Fernández']);
    expect(names('FERNÁNDEZ')).toEqual(['José Fernández']);
    expect(names('chloe')).toEqual(['Chloé Moreau']);
    expect(suggested('muller')).toEqual(['Zoë Müller · +15555550131 · history']);
    expect(names('zoë müller')).toEqual(['Zoë Müller']);
  });

  it('finds a number by the company, after a name that starts with the word', () => {
    expect(suggested('northwind')).toEqual([
      // The directory has Dana at Northwind (her contact has no company): found there, and called today.
      'Dana Whitfield · +1 212 555 0123 · directory',
      'Northwind Reception · +1 (646) 555-0103 · directory',
      'Priya Raman · (555) 555-0170 · work',
    ]);
    expect(names('priya north')).toEqual(['Priya Raman']);
  });

  it('finds a number by its digits however they are written, once, under its contact', () => {
    for (const typed of ['2125550123', '212 555 0123', '212-555-0123', '+1 (212) 555-0123'])
      expect(suggested(typed), typed).toEqual(['Dana Whitfield · (212) 555-0123 · work']);
    // Digits anywhere in the number, as the dial pad is typed: a prefix, the line, with the country code.
    expect(suggested('212555')).toEqual(['Dana Whitfield · (212) 555-0123 · work']);
    expect(suggested('0123')).toEqual(['Dana Whitfield · (212) 555-0123 · work']);
    expect(suggested('+1 212 555')).toEqual(['Dana Whitfield · (212) 555-0123 · work']);
    expect(names('555-014')).toEqual(['Dana Whitfield']);
    // The directory's numbers by their keys too: written without the country code, typed with it.
    expect(suggested('+1 646 555 0102')).toEqual(['Chloé Moreau · (646) 555-0102 · directory']);
    // Too few digits to be a number yet: nobody's name starts so.
    expect(suggested('21')).toEqual([]);
  });

  it("suggests the contacts' and the directory's numbers without a local copy, none of them called", async () => {
    await history?.stop();
    history = serviceWith(false);
    expect(suggested('d')).toEqual([
      'Dale Cooper · (555) 555-0190 · mobile',
      'Dana Whitfield · (555) 555-0147 · mobile',
      'Dana Whitfield · (212) 555-0123 · work',
      'David Wu · +1 (646) 555-0101 · directory',
    ]);
    expect(history.suggest('d', 10).every((each) => each.calls === 0)).toBe(true);
  });
});

describe('one order', () => {
  it('puts the favourites first, then how often and how lately, then how well each matches', () => {
    expect(suggested('d')).toEqual([
      // Starred, never called.
      'Dale Cooper · (555) 555-0190 · mobile',
      // Three calls today; one today; ten a month ago.
      'Dana Whitfield · (212) 555-0123 · work',
      'Daria Novak · +15555550132 · history',
      'Dan Brooks · +15555550129 · history',
      // Never called: the person's own contact before the directory's.
      'Dana Whitfield · (555) 555-0147 · mobile',
      'David Wu · +1 (646) 555-0101 · directory',
    ]);
    const [favourite] = history?.suggestNumbers('d', 1) ?? [];
    expect(favourite).toEqual({
      suggestion: expect.objectContaining({ name: 'Dale Cooper', favourite: true }),
      from: 'favourite',
    });
    expect(history?.suggest('d', 3)).toHaveLength(3);
  });

  it('ranks the whole name, then a word, then initials, then the company, among numbers never called', () => {
    expect(names('wi')).toEqual(['Wil Hart', 'Ola Wilson', 'Wanda Ito', 'Kim Lee']);
  });

  it('orders the people of the history by the calls of the number, whatever the source named it', () => {
    // "DANA W" is the carrier's name for her work number: found by it, named by her contact.
    expect(suggested('dana')).toEqual([
      'Dana Whitfield · (212) 555-0123 · work',
      'Dana Whitfield · (555) 555-0147 · mobile',
    ]);
  });
});

describe('the files', () => {
  it('sees a call another process stored since the last keystroke', () => {
    expect(names('nadia')).toEqual([]);
    const { store: other } = openHistoryStore(historyPath(), { partyRule: ACME.rule, now: () => NOW });
    other.add([callFrom('nadia', 60, 'Nadia Petrova', '+15555550140')]);
    other.close();
    expect(names('nadia')).toEqual(['Nadia Petrova']);
    expect(names('np')).toEqual(['Nadia Petrova']);
  });

  it("finds the contacts of a file written before the suggestions kept their initials and numbers' endings", () => {
    contacts.close();
    // Written by the contacts store of f758b70 (schema 1): Dana Whitfield's mobile and José Núñez starred.
    const old = join(dir, 'old-contacts');
    mkdirSync(old);
    copyFileSync(
      join(import.meta.dirname, '..', 'fixtures', 'contacts-schema-1.sqlite'),
      join(old, CONTACTS_FILE),
    );
    contacts = createContactsService({ dataDir: old, clock: { now: () => NOW } });
    const found = (text: string) =>
      contacts
        .suggest(text, ACME.id, 10)
        .map(({ name, label, favourite }) => `${name} ${label} ${favourite ?? ''}`);
    expect(found('dw')).toEqual([
      'Dana Whitfield mobile 1',
      'Dana Whitfield work ',
      'Dana Whitfield extension ',
    ]);
    expect(found('jn')).toEqual(['José Núñez work 2']);
    expect(found('34912')).toEqual(['José Núñez work 2']);
    expect(found('5550147')).toEqual(['Dana Whitfield mobile 1']);
  });

  it('finds the people of a directory read before the suggestions kept their terms, and reads it in full next', async () => {
    index.close();
    const path = join(dir, 'old-directories.sqlite');
    const old = new DatabaseSync(path);
    old.exec(`${DIRECTORY_MIGRATIONS[0]}; PRAGMA user_version = 1;`);
    old.exec(`
      INSERT INTO directory_reads (directory, cursor, read_ms, full_read_ms, generation)
        VALUES ('ldap-1', 'c', 1, 1, 1);
      INSERT INTO directory_entries (seq, directory, entry_id, version, name, company, department, title,
        name_text, generation)
        VALUES (1, 'ldap-1', 'guid-jan', NULL, 'Jan M. Weiß', 'Fabrikam', '', '', ' jan m. weiss fabrikam', 1);
      INSERT INTO directory_numbers (entry_seq, position, label, text, digits)
        VALUES (1, 0, 'work', '(646) 555-0199', '6465550199');
      INSERT INTO directory_keys (account, key, entry_seq) VALUES ('${ACME.id}', '+16465550199', 1);`);
    old.close();
    index = openDirectoryIndex({ path, faults: directoryIndexFaults });
    const found = (text: string) => index.suggest(text, ACME.id, 10).map(({ name }) => name);
    expect(found('jmw')).toEqual(['Jan M. Weiß']);
    expect(found('weiss')).toEqual(['Jan M. Weiß']);
    expect(found('fabri')).toEqual(['Jan M. Weiß']);
    expect(found('5550199')).toEqual(['Jan M. Weiß']);
    expect(index.lastRead('ldap-1')).toEqual({ cursor: 'c', readMs: 1, fullReadMs: null });
  });
});

describe('through the core', () => {
  let demo: DemoServer;
  let core: Core;
  let call: Dispatch;
  const clock = createFakeClock(NOW);
  const ask = async <C extends Channel>(channel: C, request: RequestOf<C>) =>
    value(await call(channel, request)) as ResponseOf<C>;

  beforeEach(async () => {
    demo = await startDemoServer({ seed: 9, callCount: 300, now: () => clock.now() });
    core = await createTestCore({
      dataDir: join(dir, 'core'),
      historyClock: clock,
      contactsClock: { now: () => NOW },
      startDemo: createDemoLauncher(async () => demo).start,
    });
    call = createDispatcher(core);
  });
  afterEach(async () => {
    await core.close();
    await demo.close();
  });

  it('answers suggestPeople with the favourites first, marked, and where each number was found', async () => {
    core.startHistorySync();
    await core.checkHistoryNow('manual');
    const pat = await ask('saveContact', {
      id: null,
      draft: contact('Priya Patel', [
        ['mobile', '(555) 555-0197'],
        ['work', '(555) 555-0198'],
      ]),
    });
    await ask('setFavourite', { numberId: pat.numbers[1]?.id ?? '', favourite: true });
    const found = await ask('suggestPeople', { text: 'priya', limit: 5 });
    expect(found.slice(0, 2)).toEqual([
      expect.objectContaining({
        name: 'Priya Patel',
        number: '(555) 555-0198',
        favourite: true,
        source: 'favourite',
      }),
      // The simulator's caller, called most: from the history, under the name its phone system records.
      expect.objectContaining({ name: 'Priya Raman', source: 'history' }),
    ]);
    expect(found).toContainEqual(
      expect.objectContaining({ name: 'Priya Patel', number: '(555) 555-0197', source: 'contact' }),
    );
    expect(found.find((each) => each.source === 'contact')).not.toHaveProperty('favourite');
  });
});
