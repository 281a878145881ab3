// The vCard reader of the contacts import (main/contacts/import/vcard-file.ts and its vcard-* modules):
// the exports of real producers (test/fixtures/contacts/vcard-*.vcf, written from the facts of the
// contacts reference §1–2), every quirk of §2, bad cards and lines skipped and said, and hostile files,
// all from real files in a temp folder. The biggest is read in a process of its own, whose memory is
// measured (test/support/vcard-reading-process.ts).

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readHead } from '../../main/contacts/import/file-bytes';
import {
  type FileReading,
  type ImportedContact,
  MAX_IMPORT_CONTACTS,
  MAX_VALUE_CHARS,
  withinLimits,
} from '../../main/contacts/import/imported-contact';
import { readVcardFile } from '../../main/contacts/import/vcard-file';
import { type ContentLine, ContentLineReader } from '../../main/contacts/import/vcard-lines';
import { CoreError } from '../../main/errors/core-errors';
import { catalogOf } from '../../main/i18n/catalogs';
import { numberKey } from '../../main/numbers/number-key';
import { useLanguage } from '../../preload/shared/i18n/translate';
import { importedContact } from '../support/imported-contacts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'contacts');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-vcard-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

/** Reads a file as the import does: its head, then the vCard reader. */
async function read(path: string, file = 'contacts.vcf'): Promise<FileReading> {
  return readVcardFile(path, file, await readHead(path, file));
}

const fixture = (name: string) => read(join(FIXTURES, name), name);

let written = 0;
/** Writes the bytes or the text (UTF-8) to a new file of the temp folder and reads it. */
async function readText(content: string | Uint8Array, file = 'contacts.vcf'): Promise<FileReading> {
  const path = join(dir, `${written++}-${file}`);
  await writeFile(path, content);
  return read(path, file);
}

/** One card of these lines, CRLF. */
const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD', ''].join('\r\n');

/** The only contact of a file of one card. */
async function onlyContact(content: string | Uint8Array): Promise<ImportedContact> {
  const { contacts } = await readText(content);
  expect(contacts).toHaveLength(1);
  return contacts[0] as ImportedContact;
}

/** The numbers of the only contact of a file of one card of these lines. */
const numbersOf = async (...lines: string[]) => (await onlyContact(card(...lines))).numbers;

/** The refusal a reading ends in: its code and its sentence. */
async function refusal(reading: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CoreError);
  return { code: (error as CoreError).code, message: (error as CoreError).message };
}

const person = importedContact;

const GROUP_SKIPPED = '1 contact group was skipped: Dialdesk imports people, not groups.';
const FAX_LEFT_OUT = '1 fax number was left out: a fax cannot take a call.';

