// The app's networking choices, through a fake of Electron's session module whose sessions send over real
// loopback HTTP (the platform fetch) to the simulator. What only real Electron can confirm: that Chromium
// writes nothing to disk for an in-memory partition with its cache off, that the system proxy and the OS
// certificate store apply, and that a fresh session shares no socket with another.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPbxClient, RedirectError } from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import {
  API_PARTITION,
  createApiNetwork,
  type NetSessionLike,
  ORIGINATE_PARTITION_PREFIX,
} from '../../main/shell/api-network';
import { closedPortUrl } from '../support/closed-port';
import { rejectionOf } from '../support/rejection';

/** One call of a fake session's fetch: which partition, which URL, which options. */
interface Sent {
  partition: string;
  url: string;
  init: RequestInit;
}

/**
 * Electron's session module as far as the app uses it. Its sessions behave as Electron's do where that
 * matters here: with redirect 'manual', net.fetch rejects ("Redirect was cancelled") instead of resolving
 * to the 3xx reply.
 */
function fakeSessions() {
  const created: { partition: string; options: { cache: boolean } }[] = [];
  const sent: Sent[] = [];
  const fromPartition = (partition: string, options: { cache: boolean }): NetSessionLike => {
    created.push({ partition, options });
    return {
      async fetch(url, init) {
        sent.push({ partition, url, init });
        const res = await fetch(url, init);
        if (init.redirect === 'manual' && res.status >= 300 && res.status < 400) {
          await res.body?.cancel();
          throw new TypeError('Redirect was cancelled');
        }
        return res;
      },
    };
  };
  return { sessions: { fromPartition }, created, sent };
}

let sim: DemoServer;
beforeAll(async () => {
  sim = await startDemoServer({ seed: 2 });
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clearFaults();
  sim.clearRequests();
});

function clientOver(network: ReturnType<typeof createApiNetwork>) {
  return createPbxClient({
    baseUrl: sim.baseUrl,
    apiKey: sim.pbxKey,
    fetch: network.fetch,
    originateFetch: network.originateFetch(),
    timeoutMs: 2_000,
  });
}

describe('API traffic never touches a disk cache', () => {
  it('reads use one in-memory session of their own, with the HTTP cache off', () => {
    const { sessions, created } = fakeSessions();
    createApiNetwork(sessions);
    expect(created).toEqual([{ partition: API_PARTITION, options: { cache: false } }]);
    expect(API_PARTITION.startsWith('persist:')).toBe(false);
  });

  it('every request asks for no-store and sends no cookies', async () => {
    const { sessions, sent } = fakeSessions();
    const pbx = clientOver(createApiNetwork(sessions));
    await pbx.listVoicemail();
    await pbx.originate({ extension: '201', destination: '5555550123' });
    expect(sent).toHaveLength(2);
    for (const { init } of sent)
      expect(init).toMatchObject({ cache: 'no-store', credentials: 'omit', redirect: 'manual' });
  });
});

describe('originate goes through Electron networking on a session nothing else uses', () => {
  it('opens a fresh in-memory session for each call, apart from the reads', async () => {
    const { sessions, created, sent } = fakeSessions();
    let n = 0;
    const network = createApiNetwork(sessions, () => `call-${++n}`);
    for (let i = 0; i < 2; i++) {
      const pbx = clientOver(network);
      await pbx.listVoicemail();
      await pbx.originate({ extension: '201', destination: '5555550123' });
    }
    expect(created.map((c) => c.partition)).toEqual([
      API_PARTITION,
      `${ORIGINATE_PARTITION_PREFIX}call-1`,
      `${ORIGINATE_PARTITION_PREFIX}call-2`,
    ]);
    expect(created.every((c) => c.options.cache === false && !c.partition.startsWith('persist:'))).toBe(true);
    expect(sent.map((s) => [s.partition, new URL(s.url).pathname.split('/').at(-1)])).toEqual([
      [API_PARTITION, 'voicemail_messages'],
      [`${ORIGINATE_PARTITION_PREFIX}call-1`, 'originate'],
      [API_PARTITION, 'voicemail_messages'],
      [`${ORIGINATE_PARTITION_PREFIX}call-2`, 'originate'],
    ]);
    expect(sim.requestsFor('originate')).toHaveLength(2);
  });

  it('a call whose connection breaks is not sent again, and may still ring', async () => {
    const { sessions } = fakeSessions();
    const pbx = clientOver(createApiNetwork(sessions));
    sim.injectFault({ op: 'originate', fault: { kind: 'reset' } });
    const error = await rejectionOf(pbx.originate({ extension: '201', destination: '5555550123' }));
    expect(error).toMatchObject({ kind: 'network', requestSent: true });
    expect((error as Error).message).toContain('The call may still ring');
    expect(sim.requestsFor('originate')).toHaveLength(1);
  });
});

describe('a call that never left says so', () => {
  it('a refused connection is a network error that says nothing rang', async () => {
    const { sessions } = fakeSessions();
    const network = createApiNetwork(sessions);
    const pbx = createPbxClient({
      baseUrl: await closedPortUrl('/app/api/7'),
      apiKey: sim.pbxKey,
      fetch: network.fetch,
      originateFetch: network.originateFetch(),
      timeoutMs: 2_000,
    });
    const error = await rejectionOf(pbx.originate({ extension: '201', destination: '5555550123' }));
    expect(error).toMatchObject({ kind: 'network', requestSent: false });
    expect((error as Error).message).not.toContain('may still ring');
  });
});

describe('a redirect is one thing under Node and in the app', () => {
  it('is the same RedirectError, with the same message, never followed or retried', async () => {
    const { sessions } = fakeSessions();
    const inApp = clientOver(createApiNetwork(sessions));
    const underNode = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 2_000 });
    sim.injectFault({
      fault: { kind: 'reply', status: 302, headers: { location: `${sim.baseUrl}/elsewhere` } },
    });
    const errors = [];
    for (const pbx of [inApp, underNode]) {
      errors.push(await rejectionOf(pbx.listCallHistory()));
      errors.push(await rejectionOf(pbx.originate({ extension: '201', destination: '5555550123' })));
    }
    for (const error of errors) expect(error).toBeInstanceOf(RedirectError);
    expect(new Set(errors.map((e) => (e as Error).message.replace(/^[^:]*: /, ''))).size).toBe(1);
    expect(sim.requests.map((r) => r.op)).toEqual(['cdrs', 'originate', 'cdrs', 'originate']);
  });
});
