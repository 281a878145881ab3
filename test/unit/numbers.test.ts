import { describe, expect, it } from 'vitest';
import type { ExternalNumber, NumberFormat, ParsedNumber } from '../../main/numbers';
import { findPhoneNumber, formatForDial, parseDialUri } from '../../main/numbers';

// Expected results shared by several rows. Each is a complete value, so every row asserts all fields.
const US_FICTIONAL: ExternalNumber = {
  kind: 'external',
  e164: '+15551234567',
  country: 'US',
  national: '(555) 123-4567',
  international: '+1 555 123 4567',
  extension: undefined,
  domestic: true,
};
const US_FICTIONAL_EXT_89: ExternalNumber = { ...US_FICTIONAL, extension: '89' };
// Written with '+1', a 555 number has no area code that pins it to a NANP region, so libphonenumber
// leaves the country empty; written nationally it takes the default region's.
const NANP_FICTIONAL: ExternalNumber = { ...US_FICTIONAL, country: undefined };
const US_NYC: ExternalNumber = {
  kind: 'external',
  e164: '+12125550142',
  country: 'US',
  national: '(212) 555-0142',
  international: '+1 212 555 0142',
  extension: undefined,
  domestic: true,
};
const CA_TORONTO: ExternalNumber = {
  kind: 'external',
  e164: '+14165550123',
  country: 'CA',
  national: '(416) 555-0123',
  international: '+1 416 555 0123',
  extension: undefined,
  domestic: true,
};
const GB_LONDON: ExternalNumber = {
  kind: 'external',
  e164: '+442079460000',
  country: 'GB',
  national: '020 7946 0000',
  international: '+44 20 7946 0000',
  extension: undefined,
  domestic: true,
};
const GB_LONDON_ABROAD: ExternalNumber = { ...GB_LONDON, domestic: false };
const DE_BERLIN: ExternalNumber = {
  kind: 'external',
  e164: '+49301234567',
  country: 'DE',
  national: '030 1234567',
  international: '+49 30 1234567',
  extension: undefined,
  domestic: true,
};
const FR_PARIS: ExternalNumber = {
  kind: 'external',
  e164: '+33123456789',
  country: 'FR',
  national: '01 23 45 67 89',
  international: '+33 1 23 45 67 89',
  extension: undefined,
  domestic: true,
};
const AU_SYDNEY: ExternalNumber = {
  kind: 'external',
  e164: '+61298765432',
  country: 'AU',
  national: '(02) 9876 5432',
  international: '+61 2 9876 5432',
  extension: undefined,
  domestic: true,
};
const IN_MOBILE: ExternalNumber = {
  kind: 'external',
  e164: '+919876543210',
  country: 'IN',
  national: '098765 43210',
  international: '+91 98765 43210',
  extension: undefined,
  domestic: true,
};

function find(text: string, defaultRegion: string): ParsedNumber | null {
  return findPhoneNumber(text, { defaultRegion });
}

