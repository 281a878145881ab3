// The simulator's FusionPBX rows after tests edit its data in place, as the integration and E2E tests do
// (a call's parties, a field of its detail, calls put in the list by hand, a call moved in time): the
// rows keep no trace of what was served before. A server that has answered must send the same bytes as
// one that sees the edited data on its first request.
import { describe, expect, it } from 'vitest';
import { DEMO_PBX_KEY, type DemoServer, startDemoServer } from '../../main/demo/server';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const PATHS = [
  '/xml_cdr?limit=1000',
  '/xml_cdr?limit=1000&order_by=caller_id_name%20asc',
  '/xml_cdr?limit=1000&start_stamp[]=2026-11-01&start_stamp[]=2026-11-20',
  '/view_call_recordings?limit=1000',
];

const start = () => startDemoServer({ now: () => NOW, wire: 'fusionpbx', callCount: 60 });

async function served(server: DemoServer): Promise<string[]> {
  const headers = { Authorization: `Basic ${DEMO_PBX_KEY}` };
  return Promise.all(
    PATHS.map(async (path) => (await fetch(`${server.baseUrl}${path}`, { headers })).text()),
  );
}

/** Edits of the data set, in the order they are made; each finds its call the same way in any server. */
const EDITS: ((server: DemoServer) => void)[] = [
  (server) => {
    const recorded = server.data.calls.find(({ record }) => record.record_name !== '');
    if (!recorded) throw new Error('the demo has no recorded call');
    Object.assign(recorded.record, { caller_id_name: 'Thames Freight', caller_id_number: '+442071838750' });
  },
  (server) => Object.assign(server.data.calls[5]?.detail ?? {}, { sip_hangup_disposition: 'recv_refuse' }),
  (server) => {
    const newest = server.data.calls[0];
    if (!newest) throw new Error('the demo has no calls');
    const record = { ...newest.record, uuid: `arrived-${newest.record.uuid}` };
    server.data.calls.unshift({ record, detail: newest.detail });
  },
  (server) => {
    const older = server.data.calls[30]?.record;
    if (!older) throw new Error('the demo has too few calls');
    older.start_epoch = Math.floor(NOW / 1000) - 5;
  },
];

describe('demo server, FusionPBX rows of edited data', () => {
  it('answers after each in-place edit as a server that never answered before the edits', async () => {
    const server = await start();
    try {
      let before = await served(server);
      for (const [index, edit] of EDITS.entries()) {
        edit(server);
        const after = await served(server);
        expect(after, `edit ${index}`).not.toEqual(before);
        const fresh = await start();
        try {
          for (const done of EDITS.slice(0, index + 1)) done(fresh);
          expect(after, `edit ${index}`).toEqual(await served(fresh));
        } finally {
          await fresh.close();
        }
        before = after;
      }
    } finally {
      await server.close();
    }
  });
});
