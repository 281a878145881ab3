// The vCard file of People → Export: each card's lines in 3.0 and 4.0, the number labels as Apple and
// Google read them, the escapes, the folding at 75 octets never inside a character, and the file read back
// by the `vcf` library.
import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import { nameParts } from '../../main/contacts/export/name-parts';
import { toVcards } from '../../main/contacts/export/vcard-writer';
import { listedContact } from '../support/exported-contacts';

const ID = '5f0c6a3e-2b1d-4c8e-9a7f-0d3e1b2c4a5f';
const DANA = listedContact(
  'Dana Whitfield',
  [
    ['mobile', '(555) 555-0147'],
    ['work', '+1 212 555 0123'],
    ['home', '020 7946 0958'],
    ['other', '555 0100'],
    ['extension', '204'],
    ['extension', '204#1'],
  ],
  { company: 'Whitfield & Sons', note: 'Calls before 10' },
);

/** The card's content lines, unfolded, without BEGIN, VERSION and END. */
const linesOf = (text: string) =>
  text
    .replaceAll('\r\n ', '')
    .split('\r\n')
    .filter((line) => line !== '' && !/^(BEGIN|VERSION|END):/.test(line));

/** The physical lines of a file as UTF-8 octets, split at each CRLF. */
function octetLines(text: string): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf('\r\n'); at >= 0; at = bytes.indexOf('\r\n', start)) {
    lines.push(bytes.subarray(start, at));
    start = at + 2;
  }
  return lines;
}

describe('a vCard 3.0 card', () => {
  it('holds the name, company, note, each number with its type, an extension under its label, and the id', () => {
    expect(toVcards([DANA], '3.0')).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Whitfield;Dana;;;',
        'FN:Dana Whitfield',
        'ORG:Whitfield & Sons',
        'NOTE:Calls before 10',
        'TEL;TYPE=CELL:(555) 555-0147',
        'TEL;TYPE=WORK,VOICE:+1 212 555 0123',
        'TEL;TYPE=HOME,VOICE:020 7946 0958',
        'TEL;TYPE=VOICE:555 0100',
        'item1.TEL:204',
        'item1.X-ABLabel:Extension',
        'item2.TEL:204#1',
        'item2.X-ABLabel:Extension',
        `UID:${ID}`,
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves out an empty company and note', () => {
    expect(linesOf(toVcards([listedContact('Sam Rivera', [['extension', '202']])], '3.0'))).toEqual([
      'N:Rivera;Sam;;;',
      'FN:Sam Rivera',
      'item1.TEL:202',
      'item1.X-ABLabel:Extension',
      `UID:${ID}`,
    ]);
  });

  it('writes one card after another', () => {
    const text = toVcards(
      [DANA, listedContact('Sam Rivera', [], { id: 'b1c2d3e4-0000-4000-8000-000000000000' })],
      '3.0',
    );
    expect(text.match(/^BEGIN:VCARD\r$/gm)).toHaveLength(2);
    expect(text.match(/^END:VCARD\r$/gm)).toHaveLength(2);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
  });
});

