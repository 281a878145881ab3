// The one number key (main/numbers/number-key.ts): every expected value below was observed with this
// repository's libphonenumber-js ('max' metadata), as the contacts reference's §4 records its results.
import { describe, expect, it } from 'vitest';
import { type NumberKey, type NumberKeyRule, numberKey } from '../../main/numbers/number-key';

/** An account in the US whose extensions have three digits, as the demo's 201. */
const US: NumberKeyRule = { defaultRegion: 'US', ownExtension: '201' };
const GB: NumberKeyRule = { defaultRegion: 'GB', ownExtension: null };
const DE: NumberKeyRule = { defaultRegion: 'DE', ownExtension: null };
/** Two German accounts: one with four-digit extensions (its own is 4700), one with three (its own is 201). */
const DE_FOUR_DIGITS: NumberKeyRule = { defaultRegion: 'DE', ownExtension: '4700' };
const DE_THREE_DIGITS: NumberKeyRule = { defaultRegion: 'DE', ownExtension: '201' };
/** A country libphonenumber does not know: only '+' numbers (and the '+' retry) read. */
const UNKNOWN: NumberKeyRule = { defaultRegion: 'ZZ', ownExtension: null };

const e164 = (key: string, extension: string | null = null): NumberKey => ({ key, kind: 'e164', extension });
const internal = (digits: string): NumberKey => ({ key: `ext:${digits}`, kind: 'internal', extension: null });
const raw = (digits: string, extension: string | null = null): NumberKey => ({
  key: `raw:${digits}`,
  kind: 'raw',
  extension,
});

const NEW_YORK = e164('+12125550123');
const LONDON = e164('+442079460958');
const BERLIN_DIRECT = e164('+4930123456789');

const TABLE: [text: string, rule: NumberKeyRule, expected: NumberKey | null][] = [
  // One New York line, however it was written.
  ['+1 (212) 555-0123', US, NEW_YORK],
  ['212.555.0123', US, NEW_YORK],
  ['1-212-555-0123', US, NEW_YORK],
  ['2125550123', US, NEW_YORK], // as FusionPBX records it
  ['12125550123', US, NEW_YORK], // as FusionPBX records it, with the country code
  ['00 1 212 555 0123', DE, NEW_YORK], // Germany's international prefix
  ['２１２５５５０１２３', US, NEW_YORK], // full-width digits (NFKC)
  ['\u202A+1 212 555 0123\u202C', US, NEW_YORK], // bidi marks around a copied number
  ['callto://+12125550123', US, NEW_YORK],
  // London in four writings, and a fifth.
  ['+44 20 7946 0958', US, LONDON],
  ['020 7946 0958', GB, LONDON],
  ['00442079460958', DE, LONDON],
  ['442079460958', US, LONDON], // FusionPBX strips the '+': read again with one after the US reading fails
  ['+44 (0)20 7946 0958', US, LONDON],
  ['sips:+442079460958@sip.example.net;user=phone', US, LONDON],
  ['020 7946 0958', US, raw('02079460958')], // a British national number means nothing in the US
  // Another country without its '+'.
  ['33142685300', US, e164('+33142685300')], // Paris
  // Extensions: split off, zeros kept, not part of the key.
  ['(212) 555-0100 ext. 12', US, e164('+12125550100', '12')],
  ['212-555-0100 x12', US, e164('+12125550100', '12')],
  ['2125550100x12', US, e164('+12125550100', '12')],
  ['212.555.0100 #12', US, e164('+12125550100', '12')],
  ['+1 212 555 0100;ext=12', US, e164('+12125550100', '12')],
  ['tel:+1-212-555-0100;ext=12', US, e164('+12125550100', '12')],
  ['+1 212 555 0100 ext 012', US, e164('+12125550100', '012')],
  ['+1 (212) 555-0100 extension 7', US, e164('+12125550100', '7')],
  ['201 x5', US, raw('201', '5')], // a suffix makes it more than a bare extension
  // Letters on the keypad (ITU-T E.161), only beside enough digits.
  ['1-800-FLOWERS', US, e164('+18003569377')],
  ['1-800-flowers', US, e164('+18003569377')],
  ['1-800-FLOWERS ext. 5', US, e164('+18003569377', '5')],
  ['BusinessPhone', US, null],
  ['anonymous', US, null],
  ['', US, null],
  ['   ', US, null],
  // Extensions of the account: compared exactly, as long as the account's own extension at most.
  ['4711', DE_FOUR_DIGITS, internal('4711')],
  ['4711', DE, internal('4711')], // no own extension set: up to six digits
  ['4711', DE_THREE_DIGITS, e164('+494711')], // on this account 4711 is a German short number
  ['4711', US, raw('4711')], // too short for a US number, too long for this account's extensions
  ['202', US, internal('202')],
  ['20 2', US, internal('202')],
  ['0', US, internal('0')], // the operator
  ['sip:201@pbx.example.com', US, internal('201')],
  ['+202', US, raw('202')], // a '+' is never an extension
  ['123456', DE, internal('123456')],
  ['1234567', DE, e164('+491234567')], // past six digits: a number of the country
  // Possible but not valid: kept as E.164 (the demo's numbers are of this kind).
  ['(111) 555-1111', US, e164('+11115551111')],
  ['(555) 555-0123', US, e164('+15555550123')],
  // Numbers nothing reads: their digits.
  ['555-0100', US, raw('5550100')],
  ['12345678', US, raw('12345678')],
  ['+999 123', US, raw('999123')],
  ['2125550123', UNKNOWN, raw('2125550123')],
  ['+12125550123', UNKNOWN, NEW_YORK],
  // German direct dial: the digits are part of the number, however they are written.
  ['+49 30 1234567-89', DE, BERLIN_DIRECT],
  ['030 1234567 Durchwahl 89', DE, BERLIN_DIRECT],
];

describe('numberKey', () => {
  it('has a table of at least 40 rows', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%j under %j', (text, rule, expected) => {
    expect(numberKey(text, rule)).toEqual(expected);
  });
});
