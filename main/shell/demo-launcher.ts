// The built-in demo phone system, started the first time the core needs it and closed on quit.
import type { DemoEndpoint } from '../core';
import { type DemoServer, startDemoServer } from '../demo/server';

export interface DemoLauncher {
  start(): Promise<DemoEndpoint>;
  /** Stops it if it was started. */
  close(): Promise<void>;
}

export function createDemoLauncher(start: () => Promise<DemoServer> = startDemoServer): DemoLauncher {
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
