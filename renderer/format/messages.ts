// Voicemail messages and call recordings: who, when, how long, and their labelled fields.
import type { PhoneRecord } from '../../preload/contract';
import { directionInWords } from './calls';
import { type FieldCatalog, showEpoch, showSeconds, showStamp } from './fields';
import { recordDate } from './time';
import { numberField, textField } from './values';

export const voicemailDate = (record: PhoneRecord): Date | null =>
  recordDate(record, ['created_epoch', 'message_epoch'], ['created_stamp', 'created', 'date']);

export const voicemailSeconds = (record: PhoneRecord): number | null =>
  numberField(record, 'message_length', 'length', 'duration');

/** Unheard: the phone system marks a message '' until it is saved. A missing status is not "new". */
export const isNewVoicemail = (record: PhoneRecord): boolean =>
  record.message_status === '' || record.message_status === 'new';

export const recordingDate = (record: PhoneRecord): Date | null =>
  recordDate(record, ['call_recording_epoch', 'start_epoch'], ['call_recording_date', 'start_stamp']);

export const recordingSeconds = (record: PhoneRecord): number | null =>
  numberField(record, 'call_recording_length', 'length', 'duration');

/** Who was on the other end of a recorded call, for the list and the player's title. */
export function recordingParty(record: PhoneRecord): string {
  const inbound = textField(record, 'call_direction', 'direction') === 'inbound';
  const name = inbound ? textField(record, 'caller_id_name') : null;
  const number = inbound
    ? textField(record, 'caller_id_number')
    : textField(record, 'destination_number', 'caller_id_number');
  return name ?? number ?? textField(record, 'call_recording_name') ?? 'Recording';
}

export const VOICEMAIL_FIELDS: FieldCatalog = {
  caller_id_name: { label: 'Caller name' },
  caller_id_number: { label: 'Caller number' },
  created_epoch: { label: 'Received', show: showEpoch },
  message_length: { label: 'Length', show: showSeconds },
  message_status: {
    label: 'Status',
    show: (v) => (v === 'saved' ? 'Saved' : v === 'new' ? 'New' : null),
    empty: 'New',
  },
  message_priority: { label: 'Priority' },
  voicemail_id: { label: 'Mailbox' },
  voicemail_uuid: { label: 'Mailbox id' },
  uuid: { label: 'Message id' },
};

export const RECORDING_FIELDS: FieldCatalog = {
  call_direction: { label: 'Direction', show: directionInWords },
  caller_id_name: { label: 'Caller name' },
  caller_id_number: { label: 'Caller number' },
  destination_number: { label: 'Number dialled' },
  call_recording_date: { label: 'Recorded', show: showStamp },
  call_recording_length: { label: 'Length', show: showSeconds },
  call_recording_name: { label: 'File name' },
  call_recording_path: { label: 'Stored at' },
  uuid: { label: 'Recording id' },
};
