// The thread that keys an import's numbers, as the tests and the E2E app start it: its source, run by tsx
// (the app runs the built number-keys-worker.cjs beside main's bundle).
import type { WorkerScript } from '../../main/numbers/off-thread-keys';

export const SOURCE_NUMBER_KEYS_WORKER: WorkerScript = {
  path: new URL('../../main/numbers/number-keys-worker.ts', import.meta.url),
  execArgv: ['--import', 'tsx'],
};
