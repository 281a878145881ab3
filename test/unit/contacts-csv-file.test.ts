// Reading a CSV file of contacts as Outlook and Google Contacts export it (reference §3): the layout
// found from the header, the encoding from the bytes, labels, faxes, Google's joined values and primary
// mark, and what hostile files get: a refusal in words, or rows skipped and counted, memory bounded.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCsvFile } from '../../main/contacts/import/csv-file';
import { phoneKindOf } from '../../main/contacts/import/csv-layouts';
import { readHead } from '../../main/contacts/import/file-bytes';
import {
  type FileReading,
  MAX_IMPORT_CONTACTS,
  MAX_VALUE_CHARS,
  withinLimits,
} from '../../main/contacts/import/imported-contact';
import { CoreError } from '../../main/errors/core-errors';
import { csvCell } from '../../main/export';
import { catalogOf } from '../../main/i18n/catalogs';
import { useLanguage } from '../../preload/shared/i18n/translate';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'contacts');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-csv-'));
});
afterEach(async () => {
  useLanguage({ language: 'en', locale: 'en', catalog: null });
  await rm(dir, { recursive: true, force: true });
});

/** Reads a file as the importer does: its head first, then its rows. */
async function read(path: string, file = 'contacts.csv'): Promise<FileReading> {
  return readCsvFile(path, file, await readHead(path, file));
}
const fixture = (name: string) => read(join(FIXTURES, name), name);

/** Writes a file of these bytes (a string as UTF-8) to the temp folder and reads it. */
async function readBytes(bytes: string | Uint8Array, file = 'contacts.csv'): Promise<FileReading> {
  const path = join(dir, file);
  await writeFile(path, bytes);
  return read(path, file);
}

