// The calls of the people tests (test/integration/history-people.test.ts): a desk at extension 201 in the
// US, with a caller written two ways, a London caller logged without its '+', a colleague at 202 both
// ways, an unnamed number, a withheld caller and a call from long ago. test/fixtures/
// history-before-number-key.sqlite holds these calls as the Dialdesk before the number key wrote them.
import type { ApiRecord } from '../../main/api';
import type { NumberKeyRule } from '../../main/numbers/number-key';

export const NOW = Date.UTC(2026, 10, 21, 14, 3);
export const NOW_EPOCH = NOW / 1000;
/** The account: in the US, at extension 201 (Alex Morgan). */
export const US_201: NumberKeyRule = { defaultRegion: 'US', ownExtension: '201' };

/** One FusionPBX call record as its API sends it (numbers as strings, no '+' on callers). */
export const call = (uuid: string, minutesAgo: number, fields: Record<string, string>): ApiRecord => ({
  uuid,
  xml_cdr_uuid: uuid,
  leg: 'a',
  start_epoch: String(NOW_EPOCH - minutesAgo * 60),
  status: 'answered',
  missed_call: 'f',
  ...fields,
});

export const CALLS: ApiRecord[] = [
  // Dana at one New York number, written two ways.
  call('dana-in', 300, {
    direction: 'inbound',
    caller_id_name: 'Dana Whitfield',
    caller_id_number: '2125550123',
    destination_number: '201',
  }),
  call('dana-out', 200, {
    direction: 'outbound',
    caller_id_name: 'Alex Morgan',
    caller_id_number: '201',
    destination_number: '12125550123',
  }),
  // A London caller, logged without the '+'.
  call('london-in', 150, {
    direction: 'inbound',
    caller_id_name: 'Oliver Hale',
    caller_id_number: '442079460958',
    destination_number: '201',
  }),
  // Sam at extension 202 calls me, then I call Sam: only Sam's own call names Sam.
  call('sam-called-me', 100, {
    direction: 'local',
    caller_id_name: 'Sam Rivera',
    caller_id_number: '202',
    destination_number: '201',
  }),
  call('i-called-sam', 50, {
    direction: 'local',
    caller_id_name: 'Alex Morgan',
    caller_id_number: '201',
    destination_number: '202',
  }),
  // A number I called that no call names.
  call('unnamed-out', 45, {
    direction: 'outbound',
    caller_id_name: 'Alex Morgan',
    caller_id_number: '201',
    destination_number: '2125550199',
  }),
  call('withheld', 40, {
    direction: 'inbound',
    caller_id_name: 'Anonymous',
    caller_id_number: 'anonymous',
    destination_number: '201',
  }),
  // A call the phone system may no longer hold.
  call('long-ago', 80 * 24 * 60, {
    direction: 'inbound',
    caller_id_name: 'Dana W.',
    caller_id_number: '2125550123',
    destination_number: '201',
  }),
];
