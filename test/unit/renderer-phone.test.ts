// The one phone display rule: main writes each number's display form (libphonenumber, the default
// country, the call confirmation's rule) into each end of a call it reads, and beside the suggestions and
// lookups that hold numbers; the renderer shows what main wrote and formats nothing itself.
import { describe, expect, it } from 'vitest';
import { shownNumber, shownNumbersUnder } from '../../main/numbers/shown-numbers';
import { displayPhoneNumber, rememberShownNumbers } from '../../renderer/format/phone';
import { callOf, callsOf } from '../support/record-edge';

describe('main writes numbers as people read them', () => {
  it.each([
    ['5555550123', '(555) 555-0123'],
    ['15555550123', '(555) 555-0123'],
    ['+15555550123', '(555) 555-0123'],
    ['+1 (555) 555-0123', '(555) 555-0123'],
    ['555.555.0123', '(555) 555-0123'],
    ['+1 416 555 0199', '(416) 555-0199'],
    ['201', '201'],
    ['*97', '*97'],
    ['5550118', '5550118'],
    ['+442079460000', '+44 20 7946 0000'],
    ['02079460000', '02079460000'],
    ['WIRELESS CALLER', 'WIRELESS CALLER'],
    ['', ''],
  ])('%j -> %j (default country US)', (raw, shown) => {
    expect(shownNumber(raw, 'US')).toBe(shown);
  });

  it('at home in the national form of the default country, abroad in the international one', () => {
    expect(shownNumber('+442079460000', 'GB')).toBe('020 7946 0000');
    expect(shownNumber('+15555550123', 'GB')).toBe('+1 555 555 0123');
  });

  it('remembered per text, each number still follows the default country as it changes, past what it remembers', () => {
    let region = 'US';
    const shown = shownNumbersUnder(() => region);
    expect(shown('+15555550123')).toBe('(555) 555-0123');
    region = 'GB';
    expect(shown('+15555550123')).toBe('+1 555 555 0123');
    expect(shown('+442079460000')).toBe('020 7946 0000');
    // More distinct numbers than one remembered function keeps: the first ones are worked out again.
    for (let i = 0; i < 10_050; i++) expect(shown(`+4420794${String(i).padStart(5, '0')}`)).toMatch(/^020 7/);
    expect(shown('+15555550123')).toBe('+1 555 555 0123');
    region = 'US';
    expect(shown('+442079460000')).toBe('+44 20 7946 0000');
  });

  it('each end of a call main read carries its display form beside the number as recorded', () => {
    const call = callOf({
      uuid: 'u',
      direction: 'inbound',
      caller_id_number: 15555550123,
      destination_number: '201',
      caller_id_name: 'X',
    });
    expect(call.party).toMatchObject({ number: '15555550123', shown: '(555) 555-0123', name: 'X' });
    expect(call.desk).toMatchObject({ number: '201', shown: '201' });
  });
});

describe('the renderer shows what main wrote', () => {
  it('remembers the display forms a lookup and each person suggested carry, and shows a number main has not written as it came', () => {
    expect(displayPhoneNumber('+1 212 555 0100')).toBe('+1 212 555 0100');
    rememberShownNumbers([
      { name: 'Dana Whitfield', number: '+12125550100', shownNumbers: { '+12125550100': '(212) 555-0100' } },
    ]);
    rememberShownNumbers({ tn: '2125550111', shownNumbers: { '2125550111': '(212) 555-0111' } });
    expect(displayPhoneNumber('+12125550100')).toBe('(212) 555-0100');
    expect(displayPhoneNumber('2125550111')).toBe('(212) 555-0111');
    // Answers without any (a page of calls, a sentence, nothing) are passed over.
    for (const answer of [callsOf([{ uuid: 'c', caller_id_number: '2125550199' }]), 'Sent', null, undefined])
      rememberShownNumbers(answer);
    expect(displayPhoneNumber('2125550199')).toBe('2125550199');
  });
});