/** Each fixture as the reader must read it: what as, its contacts, its notes. */
const EXPORTS: {
  title: string;
  file: string;
  readAs: string;
  contacts: ImportedContact[];
  notes: string[];
}[] = [
  {
    title: 'Apple Contacts 3.0: item labels, repeated type=, a photo skipped, a group card skipped',
    file: 'vcard-apple-3.0.vcf',
    readAs: 'vCard 3.0 from Apple Contacts, UTF-8',
    contacts: [
      person(
        'Johnny Appleseed',
        [
          ['mobile', '+1 (415) 555-0132'], // type=CELL;type=VOICE;type=pref
          ['mobile', '+1 (415) 555-0199'], // _$!<Mobile>!$_
          ['extension', '+1 (415) 555-0100 x 204'], // ITEM3, labelled by item3: Durchwahl
          ['work', '+1 (415) 555-0177'], // _$!<Main>!$_
        ],
        { company: 'Example Orchard Inc.', note: 'Prefers calls before noon\nAsk for the orchard office' },
      ),
      person('Zoë Müller', [
        ['mobile', '+49 171 5550123'], // type=IPHONE;type=CELL
        ['work', '+49 30 5550100'], // _$!<Work>!$_
      ]),
    ],
    notes: [GROUP_SKIPPED, FAX_LEFT_OUT],
  },
  {
    title:
      'Outlook 2.1: quoted-printable in Windows-1252 and UTF-8, bare types, its photo block and card design skipped',
    file: 'vcard-outlook-2.1.vcf',
    readAs: 'vCard 2.1 from Outlook, Windows-1252 and UTF-8',
    contacts: [
      person(
        'Dr. Jörg Müller',
        [
          ['work', '+49 30 1234567'],
          ['mobile', '+49 171 7654321'],
          ['home', '030 9876543'],
          ['other', '+49 30 7777777'], // X-MS-TEL;VOICE;CALLBACK
        ],
        // The company in raw Windows-1252 bytes; the note in UTF-8, with =0D=0A and a soft break.
        { company: 'Bäckerei Müller GmbH', note: 'Zimmer 4\nGebäude B, vormittags erreichbar' },
      ),
    ],
    notes: [FAX_LEFT_OUT],
  },
  {
    title: 'Google Contacts 3.0: several cards, TYPE=MAIN, GRAND_CENTRAL, an empty item pair, escapes',
    file: 'vcard-google-3.0.vcf',
    readAs: 'vCard 3.0 from Google Contacts, UTF-8',
    contacts: [
      person(
        'Ada Lovelace',
        [
          ['mobile', '+44 7700 900123'],
          ['work', '+44 20 7946 0958'], // TYPE=MAIN
          ['other', '+1 650-555-0142'], // GRAND_CENTRAL
        ],
        {
          company: 'Analytical Engines, Ltd.',
          note: 'Met at the Royal Society\nCall after 10; never on Sundays',
        },
      ),
      person('Charles Babbage', [
        ['work', '(212) 555-0107'],
        ['other', '(212) 555-0108'], // TYPE=PAGER
        ['extension', '(212) 555-0109'], // label Ext
        ['other', '(212) 555-0110'], // no type
      ]),
      // FN and N empty: no name from the file (withinLimits names it after its company).
      person('', [['home', '(718) 555-0144']], { company: 'Example Plumbing' }),
    ],
    notes: [FAX_LEFT_OUT],
  },
  {
    title: "Android 2.1: quoted-printable UTF-8 whose soft breaks go on with lines starting with '='",
    file: 'vcard-android-2.1.vcf',
    readAs: 'vCard 2.1 from Android, UTF-8',
    contacts: [
      person(
        'Jürgen Groß',
        [
          ['mobile', '+49 160 5550199'],
          ['home', '+49 89 5550100'],
          ['extension', '+49 89 5550100-23'], // TEL;X-Durchwahl
        ],
        { note: '☎ Anrufe bitte nur werktags, Straße und Öffnungszeiten siehe Website' },
      ),
    ],
    notes: [],
  },
  {
    title:
      'Nextcloud 4.0: tel: URIs, quoted TYPE, PREF=1, an escaped ;ext=, a data: photo, a KIND:group card',
    file: 'vcard-nextcloud-4.0.vcf',
    readAs: 'vCard 4.0 from Nextcloud, UTF-8',
    contacts: [
      person(
        'Ana María Pérez',
        [
          ['home', '+44 20 7946 0958'], // TYPE="voice,home"
          ['mobile', '+44 7700 900123'], // TYPE=cell;PREF=1
          ['work', '+1 212 555 0100 ext. 12'], // tel:+1-212-555-0100\;ext=12
          ['work', '2041'], // tel:2041;phone-context=pbx.example.net
        ],
        { uid: '5c7b3f0e-1a2b-4c3d-9e8f-0123456789ab', company: 'Example GmbH' },
      ),
    ],
    notes: [GROUP_SKIPPED, FAX_LEFT_OUT],
  },
];

describe('the exports of real producers', () => {
  it.each(EXPORTS)('$title', async ({ file, readAs, contacts, notes }) => {
    expect(await fixture(file)).toEqual({ readAs, contacts, notes });
  });

  it("writes a tel: URI's extension as the number rules read one (reference §4)", async () => {
    const numbers = await numbersOf(
      'VERSION:4.0',
      'FN:Ext',
      'TEL;VALUE=uri:tel:+1-212-555-0100;ext=1-2',
      'TEL;VALUE=uri:tel:555-0100;phone-context=+1-212',
    );
    expect(numbers.map(({ number }) => number)).toEqual(['+1 212 555 0100 ext. 12', '+1 212 555 0100']);
    const rule = { defaultRegion: 'DE', ownExtension: null };
    expect(numberKey(numbers[0]?.number ?? '', rule)).toEqual({
      key: '+12125550100',
      kind: 'e164',
      extension: '12',
    });
    expect(numberKey(numbers[1]?.number ?? '', rule)).toMatchObject({ key: '+12125550100', extension: null });
  });
});

