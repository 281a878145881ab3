// What the phone system says of a voicemail message: new, heard on some device, or deleted on a phone
// while the deletion queue still keeps it. FusionPBX writes `message_status` ('saved' once heard, NULL or
// '' while new, 'deleted'); some deployments say 'read'; and `read_epoch`, which FusionPBX declares but
// never sets, may be set by another writer. Shared by main (the unheard count, which messages are
// announced) and the renderer (the list's "Deleted on the phone"). Pure: no imports.

type MessageRecord = Readonly<Record<string, unknown>>;

export type PhoneMessageStatus = 'new' | 'heard' | 'deleted';

const HEARD_STATUSES: ReadonlySet<string> = new Set(['saved', 'read']);

/** A read time other than 0 or empty, as a number or as the text of one ("1772940600"). */
function hasReadTime(record: MessageRecord): boolean {
  const value = record.read_epoch;
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0;
}

/** A deleted message was heard or dismissed on the phone: either way, nothing new to hear. */
export function phoneMessageStatus(record: MessageRecord): PhoneMessageStatus {
  const value = record.message_status;
  const status = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (status === 'deleted') return 'deleted';
  return HEARD_STATUSES.has(status) || hasReadTime(record) ? 'heard' : 'new';
}