describe('findPhoneNumber', () => {
  it.each<[string, string, ParsedNumber]>([
    // US / CA
    ['Call me at (555) 123-4567 ext 89 after 5', 'US', US_FICTIONAL_EXT_89],
    [
      '555-555-0123',
      'US',
      { ...US_FICTIONAL, e164: '+15555550123', national: '(555) 555-0123', international: '+1 555 555 0123' },
    ],
    ['555.123.4567', 'US', US_FICTIONAL],
    ['Cell: 212.555.0142', 'US', US_NYC],
    ['2125550142', 'US', US_NYC],
    ['12125550142', 'US', US_NYC],
    [
      'John Smith | Sales Director\nAcme Corp\nDirect: +1 (212) 555-0142 | Mobile: (646) 555-0199',
      'US',
      US_NYC,
    ],
    ['(212) 555-0142 or (646) 555-0199', 'US', US_NYC],
    [
      '1 (800) 555-0199',
      'US',
      { ...US_NYC, e164: '+18005550199', national: '(800) 555-0199', international: '+1 800 555 0199' },
    ],
    ['(416) 555-0123', 'CA', CA_TORONTO],
    ['+1 416 555 0123', 'US', CA_TORONTO],
    // Extensions, in every spelling, stay out of the digits.
    ['(555) 123-4567 x89', 'US', US_FICTIONAL_EXT_89],
    ['555-123-4567x89', 'US', US_FICTIONAL_EXT_89],
    ['(555) 123-4567 ext. 89', 'US', US_FICTIONAL_EXT_89],
    ['(555) 123-4567 extension 89', 'US', US_FICTIONAL_EXT_89],
    ['(555) 123-4567 #89', 'US', US_FICTIONAL_EXT_89],
    ['Click tel:+1-555-123-4567;ext=89', 'US', { ...NANP_FICTIONAL, extension: '89' }],
    ['020 7946 0000 ext. 123', 'GB', { ...GB_LONDON, extension: '123' }],
    // Characters copied text carries: no-break spaces, unicode dashes, bidi marks, narrow spaces.
    ['Call\u00a0(555)\u00a0123\u20114567', 'US', US_FICTIONAL],
    ['212\u2013555\u20130142', 'US', US_NYC],
    ['Tel: 212\u2212555\u22120142', 'US', US_NYC],
    ['\u202a+44 20 7946 0000\u202c', 'US', GB_LONDON_ABROAD],
    ['+44\u202f20\u202f7946\u202f0000', 'US', GB_LONDON_ABROAD],
    ['+44\u200e 20\u200b 7946 0000', 'US', GB_LONDON_ABROAD],
    // GB
    ['+44 20 7946 0000', 'GB', GB_LONDON],
    ['+44 (0)20 7946 0000', 'US', GB_LONDON_ABROAD],
    ['011 44 20 7946 0000', 'US', GB_LONDON_ABROAD],
    ['0044 20 7946 0000', 'DE', GB_LONDON_ABROAD],
    ['Phone: tel:+44 20 7946 0000', 'US', GB_LONDON_ABROAD],
    // Ofcom's drama range: unallocated, so only "possible", and still found.
    [
      'Mobile: 07700 900123',
      'GB',
      { ...GB_LONDON, e164: '+447700900123', national: '07700 900123', international: '+44 7700 900123' },
    ],
    // DE
    ['030 1234567', 'DE', DE_BERLIN],
    ['+49 (0)30 1234567', 'DE', DE_BERLIN],
    ['Tel.: 030/1234567', 'DE', DE_BERLIN],
    [
      'Mobil 0171 1234567',
      'DE',
      { ...DE_BERLIN, e164: '+491711234567', national: '0171 1234567', international: '+49 171 1234567' },
    ],
    // German '-89' is a Durchwahl (direct inward dialling): it is part of the dialled number, not an
    // extension to send after connecting, so it is rightly kept in the digits.
    [
      'Tel. +49 30 1234567-89',
      'DE',
      { ...DE_BERLIN, e164: '+4930123456789', national: '030 123456789', international: '+49 30 123456789' },
    ],
    // FR
    ['01 23 45 67 89', 'FR', FR_PARIS],
    ['+33 (0)1 23 45 67 89', 'US', { ...FR_PARIS, domestic: false }],
    [
      'Portable : 06.12.34.56.78',
      'FR',
      { ...FR_PARIS, e164: '+33612345678', national: '06 12 34 56 78', international: '+33 6 12 34 56 78' },
    ],
    // AU
    ['(02) 9876 5432', 'AU', AU_SYDNEY],
    ['+61 2 9876 5432', 'GB', { ...AU_SYDNEY, domestic: false }],
    [
      'Mob: 0412 345 678',
      'AU',
      { ...AU_SYDNEY, e164: '+61412345678', national: '0412 345 678', international: '+61 412 345 678' },
    ],
    // IN
    ['098765 43210', 'IN', IN_MOBILE],
    ['+91 98765 43210', 'US', { ...IN_MOBILE, domestic: false }],
    [
      '+91-22-2345-6789',
      'IN',
      { ...IN_MOBILE, e164: '+912223456789', national: '022 2345 6789', international: '+91 22 2345 6789' },
    ],
    // Vanity letters are never turned into digits (see the null cases), so the real number wins.
    ['1-800-FLOWERS or (212) 555-0142', 'US', US_NYC],
    // A valid number beats an earlier merely possible one: the fallback is only for texts with none.
    ['Demo line (555) 123-4567, office (212) 555-0142', 'US', US_NYC],
    // Region settings in lower case still work.
    ['020 7946 0000', 'gb', GB_LONDON],
    // An unknown region does not throw: numbers with a '+' are still found, never domestic.
    ['+44 20 7946 0000', 'XX', GB_LONDON_ABROAD],
    // Internal extensions and feature codes pass through untouched.
    ['201', 'US', { kind: 'internal', digits: '201' }],
    [' 201 ', 'US', { kind: 'internal', digits: '201' }],
    ['\t4021\n', 'DE', { kind: 'internal', digits: '4021' }],
    ['*97', 'US', { kind: 'internal', digits: '*97' }],
    ['#21', 'GB', { kind: 'internal', digits: '#21' }],
    ['\u200e201\u200f', 'US', { kind: 'internal', digits: '201' }],
  ])('finds the number in %j (region %s)', (text, region, expected) => {
    expect(find(text, region)).toStrictEqual(expected);
  });

  it.each<[string, string]>([
    ['', 'US'],
    ['   \n\t ', 'US'],
    ['Call me later', 'US'],
    ['2026-11-22', 'US'],
    ['Meeting 10:30-11:45 on 11/22/2026', 'US'],
    ['192.168.1.10', 'US'],
    ['$1,234.56', 'US'],
    ['Invoice #2026-0042 due 11/22/2026, total $1,234.56', 'US'],
    // Vanity numbers are not dialled: letters map to digits ambiguously (1-800-FLOWERS has one letter
    // too many) and guessing would ring a stranger.
    ['1-800-FLOWERS', 'US'],
    // Seven digits inside longer text are as likely an order number (alone, they are a local number).
    ['Order 555-0142 shipped', 'US'],
    ['ref 1234567', 'US'],
    // Only bare digits are internal; a labelled extension could belong to anyone's switchboard.
    ['ext 201', 'US'],
    ['1', 'US'],
    // A national number needs a known region to be read.
    ['555 123 4567', 'XX'],
  ])('finds nothing dialable in %j (region %s)', (text, region) => {
    expect(find(text, region)).toBeNull();
  });

  it('falls back to a merely possible number even when it is an order number (accepted trade-off)', () => {
    // The fallback that lets fictional 555 numbers through cannot tell them from any 10-digit run.
    expect(find('Order 1234567890', 'US')).toStrictEqual({
      kind: 'external',
      e164: '+11234567890',
      country: 'US',
      national: '1234567890',
      international: '+1 1234567890',
      extension: undefined,
      domestic: true,
    });
  });

  it('looks at the first 10,000 characters only', () => {
    expect(find(`${'x'.repeat(9_000)} (212) 555-0142`, 'US')).toStrictEqual(US_NYC);
    expect(find(`${'x'.repeat(10_000)} (212) 555-0142`, 'US')).toBeNull();
    expect(find(`(212) 555-0142\n${'Lorem ipsum 42. '.repeat(100_000)}`, 'US')).toStrictEqual(US_NYC);
  });
});

