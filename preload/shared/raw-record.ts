// The one way into a record as the phone system sent it (RawRecord is opaque everywhere else): "All
// fields" lists it as it came, and the CSV export writes its raw columns. Any other reader takes the
// canonical Call, Voicemail or Recording main made of it (main/records/); biome allows this module only
// to those two (biome.json), and test/unit/boundaries.test.ts plants a reader elsewhere to prove it.
import type { RawRecord } from '../contract';

/** Every field of the record in the order sent, each value as it came. */
export function rawFields(raw: RawRecord): [string, unknown][] {
  return Object.entries(raw as unknown as Record<string, unknown>);
}
