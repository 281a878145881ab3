// The person's contacts on a real SQLite file in a temp folder, under two accounts: contacts with several
// labelled numbers, ids stable across edits, delete and Undo, favourites and their order, an extension
// that belongs to the account it was saved under, the limits refused in words, and what the name
// resolver and the searches ask (namesFor, keysMatching, suggest).
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_FILE } from '../../main/contacts/contacts-file';
import {
  type ContactsAccount,
  type ContactsService,
  createContactsService,
} from '../../main/contacts/service';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { CONTACT_LIMITS, type ContactDraft } from '../../preload/contract';
import { ACME } from '../support/acme-account';

const START = Date.UTC(2026, 10, 21, 14, 3);

/** A second account on another phone system: extension 204 is a different person here than on Acme. */
const BRANCH: ContactsAccount = {
  id: 'a_branch000002',
  name: 'Branch office',
  rule: { defaultRegion: 'US', ownExtension: '301' },
  shown: (number) => shownNumber(number, 'US'),
};

let dir: string;
let now: number;
let contacts: ContactsService;

const open = () => createContactsService({ dataDir: dir, clock: { now: () => now } });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-'));
  now = START;
  contacts = open();
});
afterEach(async () => {
  contacts.close();
  await rm(dir, { recursive: true, force: true });
});

const dana = (numbers: ContactDraft['numbers'] = DANA_NUMBERS): ContactDraft => ({
  name: 'Dana Whitfield',
  company: 'Whitfield & Sons',
  note: 'Prefers mornings',
  numbers,
});
const DANA_NUMBERS: ContactDraft['numbers'] = [
  { id: null, label: 'work', number: '+1 212 555 0123' },
  { id: null, label: 'mobile', number: '(555) 555-0147' },
  { id: null, label: 'extension', number: '204' },
];

