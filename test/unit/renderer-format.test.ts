// How records and errors are put into words: every field shown, empty values never read as "no",
// and settings problems found by field.
import { expect, test } from 'vitest';
import { callFacts, nameSourceInWords } from '../../renderer/format/calls';
import { callFailureHeadline } from '../../renderer/format/errors';
import { fieldRows } from '../../renderer/format/fields';
import { factsInWords, LOOKUP_FIELDS } from '../../renderer/format/lookup';
import {
  recordingDate,
  recordingFacts,
  recordingNameHint,
  voicemailFacts,
  voicemailNameHint,
} from '../../renderer/format/messages';
import { longDateTime, timeAgo } from '../../renderer/format/time';
import { callOf, recordingOf, voicemailOf } from '../support/record-edge';

test('lookup fields get their labels; empty DNC, COUNTRY and SPID are "not provided"; unknown fields stay raw', () => {
  const rows = fieldRows(
    { DNC: '', COUNTRY: '', SPID: '', LEC: 'Lakeshore Telecom', code: 200, EXTRA: { a: 1 } },
    LOOKUP_FIELDS,
  );
  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  expect(byName.DNC).toMatchObject({ label: 'Do Not Call (DNC)', text: 'not provided', empty: true });
  expect(byName.COUNTRY?.text).toBe('not provided');
  expect(byName.SPID?.text).toBe('not provided');
  expect(byName.LEC).toMatchObject({ label: 'Carrier (LEC)', text: 'Lakeshore Telecom' });
  expect(byName.EXTRA).toMatchObject({ label: 'EXTRA', text: '{"a":1}', known: false });
  // Known fields first, in the catalog's order.
  expect(rows.map((row) => row.name)).toEqual(['COUNTRY', 'LEC', 'DNC', 'SPID', 'code', 'EXTRA']);
});

test('a call’s facts in words, each once, from what main read of its record', () => {
  const facts = callFacts(
    callOf({
      uuid: 'u',
      direction: 'inbound',
      caller_id_name: 'Priya',
      caller_id_number: '+15555550123',
      destination_number: '201',
      hangup_cause: 'USER_BUSY',
      duration: '65',
      billsec: 'n/a',
      answer_stamp: '',
      read_codec: 'PCMU',
    }),
  );
  const byName = Object.fromEntries(facts.map((row) => [row.name, row]));
  expect(facts.map((row) => [row.label, row.text])).toEqual([
    ['Direction', 'Incoming'],
    ['Caller name', 'Priya'],
    ['Caller number', '(555) 555-0123'],
    ['Number dialled', '201'],
    ['Answered', 'not answered'],
    ['Duration', '1 min 5 s'],
    ['How it ended', 'Line busy'],
    ['Audio quality (MOS, 1–5)', 'no audio'],
  ]);
  // What was recorded stays at hand (the row's title) where the words say it otherwise.
  expect(byName.callerNumber).toMatchObject({ raw: '+15555550123', data: true });
  expect(byName.hangupCause).toMatchObject({ raw: 'USER_BUSY', data: false });
  expect(byName.answered).toMatchObject({ empty: true, data: false });
  // A cause this app has no words for reads as the phone system's code.
  const gone = callFacts(callOf({ uuid: 'g', hangup_cause: 'USER_GONE', answer_epoch: 1_700_000_000 }));
  expect(gone.map((row) => [row.name, row.text])).toEqual([
    [
      'answered',
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(1.7e12),
    ],
    ['hangupCause', 'User gone'],
  ]);
});

test('the detail says where the name shown came from', () => {
  const ownCall = callOf({
    uuid: 'o',
    direction: 'inbound',
    caller_id_name: 'Priya',
    caller_id_number: '204',
  });
  expect(ownCall.party).toMatchObject({ name: 'Priya', nameFrom: 'this-call' });
  expect(nameSourceInWords('this-call')).toBe('Name from this call');
  // A colleague called: this call recorded no name for them, the calls they placed did.
  const called = callOf(
    { uuid: 'c', direction: 'local', caller_id_number: '201', destination_number: '204' },
    { ownExtension: '201', otherCalls: { '204': 'Priya Natarajan' } },
  );
  expect(called.party).toMatchObject({ name: 'Priya Natarajan', nameFrom: 'other-calls' });
  expect(nameSourceInWords('other-calls')).toBe('Name from other calls with this number');
});

test('how long ago, in the largest whole unit', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  expect(timeAgo(now - 20_000, now)).toBe('just now');
  expect(timeAgo(now - 5 * 60_000, now)).toBe('5 minutes ago');
  expect(timeAgo(now - 3 * 3_600_000 - 59 * 60_000, now)).toBe('3 hours ago');
  expect(timeAgo(now - 26 * 3_600_000, now)).toBe('yesterday');
  expect(timeAgo(now - 9 * 86_400_000, now)).toBe('9 days ago');
});

