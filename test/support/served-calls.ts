// What the simulator serves as call history, for tests that must expect what the phone system sends rather
// than what its model holds: in the FusionPBX form (the default) a call is several rows, one per leg, so
// anything counted in rows (offsets, pages, export progress) is counted here, never taken from the model.
import { type ApiRecord, createPbxClient } from '../../main/api';
import { createFusionPbxWire } from '../../main/demo/fusionpbx-wire';
import type { DemoServer } from '../../main/demo/server';

/** The simulator's largest page. */
const MAX_PAGE = 1000;

/**
 * Every row the simulator serves, newest first, optionally only those of a start_stamp range; read page by
 * page as the simulator pages (offset counts rows). The requests are recorded like any other: read before
 * a test's own requests, or clear them after.
 */
export async function servedCallRows(
  sim: DemoServer,
  range?: readonly [string, string],
): Promise<ApiRecord[]> {
  const client = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 5_000 });
  const rows: ApiRecord[] = [];
  for (;;) {
    const page = await client.listCallHistory({
      limit: MAX_PAGE,
      offset: rows.length,
      orderBy: 'start_epoch desc',
      range,
    });
    rows.push(...page);
    if (page.length < MAX_PAGE) return rows;
  }
}

/**
 * The call each row of the FusionPBX form is a leg of: row uuid → the call's uuid (its a-leg's, which is
 * the model's `uuid`). Read from the wire itself, so a b-leg that names no a-leg is placed too.
 */
export function callOfEachLeg(sim: DemoServer): Map<string, string> {
  const calls = new Map<string, string>();
  let call = '';
  // The zone only changes how stamps print; the legs and their ids are the server's.
  for (const { columns } of createFusionPbxWire(sim.data, 'UTC').callLegs()) {
    if (columns.leg === 'a') call = columns.xml_cdr_uuid; // each call's a-leg comes before its b-legs
    calls.set(columns.xml_cdr_uuid, call);
  }
  return calls;
}