describe('the quirks of reference §2', () => {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'FN:Line Breaks',
    'NOTE:one',
    ' two',
    'TEL:555-0100',
    'END:VCARD',
  ];
  const expected = {
    uid: null,
    name: 'Line Breaks',
    company: '',
    note: 'onetwo',
    numbers: [{ label: 'other', number: '555-0100' }],
  };

  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
    ["the iPhone's CR CR LF", '\r\r\n'],
  ])('ends lines at %s', async (_, lineBreak) => {
    expect(await onlyContact(lines.join(lineBreak))).toEqual(expected);
  });

  it('reads a file with a byte order mark, and one whose last line has no break', async () => {
    expect(await onlyContact(`\uFEFF${lines.join('\r\n')}\r\n`)).toEqual(expected);
    expect(await onlyContact(lines.join('\r\n'))).toEqual(expected);
  });

  it('unfolds by taking out the break and exactly one space or tab', async () => {
    const contact = await onlyContact(
      card('VERSION:3.0', 'FN:Fol', ' ded', 'NOTE:vormit', '  tags', '\tanrufen'),
    );
    expect(contact.name).toBe('Folded');
    expect(contact.note).toBe('vormit tagsanrufen');
  });

  it('unfolds a fold that split a UTF-8 character, reading the line again from its bytes', async () => {
    const bytes = Buffer.concat([
      Buffer.from('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:J'),
      Buffer.from([0xc3]),
      Buffer.from('\r\n '),
      Buffer.from([0xbc]),
      Buffer.from('rgen M\u00fcller\r\nEND:VCARD\r\n'),
    ]);
    expect((await onlyContact(bytes)).name).toBe('Jürgen Müller');
  });

  it('reads the same lines however the chunks of the stream cut the text', () => {
    const text = [
      'BEGIN:VCARD\r\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:M=C3=BC=',
      '=C3=9Fer;Ann\r\nPHOTO;ENCODING=BASE64:\r\nAAAA\r\nBBBB\r\n\r\nTEL;CELL:1\r\n',
      'PHOTO;ENCODING=b:CCCC\r\n DDDD\r\nNOTE:a\r\n b\rEND:VCARD\n',
    ].join('\r\n');
    const linesOf = (chunks: string[]) => {
      const seen: ContentLine[] = [];
      const reader = new ContentLineReader((line) => seen.push(line));
      for (const chunk of chunks) reader.push(chunk);
      reader.end();
      return seen.map(({ text, head }) => [text, head?.name ?? null]);
    };
    const whole = linesOf([text]);
    expect(whole).toEqual([
      ['BEGIN:VCARD', 'BEGIN'],
      ['VERSION:2.1', 'VERSION'],
      ['N;ENCODING=QUOTED-PRINTABLE:M=C3=BC=C3=9Fer;Ann', 'N'],
      ['PHOTO;ENCODING=BASE64:', 'PHOTO'],
      ['TEL;CELL:1', 'TEL'],
      ['PHOTO;ENCODING=b:', 'PHOTO'], // a blob's value is never held
      ['NOTE:ab', 'NOTE'],
      ['END:VCARD', 'END'],
    ]);
    for (let first = 0; first <= text.length; first++)
      for (const second of [first, first + 1, first + 2, first + 5])
        expect(linesOf([text.slice(0, first), text.slice(first, second), text.slice(second)])).toEqual(whole);
  });

  it('decodes quoted-printable by its CHARSET, an unknown or missing one as UTF-8 if valid, else Windows-1252', async () => {
    const { contacts } = await readText(
      [
        card('VERSION:2.1', 'FN;CHARSET=ISO-8859-2;ENCODING=QUOTED-PRINTABLE:=A3=F3d=BC'),
        card('VERSION:2.1', 'FN;CHARSET=X-UNKNOWN;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen'),
        card('VERSION:2.1', 'FN;ENCODING=QUOTED-PRINTABLE:J=FCrgen'),
        card('VERSION:2.1', 'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=FCrgen'),
        // Indented soft-break continuation, and the spec's comma-joined bare token.
        card('VERSION:2.1', 'FN;INTL,ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Stra=', '   =C3=9Fe'),
        // Thunderbird's lower-case bare encoding.
        card('version:2.1', 'fn;quoted-printable:Ren=E9'),
      ].join(''),
    );
    expect(contacts.map(({ name }) => name)).toEqual([
      'Łódź',
      'Jürgen',
      'Jürgen',
      'Jürgen',
      'Straße',
      'René',
    ]);
  });

  it('reads bare 2.1 types, repeated and comma-joined types, quoted ones, in any case', async () => {
    const numbers = await numbersOf(
      'VERSION:3.0',
      'FN:Types',
      'TEL;WORK;VOICE:1',
      'tel;type=cell;type=voice;type=pref:2',
      'TEL;TYPE=HOME,VOICE:3',
      'TEL;TYPE="voice,home":4',
      'TEL;TYPE="CELL":5',
      'TEL;TYPE=pref:6',
      'TEL;PREF=1:7',
    );
    expect(numbers.map(({ label }) => label)).toEqual([
      'work',
      'mobile',
      'home',
      'home',
      'mobile',
      'other',
      'other',
    ]);
  });

  it.each([
    ['TEL;TYPE=CELL', null, 'mobile'],
    ['TEL;TYPE=IPHONE', null, 'mobile'],
    ['TEL;TYPE=HOME', null, 'home'],
    ['TEL;TYPE=WORK', null, 'work'],
    ['TEL;TYPE=MAIN', null, 'work'],
    ['TEL;TYPE=COMPANY', null, 'work'],
    ['TEL;TYPE=X-EXTENSION', null, 'extension'],
    ['TEL;TYPE=VOICE', null, 'other'],
    ['TEL', null, 'other'],
    ['TEL;TYPE=PAGER', null, 'other'],
    ['TEL;TYPE=CAR', null, 'other'],
    ['TEL;TYPE=ISDN', null, 'other'],
    ['TEL;TYPE=VIDEO', null, 'other'],
    ['TEL;TYPE=MSG', null, 'other'],
    ['TEL;TYPE=X-EVOLUTION-CALLBACK', null, 'other'],
    ['TEL;TYPE=FAX;TYPE=VOICE', null, 'other'], // a fax that also takes calls is kept
    ['TEL;TYPE=CELL;TYPE=FAX', null, 'mobile'],
    ['TEL', '_$!<Mobile>!$_', 'mobile'],
    ['TEL', '_$!<iPhone>!$_', 'mobile'],
    ['TEL', '_$!<Home>!$_', 'home'],
    ['TEL', '_$!<Work>!$_', 'work'],
    ['TEL', '_$!<Main>!$_', 'work'],
    ['TEL', '_$!<Pager>!$_', 'other'],
    ['TEL', '_$!<AssistantPhone>!$_', 'other'],
    ['TEL', 'Extension', 'extension'],
    ['TEL', 'ext.', 'extension'],
    ['TEL', 'Durchwahl', 'extension'],
    ['TEL', 'Nebenstelle', 'extension'],
    ['TEL', 'WORK_MOBILE', 'mobile'],
    ['TEL', 'GRAND_CENTRAL', 'other'],
    ['TEL', 'Text', 'other'],
    ['TEL;TYPE=HOME', 'Durchwahl', 'extension'], // the label says more than the type
    ['TEL;TYPE=WORK', 'My own words', 'work'], // a label of no known word leaves the type's
    ['X-MS-TEL;VOICE;CALLBACK', null, 'other'],
    ['X-MS-TEL;CELL', null, 'mobile'],
    ['X-ASSISTANT-PHONE', null, 'other'],
  ])('labels %s with X-ABLabel %s as %s', async (head, label, expected) => {
    const lines = ['VERSION:3.0', 'FN:Label', `item1.${head}:+1 212 555 0100`];
    if (label !== null) lines.push(`item1.X-ABLabel:${label}`);
    const numbers = await numbersOf(...lines);
    expect(numbers).toEqual([{ label: expected, number: '+1 212 555 0100' }]);
  });

  it('leaves out a fax, a fax label and an X- fax property, and counts them', async () => {
    const reading = await readText(
      card(
        'VERSION:3.0',
        'FN:Faxes',
        'TEL;TYPE=WORK;TYPE=FAX:1',
        'item1.TEL:2',
        'item1.X-ABLabel:_$!<HomeFAX>!$_',
        'X-HOME-FAX:3',
        'TEL;TYPE=WORK:4',
      ),
    );
    expect(reading.contacts[0]?.numbers).toEqual([{ label: 'work', number: '4' }]);
    expect(reading.notes).toEqual(['3 fax numbers were left out: a fax cannot take a call.']);
  });

  it('keeps the numbers in the order of the card, TEL and X-MS-TEL alike, and reads no other X- property as one', async () => {
    const numbers = await numbersOf(
      'VERSION:2.1',
      'FN:Order',
      'X-MS-TEL;VOICE;CALLBACK:1',
      'TEL;WORK:2',
      'X-PHONETIC-FIRST-NAME:3',
      'X-MS-TEL;VOICE;RADIO:4',
      'TEL;HOME:5',
    );
    expect(numbers.map(({ number }) => number)).toEqual(['1', '2', '4', '5']);
  });

  it('skips blobs: a 2.1 base64 block closed by an empty line, folded 3.0 base64, a data: URI, a key', async () => {
    const reading = await readText(
      card(
        'VERSION:2.1',
        'FN:Blobs',
        'PHOTO;TYPE=JPEG;ENCODING=BASE64:',
        '/9j/4AAQSkZJRgABAQEAYABgAAD',
        'TEL:looks like base64 but has a colon', // no: a ':' ends the block
        'LOGO;ENCODING=BASE64:AAAA',
        'BBBBCCCC==',
        '',
        'TEL:2',
        'PHOTO;ENCODING=b;TYPE=JPEG:AAAA',
        '  TEL:BBBB',
        'TEL:3',
        'PHOTO:data:image/png;base64,iVBORw0KGgo',
        ' TEL:AAAA',
        'KEY;X509;ENCODING=BASE64:MIIB',
        ' TEL:CCCC',
        '',
        'SOUND;VALUE=URL:https://example.com/name.wav',
        'NOTE:after the blobs',
      ),
    );
    expect(reading.contacts.map(({ numbers, note }) => [numbers.map(({ number }) => number), note])).toEqual([
      [['looks like base64 but has a colon', '2', '3'], 'after the blobs'],
    ]);
    // Their lines are a blob's, not lines that could not be read.
    expect(reading.notes).toEqual([]);
  });

  it('tells item groups apart case-insensitively, each card its own', async () => {
    const { contacts } = await readText(
      card('VERSION:3.0', 'FN:One', 'ITEM1.TEL:1', 'item1.X-ABLabel:_$!<Mobile>!$_', 'Item2.TEL:2') +
        card('VERSION:3.0', 'FN:Two', 'item2.TEL:3', 'item1.X-ABLabel:_$!<Home>!$_'),
    );
    expect(contacts.map(({ numbers }) => numbers.map(({ label }) => label))).toEqual([
      ['mobile', 'other'],
      ['other'],
    ]);
  });

  it('reads escapes leniently in 3.0 and 4.0, and only \\; in 2.1', async () => {
    const { contacts } = await readText(
      card('VERSION:3.0', 'FN:Doe\\, John', 'NOTE:a\\nb\\Nc\\,d\\;e\\\\f\\:g', 'ORG:Acme\\; Sons;Sales') +
        card('VERSION:2.1', 'FN:Doe\\; John', 'NOTE:C:\\Notes\\new', 'ORG:Acme\\; Sons;Sales'),
    );
    expect(contacts.map(({ name, note, company }) => [name, note, company])).toEqual([
      ['Doe, John', 'a\nb\nc,d;e\\f:g', 'Acme; Sons'],
      ['Doe; John', 'C:\\Notes\\new', 'Acme; Sons'],
    ]);
  });

  it('names a card by FN, else by N in reading order, else not at all', async () => {
    const { contacts } = await readText(
      card('VERSION:3.0', 'FN:Given Name', 'N:Other;Name;;;') +
        card('VERSION:3.0', 'FN: ', 'N:Doe;John;Philip,Paul;Dr.;Jr.') +
        card('VERSION:3.0', 'N:Doe;;;;') +
        card('VERSION:3.0', 'N:;;;;', 'TEL:1'),
    );
    expect(contacts.map(({ name }) => name)).toEqual([
      'Given Name',
      'Dr. John Philip Paul Doe Jr.',
      'Doe',
      '',
    ]);
  });

  it('keeps every NOTE, the first UID (a 4.0 URI read as its UUID), and ORG’s first part', async () => {
    expect(
      await onlyContact(
        card('VERSION:4.0', 'FN:X', 'UID:urn:uuid:1', 'UID:2', 'NOTE:one', 'NOTE:two', 'ORG:A;B;C'),
      ),
    ).toEqual({ uid: '1', name: 'X', company: 'A', note: 'one\ntwo', numbers: [] });
  });

  it('skips group cards of Apple and of 4.0, and cards nested by a 2.1 AGENT, and counts them', async () => {
    const reading = await readText(
      card('VERSION:3.0', 'FN:Team', 'X-ADDRESSBOOKSERVER-KIND:group', 'TEL:9') +
        card('VERSION:4.0', 'KIND:group', 'FN:Sales') +
        card(
          'VERSION:2.1',
          'FN:Boss',
          'TEL;WORK:1',
          'AGENT:',
          'BEGIN:VCARD',
          'VERSION:2.1',
          'FN:Assistant',
          'TEL;WORK:2',
          'END:VCARD',
          'TEL;CELL:3',
          'AGENT:BEGIN:VCARD',
          'FN:Second assistant',
          'TEL:4',
          'END:VCARD',
          'TEL;HOME:5',
        ),
    );
    expect(reading.contacts.map(({ name, numbers }) => [name, numbers.map(({ number }) => number)])).toEqual([
      ['Boss', ['1', '3', '5']],
    ]);
    expect(reading.notes).toEqual([
      '2 contact groups were skipped: Dialdesk imports people, not groups.',
      '2 cards written inside other cards (an assistant’s) were skipped.',
    ]);
  });
});

