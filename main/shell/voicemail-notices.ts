// What the user is told outside the window about voicemail: one notification per new message ("New
// voicemail from Dana Whitfield, (555) 555-0123, 0:42") that opens the message when clicked, or one
// summary when many arrive at once, so that a full mailbox never becomes a storm of notifications.
import type { PhoneRecord } from '../../preload/contract';
import { findNumber } from './found-number';
import type { Notify } from './notifications';

/** More new messages than this at once are announced by one summary notification. */
export const MAX_SEPARATE_NOTICES = 3;

function duration(seconds: unknown): string | null {
  const total = Number(seconds);
  if (!Number.isFinite(total) || total <= 0) return null;
  const whole = Math.round(total);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "Dana Whitfield, (555) 555-0123, 0:42" with whatever of it the server sent. */
export function describeVoicemail(record: PhoneRecord, defaultRegion: string): string {
  const name = typeof record.caller_id_name === 'string' ? record.caller_id_name.trim() : '';
  const rawNumber = record.caller_id_number == null ? '' : String(record.caller_id_number);
  const number = findNumber(rawNumber, defaultRegion)?.display ?? rawNumber;
  const caller = [name !== '' && name !== rawNumber ? name : null, number || null].filter(Boolean).join(', ');
  return [caller || 'an unknown caller', duration(record.message_length)].filter(Boolean).join(', ');
}

export function announceNewVoicemail(
  records: readonly PhoneRecord[],
  options: { notify: Notify; defaultRegion: string; open(uuid?: string): void },
): void {
  if (records.length > MAX_SEPARATE_NOTICES) {
    options.notify({
      title: `${records.length} new voicemail messages`,
      body: 'Open Dialdesk to listen.',
      onClick: () => options.open(),
    });
    return;
  }
  for (const record of records) {
    options.notify({
      title: 'New voicemail',
      body: `From ${describeVoicemail(record, options.defaultRegion)}`,
      onClick: () => options.open(record.uuid),
    });
  }
}
