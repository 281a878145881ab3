// A lookup in words: one spelling of the facts for Lookup and the confirmation window, the number as the
// person wrote it in a failure's sentence (the service's reply kept for Details).
import { describe, expect, test } from 'vitest';
import type { IpcError, LookupFacts } from '../../preload/contract';
import { fieldRows } from '../../renderer/format/fields';
import {
  factsInWords,
  LOOKUP_FIELDS,
  leadingFacts,
  lineTypeInWords,
  lookupFailure,
  lookupMayPassLater,
  numberAsWritten,
  unbroken,
} from '../../renderer/format/lookup';

const FACTS: LookupFacts = {
  lineType: 'wireless',
  carrier: 'Cascade Mobile Demo LLC',
  city: 'Riverside',
  state: 'CA',
  doNotCall: true,
};

describe('facts in words', () => {
  test('a line type reads the same whatever case the service sent it in', () => {
    expect(lineTypeInWords('landline')).toBe('Landline');
    expect(lineTypeInWords('LANDLINE')).toBe('Landline');
    expect(lineTypeInWords('wireless')).toBe('Wireless');
    expect(lineTypeInWords('voip')).toBe('VoIP');
    expect(lineTypeInWords('TOLL_FREE')).toBe('Toll-free');
    // One the app does not know: as sent, capitalised; shouted, in lower case.
    expect(lineTypeInWords('pager')).toBe('Pager');
    expect(lineTypeInWords('PREMIUM_RATE')).toBe('Premium rate');
    expect(lineTypeInWords('  ')).toBeNull();
    expect(lineTypeInWords(null)).toBeNull();
  });

  test('the confirmation’s line and Lookup’s leading facts use the same words', () => {
    const result = { code: 200, LINETYPE: 'wireless', DNC: 'Y', LRN: '5555550901', type: '+OK' };
    const lead = leadingFacts(result, FACTS);
    expect(lead.map((fact) => [fact.label, fact.text])).toEqual([
      ['Line type', 'Wireless'],
      ['Carrier', 'Cascade Mobile Demo LLC'],
      ['Place', 'Riverside, CA'],
      ['Do-not-call list', 'On the list'],
    ]);
    expect(factsInWords(FACTS)).toEqual(lead.slice(0, 3).map((fact) => fact.text));
    expect(factsInWords({ ...FACTS, lineType: 'LANDLINE' })[0]).toBe('Landline');
  });

  test('an empty DNC is not a "no"; a value neither yes nor no is shown as sent', () => {
    const clear = { ...FACTS, doNotCall: false };
    /** The do-not-call fact as the lookup shows it, for the DNC value the service sent. */
    const dnc = (facts: typeof FACTS, DNC: string | undefined) =>
      leadingFacts({ code: 200, DNC }, facts).find((fact) => fact.name === 'DNC');
    expect(dnc(clear, '')?.text).toBeNull();
    expect(dnc(clear, undefined)?.text).toBeNull();
    expect(dnc(clear, 'N')).toMatchObject({ text: 'Not on the list', sent: false });
    expect(dnc(clear, 'false')?.text).toBe('Not on the list');
    expect(dnc(clear, 'PENDING')).toMatchObject({ text: 'PENDING', sent: true });
    expect(dnc(FACTS, 'Y')?.text).toBe('On the list');
    const sparse = leadingFacts(
      { code: 200, LEC: 'Cascade' },
      { ...clear, lineType: null, city: null, state: null },
    );
    expect(sparse.map((fact) => fact.text)).toEqual([null, 'Cascade Mobile Demo LLC', null, null]);
  });

  test('All fields keeps every field: the spec’s with labels that say what they are, then unknown ones as sent', () => {
    const rows = fieldRows(
      {
        code: 200,
        type: '+OK',
        msg: 'Success',
        LRN: '5555550901',
        LINETYPE: 'wireless',
        PORTED: true,
        SPID: '',
      },
      LOOKUP_FIELDS,
    );
    expect(rows.map((row) => [row.name, row.label, row.text])).toEqual([
      ['LINETYPE', 'Line type', 'Wireless'],
      ['LRN', 'Routing number (LRN)', '5555550901'],
      ['SPID', 'Service provider id (SPID)', 'not provided'],
      ['msg', 'Service message', 'Success'],
      ['type', 'Service status', '+OK'],
      ['code', 'Service code', '200'],
      ['PORTED', 'PORTED', 'true'],
    ]);
    expect(rows[0]?.raw).toBe('wireless');
  });
});

describe('a failed lookup', () => {
  const notFound: IpcError = {
    code: 'lookup-failed',
    message: 'the lookup service answered code 404: No LRN data for 15555550100',
    lookup: { code: 404, msg: 'No LRN data for 15555550100' },
  };
  const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');

  test('the number as written, out of whatever was typed or pasted around it', () => {
    expect(numberAsWritten('(555) 555-0100')).toBe('(555) 555-0100');
    expect(numberAsWritten('  555.555.0187 ')).toBe('555.555.0187');
    expect(numberAsWritten('Baker & Sons (555) 555-0111')).toBe('(555) 555-0111');
    expect(numberAsWritten('Riverside office: 555-555-0142 ext. 89')).toBe('555-555-0142');
    expect(numberAsWritten('+1 555 555 0100')).toBe('+1 555 555 0100');
    expect(numberAsWritten('call 5550100)')).toBe('5550100');
    expect(numberAsWritten('Dana')).toBe('Dana');
  });

  test('is a sentence with the number as typed, kept on one line; the reply stays for Details', () => {
    const shown = lookupFailure(notFound, '555-555-0100');
    expect(plain(shown.message)).toBe('The lookup service has no record of 555-555-0100.');
    expect(shown.message).not.toMatch(/LRN|404|15555550100/);
    expect(shown.message).toContain('555-\u20600100');
    expect(shown.lookup).toEqual(notFound.lookup);
    expect(shown.code).toBe('lookup-failed');
    expect(unbroken('(555) 555-0100')).toBe('(555)\u00a0555-\u20600100');
  });

  test('each reply code in words; a reply with no code and msg keeps main’s wording under Details', () => {
    const withCode = (code: number | null): IpcError => ({ ...notFound, lookup: { code, msg: 'x' } });
    expect(plain(lookupFailure(withCode(400), '555-0100').message)).toBe(
      'The lookup service did not take 555-0100 as a telephone number. Check the digits and the area code.',
    );
    expect(plain(lookupFailure(withCode(401), '555-0100').message)).toMatch(
      /^The lookup service refused the main SIP/,
    );
    expect(plain(lookupFailure(withCode(503), '555-0100').message)).toBe(
      'The lookup service could not look up 555-0100. Details show what it answered.',
    );
    expect(lookupMayPassLater(withCode(503))).toBe(true);
    expect(lookupMayPassLater(withCode(404))).toBe(false);
    const bare: IpcError = {
      code: 'lookup-failed',
      message: 'the lookup service answered code none: no message',
    };
    expect(lookupFailure(bare, '555-0100').details).toBe(bare.message);
  });

  test('other failures are left as main said them', () => {
    const unreachable: IpcError = { code: 'unreachable', message: 'The lookup service did not answer.' };
    expect(lookupFailure(unreachable, '555-0100')).toBe(unreachable);
  });
});
