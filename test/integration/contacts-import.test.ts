// Importing contacts into a real contacts file in a temp folder, through the importer and the service:
// the preview's verdicts (new, updated, unchanged, conflict) with their counts and examples, importing the
// same files again changing nothing, a contact edited after its import asked about and settled as the
// person chooses, Dialdesk's own export found again by its UIDs, the same name twice in one import, all
// or nothing (a full disk, an error half-way), a stale preview refused, a cancelled reading, and the
// contact limits said in words. The files' readers are the vCard and CSV readers' business: here each
// file is a real file holding what a reader would answer for it (FileReading as JSON).

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_FILE } from '../../main/contacts/contacts-file';
import type {
  FileReading,
  ImportedContact,
  ImportedNumber,
} from '../../main/contacts/import/imported-contact';
import {
  type ContactsFileReader,
  type ContactsImporter,
  createContactsImporter,
} from '../../main/contacts/import/importer';
import {
  type ContactsAccount,
  type ContactsService,
  type ContactsServiceOptions,
  createContactsService,
} from '../../main/contacts/service';
import type { Core } from '../../main/core';
import { createDispatcher } from '../../main/ipc/dispatch';
import { keyNumbersOffThread } from '../../main/numbers/off-thread-keys';
import {
  type ContactDraft,
  type ContactsImported,
  type ContactsImportPreview,
  IMPORT_CONFLICTS_LISTED,
  type ImportChoices,
} from '../../preload/contract';
import { value } from '../support/account-setup';
import { ACME } from '../support/acme-account';
import { importedContact } from '../support/imported-contacts';
import { createTestCore } from '../support/test-core';

const START = Date.UTC(2026, 10, 21, 14, 3);
const KEEP_MINE: ImportChoices = { chosen: {}, others: 'mine' };
const TAKE_FILE: ImportChoices = { chosen: {}, others: 'file' };
const STALE =
  'This preview is out of date and nothing was imported: choose the files again to see what importing them would do.';

let dir: string;
let now: number;
let contacts: ContactsService;
let importer: ContactsImporter;
let files = 0;

/** A reader as the vCard and CSV readers answer: here the file holds the answer, as JSON. */
const readJson: ContactsFileReader = async (path, _signal, found) => {
  const reading = JSON.parse(await readFile(path, 'utf8')) as FileReading;
  for (const contact of reading.contacts) found(contact);
  return reading;
};

const open = (options: Partial<ContactsServiceOptions> = {}, read: ContactsFileReader = readJson) => {
  contacts = createContactsService({ dataDir: dir, clock: { now: () => now }, ...options });
  importer = createContactsImporter({
    contacts,
    read,
    keyNumbers: (rule) => keyNumbersOffThread(rule, null),
  });
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-import-'));
  now = START;
  open();
});
afterEach(async () => {
  importer.cancel();
  contacts.close();
  await rm(dir, { recursive: true, force: true });
});

const card = importedContact;
const draft = (
  name: string,
  numbers: [ImportedNumber['label'], string][] = [],
  company = '',
): ContactDraft => ({
  name,
  company,
  note: '',
  numbers: numbers.map(([label, number]) => ({ id: null, label, number })),
});

/** A file to import, as its reader would read it. */
async function file(cards: ImportedContact[], notes: string[] = [], name = `book-${++files}.vcf`) {
  const path = join(dir, name);
  const reading: FileReading = { readAs: 'vCard 3.0, UTF-8', contacts: cards, notes };
  await writeFile(path, JSON.stringify(reading));
  return path;
}

const preview = async (...paths: string[]): Promise<ContactsImportPreview> => {
  const answer = await importer.preview(ACME, paths);
  if (!answer) throw new Error('the preview was cancelled');
  return answer;
};
/** Previews the files and imports them as the choices say. */
const importAll = async (paths: string[], choices: ImportChoices = KEEP_MINE) =>
  importer.import(ACME, (await preview(...paths)).id, choices);

/** What an import did: added, updated, kept (conflicts where the person's stays), unchanged. */
const imported = (added: number, updated: number, kept: number, unchanged: number): ContactsImported => ({
  added,
  updated,
  kept,
  unchanged,
});
const byName = () => new Map(contacts.list(ACME, '').map((contact) => [contact.name, contact]));
const named = (name: string) => {
  const found = byName().get(name);
  if (!found) throw new Error(`no contact named ${name}`);
  return found;
};
const numbersOf = (name: string) => named(name).numbers.map(({ label, number }) => [label, number]);