describe('a contact with several numbers', () => {
  it('is saved in a file of its own, the user’s alone, with each number labelled and keyed', async () => {
    const saved = contacts.save(ACME, null, dana());
    expect(saved).toMatchObject({ name: 'Dana Whitfield', company: 'Whitfield & Sons', updatedMs: START });
    expect(
      saved.numbers.map(({ label, number, shown, usable, account }) => ({
        label,
        number,
        shown,
        usable,
        account,
      })),
    ).toEqual([
      { label: 'work', number: '+1 212 555 0123', shown: '(212) 555-0123', usable: true, account: null },
      { label: 'mobile', number: '(555) 555-0147', shown: '(555) 555-0147', usable: true, account: null },
      {
        label: 'extension',
        number: '204',
        shown: '204',
        usable: true,
        account: { id: ACME.id, name: 'Acme' },
      },
    ]);
    expect(new Set(saved.numbers.map((number) => number.id)).size).toBe(3);
    expect(contacts.get(ACME, saved.id)).toEqual(saved);
    expect((await stat(join(dir, CONTACTS_FILE))).mode & 0o777).toBe(0o600);
    // Written to disk: another connection (the next start) reads it back.
    contacts.close();
    contacts = open();
    expect(contacts.get(ACME, saved.id)).toEqual(saved);
  });

  it('keeps a number’s id through edits when the draft gives it; a new number gets a new id', () => {
    const saved = contacts.save(ACME, null, dana());
    const [work, mobile, extension] = saved.numbers;
    now += 60_000;
    const edited = contacts.save(ACME, saved.id, {
      ...dana(),
      name: 'Dana Whitfield-Lee',
      numbers: [
        { id: mobile?.id ?? null, label: 'home', number: '(555) 555-0147' },
        { id: null, label: 'other', number: '(555) 555-0199' },
        { id: work?.id ?? null, label: 'work', number: '+1 212 555 0124' },
      ],
    });
    expect(edited.id).toBe(saved.id);
    expect(edited.updatedMs).toBe(START + 60_000);
    expect(edited.numbers.map((number) => number.label)).toEqual(['home', 'other', 'work']);
    expect(edited.numbers[0]?.id).toBe(mobile?.id);
    expect(edited.numbers[2]?.id).toBe(work?.id);
    const added = edited.numbers[1]?.id;
    expect([work?.id, mobile?.id, extension?.id]).not.toContain(added);
    // The removed extension names nobody any more; the changed number is keyed anew.
    expect(contacts.namesFor(['ext:204', '+12125550124', '+12125550123'], ACME.id)).toEqual(
      new Map([['+12125550124', { name: 'Dana Whitfield-Lee', contactId: saved.id }]]),
    );
  });

  it('is found by name, company, note or number (digits match digits), whatever the case', () => {
    const saved = contacts.save(ACME, null, dana());
    contacts.save(ACME, null, { name: 'Priya Raman', company: '', note: '', numbers: [] });
    const names = (text: string) => contacts.list(ACME, text).map((contact) => contact.name);
    expect(names('')).toEqual(['Dana Whitfield', 'Priya Raman']);
    expect(names('DANA')).toEqual(['Dana Whitfield']);
    expect(names('sons')).toEqual(['Dana Whitfield']);
    expect(names('mornings')).toEqual(['Dana Whitfield']);
    expect(names('555-0147')).toEqual(['Dana Whitfield']);
    expect(names('2125550123')).toEqual(['Dana Whitfield']);
    expect(names('nobody')).toEqual([]);
    expect(contacts.forNumber(ACME, '+15555550147')?.id).toBe(saved.id);
    expect(contacts.forNumber(ACME, '(555) 555-0100')).toBeNull();
  });

  it('is deleted, answered as it was, and put back by Undo with its ids and favourite places', () => {
    const saved = contacts.save(ACME, null, dana());
    const priya = contacts.save(ACME, null, PRIYA);
    const [work, mobile] = saved.numbers;
    for (const number of [mobile, priya.numbers[0], work])
      contacts.setFavourite(ACME, number?.id ?? '', true);
    const order = contacts.favourites(ACME).map((favourite) => favourite.numberId);
    expect(order).toEqual([mobile?.id, priya.numbers[0]?.id, work?.id]);
    const before = contacts.get(ACME, saved.id);

    now += 1000;
    const deleted = contacts.delete(ACME, saved.id);
    expect(deleted).toEqual(before);
    expect(() => contacts.get(ACME, saved.id)).toThrow('This contact is no longer saved');
    expect(contacts.list(ACME, '').map((contact) => contact.name)).toEqual(['Priya Raman']);
    expect(contacts.favourites(ACME).map((favourite) => favourite.numberId)).toEqual([priya.numbers[0]?.id]);
    expect(contacts.namesFor(['+15555550147'], ACME.id).size).toBe(0);

    expect(contacts.restore(ACME, deleted)).toEqual(before);
    expect(contacts.favourites(ACME).map((favourite) => favourite.numberId)).toEqual(order);
    expect(contacts.namesFor(['+15555550147'], ACME.id).get('+15555550147')?.contactId).toBe(saved.id);
    // Undo pressed twice (or in two windows): still one contact.
    expect(contacts.restore(ACME, deleted)).toEqual(before);
    expect(contacts.list(ACME, '')).toHaveLength(2);
  });

  it('puts back a contact deleted before this run as the window kept it, with its ids', () => {
    const saved = contacts.save(ACME, null, dana());
    contacts.setFavourite(ACME, saved.numbers[1]?.id ?? '', true);
    const deleted = contacts.delete(ACME, saved.id);
    contacts.close();
    contacts = open();
    const restored = contacts.restore(ACME, deleted);
    expect(restored.id).toBe(saved.id);
    expect(
      restored.numbers.map(({ id, label, number, favourite }) => ({ id, label, number, favourite })),
    ).toEqual(
      saved.numbers.map(({ id, label, number }, index) => ({ id, label, number, favourite: index === 1 })),
    );
    expect(contacts.forNumber(ACME, '204')?.id).toBe(saved.id);
  });
});

const PRIYA: ContactDraft = {
  name: 'Priya Raman',
  company: '',
  note: '',
  numbers: [{ id: null, label: 'work', number: '(555) 555-0111' }],
};

