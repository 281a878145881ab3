// Times the phone system wrote, read one way everywhere (main's store and export, the renderer, the
// simulator's range filter). FusionPBX's *_epoch columns are PostgreSQL numerics, sent as numbers or
// strings ("1772940600"); some writers send milliseconds. Its *_stamp columns are timestamptz as
// PostgreSQL prints it, in the server's zone, which is not the desk's: "2026-03-09 23:30:00-05",
// "2026-03-05 01:30:00.250000-06", "2026-03-10 10:00:00+05:30"; Date.parse reads none of the hour-only
// offsets. A time outside any call's lifetime (before 1990, after 2200) is not a time: null, never a
// call in the year 58,000 that sorts above every real one. Pure: no imports.

const EARLIEST_MS = Date.UTC(1990, 0, 1);
const LATEST_MS = Date.UTC(2200, 0, 1);

/** A plausible moment, in ms since 1970; null for anything else. */
const plausible = (ms: number): number | null =>
  Number.isFinite(ms) && ms >= EARLIEST_MS && ms < LATEST_MS ? ms : null;

/**
 * Seconds since 1970 as a number or numeric text, in ms; a value that is only plausible as milliseconds
 * (a writer that sends them) is read as milliseconds. 0, negatives and absurd values are null.
 */
export function epochMs(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number) || number <= 0) return null;
  return plausible(number * 1000) ?? plausible(number);
}

// A date; optionally a time (space or T) with optional seconds and any fraction; optionally a zone: Z,
// or an offset of hours, hours and minutes, or hours, minutes and seconds, with or without colons.
const STAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?$/i;

/** The offset east of UTC in ms: '-05' → -5 h, '+05:30' → 5 h 30 min, 'Z' or none → 0. */
function offsetMs(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replaceAll(':', '');
  const [hours, minutes, seconds] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)].map(Number);
  return (
    (zone.startsWith('-') ? -1 : 1) * (((hours ?? 0) * 60 + (minutes ?? 0)) * 60 + (seconds ?? 0)) * 1000
  );
}

/**
 * A date-time as the phone system writes it, in ms since 1970. Without a zone it is read as UTC (FusionPBX
 * always prints one; the spec gives none, and UTC is what this app's simulator and the store always
 * assumed). A date alone is its midnight. Impossible dates (Feb 30, hour 25) and absurd years are null.
 */
export function stampMs(value: unknown): number | null {
  const match = typeof value === 'string' ? STAMP.exec(value.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[];
  const utc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s, Number(fraction.slice(0, 3).padEnd(3, '0')));
  // Date.UTC rolls out-of-range parts over (Feb 30 becomes Mar 2): a round trip refuses those.
  const check = new Date(utc);
  const real =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === (mo ?? 1) - 1 &&
    check.getUTCDate() === d &&
    check.getUTCHours() === h &&
    check.getUTCMinutes() === mi &&
    check.getUTCSeconds() === s;
  return real ? plausible(utc - offsetMs(zone)) : null;
}

/** When something in a record happened: its first usable epoch field, else its first usable stamp field. */
export function recordTimeMs(
  record: Readonly<Record<string, unknown>>,
  epochFields: readonly string[],
  stampFields: readonly string[],
): number | null {
  for (const field of epochFields) {
    const ms = epochMs(record[field]);
    if (ms !== null) return ms;
  }
  for (const field of stampFields) {
    const ms = stampMs(record[field]);
    if (ms !== null) return ms;
  }
  return null;
}

/** The desk's offset from UTC at that moment as timestamptz writes it: '-05:00', '+05:30'. */
export function deskOffset(date: Date): string {
  const east = -date.getTimezoneOffset();
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${east < 0 ? '-' : '+'}${pad(Math.abs(east) / 60)}:${pad(Math.abs(east) % 60)}`;
}
