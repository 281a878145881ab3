// Records as the app reads them, for tests that hold raw ones (a simulator's pages, hand-written rows):
// the edge main puts every record through (main/records), under a US account's number rule, with the
// names "other calls" know given by the test by number key ('+15555550142', 'ext:202'; none by default).
import { shownNumber } from '../../main/numbers/shown-numbers';
import { createNameResolver, createRecordEdge, keyedByRule, type RecordEdge } from '../../main/records';

export function testRecordEdge(
  options: { ownExtension?: string | null; names?: Record<string, string> } = {},
): RecordEdge {
  const ownExtension = options.ownExtension ?? null;
  const names = options.names ?? {};
  return createRecordEdge({
    ownExtension: () => ownExtension,
    resolver: createNameResolver({
      keyOf: keyedByRule(() => ({ defaultRegion: 'US', ownExtension })),
      namesFromOtherCalls: (keys) =>
        new Map(keys.flatMap((key) => (names[key] ? [[key, names[key]] as const] : []))),
      shown: (number) => shownNumber(number, 'US'),
    }),
  });
}
