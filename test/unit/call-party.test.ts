// The other party of a call or recording, judged against the user's own extension (201 here): whichever
// side is not the user's, in every direction; where neither is, the caller of an incoming call and the
// number dialled of the others. Rows as FusionPBX writes them (xml_cdr and view_call_recordings).
import { describe, expect, it } from 'vitest';
import { deskParty, otherParty } from '../../preload/shared/call-party';

const MINE = '201';
const colleague = { caller_id_name: 'Priya Natarajan', caller_id_number: '204' };

describe('the other party', () => {
  it.each([
    ['a colleague calls me (local)', { direction: 'local', ...colleague, destination_number: MINE }, '204'],
    [
      'I call a colleague (local)',
      { direction: 'local', caller_id_number: MINE, destination_number: '204' },
      '204',
    ],
    [
      'an outside caller rings me',
      { direction: 'inbound', caller_id_number: '5555550123', destination_number: MINE },
      '5555550123',
    ],
    [
      'an outside caller rings a DID (neither side mine)',
      { direction: 'inbound', caller_id_number: '5555550123', destination_number: '5555550100' },
      '5555550123',
    ],
    [
      'an outside caller rings a ring group',
      { direction: 'inbound', caller_id_number: '442079460958', destination_number: '9000' },
      '442079460958',
    ],
    [
      'I call out',
      { direction: 'outbound', caller_id_number: MINE, destination_number: '5555550147' },
      '5555550147',
    ],
    [
      'another extension calls out (neither side mine)',
      { direction: 'outbound', caller_id_number: '204', destination_number: '5555550147' },
      '5555550147',
    ],
    [
      'a local call between two colleagues (neither side mine)',
      { direction: 'local', caller_id_number: '204', destination_number: '202' },
      '202',
    ],
    [
      'a recording of a colleague calling me',
      { call_direction: 'local', ...colleague, destination_number: MINE },
      '204',
    ],
    [
      'a recording of my call out',
      { call_direction: 'outbound', caller_id_number: MINE, destination_number: '5555550147' },
      '5555550147',
    ],
    [
      'numbers sent as numbers',
      { direction: 'local', caller_id_number: 204, destination_number: 201 },
      '204',
    ],
  ])('%s', (_case, record, number) => {
    expect(otherParty(record, MINE).number).toBe(number);
  });

  it('names the colleague who called, and the desk end is my extension', () => {
    const record = { direction: 'local', ...colleague, destination_number: MINE };
    expect(otherParty(record, MINE)).toEqual({ name: 'Priya Natarajan', number: '204' });
    expect(deskParty(record, MINE)).toEqual({ name: null, number: MINE });
  });

  it('without a known extension: the caller of incoming calls, the number dialled of the others', () => {
    expect(otherParty({ direction: 'local', ...colleague, destination_number: MINE }, null).number).toBe(
      MINE,
    );
    expect(otherParty({ direction: 'inbound', ...colleague, destination_number: MINE }, '').number).toBe(
      '204',
    );
  });

  it('an extension written with spaces around it is still mine', () => {
    expect(otherParty({ direction: 'local', ...colleague, destination_number: MINE }, ' 201 ').number).toBe(
      '204',
    );
  });
});
