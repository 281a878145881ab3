// CSV text of call history: RFC 4180 quoting, formula-injection escaping, the header, the BOM.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from '../../main/export';

describe('a CSV cell', () => {
  it.each([
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
    ['a leading CR, quoted too', '\r=1', `"'\r=1"`],
  ])('%s', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
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
    const csv = toCsv([
      { duration: 12, uuid: 'a', caller_id_name: 'Dana' },
      { uuid: 'b', hangup_cause: 'NO_ANSWER', duration: 0 },
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(UTF8_BOM.length)).toBe(
      'uuid,duration,caller_id_name,hangup_cause\r\na,12,Dana,\r\nb,0,,NO_ANSWER\r\n',
    );
  });

  it('escapes field names like any other cell', () => {
    expect(toCsv([{ uuid: 'a', '=cmd|x': 1 }])).toBe(`${UTF8_BOM}uuid,'=cmd|x\r\na,1\r\n`);
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
    expect(toCsv([{ uuid: 'c1', detail: deep }])).toContain('c1,(nested too deep to show)');
    expect(csvCell({ a: [1, { b: 2 }] })).toBe('"{""a"":[1,{""b"":2}]}"');
  });
});