/** Every row of the file, each table in a fixed order: what "changes nothing" compares. */
function rowsOnDisk() {
  const db = new DatabaseSync(join(dir, CONTACTS_FILE), { readOnly: true });
  try {
    return Object.fromEntries(
      ['contacts', 'contact_numbers', 'contact_words', 'contact_sources'].map((table) => [
        table,
        db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all(),
      ]),
    );
  } finally {
    db.close();
  }
}

describe('the preview', () => {
  it('says what is new, updated, unchanged and in conflict, with examples, and writes nothing', async () => {
    // Imported before, then changed in the files only: updated. Imported, then edited here: a conflict.
    const first = await file([
      card('Dana Whitfield', [['work', '+1 212 555 0123']]),
      card('Lee Chen', [['mobile', '(555) 555-0101']]),
    ]);
    expect(await importAll([first])).toEqual(imported(2, 0, 0, 0));
    const lee = named('Lee Chen');
    contacts.save(ACME, lee.id, { ...draft('Lee Chen', [['mobile', '(555) 555-0199']]) });
    // Typed here: the same as the files (unchanged), and otherwise (a conflict).
    contacts.save(
      ACME,
      null,
      draft('Priya Raman', [
        ['work', '(555) 555-0111'],
        ['mobile', '(555) 555-0112'],
      ]),
    );
    contacts.save(ACME, null, draft('Sam Davis', [['home', '(555) 555-0130']]));
    now += 60_000;
    const before = rowsOnDisk();

    const shown = await preview(
      await file([
        card('Dana Whitfield', [['work', '+1 212 555 0124']]),
        card('Lee Chen', [['mobile', '(555) 555-0102']]),
        // The same numbers in another order are the same contact.
        card('Priya Raman', [
          ['mobile', '(555) 555-0112'],
          ['work', '(555) 555-0111'],
        ]),
        card('Sam Davis', [['work', '(555) 555-0131']], { note: 'Front desk' }),
        card('Ana Ortiz'),
        card('Bo Lind'),
        card('Cy Young'),
        card('Di Park'),
      ]),
    );
    expect(shown.counts).toEqual({ new: 4, updated: 1, unchanged: 1, conflict: 2 });
    expect(shown.examples).toEqual({
      new: ['Ana Ortiz', 'Bo Lind', 'Cy Young'],
      updated: ['Dana Whitfield'],
      unchanged: ['Priya Raman'],
      conflict: ['Lee Chen', 'Sam Davis'],
    });
    expect(shown.conflicts.map(({ mine, theirs }) => [mine, theirs])).toEqual([
      [
        { name: 'Lee Chen', company: '', note: '', numbers: [{ label: 'mobile', number: '(555) 555-0199' }] },
        { name: 'Lee Chen', company: '', note: '', numbers: [{ label: 'mobile', number: '(555) 555-0102' }] },
      ],
      [
        { name: 'Sam Davis', company: '', note: '', numbers: [{ label: 'home', number: '(555) 555-0130' }] },
        {
          name: 'Sam Davis',
          company: '',
          note: 'Front desk',
          numbers: [{ label: 'work', number: '(555) 555-0131' }],
        },
      ],
    ]);
    expect(shown.sources).toEqual([{ file: 'book-2.vcf', readAs: 'vCard 3.0, UTF-8', contacts: 8 }]);
    expect(rowsOnDisk()).toEqual(before);

    expect(importer.import(ACME, shown.id, KEEP_MINE)).toEqual(imported(4, 1, 2, 1));
    expect(numbersOf('Dana Whitfield')).toEqual([['work', '+1 212 555 0124']]);
    expect(numbersOf('Lee Chen')).toEqual([['mobile', '(555) 555-0199']]);
    expect(numbersOf('Sam Davis')).toEqual([['home', '(555) 555-0130']]);
    expect(named('Dana Whitfield').updatedMs).toBe(now);
    expect(named('Priya Raman').updatedMs).toBe(START);
    expect([...byName().keys()]).toEqual([
      'Ana Ortiz',
      'Bo Lind',
      'Cy Young',
      'Dana Whitfield',
      'Di Park',
      'Lee Chen',
      'Priya Raman',
      'Sam Davis',
    ]);
  });

  it('finds a contact the person typed by its name and company, whatever their case and accents', async () => {
    const typed = contacts.save(
      ACME,
      null,
      draft('José Núñez', [['work', '+34 912 345 678']], 'Acme Iberia'),
    );
    const shown = await preview(
      await file([
        card('jose nunez', [['work', '+34 912 345 678']], { company: 'ACME IBERIA' }),
        card('José Núñez', [['work', '+34 912 345 678']], { company: 'Another firm' }),
      ]),
    );
    expect(shown.counts).toEqual({ new: 1, updated: 0, unchanged: 0, conflict: 1 });
    expect(shown.conflicts[0]?.mine.name).toBe(typed.name);
  });

  it('lists the numbers that hold nothing to dial, the first 20 and how many', async () => {
    const cards = Array.from({ length: 25 }, (_, index) =>
      card(`Person ${index + 1}`, [
        ['work', 'BusinessPhone'],
        ['mobile', `(555) 555-01${String(index).padStart(2, '0')}`],
      ]),
    );
    const path = await file(cards);
    const shown = await preview(path);
    expect(shown.unreadableCount).toBe(25);
    expect(shown.unreadable).toHaveLength(20);
    expect(shown.unreadable[0]).toEqual({ name: 'Person 1', number: 'BusinessPhone' });
    importer.import(ACME, shown.id, KEEP_MINE);
    // Kept on the contact as the file wrote it.
    expect(numbersOf('Person 1')).toEqual([
      ['work', 'BusinessPhone'],
      ['mobile', '(555) 555-0100'],
    ]);
    // Imported again, each number is the one the contact holds: still said, no longer new.
    const again = await preview(path);
    expect([again.counts.unchanged, again.unreadableCount, again.unreadable[19]]).toEqual([
      25,
      25,
      { name: 'Person 20', number: 'BusinessPhone' },
    ]);
  });

  it('says in words what the contact limits did, after what the readers said', async () => {
    const shown = await preview(
      await file(
        [
          card(
            'Many Numbers',
            Array.from({ length: 10_000 }, (_, index): [ImportedNumber['label'], string] => [
              'work',
              `+1 212 555 ${String(index).padStart(4, '0')}`,
            ]),
          ),
          card('x'.repeat(100_000)),
          card('Long Company', [], { company: 'c'.repeat(300) }),
          card('Long Note', [], { note: 'n'.repeat(20_000) }),
          card('Long Number', [['work', '5'.repeat(65)]]),
          card('\u202Edleifnam'),
          card('', [], { note: 'nothing else' }),
        ],
        ['1 line could not be read and was skipped.'],
      ),
    );
    expect(shown.notes).toEqual([
      '1 line could not be read and was skipped.',
      '1 contact held 10,000 numbers: the first 50 were kept.',
      '1 name was longer than 256 characters: it was cut to 256.',
      '1 company was longer than 256 characters: it was cut to 256.',
      '1 note was longer than 10,000 characters: it was cut to 10,000.',
      '1 number was longer than 64 characters and was left out: no phone number is that long.',
      '1 contact held control or text-direction characters: they were taken out.',
      '1 contact had no name, company or number and was skipped.',
    ]);
    expect(shown.counts.new).toBe(6);
    importer.import(ACME, shown.id, KEEP_MINE);
    expect(named('Many Numbers').numbers).toHaveLength(50);
    expect(byName().has('dleifnam')).toBe(true);
  });

  it('refuses files holding more contacts in all than one import takes, in words', async () => {
    const many = (from: number) => Array.from({ length: 25_001 }, (_, index) => card(`P${from + index}`));
    const paths = [await file(many(0)), await file(many(30_000))];
    await expect(importer.preview(ACME, paths)).rejects.toThrow(
      'These files hold more than 50,000 contacts in all: Dialdesk imports at most 50,000 at a time. Choose fewer files.',
    );
    expect(contacts.list(ACME, '')).toEqual([]);
  });

  it('stops reading when cancelled, or when a newer preview starts; the one cancelled answers null', async () => {
    const started: string[] = [];
    const stopped: string[] = [];
    // A reader that reads until it is stopped: a 200 MB file on a slow disk.
    const slow: ContactsFileReader = (path, signal) => {
      started.push(path);
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => {
          stopped.push(path);
          reject(signal.reason);
        }),
      );
    };
    contacts.close();
    open({}, slow);
    const cancelled = importer.preview(ACME, ['first.vcf', 'second.vcf']);
    importer.cancel();
    expect(await cancelled).toBeNull();
    expect({ started, stopped }).toEqual({ started: ['first.vcf'], stopped: ['first.vcf'] });

    const replaced = importer.preview(ACME, ['third.vcf']);
    const newer = importer.preview(ACME, ['fourth.vcf']);
    expect(await replaced).toBeNull();
    expect(stopped).toEqual(['first.vcf', 'third.vcf']);
    importer.cancel();
    expect(await newer).toBeNull();
  });
});

