// Calls, voicemail messages and recordings as main hands them to the windows, the shell and the export,
// for tests of what reads them: records as a phone system sends them, read by main's own edge
// (main/records), never built by hand. Names come from the record itself, and from `otherCalls`
// (number as recorded -> name) where a test gives names recorded on other calls of the account (the
// number key itself is main/numbers/number-key.ts's, tested there); numbers are shown by main's display
// rule under the United States.
import type { ApiRecord } from '../../main/api';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { createNameResolver, createRecordEdge, type RecordEdge } from '../../main/records';
import type { Call, Recording, Voicemail } from '../../preload/contract';
import { noContactNames } from './no-contacts';

export interface RecordsOfOptions {
  /** The user's own extension (the other party is judged by it); none by default. */
  ownExtension?: string;
  /** Names the phone system recorded for numbers on other calls of the account. */
  otherCalls?: Readonly<Record<string, string>>;
}

export function testRecordEdge(options: RecordsOfOptions = {}): RecordEdge {
  const otherCalls = options.otherCalls ?? {};
  return createRecordEdge({
    ownExtension: () => options.ownExtension ?? null,
    resolver: createNameResolver({
      keyOf: (number) => number,
      namesFromContacts: noContactNames,
      namesFromDirectories: () => new Map(),
      namesFromOtherCalls: (keys) =>
        new Map(keys.flatMap((key) => (otherCalls[key] ? [[key, otherCalls[key]] as const] : []))),
      shown: (number) => shownNumber(number, 'US'),
    }),
  });
}

export const callsOf = (records: readonly ApiRecord[], options: RecordsOfOptions = {}): Call[] =>
  testRecordEdge(options).calls(records);

/** One call record read by main's edge (see callsOf). */
export const callOf = (record: ApiRecord, options?: RecordsOfOptions): Call =>
  callsOf([record], options)[0] as Call;

export const voicemailsOf = (records: readonly ApiRecord[], options: RecordsOfOptions = {}): Voicemail[] =>
  testRecordEdge(options).voicemails(records);

/** One message record read by main's edge (see voicemailsOf). */
export const voicemailOf = (record: ApiRecord, options?: RecordsOfOptions): Voicemail =>
  voicemailsOf([record], options)[0] as Voicemail;

export const recordingsOf = (records: readonly ApiRecord[], options: RecordsOfOptions = {}): Recording[] =>
  testRecordEdge(options).recordings(records);

/** One recording record read by main's edge (see recordingsOf). */
export const recordingOf = (record: ApiRecord, options?: RecordsOfOptions): Recording =>
  recordingsOf([record], options)[0] as Recording;
