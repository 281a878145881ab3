// The time where a number rings and the calling hours' verdict, on instants the test gives (no test here
// reads the machine's clock or zone): the edges of the day's hours (7:59 and 8:00, 20:59 and 21:00),
// Florida's 8:00 PM, daylight saving starting and ending in both hemispheres, a range of neighbouring zones
// judged whole, many zones unknown and never blocking, and the check turned off.
import { describe, expect, it } from 'vitest';
import { calledPartyTime } from '../../main/hours/called-party-time';
import { calledZones } from '../../main/hours/called-zones';
import { DEFAULT_CALLING_HOURS } from '../../main/hours/calling-hours-file';
import type { CallingHours } from '../../preload/contract';

const NEW_YORK = { zones: ['America/New_York'], florida: false };
const MIAMI = { zones: ['America/New_York'], florida: true };
const SIOUX_FALLS_AREA = { zones: ['America/Denver', 'America/North_Dakota/Center'], florida: false };
const SYDNEY = { zones: ['Australia/Sydney'], florida: false };
const ALASKA = { zones: ['America/Adak', 'America/Anchorage'], florida: false };

const at = (iso: string) => Date.parse(iso);
const minutes = (hhmm: string) => {
  const [hours = 0, mins = 0] = hhmm.split(':').map(Number);
  return hours * 60 + mins;
};
const timeAt = (
  iso: string,
  where: { zones: readonly string[]; florida: boolean },
  hours = DEFAULT_CALLING_HOURS,
) => calledPartyTime(at(iso), where, null, hours);

describe('the verdict at the edges of the hours', () => {
  // 15 July 2026: New York is on EDT (UTC−4).
  it.each([
    ['2026-07-15T11:59:00Z', '7:59', 'outside'],
    ['2026-07-15T12:00:00Z', '8:00', 'inside'],
    ['2026-07-16T00:59:00Z', '20:59', 'inside'],
    ['2026-07-16T01:00:00Z', '21:00', 'outside'],
    ['2026-07-16T04:00:00Z', '0:00', 'outside'],
  ] as const)('at %s it is %s in New York: %s', (iso, local, verdict) => {
    expect(timeAt(iso, NEW_YORK)).toEqual({
      local: { earliest: minutes(local), latest: minutes(local) },
      place: null,
      verdict,
      hours: { start: 480, end: 1260, florida: false },
    });
  });

  it.each([
    ['2026-07-15T23:59:00Z', 'inside'],
    ['2026-07-16T00:00:00Z', 'outside'],
  ] as const)('in Florida the evening ends at 8:00 PM: at %s (19:59, 20:00) %s', (iso, verdict) => {
    expect(timeAt(iso, MIAMI)).toMatchObject({ verdict, hours: { start: 480, end: 1200, florida: true } });
  });

  it('Florida’s exception turned off, or hours stricter than Florida’s, apply as set', () => {
    expect(timeAt('2026-07-16T00:00:00Z', MIAMI, { ...DEFAULT_CALLING_HOURS, florida: false })).toMatchObject(
      {
        verdict: 'inside',
        hours: { start: 480, end: 1260, florida: false },
      },
    );
    const strict: CallingHours = {
      enabled: true,
      start: minutes('9:00'),
      end: minutes('17:30'),
      florida: true,
    };
    expect(timeAt('2026-07-15T12:30:00Z', MIAMI, strict)).toMatchObject({
      verdict: 'outside',
      hours: { start: 540, end: 1050, florida: true },
    });
    expect(timeAt('2026-07-15T21:29:00Z', MIAMI, strict)).toMatchObject({ verdict: 'inside' });
  });

  it('turned off, the time is still told and nothing asks', () => {
    expect(
      timeAt('2026-07-16T03:00:00Z', NEW_YORK, { ...DEFAULT_CALLING_HOURS, enabled: false }),
    ).toMatchObject({
      local: { earliest: minutes('23:00'), latest: minutes('23:00') },
      verdict: 'off',
    });
  });
});

describe('daylight saving, on both sides of the change and of the equator', () => {
  it.each([
    // New York springs forward on 8 March 2026 at 2:00: 12:30 UTC is 7:30 EST the day before, 8:30 EDT on the day.
    ['2026-03-07T12:30:00Z', NEW_YORK, '7:30', 'outside'],
    ['2026-03-08T12:30:00Z', NEW_YORK, '8:30', 'inside'],
    // And falls back on 1 November 2026: 8:30 EDT the day before, 7:30 EST on the day.
    ['2026-10-31T12:30:00Z', NEW_YORK, '8:30', 'inside'],
    ['2026-11-01T12:30:00Z', NEW_YORK, '7:30', 'outside'],
    // Sydney leaves summer time on 5 April 2026 and starts it again on 4 October 2026.
    ['2026-04-03T21:30:00Z', SYDNEY, '8:30', 'inside'],
    ['2026-04-04T21:30:00Z', SYDNEY, '7:30', 'outside'],
    ['2026-10-02T21:30:00Z', SYDNEY, '7:30', 'outside'],
    ['2026-10-03T21:30:00Z', SYDNEY, '8:30', 'inside'],
  ] as const)('at %s it is %s there: %s', (iso, where, local, verdict) => {
    expect(timeAt(iso, where)).toMatchObject({
      local: { earliest: minutes(local), latest: minutes(local) },
      verdict,
    });
  });
});

describe('an area of neighbouring zones is judged whole', () => {
  // Mountain (Denver) and Central (North Dakota) summer time: an hour apart.
  it.each([
    ['2026-07-15T13:59:00Z', '7:59', '8:59', 'outside'],
    ['2026-07-15T14:00:00Z', '8:00', '9:00', 'inside'],
    ['2026-07-16T01:59:00Z', '19:59', '20:59', 'inside'],
    ['2026-07-16T02:00:00Z', '20:00', '21:00', 'outside'],
  ] as const)('at %s it is %s–%s there: %s', (iso, earliest, latest, verdict) => {
    expect(timeAt(iso, SIOUX_FALLS_AREA)).toMatchObject({
      local: { earliest: minutes(earliest), latest: minutes(latest) },
      verdict,
    });
  });

  it('a range across midnight is outside, whichever end is inside the day', () => {
    // Adak is an hour behind Anchorage: 23:30 and 0:30.
    expect(timeAt('2026-07-15T08:30:00Z', ALASKA)).toMatchObject({
      local: { earliest: minutes('23:30'), latest: minutes('0:30') },
      verdict: 'outside',
    });
  });
});

describe('an area of many zones', () => {
  it.each([
    ['a toll-free number', '+18005550123'],
    ['the demo’s area 555', '+15555550123'],
    ['a number of Russia’s eleven zones the table lists no area for', '+75001234567'],
  ])('%s: local time unknown, which never blocks', async (_, number) => {
    expect(
      calledPartyTime(
        at('2026-07-16T03:00:00Z'),
        await calledZones(number, null),
        null,
        DEFAULT_CALLING_HOURS,
      ),
    ).toMatchObject({ local: null, verdict: 'unknown' });
  });

  it('a zone the runtime does not know is left out; none known is unknown', () => {
    expect(
      timeAt('2026-07-15T12:00:00Z', { zones: ['Mars/Olympus_Mons', 'America/New_York'], florida: false }),
    ).toMatchObject({ local: { earliest: 480, latest: 480 }, verdict: 'inside' });
    expect(timeAt('2026-07-15T12:00:00Z', { zones: [], florida: false })).toMatchObject({
      local: null,
      verdict: 'unknown',
    });
  });
});