describe('the numbers keyed while the person looks at the preview', () => {
  /**
   * Keys held back until `release`: a thread still keying when the preview answers. Each key it gives is
   * marked, so that the rows show the import wrote these keys.
   */
  const heldBack = () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stopped: number[] = [];
    contacts.close();
    contacts = createContactsService({ dataDir: dir, clock: { now: () => now } });
    importer = createContactsImporter({
      contacts,
      read: readJson,
      keyNumbers: (rule) => {
        const keys = keyNumbersOffThread(rule, null);
        return {
          add: (texts) => keys.add(texts),
          stop: () => {
            stopped.push(Date.now());
            keys.stop();
          },
          keys: async () => {
            await gate;
            const keyed = await keys.keys();
            return new Map(
              [...keyed].map(([text, key]) => [text, key && { ...key, key: `held:${key.key}` }]),
            );
          },
        };
      },
    });
    return { release, stopped };
  };
  const keysOnDisk = () =>
    (rowsOnDisk().contact_numbers as { typed: string; key: string | null }[]).map(({ typed, key }) => [
      typed,
      key,
    ]);

  it('answers the preview before the keys; the import waits for them and writes them', async () => {
    const { release } = heldBack();
    const shown = await preview(await file([card('Dana Whitfield', [['mobile', '(212) 555-0123']])]));
    expect(shown.counts.new).toBe(1);
    let waited = false;
    const keyed = importer.keyed(shown.id).then(() => {
      waited = true;
    });
    await new Promise(setImmediate);
    expect(waited).toBe(false);
    release();
    await keyed;
    expect(importer.import(ACME, shown.id, KEEP_MINE)).toEqual(imported(1, 0, 0, 0));
    expect(keysOnDisk()).toEqual([['(212) 555-0123', 'held:+12125550123']]);
  });

  it('keys the numbers as it writes them when imported before the keys came, and stops the keying', async () => {
    const { stopped } = heldBack();
    const shown = await preview(await file([card('Dana Whitfield', [['mobile', '(212) 555-0123']])]));
    expect(importer.import(ACME, shown.id, KEEP_MINE)).toEqual(imported(1, 0, 0, 0));
    expect(keysOnDisk()).toEqual([['(212) 555-0123', '+12125550123']]);
    expect(stopped).toHaveLength(1);
  });

  it('counts the numbers that hold nothing to dial without waiting for the keys', async () => {
    heldBack();
    const shown = await preview(
      await file([
        card('Front desk', [
          ['work', 'BusinessPhone'],
          ['work', '201'],
        ]),
      ]),
    );
    expect(shown.unreadable).toEqual([{ name: 'Front desk', number: 'BusinessPhone' }]);
  });

  it('a newer preview or a cancel stops the keying of the one before, whose import is refused', async () => {
    const { release, stopped } = heldBack();
    const first = await preview(await file([card('Dana Whitfield', [['mobile', '(212) 555-0123']])]));
    const second = await preview(await file([card('Nadia Petrova', [['mobile', '(212) 555-0188']])]));
    expect(stopped).toHaveLength(1);
    await importer.keyed(first.id);
    expect(() => importer.import(ACME, first.id, KEEP_MINE)).toThrow(STALE);
    importer.cancel();
    expect(stopped).toHaveLength(2);
    release();
    await importer.keyed(second.id);
    expect(() => importer.import(ACME, second.id, KEEP_MINE)).toThrow(STALE);
    expect(rowsOnDisk().contacts).toEqual([]);
  });
});