describe('a vCard 4.0 card', () => {
  it('writes the types in lower case, numbers as text (no tel: URI) and the id as a urn:uuid URI', () => {
    expect(linesOf(toVcards([DANA], '4.0'))).toEqual([
      'N:Whitfield;Dana;;;',
      'FN:Dana Whitfield',
      'ORG:Whitfield & Sons',
      'NOTE:Calls before 10',
      'TEL;TYPE=cell:(555) 555-0147',
      'TEL;TYPE=work,voice:+1 212 555 0123',
      'TEL;TYPE=home,voice:020 7946 0958',
      'TEL;TYPE=voice:555 0100',
      'item1.TEL:204',
      'item1.X-ABLabel:Extension',
      'item2.TEL:204#1',
      'item2.X-ABLabel:Extension',
      `UID:urn:uuid:${ID}`,
    ]);
    expect(toVcards([DANA], '4.0').startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
  });
});

describe('the escapes', () => {
  it.each(['3.0', '4.0'] as const)(
    'escapes a backslash, comma, semicolon and line break in %s',
    (version) => {
      const contact = listedContact('Dana Whitfield', [['work', '555 0100,,22;ext=4']], {
        company: 'Whitfield; Sons, Ltd \\ Co',
        note: 'Room 4\r\nBuilding B\nDesk 9\rby the window',
      });
      expect(linesOf(toVcards([contact], version))).toEqual(
        expect.arrayContaining([
          'ORG:Whitfield\\; Sons\\, Ltd \\\\ Co',
          'NOTE:Room 4\\nBuilding B\\nDesk 9\\nby the window',
          expect.stringMatching(/^TEL;TYPE=(WORK,VOICE|work,voice):555 0100\\,\\,22\\;ext=4$/),
        ]),
      );
    },
  );

  it('escapes each part of the name, and writes the name as typed in FN', () => {
    expect(linesOf(toVcards([listedContact('Dana; Whitfield,Jr.', [])], '3.0')).slice(0, 2)).toEqual([
      'N:Whitfield\\,Jr.;Dana\\;;;;',
      'FN:Dana\\; Whitfield\\,Jr.',
    ]);
  });

  it('leaves out control characters no vCard may hold, keeping tabs', () => {
    const contact = listedContact('Dana\u0000 Whit\u0007field\u001b', [], { note: 'a\tb\u007f' });
    expect(linesOf(toVcards([contact], '3.0'))).toEqual(
      expect.arrayContaining(['FN:Dana Whitfield', 'NOTE:a\tb']),
    );
  });
});

describe('the folding', () => {
  it('folds at 75 octets: 36 two-octet letters after "FN:", then the rest after a space', () => {
    expect(toVcards([listedContact('é'.repeat(40), [])], '3.0')).toContain(
      `\r\nFN:${'é'.repeat(36)}\r\n ${'é'.repeat(4)}\r\n`,
    );
  });

  it('folds before a character whose octets would cross the 75th, never inside it', () => {
    // "FN:a" is 4 octets, each 東 3: after 23 of them the line holds 73, and a 24th would end at 76.
    expect(toVcards([listedContact(`a${'東'.repeat(30)}`, [])], '3.0')).toContain(
      `\r\nFN:a${'東'.repeat(23)}\r\n ${'東'.repeat(7)}\r\n`,
    );
  });

  it.each([
    ['accents', 'Zoë Ørsted-Østergård Ñúñez '],
    ['CJK', '山田 太郎 東京都千代田区 '],
    ['emoji (4 octets, two UTF-16 units)', 'Dana 😀🎉📞 '],
    ['a mix', 'a東é😀'],
  ])('keeps every line within 75 octets, the file unfolding to the name: %s', (_, piece) => {
    for (let extra = 0; extra < 8; extra++) {
      const name = `${'x'.repeat(extra)}${piece.repeat(12)}`.trim();
      const text = toVcards([listedContact(name, [], { note: name })], '4.0');
      for (const line of octetLines(text)) expect(line.length).toBeLessThanOrEqual(75);
      // Read from the file's octets, as an importer reads it: a fold between a surrogate pair's halves
      // would have written each half as U+FFFD.
      const read = new TextDecoder().decode(Buffer.from(text, 'utf8'));
      expect(linesOf(read)).toEqual(expect.arrayContaining([`FN:${name}`, `NOTE:${name}`]));
    }
  });
});

describe('the name split', () => {
  it.each([
    ['Dana Whitfield', { given: 'Dana', family: 'Whitfield' }],
    ['Mary Ann Whitfield', { given: 'Mary Ann', family: 'Whitfield' }],
    ['  Dana   Whitfield  ', { given: 'Dana', family: 'Whitfield' }],
    ['Dana\nWhitfield', { given: 'Dana', family: 'Whitfield' }],
    ['Reception', { given: '', family: 'Reception' }],
  ])('%j: the last word is the family name, the rest the given name', (name, parts) => {
    expect(nameParts(name)).toEqual(parts);
  });
});

describe('read back by the vcf library', () => {
  it('parses every card, its name, numbers, labels and id, long multi-byte lines unfolded', () => {
    const long = `Zoë Ørsted ${'東'.repeat(40)}`;
    const cards = vCard.parse(
      toVcards(
        [
          DANA,
          listedContact(long, [['home', '+44 20 7946 0958']], { id: 'b1c2d3e4-0000-4000-8000-000000000000' }),
        ],
        '3.0',
      ),
    );
    expect(cards).toHaveLength(2);
    const [dana, zoe] = cards.map((card) => card.toJSON()[1]);
    expect(dana).toEqual([
      ['version', {}, 'text', '3.0'],
      ['n', {}, 'text', ['Whitfield', 'Dana', '', '', '']],
      ['fn', {}, 'text', 'Dana Whitfield'],
      ['org', {}, 'text', 'Whitfield & Sons'],
      ['note', {}, 'text', 'Calls before 10'],
      ['tel', { type: 'cell' }, 'text', '(555) 555-0147'],
      ['tel', { type: ['work', 'voice'] }, 'text', '+1 212 555 0123'],
      ['tel', { type: ['home', 'voice'] }, 'text', '020 7946 0958'],
      ['tel', { type: 'voice' }, 'text', '555 0100'],
      ['tel', { group: 'item1' }, 'text', '204'],
      ['tel', { group: 'item2' }, 'text', '204#1'],
      // The library gathers a card's properties by name.
      ['xAbLabel', { group: 'item1' }, 'text', 'Extension'],
      ['xAbLabel', { group: 'item2' }, 'text', 'Extension'],
      ['uid', {}, 'text', ID],
    ]);
    expect(zoe).toEqual(
      expect.arrayContaining([
        ['fn', {}, 'text', long],
        ['tel', { type: ['home', 'voice'] }, 'text', '+44 20 7946 0958'],
        ['uid', {}, 'text', 'b1c2d3e4-0000-4000-8000-000000000000'],
      ]),
    );
  });

  it('parses a 4.0 file as 4.0', () => {
    const [card] = vCard.parse(toVcards([DANA], '4.0'));
    expect(card?.version).toBe('4.0');
    expect(card?.get('uid').valueOf()).toBe(`urn:uuid:${ID}`);
    expect(card?.get('tel')).toHaveLength(6);
  });
});
