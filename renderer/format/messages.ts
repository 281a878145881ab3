// Voicemail messages and call recordings: who, when, how long, what was said, and their labelled fields.
import type { AudioNameHint, PhoneRecord } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { transcriptionOf } from '../../preload/shared/transcription';
import { directionInWords, otherParty } from './calls';
import { type FieldCatalog, showEpoch, showSeconds, showStamp } from './fields';
import { displayPhoneNumber, showPhoneNumber } from './phone';
import { recordDate } from './time';
import { numberField, textField } from './values';

export const voicemailDate = (record: PhoneRecord): Date | null =>
  recordDate(record, ['created_epoch', 'message_epoch'], ['created_stamp', 'created', 'date']);

export const voicemailSeconds = (record: PhoneRecord): number | null =>
  numberField(record, 'message_length', 'length', 'duration');

export const recordingDate = (record: PhoneRecord): Date | null =>
  recordDate(record, ['call_recording_epoch', 'start_epoch'], ['call_recording_date', 'start_stamp']);

export const recordingSeconds = (record: PhoneRecord): number | null =>
  numberField(record, 'call_recording_length', 'length', 'duration');

/**
 * How much of a transcription a list row holds: more than the widest row shows before its ellipsis, and
 * little enough that a screen reader reading the row out is not reading the whole message.
 */
const ROW_TRANSCRIPTION_CHARS = 200;

/** A transcription's start as one line of a list row (its turns run on); null where there is none. */
export function transcriptionLine(record: PhoneRecord): string | null {
  const text = transcriptionOf(record);
  return text === null ? null : text.slice(0, ROW_TRANSCRIPTION_CHARS).replace(/\s+/g, ' ');
}

/** Who was on the other end of a recorded call, for the list and the player's title. */
export function recordingParty(record: PhoneRecord): string {
  const { name, number } = otherParty(record);
  return (
    name ??
    (number === null ? null : displayPhoneNumber(number)) ??
    textField(record, 'call_recording_name') ??
    t('app.recordingNoParty')
  );
}

/**
 * What main names a saved file after (it sanitises it): who, which number, when. Cut to the lengths main
 * accepts: a hint is for a file name, and a caller name of any length must not make saving fail.
 */
function nameHint(name: string | null, number: string | null, date: Date | null): AudioNameHint {
  return {
    ...(name && { caller: name.slice(0, 200) }),
    ...(number && { number: number.slice(0, 100) }),
    ...(date && { epochSeconds: Math.floor(date.getTime() / 1000) }),
  };
}

export const voicemailNameHint = (record: PhoneRecord): AudioNameHint =>
  nameHint(textField(record, 'caller_id_name'), textField(record, 'caller_id_number'), voicemailDate(record));

export function recordingNameHint(record: PhoneRecord): AudioNameHint {
  const { name, number } = otherParty(record);
  return nameHint(name, number, recordingDate(record));
}

/** A message's facts; whether it was heard is the app's own (the view adds it), not the server's flag. */
export const VOICEMAIL_FIELDS: FieldCatalog = {
  caller_id_name: { label: 'app.field.callerName' },
  caller_id_number: { label: 'app.field.callerNumber', show: showPhoneNumber },
  created_epoch: { label: 'app.field.received', show: showEpoch },
  message_length: { label: 'app.field.length', show: showSeconds },
  message_priority: { label: 'app.field.priority' },
  voicemail_id: { label: 'app.field.mailbox' },
};

/** A recording's facts; its ids and the server's file name and path are under "All fields". */
export const RECORDING_FIELDS: FieldCatalog = {
  call_direction: { label: 'app.field.direction', show: directionInWords, inWords: true },
  caller_id_name: { label: 'app.field.callerName' },
  caller_id_number: { label: 'app.field.callerNumber', show: showPhoneNumber },
  destination_number: { label: 'app.field.numberDialled', show: showPhoneNumber },
  call_recording_date: { label: 'app.field.recorded', show: showStamp },
  call_recording_length: { label: 'app.field.length', show: showSeconds },
};
