// Where a note written after a call placed from Dialdesk goes. The phone system has no events: the call's
// record comes only after the call, minutes later, or never (a call nobody answered may leave none). The
// note waits under the number and attaches to the first record of a call to that number that starts within
// a window around the moment the call was placed; until one does, or if none ever does, it stays a note on
// the number.
import type { StoredNumberNote } from './store';

/**
 * How far a record of the placed call may start from the moment it was placed: the phone system's clock
 * may be a minute or two off the desk's, and the far end is dialled only once the desk's phone answered,
 * which may take minutes (a person away from the desk).
 */
export const ATTACH_WINDOW = { beforeMs: 2 * 60_000, afterMs: 10 * 60_000 } as const;

/** What the rule reads of a call shown: what its note is kept under, its other party's key, its start. */
export interface CallPlaced {
  /** The call's a-leg id (noteIdOf in service.ts): either leg of a call finds the same. */
  noteId: string;
  /** The number key of its other party, null when it has none. */
  partyKey: string | null;
  startMs: number | null;
  /** An inbound call is the number calling back, not the call placed. */
  inbound: boolean;
}

/**
 * For each waiting note (the earliest placed first), the call it attaches to: the earliest-starting call
 * to its number within its window that no earlier note took. Notes with none are left out.
 */
export function attachmentsOf(
  waiting: readonly StoredNumberNote[],
  calls: readonly CallPlaced[],
): Map<string, string> {
  const byStart = calls
    .filter((call) => !call.inbound && call.partyKey !== null && call.startMs !== null)
    .sort((a, b) => (a.startMs ?? 0) - (b.startMs ?? 0));
  const taken = new Set<string>();
  const attached = new Map<string, string>();
  for (const note of [...waiting].sort((a, b) => a.placedMs - b.placedMs)) {
    const call = byStart.find(
      ({ noteId, partyKey, startMs }) =>
        partyKey === note.numberKey &&
        !taken.has(noteId) &&
        (startMs ?? 0) >= note.placedMs - ATTACH_WINDOW.beforeMs &&
        (startMs ?? 0) <= note.placedMs + ATTACH_WINDOW.afterMs,
    );
    if (!call) continue;
    taken.add(call.noteId);
    attached.set(note.id, call.noteId);
  }
  return attached;
}