describe('importing', () => {
  it('the same files again changes nothing: every contact unchanged, no row written', async () => {
    const path = await file([
      card(
        'Dana Whitfield',
        [
          ['work', '+1 212 555 0123'],
          ['extension', '204'],
        ],
        { company: 'Whitfield & Sons' },
      ),
      card('Priya Raman', [['mobile', '(555) 555-0111']], { note: 'Line 1\nLine 2' }),
    ]);
    expect(await importAll([path])).toEqual(imported(2, 0, 0, 0));
    const before = rowsOnDisk();
    now += 86_400_000;
    const again = await preview(path);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 2, conflict: 0 });
    expect(importer.import(ACME, again.id, TAKE_FILE)).toEqual(imported(0, 0, 0, 2));
    expect(rowsOnDisk()).toEqual(before);
  });

  it('updates a contact the person left as imported: a number of the same text keeps its id and star', async () => {
    await importAll([
      await file([
        card('Dana Whitfield', [
          ['work', '+1 212 555 0123'],
          ['mobile', '(555) 555-0147'],
          ['extension', '204'],
        ]),
      ]),
    ]);
    const dana = named('Dana Whitfield');
    const [work, mobile, extension] = dana.numbers;
    contacts.setFavourite(ACME, mobile?.id ?? '', true);
    contacts.setFavourite(ACME, work?.id ?? '', true);
    // Starring is no edit of the contact's content: the next import updates it.
    now += 60_000;
    const shown = await preview(
      await file([
        card(
          'Dana Whitfield',
          [
            ['mobile', '(555) 555-0147'],
            ['home', '+1 212 555 0123'],
            ['work', '+1 212 555 0100'],
          ],
          {
            note: 'Mornings',
          },
        ),
      ]),
    );
    expect(shown.counts.updated).toBe(1);
    expect(importer.import(ACME, shown.id, KEEP_MINE)).toEqual(imported(0, 1, 0, 0));
    const updated = named('Dana Whitfield');
    expect(updated).toMatchObject({ id: dana.id, note: 'Mornings', updatedMs: now });
    expect(updated.numbers.map(({ label, number, favourite }) => ({ label, number, favourite }))).toEqual([
      { label: 'mobile', number: '(555) 555-0147', favourite: true },
      { label: 'home', number: '+1 212 555 0123', favourite: true },
      { label: 'work', number: '+1 212 555 0100', favourite: false },
    ]);
    const [kept, relabelled, added] = updated.numbers.map((number) => number.id);
    expect([kept, relabelled]).toEqual([mobile?.id, work?.id]);
    expect([work?.id, mobile?.id, extension?.id]).not.toContain(added);
    expect(contacts.favourites(ACME).map((favourite) => favourite.numberId)).toEqual([mobile?.id, work?.id]);
    // The extension left the contact: it names nobody any more.
    expect(contacts.namesFor(['ext:204', '+12125550100'], ACME.id)).toEqual(
      new Map([['+12125550100', { name: 'Dana Whitfield', contactId: dana.id }]]),
    );
  });

  it('updates the contact written last and adds new ones in one import, each found by name and digits', async () => {
    await importAll([await file([card('Ada Byrne', [['work', '+1 212 555 0101']]), card('Zoe Quist')])]);
    const zoe = named('Zoe Quist');
    now += 60_000;
    const again = await file([
      card('Ada Byrne', [['work', '+1 212 555 0101']]),
      card('Zoe Quist', [['mobile', '+1 212 555 0199']]),
      card('Cyrus Mendez', [['work', '+1 212 555 0177']]),
      card('Dara Okafor', [['home', '+1 212 555 0166']]),
    ]);
    expect(await importAll([again])).toEqual(imported(2, 1, 0, 1));
    expect(named('Zoe Quist')).toMatchObject({ id: zoe.id, updatedMs: now });
    expect([...byName().keys()].sort()).toEqual(['Ada Byrne', 'Cyrus Mendez', 'Dara Okafor', 'Zoe Quist']);
    // Each contact's rows in the name and digit indexes are its own: a new contact took no replaced one's.
    for (const [name, digits] of [
      ['Zoe Quist', '5550199'],
      ['Cyrus Mendez', '5550177'],
      ['Dara Okafor', '5550166'],
    ] as const) {
      expect(contacts.suggest(digits, ACME.id, 5).map((found) => found.name)).toEqual([name]);
      expect(contacts.suggest(name.split(' ')[1] ?? '', ACME.id, 5).map((found) => found.name)).toEqual([
        name,
      ]);
    }
  });

  it('asks about a contact edited after its import: the file’s replaces it, or the person’s stays', async () => {
    const path = await file([
      card('Dana Whitfield', [['work', '+1 212 555 0123']]),
      card('Lee Chen', [['work', '+1 212 555 0150']]),
    ]);
    await importAll([path]);
    for (const name of ['Dana Whitfield', 'Lee Chen'])
      contacts.save(ACME, named(name).id, draft(name, [['mobile', '(555) 555-0199']]));
    const changed = await file([
      card('Dana Whitfield', [['work', '+1 212 555 0124']]),
      card('Lee Chen', [['work', '+1 212 555 0151']]),
    ]);
    const shown = await preview(changed);
    expect(shown.counts.conflict).toBe(2);
    const [dana, lee] = shown.conflicts;
    expect(importer.import(ACME, shown.id, { chosen: { [dana?.id ?? '']: 'file' }, others: 'mine' })).toEqual(
      imported(0, 1, 1, 0),
    );
    expect(lee?.theirs.name).toBe('Lee Chen');
    expect(numbersOf('Dana Whitfield')).toEqual([['work', '+1 212 555 0124']]);
    expect(numbersOf('Lee Chen')).toEqual([['mobile', '(555) 555-0199']]);

    // The same files again: Dana is as the file has her, and Lee's own version was chosen over this file.
    const again = await preview(changed);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 2, conflict: 0 });
    // A file that changed again asks again about Lee, whose edits the import never saw.
    const third = await preview(await file([card('Lee Chen', [['work', '+1 212 555 0152']])]));
    expect(third.counts).toEqual({ new: 0, updated: 0, unchanged: 0, conflict: 1 });
  });

  it('leaves alone a contact the person edited after the preview, whatever was chosen for the others', async () => {
    await importAll([await file([card('Dana Whitfield', [['work', '+1 212 555 0123']]), card('Lee Chen')])]);
    contacts.save(ACME, named('Lee Chen').id, draft('Lee Chen', [['mobile', '(555) 555-0190']]));
    const shown = await preview(
      await file([
        card('Dana Whitfield', [['work', '+1 212 555 0124']]),
        card('Lee Chen', [['work', '+1 212 555 0151']]),
      ]),
    );
    expect(shown.counts).toMatchObject({ updated: 1, conflict: 1 });
    // Meanwhile, in another window: Dana edited (no longer as imported), Lee edited again.
    contacts.save(ACME, named('Dana Whitfield').id, draft('Dana Whitfield', [['mobile', '(555) 555-0191']]));
    contacts.save(ACME, named('Lee Chen').id, draft('Lee Chen', [['mobile', '(555) 555-0192']]));
    expect(importer.import(ACME, shown.id, TAKE_FILE)).toEqual(imported(0, 0, 2, 0));
    expect(numbersOf('Dana Whitfield')).toEqual([['mobile', '(555) 555-0191']]);
    expect(numbersOf('Lee Chen')).toEqual([['mobile', '(555) 555-0192']]);
    // Nothing was recorded for either: the next import asks about both.
    expect(
      (
        await preview(
          await file([
            card('Dana Whitfield', [['work', '+1 212 555 0124']]),
            card('Lee Chen', [['work', '+1 212 555 0151']]),
          ]),
        )
      ).counts.conflict,
    ).toBe(2);
  });

  it('finds the contacts of Dialdesk’s own export by their UID: export then import changes nothing', async () => {
    const dana = contacts.save(
      ACME,
      null,
      draft('Dana Whitfield', [
        ['work', '+1 212 555 0123'],
        ['mobile', '(555) 555-0147'],
      ]),
    );
    const lee = contacts.save(ACME, null, draft('Lee Chen', [['work', '+1 212 555 0150']]));
    const before = rowsOnDisk();
    const exported = await file([
      card(
        'Dana Whitfield',
        [
          ['mobile', '(555) 555-0147'],
          ['work', '+1 212 555 0123'],
        ],
        { uid: dana.id },
      ),
      card('Lee Chen', [['work', '+1 212 555 0150']], { uid: lee.id }),
    ]);
    const shown = await preview(exported);
    expect(shown.counts).toEqual({ new: 0, updated: 0, unchanged: 2, conflict: 0 });
    importer.import(ACME, shown.id, TAKE_FILE);
    expect(rowsOnDisk()).toEqual(before);

    // A renamed contact is found by its UID, not taken for a new one.
    contacts.save(ACME, lee.id, draft('Lee Chen-Park', [['work', '+1 212 555 0150']]));
    const renamed = await preview(exported);
    expect(renamed.counts).toEqual({ new: 0, updated: 0, unchanged: 1, conflict: 1 });
    expect(renamed.conflicts[0]?.mine.name).toBe('Lee Chen-Park');
    // The file's name back in its place: searches find it by that name only.
    importer.import(ACME, renamed.id, TAKE_FILE);
    const found = (text: string) => contacts.suggest(text, ACME.id, 10).map((suggestion) => suggestion.name);
    expect(found('chen')).toEqual(['Lee Chen']);
    expect(found('park')).toEqual([]);
  });

  it('keeps two contacts of one name in one import apart, and finds both again', async () => {
    const path = await file([
      card('Jo Smith', [['work', '(555) 555-0101']]),
      card('Jo Smith', [['work', '(555) 555-0102']]),
      card('Ann Lee', [['work', '(555) 555-0103']], { uid: 'google-1' }),
      card('Ann Lee', [['work', '(555) 555-0104']], { uid: 'google-2' }),
    ]);
    expect(await importAll([path])).toEqual(imported(4, 0, 0, 0));
    const before = rowsOnDisk();
    const again = await preview(path);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 4, conflict: 0 });
    importer.import(ACME, again.id, TAKE_FILE);
    expect(rowsOnDisk()).toEqual(before);
    // Each was recorded under its own key, and the second Jo Smith's changed number is an update.
    const changed = await preview(
      await file([
        card('Jo Smith', [['work', '(555) 555-0101']]),
        card('Jo Smith', [['work', '(555) 555-0109']]),
      ]),
    );
    expect(changed.counts).toEqual({ new: 0, updated: 1, unchanged: 1, conflict: 0 });
  });
});

