import { describe, expect, it } from 'vitest';
import { canCallBack, lookupUnavailable } from '../../renderer/views/number-offers';

describe('canCallBack', () => {
  it.each([
    ['5550118', true],
    ['12345678', true],
    ['0', true],
    ['*97', true],
    ['+442079460958', true],
    ['(555) 555-0123', true],
    ['anonymous', false],
    ['Restricted', false],
    ['WIRELESS CALLER', false],
    ['', false],
    [null, false],
  ])('%j → %s', (number, offered) => {
    expect(canCallBack(number)).toBe(offered);
  });
});

describe('lookupUnavailable', () => {
  it.each([
    ['5555550123', null],
    ['15555550187', null],
    ['+15555550123', null],
    ['(555) 555-0123', null],
    ['+1 555 555 0123', null],
    ['12345678', /not for extensions, feature codes or local numbers/],
    ['5550118', /not for extensions, feature codes or local numbers/],
    ['0', /not for extensions/],
    ['*97', /not for extensions, feature codes/],
    ['+442079460958', /North American numbers only, not for numbers abroad/],
    ['011442079460958', /not for numbers abroad/],
    ['+5555550123', /not for numbers abroad/],
    ['anonymous', /no number to look up/],
    ['123456789012', /10 or 11 digits/],
  ])('%j → %s', (number, reason) => {
    const why = lookupUnavailable(number);
    if (reason === null) expect(why).toBeNull();
    else expect(why).toMatch(reason);
  });
});
