// Voicemail messages and call recordings as main hands them to the windows and the shell, for tests of
// what reads them: records as a phone system sends them, read by main's own edge (main/records), never
// built by hand. Names come from the record itself, and from `otherCalls` (number -> name) where a test
// gives names recorded on other calls; numbers are shown by main's display rule under the United States.
import type { ApiRecord } from '../../main/api';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { createNameResolver, createRecordEdge, type RecordEdge } from '../../main/records';
import type { Recording, Voicemail } from '../../preload/contract';

export interface MessagesOfOptions {
  /** The user's own extension (a recording's other party is judged by it); none by default. */
  ownExtension?: string;
  /** Names the phone system recorded for numbers on other calls of the account. */
  otherCalls?: Readonly<Record<string, string>>;
}

function edgeOf(options: MessagesOfOptions): RecordEdge {
  const otherCalls = options.otherCalls ?? {};
  return createRecordEdge({
    ownExtension: () => options.ownExtension ?? null,
    resolver: createNameResolver({
      keyOf: (number) => number,
      namesFromOtherCalls: (keys) =>
        new Map(keys.flatMap((key) => (otherCalls[key] ? [[key, otherCalls[key]] as const] : []))),
      shown: (number) => shownNumber(number, 'US'),
    }),
  });
}

export const voicemailsOf = (records: readonly ApiRecord[], options: MessagesOfOptions = {}): Voicemail[] =>
  edgeOf(options).voicemails(records);

/** One message record read by main's edge (see voicemailsOf). */
export const voicemailOf = (record: ApiRecord, options?: MessagesOfOptions): Voicemail =>
  voicemailsOf([record], options)[0] as Voicemail;

export const recordingsOf = (records: readonly ApiRecord[], options: MessagesOfOptions = {}): Recording[] =>
  edgeOf(options).recordings(records);

/** One recording record read by main's edge (see recordingsOf). */
export const recordingOf = (record: ApiRecord, options?: MessagesOfOptions): Recording =>
  recordingsOf([record], options)[0] as Recording;
