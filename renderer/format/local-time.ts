// The time where a number rings, in words: the local time main estimated from the number's area
// (narrowed by a cached lookup's state, which is where the number is routed, not where a mobile's owner
// stands), hence "about", and the calling hours a call there was judged against. Times are minutes after
// local midnight, written on made-up dates in UTC, so the desk's own time zone never moves them.
import type { CalledPartyTime } from '../../preload/contract';
import { forLocale, t } from '../../preload/shared/i18n/translate';

const DAY_MINUTES = 24 * 60;
/** Any day: only its hours and minutes are written. */
const A_DAY = Date.UTC(2026, 0, 5);

const clockFormat = forLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
);

const at = (minutes: number) => new Date(A_DAY + minutes * 60_000);

/** A time of day, minutes after midnight, as the window's language writes it: "8:00 PM", "20:00". */
export const timeOfDay = (minutes: number): string => clockFormat().format(at(minutes));

/** What the language puts between two times of a range: " – " in English, "–" in German. */
const rangeDash = forLocale(() => {
  const parts = clockFormat().formatRangeToParts(at(60), at(120));
  const end = parts.findIndex((part) => part.source === 'endRange');
  return parts.slice(0, end).findLast((part) => part.source === 'shared')?.value ?? ' – ';
});

/**
 * The range with its dash held to the time before it: a line may end only after the dash ("8:00 AM –" /
 * "9:00 PM"), never before it or inside a time. Wholly unbreakable, "8:00 AM – 9:00 PM" in bold is wider
 * than a window of 210 CSS px leaves it.
 */
const keptTogether = (range: string) =>
  range.replace(/\s+([–-])/g, '\u00a0$1').replace(/(\S)([–-])/g, '$1\u2060$2');

/**
 * From one time to another, minutes after midnight: "6:42 – 7:42 PM", "18:42–19:42 Uhr"; one time where
 * they are the same. An end at or before the start is the next day's ("11:30 PM – 12:30 AM"). A line
 * ends after its dash, if anywhere.
 */
export function timeRange(from: number, to: number): string {
  return keptTogether(rangeText(from, to));
}

function rangeText(from: number, to: number): string {
  if (from === to) return timeOfDay(from);
  const format = clockFormat();
  if (to > from && to < DAY_MINUTES) return format.formatRange(at(from), at(to));
  // Past midnight the end is the next day's: a range over two days would write both dates, so the two
  // times are joined with the language's own dash.
  const end = to > from ? to : to + DAY_MINUTES;
  return `${timeOfDay(from)}${rangeDash()}${timeOfDay(end)}`;
}

/** The local time there, a range where the area spans zones; null where it is unknown. */
const timeThere = (local: CalledPartyTime['local']): string | null =>
  local && timeRange(local.earliest, local.latest);

/**
 * "About 7:42 PM there (Riverside, CA)", "About 6:42 – 7:42 PM there", "Local time unknown". `withPlace`:
 * where a cached lookup puts the number, when the line does not say it already.
 */
export function localTimeInWords(time: CalledPartyTime, withPlace = true): string {
  const there = timeThere(time.local);
  if (there === null) return t('localTime.unknown');
  return withPlace && time.place
    ? t('localTime.thereIn', { time: there, place: time.place })
    : t('localTime.there', { time: there });
}

/** The calling hours the call was judged against: "8:00 AM – 9:00 PM", and so for Florida. */
export function callingHoursInWords(hours: CalledPartyTime['hours']): string {
  const range = timeRange(hours.start, hours.end);
  return hours.florida ? t('localTime.floridaHours', { hours: range }) : range;
}

/**
 * Why a call outside the calling hours asks first: "It is about 10:02 PM there, outside your calling
 * hours (8:00 AM – 9:00 PM)."; `time` null where main refused the call but its time could not be read.
 */
export function outsideHoursInWords(time: CalledPartyTime | null): string {
  const there = time && timeThere(time.local);
  if (!time || there === null) return t('localTime.outsideNoTime');
  return t('localTime.outside', { time: there, hours: callingHoursInWords(time.hours) });
}

/** A short line for a list: the time there, or that it is outside the calling hours. */
export function localTimeShort(time: CalledPartyTime): string {
  const there = timeThere(time.local);
  if (time.verdict === 'outside' && there !== null) return t('localTime.outsideShort', { time: there });
  return localTimeInWords(time, false);
}
