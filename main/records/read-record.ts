// The phone system's records read once, as they leave main/api: a Call, a Voicemail or a Recording, each
// with every fact the windows, notices and files use, and the record itself kept opaque beside it (only
// "All fields" and the CSV's raw columns open it). The names are resolved next (names.ts): what is read
// here is each end as recorded. Field names vary by deployment (FusionPBX's first, the spec's fallbacks);
// a field that is missing is null, never a guess.
import type { Call, Direction, RawRecord, RecordedParty, Recording, Voicemail } from '../../preload/contract';
import { legsOf } from '../../preload/shared/call-legs';
import { deskParty, otherParty, textField } from '../../preload/shared/call-party';
import { callResult } from '../../preload/shared/call-result';
import { classifyMissed, directionOf } from '../../preload/shared/missed-call';
import { phoneMessageStatus } from '../../preload/shared/phone-message-status';
import { recordTimeMs } from '../../preload/shared/phone-time';
import { transcriptionOf } from '../../preload/shared/transcription';
import type { ApiRecord } from '../api';

/** Each kind as read, its ends as recorded: names.ts resolves them into the contract's. */
export type CallRead = Omit<Call, 'party' | 'desk'> & { party: RecordedParty; desk: RecordedParty };
export type VoicemailRead = Omit<Voicemail, 'party'> & { party: RecordedParty };
export type RecordingRead = Omit<Recording, 'party'> & { party: RecordedParty };

/** The record as the windows may hold it: opaque (preload/shared/raw-record.ts opens it). */
export const asRaw = (record: ApiRecord): RawRecord => record as unknown as RawRecord;

/** The first field that holds a finite number, or text that is one. */
function numberField(record: ApiRecord, ...names: string[]): number | null {
  for (const name of names) {
    const value = record[name];
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return null;
}

function directionIn(value: string): Direction {
  return value === 'inbound' || value === 'outbound' || value === 'local' ? value : 'unknown';
}

const recordedCaller = (record: ApiRecord): RecordedParty => ({
  name: textField(record, 'caller_id_name'),
  number: textField(record, 'caller_id_number'),
});

/** The number dialled and the name recorded for it, as the search reads them too (call-filter.ts). */
const recordedCallee = (record: ApiRecord): RecordedParty => ({
  name: textField(record, 'destination_name'),
  number: textField(record, 'destination_number'),
});

/** A call record as a Call, its ends judged against the user's own extension (call-party.ts). */
export function readCall(record: ApiRecord, ownExtension: string | null): CallRead {
  const startMs = recordTimeMs(record, ['start_epoch'], ['start_stamp']);
  return {
    id: record.uuid,
    direction: directionIn(directionOf(record)),
    result: callResult(record),
    missed: classifyMissed(record).missed === true,
    startMs,
    answerMs: recordTimeMs(record, ['answer_epoch'], ['answer_stamp']),
    endMs: recordTimeMs(record, ['end_epoch'], ['end_stamp']),
    durationSeconds: numberField(record, 'duration'),
    talkSeconds: numberField(record, 'billsec'),
    hangupCause: textField(record, 'hangup_cause'),
    party: otherParty(record, ownExtension),
    desk: deskParty(record, ownExtension),
    caller: recordedCaller(record),
    callee: recordedCallee(record),
    extension: textField(record, 'extension'),
    audioQuality: textField(record, 'rtp_audio_in_mos'),
    legs: legsOf(record),
    raw: asRaw(record),
  };
}

/** A voicemail message record as a Voicemail: its caller is the party. */
export function readVoicemail(record: ApiRecord): VoicemailRead {
  return {
    id: record.uuid,
    party: recordedCaller(record),
    caller: recordedCaller(record),
    receivedMs: recordTimeMs(
      record,
      ['created_epoch', 'message_epoch'],
      ['created_stamp', 'created', 'date'],
    ),
    lengthSeconds: numberField(record, 'message_length', 'length', 'duration'),
    transcription: transcriptionOf(record),
    priority: textField(record, 'message_priority'),
    mailbox: textField(record, 'voicemail_id'),
    phoneStatus: phoneMessageStatus(record),
    raw: asRaw(record),
  };
}

/** A recording record as a Recording, its other end judged as a call's is. */
export function readRecording(record: ApiRecord, ownExtension: string | null): RecordingRead {
  return {
    id: record.uuid,
    direction: directionIn(directionOf(record)),
    party: otherParty(record, ownExtension),
    caller: recordedCaller(record),
    callee: recordedCallee(record),
    recordedMs: recordTimeMs(
      record,
      ['call_recording_epoch', 'start_epoch'],
      ['call_recording_date', 'start_stamp'],
    ),
    lengthSeconds: numberField(record, 'call_recording_length', 'length', 'duration'),
    transcription: transcriptionOf(record),
    title: textField(record, 'call_recording_name'),
    raw: asRaw(record),
  };
}
