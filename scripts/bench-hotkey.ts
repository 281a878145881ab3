// `npm run bench` (after the history figures), or alone: `npx tsx scripts/bench-hotkey.ts`.
// Hotkey to originate request with "Ask before calling from a hotkey" off: the whole shell as
// main/index.ts wires it (startShell), on the fake Electron objects of the shell tests, the real core,
// and the simulator in a child process over loopback. Each press reads the (fake) PRIMARY selection,
// goes through the action queue, the core's call plan and the dialer; the figure ends when the originate
// request is handed to the network. The history sync and the voicemail watch run as in the app.
// Figures vary by machine; the tests never assert timings.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '../main/api/transport';
import { createCore } from '../main/core';
import { createActionQueue } from '../main/shell/action-queue';
import type { OutsideAction } from '../main/shell/outside-actions';
import { startShell } from '../main/shell/start-shell';
import { fakeElectron } from '../test/unit/shell-fakes';
import { ms, print, quantiles, verdict } from './bench-report';
import { benchCoreOptions, startSimulator } from './bench-simulator';

const PRESSES = 200;
const WARM_UP = 10;
const TARGET_P95_MS = 50;
const CALL_HOTKEY = 'CommandOrControl+Shift+D';

console.log('\nDialdesk hotkey bench: npx tsx scripts/bench-hotkey.ts (shell on fake Electron, real core)\n');
const simulator = await startSimulator(2_000);
const dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-bench-hotkey-'));
let pressedAt = 0;
let sent: (() => void) | null = null;
const toRequest: number[] = [];
const toReply: number[] = [];
/** Marks the moment the originate request leaves for the phone system, then sends it. */
const timedFetch: FetchLike = (url, init) => {
  toRequest.push(performance.now() - pressedAt);
  sent?.();
  return fetch(url, init);
};
const core = await createCore({
  ...benchCoreOptions(dataDir, simulator),
  originateFetch: () => timedFetch,
  // The bench presses far more often than a person may: no lock between its calls.
  callLockMs: 0,
});
await core.updateSettings({ calls: { confirmHotkeyCalls: false } });
const fake = fakeElectron('linux');
const selection = fake.clipboard.selection;
if (!selection) throw new Error('the Linux fake has a PRIMARY selection');
selection.text = 'Call back (555) 555-0123 today';
const shell = await startShell(fake.electron, {
  core,
  queue: createActionQueue<OutsideAction>(),
  platform: 'linux',
  paths: {
    rendererRoot: '/nowhere',
    preload: '/nowhere.cjs',
    windowIcon: '/i.png',
    notificationIcon: '/n.png',
  },
  showWindow: false,
  loginItem: null,
});
try {
  // The first history sync (2,000 calls) runs at start, as in the app: let it finish before measuring.
  for (let waited = 0; (await core.getHistoryStatus(undefined)).sync?.lastSyncAt == null; waited += 50) {
    if (waited > 60_000) throw new Error('the first history sync did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (let press = 0; press < WARM_UP + PRESSES; press++) {
    const placed = new Promise<void>((resolve) => {
      const stop = core.on('callStarted', () => {
        stop();
        resolve();
      });
    });
    const requested = new Promise<void>((resolve) => {
      sent = resolve;
    });
    pressedAt = performance.now();
    fake.globalShortcut.press(CALL_HOTKEY);
    await requested;
    await placed;
    toReply.push(performance.now() - pressedAt);
  }
} finally {
  shell.dispose();
  await core.close();
  simulator.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const request = quantiles(toRequest.slice(WARM_UP));
const reply = quantiles(toReply.slice(WARM_UP));
print(
  'Hotkey to originate request',
  `p95 ${ms(request.p95)}, median ${ms(request.median)}, max ${ms(request.max)} over ${request.count}`,
  `globalShortcut.press() on the fake Electron to the originate fetch being called; confirmation off; ${WARM_UP} presses of warm-up not counted; Node ${process.version}`,
  `target p95 < ${TARGET_P95_MS} ms: ${verdict(request.p95 < TARGET_P95_MS)}`,
);
print(
  "Hotkey to the phone system's reply",
  `p95 ${ms(reply.p95)}, median ${ms(reply.median)}`,
  'the same presses, until the core reports the call started (the simulator answered over loopback)',
);
