// How a search word of one or two characters finds contacts, on a real SQLite file: at the start of a
// word of the name or company (main/contacts/name-words.ts), accents and case folded, where a longer word
// is found anywhere; the words kept in step with every save, delete and Undo; and a file written by the
// Dialdesk before the words were kept (schema 1) opened with every contact kept and its words filled in.
import { copyFileSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_FILE } from '../../main/contacts/contacts-file';
import { MIGRATIONS } from '../../main/contacts/schema';
import { type ContactsService, createContactsService } from '../../main/contacts/service';
import type { Contact, ContactDraft } from '../../preload/contract';
import { ACME } from '../support/acme-account';

const START = Date.UTC(2026, 10, 21, 14, 3);

let dir: string;
let contacts: ContactsService;
const open = () => createContactsService({ dataDir: dir, clock: { now: () => START } });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-contact-words-'));
});
afterEach(async () => {
  contacts.close();
  await rm(dir, { recursive: true, force: true });
});

/** A contact with one work number. */
const person = (name: string, company: string, number: string): ContactDraft => ({
  name,
  company,
  note: '',
  numbers: [{ id: null, label: 'work', number }],
});
const DANA = person('Dana Whitfield', 'Whitfield & Sons', '(212) 555-0123');
const SAM = person('Sam Davis', 'Davis Dental', '(555) 555-0160');
const ADAM = person('Adam Östlund-Lee', '', '(555) 555-0170');
const JOSE = person('José Núñez', 'Acme', '(555) 555-0180');
const WANG = person('王小明', '', '(555) 555-0188');
const [DANA_KEY, SAM_KEY, ADAM_KEY, JOSE_KEY, WANG_KEY] = [
  '+12125550123',
  '+15555550160',
  '+15555550170',
  '+15555550180',
  '+15555550188',
];

describe('a search word of one or two characters', () => {
  beforeEach(() => {
    contacts = open();
    for (const draft of [DANA, SAM, ADAM, JOSE, WANG]) contacts.save(ACME, null, draft);
  });
  const keys = (text: string, limit = 10) => contacts.keysMatching(text, ACME.id, limit).sort();

  it('finds the contacts with a word of the name or company starting with it, not letters inside one', () => {
    expect(keys('da')).toEqual([DANA_KEY, SAM_KEY]); // Dana, Davis: not Adam
    expect(keys('d')).toEqual([DANA_KEY, SAM_KEY]);
    expect(keys('am')).toEqual([]); // inside Adam and Sam only
    expect(keys('z')).toEqual([]); // Núñez ends in one
    expect(keys('so')).toEqual([DANA_KEY]); // the company: Whitfield & Sons
    expect(keys('ac')).toEqual([JOSE_KEY]); // Acme
    expect(keys('le')).toEqual([ADAM_KEY]); // after a hyphen: Östlund-Lee
    expect(keys('&')).toEqual([DANA_KEY]);
    expect(keys('小明')).toEqual([WANG_KEY]); // written without spaces: every character starts a word
    // Three characters or more are found anywhere, as before.
    expect(keys('dam')).toEqual([ADAM_KEY]);
    expect(keys('nez')).toEqual([JOSE_KEY]);
  });

  it('is folded as the names are: accents and case', () => {
    expect(keys('NU')).toEqual([JOSE_KEY]);
    expect(keys('ñ')).toEqual([JOSE_KEY]);
    expect(keys('os')).toEqual([ADAM_KEY]);
    expect(keys('Ös')).toEqual([ADAM_KEY]);
  });

  it('must start a word of the same contact as every other word of the text', () => {
    expect(keys('d w')).toEqual([DANA_KEY]);
    expect(keys('d s')).toEqual([DANA_KEY, SAM_KEY]); // Sons, Sam
    expect(keys('da zq')).toEqual([]);
    expect(keys('jose n')).toEqual([JOSE_KEY]);
    expect(keys('jose z')).toEqual([]);
    expect(keys('whit s')).toEqual([DANA_KEY]);
    expect(keys('da', 1)).toHaveLength(1);
  });

  it('suggests each number of the contacts it finds once, though two of their words start with it', () => {
    expect(contacts.suggest('d', ACME.id, 10).map((found) => found.name)).toEqual([
      'Dana Whitfield',
      'Sam Davis', // Davis and Dental
    ]);
    expect(contacts.suggest('ös', ACME.id, 10).map((found) => found.name)).toEqual(['Adam Östlund-Lee']);
    expect(contacts.suggest('z', ACME.id, 10)).toEqual([]);
  });
});

