// Date-time text as the phone system writes and reads it. The model and the plain wire form are UTC: a
// fixed zone keeps tests independent of the machine they run on. The FusionPBX wire form prints its
// timestamptz columns in the server's own zone (an option), as PostgreSQL does; never the machine's.

import { stampMs } from '../../preload/shared/phone-time';
import { zoneOffsetMinutes } from '../schedule/zone-offset';

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
 * Prints instants as PostgreSQL prints a timestamptz in one zone: '2026-03-09 23:30:00-05',
 * '2026-03-10 10:00:00+05:30', '2026-03-05 01:30:00.25-06'. The offset is the zone's at that instant
 * (Intl knows the daylight-saving rules); an unknown zone throws a RangeError here, not at the first call.
 */
export function timestamptzPrinter(zone: string): (seconds: number, microseconds: number) => string {
  // An unknown zone throws here, as the printer is made.
  zoneOffsetMinutes(0, zone);
  return (seconds, microseconds) => {
    const east = zoneOffsetMinutes(seconds * 1000, zone);
    return formatStamp((seconds + east * 60) * 1000) + fraction(microseconds) + offset(east);
  };
}

/** '.25' for 250000 µs: PostgreSQL prints up to six digits and drops trailing zeros; nothing for none. */
const fraction = (microseconds: number): string =>
  microseconds === 0 ? '' : `.${String(microseconds).padStart(6, '0').replace(/0+$/, '')}`;

/** '-05' or '+05:30': hours only when the minutes are 0, as PostgreSQL prints an offset. */
function offset(eastMinutes: number): string {
  const minutes = Math.abs(eastMinutes);
  const hours = `${eastMinutes < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}`;
  return minutes % 60 === 0 ? hours : `${hours}:${pad(minutes % 60)}`;
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
