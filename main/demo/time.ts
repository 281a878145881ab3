// Date-time text as the phone system writes and reads it. Everything is UTC in the demo: the real time zone
// of a deployment is account-specific, and a fixed zone keeps tests independent of the machine they run on.

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

// A date, then optionally a time (space or T separated) with optional seconds, fraction and zone.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Parses one bound of a `start_stamp[]` range: 'YYYY-MM-DD HH:MM:SS' or ISO 8601 (UTC unless a zone is
 * given). A bare date as the end bound means the last millisecond of that day, so both ends are inclusive.
 * Returns ms since epoch, or undefined when the text is not a real date-time.
 */
export function parseRangeBound(text: string, edge: 'start' | 'end'): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const fields = [year, month, day, hour ?? '0', minute ?? '0', second ?? '0'].map(Number);
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = fields;
  const ms = Number((fraction ?? '').padEnd(3, '0'));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // Date.UTC rolls over out-of-range parts (Feb 30 becomes Mar 2); a round trip rejects those.
  const check = new Date(utc);
  const valid =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    check.getUTCHours() === h &&
    check.getUTCMinutes() === mi &&
    check.getUTCSeconds() === s;
  if (!valid) return undefined;
  const dateOnly = hour === undefined;
  return utc - zoneOffsetMs(zone) + (dateOnly && edge === 'end' ? DAY_MS - 1 : 0);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}
