// A record's transcription as a person reads it, from the shapes deployments send: a message's plain text,
// and a recording's transcript_json as text, already parsed, or plain; never raw JSON. The search finds
// its words beside names and numbers.
import { describe, expect, it } from 'vitest';
import { matchesSearch, searchableOf } from '../../preload/shared/call-filter';
import { MAX_TRANSCRIPTION_TEXT, transcriptionOf } from '../../preload/shared/transcription';
import { recordingOf, voicemailOf } from '../support/record-edge';

const recording = (transcription: unknown) => ({ uuid: 'r', call_recording_transcription: transcription });
const message = (transcription: unknown) => ({ uuid: 'm', message_transcription: transcription });

/** FusionPBX's own shape: an object holding segments, the speaker as text. */
const FUSIONPBX = JSON.stringify({
  segments: [
    { speaker: '0', start: 0.4, end: 2.1, text: ' Thanks for calling Acme, this is Dana. ' },
    { speaker: '0', start: 2.3, end: 3.9, text: 'How can I help?' },
    { speaker: '1', start: 4.5, end: 7.2, text: 'Hi, I am calling about the invoice.' },
    { speaker: '0', start: 7.8, end: 9.0, text: 'Of course.' },
  ],
});
const FUSIONPBX_TEXT = [
  'Speaker 1: Thanks for calling Acme, this is Dana. How can I help?',
  'Speaker 2: Hi, I am calling about the invoice.',
  'Speaker 1: Of course.',
].join('\n');

describe('a transcription as text', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    [
      "a message's text, trimmed",
      message('  Call me back about the invoice.\r\n '),
      'Call me back about the invoice.',
    ],
    ["a message's paragraphs, kept", message('First.\r\n\r\nSecond.'), 'First.\n\nSecond.'],
    ['a message without one', { uuid: 'm' }, null],
    ['an empty message text', message(''), null],
    ['a message of whitespace', message(' \n\t '), null],
    ['a message text that is not text', message(42), null],
    [
      "a message's text starting with a bracket, as written",
      message('[inaudible] call me'),
      '[inaudible] call me',
    ],
    ["FusionPBX's segments, one line per turn", recording(FUSIONPBX), FUSIONPBX_TEXT],
    ['the same, already parsed', recording(JSON.parse(FUSIONPBX)), FUSIONPBX_TEXT],
    [
      'a bare array, numeric speakers',
      recording('[{"speaker":0,"start":0,"text":"Hello?"},{"speaker":1,"start":1,"text":"Hi there."}]'),
      'Speaker 1: Hello?\nSpeaker 2: Hi there.',
    ],
    [
      'results with speaker_label and transcript',
      recording({
        results: [
          { speaker_label: 'spk_1', start_time: '0.5', transcript: 'Good morning.' },
          { speaker_label: 'spk_0', start_time: '1.5', transcript: 'Morning!' },
        ],
      }),
      'Speaker 1: Good morning.\nSpeaker 2: Morning!',
    ],
    [
      'utterances by channel, listed channel after channel: in time order',
      recording({
        utterances: [
          { channel: 0, start: 0, text: 'Front desk.' },
          { channel: 0, start: 4, text: 'Sure, one moment.' },
          { channel: 1, start: 2, text: 'Can I book a visit?' },
        ],
      }),
      'Speaker 1: Front desk.\nSpeaker 2: Can I book a visit?\nSpeaker 1: Sure, one moment.',
    ],
    [
      'named speakers, as named',
      recording([
        { speaker: 'Agent', text: 'Hello.' },
        { speaker: 'Caller', text: 'Hi.' },
      ]),
      'Agent: Hello.\nCaller: Hi.',
    ],
    [
      'one speaker: no label, one paragraph',
      recording([
        { speaker: '0', start: 0, text: 'Just me.' },
        { speaker: '0', start: 1, text: 'Talking.' },
      ]),
      'Just me. Talking.',
    ],
    [
      'no speakers, no starts: as listed, one paragraph',
      recording({ segments: [{ text: 'Second half' }, 'and a bare string.'] }),
      'Second half and a bare string.',
    ],
    [
      'a segment without a speaker goes on with the one before',
      recording([{ speaker: 'A', text: 'One' }, { text: 'two.' }, { speaker: 'B', text: 'Three.' }]),
      'A: One two.\nB: Three.',
    ],
    ['an object with only a text', recording('{"text":" The whole call. "}'), 'The whole call.'],
    ['plain text', recording('  Just the words.  '), 'Just the words.'],
    ['JSON that does not parse', recording('{"segments": [{"text": "cut off'), null],
    ['an array that does not parse', recording('[not json'), null],
    ['segments without text', recording('{"segments":[{"speaker":"0","start":1}]}'), null],
    ['no segments at all', recording('{"segments":[]}'), null],
    ['a JSON number', recording(7), null],
    ['an empty string', recording(''), null],
    ['whitespace', recording('   '), null],
  ])('%s', (_what, record, expected) => {
    expect(transcriptionOf(record)).toBe(expected);
  });

  it('never shows JSON: no brace, no field name', () => {
    const text = transcriptionOf(recording(FUSIONPBX)) ?? '';
    expect(text).not.toMatch(/[{}[\]"]|speaker"|start/);
  });

  it(`is cut at a word, with an ellipsis, past ${MAX_TRANSCRIPTION_TEXT} characters`, () => {
    const words = 'word '.repeat(MAX_TRANSCRIPTION_TEXT);
    const text = transcriptionOf(message(words)) ?? '';
    expect(text.length).toBeLessThanOrEqual(MAX_TRANSCRIPTION_TEXT + 1);
    expect(text.endsWith('word…')).toBe(true);
    const turns = Array.from({ length: 5000 }, (_, i) => ({ speaker: String(i % 2), text: 'Hello there.' }));
    expect((transcriptionOf(recording(turns)) ?? '').length).toBeLessThanOrEqual(MAX_TRANSCRIPTION_TEXT + 1);
  });
});

describe('the search finds the words of a transcription', () => {
  // As the windows search them: the Recording or Voicemail main read from the record.
  const withRecording = searchableOf(
    recordingOf({
      uuid: 'r',
      caller_id_name: 'Harbor Dental',
      caller_id_number: '15555550168',
      call_recording_transcription: FUSIONPBX,
    }),
  );

  it('beside names and numbers, folded, every word', () => {
    expect(matchesSearch(withRecording, 'invoice')).toBe(true);
    expect(matchesSearch(withRecording, 'INVOICE harbor')).toBe(true);
    expect(matchesSearch(withRecording, '555-0168 dana')).toBe(true);
    expect(matchesSearch(withRecording, 'invoice refund')).toBe(false);
    expect(matchesSearch(searchableOf(voicemailOf(message('Café closed on Sunday'))), 'cafe sunday')).toBe(
      true,
    );
  });

  it('not the JSON around the words', () => {
    expect(matchesSearch(withRecording, 'segments')).toBe(false);
    expect(matchesSearch(withRecording, 'speaker')).toBe(true); // the labels a person reads
    expect(
      matchesSearch(searchableOf(recordingOf(recording('{"segments": [{"text": "cut off'))), 'cut'),
    ).toBe(false);
  });
});