/** The refusal a reading ends in: its code, its phrase and its sentence. */
async function refusalOf(reading: Promise<unknown>) {
  const error = await reading.then(
    () => expect.unreachable('the file was read'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CoreError);
  const { code, said, message } = error as CoreError;
  return { code, key: said.key, values: said.values, message };
}

const number = (label: string, value: string) => ({ label, number: value });
/** A contact as a CSV row gives it: no uid, and no company or note unless said. */
const contact = (
  name: string,
  numbers: { label: string; number: string }[],
  more: { company?: string; note?: string } = {},
) => ({ uid: null, name, company: '', note: '', ...more, numbers });

describe('the exports of Outlook and Google', () => {
  it('Outlook, English headers, Windows-1252, ",": names without the salutation, every phone column, a company alone, faxes left out', async () => {
    const reading = await fixture('csv-outlook-english.csv');
    expect(reading.readAs).toBe('Outlook CSV, English headers, Windows-1252');
    expect(reading.contacts).toEqual([
      contact(
        'René Müller Jr.',
        [
          number('work', '+1 212 555 0100'),
          number('home', '212-555-0123'),
          number('mobile', '(212) 555-0147'),
        ],
        { company: 'Acme Café Ltd', note: 'Owes €20 for the café order' },
      ),
      contact('Zoë Anne Brontë', [
        number('work', '+1 212 555 0110'), // Assistant's Phone
        number('work', '+1 212 555 0111'), // Business Phone 2
        number('work', '+1 212 555 0112'), // Callback
        number('mobile', '+1 212 555 0113'), // Car Phone
        number('work', '+1 212 555 0114'), // Company Main Phone
        number('home', '+1 212 555 0115'), // Home Phone 2
        number('other', '+1 212 555 0116'), // ISDN
        number('other', '+1 212 555 0117'), // Other Phone
        number('other', '+1 212 555 0118'), // Pager
        number('work', '+1 212 555 0119'), // Primary Phone
        number('mobile', '+1 212 555 0120'), // Radio Phone
        number('other', '+1 212 555 0121'), // TTY/TDD Phone
        number('other', '+1 212 555 0122'), // Telex
      ]),
      contact('Crème Brûlée Bakery', [number('work', '+1 212 555 0130')], { company: 'Crème Brûlée Bakery' }),
    ]);
    // The row of Outlook's defaults alone is skipped without a word; the three faxes are said.
    expect(reading.notes).toEqual(['3 fax numbers were left out: a fax cannot take a call.']);
  });

  it('Outlook, German headers, Windows-1252, ";": umlauts, "Mobiltelefon 2" a mobile, a quoted note over two CRLF lines', async () => {
    const reading = await fixture('csv-outlook-german.csv');
    expect(reading.readAs).toBe('Outlook CSV, German headers, Windows-1252, separated by ;');
    expect(reading.contacts).toEqual([
      contact(
        'Jürgen Größ',
        [
          number('work', '+49 221 1234567-89'),
          number('home', '0221 555123'),
          number('mobile', '0171 2345678'),
          number('mobile', '0172 9876543'),
        ],
        { company: 'Müller; Söhne GmbH', note: 'Rückruf bitte vormittags\r\nZentrale: 0221 1234567-0' },
      ),
      contact('Bärbel Änne Öztürk', [
        number('work', '030 1000'), // Telefon Assistent
        number('work', '030 1001'), // Telefon geschäftlich 2
        number('work', '030 1002'), // Rückmeldung
        number('mobile', '030 1003'), // Autotelefon
        number('work', '030 1004'), // Telefon Firma
        number('home', '030 1005'), // Telefon privat 2
        number('other', '030 1006'), // ISDN
        number('other', '030 1007'), // Weiteres Telefon
        number('other', '030 1008'), // Pager
        number('work', '030 1009'), // Haupttelefon
        number('other', '030 1010'), // Telefon für Hörbehinderte
        number('other', '030 1011'), // Telex
      ]),
    ]);
    expect(reading.notes).toEqual(['3 fax numbers were left out: a fax cannot take a call.']);
  });

  it('Google, current export, UTF-8: " ::: " values, the "* " primary first, labels, File As and nickname, group labels ignored', async () => {
    const reading = await fixture('csv-google.csv');
    expect(reading.readAs).toBe('Google Contacts CSV, UTF-8');
    expect(reading.contacts).toEqual([
      contact(
        'Grace Brewster Hopper',
        [number('work', '+1 555 0100'), number('work', '+1 555 0101'), number('mobile', '+1 555 0199')],
        { company: 'US Navy' },
      ),
      contact('Dr. Zoë Ørsted PhD', [number('home', '+45 32 12 34 56'), number('extension', '201')], {
        note: 'Met at the Copenhagen fair.\nSpeaks Danish and English.',
      }),
      contact('Front desk', [number('work', '+1 555 0150')], { company: 'Hotel Astoria' }),
      contact('Dee', [number('other', '+1 555 0160'), number('other', '+1 555 0161')]),
    ]);
    expect(reading.notes).toEqual(['2 fax numbers were left out: a fax cannot take a call.']);
  });

  it('Google, older export, UTF-16LE with its BOM: Name, else the given, additional and family names; Organization 1', async () => {
    const path = join(FIXTURES, 'csv-google-older.csv');
    const head = await readHead(path, 'csv-google-older.csv');
    expect(head).toMatchObject({ encoding: 'utf-16le', bom: true });
    const reading = await readCsvFile(path, 'csv-google-older.csv', head);
    expect(reading.readAs).toBe('Google Contacts CSV (older export), UTF-16LE');
    expect(reading.contacts).toEqual([
      contact(
        'Dana Whitfield',
        [number('mobile', '(555) 555-0147'), number('work', '555-0101'), number('work', '555-0102')],
        { company: 'Acme' },
      ),
      contact('Kai Jo Nakamura', [number('home', '+81 3 1234 5678')], { note: 'Night shift' }),
      contact('王小明', [number('mobile', '+86 138 0013 8000')]),
    ]);
    expect(reading.notes).toEqual(['1 fax number was left out: a fax cannot take a call.']);
  });

  it('says what it read in the language in use', async () => {
    useLanguage({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    const reading = await fixture('csv-outlook-german.csv');
    expect(reading.readAs).toBe('Outlook-CSV, deutsche Spaltenköpfe, Windows-1252, getrennt durch ;');
    expect(reading.notes).toEqual(['3 Faxnummern wurden ausgelassen: Ein Fax kann keinen Anruf annehmen.']);
  });
});

describe('headers and cells', () => {
  it('matches headers by their trimmed, case-folded names, in any order, never by their place', async () => {
    const reading = await readBytes(
      ' MOBILE PHONE ,notes,last name,Company,FIRST NAME\r\n0171 2345678,Call after 5,Whitfield,Acme,Dana\r\n',
    );
    expect(reading.readAs).toBe('Outlook CSV, English headers, UTF-8');
    expect(reading.contacts).toEqual([
      contact('Dana Whitfield', [number('mobile', '0171 2345678')], {
        company: 'Acme',
        note: 'Call after 5',
      }),
    ]);
  });

  it('reads the file as the layout that recognises most of its header', async () => {
    // "First Name" and "Last Name" are Outlook's and Google's alike: Google's phone groups decide.
    const google = await readBytes(
      'First Name,Last Name,Phone 1 - Label,Phone 1 - Value\nDana,Whitfield,Mobile,555-0147\n',
    );
    expect(google.readAs).toBe('Google Contacts CSV, UTF-8');
    expect(google.contacts[0]?.numbers).toEqual([number('mobile', '555-0147')]);
    const older = await readBytes(
      'Name,Notes,Phone 1 - Type,Phone 1 - Value\nDana Whitfield,,Work,555-0101\n',
    );
    expect(older.readAs).toBe('Google Contacts CSV (older export), UTF-8');
    expect(older.contacts[0]).toMatchObject({
      name: 'Dana Whitfield',
      numbers: [number('work', '555-0101')],
    });
  });

  it('finds the separator in the header line, outside quotes: a tab, or ";" around a quoted ","', async () => {
    const tabs = await readBytes('First Name\tLast Name\tMobile Phone\r\nDana\tWhitfield\t555-0147\r\n');
    expect(tabs.readAs).toBe('Outlook CSV, English headers, UTF-8, separated by tabs');
    expect(tabs.contacts[0]).toMatchObject({
      name: 'Dana Whitfield',
      numbers: [number('mobile', '555-0147')],
    });
    const semicolons = await readBytes('"Name, Vorname, Rufname";Vorname;Nachname\r\nx;Dana;Whitfield\r\n');
    expect(semicolons.readAs).toBe('Outlook CSV, German headers, UTF-8, separated by ;');
    expect(semicolons.contacts[0]?.name).toBe('Dana Whitfield');
  });

  it('refuses a header that is no known layout, naming the file', async () => {
    const refusal = await refusalOf(readBytes('Artikel,Preis,Menge\r\nSchraube,0.10,100\r\n', 'stock.csv'));
    expect(refusal).toMatchObject({
      code: 'invalid-argument',
      key: 'import.notContacts',
      values: { file: 'stock.csv' },
    });
    expect(refusal.message).toContain('stock.csv is not an address book Dialdesk can read');
  });

  it("reads Google's labels: mobile, home, work, extension, other, and faxes left out", () => {
    const kinds = (labels: string[]) => labels.map(phoneKindOf);
    expect(kinds(['Mobile', 'Cell', 'Car', 'Radio', 'Work Mobile'])).toEqual(Array(5).fill('mobile'));
    expect(kinds(['Home', 'home'])).toEqual(['home', 'home']);
    expect(kinds(['Work', 'Business', 'Company Main', 'Main', 'Primary', 'Callback', 'Assistant'])).toEqual(
      Array(7).fill('work'),
    );
    expect(kinds(['Extension', 'Durchwahl', 'Nebenstelle', 'Work extension'])).toEqual(
      Array(4).fill('extension'),
    );
    expect(kinds(['Other', 'Pager', 'ISDN', 'TTY/TDD', 'Telex', 'Google Voice', ''])).toEqual(
      Array(7).fill('other'),
    );
    expect(kinds(['Fax', 'Work Fax', 'Home Fax', 'Other Fax'])).toEqual(Array(4).fill('fax'));
  });

  it("reads a work number of six digits or fewer as an extension, as Dialdesk's own export writes one", async () => {
    // The columns and cells of People → Export: UTF-8 with a BOM, every cell through csvCell.
    const header =
      'First Name,Last Name,Company,Business Phone,Business Phone 2,Home Phone,Mobile Phone,Notes';
    const row = ['Dana', 'Whitfield', 'Acme', '+1 212 555 0100', '201', '555 0123', '+1 917 555 0101', '']
      .map((cell) => csvCell(cell))
      .join(',');
    const exported = await readBytes(`\uFEFF${header}\r\n${row}\r\n`);
    expect(exported.contacts[0]?.numbers).toEqual([
      number('work', '+1 212 555 0100'),
      number('extension', '201'),
      number('home', '555 0123'),
      number('mobile', '+1 917 555 0101'),
    ]);
    const google = await readBytes(
      'First Name,Phone 1 - Label,Phone 1 - Value\nSam,Work,47-11 ::: 555-0100\n',
    );
    expect(google.contacts[0]?.numbers).toEqual([number('extension', '47-11'), number('work', '555-0100')]);
  });

  it('says how many rows held more cells than the header has columns', async () => {
    const reading = await readBytes(
      'First Name,Last Name,Mobile Phone\nDana,Whitfield,555-0147,Acme\nSam,Davis,555-0148,,\nKai,Lee,555-0149\n',
    );
    expect(reading.contacts.map((contact) => contact.name)).toEqual([
      'Dana Whitfield',
      'Sam Davis',
      'Kai Lee',
    ]);
    // Sam's surplus cells are empty: nothing was left out.
    expect(reading.notes).toEqual([
      '1 row has more cells than the header has columns: the cells past the last column were left out.',
    ]);
  });
});

describe('hostile files', () => {
  it('one million empty lines: no contacts, said as a refusal', async () => {
    const refusal = await refusalOf(readBytes('\r\n'.repeat(1_000_000), 'empty.csv'));
    expect(refusal).toMatchObject({ code: 'invalid-argument', key: 'import.csv.noContacts' });
    expect(refusal.message).toBe(
      'empty.csv holds no contacts: none of its rows has a name, a company, a note or a number.',
    );
    // And a million rows of separators, as Excel writes empty rows, after a header.
    const separators = await refusalOf(
      readBytes(`First Name,Last Name,Mobile Phone\r\n${',,\r\n'.repeat(1_000_000)}`),
    );
    expect(separators.key).toBe('import.csv.noContacts');
  });

  it('a header and nothing else: no contacts, said as a refusal', async () => {
    const refusal = await refusalOf(readBytes('First Name,Last Name,Mobile Phone\r\n', 'header.csv'));
    expect(refusal).toMatchObject({ key: 'import.csv.noContacts', values: { file: 'header.csv' } });
  });

  it('binary garbage after a valid header: refused as binary data, whether or not it holds NULs', async () => {
    const garbage = randomBytes(256 * 1024).map((byte) => byte || 1);
    const header = Buffer.from('First Name,Last Name,Mobile Phone\r\nDana,Whitfield,555-0147\r\n');
    const refusal = await refusalOf(readBytes(Buffer.concat([header, garbage]), 'garbage.csv'));
    expect(refusal).toMatchObject({ code: 'invalid-argument', key: 'import.csv.binary' });
    expect(refusal.message).toBe(
      'garbage.csv holds binary data, not text: it is damaged, or it is not a CSV export of contacts.',
    );
    // With NULs, the file's head already says it is no text.
    const withNuls = await refusalOf(readBytes(Buffer.concat([header, randomBytes(4096), Buffer.alloc(16)])));
    expect(withNuls.key).toBe('import.notContacts');
  });

  it('keeps a stray control character in a note: it is text, cleaned by the contact rules', async () => {
    const reading = await readBytes('First Name,Notes\r\nDana,"Line\u000bbreak from Word"\r\n');
    expect(reading.contacts[0]?.note).toBe('Line\u000bbreak from Word');
  });

  it('a 100,000-character cell: kept to MAX_VALUE_CHARS, then cut by the contact rules, which say so', async () => {
    const long = 'A'.repeat(100_000);
    const reading = await readBytes(`First Name,Last Name,Notes\r\n${long},,${long}\r\nSam,Davis,\r\n`);
    expect(reading.contacts.map((contact) => [contact.name.length, contact.note.length])).toEqual([
      [MAX_VALUE_CHARS, MAX_VALUE_CHARS],
      ['Sam Davis'.length, 0],
    ]);
    const { cuts } = withinLimits(reading.contacts);
    expect(cuts).toMatchObject({ namesCut: 1, notesCut: 1 });
  });

  it("formula-looking names stay text; the apostrophe of Dialdesk's own CSV export is taken off again", async () => {
    const formulas = ['=HYPERLINK("http://evil.example","Dana")', '+1+1', '@SUM(1)', '-Whitfield', '=1;=2'];
    const plain = await readBytes(
      `First Name,Mobile Phone\r\n${formulas.map((name) => `${csvField(name)},555`).join('\r\n')}\r\n`,
    );
    expect(plain.contacts.map((contact) => contact.name)).toEqual(formulas);
    // As csvCell guards them: "'=HYPERLINK(…)", "'+15555550123", read back as they were.
    const exported = await readBytes(
      `First Name,Mobile Phone\r\n${formulas.map((name) => `${csvCell(name)},${csvCell('+1 555 0100')}`).join('\r\n')}\r\n`,
    );
    expect(exported.contacts.map((contact) => [contact.name, contact.numbers[0]?.number])).toEqual(
      formulas.map((name) => [name, '+1 555 0100']),
    );
  });

  it('a row with a stray quote: skipped and counted, the rows after it read', async () => {
    const reading = await readBytes(
      'First Name,Last Name,Mobile Phone\r\nDana,Whitfield,555-0147\r\nSam "the boss",Davis,555-0148\r\nKai,Lee,555-0149\r\n',
    );
    expect(reading.contacts.map((contact) => contact.name)).toEqual(['Dana Whitfield', 'Kai Lee']);
    expect(reading.notes).toEqual(['1 line could not be read (a quote out of place) and was skipped.']);
  });

  it('a row with a quote that never closes: the rows before it read, the rest said to be skipped', async () => {
    const reading = await readBytes(
      'First Name,Last Name,Mobile Phone\r\nDana,Whitfield,555-0147\r\n"Sam,Davis,555-0148\r\nKai,Lee,555-0149\r\n',
    );
    expect(reading.contacts.map((contact) => contact.name)).toEqual(['Dana Whitfield']);
    expect(reading.notes).toEqual([
      'A quote in the file never closes: everything after it, to the end of the file, was skipped.',
    ]);
  });

  it('only unreadable rows: refused, saying how many lines could not be read', async () => {
    const refusal = await refusalOf(
      readBytes('First Name,Last Name\r\nSam "x",Davis\r\nKai "y",Lee\r\n', 'bad.csv'),
    );
    expect(refusal).toMatchObject({
      key: 'import.csv.noContactsReadable',
      values: { file: 'bad.csv', count: 2 },
    });
    expect(refusal.message).toBe(
      'bad.csv holds no contacts Dialdesk can read: 2 lines could not be read (quotes out of place).',
    );
  });

  it('a row longer than any export writes (a quote open over megabytes): refused, not read to a silent end', async () => {
    const open = `First Name,Notes\r\nDana,"${'x'.repeat(1_200_000)}\r\nSam,ok\r\n`;
    const refusal = await refusalOf(readBytes(open, 'open.csv'));
    expect(refusal).toMatchObject({
      key: 'import.csv.rowTooLong',
      values: { file: 'open.csv', max: 1_048_576 },
    });
  });

  it(`more than ${MAX_IMPORT_CONTACTS} contacts: the whole file refused in words`, async () => {
    const rows = Array.from(
      { length: MAX_IMPORT_CONTACTS + 1 },
      (_, index) => `Person ${index},555 ${index}`,
    );
    const refusal = await refusalOf(readBytes(`First Name,Mobile Phone\n${rows.join('\n')}\n`, 'big.csv'));
    expect(refusal).toMatchObject({
      key: 'import.fileTooManyContacts',
      values: { file: 'big.csv', max: MAX_IMPORT_CONTACTS },
    });
    expect(refusal.message).toBe(
      'big.csv holds more than 50,000 contacts, more than one import takes: split it into smaller files and import them one after another.',
    );
    // Exactly as many is read.
    const most = await readBytes(`First Name,Mobile Phone\n${rows.slice(1).join('\n')}\n`);
    expect(most.contacts).toHaveLength(MAX_IMPORT_CONTACTS);
  });

  it('stops when the reading is cancelled', async () => {
    const path = join(dir, 'contacts.csv');
    await copyFile(join(FIXTURES, 'csv-google.csv'), path);
    const head = await readHead(path, 'contacts.csv');
    const abort = new AbortController();
    abort.abort();
    await expect(readCsvFile(path, 'contacts.csv', head, abort.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('a file of about 200 MB is streamed: memory grows by less than 64 MB', {
    timeout: 120_000,
  }, async () => {
    // Rows of an address and e-mail cell each, nothing a contact keeps, and a contact every 1,000th row.
    const path = join(dir, 'large.csv');
    const out = createWriteStream(path);
    out.write('First Name,Last Name,Business Street,E-mail Address,Mobile Phone\r\n');
    const filler = `,,"${'Hauptstraße 5, 50667 Köln '.repeat(8)}",${'someone@example.com '.repeat(4)},\r\n`;
    const block = filler.repeat(999);
    for (let row = 0; out.bytesWritten + out.writableLength < 200 * 1024 * 1024; row += 1000)
      if (!out.write(`Person,${row},,,555 ${row}\r\n${block}`)) await once(out, 'drain');
    out.end();
    await finished(out);
    const head = await readHead(path, 'large.csv');
    const before = process.memoryUsage();
    let peak = { heap: before.heapUsed, rss: before.rss };
    const sampling = setInterval(() => {
      const now = process.memoryUsage();
      peak = { heap: Math.max(peak.heap, now.heapUsed), rss: Math.max(peak.rss, now.rss) };
    }, 20);
    try {
      const reading = await readCsvFile(path, 'large.csv', head);
      expect(reading.contacts.length).toBeGreaterThan(500);
    } finally {
      clearInterval(sampling);
    }
    const MB = 1024 * 1024;
    expect((peak.heap - before.heapUsed) / MB).toBeLessThan(64);
    expect((peak.rss - before.rss) / MB).toBeLessThan(64);
  });
});

/** A cell as a spreadsheet writes it: quoted where it holds a quote or a separator, nothing more. */
const csvField = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
