// Dates and durations as a person at a desk reads them, in the user's locale and time zone.
import type { PhoneRecord } from '../../preload/contract';
import { recordTimeMs, stampMs } from '../../preload/shared/phone-time';
import { onFirstUse } from './on-first-use';

// Each formatter is made the first time it is used: the first screen needs only the rows' time of day
// and day.

const timeOfDay = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }),
);
const dayInYear = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' }),
);
const fullDay = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const fullDateTime = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
);

/**
 * Makes a formatter now: the first one a page makes loads the locale's data (about 20 ms), and the window
 * makes it while History's first read is on its way rather than after the rows have come (app-main.tsx).
 * The other formatters then cost a few ms each.
 */
export const prepareFormats = (): void => void timeOfDay();

const DAY_MS = 86_400_000;

const relative = onFirstUse(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const asDate = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** A date-time the phone system wrote (any timestamptz form, in any zone) as a Date; null otherwise. */
export const parseStamp = (stamp: unknown): Date | null => asDate(stampMs(stamp));

/** When something happened: an epoch field first, else a stamp field (phone-time.ts reads both). */
export const recordDate = (record: PhoneRecord, epochFields: string[], stampFields: string[]): Date | null =>
  asDate(recordTimeMs(record, epochFields, stampFields));

/** The day as a person says it ("Today", "Yesterday", "Mon 3 Jun", "3 Jun 2023") and the time of day. */
export function dayAndTime(date: Date, now = new Date()): { day: string; time: string } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const time = timeOfDay().format(date);
  if (date.getTime() >= startOfToday) return { day: 'Today', time };
  if (date.getTime() >= startOfToday - DAY_MS) return { day: 'Yesterday', time };
  if (date.getFullYear() === now.getFullYear()) return { day: dayInYear().format(date), time };
  return { day: fullDay().format(date), time };
}

/** "Today 14:03", "Yesterday 14:03", "Mon 3 Jun 14:03", "3 Jun 2023 14:03". */
export function shortDateTime(date: Date, now = new Date()): string {
  const { day, time } = dayAndTime(date, now);
  return `${day} ${time}`;
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

/** 65 -> "1 min 5 s", 7 -> "7 s", 0 -> "0 s". */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = whole % 60;
  const parts = [h && `${h} h`, m && `${m} min`, (s || whole === 0) && `${s} s`].filter(Boolean);
  return parts.join(' ');
}

/** How long ago, in the largest whole unit: "just now", "5 minutes ago", "2 hours ago", "yesterday". */
export function timeAgo(ms: number, now = Date.now()): string {
  const elapsed = now - ms;
  for (const [unit, size] of RELATIVE_UNITS)
    if (elapsed >= size) return relative().format(-Math.floor(elapsed / size), unit);
  return 'just now';
}
