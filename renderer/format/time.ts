// Dates and durations as a person at a desk reads them, in the user's locale and time zone.
import { forLocale, t, timeOfDayFormat } from '../../preload/shared/i18n/translate';

// Each formatter is made the first time it is used: the first screen needs only the rows' time of day
// and day.

const dayInYear = forLocale(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }),
);
const fullDay = forLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const fullDateTime = forLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
);
/** The parts of a duration as the language lists units: "1 h 5 min 7 s" in English. */
const unitList = forLocale((locale) => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }));

/**
 * Makes the rows' time formatter now, in the window's language, while History's first read may still be
 * on its way rather than after the rows have come (app-main.tsx). ICU's data itself was started by the
 * preload (preload/shared/formatting-data.ts), so this costs a few ms, not the 12-18 ms of a first one.
 */
export const prepareFormats = (): void => void timeOfDayFormat();

const DAY_MS = 86_400_000;

const relative = forLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The day as a person says it ("Today", "Yesterday", "Mon 3 Jun", "3 Jun 2023") and the time of day. */
export function dayAndTime(date: Date, now = new Date()): { day: string; time: string } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const time = timeOfDayFormat().format(date);
  if (date.getTime() >= startOfToday) return { day: t('time.today'), time };
  if (date.getTime() >= startOfToday - DAY_MS) return { day: t('time.yesterday'), time };
  if (date.getFullYear() === now.getFullYear()) return { day: dayInYear().format(date), time };
  return { day: fullDay().format(date), time };
}

/** "Today 14:03", "Yesterday 14:03", "Mon 3 Jun 14:03", "3 Jun 2023 14:03". */
export function shortDateTime(date: Date, now = new Date()): string {
  return t('time.dayAndTime', dayAndTime(date, now));
}

export const longDateTime = (date: Date): string => fullDateTime().format(date);

/** 65 -> "1:05", 3725 -> "1:02:05". */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const s = String(whole % 60).padStart(2, '0');
  const m = Math.floor(whole / 60) % 60;
  const h = Math.floor(whole / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * 65 -> "1 min 5 s", 7 -> "7 s", 0 -> "0 s". The units are the catalog's: Intl's own short units are
 * other words ("1 hr 5 min 7 sec"), and Intl.DurationFormat is not in every Chromium.
 */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = whole % 60;
  const parts: string[] = [];
  if (h) parts.push(t('time.hours', { count: h }));
  if (m) parts.push(t('time.minutes', { count: m }));
  if (s || whole === 0) parts.push(t('time.seconds', { count: s }));
  return unitList().format(parts);
}

/** How long ago, in the largest whole unit: "just now", "5 minutes ago", "2 hours ago", "yesterday". */
export function timeAgo(ms: number, now = Date.now()): string {
  const elapsed = now - ms;
  for (const [unit, size] of RELATIVE_UNITS)
    if (elapsed >= size) return relative().format(-Math.floor(elapsed / size), unit);
  return t('time.justNow');
}