describe('favourites', () => {
  it('are listed in the order the person sets, and keep their star through an edit', () => {
    const saved = contacts.save(ACME, null, dana());
    const priya = contacts.save(ACME, null, PRIYA);
    const [work, mobile, extension] = saved.numbers.map((number) => number.id);
    const ids = () => contacts.favourites(ACME).map((favourite) => favourite.numberId);
    contacts.setFavourite(ACME, work ?? '', true);
    const starred = contacts.setFavourite(ACME, priya.numbers[0]?.id ?? '', true);
    expect(starred).toEqual([
      {
        numberId: work,
        contactId: saved.id,
        name: 'Dana Whitfield',
        label: 'work',
        number: '+1 212 555 0123',
        shown: '(212) 555-0123',
      },
      {
        numberId: priya.numbers[0]?.id,
        contactId: priya.id,
        name: 'Priya Raman',
        label: 'work',
        number: '(555) 555-0111',
        shown: '(555) 555-0111',
      },
    ]);
    contacts.setFavourite(ACME, extension ?? '', true);
    contacts.setFavourite(ACME, work ?? '', true); // starred already: its place stays
    expect(ids()).toEqual([work, priya.numbers[0]?.id, extension]);
    expect(
      contacts.orderFavourites(ACME, [extension ?? '', work ?? '', priya.numbers[0]?.id ?? '']),
    ).toHaveLength(3);
    expect(ids()).toEqual([extension, work, priya.numbers[0]?.id]);
    expect(contacts.get(ACME, saved.id).numbers.map((number) => number.favourite)).toEqual([
      true,
      false,
      true,
    ]);

    // Edited: the starred work number is kept (its star too), the extension removed (its star with it).
    contacts.save(
      ACME,
      saved.id,
      dana([
        { id: mobile ?? null, label: 'mobile', number: '(555) 555-0147' },
        { id: work ?? null, label: 'work', number: '+1 212 555 0123' },
      ]),
    );
    expect(ids()).toEqual([work, priya.numbers[0]?.id]);
    contacts.setFavourite(ACME, work ?? '', false);
    expect(ids()).toEqual([priya.numbers[0]?.id]);
  });

  it('refuse an order that is not every favourite once, in words, and keep the order there was', () => {
    const saved = contacts.save(ACME, null, dana());
    const [work, mobile] = saved.numbers.map((number) => number.id ?? '');
    contacts.setFavourite(ACME, work ?? '', true);
    contacts.setFavourite(ACME, mobile ?? '', true);
    for (const order of [[mobile], [mobile, mobile], [mobile, work, 'f0000000-0000-4000-8000-000000000000']])
      expect(() => contacts.orderFavourites(ACME, order as string[])).toThrow(
        'The favourites changed meanwhile: their order was not saved. Try again.',
      );
    expect(contacts.favourites(ACME).map((favourite) => favourite.numberId)).toEqual([work, mobile]);
    expect(() => contacts.setFavourite(ACME, 'f0000000-0000-4000-8000-000000000000', true)).toThrow(
      'This number is no longer saved with a contact.',
    );
  });
});

