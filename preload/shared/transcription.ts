// What was said in a voicemail message or a call recording, as the text a person reads. A message's
// `message_transcription` is plain text. A recording's `call_recording_transcription` is FusionPBX's
// transcript_json: segments, each with a speaker, a start and the text, sent as JSON text. Engines and
// deployments shape it differently (a bare array or an object holding the segments, the speaker and the
// text under other names), and an API may send it parsed, or as plain text. Shared by the renderer (the
// rows and the detail) and the search rule (call-filter), so what is shown is what is searched.
// Pure but for the words it adds (a speaker named by an id), in the language in use.
import { t } from './i18n/translate';

type MessageRecord = Readonly<Record<string, unknown>>;
type Fields = Readonly<Record<string, unknown>>;

/**
 * The longest transcription kept: about half an hour of speech, more than any message holds. A longer
 * one is cut, so a runaway transcript cannot swamp a detail pane or slow every search.
 */
export const MAX_TRANSCRIPTION_TEXT = 20_000;

/** Where engines put the segments of a transcript, and a segment's speaker, text and start. */
const SEGMENT_LISTS = ['segments', 'results', 'utterances'];
const SPEAKER_FIELDS = ['speaker', 'speaker_label', 'channel'];
const TEXT_FIELDS = ['text', 'transcript'];
const START_FIELDS = ['start', 'start_time'];

/** A speaker named only by an id ("0", "spk_1", "SPEAKER_01", "ch_0"), which means nothing to a person. */
const SPEAKER_ID = /^(?:spk|speaker|ch|channel)?[\s_-]*\d+$/i;

interface Segment {
  speaker: string | null;
  start: number | null;
  text: string;
}

/** The record's transcription as text, trimmed and bounded; null where there is none (or none readable). */
export function transcriptionOf(record: MessageRecord): string | null {
  const text =
    messageText(record.message_transcription) ?? conversationText(record.call_recording_transcription);
  return text === null ? null : bounded(text);
}

function messageText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

/**
 * A transcript's segments joined: a change of speaker starts a new line, labelled when there are two
 * speakers or more. Text that is not JSON is taken as the transcription itself; text that looks like
 * JSON but does not parse is nothing a person should read, so it counts as none.
 */
function conversationText(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{') && !text.startsWith('[')) return messageText(text);
    return segmentsText(parsed(text));
  }
  return segmentsText(value);
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first field holding non-empty text, or a number (speaker 0, channel 1), as text. */
function textOf(fields: Fields, names: readonly string[]): string | null {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.replace(/\s+/g, ' ').trim();
  }
  return null;
}

function startOf(fields: Fields): number | null {
  for (const name of START_FIELDS) {
    const value = fields[name];
    const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof seconds === 'number' && Number.isFinite(seconds)) return seconds;
  }
  return null;
}

/** The transcript's list of segments; an object with only a text (no segments) is one segment. */
function segmentListOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (!isFields(value)) return [];
  for (const name of SEGMENT_LISTS) {
    const list = value[name];
    if (Array.isArray(list)) return list;
  }
  return [value];
}

function segmentOf(value: unknown): Segment | null {
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    return text === '' ? null : { speaker: null, start: null, text };
  }
  if (!isFields(value)) return null;
  const text = textOf(value, TEXT_FIELDS);
  return text === null ? null : { speaker: textOf(value, SPEAKER_FIELDS), start: startOf(value), text };
}

/**
 * What each speaker is called, in the order they first speak: a name as given ("Agent"), an id as
 * "Speaker 1", "Speaker 2"; none when one voice (or no speaker) is given, where a label says nothing.
 */
function speakerLabels(segments: readonly Segment[]): Map<string, string> | null {
  const speakers = [...new Set(segments.flatMap(({ speaker }) => (speaker === null ? [] : [speaker])))];
  if (speakers.length < 2) return null;
  return new Map(
    speakers.map((speaker, i) => [
      speaker,
      SPEAKER_ID.test(speaker) ? t('transcript.speaker', { number: i + 1 }) : speaker,
    ]),
  );
}

function segmentsText(value: unknown): string | null {
  const segments = segmentListOf(value).flatMap((item) => segmentOf(item) ?? []);
  // Engines that transcribe each channel on its own list one speaker's segments after the other's:
  // in time order, the turns interleave as they were spoken. Without a start for each, as listed.
  if (segments.every(({ start }) => start !== null)) segments.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  const turns: { speaker: string | null; text: string }[] = [];
  for (const segment of segments) {
    const last = turns.at(-1);
    // A segment that names no speaker goes on with the one before it.
    const speaker = segment.speaker ?? last?.speaker ?? null;
    if (last && last.speaker === speaker) last.text += ` ${segment.text}`;
    else turns.push({ speaker, text: segment.text });
  }
  if (turns.length === 0) return null;
  const labels = speakerLabels(segments);
  return turns
    .map(({ speaker, text }) => {
      const label = speaker === null ? undefined : labels?.get(speaker);
      return label ? t('transcript.turn', { speaker: label, text }) : text;
    })
    .join('\n');
}

/** Cut at a word before the limit, marked with an ellipsis. */
function bounded(text: string): string {
  if (text.length <= MAX_TRANSCRIPTION_TEXT) return text;
  const cut = text.slice(0, MAX_TRANSCRIPTION_TEXT);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
