// A time zone's offset from UTC at an instant, from the runtime's own zone data (Intl): daylight saving
// included, and never the machine's own zone. The called party's local time (main/hours) and the demo's
// PostgreSQL-style timestamps (main/demo/time.ts) both read it.

/** One formatter per zone: making one costs far more than formatting with it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/**
 * Minutes east of UTC in the zone at the instant (−300 for New York in winter, 330 for Kolkata). A zone
 * the runtime does not know throws a RangeError.
 */
export function zoneOffsetMinutes(atMs: number, zone: string): number {
  const parts = wallClockOf(zone).formatToParts(atMs);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((wall - Math.floor(atMs / 1000) * 1000) / 60_000);
}
