// The phone system's times, read one way everywhere: every timestamptz form PostgreSQL prints (offsets of
// hours, of hours and minutes, Z, microseconds, T or space), epochs as numbers or text, in seconds or in
// milliseconds, and absurd values refused. The range sent to the server carries the desk's offset.
import { afterEach, describe, expect, it } from 'vitest';
import { serverHistoryQuery } from '../../main/history/server-query';
import { deskOffset, epochMs, recordTimeMs, stampMs } from '../../preload/shared/phone-time';

const at = (iso: string) => Date.parse(iso);

describe('a timestamptz as the phone system writes it', () => {
  it.each([
    ['hour-only offset', '2026-03-09 23:30:00-05', '2026-03-10T04:30:00Z'],
    ['microseconds and hour-only offset', '2026-03-05 01:30:00.250000-06', '2026-03-05T07:30:00.250Z'],
    ['hours and minutes', '2026-03-10 10:00:00+05:30', '2026-03-10T04:30:00Z'],
    ['hours and minutes without a colon', '2026-03-10 10:00:00+0530', '2026-03-10T04:30:00Z'],
    ['Newfoundland', '2026-01-10 08:00:00-03:30', '2026-01-10T11:30:00Z'],
    ['Nepal', '2026-03-10 10:00:00+05:45', '2026-03-10T04:15:00Z'],
    [
      'an offset with seconds (PostgreSQL for old dates)',
      '1995-06-01 12:00:00+00:19:32',
      '1995-06-01T11:40:28Z',
    ],
    ['zero offset', '2026-03-10 10:00:00+00', '2026-03-10T10:00:00Z'],
    ['Z and a T', '2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z'],
    ['ISO with milliseconds', '2026-03-10T10:00:00.123-05:00', '2026-03-10T15:00:00.123Z'],
    ['no zone: UTC', '2026-03-10 10:00:00', '2026-03-10T10:00:00Z'],
    ['no seconds', '2026-03-10 10:00-05', '2026-03-10T15:00:00Z'],
    ['a date alone: its midnight', '2026-03-10', '2026-03-10T00:00:00Z'],
    ['spaces around it', '  2026-03-10 10:00:00-05  ', '2026-03-10T15:00:00Z'],
  ])('%s: %s', (_case, text, iso) => {
    expect(stampMs(text)).toBe(at(iso));
  });

  it.each([
    ['February 30', '2026-02-30 10:00:00-05'],
    ['hour 25', '2026-03-10 25:00:00'],
    ['the year 58000', '58000-01-01 00:00:00'],
    ['1970 (an unset stamp)', '1970-01-01 00:00:00+00'],
    ['words', 'yesterday'],
    ['empty', ''],
    ['a number', 1_772_940_600],
    ['null', null],
  ])('%s is not a time', (_case, value) => {
    expect(stampMs(value)).toBeNull();
  });
});

describe('an epoch', () => {
  it.each([
    ['seconds', 1_772_940_600, '2026-03-08T03:30:00Z'],
    ['seconds as text (PostgreSQL numeric)', '1772940600', '2026-03-08T03:30:00Z'],
    ['fractional seconds', '1772940600.5', '2026-03-08T03:30:00.500Z'],
    ['milliseconds', 1_772_940_600_000, '2026-03-08T03:30:00Z'],
    ['milliseconds as text', '1772940600000', '2026-03-08T03:30:00Z'],
  ])('%s', (_case, value, iso) => {
    expect(epochMs(value)).toBe(at(iso));
  });

  it.each([
    ['1.7e18', 1.7e18],
    ['1e30', 1e30],
    ['0 (not answered)', 0],
    ['"0"', '0'],
    ['negative', -5],
    ['text', 'soon'],
    ['empty text', ''],
    ['NaN', Number.NaN],
  ])('%s is not a time', (_case, value) => {
    expect(epochMs(value)).toBeNull();
  });

  it('a record is placed by its epoch, else its stamp, else not at all', () => {
    const fields = [['start_epoch'], ['start_stamp']] as const;
    expect(recordTimeMs({ start_epoch: '1772940600', start_stamp: 'x' }, ...fields)).toBe(1_772_940_600_000);
    expect(recordTimeMs({ start_epoch: 1e30, start_stamp: '2026-03-09 23:30:00-05' }, ...fields)).toBe(
      at('2026-03-10T04:30:00Z'),
    );
    expect(recordTimeMs({ start_epoch: 1.7e18 }, ...fields)).toBeNull();
  });
});

describe("the desk's day sent to the phone system", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('carries the desk’s offset at each end, daylight saving included', () => {
    process.env.TZ = 'America/St_Johns'; // -03:30 in winter, -02:30 in summer
    expect(deskOffset(new Date(at('2026-01-15T12:00:00Z')))).toBe('-03:30');
    const query = serverHistoryQuery(
      {
        orderBy: { field: 'start_epoch', direction: 'desc' },
        range: { from: '2026-03-07', to: '2026-03-08' },
      },
      { limit: 50, offset: 0 },
    );
    // Daylight saving starts in the night of 7 to 8 March 2026 there.
    expect(query.range).toEqual(['2026-03-07 00:00:00-03:30', '2026-03-08 23:59:59-02:30']);
    expect(stampMs(query.range?.[0])).toBe(at('2026-03-07T03:30:00Z'));
  });

  it('east of UTC too', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(deskOffset(new Date(at('2026-06-01T00:00:00Z')))).toBe('+05:30');
  });
});
