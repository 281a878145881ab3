// Which call records count as missed, decided in one function: a table of the shapes deployments send.
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { MAX_SINGLE_NOTICES, missedCallNotices } from '../../main/history/missed-notices';
import { callResult, resultInWords } from '../../preload/shared/call-result';
import { classifyMissed } from '../../preload/shared/missed-call';

const record = (fields: Record<string, unknown>): ApiRecord => ({ uuid: 'u1', ...fields });

describe('classifyMissed', () => {
  it.each([
    // [why, fields, missed, signal]
    ['missed_call true wins over an answer', { missed_call: true, answer_epoch: 5 }, true, 'missed_call'],
    [
      'missed_call false',
      { missed_call: false, direction: 'inbound', answer_epoch: 0 },
      false,
      'missed_call',
    ],
    ['missed_call as the string "true"', { missed_call: 'true' }, true, 'missed_call'],
    ['missed_call as "0"', { missed_call: '0' }, false, 'missed_call'],
    ['missed_call as 1', { missed_call: 1 }, true, 'missed_call'],
    [
      'an unanswered inbound call (answer_epoch 0)',
      { direction: 'inbound', answer_epoch: 0 },
      true,
      'answer',
    ],
    ['answer_epoch as a string', { direction: 'inbound', answer_epoch: '0' }, true, 'answer'],
    ['an answered inbound call', { direction: 'inbound', answer_epoch: 1_700_000_000 }, false, 'answer'],
    ['an empty answer_stamp', { direction: 'INBOUND', answer_stamp: '' }, true, 'answer'],
    ['an answer_stamp', { direction: 'inbound', answer_stamp: '2026-11-20 10:42:00' }, false, 'answer'],
    ['hangup cause NO_ANSWER', { direction: 'inbound', hangup_cause: 'NO_ANSWER' }, true, 'hangup_cause'],
    ['the caller gave up', { direction: 'inbound', hangup_cause: 'ORIGINATOR_CANCEL' }, true, 'hangup_cause'],
    ['busy', { direction: 'inbound', hangup_cause: 'user_busy' }, true, 'hangup_cause'],
    ['declined on purpose', { direction: 'inbound', hangup_cause: 'CALL_REJECTED' }, false, 'hangup_cause'],
    ['a normal call', { direction: 'inbound', hangup_cause: 'NORMAL_CLEARING' }, false, 'hangup_cause'],
    ['an unknown cause says nothing', { direction: 'inbound', hangup_cause: 'SOMETHING_ELSE' }, null, null],
    ['an unanswered outbound call is not missed', { direction: 'outbound', answer_epoch: 0 }, null, null],
    ['no direction: only the flag could say', { answer_epoch: 0, hangup_cause: 'NO_ANSWER' }, null, null],
    ['only the spec fields', { start_epoch: 1, start_stamp: '2026-11-20 10:42:00' }, null, null],
  ])('%s', (_why, fields, missed, signal) => {
    expect(classifyMissed(record(fields))).toEqual({ missed, signal });
  });
});

describe('missedCallNotices', () => {
  /** A real moment (March 2026): a time before 1990 is no call's and is not placed at all. */
  const T = 1_772_000_000;
  const missed = (uuid: string, start: number): ApiRecord => ({
    uuid,
    start_epoch: start,
    direction: 'inbound',
    missed_call: true,
    caller_id_name: `Caller ${uuid}`,
    caller_id_number: '(555) 555-0123',
  });

  it('announces each new missed inbound call, newest first, and nothing else', () => {
    const answered = { uuid: 'a', start_epoch: T + 300, direction: 'inbound', missed_call: false };
    const outbound = { uuid: 'o', start_epoch: T + 400, direction: 'outbound', answer_epoch: 0 };
    expect(missedCallNotices([missed('m1', T + 100), answered, outbound, missed('m2', T + 200)])).toEqual([
      {
        kind: 'call',
        uuid: 'm2',
        caller: { name: 'Caller m2', number: '(555) 555-0123' },
        startEpoch: T + 200,
      },
      {
        kind: 'call',
        uuid: 'm1',
        caller: { name: 'Caller m1', number: '(555) 555-0123' },
        startEpoch: T + 100,
      },
    ]);
  });

  it(`becomes one summary above ${MAX_SINGLE_NOTICES} calls`, () => {
    const many = Array.from({ length: 50 }, (_, i) => missed(`m${i}`, T + 1000 + i));
    expect(missedCallNotices(many)).toEqual([{ kind: 'summary', count: 50, newestEpoch: T + 1049 }]);
    const few = many.slice(0, MAX_SINGLE_NOTICES);
    expect(missedCallNotices(few).map((notice) => notice.kind)).toEqual(['call', 'call', 'call']);
  });
});

describe('what happened to a call, as FusionPBX says it', () => {
  const T = 1_772_000_000;
  it.each([
    ['answered', { status: 'answered', answer_epoch: '1772000005' }, 'Answered'],
    ['missed', { status: 'missed', missed_call: 't' }, 'Missed'],
    ['voicemail', { status: 'voicemail', missed_call: true }, 'Voicemail'],
    ['busy', { status: 'busy' }, 'Busy'],
    ['no answer', { status: 'no_answer', answer_epoch: '0' }, 'No answer'],
    ['cancelled', { status: 'Cancelled' }, 'Cancelled'],
    ['failed', { status: 'failed' }, 'Failed'],
    ['no status: the missed rule', { direction: 'inbound', missed_call: false, answer_epoch: T }, 'Answered'],
    ['no status, never answered', { direction: 'outbound', answer_epoch: 0 }, 'No answer'],
  ])('%s', (_case, record, words) => {
    const result = callResult(record);
    expect(result && resultInWords(result)).toBe(words);
  });

  it('a status of missed or voicemail makes a call missed where missed_call is NULL', () => {
    expect(classifyMissed({ direction: 'inbound', missed_call: null, status: 'missed' })).toEqual({
      missed: true,
      signal: 'status',
    });
    expect(classifyMissed({ direction: 'inbound', status: 'answered' }).missed).toBe(false);
  });

  it.each<[string, string, boolean]>([
    ['inbound', 'busy', true],
    ['inbound', 'no_answer', true],
    ['inbound', 'cancelled', true],
    ['inbound', 'failed', false],
    ['outbound', 'busy', false],
    ['outbound', 'no_answer', false],
    ['local', 'cancelled', false],
    ['local', 'missed', true],
  ])(
    'an %s call whose status is %s, missed_call NULL and never answered: missed %s',
    (direction, status, missed) => {
      expect(classifyMissed({ direction, status, missed_call: null, answer_epoch: '0' })).toEqual({
        missed,
        signal: 'status',
      });
    },
  );

  it('a caller who left a voicemail is announced once, by the voicemail, not also as a missed call', () => {
    const call = (uuid: string, status: string) => ({
      uuid,
      start_epoch: String(T + uuid.length),
      direction: 'inbound',
      missed_call: 't',
      status,
      caller_id_name: 'Dana Whitfield',
      caller_id_number: '5555550123',
    });
    expect(missedCallNotices([call('left-voicemail', 'voicemail'), call('hung-up', 'missed')])).toEqual([
      {
        kind: 'call',
        uuid: 'hung-up',
        caller: { name: 'Dana Whitfield', number: '5555550123' },
        startEpoch: T + 7,
      },
    ]);
  });
});
