// One call, however many legs the phone system recorded. FusionPBX writes a record per call leg
// (`leg` 'a' or 'b'; app/xml_cdr/resources/classes/xml_cdr.php), and a ring group writes a b-leg for every
// phone it rang: one call, many rows. A b-leg names its a-leg in `originating_leg_uuid`, and an a-leg
// names the b-leg it was bridged to in `bridge_uuid` (FreeSWITCH's channel variables); rows that carry
// neither are matched by the caller, the direction and a start within UNLINKED_LEG_SECONDS. Only b-legs
// are ever folded: two calls (a-legs, or rows that say nothing of legs) are never one, however close.
// Shared by main's local copy (store.ts folds a b-leg whichever page brings it) and the renderer's pages
// from the phone system and the CSV export (foldLegs). Pure: no imports but the time rule.
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

/** The a-leg a b-leg names (originating_leg_uuid); '' when it names none. */
export const originatingLegOf = (record: Readonly<Record<string, unknown>>): string =>
  text(record.originating_leg_uuid);

/** The b-leg an a-leg names (bridge_uuid); '' when it names none. */
export const bridgedLegOf = (record: Readonly<Record<string, unknown>>): string => text(record.bridge_uuid);

/** Every id the record goes by: the id read from it (`uuid`, FusionPBX's older name, first) and xml_cdr_uuid. */
const idsOf = (record: CallRecord): string[] => [record.uuid, text(record.xml_cdr_uuid)];

/** Start in seconds, as phone-time.ts places it; null when the record cannot be placed. */
const startOf = (record: Readonly<Record<string, unknown>>): number | null => {
  const ms = recordTimeMs(record, ['start_epoch'], ['start_stamp']);
  return ms === null ? null : ms / 1000;
};

/** Whether bLeg is a leg of the call whose a-leg is aLeg. */
export function belongsTo(bLeg: CallRecord, aLeg: CallRecord): boolean {
  if (!isBLeg(bLeg) || isBLeg(aLeg)) return false;
  const origin = originatingLegOf(bLeg);
  // A named a-leg decides: a b-leg that names another call is never guessed into this one.
  if (origin !== '') return idsOf(aLeg).includes(origin);
  const bridged = bridgedLegOf(aLeg);
  if (bridged !== '' && idsOf(bLeg).includes(bridged)) return true;
  const [bStart, aStart] = [startOf(bLeg), startOf(aLeg)];
  return (
    bStart !== null &&
    aStart !== null &&
    Math.abs(bStart - aStart) <= UNLINKED_LEG_SECONDS &&
    directionOf(bLeg) === directionOf(aLeg) &&
    text(bLeg.caller_id_number) === text(aLeg.caller_id_number)
  );
}

/**
 * Where a b-leg that names no a-leg looks for one: the same direction and caller, started in this second.
 * By the second too: one extension places thousands of calls, and a b-leg looks only at its own seconds.
 */
const placeKeyOf = (record: Readonly<Record<string, unknown>>, second: number): string =>
  `${directionOf(record)}\u0000${text(record.caller_id_number)}\u0000${second}`;

/** The whole seconds a b-leg's a-leg may have started in. */
function secondsAround(record: Readonly<Record<string, unknown>>): number[] {
  const start = startOf(record);
  if (start === null) return [];
  const first = Math.floor(start) - UNLINKED_LEG_SECONDS;
  return Array.from({ length: 2 * UNLINKED_LEG_SECONDS + 1 }, (_, i) => first + i);
}

/**
 * The calls among records, in their order: each b-leg whose a-leg is among them is left out. A b-leg
 * whose a-leg is not (not loaded yet, or outside the days asked) stays: it is the only trace of its call.
 * The a-legs are indexed by id, by the leg they bridged and by caller and second, so an export of
 * 100,000 records folds in one pass.
 */
export function foldLegs<R extends CallRecord>(records: readonly R[]): R[] {
  if (!records.some(isBLeg)) return records as R[];
  const byId = new Map<string, R>();
  const byBridged = new Map<string, R>();
  const byPlace = new Map<string, R[]>();
  for (const record of records) {
    if (isBLeg(record)) continue;
    for (const id of idsOf(record)) if (id !== '') byId.set(id, record);
    const bridged = bridgedLegOf(record);
    if (bridged !== '') byBridged.set(bridged, record);
    const start = startOf(record);
    if (start === null) continue;
    const key = placeKeyOf(record, Math.floor(start));
    const same = byPlace.get(key);
    if (same) same.push(record);
    else byPlace.set(key, [record]);
  }
  const candidates = (bLeg: R): (R | undefined)[] => {
    const origin = originatingLegOf(bLeg);
    if (origin !== '') return [byId.get(origin)];
    const near = secondsAround(bLeg).flatMap((second) => byPlace.get(placeKeyOf(bLeg, second)) ?? []);
    return [...idsOf(bLeg).map((id) => byBridged.get(id)), ...near];
  };
  return records.filter(
    (record) =>
      !isBLeg(record) || !candidates(record).some((aLeg) => aLeg !== undefined && belongsTo(record, aLeg)),
  );
}
