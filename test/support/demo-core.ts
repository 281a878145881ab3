// The real core on the test's own simulator (over loopback HTTP, on the test's clock) and a fresh data
// folder, with the dispatcher the IPC uses: what the core-level integration tests start for each test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core, CoreOptions } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import { createTestCore } from './test-core';

export interface DemoCore {
  demo: DemoServer;
  core: Core;
  call: Dispatch;
  dataDir: string;
  /** Starts the local history's sync as the app does, and waits for one pass. */
  synced(): Promise<void>;
  /** Closes the core, then the simulator, and removes the folder. */
  close(): Promise<void>;
}

export async function startDemoCore(options: {
  /** The temp folder's prefix, naming the test. */
  folder: string;
  /** The simulator's calls (seed 9). */
  callCount: number;
  clock: { now(): number };
  /** What the test exercises on top (its clocks, a save path...). */
  core?: Partial<CoreOptions>;
}): Promise<DemoCore> {
  const demo = await startDemoServer({
    seed: 9,
    callCount: options.callCount,
    now: () => options.clock.now(),
  });
  const dataDir = await mkdtemp(join(tmpdir(), options.folder));
  // The test's own simulator, handed over as the app's launcher hands over its demo.
  const core = await createTestCore({
    dataDir,
    startDemo: createDemoLauncher(async () => demo).start,
    ...options.core,
  });
  return {
    demo,
    core,
    call: createDispatcher(core),
    dataDir,
    async synced() {
      core.startHistorySync();
      await core.checkHistoryNow('manual');
    },
    async close() {
      await core.close();
      await demo.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
