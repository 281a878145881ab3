// CSV text of call history: RFC 4180 quoting, formula-injection escaping, the header, the BOM, the
// separator and decimal mark of the computer, and the headers of the person's language.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import {
  type CsvStyle,
  callColumns,
  csvCell,
  csvStyleOfRegion,
  csvStyleOfWindows,
  exportFileName,
  PLAIN_CSV,
  toCsv,
  UTF8_BOM,
  withoutFormulaGuards,
  writeCsvFile,
} from '../../main/export';
import { useLanguage } from '../../preload/shared/i18n/translate';
import { callsOf } from '../support/record-edge';

/** Records as the export reads them: calls from the account's edge, extension 201's. */
const calls = (records: readonly ApiRecord[]) => callsOf(records, { ownExtension: '201' });

describe('a CSV cell', () => {
  const TEXTS: [string, string, string][] = [
    ['plain text', 'Dana Whitfield', 'Dana Whitfield'],
    ['a comma', 'Whitfield, Dana', '"Whitfield, Dana"'],
    ['quotes, doubled', 'say "hi"', '"say ""hi"""'],
    ['a line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CR LF', 'line 1\r\nline 2', '"line 1\r\nline 2"'],
    ['non-ASCII, as is', 'Zoë Ørsted 東京', 'Zoë Ørsted 東京'],
    ['an empty string', '', ''],
    ['= inside, not first', 'a=b', 'a=b'],
    ['a formula', '=SUM(A1:A9)', "'=SUM(A1:A9)"],
    [
      'a formula with quotes and commas',
      '=HYPERLINK("http://x.test","y")',
      `"'=HYPERLINK(""http://x.test"",""y"")"`,
    ],
    ['a leading +, phone numbers too', '+15555550123', "'+15555550123"],
    ['a leading -, negative numbers too', '-5', "'-5"],
    ['a leading @', '@SUM(1)', "'@SUM(1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    // A reader that ends a row at a CR starts the next one with "=1": a fragment of its own.
    ['a leading CR, quoted too', '\r=1', `"'\r'=1"`],
    // Quoted, a cell is safe only from a reader that splits on its own separator: each fragment that
    // either separator or a line break starts is made safe on its own.
    ['a formula after a semicolon, the separator of ;-locales', 'Dana;=1+1;x', `"Dana;'=1+1;x"`],
    ['a formula after a comma', 'Dana, -1', `"Dana,' -1"`],
    ['a quoted formula after a semicolon', 'Dana;"=1+1";x', `"Dana;'""=1+1"";x"`],
    ['a formula after a line break', 'Dana\r\n@SUM(1)', `"Dana\r\n'@SUM(1)"`],
    ['a tab after a separator', 'Dana;\t1', `"Dana;'\t1"`],
    ['a leading quote before a formula', '"=1+1"', `"'""=1+1"""`],
    ['separators before plain text, as they are', 'Whitfield; Dana, 201', '"Whitfield; Dana, 201"'],
    ['a formula after a NUL', '\u0000=1+1', "'\u0000=1+1"],
    ['a formula after spaces', '  =1+1', "'  =1+1"],
    ['a formula after a no-break space and a BEL', '\u00a0\u0007@SUM(1)', "'\u00a0\u0007@SUM(1)"],
    ['spaces before plain text, as is', '  Dana', '  Dana'],
  ];
  it.each(TEXTS)('%s', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  // An import of an export gives back what was exported (a contact's "+1 555 0100" is not "'+1 555 0100").
  it.each(TEXTS)('%s: read back without the apostrophes', (_case, value, cell) => {
    const text = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    expect(withoutFormulaGuards(text)).toBe(value);
  });

  it.each([
    ['a number', 42, '42'],
    ['a negative number, escaped like any cell', -5, "'-5"],
    ['a boolean', false, 'false'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['an object, as JSON', { a: 1, b: 'x' }, '"{""a"":1,""b"":""x""}"'],
    ['an array, as JSON', [1, 2], '"[1,2]"'],
  ])('%s', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('a CSV document', () => {
  it('starts with a UTF-8 BOM, has one header with every field in first-seen order (uuid first), ends lines in CRLF', () => {
    const csv = toCsv(
      calls([
        { duration: 12, uuid: 'a', caller_id_name: 'Dana' },
        { uuid: 'b', hangup_cause: 'NO_ANSWER', duration: 0 },
      ]),
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(UTF8_BOM.length)).toBe(
      'uuid,duration,caller_id_name,hangup_cause\r\na,12,Dana,\r\nb,0,,NO_ANSWER\r\n',
    );
  });

  it('escapes field names like any other cell', () => {
    expect(toCsv(calls([{ uuid: 'a', '=cmd|x': 1 }]))).toBe(`${UTF8_BOM}uuid,'=cmd|x\r\na,1\r\n`);
  });

  it('has just the header when there are no records', () => {
    expect(toCsv([])).toBe(`${UTF8_BOM}uuid\r\n`);
  });
});

describe('a CSV cell of a value nested 100,000 levels deep', () => {
  it('is written without walking the whole value', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(csvCell(deep)).toBe('(nested too deep to show)');
    expect(toCsv(calls([{ uuid: 'c1', detail: deep }]))).toContain('c1,(nested too deep to show)');
    expect(csvCell({ a: [1, { b: 2 }] })).toBe('"{""a"":[1,{""b"":2}]}"');
  });
});

describe('the call history export', () => {
  const inbound = {
    uuid: 'in-1',
    direction: 'inbound',
    start_epoch: Math.floor(new Date(2026, 10, 20, 9, 5, 7).getTime() / 1000),
    caller_id_name: 'Priya Raman',
    caller_id_number: '+15555550123',
    destination_number: '201',
    duration: 65,
    answer_epoch: 0,
  };
  const outbound = {
    uuid: 'out-1',
    direction: 'outbound',
    start_stamp: '2026-11-21 16:30:00',
    caller_id_name: 'Avery Chen',
    caller_id_number: '201',
    destination_number: '15555550111',
    duration: 3725,
    answer_epoch: 1,
  };

  it('puts the columns a person reads first, in local time and words, then every raw field', () => {
    const [header, first, second] = toCsv(calls([inbound, outbound]), callColumns())
      .slice(UTF8_BOM.length)
      .split('\r\n');
    expect(header?.split(',').slice(0, 11)).toEqual([
      'Date',
      'Time',
      'Direction',
      'Name',
      'Number',
      'Other party',
      'Duration',
      'Result',
      'Outcome',
      'Note',
      'uuid',
    ]);
    expect(first?.split(',').slice(0, 11)).toEqual([
      '2026-11-20',
      '09:05:07',
      'Incoming',
      'Priya Raman',
      "'+15555550123",
      '201',
      '1:05',
      'Missed',
      '',
      '',
      'in-1',
    ]);
    expect(second?.split(',').slice(0, 8)).toEqual([
      '2026-11-21',
      '16:30:00',
      'Outgoing',
      '',
      '15555550111',
      'Avery Chen (201)',
      '1:02:05',
      'Answered',
    ]);
  });

  it("writes the person's outcome and note after the result, a note that starts like a formula as text", () => {
    const [called] = calls([outbound]);
    if (!called) throw new Error('no call');
    const noted = {
      ...called,
      note: {
        text: '=HYPERLINK("http://x")\nCall back Monday',
        outcome: { id: 'follow-up', label: 'Follow up', retired: false },
        updatedMs: 0,
      },
    };
    const [, row] = toCsv([noted], callColumns()).slice(UTF8_BOM.length).split('\r\n');
    expect(row).toContain(`Answered,Follow up,"'=HYPERLINK(""http://x"")\nCall back Monday",out-1,`);
  });

  it('names the file after its days', () => {
    expect(exportFileName({ from: '2026-11-01', to: '2026-11-21' }, new Date())).toBe(
      'Calls 2026-11-01 to 2026-11-21.csv',
    );
    expect(exportFileName(null, new Date(2026, 10, 22, 23, 59))).toBe('Calls until 2026-11-22.csv');
  });
});

describe("the separator and decimal mark of a computer's spreadsheets", () => {
  it.each([
    ['en-US', ',', '.'],
    ['en-ZA', ';', ','],
    ['de-DE', ';', ','],
    ['de-CH', ',', '.'],
    ['fr-FR', ';', ','],
    ['pt-BR', ';', ','],
    // An English system in Germany (macOS writes its region so): the region decides, not the language.
    ['en-DE', ';', ','],
    // As the C library names locales on Linux.
    ['de_DE.UTF-8', ';', ','],
  ] as const)('a %s region: %s between cells, %s in decimals', (locale, separator, decimalMark) => {
    expect(csvStyleOfRegion(locale)).toEqual({ separator, decimalMark });
  });

  it("is the RFC's own for a locale Intl cannot read", () => {
    for (const locale of ['', 'C', '??']) expect(csvStyleOfRegion(locale)).toEqual(PLAIN_CSV);
  });

  it("on Windows: the user's own list separator and decimal mark, whatever the region says", () => {
    expect(csvStyleOfWindows({ listSeparator: ';', decimalMark: ',' }, 'en-US')).toEqual({
      separator: ';',
      decimalMark: ',',
    });
    expect(csvStyleOfWindows({ listSeparator: ',', decimalMark: '.' }, 'de-DE')).toEqual({
      separator: ',',
      decimalMark: '.',
    });
    // Set by hand to ';' and '.': Excel splits on ';' and reads '.'.
    expect(csvStyleOfWindows({ listSeparator: ';', decimalMark: '.' }, 'de-DE')).toEqual({
      separator: ';',
      decimalMark: '.',
    });
  });

  it('on Windows, a list separator other than , or ; is the one beside the decimal mark', () => {
    expect(csvStyleOfWindows({ listSeparator: '|', decimalMark: ',' }, 'en-US')).toEqual({
      separator: ';',
      decimalMark: ',',
    });
    expect(csvStyleOfWindows({ listSeparator: null, decimalMark: '.' }, 'de-DE')).toEqual({
      separator: ',',
      decimalMark: '.',
    });
  });

  it("on Windows, a decimal mark that is unreadable or would not make a number is the region's", () => {
    for (const decimalMark of [null, '', '1', 'x', ' ', '\u0000', '"', '....'])
      expect(csvStyleOfWindows({ listSeparator: null, decimalMark }, 'de-DE')).toEqual({
        separator: ';',
        decimalMark: ',',
      });
  });

  // Quoted as any cell holding either separator is: a spreadsheet still reads a number.
  it('writes a number with decimals with the mark, whether sent as a number or as text', () => {
    expect(csvCell(4.1, ',')).toBe('"4,1"');
    expect(csvCell('4.1', ',')).toBe('"4,1"');
    expect(csvCell('-0.5', ',')).toBe(`"'-0,5"`);
    expect(csvCell(4.1, '.')).toBe('4.1');
    expect(csvCell(4.1)).toBe('4.1');
  });

  it('leaves alone text that only holds dots: times, addresses, versions of several parts', () => {
    for (const value of ['2026-11-20 09:05:07.123+00', '10.0.0.1', '1.2.3', '555.555.0123', '12'])
      expect(csvCell(value, ',')).toBe(value);
  });
});

describe("the export file: headers in Dialdesk's language, separator and decimals in the computer's", () => {
  const record = {
    uuid: 'in-1',
    direction: 'inbound',
    start_stamp: '2026-11-20 09:05:07',
    caller_id_name: 'Raman; Priya',
    caller_id_number: '5555550123',
    destination_number: '201',
    duration: '65',
    rtp_audio_in_mos: '4.1',
  };
  let folder = '';

  afterEach(async () => {
    useLanguage({ language: 'en', locale: 'en', catalog: null });
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function written(style: CsvStyle): Promise<string[]> {
    folder = await mkdtemp(join(tmpdir(), 'dialdesk-csv-'));
    const path = join(folder, 'calls.csv');
    await writeCsvFile(path, calls([record]), style);
    const text = await readFile(path, 'utf8');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    return text.slice(UTF8_BOM.length).split('\r\n');
  }

  it('in German on a computer set for English: German headers, "," between cells, "." in decimals', async () => {
    useLanguage({
      language: 'de',
      locale: 'de-DE',
      catalog: {
        'export.column.date': 'Datum',
        'export.column.time': 'Uhrzeit',
        'export.column.direction': 'Richtung',
        'export.column.name': 'Name',
        'export.column.number': 'Nummer',
        'export.column.otherParty': 'Gegenstelle',
        'export.column.duration': 'Dauer',
        'export.column.result': 'Ergebnis',
        'export.column.outcome': 'Ergebnis (Notiz)',
        'export.column.note': 'Notiz',
        'export.direction.inbound': 'Eingehend',
      },
    });
    const [header, row] = await written(PLAIN_CSV);
    expect(header).toBe(
      'Datum,Uhrzeit,Richtung,Name,Nummer,Gegenstelle,Dauer,Ergebnis,Ergebnis (Notiz),Notiz,uuid,direction,start_stamp,caller_id_name,caller_id_number,destination_number,duration,rtp_audio_in_mos',
    );
    expect(row?.startsWith('2026-11-20,09:05:07,Eingehend,"Raman; Priya",5555550123,201,1:05,')).toBe(true);
    expect(row?.endsWith(',in-1,inbound,2026-11-20 09:05:07,"Raman; Priya",5555550123,201,65,4.1')).toBe(
      true,
    );
  });

  it.each<[string, CsvStyle, string]>([
    ['German', { separator: ';', decimalMark: ',' }, '"4,1"'],
    ['English (as it always was)', PLAIN_CSV, '4.1'],
  ])(
    'in English on a computer set for %s: English headers, its separator and decimal mark',
    async (_computer, style, decimal) => {
      const [header, row] = await written(style);
      const cells = (texts: string[]) => texts.join(style.separator);
      expect(header).toBe(
        cells([
          ...['Date', 'Time', 'Direction', 'Name', 'Number', 'Other party', 'Duration', 'Result'],
          ...['Outcome', 'Note', 'uuid'],
          ...['direction', 'start_stamp', 'caller_id_name', 'caller_id_number', 'destination_number'],
          ...['duration', 'rtp_audio_in_mos'],
        ]),
      );
      const name = '"Raman; Priya"';
      expect(
        row?.startsWith(cells(['2026-11-20', '09:05:07', 'Incoming', name, '5555550123', '201', '1:05', ''])),
      ).toBe(true);
      expect(
        row?.endsWith(
          cells(['', 'in-1', 'inbound', '2026-11-20 09:05:07', name, '5555550123', '201', '65', decimal]),
        ),
      ).toBe(true);
    },
  );
});
