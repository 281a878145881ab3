// Date-time text as the phone system writes and reads it. Everything is UTC in the demo: the real time zone
// of a deployment is account-specific, and a fixed zone keeps tests independent of the machine they run on.

import { stampMs } from '../../preload/shared/phone-time';

const DAY_MS = 86_400_000;

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD HH:MM:SS' (UTC), the stamp format of call records and recordings. */
export function formatStamp(ms: number): string {
  // Built from the parts rather than toISOString(): a data set writes 6,000 stamps, and the tests that
  // check the demo at a thousand moments generate a thousand data sets.
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * Parses one bound of a `start_stamp[]` range as phone-time.ts reads the phone system's date-times (any
 * timestamptz form; UTC unless a zone is given). A bare date as the end bound means the last millisecond
 * of that day, so both ends are inclusive. Returns ms since epoch, or undefined when it is not a real
 * date-time.
 */
export function parseRangeBound(text: string, edge: 'start' | 'end'): number | undefined {
  const ms = stampMs(text);
  if (ms === null) return undefined;
  return ms + (edge === 'end' && /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? DAY_MS - 1 : 0);
}