describe('an extension belongs to the account it was saved under', () => {
  it('matches, is usable and can be starred only there; a public number serves every account', () => {
    const saved = contacts.save(ACME, null, dana());
    const [work, mobile, extension] = saved.numbers;
    contacts.setFavourite(ACME, extension?.id ?? '', true);
    contacts.setFavourite(ACME, mobile?.id ?? '', true);

    expect(contacts.forNumber(ACME, '204')?.id).toBe(saved.id);
    expect(contacts.forNumber(BRANCH, '204')).toBeNull();
    expect(contacts.forNumber(BRANCH, '+1 (555) 555-0147')?.id).toBe(saved.id);
    expect(contacts.namesFor(['ext:204', '+15555550147'], BRANCH.id)).toEqual(
      new Map([['+15555550147', { name: 'Dana Whitfield', contactId: saved.id }]]),
    );
    expect(contacts.namesFor(['ext:204'], ACME.id).get('ext:204')?.name).toBe('Dana Whitfield');

    // Shown under the other account, marked as Acme's and not usable there.
    const underBranch = contacts.get(BRANCH, saved.id).numbers;
    expect(underBranch.map(({ usable, account }) => ({ usable, account }))).toEqual([
      { usable: true, account: null },
      { usable: true, account: null },
      { usable: false, account: { id: ACME.id, name: 'Acme' } },
    ]);
    expect(contacts.favourites(BRANCH).map((favourite) => favourite.numberId)).toEqual([mobile?.id]);
    expect(() => contacts.setFavourite(BRANCH, extension?.id ?? '', false)).toThrow(
      'This is an extension of the account Acme: it can be called and starred only while that account is in use.',
    );
    // Reordering under Branch deals out only its own favourites' places: Acme's order stays whole.
    contacts.setFavourite(BRANCH, work?.id ?? '', true);
    contacts.orderFavourites(BRANCH, [work?.id ?? '', mobile?.id ?? '']);
    expect(contacts.favourites(BRANCH).map((favourite) => favourite.numberId)).toEqual([
      work?.id,
      mobile?.id,
    ]);
    expect(contacts.favourites(ACME).map((favourite) => favourite.numberId)).toEqual([
      extension?.id,
      work?.id,
      mobile?.id,
    ]);

    // Edited under Branch without touching the extension: it stays Acme's.
    contacts.save(BRANCH, saved.id, {
      ...dana(),
      numbers: saved.numbers.map(({ id, label, number }) => ({ id, label, number })),
    });
    expect(contacts.forNumber(ACME, '204')?.id).toBe(saved.id);
    expect(contacts.forNumber(BRANCH, '204')).toBeNull();
    expect(contacts.keysMatching('dana', BRANCH.id, 10).sort()).toEqual(['+12125550123', '+15555550147']);
    expect(contacts.keysMatching('dana', ACME.id, 10).sort()).toEqual([
      '+12125550123',
      '+15555550147',
      'ext:204',
    ]);
    expect(contacts.suggest('dana', BRANCH.id, 10).map((found) => found.label)).toEqual(['work', 'mobile']);
  });

  it('saves a number that gives no key, which names nothing but can still be called', () => {
    const saved = contacts.save(ACME, null, {
      ...PRIYA,
      numbers: [{ id: null, label: 'other', number: 'ask reception' }],
    });
    expect(saved.numbers[0]).toMatchObject({ number: 'ask reception', usable: true, account: null });
    expect(contacts.suggest('priya', BRANCH.id, 10)).toEqual([
      { contactId: saved.id, name: 'Priya Raman', label: 'other', number: 'ask reception' },
    ]);
    expect(contacts.keysMatching('priya', ACME.id, 10)).toEqual([]);
  });
});

describe('the limits, refused in words before anything is written', () => {
  const refusals: [string, ContactDraft, string][] = [
    ['no name', { ...PRIYA, name: ' \n ' }, 'name is empty: every contact needs a name'],
    [
      'a long name',
      { ...PRIYA, name: 'x'.repeat(CONTACT_LIMITS.name + 1) },
      'name is longer than 256 characters',
    ],
    [
      'a long company',
      { ...PRIYA, company: 'x'.repeat(CONTACT_LIMITS.company + 1) },
      'company is longer than 256 characters',
    ],
    [
      'a long note',
      { ...PRIYA, note: 'x'.repeat(CONTACT_LIMITS.note + 1) },
      'note is longer than 10,000 characters',
    ],
    [
      'too many numbers',
      {
        ...PRIYA,
        numbers: Array.from({ length: CONTACT_LIMITS.numbers + 1 }, (_, n) => ({
          id: null,
          label: 'work' as const,
          number: `555 01${n}`,
        })),
      },
      'numbers holds more than 50 numbers',
    ],
    [
      'a long number',
      { ...PRIYA, numbers: [{ id: null, label: 'work', number: '5'.repeat(CONTACT_LIMITS.number + 1) }] },
      'numbers.0.number is longer than 64 characters',
    ],
    [
      'an empty number',
      { ...PRIYA, numbers: [{ id: null, label: 'work', number: '  ' }] },
      'numbers.0.number is empty',
    ],
    [
      'an unknown label',
      { ...PRIYA, numbers: [{ id: null, label: 'fax' as 'work', number: '555 0100' }] },
      'numbers.0.label must be work, mobile, home, extension or other',
    ],
  ];
  it.each(refusals)('%s', (_what, draft, words) => {
    expect(() => contacts.save(ACME, null, draft)).toThrow(
      `The contact was not saved. Invalid request: ${words}`,
    );
    expect(contacts.list(ACME, '')).toEqual([]);
  });

  it('takes a contact at every limit', () => {
    const full = contacts.save(ACME, null, {
      name: 'n'.repeat(CONTACT_LIMITS.name),
      company: 'c'.repeat(CONTACT_LIMITS.company),
      note: 'x'.repeat(CONTACT_LIMITS.note),
      numbers: Array.from({ length: CONTACT_LIMITS.numbers }, (_, n) => ({
        id: null,
        label: 'work' as const,
        number: `+1 212 555 ${String(n).padStart(4, '0')}`.padEnd(CONTACT_LIMITS.number),
      })),
    });
    expect(contacts.get(ACME, full.id).numbers).toHaveLength(CONTACT_LIMITS.numbers);
  });
});

