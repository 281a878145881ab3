// A call the desk placed, as the phone system records it: from the demo's own extension (Avery Chen) to a
// number the record names nobody at. What the name tests look for a name for.
import { DEMO_EXTENSION } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';

/** Adds the desk's call to `number` to the phone system's records; answers the record's uuid. */
export const deskCallTo = (phoneSystem: Pick<DemoServer, 'addCall'>, number: string): string =>
  phoneSystem.addCall({
    missed: false,
    record: {
      direction: 'outbound',
      caller_id_name: 'Avery Chen',
      caller_id_number: DEMO_EXTENSION,
      destination_number: number,
    },
  }).record.uuid;
