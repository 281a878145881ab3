// The built-in demo phone system, started the first time the core needs it and closed on quit.
// DIALDESK_DEMO_PORT points the demo at a simulator that is already running on this machine instead
// (`npm run demo-server`, or the Electron smoke test's own, whose request log the test reads). It holds
// a port number and nothing else: the host is always 127.0.0.1 and the keys are the simulator's
// published demo keys, so the variable cannot carry a key, and no real key is ever sent there (the demo
// is used only while no account is configured).
//
// The simulator itself (./demo-system.ts) is imported when a demo starts, not with main.
import { t } from '../../preload/shared/i18n/translate';
import type { DemoEndpoint } from '../core';
import type { DemoServer } from '../demo/server';

export const DEMO_PORT_VARIABLE = 'DIALDESK_DEMO_PORT';

export interface DemoLauncher {
  start(): Promise<DemoEndpoint>;
  /** Stops it if it was started. */
  close(): Promise<void>;
}

// The app's demo keeps taking calls (some missed) while it runs, so history and its alerts have news, and
// answers with FusionPBX's rows (call legs, text numbers, zoned stamps), as real deployments do.
async function startLiveDemo(): Promise<DemoServer> {
  const demo = await import('./demo-system');
  return demo.startDemoServer({ newCallEveryMs: demo.DEMO_NEW_CALL_EVERY_MS, wire: 'fusionpbx' });
}

export function createDemoLauncher(start: () => Promise<DemoServer> = startLiveDemo): DemoLauncher {
  let server: Promise<DemoServer> | null = null;
  return {
    async start() {
      server ??= start();
      const { baseUrl, lookupUrl, pbxKey, lookupKey } = await server;
      return { baseUrl, lookupUrl, pbxKey, lookupKey };
    },
    async close() {
      if (server) await (await server).close();
    },
  };
}

/** The simulator already listening on 127.0.0.1:port; it is not this app's to stop. */
function runningDemoServer(port: number): DemoLauncher {
  const origin = `http://127.0.0.1:${port}`;
  return {
    async start() {
      const demo = await import('./demo-system');
      return {
        baseUrl: origin + demo.PBX_PATH,
        lookupUrl: origin + demo.LOOKUP_PATH,
        pbxKey: demo.DEMO_PBX_KEY,
        lookupKey: demo.DEMO_LOOKUP_KEY,
      };
    },
    close: async () => undefined,
  };
}

/**
 * A demo that cannot start: the reason reaches the views as any demo failure does, and nothing crashes.
 * Said when asked, in the language then in use (this is made before main knows it).
 */
function refusedDemo(reason: () => string): DemoLauncher {
  return {
    start: async () => {
      throw new Error(reason());
    },
    close: async () => undefined,
  };
}

/** The demo this process uses: its own simulator, or the running one DIALDESK_DEMO_PORT names. */
export function demoLauncherFor(env: Readonly<Record<string, string | undefined>>): DemoLauncher {
  const value = env[DEMO_PORT_VARIABLE];
  if (value === undefined || value === '') return createDemoLauncher();
  const port = /^\d{1,5}$/.test(value) ? Number(value) : 0;
  if (port >= 1 && port <= 65_535) return runningDemoServer(port);
  // The value is not repeated: whatever was pasted there stays out of messages and logs.
  return refusedDemo(() => t('shell.demoPortInvalid', { variable: DEMO_PORT_VARIABLE }));
}
