// The demo data laid out at any moment holds what the E2E tests rely on: generated at every quarter hour
// of a dozen dates across the year (1,152 data sets), each one is checked against the rows the E2E tests
// choose (test/support/demo-rows.ts). A failure names the moment, so it can be replayed with
// DIALDESK_E2E_NOW.
import { describe, expect, it } from 'vitest';
import { createDemoData, type DemoData } from '../../main/demo/data';
import { createRandom } from '../../main/demo/random';
import { matchesSearch, searchableText } from '../../preload/shared/call-filter';
import {
  FIRST_PAGE,
  isInboundFromTenDigits,
  isWithheld,
  NUMBER_SHAPES,
  otherNumber,
} from '../support/demo-rows';

// As the simulator makes it by default (seed 7, 2000 calls).
const generate = (now: number): DemoData => createDemoData(createRandom(7), now, 2000);

const DATES = Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 1 + ((month * 7) % 28)));
const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => i * 15 * 60_000);

/** Everything an E2E test relies on in one data set; an empty list when all hold. */
function brokenInvariants(data: DemoData, now: number): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) broken.push(what);
  };
  const calls = data.calls.map(({ record }) => record);
  check(calls.length === 2000, 'history has 2000 calls');
  check(
    calls.every((call, i) => i === 0 || (calls[i - 1]?.start_epoch ?? 0) >= call.start_epoch),
    'history is newest first',
  );
  check(
    calls.every((call) => call.end_epoch * 1000 <= now),
    'every call ended before now',
  );
  const tenDigits = calls.findIndex(isInboundFromTenDigits);
  check(tenDigits >= 0 && tenDigits < FIRST_PAGE, 'an inbound 10-digit caller on the first page');
  for (const [shape, matches] of Object.entries(NUMBER_SHAPES))
    check(calls.some(matches), `history has ${shape}`);
  check(
    calls.every((call) => isWithheld(otherNumber(call)) || /^\+?\d+$/.test(otherNumber(call))),
    'every number is digits (with a leading +) or withheld',
  );
  check(
    calls.every((call) => call.direction === 'inbound' || !isWithheld(call.destination_number)),
    'only callers are withheld',
  );
  // export.test.ts exports the calls its filter matches: some must.
  check(
    calls.some((call) => matchesSearch(searchableText(call), 'Okafor')),
    'a call of Sam Okafor (the export filter)',
  );
  check(data.recordings.length === 60, '60 recordings');
  check(
    data.voicemails.length === 8 && data.voicemails.filter((v) => v.record.message_status === '').length >= 2,
    '8 voicemail messages, at least 2 unheard',
  );
  check(
    data.voicemails.every(
      (v, i) => i === 0 || (data.voicemails[i - 1]?.record.created_epoch ?? 0) >= v.record.created_epoch,
    ),
    'voicemail is newest first',
  );
  // voicemail.test.ts and recordings.test.ts show a transcription, and a message and a recording without.
  const transcribed = (text: string | undefined) => text !== undefined && text.trim() !== '';
  check(
    data.voicemails.some((v) => transcribed(v.record.message_transcription)) &&
      data.voicemails.some((v) => !transcribed(v.record.message_transcription)),
    'a voicemail with a transcription and one without',
  );
  check(
    data.recordings.some((r) => transcribed(r.record.call_recording_transcription)) &&
      data.recordings.some((r) => !transcribed(r.record.call_recording_transcription)),
    'a recording with a transcription and one without',
  );
  // desk-user.test.ts opens a withheld caller's message: it offers no Call back and no Look up.
  check(
    data.voicemails.some((v) => v.record.caller_id_number === 'anonymous'),
    'a voicemail from a withheld number',
  );
  check(
    data.lrn.some((entry) => entry.number === '15555550142' && entry.extended.DNC === 'Y'),
    'the lookup flags 555-555-0142 do-not-call',
  );
  return broken;
}

describe('the demo data at any moment', () => {
  // One test per date, each over the 96 quarter hours of its day.
  it.each(DATES.map((day) => [new Date(day).toISOString().slice(0, 10), day] as const))(
    'holds what the E2E tests rely on at every quarter hour of %s',
    (_date, day) => {
      const failures = QUARTER_HOURS.map((offset) => day + offset).flatMap((now) =>
        brokenInvariants(generate(now), now).map((what) => `${new Date(now).toISOString()}: ${what}`),
      );
      expect(failures).toEqual([]);
    },
  );

  it('is the same data set for the same moment', () => {
    const now = Date.UTC(2026, 2, 10, 9, 30);
    const records = (data: DemoData) => data.calls.map(({ record }) => record);
    expect(records(generate(now))).toEqual(records(generate(now)));
  });

  it('would catch a moment without a 10-digit caller on the first page', () => {
    const data = generate(Date.UTC(2026, 2, 10, 9, 30));
    for (const call of data.calls.slice(0, FIRST_PAGE)) call.record.caller_id_number = '5550118';
    expect(brokenInvariants(data, data.generatedAt)).toContain(
      'an inbound 10-digit caller on the first page',
    );
  });
});
