// The history view's date range (whole local days, YYYY-MM-DD) as the store's start-time bounds.

export interface EpochRange {
  fromEpoch: number | null;
  toEpoch: number | null;
}

/** Midnight at the start of a local day, in seconds since epoch. */
function localMidnight(day: string, addDays = 0): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Math.floor(new Date(year, month - 1, date + addDays).getTime() / 1000);
}

/** Both days inclusive, in this computer's time zone (the zone the person picked the days in). */
export function epochRangeOfDays(range: { from: string; to: string } | null): EpochRange {
  if (range === null) return { fromEpoch: null, toEpoch: null };
  return { fromEpoch: localMidnight(range.from), toEpoch: localMidnight(range.to, 1) - 1 };
}
