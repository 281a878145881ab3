// The CSV file of People → Export in Outlook's English headers: the BOM, the header, CRLF, each number in
// its label's columns, what does not fit counted, and every cell safe from formulas as History's export.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toOutlookCsv } from '../../main/contacts/export/outlook-csv-writer';
import type { Contact } from '../../preload/contract';
import { listedContact } from '../support/exported-contacts';

const HEADER =
  'First Name,Last Name,Company,Business Phone,Business Phone 2,Home Phone,Home Phone 2,Mobile Phone,Other Phone,Radio Phone,Notes';

/** The file's rows as csv-parse reads them, each by its header's names. */
const rowsOf = (contacts: readonly Contact[]): Record<string, string>[] =>
  parse(toOutlookCsv(contacts).csv, { bom: true, columns: true, record_delimiter: '\r\n' });

describe("the Outlook CSV's text", () => {
  it('starts with a BOM and the header, each row ending in CRLF', () => {
    const { csv } = toOutlookCsv([listedContact('Dana Whitfield', [['mobile', '(555) 555-0147']])]);
    expect(csv).toBe(`\uFEFF${HEADER}\r\nDana,Whitfield,,,,,,(555) 555-0147,,,\r\n`);
  });

  it('holds only the header when there is no contact', () => {
    expect(toOutlookCsv([]).csv).toBe(`\uFEFF${HEADER}\r\n`);
  });
});

describe('the numbers in their columns', () => {
  it('puts each label in its columns in order, an extension in the business columns after the work numbers', () => {
    const [row] = rowsOf([
      listedContact(
        'Mary Ann Whitfield',
        [
          ['extension', '204'],
          ['mobile', '(555) 555-0147'],
          ['home', '020 7946 0958'],
          ['work', '212 555 0123'],
          ['mobile', '555 555 0148'],
          ['home', '020 7946 0959'],
          ['other', '555 0100'],
        ],
        { company: 'Whitfield & Sons', note: 'Calls before 10' },
      ),
    ]);
    expect(row).toEqual({
      'First Name': 'Mary Ann',
      'Last Name': 'Whitfield',
      Company: 'Whitfield & Sons',
      'Business Phone': '212 555 0123',
      'Business Phone 2': '204',
      'Home Phone': '020 7946 0958',
      'Home Phone 2': '020 7946 0959',
      'Mobile Phone': '(555) 555-0147',
      'Other Phone': '555 0100',
      'Radio Phone': '555 555 0148',
      Notes: 'Calls before 10',
    });
  });

  it('counts the numbers, and the contacts, that found no free column of their label', () => {
    const { csv, leftOut } = toOutlookCsv([
      listedContact('Dana Whitfield', [
        ['work', '1'],
        ['work', '2'],
        ['extension', '204'],
        ['other', '3'],
        ['other', '4'],
      ]),
      listedContact('Sam Rivera', [
        ['mobile', '5'],
        ['mobile', '6'],
        ['mobile', '7'],
      ]),
      listedContact('Noor Haddad', [['home', '8']]),
    ]);
    expect(leftOut).toEqual({ numbers: 3, contacts: 2 });
    // The first ones kept, in the person's order.
    expect(csv).toContain('\r\nDana,Whitfield,,1,2,,,,3,,\r\n');
    expect(csv).toContain('\r\nSam,Rivera,,,,,,5,,6,\r\n');
  });

  it('leaves nothing out when every number fits', () => {
    expect(toOutlookCsv([listedContact('Dana Whitfield', [['extension', '204']])]).leftOut).toEqual({
      numbers: 0,
      contacts: 0,
    });
  });
});

describe('cells safe in a spreadsheet', () => {
  it('puts an apostrophe before a formula-looking name, company, note or number, as History does', () => {
    const { csv } = toOutlookCsv([
      listedContact('=HYPERLINK("http://x.test","y") @SUM(A1)', [['mobile', '+1 212 555 0123']], {
        company: '-2+3',
        note: 'ok\n=cmd|calc',
      }),
    ]);
    const [, line] = csv.split('\r\n');
    expect(line).toBe(
      `"'=HYPERLINK(""http://x.test"",""y"")",'@SUM(A1),'-2+3,,,,,'+1 212 555 0123,,,"ok\n'=cmd|calc"`,
    );
  });

  it('quotes a comma, a semicolon, a quote and a line break, read back whole by a CSV parser', () => {
    const note = 'Room 4, "B"; desk 9\r\nby the window';
    const [row] = rowsOf([listedContact('Zoë Ørsted 東京', [], { company: 'Whitfield, Sons; Ltd', note })]);
    expect(row).toMatchObject({
      'First Name': 'Zoë Ørsted',
      'Last Name': '東京',
      Company: 'Whitfield, Sons; Ltd',
      Notes: note,
    });
  });
});
