// The phone-system client over real loopback HTTP against the embedded simulator: no fetch mocks.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createPbxClient,
  HttpStatusError,
  InvalidArgumentError,
  NetworkError,
  OriginateRejectedError,
  type PbxClient,
  RateLimitedError,
  RedirectError,
  ResponseTooLargeError,
  TimeoutError,
  UnexpectedContentTypeError,
  UnexpectedResponseError,
} from '../../main/api';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { parseRangeBound } from '../../main/demo/time';
import { closedPortUrl } from '../support/closed-port';
import { rejectionOf } from '../support/rejection';

let sim: DemoServer;
let pbx: PbxClient;

beforeAll(async () => {
  sim = await startDemoServer({ seed: 11 });
  pbx = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 2_000 });
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clearFaults();
  sim.clearRequests();
  sim.setOptions({ format: 'json', listShape: 'bare', idStyle: 'uuid', recordingBase64As: 'json' });
});

const queryOf = (op: Parameters<DemoServer['requestsFor']>[0], index = 0) =>
  sim.requestsFor(op)[index]?.query ?? [];
describe('requests follow the spec', () => {
  it('sends GET with the literal key as Authorization: Basic <API_KEY>, not base64', async () => {
    await pbx.listVoicemail();
    const [request] = sim.requestsFor('voicemails');
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toBe(`Basic ${sim.pbxKey}`);
    expect(request?.query.some(([key]) => key === 'api_key')).toBe(false);
  });

  it('passes limit, offset and order_by, and sends start_stamp[] exactly twice, start then end', async () => {
    const range = ['2026-10-01 00:00:00', '2026-10-31 23:59:59'] as const;
    await pbx.listCallHistory({ limit: 25, offset: 50, orderBy: 'start_epoch desc', range });
    expect(queryOf('cdrs')).toEqual([
      ['limit', '25'],
      ['offset', '50'],
      ['order_by', 'start_epoch desc'],
      ['start_stamp[]', range[0]],
      ['start_stamp[]', range[1]],
    ]);
  });

  it('URL-encodes query parameters, so a leading + survives', async () => {
    await pbx.originate({ extension: '201', destination: '+15555550123' });
    expect(queryOf('originate')).toEqual([
      ['extension', '201'],
      ['destination', '+15555550123'],
    ]);
  });

  it('refuses bad arguments before anything is sent', async () => {
    await expect(pbx.originate({ extension: '201', destination: '555 0123; rm' })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(pbx.originate({ extension: '', destination: '5550123' })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(pbx.listCallHistory({ orderBy: 'start_epoch; drop' })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(pbx.listCallHistory({ limit: -1 })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(pbx.getCallRecord('../etc')).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(sim.requests).toHaveLength(0);
  });
});

describe('every operation works', () => {
  it('originate connects the extension to the destination and reports what the server said', async () => {
    const result = await pbx.originate({ extension: '201', destination: '5555550123' });
    expect(result.message).toMatch(/201/);
    expect(sim.requestsFor('originate')).toHaveLength(1);
  });

  it('lists call history newest first, every field kept, uuid a string', async () => {
    const records = await pbx.listCallHistory({ limit: 10, orderBy: 'start_epoch desc' });
    expect(records).toHaveLength(10);
    const epochs = records.map((r) => Number(r.start_epoch));
    expect(epochs).toEqual([...epochs].sort((a, b) => b - a));
    // Every field exactly as the phone system sent it (FusionPBX's rows: text, NULLs, both id columns or
    // one), plus the id read from xml_cdr_uuid as uuid.
    const response = await fetch(`${sim.baseUrl}/xml_cdr?limit=10&order_by=start_epoch+desc`, {
      headers: { Authorization: `Basic ${sim.pbxKey}` },
    });
    const sent = (await response.json()) as Record<string, unknown>[];
    expect(sent.some((row) => !('uuid' in row))).toBe(true);
    expect(records).toEqual(sent.map((row) => ({ ...row, uuid: row.xml_cdr_uuid })));
    for (const record of records) expect(typeof record.uuid).toBe('string');
  });

  it('filters by the date range', async () => {
    const range = ['2026-11-01 00:00:00', '2026-11-07 23:59:59'] as const;
    const records = await pbx.listCallHistory({ limit: 1000, range });
    expect(records.length).toBeGreaterThan(0);
    // The bounds name no zone (UTC); the rows' stamps are in the phone system's zone, so the epoch decides.
    const [from, to] = [parseRangeBound(range[0], 'start') ?? 0, parseRangeBound(range[1], 'end') ?? 0];
    const within = (epoch: number) => epoch * 1000 >= from && epoch * 1000 <= to;
    expect(records.filter((r) => !within(Number(r.start_epoch)))).toEqual([]);
    // Every call of those days, once as its a-leg (its b-legs are rows of their own).
    const calls = sim.data.calls.filter(({ record }) => within(record.start_epoch));
    expect(records.filter((r) => r.leg === 'a').map((r) => r.uuid)).toEqual(calls.map((c) => c.record.uuid));
  });

  it('returns an empty list for a range with no calls', async () => {
    expect(await pbx.listCallHistory({ range: ['2001-01-01 00:00:00', '2001-01-02 00:00:00'] })).toEqual([]);
  });

  it('opens one call record with its detail fields', async () => {
    const [listed] = await pbx.listCallHistory({ limit: 1 });
    const record = await pbx.getCallRecord(listed?.uuid ?? '');
    expect(record.uuid).toBe(listed?.uuid);
    expect(record).toHaveProperty('hangup_cause');
    expect(record).toHaveProperty('sip_hangup_disposition');
  });

  it("opens a call whose FusionPBX status is 'failed': the record's status, not a failed request", async () => {
    const failed = sim.data.calls.find(({ record }) => record.hangup_cause === 'CALL_REJECTED');
    if (!failed) throw new Error('the demo has no rejected call');
    const record = await pbx.getCallRecord(failed.record.uuid);
    expect(record).toMatchObject({ uuid: failed.record.uuid, status: 'failed' });
    // A reply that is no record and says it failed still fails.
    sim.injectFault({
      op: 'cdr',
      fault: { kind: 'reply', status: 200, body: '{"status":"failed","message":"no such call"}' },
    });
    await expect(pbx.getCallRecord(failed.record.uuid)).rejects.toThrow(/no such call/);
  });

  it('lists recordings with limit and offset', async () => {
    const all = await pbx.listRecordings({ limit: 10 });
    const page = await pbx.listRecordings({ limit: 5, offset: 5 });
    expect(page.map((r) => r.uuid)).toEqual(all.slice(5, 10).map((r) => r.uuid));
    expect(queryOf('recordings', 1)).toEqual([
      ['limit', '5'],
      ['offset', '5'],
    ]);
  });

  it.each([
    ['binary', 'json'],
    ['base64', 'json'],
    ['base64', 'text'],
  ] as const)('downloads a recording as %s (base64 form %s) to the same WAV bytes', async (type, form) => {
    sim.setOptions({ recordingBase64As: form });
    const recording = sim.data.recordings[0];
    const audio = await pbx.downloadRecording(String(recording?.record.uuid), { type });
    expect(audio.mime).toBe('audio/wav');
    expect(Buffer.from(audio.bytes).equals(Buffer.from(recording?.audio ?? []))).toBe(true);
    expect(queryOf('recording')).toContainEqual(['type', type]);
  });

  it('lists voicemail and opens a message with its audio decoded', async () => {
    const messages = await pbx.listVoicemail();
    expect(messages.length).toBe(sim.data.voicemails.length);
    const served = sim.data.voicemails[0];
    const message = await pbx.getVoicemail(String(served?.record.uuid));
    expect(message.record.uuid).toBe(served?.record.uuid);
    expect(message.record).not.toHaveProperty('message_base64');
    expect(message.audio?.mime).toBe('audio/wav');
    expect(Buffer.from(message.audio?.bytes ?? []).equals(Buffer.from(served?.audio ?? []))).toBe(true);
  });
});

describe('where the spec says "not shown", the client copes', () => {
  it.each([
    { format: 'xml' },
    { listShape: 'wrapped' },
    { idStyle: 'resource' },
    { format: 'xml', idStyle: 'resource' },
  ] as const)('reads the same call history from %o', async (options) => {
    const expected = (await pbx.listCallHistory({ limit: 20 })).map((r) => r.uuid);
    sim.setOptions(options);
    const records = await pbx.listCallHistory({ limit: 20 });
    expect(records.map((r) => r.uuid)).toEqual(expected);
    expect(records[0]).toHaveProperty('caller_id_number');
  });

  it('keeps leading zeros of XML values (values stay strings)', async () => {
    sim.setOptions({ format: 'xml' });
    const [record] = await pbx.listVoicemail();
    expect(typeof record?.voicemail_id).toBe('string');
    expect(record?.voicemail_id).toBe(String(sim.data.voicemails[0]?.record.voicemail_id));
  });

  it('reads one voicemail and recordings from XML and resource-style ids', async () => {
    sim.setOptions({ format: 'xml', idStyle: 'resource' });
    const served = sim.data.voicemails[1];
    const message = await pbx.getVoicemail(String(served?.record.uuid));
    expect(message.audio?.bytes.length).toBe(served?.audio.length);
    const recordings = await pbx.listRecordings({ limit: 3 });
    expect(recordings.every((r) => typeof r.uuid === 'string' && r.uuid.length > 0)).toBe(true);
  });

  const reply = (body: string, contentType = 'application/json') =>
    sim.injectFault({ op: 'cdrs', fault: { kind: 'reply', status: 200, body, contentType } });

  it.each([
    ['an empty body', '', []],
    ['null', 'null', []],
    ['a metadata-only object', '{"status":"ok","total":0}', []],
    ['one record, not a list', '{"data":{"row":{"xml_cdr_uuid":"a1","duration":"5"}}}', ['a1']],
    [
      'a list under an unusual key',
      '{"meta":{"n":2},"calls_found":[{"uuid":"b1"},{"uuid":"b2"}]}',
      ['b1', 'b2'],
    ],
    ['numeric ids', '[{"uuid":17},{"uuid":"18"}]', ['17', '18']],
  ])('understands %s', async (_name, body, uuids) => {
    reply(body);
    expect((await pbx.listCallHistory()).map((r) => r.uuid)).toEqual(uuids);
  });

  it.each([
    ['a failure inside a 200', '{"error":"Access denied for API user"}', /Access denied for API user/],
    ['records without ids', '[{"caller_id_number":"5550123"}]', /no id \(looked for uuid, xml_cdr_uuid\)/],
    ['a list of strings', '["a","b"]', /records \(objects\)/],
    ['an object without records', '{"foo":"bar","baz":1}', /could not find a list of records.*foo, baz/],
  ])('says clearly what it could not understand: %s', async (_name, body, message) => {
    reply(body);
    const error = await rejectionOf(pbx.listCallHistory());
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(message);
  });

  it.each([
    ['audio/mpeg', Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['application/octet-stream', Buffer.from('OggS\0\x02rest-of-page'), 'audio/ogg'],
    ['application/octet-stream', Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]), 'audio/mpeg'],
  ])('detects the audio format of a %s download', async (contentType, body, mime) => {
    sim.injectFault({ op: 'recording', fault: { kind: 'reply', status: 200, body, contentType } });
    const audio = await pbx.downloadRecording('r1');
    expect(audio.mime).toBe(mime);
    expect(Buffer.from(audio.bytes).equals(body)).toBe(true);
  });

  it('refuses a download that is not audio, and base64 that is not base64', async () => {
    sim.injectFault({
      op: 'recording',
      times: 1,
      fault: { kind: 'reply', status: 200, body: 'plain bytes', contentType: 'application/octet-stream' },
    });
    await expect(pbx.downloadRecording('r1')).rejects.toThrow(/not audio in a known format/);
    sim.injectFault({
      op: 'recording',
      fault: {
        kind: 'reply',
        status: 200,
        body: '{"call_recording_base64":"!!not base64!!"}',
        contentType: 'application/json',
      },
    });
    await expect(pbx.downloadRecording('r1')).rejects.toThrow(/not valid base64/);
  });

  it('decodes message_base64 only after the request succeeded', async () => {
    const served = sim.data.voicemails[0];
    const encoded = Buffer.from(served?.audio ?? []).toString('base64');
    sim.injectFault({
      op: 'voicemail',
      fault: {
        kind: 'reply',
        status: 500,
        body: JSON.stringify({ message_base64: encoded }),
        contentType: 'application/json',
      },
    });
    const error = await rejectionOf(pbx.getVoicemail(String(served?.record.uuid)));
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(500);
  });

  it('opens a message whose reply carries no audio', async () => {
    sim.injectFault({
      op: 'voicemail',
      fault: {
        kind: 'reply',
        status: 200,
        body: '{"uuid":"m9","caller_id_number":"5550100"}',
        contentType: 'application/json',
      },
    });
    expect(await pbx.getVoicemail('m9')).toEqual({
      record: { uuid: 'm9', caller_id_number: '5550100' },
      audio: null,
    });
  });
});

describe('status and content type are checked before the body', () => {
  it('a wrong key is a 401 HttpStatusError that says what to fix and never shows the key', async () => {
    const wrongKey = 'sk_live_wrong_4f1c';
    const client = createPbxClient({ baseUrl: sim.baseUrl, apiKey: wrongKey });
    const error = await rejectionOf(client.listVoicemail());
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(401);
    expect((error as Error).message).toMatch(/phone-system key in Settings/);
    expect(`${(error as Error).message} ${(error as Error).stack}`).not.toContain(wrongKey);
  });

  it('an HTML page with status 200 is an UnexpectedContentTypeError, not a parse crash', async () => {
    sim.injectFault({ fault: { kind: 'html' } });
    const error = await rejectionOf(pbx.listCallHistory());
    expect(error).toBeInstanceOf(UnexpectedContentTypeError);
    expect((error as Error).message).toMatch(/web page.*\/app\/api\/7/);
  });

  it('an unexpected content type is refused', async () => {
    sim.injectFault({ fault: { kind: 'content-type', contentType: 'text/csv' } });
    await expect(pbx.listRecordings()).rejects.toBeInstanceOf(UnexpectedContentTypeError);
  });

  it('malformed JSON is an UnexpectedResponseError', async () => {
    sim.injectFault({ fault: { kind: 'malformed' } });
    await expect(pbx.listVoicemail()).rejects.toThrow(UnexpectedResponseError);
  });

  it('an XML reply to a JSON client is read all the same', async () => {
    sim.injectFault({ op: 'voicemails', fault: { kind: 'xml' } });
    expect((await pbx.listVoicemail()).length).toBe(sim.data.voicemails.length);
  });

  it('a body over the cap is refused', async () => {
    const capped = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, maxBodyBytes: 64 * 1024 });
    sim.injectFault({ fault: { kind: 'huge', bytes: 256 * 1024 } });
    await expect(capped.listCallHistory()).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it('a redirect is not followed', async () => {
    sim.injectFault({
      fault: {
        kind: 'reply',
        status: 302,
        headers: { location: 'https://login.example.com/sso?api_key=leak' },
      },
    });
    const error = await rejectionOf(pbx.listVoicemail());
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toBe(
      'list voicemail: the phone system answered with a redirect to another address; check the base URL in Settings.',
    );
    expect((error as Error).message).not.toContain('leak');
    expect(sim.requests).toHaveLength(1);
  });

  it.each([301, 302, 303, 307, 308])(
    'a %i redirect is reported, never followed or retried, for reads and calls',
    async (status) => {
      sim.injectFault({
        fault: { kind: 'reply', status, headers: { location: `${sim.baseUrl}/voicemail_messages` } },
      });
      await expect(pbx.listCallHistory()).rejects.toBeInstanceOf(RedirectError);
      await expect(pbx.originate({ extension: '201', destination: '5555550123' })).rejects.toBeInstanceOf(
        RedirectError,
      );
      expect(sim.requests.map((r) => r.op)).toEqual(['cdrs', 'originate']);
    },
  );

  it('a body that echoes the key is redacted in the excerpt', async () => {
    sim.injectFault({
      fault: {
        kind: 'reply',
        status: 400,
        body: `bad request for key ${sim.pbxKey}`,
        contentType: 'text/plain',
      },
    });
    const error = (await rejectionOf(pbx.listVoicemail())) as HttpStatusError;
    expect(error.bodyExcerpt).toBe('bad request for key [redacted]');
    expect(error.message).not.toContain(sim.pbxKey);
  });
});

describe('hostile ids and absurd replies get clear, safe answers', () => {
  it.each([
    ['..', '..'],
    ['.', '.'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['a NUL', 'a\u0000b'],
    ['a line break', 'a\nb'],
    ['a percent sign', '%2e%2e'],
    ['a question mark', 'a?b'],
    ['an empty id', ''],
    ['a 129-character id', 'x'.repeat(129)],
  ])('refuses a record id that is %s before any request', async (_what, id) => {
    for (const attempt of [
      () => pbx.getCallRecord(id),
      () => pbx.getVoicemail(id),
      () => pbx.downloadRecording(id),
    ]) {
      const error = await rejectionOf(attempt());
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect((error as Error).message).toMatch(/^prepare the request: the record id /);
    }
    expect(sim.requests).toHaveLength(0);
  });

  it('refuses HTML served as audio/wav, whatever type it claims', async () => {
    for (const contentType of ['audio/wav', 'audio/mpeg', 'application/octet-stream']) {
      sim.injectFault({
        op: 'recording',
        times: 1,
        fault: { kind: 'reply', status: 200, body: '<!doctype html><title>Sign in</title>', contentType },
      });
      const error = await rejectionOf(pbx.downloadRecording('r1'));
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect((error as Error).message).toContain('not audio in a known format');
    }
  });

  it('reads a Latin-1 reply in the charset it declares', async () => {
    const body = Buffer.from('[{"uuid":"c1","caller_id_name":"José Müller"}]', 'latin1');
    sim.injectFault({
      op: 'cdrs',
      fault: { kind: 'reply', status: 200, body, contentType: 'application/json; charset=ISO-8859-1' },
    });
    expect((await pbx.listCallHistory())[0]?.caller_id_name).toBe('José Müller');
    sim.clearFaults();
    const xml = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rows><row><uuid>c2</uuid><caller_id_name>Zoë</caller_id_name></row></rows>',
      'latin1',
    );
    sim.injectFault({
      op: 'cdrs',
      fault: { kind: 'reply', status: 200, body: xml, contentType: 'application/xml' },
    });
    expect((await pbx.listCallHistory())[0]?.caller_id_name).toBe('Zoë');
  });

  it.each([
    ['JSON arrays', `${'['.repeat(2_000)}${']'.repeat(2_000)}`, 'application/json'],
    ['JSON objects', `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`, 'application/json'],
    ['XML elements', `${'<a>'.repeat(2_000)}x${'</a>'.repeat(2_000)}`, 'application/xml'],
    [
      'a record with a deep field',
      `[{"uuid":"c1","f":${'['.repeat(40)}${']'.repeat(40)}}]`,
      'application/json',
    ],
  ])(
    'refuses a reply nested 2,000 levels deep in %s as an unexpected reply',
    async (_what, body, contentType) => {
      sim.injectFault({ fault: { kind: 'reply', status: 200, body, contentType } });
      for (const attempt of [
        () => pbx.listCallHistory(),
        () => pbx.getCallRecord('c1'),
        () => pbx.listVoicemail(),
      ]) {
        const error = await rejectionOf(attempt());
        expect(error).toBeInstanceOf(UnexpectedResponseError);
        expect((error as Error).message).toContain('levels deep');
      }
    },
  );

  it('accepts a record nested as deep as real ones are', async () => {
    const nested = `${'{"n":'.repeat(20)}"end"${'}'.repeat(20)}`;
    sim.injectFault({
      fault: {
        kind: 'reply',
        status: 200,
        body: `{"data":[{"uuid":"c1","x":${nested}}]}`,
        contentType: 'application/json',
      },
    });
    expect((await pbx.listCallHistory())[0]?.uuid).toBe('c1');
  });

  it('clamps an absurd Retry-After to a day, and says it in hours', async () => {
    sim.injectFault({
      fault: { kind: 'reply', status: 429, headers: { 'retry-after': `1${'0'.repeat(23)}` } },
    });
    const error = (await rejectionOf(pbx.listVoicemail())) as RateLimitedError;
    expect(error.retryAfterMs).toBe(24 * 60 * 60 * 1000);
    expect(error.message).toContain('wait 24 h and try again');
    expect(error.message).not.toMatch(/e\+/);
  });
});

describe('reads retry once, where it is safe', () => {
  it.each([502, 503, 504])('retries once after %i and then succeeds', async (status) => {
    sim.injectFault({ op: 'voicemails', times: 1, fault: { kind: 'reply', status } });
    expect((await pbx.listVoicemail()).length).toBe(sim.data.voicemails.length);
    expect(sim.requestsFor('voicemails')).toHaveLength(2);
  });

  it('gives up after the second 503 with an HttpStatusError', async () => {
    sim.injectFault({ op: 'voicemails', fault: { kind: 'reply', status: 503 } });
    const error = await rejectionOf(pbx.listVoicemail());
    expect((error as HttpStatusError).status).toBe(503);
    expect(sim.requestsFor('voicemails')).toHaveLength(2);
  });

  it('does not retry a 500 or a 404', async () => {
    sim.injectFault({ op: 'voicemails', fault: { kind: 'reply', status: 500 } });
    await expect(pbx.listVoicemail()).rejects.toBeInstanceOf(HttpStatusError);
    expect(sim.requestsFor('voicemails')).toHaveLength(1);
  });

  it('retries once after a reset connection', async () => {
    sim.injectFault({ op: 'recordings', times: 1, fault: { kind: 'reset' } });
    expect((await pbx.listRecordings({ limit: 2 })).length).toBe(2);
    expect(sim.requestsFor('recordings')).toHaveLength(2);
  });

  it('reports a truncated body as a network error after one retry', async () => {
    sim.injectFault({ op: 'recordings', fault: { kind: 'truncated' } });
    const error = await rejectionOf(pbx.listRecordings());
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/closed before a complete reply/);
    expect(sim.requestsFor('recordings')).toHaveLength(2);
  });

  it('honours 429 Retry-After in seconds', async () => {
    sim.injectFault({
      op: 'voicemails',
      times: 1,
      fault: { kind: 'reply', status: 429, headers: { 'retry-after': '1' } },
    });
    const started = Date.now();
    await pbx.listVoicemail();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(sim.requestsFor('voicemails')).toHaveLength(2);
  });

  it('honours 429 Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 2_000).toUTCString();
    sim.injectFault({
      op: 'voicemails',
      times: 1,
      fault: { kind: 'reply', status: 429, headers: { 'retry-after': at } },
    });
    await pbx.listVoicemail();
    expect(sim.requestsFor('voicemails')).toHaveLength(2);
  });

  it('reports a Retry-After beyond the cap instead of waiting', async () => {
    sim.injectFault({
      op: 'voicemails',
      fault: { kind: 'reply', status: 429, headers: { 'retry-after': '900' } },
    });
    const error = await rejectionOf(pbx.listVoicemail());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(900_000);
    expect(sim.requestsFor('voicemails')).toHaveLength(1);
  });

  it('a hung server is a TimeoutError', async () => {
    const quick = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 300 });
    sim.injectFault({ op: 'voicemails', fault: { kind: 'hang' } });
    await expect(quick.listVoicemail()).rejects.toBeInstanceOf(TimeoutError);
  });

  it('a slow server within the timeout is fine', async () => {
    sim.injectFault({ op: 'voicemails', fault: { kind: 'delay', ms: 200 } });
    expect((await pbx.listVoicemail()).length).toBe(sim.data.voicemails.length);
  });

  it('a closed port is a NetworkError that says what to check', async () => {
    const closed = createPbxClient({ baseUrl: await closedPortUrl('/app/api/7'), apiKey: sim.pbxKey });
    await expect(closed.listVoicemail()).rejects.toThrow(/connection refused/);
  });
});

