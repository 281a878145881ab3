// An account's answer to "what time is it where this number rings, and may it be called now": its number
// rule reads the number, its calling hours judge the time, its clock says when now is.
import type { CalledPartyTime, LookupFacts } from '../../preload/contract';
import { type NumberKeyRule, numberKey } from '../numbers/number-key';
import { calledPartyTime } from './called-party-time';
import { calledZones } from './called-zones';
import type { CallingHoursFile } from './calling-hours-file';

/**
 * The time where the text's number rings, with what a cached lookup says of it (null: nothing cached);
 * null for an extension, which rings inside the phone system, or text holding no number.
 */
export type CalledTime = (text: string, facts: LookupFacts | null) => Promise<CalledPartyTime | null>;

/** "Riverside, CA": the lookup's city and state, as far as it gave them. */
const placeOf = (facts: LookupFacts | null) =>
  [facts?.city, facts?.state].filter((part) => part?.trim()).join(', ') || null;

export function createCalledTime(options: {
  rule(): NumberKeyRule;
  hours: CallingHoursFile;
  now(): number;
}): CalledTime {
  return async (text, facts) => {
    const key = numberKey(text, options.rule());
    if (key === null || key.kind === 'internal') return null;
    const hours = await options.hours.read();
    // Digits no country's plan reads have no area: their time is unknown.
    const where =
      key.kind === 'e164' ? await calledZones(key.key, facts?.state ?? null) : { zones: [], florida: false };
    return calledPartyTime(options.now(), where, placeOf(facts), hours);
  };
}
