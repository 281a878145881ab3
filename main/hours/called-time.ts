// An account's answer to "what time is it where this number rings, and may it be called now": the number
// is read from the text as the dialler and the lookups read it (findPhoneNumber, with words around it in
// a selection), its calling hours judge the time, its clock says when now is.
import type { CalledPartyTime, LookupFacts } from '../../preload/contract';
import { findPhoneNumber } from '../numbers';
import { calledPartyTime } from './called-party-time';
import { calledZones } from './called-zones';
import type { CallingHoursFile } from './calling-hours-file';

/**
 * The time where the text's number rings, with what a cached lookup says of it (null: nothing cached);
 * null for an extension or a number dialled as it is, which ring inside the phone system or the desk's own
 * area, or text holding no number.
 */
export type CalledTime = (text: string, facts: LookupFacts | null) => Promise<CalledPartyTime | null>;

/** "Riverside, CA": the lookup's city and state, as far as it gave them. */
const placeOf = (facts: LookupFacts | null) =>
  [facts?.city, facts?.state].filter((part) => part?.trim()).join(', ') || null;

export function createCalledTime(options: {
  /** The country assumed for numbers written without a country code (the account's). */
  region(): string;
  hours: CallingHoursFile;
  now(): number;
}): CalledTime {
  return async (text, facts) => {
    const found = findPhoneNumber(text, { defaultRegion: options.region() });
    if (found === null || found.kind === 'internal') return null;
    const [hours, where] = await Promise.all([
      options.hours.read(),
      calledZones(found.e164, facts?.state ?? null),
    ]);
    return calledPartyTime(options.now(), where, placeOf(facts), hours);
  };
}