describe('formatForDial', () => {
  it.each<[string, string, NumberFormat, string]>([
    ['(555) 123-4567', 'US', 'e164', '+15551234567'],
    ['(555) 123-4567', 'US', 'national-digits', '5551234567'],
    ['(555) 123-4567', 'US', 'country-digits', '15551234567'],
    // The extension is dialled after connecting, never appended.
    ['(555) 123-4567 ext 89', 'US', 'e164', '+15551234567'],
    ['(555) 123-4567 ext 89', 'US', 'national-digits', '5551234567'],
    ['(555) 123-4567 ext 89', 'US', 'country-digits', '15551234567'],
    ['020 7946 0000', 'GB', 'e164', '+442079460000'],
    ['020 7946 0000', 'GB', 'national-digits', '02079460000'],
    ['020 7946 0000', 'GB', 'country-digits', '442079460000'],
    ['030 1234567', 'DE', 'e164', '+49301234567'],
    ['030 1234567', 'DE', 'national-digits', '0301234567'],
    ['030 1234567', 'DE', 'country-digits', '49301234567'],
    ['01 23 45 67 89', 'FR', 'national-digits', '0123456789'],
    ['(02) 9876 5432', 'AU', 'national-digits', '0298765432'],
    ['98765 43210', 'IN', 'national-digits', '09876543210'],
    // Same calling code: a Canadian number is dialled from the US like a domestic one.
    ['+1 416 555 0123', 'US', 'national-digits', '4165550123'],
    // Another country cannot be dialled nationally: E.164, so the phone system picks its own prefix.
    ['+44 20 7946 0000', 'US', 'national-digits', '+442079460000'],
    ['+44 20 7946 0000', 'US', 'country-digits', '442079460000'],
    ['+1 (212) 555-0142', 'DE', 'national-digits', '+12125550142'],
    // Internal numbers are the same in every format.
    ['201', 'US', 'e164', '201'],
    ['201', 'US', 'national-digits', '201'],
    ['201', 'US', 'country-digits', '201'],
    ['*97', 'GB', 'e164', '*97'],
    ['*97', 'GB', 'national-digits', '*97'],
    ['*97', 'GB', 'country-digits', '*97'],
  ])('formats %j (region %s) as %s', (text, region, format, expected) => {
    const parsed = find(text, region);
    if (parsed === null) throw new Error(`no number found in ${text}`);
    expect(formatForDial(parsed, format)).toBe(expected);
  });
});

