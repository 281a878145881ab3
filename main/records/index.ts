// The edge every phone-system record crosses on its way out of main/api: read once into a Call, Voicemail
// or Recording (read-record.ts), its ends named by the one resolver (names.ts), a page at a time so that
// each source of names is asked once per page.
import type { Call, Party, RecordedParty, Recording, Voicemail } from '../../preload/contract';
import type { ApiRecord } from '../api';
import type { NameResolver } from './names';
import { readCall, readRecording, readVoicemail } from './read-record';

export {
  type ContactName,
  createNameResolver,
  keyedByRule,
  type NameResolver,
  type NameResolverOptions,
} from './names';
export { asRaw } from './read-record';

export interface RecordEdge {
  /** Numbers met elsewhere (a missed call's caller, the tray's recent numbers, a call to confirm), named. */
  parties(recorded: readonly RecordedParty[]): Party[];
  calls(records: readonly ApiRecord[]): Call[];
  voicemails(records: readonly ApiRecord[]): Voicemail[];
  recordings(records: readonly ApiRecord[]): Recording[];
}

export interface RecordEdgeOptions {
  /** The user's own extension on the account the records came from: the other party is judged by it. */
  ownExtension(): string | null;
  resolver: NameResolver;
}

export function createRecordEdge(options: RecordEdgeOptions): RecordEdge {
  return {
    parties: (recorded) => options.resolver.resolve(recorded),
    calls(records) {
      const own = options.ownExtension();
      const read = records.map((record) => readCall(record, own));
      // Both ends in one batch: the other party, then the desk's end, of every call.
      const parties = options.resolver.resolve([
        ...read.map((call) => call.party),
        ...read.map((call) => call.desk),
      ]);
      return read.map((call, index) => ({
        ...call,
        party: parties[index] as Call['party'],
        desk: parties[read.length + index] as Call['desk'],
      }));
    },
    voicemails(records) {
      const read = records.map(readVoicemail);
      const parties = options.resolver.resolve(read.map((message) => message.party));
      return read.map((message, index) => ({ ...message, party: parties[index] as Voicemail['party'] }));
    },
    recordings(records) {
      const own = options.ownExtension();
      const read = records.map((record) => readRecording(record, own));
      const parties = options.resolver.resolve(read.map((recording) => recording.party));
      return read.map((recording, index) => ({ ...recording, party: parties[index] as Recording['party'] }));
    },
  };
}