describe('importing, further', () => {
  it('settles the conflicts beyond those listed as chosen for the others', async () => {
    const names = Array.from({ length: IMPORT_CONFLICTS_LISTED + 1 }, (_, index) => `Person ${index + 1}`);
    for (const name of names) contacts.save(ACME, null, draft(name, [['mobile', '(555) 555-0100']]));
    const shown = await preview(await file(names.map((name) => card(name, [['work', '(555) 555-0101']]))));
    expect(shown.counts.conflict).toBe(IMPORT_CONFLICTS_LISTED + 1);
    expect(shown.conflicts).toHaveLength(IMPORT_CONFLICTS_LISTED);
    const chosen = Object.fromEntries(shown.conflicts.map(({ id }) => [id, 'mine' as const]));
    expect(importer.import(ACME, shown.id, { chosen, others: 'file' })).toEqual(
      imported(0, 1, IMPORT_CONFLICTS_LISTED, 0),
    );
    expect(numbersOf(`Person ${IMPORT_CONFLICTS_LISTED + 1}`)).toEqual([['work', '(555) 555-0101']]);
    expect(numbersOf('Person 1')).toEqual([['mobile', '(555) 555-0100']]);
  });

  it('brings a deleted contact back as new, and takes no other contact for it', async () => {
    const path = await file([card('Dana Whitfield'), card('Lee Chen', [['work', '+1 212 555 0150']])]);
    await importAll([path]);
    contacts.delete(ACME, named('Lee Chen').id);
    // Saved after the delete: it may be given the deleted contact's place in the file.
    contacts.save(ACME, null, draft('Sam Davis', [['home', '(555) 555-0130']]));
    const again = await preview(path);
    expect(again.counts).toEqual({ new: 1, updated: 0, unchanged: 1, conflict: 0 });
    importer.import(ACME, again.id, TAKE_FILE);
    expect(numbersOf('Sam Davis')).toEqual([['home', '(555) 555-0130']]);
    expect(numbersOf('Lee Chen')).toEqual([['work', '+1 212 555 0150']]);
  });

  it('keys the numbers under the account in use when importing, if it changed since the preview', async () => {
    // Extensions of five digits on this phone system: 12345 is one of its extensions, not Acme's.
    const branch: ContactsAccount = {
      ...ACME,
      id: 'a_branch000002',
      name: 'Branch',
      rule: { defaultRegion: 'US', ownExtension: '30101' },
    };
    const shown = await preview(await file([card('Front desk', [['extension', '12345']])]));
    importer.import(branch, shown.id, KEEP_MINE);
    expect(named('Front desk').numbers[0]?.account).toEqual({ id: branch.id, name: 'Branch' });
    expect(contacts.namesFor(['ext:12345'], branch.id).get('ext:12345')?.name).toBe('Front desk');
  });
});