test('pre-dial facts in reading order, leaving out what the lookup did not say', () => {
  const facts = { lineType: 'wireless', carrier: 'Cascade Mobile Demo LLC', city: 'Riverside', state: 'CA' };
  expect(factsInWords({ ...facts, doNotCall: true })).toEqual([
    'Wireless',
    'Cascade Mobile Demo LLC',
    'Riverside, CA',
  ]);
  expect(
    factsInWords({ lineType: null, carrier: 'Lakeshore Telecom', city: null, state: 'TN', doNotCall: false }),
  ).toEqual(['Lakeshore Telecom', 'TN']);
});

test('a failed call that may have rung says to check the phone; another says why in words', () => {
  expect(callFailureHeadline({ code: 'call-rejected', message: 'timeout', callMayRing: true })).toBe(
    'The call may still ring: check your phone before you try again.',
  );
  expect(callFailureHeadline({ code: 'call-rejected', message: 'refused' })).toBe('Call not placed.');
});

test('a saved file is named after who left the message or was recorded, as the resolver names them, and when', () => {
  const epoch = 1_763_000_000;
  expect(
    voicemailNameHint(
      voicemailOf({
        uuid: 'm',
        caller_id_name: 'Priya Raman',
        caller_id_number: '+15555550123',
        created_epoch: epoch,
      }),
    ),
  ).toEqual({ caller: 'Priya Raman', number: '+15555550123', epochSeconds: epoch });
  // Outgoing recording: the number dialled, and no caller name (that is the user's own).
  expect(
    recordingNameHint(
      recordingOf({
        uuid: 'r',
        call_direction: 'outbound',
        caller_id_name: 'Jordan Patel',
        destination_number: '15555550142',
      }),
    ),
  ).toEqual({ number: '15555550142' });
  // A name only other calls recorded for the number names the file too.
  expect(
    voicemailNameHint(
      voicemailOf(
        { uuid: 'm', caller_id_number: '5555550123' },
        { otherCalls: { '5555550123': 'Dana Whitfield' } },
      ),
    ),
  ).toEqual({ caller: 'Dana Whitfield', number: '5555550123' });
  // Cut to what main accepts, so that a very long caller name cannot make saving fail.
  expect(voicemailNameHint(voicemailOf({ uuid: 'm', caller_id_name: 'x'.repeat(500) })).caller).toHaveLength(
    200,
  );
});

test("a message's and a recording's facts are in words, each number in the form people read with what was recorded as its title", () => {
  const byName = (rows: { name: string; label: string; text: string; raw: string; data: boolean }[]) =>
    Object.fromEntries(rows.map(({ name, label, text, raw, data }) => [name, { label, text, raw, data }]));
  const message = voicemailOf({
    uuid: 'm',
    caller_id_name: 'Harbor Dental',
    caller_id_number: '5555550168',
    created_epoch: 1_763_000_000,
    message_length: '75',
    message_priority: 'normal',
    voicemail_id: '201',
  });
  expect(byName(voicemailFacts(message))).toEqual({
    callerName: { label: 'Caller name', text: 'Harbor Dental', raw: 'Harbor Dental', data: true },
    callerNumber: { label: 'Caller number', text: '(555) 555-0168', raw: '5555550168', data: true },
    received: {
      label: 'Received',
      text: longDateTime(new Date(1_763_000_000_000)),
      raw: '2025-11-13T02:13:20.000Z',
      data: true,
    },
    length: { label: 'Length', text: '1 min 15 s', raw: '75', data: true },
    priority: { label: 'Priority', text: 'normal', raw: 'normal', data: true },
    mailbox: { label: 'Mailbox', text: '201', raw: '201', data: true },
  });
  // What the message does not hold is left out: no fact says "not provided" for a name it never had.
  expect(voicemailFacts(voicemailOf({ uuid: 'bare' }))).toEqual([]);

  const recording = recordingOf(
    {
      uuid: 'r',
      call_direction: 'outbound',
      caller_id_name: 'Front desk',
      caller_id_number: '201',
      destination_number: '15555550142',
    },
    { ownExtension: '201' },
  );
  expect(byName(recordingFacts(recording))).toEqual({
    direction: { label: 'Direction', text: 'Outgoing', raw: 'outbound', data: false },
    callerName: { label: 'Caller name', text: 'Front desk', raw: 'Front desk', data: true },
    callerNumber: { label: 'Caller number', text: '201', raw: '201', data: true },
    numberDialled: { label: 'Number dialled', text: '(555) 555-0142', raw: '15555550142', data: true },
  });
});

test('a stamp FusionPBX wrote (hour-only offset, microseconds) is shown as a date, and a recording has its date', () => {
  const [started] = callFacts(callOf({ uuid: 'c', start_stamp: '2026-03-05 01:30:00.250000-06' }));
  expect(started?.name).toBe('started');
  expect(started?.text).toBe(
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(Date.UTC(2026, 2, 5, 7, 30, 0, 250)),
    ),
  );
  const recorded = recordingDate(recordingOf({ uuid: 'r', call_recording_date: '2026-03-09 23:30:00-05' }));
  expect(recorded?.toISOString()).toBe('2026-03-10T04:30:00.000Z');
});
