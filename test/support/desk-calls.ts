// A call the desk placed, as the phone system records it: from the demo's own extension (Avery Chen) to a
// number the record names nobody at. What the name tests look for a name for.
import { DEMO_EXTENSION } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import { formatStamp } from '../../main/demo/time';

/**
 * Adds the desk's call to `number` to the phone system's records; answers the record's uuid. With
 * `startMs`, the call starts then and lasts a minute, answered (a note waiting for it looks at when the
 * record says it began); without, it is drawn as the simulator draws calls, ending now.
 */
export function deskCallTo(
  phoneSystem: Pick<DemoServer, 'addCall'>,
  number: string,
  startMs?: number,
): string {
  const stamped = (epoch: number) => ({ epoch, stamp: formatStamp(epoch * 1000) });
  const start = startMs === undefined ? null : Math.floor(startMs / 1000);
  const [begun, answered, ended] = start === null ? [] : [start, start + 5, start + 65].map(stamped);
  return phoneSystem.addCall({
    missed: false,
    record: {
      direction: 'outbound',
      caller_id_name: 'Avery Chen',
      caller_id_number: DEMO_EXTENSION,
      destination_number: number,
      ...(begun &&
        answered &&
        ended && {
          start_epoch: begun.epoch,
          start_stamp: begun.stamp,
          answer_epoch: answered.epoch,
          answer_stamp: answered.stamp,
          end_epoch: ended.epoch,
          end_stamp: ended.stamp,
        }),
    },
  }).record.uuid;
}
