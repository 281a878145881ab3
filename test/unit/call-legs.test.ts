// The leg rule (preload/shared/call-legs.ts): which FusionPBX rows are legs of one call, as a table. Each
// row's legs are read as main's edge reads them (legsOf), and the rule judges only what was read.
import { describe, expect, it } from 'vitest';
import { belongsTo, foldLegs, legsOf } from '../../preload/shared/call-legs';
import { callsOf } from '../support/record-edge';

const START = 1_772_940_600; // 2026-03-08 03:30 UTC

type Row = Record<string, unknown> & { uuid: string };
const aLeg = (uuid: string, fields: Record<string, unknown> = {}): Row => ({
  uuid,
  leg: 'a',
  direction: 'inbound',
  caller_id_number: '4155550123',
  destination_number: '201',
  start_epoch: String(START),
  ...fields,
});
const bLeg = (uuid: string, fields: Record<string, unknown> = {}): Row => aLeg(uuid, { leg: 'b', ...fields });

describe('belongsTo', () => {
  it.each<[string, Row, Row, boolean]>([
    ['a b-leg naming its a-leg', bLeg('b1', { originating_leg_uuid: 'a1' }), aLeg('a1'), true],
    [
      'the a-leg by its FusionPBX id',
      bLeg('b1', { originating_leg_uuid: 'x1' }),
      aLeg('a1', { xml_cdr_uuid: 'x1' }),
      true,
    ],
    [
      'a b-leg naming another a-leg, however alike',
      bLeg('b1', { originating_leg_uuid: 'a2' }),
      aLeg('a1'),
      false,
    ],
    [
      'an a-leg naming the b-leg it bridged',
      bLeg('b1'),
      aLeg('a1', { bridge_uuid: 'b1', start_epoch: START - 60 }),
      true,
    ],
    [
      'no link: same caller, direction, start one second later',
      bLeg('b1', { start_epoch: START + 1 }),
      aLeg('a1'),
      true,
    ],
    ['no link: two seconds later still', bLeg('b1', { start_epoch: START + 2 }), aLeg('a1'), true],
    [
      'no link: three seconds later is another call',
      bLeg('b1', { start_epoch: START + 3 }),
      aLeg('a1'),
      false,
    ],
    ['no link: another caller', bLeg('b1', { caller_id_number: '4155550199' }), aLeg('a1'), false],
    ['no link: another direction', bLeg('b1', { direction: 'outbound' }), aLeg('a1'), false],
    [
      'no link: the stamp places it (timestamptz)',
      bLeg('b1', { start_epoch: undefined, start_stamp: '2026-03-07 21:30:01-06' }),
      aLeg('a1'),
      true,
    ],
    ['two a-legs are two calls', aLeg('a2'), aLeg('a1'), false],
    ['a row that says nothing of legs is a call', aLeg('a2', { leg: undefined }), aLeg('a1'), false],
    ['a b-leg is no a-leg', bLeg('b2'), bLeg('b1'), false],
    ['the leg in capitals', bLeg('b1', { leg: 'B', originating_leg_uuid: 'a1' }), aLeg('a1'), true],
  ])('%s', (_name, b, a, expected) => {
    expect(belongsTo(legsOf(b), legsOf(a))).toBe(expected);
  });
});

describe('foldLegs', () => {
  /** The ids of the calls left when the windows fold the rows as main read them. */
  const folded = (rows: Row[]) => foldLegs(callsOf(rows), (call) => call.legs).map((call) => call.id);

  it('folds a ring group of four phones into one call', () => {
    const rows = [
      aLeg('a1', { destination_number: '600', bridge_uuid: 'b2' }),
      bLeg('b1', { destination_number: '201', originating_leg_uuid: 'a1' }),
      bLeg('b2', { destination_number: '202', originating_leg_uuid: 'a1' }),
      bLeg('b3', { destination_number: '203', start_epoch: START + 1 }),
      bLeg('b4', { destination_number: '204' }),
    ];
    expect(folded(rows)).toEqual(['a1']);
  });

  it('keeps two real calls from one number in the same minute apart', () => {
    const rows = [
      aLeg('a2', { start_epoch: START + 40 }),
      aLeg('a1'),
      aLeg('a0', { leg: undefined, start_epoch: START + 1 }),
    ];
    expect(folded(rows)).toEqual(['a2', 'a1', 'a0']);
  });

  it('folds each b-leg into its own call when two calls are close, in the rows’ order', () => {
    const rows = [
      bLeg('b2', { originating_leg_uuid: 'a2', start_epoch: START + 30 }),
      aLeg('a2', { start_epoch: START + 30 }),
      bLeg('b1', { originating_leg_uuid: 'a1' }),
      aLeg('a1'),
    ];
    expect(folded(rows)).toEqual(['a2', 'a1']);
  });

  it('keeps a b-leg whose a-leg is not among the rows: the only trace of its call', () => {
    const rows = [aLeg('a2', { start_epoch: START + 600 }), bLeg('b1', { originating_leg_uuid: 'a1' })];
    expect(folded(rows)).toEqual(['a2', 'b1']);
  });
});
