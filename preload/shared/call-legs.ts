// One call, however many legs the phone system recorded. FusionPBX writes a record per call leg
// (`leg` 'a' or 'b'; app/xml_cdr/resources/classes/xml_cdr.php), and a ring group writes a b-leg for every
// phone it rang: one call, many rows. A b-leg names its a-leg in `originating_leg_uuid`, and an a-leg
// names the b-leg it was bridged to in `bridge_uuid` (FreeSWITCH's channel variables); rows that carry
// neither are matched by the caller, the direction and a start within UNLINKED_LEG_SECONDS. Only b-legs
// are ever folded: two calls (a-legs, or rows that say nothing of legs) are never one, however close.
// A record's legs are read once (legsOf: main's edge writes them into each Call) and judged by the one
// rule below: main's local copy (store.ts folds a b-leg whichever page brings it), the windows' pages
// from the phone system and the CSV export (foldLegs). Pure: no imports but the time rule.
import type { CallLegs } from '../contract';
import { directionOf } from './missed-call';
import { recordTimeMs } from './phone-time';

/** A call record as the phone system sends it, with its id. */
type CallRecord = Readonly<Record<string, unknown>> & { readonly uuid: string };

/**
 * How far apart in seconds a b-leg that names no a-leg may start from the a-leg it belongs to: FusionPBX
 * starts a b-leg within a second or two of its a-leg.
 */
export const UNLINKED_LEG_SECONDS = 2;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Whether the record is a b-leg: another record of the same call holds what happened. */
export const isBLeg = (record: Readonly<Record<string, unknown>>): boolean =>
  text(record.leg).toLowerCase() === 'b';

/** What tells the record's legs apart, read once. */
export function legsOf(record: CallRecord): CallLegs {
  const ms = recordTimeMs(record, ['start_epoch'], ['start_stamp']);
  return {
    b: isBLeg(record),
    // Every id the record goes by: the id read from it (`uuid`, FusionPBX's older name, first) and xml_cdr_uuid.
    ids: [record.uuid, text(record.xml_cdr_uuid)].filter((id) => id !== ''),
    origin: text(record.originating_leg_uuid),
    bridged: text(record.bridge_uuid),
    place:
      ms === null
        ? null
        : { direction: directionOf(record), caller: text(record.caller_id_number), startSeconds: ms / 1000 },
  };
}

/** Whether bLeg is a leg of the call whose a-leg is aLeg. */
export function belongsTo(bLeg: CallLegs, aLeg: CallLegs): boolean {
  if (!bLeg.b || aLeg.b) return false;
  if (bLeg.origin !== '') return aLeg.ids.includes(bLeg.origin);
  if (aLeg.bridged !== '' && bLeg.ids.includes(aLeg.bridged)) return true;
  const [b, a] = [bLeg.place, aLeg.place];
  return (
    b !== null &&
    a !== null &&
    Math.abs(b.startSeconds - a.startSeconds) <= UNLINKED_LEG_SECONDS &&
    b.direction === a.direction &&
    b.caller === a.caller
  );
}

/**
 * Where a b-leg that names no a-leg looks for one: the same direction and caller, started in this second.
 * By the second too: one extension places thousands of calls, and a b-leg looks only at its own seconds.
 */
const placeKeyOf = (place: NonNullable<CallLegs['place']>, second: number): string =>
  `${place.direction}\u0000${place.caller}\u0000${second}`;

/** The whole seconds a b-leg's a-leg may have started in. */
function secondsAround(place: CallLegs['place']): number[] {
  if (place === null) return [];
  const first = Math.floor(place.startSeconds) - UNLINKED_LEG_SECONDS;
  return Array.from({ length: 2 * UNLINKED_LEG_SECONDS + 1 }, (_, i) => first + i);
}

/**
 * The calls among items, in their order: each b-leg whose a-leg is among them is left out. A b-leg whose
 * a-leg is not (not loaded yet, or outside the days asked) stays: it is the only trace of its call. The
 * a-legs are indexed by id, by the leg they bridged and by caller and second, so an export of 100,000
 * records folds in one pass. `legs` reads an item's legs (a Call's own, or legsOf a record).
 */
export function foldLegs<T>(items: readonly T[], legs: (item: T) => CallLegs): T[] {
  const facts = items.map(legs);
  if (!facts.some((leg) => leg.b)) return items as T[];
  const byId = new Map<string, CallLegs>();
  const byBridged = new Map<string, CallLegs>();
  const byPlace = new Map<string, CallLegs[]>();
  for (const leg of facts) {
    if (leg.b) continue;
    for (const id of leg.ids) byId.set(id, leg);
    if (leg.bridged !== '') byBridged.set(leg.bridged, leg);
    if (leg.place === null) continue;
    const key = placeKeyOf(leg.place, Math.floor(leg.place.startSeconds));
    const same = byPlace.get(key);
    if (same) same.push(leg);
    else byPlace.set(key, [leg]);
  }
  const candidates = (bLeg: CallLegs): (CallLegs | undefined)[] => {
    if (bLeg.origin !== '') return [byId.get(bLeg.origin)];
    const { place } = bLeg;
    const near = place
      ? secondsAround(place).flatMap((second) => byPlace.get(placeKeyOf(place, second)) ?? [])
      : [];
    return [...bLeg.ids.map((id) => byBridged.get(id)), ...near];
  };
  return items.filter((_, index) => {
    const leg = facts[index] as CallLegs;
    return !leg.b || !candidates(leg).some((aLeg) => aLeg !== undefined && belongsTo(leg, aLeg));
  });
}
