// How the E2E tests choose rows of the demo's history: by what they need, never by position. The demo-data
// test checks, for data generated at every quarter hour of a dozen dates, that each row a test asks for
// exists where the test looks for it, so the suite passes whatever time it runs at.
import type { DemoCallRecord } from '../../main/demo/server';

/** Rows the history grid loads before any scrolling (its first page). */
export const FIRST_PAGE = 100;

/** The number a Call back of this row dials: the caller of an inbound call, the destination otherwise. */
/** The demo's own extension: the side of a call that is the person at the desk. */
const DESK = '201';

/** The other side of a call: never the desk's own extension; else the caller of incoming calls, else the number dialled. */
export const otherNumber = (record: DemoCallRecord): string => {
  if (record.destination_number === DESK && record.caller_id_number !== DESK) return record.caller_id_number;
  if (record.caller_id_number === DESK) return record.destination_number;
  return record.direction === 'inbound' ? record.caller_id_number : record.destination_number;
};

/** A withheld caller ('anonymous'): no digits to call back. */
export const isWithheld = (number: string): boolean => /\p{L}/u.test(number);

/** An inbound call from a North American 10-digit number (written bare, with 1 or with +1). */
export const isInboundFromTenDigits = (record: DemoCallRecord): boolean =>
  record.direction === 'inbound' && /^(\+?1)?\d{10}$/.test(record.caller_id_number);

/**
 * What originate receives for a Call back of `number` with the demo's settings (region US, national
 * digits): digits as recorded, a +1 number as its 10 national digits, any other + number as written.
 */
export const expectedDestination = (number: string): string =>
  /^\+1\d{10}$/.test(number) ? number.slice(2) : number;

/** The shapes of number a phone system records, which walking the demo's history must cover. */
export const NUMBER_SHAPES: Record<string, (record: DemoCallRecord) => boolean> = {
  'a 7-digit local caller': (r) => r.direction === 'inbound' && /^\d{7}$/.test(r.caller_id_number),
  'an 8-digit extension': (r) => r.direction === 'inbound' && /^\d{8}$/.test(r.caller_id_number),
  'the operator 0': (r) => r.direction === 'inbound' && r.caller_id_number === '0',
  'an international caller': (r) => r.direction === 'inbound' && /^\+(?!1)\d+$/.test(r.caller_id_number),
  'a call out abroad (011)': (r) => r.direction === 'outbound' && r.destination_number.startsWith('011'),
  'an anonymous caller': (r) => r.direction === 'inbound' && isWithheld(r.caller_id_number),
  'a 10-digit caller': isInboundFromTenDigits,
  'an internal call': (r) => r.direction === 'local',
};
