// The lookup client over real loopback HTTP against the embedded simulator.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createLookupClient,
  createPbxClient,
  HttpStatusError,
  InvalidArgumentError,
  type LookupClient,
  LookupError,
  NetworkError,
  RedirectError,
  UnexpectedContentTypeError,
} from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { closedPortUrl } from '../support/closed-port';
import { rejectionOf } from '../support/rejection';

let sim: DemoServer;
let lookup: LookupClient;

beforeAll(async () => {
  sim = await startDemoServer();
  lookup = createLookupClient({ lookupUrl: sim.lookupUrl, apiKey: sim.lookupKey, timeoutMs: 2_000 });
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clearFaults();
  sim.clearRequests();
});

const entryWhere = (predicate: (fields: Record<string, unknown>) => boolean) => {
  const entry = sim.data.lrn.find((e) => predicate(e.extended));
  if (!entry) throw new Error('the demo LRN table lacks the entry this test needs');
  return entry;
};
const lookupReply = (body: unknown, status = 200) =>
  sim.injectFault({
    op: 'lookup',
    fault: { kind: 'reply', status, body: JSON.stringify(body), contentType: 'application/json' },
  });

describe('lookup', () => {
  it('sends api_key, tn and extended=true, URL-encoded, and no Authorization header', async () => {
    const entry = entryWhere((f) => f.LINETYPE !== undefined);
    await lookup.lookup(`+${entry.number}`);
    const [request] = sim.requestsFor('lookup');
    expect(request?.path).toBe('/api/lookup/lrn');
    expect(request?.query).toEqual([
      ['api_key', sim.lookupKey],
      ['tn', `+${entry.number}`],
      ['extended', 'true'],
    ]);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('returns every field with the spec names and case', async () => {
    const entry = entryWhere((f) => f.LINETYPE !== undefined && f.CITY !== undefined);
    const result = await lookup.lookup(entry.number);
    expect(result).toEqual({ ...entry.extended, code: 200 });
    expect(result.type).toBe('+OK');
    expect(result.LOOKUP_TYPE).toBe('EXTENDED');
  });

  it('keeps empty DNC, COUNTRY and SPID as empty strings', async () => {
    const entry = entryWhere((f) => f.DNC === '' && f.COUNTRY === '' && f.SPID === '');
    const result = await lookup.lookup(entry.number);
    expect([result.DNC, result.COUNTRY, result.SPID]).toEqual(['', '', '']);
  });

  it('accepts a result that lacks some fields', async () => {
    const entry = entryWhere((f) => f.CITY === undefined || f.STATE === undefined);
    const result = await lookup.lookup(entry.number);
    expect(result.code).toBe(200);
    expect(Object.keys(result).sort()).toEqual(Object.keys({ ...entry.extended, code: 200 }).sort());
  });

  it('omits extended when not asked for it', async () => {
    const entry = entryWhere(() => true);
    const result = await lookup.lookup(entry.number, { extended: false });
    expect(sim.requestsFor('lookup')[0]?.query.map(([k]) => k)).toEqual(['api_key', 'tn']);
    expect(result.LOOKUP_TYPE).not.toBe('EXTENDED');
  });

  it('fails with LookupError(code, msg) when the body code is not 200, whatever the HTTP status', async () => {
    const error = await lookup.lookup('15555559999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LookupError);
    expect((error as LookupError).code).toBe(404);
    expect((error as LookupError).msg).toMatch(/No LRN data/);
  });

  it('fails when type is not +OK even with code 200', async () => {
    lookupReply({ code: 200, type: '-ERR', msg: 'quota exceeded' });
    await expect(lookup.lookup('15555550123')).rejects.toMatchObject({ code: 200, msg: 'quota exceeded' });
  });

  it('fails when the body has no code', async () => {
    lookupReply({ LRN: '15555550000' });
    await expect(lookup.lookup('15555550123')).rejects.toMatchObject({ kind: 'lookup-failed', code: null });
  });

  it('reads numeric values as the strings the spec names', async () => {
    lookupReply({ code: '200', type: '+OK', LATA: 224, NUMBER: 15555550123, DNC: '' });
    expect(await lookup.lookup('15555550123')).toEqual({
      code: 200,
      type: '+OK',
      LATA: '224',
      NUMBER: '15555550123',
      DNC: '',
    });
  });

  it('a wrong key is an HTTP 401 that never shows the key, in the message or the stack', async () => {
    const wrongKey = 'lk_wrong_0c9a7d';
    const client = createLookupClient({ lookupUrl: sim.lookupUrl, apiKey: wrongKey });
    const error = (await client.lookup('15555550123').catch((e: unknown) => e)) as HttpStatusError;
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/main SIP account key/);
    expect(`${error.message}${error.stack}`).not.toContain(wrongKey);
  });

  it('an HTML page with status 200 is an UnexpectedContentTypeError', async () => {
    sim.injectFault({ op: 'lookup', fault: { kind: 'html' } });
    await expect(lookup.lookup('15555550123')).rejects.toBeInstanceOf(UnexpectedContentTypeError);
  });

  it('does not retry on a network error, since lookups may be charged', async () => {
    sim.injectFault({ op: 'lookup', fault: { kind: 'reset' } });
    await expect(lookup.lookup('15555550123')).rejects.toBeInstanceOf(NetworkError);
    expect(sim.requestsFor('lookup')).toHaveLength(1);
  });

  it('a network error never shows the key that sits in the URL', async () => {
    const key = 'lk_secret_in_query_77';
    const client = createLookupClient({ lookupUrl: await closedPortUrl('/api'), apiKey: key });
    const error = (await client.lookup('15555550123').catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/connection refused/);
    expect(JSON.stringify({ m: error.message, s: error.stack, c: String(error.cause) })).not.toContain(key);
  });

  it('a redirect is reported as such, not followed with the key, not retried', async () => {
    sim.injectFault({
      op: 'lookup',
      fault: {
        kind: 'reply',
        status: 307,
        headers: { location: `https://elsewhere.example/api?api_key=${sim.lookupKey}` },
      },
    });
    const error = await rejectionOf(lookup.lookup('15555550123'));
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toBe(
      'look up the number: the lookup service answered with a redirect to another address; check the lookup URL in Settings.',
    );
    expect(sim.requestsFor('lookup')).toHaveLength(1);
  });

  it('a server that echoes the URL back, escaped or encoded, never shows the key', async () => {
    const url = `${sim.lookupUrl}/lookup/lrn?api_key=${encodeURIComponent(sim.lookupKey)}&tn=1`;
    const echoes = [
      JSON.stringify({ url }),
      JSON.stringify({ url }).replaceAll('/', '\\/'),
      `bad key ${Buffer.from(`:${sim.lookupKey}`).toString('base64')}`,
      `key was ${sim.lookupKey
        .slice(0, -1)
        .split('')
        .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .join('')}`,
    ];
    for (const body of echoes) {
      sim.injectFault({
        op: 'lookup',
        times: 1,
        fault: { kind: 'reply', status: 400, body, contentType: 'text/plain' },
      });
      const error = (await rejectionOf(lookup.lookup('15555550123'))) as HttpStatusError;
      expect(error).toBeInstanceOf(HttpStatusError);
      for (let i = 0; i + 8 <= sim.lookupKey.length; i++) {
        expect(error.message).not.toContain(sim.lookupKey.slice(i, i + 8));
        expect(error.stack).not.toContain(sim.lookupKey.slice(i, i + 8));
      }
    }
  });

  it('refuses a number that is not digits before sending', async () => {
    await expect(lookup.lookup('555-CALL-NOW')).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(sim.requests).toHaveLength(0);
  });
});

describe('the two keys cannot cross', () => {
  it('the phone-system key does not open the lookup service, nor the lookup key the phone system', async () => {
    const lookupWithPbxKey = createLookupClient({ lookupUrl: sim.lookupUrl, apiKey: sim.pbxKey });
    await expect(lookupWithPbxKey.lookup('15555550123')).rejects.toMatchObject({ status: 401 });
    const pbxWithLookupKey = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.lookupKey });
    await expect(pbxWithLookupKey.listVoicemail()).rejects.toMatchObject({ status: 401 });
  });

  it('each client sends only its own key, in its own place', async () => {
    const pbx = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey });
    await pbx.listVoicemail();
    await pbx.originate({ extension: '201', destination: '5555550123' });
    await lookup.lookup('15555559999').catch(() => undefined);
    for (const request of sim.requests) {
      const text = JSON.stringify(request);
      if (request.op === 'lookup') {
        expect(text).not.toContain(sim.pbxKey);
        expect(request.headers.authorization).toBeUndefined();
      } else {
        expect(text).not.toContain(sim.lookupKey);
        expect(request.query.some(([k]) => k === 'api_key')).toBe(false);
      }
    }
    expect(sim.requests.map((r) => r.op).sort()).toEqual(['lookup', 'originate', 'voicemails']);
  });
});