describe('the words of a contact', () => {
  it('follow its edits, its delete and its Undo, in the same transaction as the contact', () => {
    contacts = open();
    const keys = (text: string) => contacts.keysMatching(text, ACME.id, 10);
    const saved = contacts.save(ACME, null, DANA);
    const numbers = saved.numbers.map(({ id, label, number }) => ({ id, label, number }));
    contacts.save(ACME, saved.id, { ...DANA, name: 'Dana Lee', company: 'Kettle Co', numbers });
    expect(keys('wh')).toEqual([]); // the old name's words are gone
    expect(keys('ke')).toEqual([DANA_KEY]);
    expect(keys('le')).toEqual([DANA_KEY]);

    const deleted = contacts.delete(ACME, saved.id);
    expect(keys('le')).toEqual([]);
    contacts.restore(ACME, deleted); // deleted in this run: put back as it was
    expect(keys('le')).toEqual([DANA_KEY]);

    // Deleted before this run: put back as the window kept it.
    const again = contacts.delete(ACME, saved.id);
    contacts.close();
    contacts = open();
    expect(keys('le')).toEqual([]);
    contacts.restore(ACME, again);
    expect(keys('le')).toEqual([DANA_KEY]);
    expect(keys('ke')).toEqual([DANA_KEY]);
    expect(keys('wh')).toEqual([]);
  });
});

describe('a file written before the words were kept (schema 1)', () => {
  /**
   * Written by the contacts store of f758b70 under Acme, with what it answered for list(Acme, ''):
   * Dana Whitfield (three numbers, her extension Acme's, her mobile starred), José Núñez of Acme
   * (starred), Priya Raman and 王小明.
   */
  const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'contacts-schema-1.sqlite');
  const ANSWERED: Contact[] = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'fixtures', 'contacts-schema-1.json'), 'utf8'),
  );

  it('opens with every contact, number, key and star kept, and finds them by short words', () => {
    const path = join(dir, CONTACTS_FILE);
    copyFileSync(FIXTURE, path);
    contacts = open();
    expect(contacts.status().problem).toBeNull();
    expect(contacts.list(ACME, '')).toEqual(ANSWERED);
    expect(contacts.favourites(ACME).map((favourite) => favourite.number)).toEqual([
      '(555) 555-0147',
      '+34 912 345 678',
    ]);
    expect(contacts.namesFor(['ext:204', '+34912345678'], ACME.id)).toEqual(
      new Map([
        ['ext:204', { name: 'Dana Whitfield', contactId: ANSWERED[0]?.id }],
        ['+34912345678', { name: 'José Núñez', contactId: ANSWERED[1]?.id }],
      ]),
    );
    const names = (text: string) => [
      ...new Set(contacts.suggest(text, ACME.id, 10).map((found) => found.name)),
    ];
    expect(names('wh')).toEqual(['Dana Whitfield']);
    expect(names('nu')).toEqual(['José Núñez']);
    expect(names('z')).toEqual([]);
    expect(names('小明')).toEqual(['王小明']);
    expect(names('priya')).toEqual(['Priya Raman']);
    contacts.close();

    const file = new DatabaseSync(path, { readOnly: true });
    expect(file.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    // Digits typed are sought through the trigram index since schema 4: the old index of digits is gone.
    expect(
      file.prepare("SELECT name FROM sqlite_schema WHERE name = 'contact_numbers_by_digits'").get(),
    ).toBe(undefined);
    file.close();
    // A second open finds the file upgraded: nothing is added twice.
    contacts = open();
    expect(names('d')).toEqual(['Dana Whitfield']);
    expect(contacts.list(ACME, '')).toEqual(ANSWERED);
  });
});
