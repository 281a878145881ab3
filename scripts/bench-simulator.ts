// The simulator in a child process for the benches, as the phone system is another machine: its work
// (generating and serving records) is not counted in this process's figures.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { CoreOptions } from '../main/core';
import { DEMO_LOOKUP_KEY, DEMO_PBX_KEY } from '../main/demo/server';
import { createMemoryStore } from '../main/secrets';

export interface BenchSimulator {
  baseUrl: string;
  lookupUrl: string;
  stop(): void;
}

/** The simulator's time running `speedUp` times faster from the real instant `fromMs` (compressedClock). */
export interface SimulatorClock {
  fromMs: number;
  speedUp: number;
}

/**
 * `tsx main/demo/cli.ts --calls N`, with a new call every `newCallEverySeconds` real seconds on average
 * (0, the default: none arrives on a timer), on real time or `clock`; resolves with its addresses.
 */
export async function startSimulator(
  calls: number,
  newCallEverySeconds = 0,
  clock?: SimulatorClock,
): Promise<BenchSimulator> {
  const data = ['--calls', String(calls), '--new-call-every', String(newCallEverySeconds)];
  if (clock) data.push('--speed-up', String(clock.speedUp), '--clock-from', String(clock.fromMs));
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/demo/cli.ts', '--port', '0', ...data], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let baseUrl: string | null = null;
  for await (const line of lines) {
    baseUrl ??= /Phone system base URL:\s+(\S+)/.exec(line)?.[1] ?? null;
    const lookupUrl = /Lookup URL:\s+(\S+)/.exec(line)?.[1];
    if (baseUrl && lookupUrl) return { baseUrl, lookupUrl, stop: () => child.kill('SIGTERM') };
  }
  throw new Error('The simulator exited before printing its addresses');
}

/**
 * What a bench's core needs to run on `dataDir` against a simulator: its keys in memory, no save dialog,
 * and its demo served by the simulator (the app's own demo would run in the bench's process).
 */
export function benchCoreOptions(
  dataDir: string,
  { baseUrl, lookupUrl }: Pick<BenchSimulator, 'baseUrl' | 'lookupUrl'>,
) {
  return {
    dataDir,
    secrets: createMemoryStore(),
    appInfo: { name: 'Dialdesk', version: '0.0.0-bench', platform: process.platform },
    chooseSavePath: async () => null,
    startDemo: async () => ({ baseUrl, lookupUrl, pbxKey: DEMO_PBX_KEY, lookupKey: DEMO_LOOKUP_KEY }),
  } satisfies Partial<CoreOptions>;
}