describe('all or nothing', () => {
  it('a full disk refuses the whole import in the contacts’ words, and writes none of it', async () => {
    contacts.close();
    open({ maxPages: 60 });
    contacts.save(ACME, null, draft('Already here'));
    const cards = Array.from({ length: 2000 }, (_, index) =>
      card(`Person ${index}`, [['work', `+1 212 555 ${String(index).padStart(4, '0')}`]], {
        note: 'x'.repeat(100),
      }),
    );
    const shown = await preview(await file(cards));
    const before = rowsOnDisk();
    expect(() => importer.import(ACME, shown.id, KEEP_MINE)).toThrow(
      'The disk holding your contacts is full: free some space, then save again.',
    );
    expect(rowsOnDisk()).toEqual(before);
    expect(contacts.list(ACME, '').map((contact) => contact.name)).toEqual(['Already here']);
  });

  it('an error half-way through writes none of the contacts before it, said in the contacts’ words', async () => {
    contacts.save(ACME, null, draft('Lee Chen', [['mobile', '(555) 555-0199']]));
    const shown = await preview(
      await file([card('Ana Ortiz'), card('Bo Lind'), card('Lee Chen', [['work', '+1 212 555 0151']])]),
    );
    // A rule another program put on the file refuses the second contact, once the first is written.
    const other = new DatabaseSync(join(dir, CONTACTS_FILE));
    other.exec(`CREATE TRIGGER refuse_bo BEFORE INSERT ON contacts WHEN NEW.name = 'Bo Lind'
      BEGIN SELECT RAISE(ABORT, 'Bo refused'); END`);
    other.close();
    const before = rowsOnDisk();
    expect(() => importer.import(ACME, shown.id, TAKE_FILE)).toThrow(
      'Your contacts file could not be used (Bo refused); the change was not saved.',
    );
    expect(rowsOnDisk()).toEqual(before);
    expect(numbersOf('Lee Chen')).toEqual([['mobile', '(555) 555-0199']]);
  });
});

