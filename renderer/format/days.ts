// A span of whole days that may be open at either end ("since the 20th", "until the 3rd"), as the history
// and recordings filters hold it, and the closed range the phone system is asked for.
import { localDay } from '../../preload/shared/local-day';

export interface DaySpan {
  /** YYYY-MM-DD, local time; null: from the beginning. */
  from: string | null;
  /** YYYY-MM-DD, local time; null: up to today. */
  to: string | null;
}

/** Before any call a phone system still keeps: the start of an open span. */
export const EARLIEST_DAY = '2000-01-01';

/** The closed range of an open span, resolved at the moment of asking: an open end is today. */
export const closedDays = (span: DaySpan, today = new Date()): { from: string; to: string } => ({
  from: span.from ?? EARLIEST_DAY,
  to: span.to ?? localDay(today),
});

/** Whether a moment falls on one of the span's days (an unknown moment does not). */
export function inSpan(date: Date | null, span: DaySpan): boolean {
  if (date === null) return false;
  const day = localDay(date);
  return (span.from === null || day >= span.from) && (span.to === null || day <= span.to);
}
