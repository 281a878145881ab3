// The simulator's growth for history: calls that have just ended appear at the top of call history (some
// missed), on demand for tests and on a timer for the demo; the command line takes --calls.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPbxClient } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { parseRangeBound } from '../../main/demo/time';
import { callOfEachLeg } from '../support/served-calls';

const NOW = Date.UTC(2026, 10, 21, 14, 3, 30);
let sim: DemoServer | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('calls that arrive', () => {
  it('a missed call that just ended is listed first, with consistent times', async () => {
    sim = await startDemoServer({ seed: 4, callCount: 20, now: () => NOW });
    const call = sim.addCall({ missed: true });
    const { record } = call;
    expect(record).toMatchObject({ direction: 'inbound', missed_call: true, answer_epoch: 0, billsec: 0 });
    expect(record.end_epoch).toBe(NOW / 1000);
    expect(parseRangeBound(record.start_stamp, 'start')).toBe(record.start_epoch * 1000);
    expect(record.duration).toBe(record.end_epoch - record.start_epoch);
    const client = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey });
    const rows = await client.listCallHistory({ limit: 10, orderBy: 'start_epoch desc' });
    // FusionPBX's form: a row per leg, and a b-leg that starts a second after its a-leg is listed above it.
    // The first call listed is this one, FusionPBX's 'missed', and nothing of another call comes before it.
    const callOf = callOfEachLeg(sim);
    const first = rows.findIndex((row) => row.leg === 'a');
    expect(rows[first]).toMatchObject({ uuid: record.uuid, status: 'missed' });
    expect(rows.slice(0, first).map((row) => callOf.get(row.uuid))).toEqual(
      Array.from({ length: first }, () => record.uuid),
    );
    expect(sim.addCall({ missed: false }).record.missed_call).toBe(false);
  });

  it('keeps adding calls on a timer when asked to', async () => {
    sim = await startDemoServer({ seed: 4, callCount: 5, newCallEveryMs: 20 });
    const server = sim;
    await vi.waitFor(() => expect(server.data.calls.length).toBeGreaterThanOrEqual(8), { timeout: 5_000 });
    await server.close();
    const after = server.data.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.data.calls.length).toBe(after); // closing stops the timer
  });
});

describe('npm run demo-server', () => {
  it('serves the number of calls --calls asks for', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'main/demo/cli.ts', '--port', '0', '--calls', '7', '--new-call-every', '0'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      let baseUrl = '';
      for await (const line of createInterface({ input: child.stdout })) {
        const found = /Phone system base URL:\s+(\S+)/.exec(line);
        if (found?.[1]) {
          baseUrl = found[1];
          break;
        }
      }
      const client = createPbxClient({ baseUrl, apiKey: 'demo-pbx-key' });
      // FusionPBX's form (the demo server's): a row per call leg, each call's a-leg once.
      const rows = await client.listCallHistory({ limit: 1000 });
      expect(rows.filter((row) => row.leg === 'a')).toHaveLength(7);
      expect(rows.filter((row) => row.leg !== 'a' && row.leg !== 'b')).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
