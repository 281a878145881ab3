// Turns what the user pointed at (a selection, a history row, a dial-pad entry) into the exact number
// the phone system will dial, and the words that tell the user what will happen.
import { findPhoneNumber, formatForDial, type NumberFormat, type ParsedNumber } from './numbers';

export interface CallPlan {
  /** Exactly what goes to the phone system's originate as `destination`. */
  destination: string;
  /** The number as a person reads it. */
  display: string;
  /** Digits to dial once connected; never glued onto the destination. */
  dialAfterConnect: string | null;
}

/** The number as a person reads it: national form at home, international form abroad. */
export function displayNumber(n: ParsedNumber): string {
  if (n.kind === 'internal') return n.digits;
  return n.domestic ? n.national : n.international;
}

/** Null when the text holds nothing dialable. */
export function planCall(
  text: string,
  numbers: { defaultRegion: string; dialFormat: NumberFormat },
): CallPlan | null {
  const parsed = findPhoneNumber(text, { defaultRegion: numbers.defaultRegion });
  if (!parsed) return null;
  return {
    destination: formatForDial(parsed, numbers.dialFormat),
    display: displayNumber(parsed),
    dialAfterConnect: parsed.kind === 'external' ? (parsed.extension ?? null) : null,
  };
}

export function callStatus(plan: CallPlan, extension: string): string {
  const then = plan.dialAfterConnect ? ` Once connected, dial extension ${plan.dialAfterConnect}.` : '';
  return `Your extension ${extension} rings first; answer it to connect ${plan.display}.${then}`;
}
