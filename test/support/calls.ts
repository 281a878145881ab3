// Calls as main hands them to the windows, for tests of what reads them: call records as a phone system
// sends them, read by main's own edge (main/records), never built by hand. Names come from the call
// itself, and from `otherCalls` (number -> name) where a test gives names recorded on other calls;
// numbers are shown by main's display rule under the United States.
import type { ApiRecord } from '../../main/api';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { createNameResolver, createRecordEdge } from '../../main/records';
import type { Call } from '../../preload/contract';

export interface CallsOfOptions {
  /** The user's own extension (the other party is judged by it); none by default. */
  ownExtension?: string;
  /** Names the phone system recorded for numbers on other calls of the account. */
  otherCalls?: Readonly<Record<string, string>>;
}

export function callsOf(records: readonly ApiRecord[], options: CallsOfOptions = {}): Call[] {
  const otherCalls = options.otherCalls ?? {};
  const edge = createRecordEdge({
    ownExtension: () => options.ownExtension ?? null,
    resolver: createNameResolver({
      keyOf: (number) => number,
      namesFromOtherCalls: (keys) =>
        new Map(keys.flatMap((key) => (otherCalls[key] ? [[key, otherCalls[key]] as const] : []))),
      shown: (number) => shownNumber(number, 'US'),
    }),
  });
  return edge.calls(records);
}

/** One call record read by main's edge (see callsOf). */
export const callOf = (record: ApiRecord, options?: CallsOfOptions): Call =>
  callsOf([record], options)[0] as Call;