describe('text stays text', () => {
  it.each([
    "=cmd|' /C calc'!A0",
    '<img src=x onerror=alert(1)>',
    'Dana\nWhitfield\r\n',
    '\u202eDana\u200f Whitfield',
    "Robert'); DROP TABLE contacts;--",
    '  spaced  ',
  ])('%j is stored and returned exactly', (text) => {
    const saved = contacts.save(ACME, null, {
      name: text,
      company: text,
      note: text,
      numbers: [{ id: null, label: 'home', number: `${text} 555 0100`.slice(0, 64) }],
    });
    contacts.close();
    contacts = open();
    const read = contacts.get(ACME, saved.id);
    expect([read.name, read.company, read.note]).toEqual([text, text, text]);
    expect(read.numbers[0]?.number).toBe(`${text} 555 0100`.slice(0, 64));
  });
});

describe('what the name resolver and the searches ask', () => {
  it('names a batch of keys in one go; where two contacts hold a key, the one changed last wins', () => {
    const first = contacts.save(ACME, null, dana());
    now += 1000;
    const second = contacts.save(ACME, null, {
      ...PRIYA,
      numbers: [{ id: null, label: 'mobile', number: '555-555-0147' }],
    });
    const names = () => contacts.namesFor(['+15555550147', '+12125550123', '+19995550000'], ACME.id);
    expect(names()).toEqual(
      new Map([
        ['+15555550147', { name: 'Priya Raman', contactId: second.id }],
        ['+12125550123', { name: 'Dana Whitfield', contactId: first.id }],
      ]),
    );
    now += 1000;
    contacts.save(
      ACME,
      first.id,
      dana(first.numbers.map(({ id, label, number }) => ({ id, label, number }))),
    );
    expect(names().get('+15555550147')?.name).toBe('Dana Whitfield');
    expect(contacts.namesFor([], ACME.id).size).toBe(0);
  });

  it('finds keys by name or company holding every word (three characters or more), at most the limit', () => {
    contacts.save(ACME, null, dana());
    contacts.save(ACME, null, PRIYA);
    contacts.save(ACME, null, {
      name: 'José Núñez',
      company: 'Acme',
      note: 'Dana’s cousin',
      numbers: [{ id: null, label: 'work', number: '+34 912 345 678' }],
    });
    const keys = (text: string, limit = 10) => contacts.keysMatching(text, ACME.id, limit).sort();
    expect(keys('dana')).toEqual(['+12125550123', '+15555550147', 'ext:204']);
    expect(keys('whitfield dana')).toEqual(['+12125550123', '+15555550147', 'ext:204']);
    expect(keys('jose nun')).toEqual(['+34912345678']); // accents and case folded
    expect(keys('ACME')).toEqual(['+34912345678']); // the company; the note is not a name
    expect(keys('cousin')).toEqual([]);
    expect(keys('pr xy')).toEqual([]);
    expect(keys('')).toEqual([]);
    expect(keys('dana', 2)).toHaveLength(2);
  });

  it('suggests each usable number of a contact by name or company, or the numbers holding the digits', () => {
    const saved = contacts.save(ACME, null, dana());
    contacts.save(ACME, null, PRIYA);
    expect(contacts.suggest('whit', ACME.id, 10)).toEqual([
      { contactId: saved.id, name: 'Dana Whitfield', label: 'work', number: '+1 212 555 0123' },
      { contactId: saved.id, name: 'Dana Whitfield', label: 'mobile', number: '(555) 555-0147' },
      { contactId: saved.id, name: 'Dana Whitfield', label: 'extension', number: '204' },
    ]);
    expect(contacts.suggest('555-01', ACME.id, 10).map((found) => found.number)).toEqual([
      '+1 212 555 0123',
      '(555) 555-0147',
      '(555) 555-0111',
    ]);
    expect(contacts.suggest('0147', ACME.id, 10).map((found) => found.label)).toEqual(['mobile']);
    expect(contacts.suggest('d', ACME.id, 2)).toHaveLength(2);
  });
});
