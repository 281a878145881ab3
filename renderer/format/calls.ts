// What a call record means to the person at the desk: who the other party was, which way the call went,
// how it ended. Every reader falls back gracefully when a deployment sends other or fewer fields.
import type { Party, PhoneRecord } from '../../preload/contract';
import { otherParty as partyOfRecord } from '../../preload/shared/call-party';
import { classifyMissed } from '../../preload/shared/missed-call';
import { codeInWords, type FieldCatalog, showSeconds, showStamp } from './fields';
import { showPhoneNumber } from './phone';
import { recordDate } from './time';
import { numberField, textField } from './values';

export type Direction = 'inbound' | 'outbound' | 'local' | 'unknown';

export function callDirection(record: PhoneRecord): Direction {
  const value = textField(record, 'direction', 'call_direction')?.toLowerCase();
  return value === 'inbound' || value === 'outbound' || value === 'local' ? value : 'unknown';
}

export const DIRECTION_WORDS: Record<Direction, string> = {
  inbound: 'Incoming',
  outbound: 'Outgoing',
  local: 'Internal',
  unknown: 'Call',
};

/** Missed by the one rule main uses too (the Missed filter, the export, missed-call notices). */
export const isMissed = (record: PhoneRecord): boolean => classifyMissed(record).missed === true;

/** The other end of the call, as main judged it against the user's own extension (call-party.ts). */
export const otherParty = (record: PhoneRecord): Party => record.otherParty ?? partyOfRecord(record, null);

export const callStart = (record: PhoneRecord): Date | null =>
  recordDate(record, ['start_epoch'], ['start_stamp']);

/** The call's length in seconds, as the server counted it. */
export const callSeconds = (record: PhoneRecord): number | null => numberField(record, 'duration', 'billsec');

const HANGUP_CAUSES: Record<string, string> = {
  NORMAL_CLEARING: 'Ended normally',
  NO_ANSWER: 'No answer',
  USER_BUSY: 'Line busy',
  ORIGINATOR_CANCEL: 'Caller hung up before it was answered',
  CALL_REJECTED: 'Call rejected',
  NO_USER_RESPONSE: 'No response from the phone',
  UNALLOCATED_NUMBER: 'Number not in service',
  NORMAL_TEMPORARY_FAILURE: 'Temporary network failure',
  RECOVERY_ON_TIMER_EXPIRE: 'Timed out',
  LOSE_RACE: 'Answered elsewhere',
  SUBSCRIBER_ABSENT: 'Phone not registered',
  DESTINATION_OUT_OF_ORDER: 'Destination out of order',
  INVALID_NUMBER_FORMAT: 'Invalid number format',
};

export const hangupCauseInWords = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? (HANGUP_CAUSES[value] ?? codeInWords(value)) : null;

export const directionInWords = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? (DIRECTION_WORDS[value.toLowerCase() as Direction] ?? null)
    : null;

/**
 * The facts of a call a person reads, each once and in words. The record's raw fields (the epoch twins
 * of the stamps, ids, file names, codecs) are under "All fields", as the server sent them.
 */
export const CALL_FIELDS: FieldCatalog = {
  direction: { label: 'Direction', show: directionInWords },
  caller_id_name: { label: 'Caller name' },
  caller_id_number: { label: 'Caller number', show: showPhoneNumber },
  destination_number: { label: 'Number dialled', show: showPhoneNumber },
  start_stamp: { label: 'Started', show: showStamp },
  answer_stamp: { label: 'Answered', show: showStamp, empty: 'not answered' },
  end_stamp: { label: 'Ended', show: showStamp },
  duration: { label: 'Duration', show: showSeconds },
  billsec: { label: 'Talk time', show: showSeconds },
  hangup_cause: { label: 'How it ended', show: hangupCauseInWords },
  extension: { label: 'Extension' },
  rtp_audio_in_mos: { label: 'Audio quality (MOS, 1–5)', empty: 'no audio' },
};
