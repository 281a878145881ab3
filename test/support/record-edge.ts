// Records as the app reads them, for tests that hold raw ones (a simulator's pages, hand-written rows):
// the edge main puts every record through (main/records), with the display rule of the US and the names
// "other calls" know given by the test (none by default).
import { shownNumber } from '../../main/numbers/shown-numbers';
import { createNameResolver, createRecordEdge, type RecordEdge } from '../../main/records';

export function testRecordEdge(
  options: { ownExtension?: string | null; names?: Record<string, string> } = {},
): RecordEdge {
  const names = options.names ?? {};
  return createRecordEdge({
    ownExtension: () => options.ownExtension ?? null,
    resolver: createNameResolver({
      keyOf: (number) => number,
      namesFromOtherCalls: (keys) =>
        new Map(keys.flatMap((key) => (names[key] ? [[key, names[key]] as const] : []))),
      shown: (number) => shownNumber(number, 'US'),
    }),
  });
}
