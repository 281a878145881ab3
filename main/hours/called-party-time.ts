// The time where a number rings and whether a call now falls within the account's calling hours there:
// pure, on the instant main's clock gave. Each zone's local time comes from the runtime's own time zone
// data (Intl), daylight saving included. An area of a few neighbouring zones gives a range; one of many
// (toll-free, the demo's 555) gives no time, which is said and never blocks a call. The US rule for calls
// to homes is 8 a.m. to 9 p.m. where the phone rings (47 CFR §64.1200(c)(1)); Florida's is 8 a.m. to
// 8 p.m. (Fla. Stat. §501.616(6)(a)): the account's hours default to the first, the second is its listed
// exception.
import type { CalledPartyTime, CallingHours, HoursVerdict } from '../../preload/contract';
import { zoneOffsetMinutes } from '../schedule/zone-offset';
import type { CalledZones } from './called-zones';

/** Zones further apart than this at the instant (in minutes) are many: their local time is not shown. */
const WIDEST_RANGE = 120;
const DAY_MINUTES = 24 * 60;
/** Florida's calling hours: 8:00 AM to 8:00 PM. */
const FLORIDA = { start: 8 * 60, end: 20 * 60 };

/** Minutes after local midnight where the offset applies. */
const localMinutes = (atMs: number, offset: number) =>
  (((Math.floor(atMs / 60_000) + offset) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/** The zones' local times at the instant, earliest and latest; null where they are many or none. */
function localRange(atMs: number, zones: readonly string[]): CalledPartyTime['local'] {
  const offsets: number[] = [];
  for (const zone of zones) {
    try {
      offsets.push(zoneOffsetMinutes(atMs, zone));
    } catch {
      // A zone this runtime's data does not know: the others still tell the time.
    }
  }
  if (offsets.length === 0) return null;
  const lowest = Math.min(...offsets);
  const highest = Math.max(...offsets);
  if (highest - lowest > WIDEST_RANGE) return null;
  return { earliest: localMinutes(atMs, lowest), latest: localMinutes(atMs, highest) };
}

/** The account's hours where the number rings: Florida's shorter evening there, when it is listed. */
function hoursThere(hours: CallingHours, florida: boolean): CalledPartyTime['hours'] {
  if (!florida || !hours.florida) return { start: hours.start, end: hours.end, florida: false };
  return {
    start: Math.max(hours.start, FLORIDA.start),
    end: Math.min(hours.end, FLORIDA.end),
    florida: true,
  };
}

/** Whether every local time of the range falls within the hours (start ≤ time < end). */
function verdictOf(local: CalledPartyTime['local'], hours: CalledPartyTime['hours']): HoursVerdict {
  if (local === null) return 'unknown';
  const within = (minutes: number) => minutes >= hours.start && minutes < hours.end;
  // The range runs from the earliest to the latest, past midnight where it wraps: every minute of it
  // must be inside, so both ends and no midnight between them (the hours never span midnight).
  const wraps = local.latest < local.earliest;
  return within(local.earliest) && within(local.latest) && !wraps ? 'inside' : 'outside';
}

/**
 * The time where the number rings at the instant and the calling hours' verdict; `place` is what a cached
 * lookup says of it ("Riverside, CA"), or null.
 */
export function calledPartyTime(
  atMs: number,
  where: CalledZones,
  place: string | null,
  hours: CallingHours,
): CalledPartyTime {
  const local = localRange(atMs, where.zones);
  const applied = hoursThere(hours, where.florida);
  return { local, place, verdict: hours.enabled ? verdictOf(local, applied) : 'off', hours: applied };
}