describe('a preview', () => {
  it('is imported once: a replaced, cancelled or imported one is refused in words', async () => {
    const path = await file([card('Dana Whitfield')]);
    const first = await preview(path);
    const second = await preview(path);
    expect(() => importer.import(ACME, first.id, KEEP_MINE)).toThrow(STALE);
    expect(importer.import(ACME, second.id, KEEP_MINE).added).toBe(1);
    expect(() => importer.import(ACME, second.id, KEEP_MINE)).toThrow(STALE);
    const third = await preview(path);
    importer.cancel();
    expect(() => importer.import(ACME, third.id, KEEP_MINE)).toThrow(STALE);
    expect(contacts.list(ACME, '')).toHaveLength(1);
  });
});

describe('through the core', () => {
  let core: Core;
  let chosen: string[] | null;
  let changes: number;

  beforeEach(async () => {
    core = await createTestCore({
      dataDir: join(dir, 'core'),
      startDemo: () => Promise.reject(new Error('the import needs no phone system')),
      contactsClock: { now: () => now },
      chooseContactFiles: async () => chosen,
    });
    changes = 0;
    core.on('contactsChanged', () => changes++);
  });
  afterEach(() => core.close());

  it('asks for files, refuses what is no address book in words, and refuses a stale preview', async () => {
    const call = createDispatcher(core);
    chosen = null;
    expect(value(await call('previewContactsImport', undefined))).toBeNull();
    // A zip renamed .vcf: the real reader core.ts gives the importer refuses it before reading it.
    chosen = [join(dir, 'contacts.vcf')];
    await writeFile(chosen[0] as string, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]));
    expect(await call('previewContactsImport', undefined)).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'contacts.vcf is a compressed archive, not an address book: unpack it, then import the .vcf or .csv file inside.',
      },
    });
    const stale = await call('importContacts', {
      previewId: '3f6c1a52-8d0e-4b7a-9c51-2e4d8b0f7a13',
      choices: KEEP_MINE,
    });
    expect(stale).toMatchObject({
      ok: false,
      error: {
        code: 'not-found',
        message:
          'This preview is out of date and nothing was imported: choose the files again to see what importing them would do.',
      },
    });
    expect(value(await call('cancelContactsImport', undefined))).toBeNull();
    expect(changes).toBe(0);
  });
});
