// What a sync announces about missed calls, as data (the shell turns it into notifications): one notice
// per new missed inbound call, or one summary when many arrive at once (a computer waking after a weekend
// shows one summary, not fifty notices). A caller who left a voicemail is announced once, by the voicemail
// watch, not also here. The first sync after install announces nothing: those calls were missed before
// Dialdesk was there to tell.
import type { MissedCallNotice, RecordedParty } from '../../preload/contract';
import type { ApiRecord } from '../api';
import { indexedFields } from './record-fields';

/** More new missed calls than this in one sync become one summary. */
export const MAX_SINGLE_NOTICES = 3;

/**
 * A missed call as the sync found it, its caller as recorded: the account's edge names the caller
 * (main/records) before the notice goes out (main/accounts).
 */
export type FoundMissedCall =
  | { kind: 'call'; uuid: string; caller: RecordedParty; startEpoch: number }
  | Extract<MissedCallNotice, { kind: 'summary' }>;

/** The notices for records a sync has just stored (never stored before), newest first. */
export function missedCallNotices(added: readonly ApiRecord[]): FoundMissedCall[] {
  const missed = added
    .map(indexedFields)
    .filter((fields) => fields.unseenMissed && fields.startEpoch !== null)
    .sort((a, b) => (b.startEpoch ?? 0) - (a.startEpoch ?? 0));
  const newest = missed[0];
  if (newest === undefined) return [];
  if (missed.length > MAX_SINGLE_NOTICES)
    return [{ kind: 'summary', count: missed.length, newestEpoch: newest.startEpoch ?? 0 }];
  return missed.map((fields) => ({
    kind: 'call',
    uuid: fields.uuid,
    caller: { name: fields.callerName || null, number: fields.callerNumber || null },
    startEpoch: fields.startEpoch ?? 0,
  }));
}