describe('originate goes out once, whatever happens', () => {
  it('is sent on a connection of its own that is closed afterwards', async () => {
    await pbx.originate({ extension: '201', destination: '5555550123' });
    expect(sim.requestsFor('originate')[0]?.headers.connection).toBe('close');
  });

  it('is not retried after a 503', async () => {
    sim.injectFault({ op: 'originate', fault: { kind: 'reply', status: 503 } });
    const error = await rejectionOf(pbx.originate({ extension: '201', destination: '5555550123' }));
    expect((error as HttpStatusError).status).toBe(503);
    expect(sim.requestsFor('originate')).toHaveLength(1);
  });

  it('is not retried after a reset connection, and says the call may still ring', async () => {
    sim.injectFault({ op: 'originate', fault: { kind: 'reset' } });
    const error = await rejectionOf(pbx.originate({ extension: '201', destination: '5555550123' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/may still ring/);
    expect(sim.requestsFor('originate')).toHaveLength(1);
  });

  it('is not retried after a hang; the timeout says the call may still ring', async () => {
    const quick = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 300 });
    sim.injectFault({ op: 'originate', fault: { kind: 'hang' } });
    const error = await rejectionOf(quick.originate({ extension: '201', destination: '5555550123' }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/may still ring/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sim.requestsFor('originate')).toHaveLength(1);
  });

  it('is not retried after a 429', async () => {
    sim.injectFault({
      op: 'originate',
      fault: { kind: 'reply', status: 429, headers: { 'retry-after': '1' } },
    });
    await expect(pbx.originate({ extension: '201', destination: '5555550123' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(sim.requestsFor('originate')).toHaveLength(1);
  });

  it('an extension the account may not use is a 403 that names the cause', async () => {
    const error = await rejectionOf(pbx.originate({ extension: '299', destination: '5555550123' }));
    expect((error as HttpStatusError).status).toBe(403);
    expect((error as Error).message).toMatch(/not authorised/);
  });

  it('a failure reported inside a 200 is an OriginateRejectedError', async () => {
    sim.injectFault({
      op: 'originate',
      fault: {
        kind: 'reply',
        status: 200,
        body: '{"status":"error","message":"Destination not permitted"}',
        contentType: 'application/json',
      },
    });
    await expect(pbx.originate({ extension: '201', destination: '5555550123' })).rejects.toThrow(
      OriginateRejectedError,
    );
  });

  it('a plain-text +OK is success and -ERR is a refusal', async () => {
    sim.injectFault({
      op: 'originate',
      times: 1,
      fault: { kind: 'reply', status: 200, body: '+OK Job-UUID: 42', contentType: 'text/plain' },
    });
    expect(await pbx.originate({ extension: '201', destination: '5555550123' })).toEqual({
      message: '+OK Job-UUID: 42',
    });
    sim.injectFault({
      op: 'originate',
      fault: { kind: 'reply', status: 200, body: '-ERR NO_ROUTE_DESTINATION', contentType: 'text/plain' },
    });
    await expect(pbx.originate({ extension: '201', destination: '5555550123' })).rejects.toThrow(
      /NO_ROUTE_DESTINATION/,
    );
  });

  it('an HTML page is an error that says the call may or may not have been placed', async () => {
    sim.injectFault({ op: 'originate', fault: { kind: 'html' } });
    await expect(pbx.originate({ extension: '201', destination: '5555550123' })).rejects.toThrow(
      /may or may not have been placed/,
    );
  });
});
