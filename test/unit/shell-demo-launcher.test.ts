// DIALDESK_DEMO_PORT: the app's demo uses a simulator already running on this machine (the Electron smoke
// test's, whose request log it reads). The variable carries a port and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { DEMO_PORT_VARIABLE, demoLauncherFor } from '../../main/shell/demo-launcher';

describe('demoLauncherFor', () => {
  let running: DemoServer;
  beforeAll(async () => {
    running = await startDemoServer({ callCount: 20 });
  });
  afterAll(() => running.close());

  const portOf = (server: DemoServer) => new URL(server.url).port;

  it('uses the simulator on 127.0.0.1 at that port, with the demo keys, and leaves it running', async () => {
    const demo = demoLauncherFor({ [DEMO_PORT_VARIABLE]: portOf(running) });
    const endpoint = await demo.start();
    expect(endpoint).toEqual({
      baseUrl: running.baseUrl,
      lookupUrl: running.lookupUrl,
      pbxKey: running.pbxKey,
      lookupKey: running.lookupKey,
    });
    running.clearRequests();
    const reply = await fetch(`${endpoint.baseUrl}/xml_cdr?limit=1`, {
      headers: { Authorization: `Basic ${endpoint.pbxKey}` },
    });
    expect(reply.status).toBe(200);
    expect(running.requestsFor('cdrs')).toHaveLength(1);

    await demo.close();
    expect((await fetch(`${endpoint.baseUrl}/xml_cdr?limit=1`)).status).toBe(401); // still listening
  });

  it('starts a simulator of its own when the variable is unset or empty', async () => {
    for (const env of [{}, { [DEMO_PORT_VARIABLE]: '' }]) {
      const demo = demoLauncherFor(env);
      const endpoint = await demo.start();
      expect(new URL(endpoint.baseUrl).port).not.toBe(portOf(running));
      await demo.close();
      await expect(fetch(endpoint.baseUrl)).rejects.toThrow(); // its own, stopped on close
    }
  });

  it.each([
    'abc',
    '0',
    '65536',
    '123456',
    '-1',
    ' 8080',
    '8080 ',
    '80.5',
    '8080?api_key=secret-value',
    'http://127.0.0.1:8080',
  ])('refuses %j with a clear error that does not repeat the value', async (value) => {
    const demo = demoLauncherFor({ [DEMO_PORT_VARIABLE]: value });
    const failure = await demo.start().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toMatch(/DIALDESK_DEMO_PORT .* not a port number from 1 to 65535/);
    expect(message).not.toContain(value.trim());
    await demo.close();
  });
});
