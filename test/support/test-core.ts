// The core as the integration tests start it: on the test's temp folder, keys in memory, no save dialog,
// short HTTP timeouts, the thread that keys an import's numbers from its source, and the app's info as a
// test build. A test passes what it exercises on top.
import { type Core, type CoreOptions, createCore } from '../../main/core';
import { createMemoryStore } from '../../main/secrets';
import { SOURCE_NUMBER_KEYS_WORKER } from './number-keys-worker';

export const createTestCore = (
  options: Pick<CoreOptions, 'dataDir' | 'startDemo'> & Partial<CoreOptions>,
): Promise<Core> =>
  createCore({
    secrets: createMemoryStore(),
    chooseSavePath: async () => null,
    appInfo: { name: 'Dialdesk', version: '0.0.0-test', platform: 'linux' },
    timeoutMs: 2_000,
    numberKeysWorker: SOURCE_NUMBER_KEYS_WORKER,
    ...options,
  });
