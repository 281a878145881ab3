// The time where a number rings, in words (renderer/format/local-time.ts): fixed minutes after local
// midnight written in the language's own clock, whatever the zone the tests run in; a range where the
// number's area spans zones, past midnight too; the calling hours, Florida's named; "about", since the
// time is an estimate from the number's area.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../main/i18n/catalogs';
import type { CalledPartyTime } from '../../preload/contract';
import { useLanguage } from '../../preload/shared/i18n/translate';
import {
  callingHoursInWords,
  localTimeInWords,
  localTimeShort,
  outsideHoursInWords,
  timeRange,
} from '../../renderer/format/local-time';
import { plainText } from '../support/plain-text';

afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

const HOURS = { start: 8 * 60, end: 21 * 60, florida: false };
const at = (earliest: number, latest = earliest) => ({ earliest, latest });
const time = (fields: Partial<CalledPartyTime>): CalledPartyTime => ({
  local: at(19 * 60 + 42),
  place: 'Riverside, CA',
  verdict: 'inside',
  hours: HOURS,
  ...fields,
});
/** Intl's spaces as ordinary ones: which of its narrow spaces a runtime's ICU puts where is not ours. */

describe('in English', () => {
  it('says the time there, about, with the place a lookup gives', () => {
    expect(plainText(localTimeInWords(time({})))).toBe('About 7:42 PM there (Riverside, CA)');
    expect(plainText(localTimeInWords(time({ place: null })))).toBe('About 7:42 PM there');
    expect(plainText(localTimeInWords(time({}), false))).toBe('About 7:42 PM there');
  });

  it('says a range where the area spans zones, past midnight with the next day’s end', () => {
    expect(plainText(localTimeInWords(time({ local: at(18 * 60 + 42, 19 * 60 + 42), place: null })))).toBe(
      'About 6:42 – 7:42 PM there',
    );
    expect(plainText(timeRange(23 * 60 + 30, 30))).toBe('11:30 PM – 12:30 AM');
    expect(plainText(timeRange(11 * 60, 12 * 60 + 15))).toBe('11:00 AM – 12:15 PM');
    // A line may end after the dash only: held to the time before it, a break-allowing space after it.
    expect(timeRange(8 * 60, 21 * 60)).toMatch(/^8:00\u202fAM\u00a0–[ \u2009]9:00\u202fPM$/);
    expect(plainText(timeRange(18 * 60 + 42, 19 * 60 + 42))).toBe('6:42 – 7:42 PM');
  });

  it('says when the time there is unknown', () => {
    expect(localTimeInWords(time({ local: null, verdict: 'unknown' }))).toBe('Local time unknown');
    expect(localTimeShort(time({ local: null, verdict: 'unknown' }))).toBe('Local time unknown');
  });

  it('says the calling hours, Florida’s as Florida’s, to midnight without a date', () => {
    expect(plainText(callingHoursInWords(HOURS))).toBe('8:00 AM – 9:00 PM');
    expect(plainText(callingHoursInWords({ start: 480, end: 1200, florida: true }))).toBe(
      '8:00 AM – 8:00 PM, Florida’s hours',
    );
    expect(plainText(callingHoursInWords({ start: 480, end: 1440, florida: false }))).toBe(
      '8:00 AM – 12:00 AM',
    );
  });

  it('says why a call outside the calling hours asks, and so in a list', () => {
    const late = time({ local: at(22 * 60 + 2), verdict: 'outside' });
    expect(plainText(outsideHoursInWords(late))).toBe(
      'It is about 10:02 PM there, outside your calling hours (8:00 AM – 9:00 PM).',
    );
    expect(plainText(localTimeShort(late))).toBe('About 10:02 PM there: outside your calling hours');
    expect(plainText(localTimeShort(time({})))).toBe('About 7:42 PM there');
    expect(outsideHoursInWords(null)).toBe('It is outside your calling hours where this number rings.');
  });
});

describe('in German', () => {
  it('writes the 24-hour clock, its range and its words', () => {
    useLanguage({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    expect(localTimeInWords(time({}))).toBe('Dort etwa 19:42 (Riverside, CA)');
    expect(plainText(localTimeInWords(time({ local: at(18 * 60 + 42, 19 * 60 + 42), place: null })))).toBe(
      'Dort etwa 18:42–19:42 Uhr',
    );
    expect(plainText(timeRange(23 * 60 + 30, 30))).toBe('23:30–0:30');
    expect(localTimeInWords(time({ local: null, verdict: 'unknown' }))).toBe('Ortszeit unbekannt');
    expect(
      plainText(
        outsideHoursInWords(
          time({
            local: at(22 * 60 + 2),
            verdict: 'outside',
            hours: { start: 480, end: 1200, florida: true },
          }),
        ),
      ),
    ).toBe(
      'Dort ist es etwa 22:02, außerhalb Ihrer Anrufzeiten (08:00–20:00 Uhr, die Anrufzeiten Floridas).',
    );
  });
});
