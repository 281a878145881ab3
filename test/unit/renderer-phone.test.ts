import { describe, expect, it } from 'vitest';
import { displayPhoneNumber, showPhoneNumber } from '../../renderer/format/phone';

describe('displayPhoneNumber', () => {
  it.each([
    ['5555550123', '(555) 555-0123'],
    ['15555550123', '(555) 555-0123'],
    ['+15555550123', '(555) 555-0123'],
    ['+1 (555) 555-0123', '(555) 555-0123'],
    ['555.555.0123', '(555) 555-0123'],
    ['201', '201'],
    ['5550118', '5550118'],
    ['+442079460000', '+442079460000'],
    ['+5555550123', '+5555550123'],
    ['02079460000', '02079460000'],
    ['WIRELESS CALLER', 'WIRELESS CALLER'],
    ['', ''],
  ])('%j -> %j', (raw, shown) => {
    expect(displayPhoneNumber(raw)).toBe(shown);
  });

  it('formats numbers that arrive as JSON numbers, and leaves other values to the raw display', () => {
    expect(showPhoneNumber(15555550123)).toBe('(555) 555-0123');
    expect(showPhoneNumber(null)).toBeNull();
  });
});
