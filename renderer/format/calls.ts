// What a call record means to the person at the desk: who the other party was, which way the call went,
// how it ended. Every reader falls back gracefully when a deployment sends other or fewer fields.
import type { Party, PhoneRecord } from '../../preload/contract';
import { otherParty as partyOfRecord } from '../../preload/shared/call-party';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
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

const DIRECTION_KEYS = {
  inbound: 'history.direction.inbound',
  outbound: 'history.direction.outbound',
  local: 'history.direction.local',
  unknown: 'history.direction.unknown',
} as const satisfies Record<Direction, MessageKey>;

/** Which way the call went, as a word: "Incoming", "Outgoing", "Internal", or "Call" when unknown. */
export const directionWord = (direction: Direction): string => t(DIRECTION_KEYS[direction]);

/** Missed by the one rule main uses too (the Missed filter, the export, missed-call notices). */
export const isMissed = (record: PhoneRecord): boolean => classifyMissed(record).missed === true;

/** The other end of the call, as main judged it against the user's own extension (call-party.ts). */
export const otherParty = (record: PhoneRecord): Party => record.otherParty ?? partyOfRecord(record, null);

export const callStart = (record: PhoneRecord): Date | null =>
  recordDate(record, ['start_epoch'], ['start_stamp']);

/** The call's length in seconds, as the server counted it. */
export const callSeconds = (record: PhoneRecord): number | null => numberField(record, 'duration', 'billsec');

const HANGUP_CAUSES = {
  NORMAL_CLEARING: 'detail.hangupCause.normalClearing',
  NO_ANSWER: 'detail.hangupCause.noAnswer',
  USER_BUSY: 'detail.hangupCause.userBusy',
  ORIGINATOR_CANCEL: 'detail.hangupCause.originatorCancel',
  CALL_REJECTED: 'detail.hangupCause.callRejected',
  NO_USER_RESPONSE: 'detail.hangupCause.noUserResponse',
  UNALLOCATED_NUMBER: 'detail.hangupCause.unallocatedNumber',
  NORMAL_TEMPORARY_FAILURE: 'detail.hangupCause.normalTemporaryFailure',
  RECOVERY_ON_TIMER_EXPIRE: 'detail.hangupCause.recoveryOnTimerExpire',
  LOSE_RACE: 'detail.hangupCause.loseRace',
  SUBSCRIBER_ABSENT: 'detail.hangupCause.subscriberAbsent',
  DESTINATION_OUT_OF_ORDER: 'detail.hangupCause.destinationOutOfOrder',
  INVALID_NUMBER_FORMAT: 'detail.hangupCause.invalidNumberFormat',
} as const satisfies Record<string, MessageKey>;

const isKnownCause = (value: string): value is keyof typeof HANGUP_CAUSES =>
  Object.hasOwn(HANGUP_CAUSES, value);

/** A cause this app knows in words; another as the phone system's code reads ('USER_GONE' -> 'User gone'). */
export const hangupCauseInWords = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null;
  return isKnownCause(value) ? t(HANGUP_CAUSES[value]) : codeInWords(value);
};

const isDirection = (value: string): value is Direction => Object.hasOwn(DIRECTION_KEYS, value);

export const directionInWords = (value: unknown): string | null => {
  const direction = typeof value === 'string' ? value.toLowerCase() : '';
  return isDirection(direction) ? directionWord(direction) : null;
};

/**
 * The facts of a call a person reads, each once and in words. The record's raw fields (the epoch twins
 * of the stamps, ids, file names, codecs) are under "All fields", as the server sent them.
 */
export const CALL_FIELDS: FieldCatalog = {
  direction: { label: 'detail.field.direction', show: directionInWords, inWords: true },
  caller_id_name: { label: 'detail.field.callerName' },
  caller_id_number: { label: 'detail.field.callerNumber', show: showPhoneNumber },
  destination_number: { label: 'detail.field.dialled', show: showPhoneNumber },
  start_stamp: { label: 'detail.field.started', show: showStamp },
  answer_stamp: { label: 'detail.field.answered', show: showStamp, empty: 'detail.field.notAnswered' },
  end_stamp: { label: 'detail.field.ended', show: showStamp },
  duration: { label: 'detail.field.duration', show: showSeconds },
  billsec: { label: 'detail.field.talkTime', show: showSeconds },
  hangup_cause: { label: 'detail.field.hangupCause', show: hangupCauseInWords, inWords: true },
  extension: { label: 'detail.field.extension' },
  rtp_audio_in_mos: { label: 'detail.field.audioQuality', empty: 'detail.field.noAudio' },
};