describe('parseDialUri', () => {
  const parse = (uri: string, defaultRegion = 'US') => parseDialUri(uri, { defaultRegion });

  it.each<[string, ParsedNumber]>([
    ['tel:+1-555-123-4567', NANP_FICTIONAL],
    ['tel:+1 555 123 4567', NANP_FICTIONAL],
    ['tel:5551234567;ext=89', US_FICTIONAL_EXT_89],
    ['tel:+1-555-123-4567;EXT=8-9', { ...NANP_FICTIONAL, extension: '89' }],
    ['tel:+15551234567;ext=abc', NANP_FICTIONAL],
    ['tel:+15551234567;phone-context=example.com', NANP_FICTIONAL],
    ['tel:(555) 123.4567', US_FICTIONAL],
    ['tel:%28555%29%20123-4567', US_FICTIONAL],
    ['tel:%2B15551234567', NANP_FICTIONAL],
    ['  tel:+15551234567\n', NANP_FICTIONAL],
    ['TEL:+44-20-7946-0000', GB_LONDON_ABROAD],
    // A local number completed by a global phone-context prefix (RFC 3966).
    ['tel:20-7946-0000;phone-context=+44', GB_LONDON_ABROAD],
    ['callto:+15551234567', NANP_FICTIONAL],
    ['callto://+15551234567', NANP_FICTIONAL],
    ['sip:+15551234567@pbx.example.com;user=phone', NANP_FICTIONAL],
    ['sip:+15551234567;ext=89@pbx.example.com;user=phone', { ...NANP_FICTIONAL, extension: '89' }],
    ['sip:201@pbx.example.com', { kind: 'internal', digits: '201' }],
    ['tel:201;phone-context=pbx.example.com', { kind: 'internal', digits: '201' }],
    ['tel:*97', { kind: 'internal', digits: '*97' }],
    ['tel:%2397', { kind: 'internal', digits: '#97' }],
  ])('parses %j', (uri, expected) => {
    expect(parse(uri)).toStrictEqual(expected);
  });

  it('reads local numbers in the default region', () => {
    expect(parse('tel:030-1234567', 'DE')).toStrictEqual(DE_BERLIN);
    expect(parse('tel:020 7946 0000', 'GB')).toStrictEqual(GB_LONDON);
  });

  it.each<[string]>([
    [''],
    ['   '],
    ['tel:'],
    ['tel:;ext=89'],
    ['http://example.com/tel:+15551234567'],
    ['https://example.com'],
    ['javascript:alert(1)'],
    ['javascript:tel:+15551234567'],
    ['mailto:someone@example.com'],
    ['file:///etc/passwd'],
    ['sips:+15551234567@pbx.example.com'],
    ['+15551234567'],
    ['tel:1-800-FLOWERS'],
    ['tel:555-0142'],
    ['tel:++15551234567'],
    ['tel:+15551234567890123456'],
    ['tel:+1555<script>1234567'],
    ['tel:%E0%A4%A'],
    ['tel:%'],
    ['tel:+1555%0A1234567'],
    ['tel:\u0000'],
    ['sip:pbx.example.com'],
    ['sip:alice@example.com'],
    ['sip:@'],
    ['callto:skype.user'],
    [`tel:+15551234567;x=${'a'.repeat(240)}`],
  ])('rejects %j', (uri) => {
    expect(parse(uri)).toBeNull();
  });

  it('accepts links up to 256 characters and rejects longer ones', () => {
    const link = (length: number) => 'tel:+15551234567;x='.padEnd(length, 'a');
    expect(parse(link(256))).toStrictEqual(NANP_FICTIONAL);
    expect(parse(link(257))).toBeNull();
  });

  it('returns null instead of throwing for values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, ['tel:201']]) {
      expect(parse(value as unknown as string)).toBeNull();
    }
  });

  it('returns null instead of throwing for an unknown region', () => {
    expect(parse('tel:5551234567', 'XX')).toBeNull();
    expect(parse('tel:+442079460000', 'not a region')).toStrictEqual(GB_LONDON_ABROAD);
  });
});