describe('bad cards and lines: skipped, counted and said', () => {
  it('skips a card without END, without VERSION, or that vcf cannot read, and reads the rest', async () => {
    const reading = await readText(
      [
        'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No end\r\nTEL:1\r\n',
        card('VERSION:3.0', 'FN:Good', 'TEL:2'),
        card('FN:No version', 'TEL:3'),
        card('VERSION:5.0', 'FN:Unknown version'),
        card('VERSION:3.0', 'FN:Also good'),
        'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut off at the end\r\n',
      ].join(''),
    );
    expect(reading.contacts.map(({ name }) => name)).toEqual(['Good', 'Also good']);
    expect(reading.notes).toEqual([
      '2 cards had no END line and were skipped.',
      '1 card had no VERSION line and was skipped.',
      '1 card could not be read and was skipped.',
    ]);
  });

  it('skips lines that are no vCard line, inside a card and between cards', async () => {
    const reading = await readText(
      `garbage before\r\n${card('VERSION:3.0', 'FN:Kept', 'this is no property', ': nor this', 'TEL:1')}END:VCARD\r\n`,
    );
    expect(reading.contacts.map(({ name }) => name)).toEqual(['Kept']);
    expect(reading.notes).toEqual(['4 lines could not be read and were skipped.']);
  });

  it('says in one line for each of them, and says "1 line"', async () => {
    const reading = await readText(card('VERSION:3.0', 'FN:One', '!') + card('VERSION:3.0', 'FN:Two'));
    expect(reading.notes).toEqual(['1 line could not be read and was skipped.']);
  });

  it('says it in the language in use', async () => {
    useLanguage({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    const reading = await fixture('vcard-outlook-2.1.vcf');
    expect(reading.readAs).toBe('vCard 2.1 aus Outlook, Windows-1252 und UTF-8');
    expect(reading.notes).toEqual(['1 Faxnummer wurde ausgelassen: Ein Fax kann keinen Anruf annehmen.']);
  });
});

describe('what a file was read as', () => {
  it('names every version found and every producer, most cards first', async () => {
    const reading = await readText(
      card('VERSION:3.0', 'PRODID:-//Google Inc//Google Contacts//EN', 'FN:A') +
        card('VERSION:2.1', 'FN:B', 'X-MS-OL-DESIGN:<card/>') +
        card('VERSION:2.1', 'FN:C', 'X-MS-TEL:1'),
    );
    expect(reading.readAs).toBe('vCard 2.1 and 3.0 from Outlook and Google Contacts, UTF-8');
  });

  it('names no producer where the cards say none, and no version where no card could be read', async () => {
    expect((await readText(card('VERSION:3.0', 'FN:A'))).readAs).toBe('vCard 3.0, UTF-8');
    expect((await readText(card('FN:A'))).readAs).toBe('vCard with no readable card, UTF-8');
  });

  it('names the encoding of a UTF-16 file', async () => {
    const text = `\uFEFF${card('VERSION:3.0', 'FN:Wide')}`;
    const reading = await readText(Buffer.from(text, 'utf16le'));
    expect(reading.contacts.map(({ name }) => name)).toEqual(['Wide']);
    expect(reading.readAs).toBe('vCard 3.0, UTF-16LE');
  });
});

describe('refusals', () => {
  it('refuses a file with no BEGIN:VCARD, naming it', async () => {
    expect(await refusal(readText('FN:Not a card\r\nTEL:1\r\n', 'notes.vcf'))).toEqual({
      code: 'invalid-argument',
      message:
        'notes.vcf is not an address book Dialdesk can read: import a vCard (.vcf) file, or a CSV file exported from Outlook or Google Contacts.',
    });
  });

  it('refuses binary garbage', async () => {
    // Bytes 1–255: no NUL, which file-bytes.ts refuses before any reader sees the file.
    const garbage = Uint8Array.from({ length: 300_000 }, (_, at) => ((at * 7919) % 255) + 1);
    expect((await refusal(readText(garbage, 'garbage.vcf'))).message).toMatch(
      /^garbage\.vcf is not an address book/,
    );
  });

  it(`refuses a file of more than ${MAX_IMPORT_CONTACTS} cards, and reads one of exactly that many`, async () => {
    const cards = (count: number) => card('VERSION:3.0', 'FN:C').repeat(count);
    expect((await readText(cards(MAX_IMPORT_CONTACTS))).contacts).toHaveLength(MAX_IMPORT_CONTACTS);
    expect(await refusal(readText(cards(MAX_IMPORT_CONTACTS + 1), 'all.vcf'))).toEqual({
      code: 'invalid-argument',
      message:
        'all.vcf holds more than 50,000 contacts, more than one import takes: split it into smaller files and import them one after another.',
    });
  });

  it('stops when the import is cancelled', async () => {
    const path = join(dir, 'cancelled.vcf');
    await writeFile(path, card('VERSION:3.0', 'FN:A'));
    const head = await readHead(path, 'cancelled.vcf');
    await expect(readVcardFile(path, 'cancelled.vcf', head, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('hostile files', () => {
  it('reads all of a card of 10,000 numbers, so that the limits keep 50 and say how many went', async () => {
    const tels = Array.from(
      { length: 10_000 },
      (_, n) => `item${n}.TEL:+1 212 555 ${String(n).padStart(4, '0')}`,
    );
    const labels = Array.from({ length: 10_000 }, (_, n) => `item${n}.X-ABLabel:_$!<Mobile>!$_`);
    const reading = await readText(card('VERSION:3.0', 'FN:Many', ...tels, ...labels));
    expect(reading.contacts[0]?.numbers).toHaveLength(10_000);
    expect(reading.contacts[0]?.numbers[9_999]).toEqual({ label: 'mobile', number: '+1 212 555 9999' });
    expect(reading.notes).toEqual([]);
    const limited = withinLimits(reading.contacts);
    expect(limited.contacts[0]?.numbers).toHaveLength(50);
    expect(limited.cuts.numbersDropped).toEqual({ contacts: 1, numbers: 9_950 });
  });

  it('reads the start of a card longer than one card may be, and says so', async () => {
    const tels = Array.from({ length: 40_000 }, (_, n) => `TEL:${n}`);
    const reading = await readText(
      card('VERSION:3.0', 'FN:Endless', ...tels) + card('VERSION:3.0', 'FN:Next'),
    );
    expect(reading.contacts.map(({ name }) => name)).toEqual(['Endless', 'Next']);
    expect(reading.contacts[0]?.numbers).toHaveLength(25_000 - 2); // FN and VERSION are lines of it too
    expect(reading.notes).toEqual([
      '1 card was too long to read whole: its start was read and the rest skipped.',
    ]);
  });

  it('keeps the first MAX_VALUE_CHARS characters of a 100,000-character name, which the limits cut to 256', async () => {
    const reading = await readText(card('VERSION:3.0', `FN:${'Ω'.repeat(100_000)}`, 'TEL:1'));
    // The line keeps MAX_VALUE_CHARS characters, 'FN:' among them.
    expect(reading.contacts[0]?.name).toBe('Ω'.repeat(MAX_VALUE_CHARS - 'FN:'.length));
    const limited = withinLimits(reading.contacts);
    expect(limited.contacts[0]?.name).toBe('Ω'.repeat(256));
    expect(limited.cuts.namesCut).toBe(1);
  });

  it('reads control characters and bidi overrides as text, for the limits to take out', async () => {
    const reading = await readText(
      card(
        'VERSION:3.0',
        'FN:\u202Edleifnam\u202C \u0007Bell\u001B[31m',
        'TEL:+1 212\u0008 555 0100',
        'NOTE:a\u2028b\u000Bc',
      ),
    );
    expect(reading.contacts[0]).toMatchObject({
      name: '\u202Edleifnam\u202C \u0007Bell\u001B[31m',
      note: 'a\u2028b\u000Bc',
    });
    const limited = withinLimits(reading.contacts);
    expect(limited.contacts[0]).toMatchObject({
      name: 'dleifnam Bell [31m',
      numbers: [{ number: '+1 212 555 0100' }],
    });
    expect(limited.cuts.cleaned).toBe(1);
  });

  it('reads the cards around binary garbage and counts the garbage as lines', async () => {
    const garbage = Uint8Array.from({ length: 5_000 }, (_, at) => ((at * 7919) % 255) + 1);
    const bytes = Buffer.concat([
      Buffer.from(card('VERSION:3.0', 'FN:Before')),
      garbage,
      Buffer.from(`\r\n${card('VERSION:3.0', 'FN:After')}`),
    ]);
    const reading = await readText(bytes);
    expect(reading.contacts.map(({ name }) => name)).toEqual(['Before', 'After']);
    expect(reading.notes).toHaveLength(1);
    expect(reading.notes[0]).toMatch(/^\d+ lines could not be read and were skipped\.$/);
  });

  it('reads 200 MB of cards with photos in a bounded memory', async () => {
    const path = join(dir, 'big.vcf');
    const cards = await writeBig(path, 200 * 1024 * 1024);
    const result = await readInOwnProcess(path);
    expect(result).toMatchObject({
      contacts: cards,
      firstName: 'Card 0',
      lastName: `Card ${cards - 1}`,
      notes: [],
    });
    // About 20,000 small contacts, a few MB; the file's text alone would be 400 MB.
    expect(result.retained).toBeLessThan(32 * MB);
    expect(result.heapGrowth).toBeLessThan(64 * MB);
    expect(result.rssGrowth).toBeLessThan(128 * MB);
  }, 180_000);

  it('reads a 50 MB line without a break in a bounded memory', async () => {
    const path = join(dir, 'one-line.vcf');
    const out = createWriteStream(path);
    out.write('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Long note\r\nNOTE:');
    const piece = 'x'.repeat(1024 * 1024);
    for (let n = 0; n < 50; n++) if (!out.write(piece)) await once(out, 'drain');
    out.end('\r\nTEL:1\r\nEND:VCARD\r\n');
    await once(out, 'finish');
    const result = await readInOwnProcess(path);
    expect(result).toMatchObject({ contacts: 1, firstName: 'Long note', notes: [] });
    expect(result.retained).toBeLessThan(4 * MB);
    expect(result.heapGrowth).toBeLessThan(64 * MB);
  }, 120_000);
});

/** Writes about `bytes` of cards, each with a 10 KB photo (2.1 and 3.0 in turn), streaming; says how many. */
async function writeBig(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path);
  const base64 = 'A'.repeat(76);
  const block21 = ` ${base64}\r\n`.repeat(130);
  const folded30 = `  ${base64}\r\n`.repeat(130);
  let size = 0;
  let count = 0;
  while (size < bytes) {
    const tel = `+1 212 555 ${String(count % 10_000).padStart(4, '0')}`;
    const text =
      count % 2 === 0
        ? card(
            'VERSION:2.1',
            `FN:Card ${count}`,
            `TEL;WORK;VOICE:${tel}`,
            `PHOTO;TYPE=JPEG;ENCODING=BASE64:\r\n${block21}`,
          )
        : card(
            'VERSION:3.0',
            `FN:Card ${count}`,
            `TEL;TYPE=CELL:${tel}`,
            `PHOTO;ENCODING=b;TYPE=JPEG:${base64}\r\n${folded30.trimEnd()}`,
          );
    if (!out.write(text)) await once(out, 'drain');
    size += text.length;
    count++;
  }
  out.end();
  await once(out, 'finish');
  return count;
}

const MB = 1024 * 1024;

interface ProcessReading {
  /** What the reading holds once done, its garbage collected. */
  retained: number;
  contacts: number;
  firstName: string | null;
  lastName: string | null;
  notes: string[];
  heapGrowth: number;
  rssGrowth: number;
}

/**
 * Reads the file in test/support/vcard-reading-process.ts, which measures its own memory, with 64 MB for
 * the whole old generation of its heap: a reading that held the file would end it out of memory.
 */
async function readInOwnProcess(path: string): Promise<ProcessReading> {
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=64',
      '--expose-gc',
      '--import',
      'tsx',
      'test/support/vcard-reading-process.ts',
      path,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(0);
  return JSON.parse(output) as ProcessReading;
}
