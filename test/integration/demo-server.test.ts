// The embedded simulator over real loopback HTTP with the platform fetch: what the client tests rely on.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_LOOKUP_KEY,
  DEMO_PBX_KEY,
  type DemoCallRecord,
  type DemoRecordingRecord,
  type DemoServer,
  type DemoVoicemailRecord,
  type FaultRule,
  startDemoServer,
} from '../../main/demo/server';
import { stampMs } from '../../preload/shared/phone-time';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0); // 2026-11-20 15:00:00 UTC
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let sim: DemoServer;

// The plain wire form, named rather than left to the default: these tests read the model's records as served.
beforeAll(async () => {
  sim = await startDemoServer({ now: () => NOW, wire: 'plain' });
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clearFaults();
  sim.clearRequests();
  sim.setOptions({ format: 'json', listShape: 'bare', idStyle: 'uuid', recordingBase64As: 'json' });
});

/** A phone-system request with the right key, unless the caller passes other headers. */
function pbx(path: string, init: RequestInit = {}, server: DemoServer = sim): Promise<Response> {
  const headers = { Authorization: `Basic ${server.pbxKey}`, ...init.headers };
  return fetch(`${server.baseUrl}${path}`, { ...init, headers });
}

/** A successful JSON phone-system reply, parsed. */
async function pbxJson<T>(path: string): Promise<T> {
  const response = await pbx(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as T;
}

async function expectError(response: Response, status: number, error: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(await response.json()).toMatchObject({ error, message: expect.any(String) });
}

function lookup(params: Record<string, string>, init?: RequestInit): Promise<Response> {
  return fetch(`${sim.lookupUrl}/lookup/lrn?${new URLSearchParams(params)}`, init);
}

async function lookupBody(params: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await lookup({ api_key: sim.lookupKey, ...params });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as Record<string, unknown>;
}

const cdrPath = (params: [string, string][]) => `/xml_cdr?${new URLSearchParams(params)}`;
const calls = () => sim.data.calls.map(({ record }) => record);

const xml = new XMLParser({ parseTagValue: false, isArray: (_name, path) => String(path).endsWith('.row') });
async function pbxXml(path: string): Promise<{ raw: string; parsed: Record<string, unknown> }> {
  const response = await pbx(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml');
  const raw = await response.text();
  return { raw, parsed: xml.parse(raw) as Record<string, unknown> };
}

interface WavInfo {
  riff: string;
  riffSize: number;
  wave: string;
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataTag: string;
  dataBytes: number;
  seconds: number;
  peak: number;
}

function readWav(bytes: Uint8Array): WavInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => Buffer.from(bytes.subarray(offset, offset + 4)).toString('latin1');
  const dataBytes = view.getUint32(40, true);
  let peak = 0;
  for (let offset = 44; offset + 1 < bytes.byteLength; offset += 2) {
    peak = Math.max(peak, Math.abs(view.getInt16(offset, true)));
  }
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
    dataTag: ascii(36),
    dataBytes,
    seconds: dataBytes / (view.getUint32(24, true) * 2),
    peak,
  };
}

/** A playable 8 kHz mono 16-bit PCM WAV whose header matches its size, of the given whole seconds. */
function expectWav(bytes: Uint8Array, seconds: number): void {
  const wav = readWav(bytes);
  expect(wav).toMatchObject({
    riff: 'RIFF',
    wave: 'WAVE',
    format: 1,
    channels: 1,
    sampleRate: 8000,
    bitsPerSample: 16,
    dataTag: 'data',
  });
  expect(wav.dataBytes).toBe(bytes.byteLength - 44);
  expect(wav.riffSize).toBe(bytes.byteLength - 8);
  expect(wav.seconds).toBe(seconds);
  expect(wav.peak).toBeGreaterThan(1000); // audible, not silence
}

describe('server basics', () => {
  it('listens on loopback and names its two bases and keys', () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sim.baseUrl).toBe(`${sim.url}/app/api/7`);
    expect(sim.lookupUrl).toBe(`${sim.url}/api`);
    expect([sim.pbxKey, sim.lookupKey]).toEqual([DEMO_PBX_KEY, DEMO_LOOKUP_KEY]);
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const path of [
      '/',
      '/app/api/6/xml_cdr',
      '/app/api/7/nothing',
      '/app/api/7/constructor', // not a member of some object's prototype either
      '/app/api/7/xml_cdr/a/b',
      '/app/api/7/xml_cdr/',
      '/api/lookup',
    ]) {
      await expectError(await fetch(`${sim.url}${path}`), 404, 'not_found');
    }
  });

  it('answers anything but GET with a JSON 405, before checking the key', async () => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const response = await fetch(`${sim.baseUrl}/xml_cdr`, { method });
      expect(response.headers.get('allow')).toBe('GET');
      await expectError(response, 405, 'method_not_allowed');
    }
  });

  it('uses the keys it was given instead of the demo keys', async () => {
    const custom = await startDemoServer({ pbxKey: 'pbx-123', lookupKey: 'lookup-456', callCount: 5 });
    try {
      expect((await pbx('/voicemail_messages', {}, custom)).status).toBe(200);
      const withDemoKey = { headers: { Authorization: `Basic ${DEMO_PBX_KEY}` } };
      expect((await pbx('/voicemail_messages', withDemoKey, custom)).status).toBe(401);
      const lookupWith = (key: string) =>
        fetch(`${custom.lookupUrl}/lookup/lrn?api_key=${key}&tn=5555550123`);
      expect((await lookupWith('lookup-456')).status).toBe(200);
      expect((await lookupWith(DEMO_LOOKUP_KEY)).status).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('can be closed twice', async () => {
    const other = await startDemoServer({ callCount: 1 });
    await other.close();
    await expect(other.close()).resolves.toBeUndefined();
  });
});

describe('phone-system authentication', () => {
  it.each([
    ['no header', undefined],
    ['a wrong key', 'Basic wrong-key'],
    [
      'base64 credentials instead of the literal key',
      `Basic ${Buffer.from(DEMO_PBX_KEY).toString('base64')}`,
    ],
    ['another scheme', `Bearer ${DEMO_PBX_KEY}`],
    ['lower-case scheme', `basic ${DEMO_PBX_KEY}`],
    ['the lookup key', `Basic ${DEMO_LOOKUP_KEY}`],
  ])('rejects %s with a JSON 401', async (_case, authorization) => {
    const response = await fetch(`${sim.baseUrl}/voicemail_messages`, {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Invalid or missing API key' });
  });

  it('does not take the lookup-style api_key query parameter', async () => {
    const response = await fetch(`${sim.baseUrl}/voicemail_messages?api_key=${DEMO_PBX_KEY}`);
    expect(response.status).toBe(401);
  });

  it('accepts "Basic " and the literal key', async () => {
    expect((await pbx('/voicemail_messages')).status).toBe(200);
  });
});

describe('lookup authentication', () => {
  const unauthorized = { code: 401, msg: 'Invalid API key', type: '-ERR' };

  it.each([
    ['no api_key', {}],
    ['a wrong api_key', { api_key: 'nope' }],
    ['the phone-system key', { api_key: DEMO_PBX_KEY }],
  ])('rejects %s with HTTP 401 and a -ERR body', async (_case, params) => {
    const response = await lookup({ ...params, tn: '5555550123' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(unauthorized);
  });

  it('ignores an Authorization header: only the query key counts', async () => {
    const response = await lookup(
      { tn: '5555550123' },
      { headers: { Authorization: `Basic ${DEMO_PBX_KEY}` } },
    );
    expect(response.status).toBe(401);
    expect((await lookup({ api_key: DEMO_LOOKUP_KEY, tn: '5555550123' })).status).toBe(200);
  });
});

describe('originate', () => {
  it('connects an authorized extension to a destination', async () => {
    const body = await pbxJson<Record<string, string>>('/originate?extension=201&destination=5551234567');
    expect(body).toEqual({
      status: 'ok',
      message: 'Call originated: extension 201 rings first, then 5551234567',
      call_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const [request] = sim.requestsFor('originate');
    expect(request?.query).toEqual([
      ['extension', '201'],
      ['destination', '5551234567'],
    ]);
  });

  it.each(['extension=201', 'destination=5551234567', 'extension=&destination=5551234567'])(
    'needs both parameters (%s)',
    async (params) => {
      await expectError(await pbx(`/originate?${params}`), 400, 'bad_request');
    },
  );

  it('refuses extensions the account is not authorized for', async () => {
    const response = await pbx('/originate?extension=209&destination=5551234567');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'forbidden',
      message: 'Extension 209 is not authorized for this API account',
    });
    expect(sim.data.extensions).toEqual(['201', '202', '203', '204', '205']);
  });

  it.each(['', '555-0123', '1'.repeat(21), '++15555550123', 'abc', '+'])(
    'rejects destination %j',
    async (destination) => {
      const params = new URLSearchParams({ extension: '202', destination });
      await expectError(await pbx(`/originate?${params}`), 400, 'bad_request');
    },
  );

  it.each(['0', '12', '+15555550123', '1'.repeat(20)])('accepts destination %j', async (destination) => {
    const params = new URLSearchParams({ extension: '205', destination });
    expect((await pbx(`/originate?${params}`)).status).toBe(200);
  });
});

describe('call history', () => {
  it('serves 100 records by default, newest first, exactly as in the data set', async () => {
    const rows = await pbxJson<DemoCallRecord[]>('/xml_cdr');
    expect(rows).toEqual(calls().slice(0, 100));
    const epochs = rows.map((row) => row.start_epoch);
    expect(epochs).toEqual([...epochs].sort((a, b) => b - a));
  });

  it('spreads realistic records over the 90 days before now', () => {
    const all = calls();
    expect(all).toHaveLength(2000);
    const nowSeconds = NOW / 1000;
    for (const call of all) {
      expect(call.start_epoch).toBeGreaterThanOrEqual(nowSeconds - 90 * 86_400);
      expect(call.end_epoch).toBeLessThanOrEqual(nowSeconds);
      expect(call.start_stamp).toMatch(STAMP);
      expect(call.start_stamp).toBe(
        new Date(call.start_epoch * 1000).toISOString().slice(0, 19).replace('T', ' '),
      );
      expect(call.uuid).toMatch(UUID);
      expect(call.duration).toBe(call.end_epoch - call.start_epoch);
      if (call.answer_stamp === '') {
        expect([call.billsec, call.answer_epoch]).toEqual([0, 0]);
        expect(call.hangup_cause).not.toBe('NORMAL_CLEARING');
        expect(call.missed_call).toBe(call.direction === 'inbound');
      } else {
        expect(call.answer_stamp).toMatch(STAMP);
        expect(call.billsec).toBe(call.end_epoch - call.answer_epoch);
        expect(call.missed_call).toBe(false);
      }
    }
    const counts = (key: keyof DemoCallRecord) => new Set(all.map((call) => call[key]));
    expect(counts('direction')).toEqual(new Set(['inbound', 'outbound', 'local']));
    expect(counts('hangup_cause')).toEqual(
      new Set(['NORMAL_CLEARING', 'NO_ANSWER', 'USER_BUSY', 'ORIGINATOR_CANCEL', 'CALL_REJECTED']),
    );
    expect(counts('extension')).toEqual(new Set(sim.data.extensions));
    expect(all.filter((call) => call.hangup_cause === 'NORMAL_CLEARING').length).toBeGreaterThan(1200);
  });

  it('pages with limit and offset', async () => {
    const page = await pbxJson<DemoCallRecord[]>(
      cdrPath([
        ['limit', '7'],
        ['offset', '20'],
      ]),
    );
    expect(page).toEqual(calls().slice(20, 27));
    expect(await pbxJson(cdrPath([['limit', '0']]))).toEqual([]);
    expect(await pbxJson(cdrPath([['offset', '1999']]))).toEqual(calls().slice(1999));
  });

  it('caps limit at 1000', async () => {
    expect(await pbxJson<unknown[]>(cdrPath([['limit', '5000']]))).toHaveLength(1000);
  });

  it.each(['limit', 'offset'])('rejects a %s that is not a non-negative integer', async (name) => {
    for (const value of ['-1', 'abc', '1.5', '', '1e3']) {
      await expectError(await pbx(cdrPath([[name, value]])), 400, 'bad_request');
    }
  });

  it.each([
    ['billsec', 'asc'],
    ['caller_id_name', 'desc'],
    ['start_epoch', 'asc'],
    ['missed_call', 'desc'],
  ] as const)('orders by %s %s', async (field, direction) => {
    const rows = await pbxJson<DemoCallRecord[]>(
      cdrPath([
        ['order_by', `${field} ${direction}`],
        ['limit', '1000'],
      ]),
    );
    expect(rows).toHaveLength(1000);
    const sorted = calls().sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0));
    if (direction === 'desc') sorted.reverse();
    expect(rows.map((row) => row[field])).toEqual(sorted.slice(0, 1000).map((row) => row[field]));
  });

  it.each([
    'nosuchfield desc',
    'start_epoch',
    'start_epoch  desc',
    'start_epoch sideways',
    'sip_hangup_disposition asc',
  ])('rejects order_by %j', async (orderBy) => {
    await expectError(await pbx(cdrPath([['order_by', orderBy]])), 400, 'bad_request');
  });

  it('filters by a start_stamp[] range, both ends inclusive', async () => {
    const [newer, older] = [calls()[10], calls()[60]];
    if (!newer || !older) throw new Error('the data set is too small for this test');
    const rows = await pbxJson<DemoCallRecord[]>(
      cdrPath([
        ['start_stamp[]', older.start_stamp],
        ['start_stamp[]', newer.start_stamp],
      ]),
    );
    const expected = calls().filter(
      (call) => call.start_epoch >= older.start_epoch && call.start_epoch <= newer.start_epoch,
    );
    expect(rows).toEqual(expected);
    expect(rows.map((row) => row.uuid)).toEqual(expect.arrayContaining([newer.uuid, older.uuid]));
    for (const row of rows)
      expect(row.start_stamp >= older.start_stamp && row.start_stamp <= newer.start_stamp).toBe(true);
  });

  it('reads a bare date as the end bound as the whole of that day, and takes ISO 8601', async () => {
    const day = calls().filter((call) => call.start_stamp.startsWith('2026-11-18'));
    expect(day.length).toBeGreaterThan(0);
    const forms: [string, string][] = [
      ['2026-11-18', '2026-11-18'],
      ['2026-11-18 00:00:00', '2026-11-18'],
      ['2026-11-18T00:00:00Z', '2026-11-18T23:59:59.999Z'],
      ['2026-11-18T01:00:00+01:00', '2026-11-18T18:59:59-05:00'],
    ];
    for (const [start, end] of forms) {
      const rows = await pbxJson<DemoCallRecord[]>(
        cdrPath([
          ['start_stamp[]', start],
          ['start_stamp[]', end],
          ['limit', '1000'],
        ]),
      );
      expect(rows).toEqual(day);
    }
  });

  it('applies the zone offset of an ISO 8601 bound', async () => {
    const call = calls()[25];
    if (!call) throw new Error('the data set is too small for this test');
    // The call's start second written in UTC+02:00: 2 hours later on the clock face, same instant.
    const local = new Date((call.start_epoch + 2 * 3600) * 1000).toISOString().slice(0, 19);
    const rows = await pbxJson<DemoCallRecord[]>(
      cdrPath([
        ['start_stamp[]', `${local}+02:00`],
        ['start_stamp[]', `${local}+02:00`],
      ]),
    );
    expect(rows).toEqual(calls().filter((other) => other.start_epoch === call.start_epoch));
  });

  it('serves an empty list for a range with no calls', async () => {
    const path = cdrPath([
      ['start_stamp[]', '2001-01-01 00:00:00'],
      ['start_stamp[]', '2001-01-02 00:00:00'],
    ]);
    const response = await pbx(path);
    expect(await response.text()).toBe('[]');
  });

  it('wants start_stamp[] exactly zero or two times', async () => {
    for (const count of [1, 3]) {
      const params = Array.from({ length: count }, (): [string, string] => ['start_stamp[]', '2026-11-18']);
      await expectError(await pbx(cdrPath(params)), 400, 'bad_request');
    }
  });

  it.each(['yesterday', '2026-02-30 00:00:00', '2026-11-18 25:00:00', '18/11/2026'])(
    'rejects the range bound %j',
    async (bound) => {
      const path = cdrPath([
        ['start_stamp[]', bound],
        ['start_stamp[]', '2026-11-19'],
      ]);
      await expectError(await pbx(path), 400, 'bad_request');
    },
  );
});

describe('one call record', () => {
  it('serves the list fields plus the detail-only fields', async () => {
    const call = sim.data.calls.find(({ record }) => record.answer_stamp !== '');
    if (!call) throw new Error('no answered call');
    const body = await pbxJson<Record<string, unknown>>(`/xml_cdr/${call.record.uuid}`);
    expect(body).toEqual({ ...call.record, ...call.detail });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'sip_hangup_disposition',
        'read_codec',
        'write_codec',
        'remote_media_ip',
        'pdd_ms',
        'rtp_audio_in_mos',
      ]),
    );
    expect(body.rtp_audio_in_mos).toEqual(expect.any(Number));
  });

  it('is a 404 for an unknown id, including a recording id', async () => {
    await expectError(await pbx('/xml_cdr/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    await expectError(await pbx(`/xml_cdr/${sim.data.recordings[0]?.record.uuid}`), 404, 'not_found');
  });
});

describe('recordings', () => {
  it('lists about 60 recordings newest first, each of a recorded call', async () => {
    const rows = await pbxJson<DemoRecordingRecord[]>('/view_call_recordings');
    expect(rows).toEqual(sim.data.recordings.map(({ record }) => record));
    expect(rows).toHaveLength(60);
    const dates = rows.map((row) => row.call_recording_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const callsByRecording = new Map(calls().map((call) => [call.record_name, call]));
    const callUuids = new Set(calls().map((call) => call.uuid));
    for (const row of rows) {
      expect(row.call_recording_name).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_(\d+|anonymous)\.wav$/);
      const call = callsByRecording.get(row.call_recording_name);
      expect(call?.answer_stamp).toBe(row.call_recording_date);
      expect(callUuids.has(row.uuid)).toBe(false); // recording ids are their own
      expect(row.call_recording_length).toBeGreaterThanOrEqual(2);
      expect(row.call_recording_length).toBeLessThanOrEqual(6);
    }
  });

  it('pages with limit and offset', async () => {
    const page = await pbxJson<DemoRecordingRecord[]>('/view_call_recordings?limit=5&offset=5');
    expect(page).toEqual(sim.data.recordings.slice(5, 10).map(({ record }) => record));
    await expectError(await pbx('/view_call_recordings?limit=-5'), 400, 'bad_request');
    await expectError(await pbx('/view_call_recordings?offset=x'), 400, 'bad_request');
  });

  it.each(['', '&type=binary'])('downloads the WAV bytes (uuid%s)', async (type) => {
    const recording = sim.data.recordings[3];
    const response = await pbx(`/call_recording?uuid=${recording?.record.uuid}${type}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(recording?.audio ?? []))).toBe(true);
    expectWav(bytes, recording?.record.call_recording_length ?? -1);
  });

  it('downloads type=base64 as a JSON object by default', async () => {
    const recording = sim.data.recordings[0];
    const body = await pbxJson<Record<string, string>>(
      `/call_recording?uuid=${recording?.record.uuid}&type=base64`,
    );
    expect(Object.keys(body)).toEqual(['uuid', 'call_recording_base64']);
    expect(body.uuid).toBe(recording?.record.uuid);
    expect(
      Buffer.from(body.call_recording_base64 ?? '', 'base64').equals(Buffer.from(recording?.audio ?? [])),
    ).toBe(true);
  });

  it('downloads type=base64 as a text/plain body when configured so', async () => {
    sim.setOptions({ recordingBase64As: 'text' });
    const recording = sim.data.recordings[1];
    const response = await pbx(`/call_recording?uuid=${recording?.record.uuid}&type=base64`);
    expect(response.headers.get('content-type')).toBe('text/plain');
    const text = await response.text();
    expect(Buffer.from(text, 'base64').equals(Buffer.from(recording?.audio ?? []))).toBe(true);
  });

  it('rejects an unknown type, a missing uuid and unknown ids', async () => {
    const uuid = sim.data.recordings[0]?.record.uuid;
    await expectError(await pbx(`/call_recording?uuid=${uuid}&type=mp3`), 400, 'bad_request');
    await expectError(await pbx('/call_recording?type=binary'), 400, 'bad_request');
    await expectError(await pbx('/call_recording?uuid=nope'), 404, 'not_found');
    await expectError(await pbx(`/call_recording?uuid=${sim.data.calls[0]?.record.uuid}`), 404, 'not_found');
  });
});

describe('voicemail', () => {
  it('lists the messages of mailboxes 201 and 202 newest first, without audio', async () => {
    const rows = await pbxJson<DemoVoicemailRecord[]>('/voicemail_messages');
    expect(rows).toEqual(sim.data.voicemails.map(({ record }) => record));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.voicemail_id))).toEqual(new Set(['201', '202']));
    expect(new Set(rows.map((row) => row.message_status))).toEqual(new Set(['', 'saved']));
    const created = rows.map((row) => row.created_epoch);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const row of rows) {
      expect(row).not.toHaveProperty('message_base64');
      expect(row).not.toHaveProperty('message_intro_base64');
      expect(row.created_epoch).toBeLessThanOrEqual(NOW / 1000);
    }
  });

  it('serves one message with its audio as message_base64', async () => {
    const message = sim.data.voicemails[2];
    const body = await pbxJson<Record<string, unknown>>(`/voicemail_messages/${message?.record.uuid}`);
    const { message_base64: base64, ...record } = body;
    expect(record).toEqual(message?.record);
    const audio = Buffer.from(String(base64), 'base64');
    expect(audio.equals(Buffer.from(message?.audio ?? []))).toBe(true);
    expectWav(audio, message?.record.message_length ?? -1);
  });

  it('is a 404 for an unknown message', async () => {
    await expectError(
      await pbx('/voicemail_messages/00000000-0000-4000-8000-000000000000'),
      404,
      'not_found',
    );
  });

  it('takes new messages through addVoicemail, newest first', async () => {
    const server = await startDemoServer({ now: () => NOW + 60_000, callCount: 10, wire: 'plain' });
    try {
      const added = server.addVoicemail({ record: { caller_id_name: 'Test Caller', voicemail_id: '202' } });
      expect(added.record).toMatchObject({
        caller_id_name: 'Test Caller',
        voicemail_id: '202',
        voicemail_uuid: server.data.voicemails.find(({ record }) => record.voicemail_id === '202')?.record
          .voicemail_uuid,
        created_epoch: (NOW + 60_000) / 1000,
        message_status: '',
      });
      const rows = (await (await pbx('/voicemail_messages', {}, server)).json()) as DemoVoicemailRecord[];
      expect(rows).toHaveLength(9);
      expect(rows[0]).toEqual(added.record);
      const one = (await (await pbx(`/voicemail_messages/${added.record.uuid}`, {}, server)).json()) as {
        message_base64: string;
      };
      expectWav(Buffer.from(one.message_base64, 'base64'), added.record.message_length);
    } finally {
      await server.close();
    }
  });
});

describe('number lookup', () => {
  const known = '15555550123';

  it.each([known, '5555550123', '+15555550123'])('serves the extended result for tn=%s', async (tn) => {
    const body = await lookupBody({ tn, extended: 'true' });
    const entry = sim.data.lrn.find((candidate) => candidate.number === known);
    expect(body).toEqual(entry?.extended);
    expect(Object.keys(body).sort()).toEqual(
      [
        'CITY',
        'code',
        'LINETYPE',
        'DNC',
        'OCN',
        'COUNTRY',
        'LOOKUP_TYPE',
        'JURISDICTION',
        'NUMBER',
        'LRN',
        'STATE',
        'LEC',
        'LATA',
        'SPID',
        'msg',
        'type',
      ].sort(),
    );
    expect(body).toMatchObject({
      code: 200,
      type: '+OK',
      msg: 'Success',
      LOOKUP_TYPE: 'EXTENDED',
      NUMBER: known,
    });
  });

  it.each<Record<string, string>>([{}, { extended: 'false' }])(
    'serves the basic shape without extended=true (%o)',
    async (params) => {
      const body = await lookupBody({ tn: known, ...params });
      expect(body).toEqual({
        NUMBER: known,
        LRN: expect.stringMatching(/^\d{10}$/),
        LEC: expect.any(String),
        OCN: expect.any(String),
        code: 200,
        msg: 'Success',
        type: '+OK',
        LOOKUP_TYPE: 'BASIC',
      });
    },
  );

  it('has a table that covers the cases the spec warns about', () => {
    const results = sim.data.lrn.map(({ extended }) => extended);
    expect(results.length).toBeGreaterThanOrEqual(8);
    expect(results.length).toBeLessThanOrEqual(12);
    const lineTypes = results.map((result) => result.LINETYPE);
    expect(lineTypes).toEqual(expect.arrayContaining(['wireless', 'landline']));
    expect(results.filter((result) => result.DNC === 'Y')).toHaveLength(1);
    for (const field of ['DNC', 'COUNTRY', 'SPID'] as const) {
      expect(results.filter((result) => result[field] === '').length).toBeGreaterThanOrEqual(2);
    }
    for (const result of results) expect(result.NUMBER).toMatch(/^1555555\d{4}$/);
  });

  it('serves empty strings as empty strings and leaves missing fields out', async () => {
    const sparse = sim.data.lrn.find(({ extended }) => !('CITY' in extended));
    const empty = sim.data.lrn.find(({ extended }) => extended.DNC === '' && extended.COUNTRY === '');
    if (!sparse || !empty) throw new Error('the LRN table lacks a sparse or an empty-field entry');
    const sparseBody = await lookupBody({ tn: sparse.number, extended: 'true' });
    expect(sparseBody).toMatchObject({ code: 200, type: '+OK' });
    for (const field of ['CITY', 'STATE', 'LATA', 'JURISDICTION'])
      expect(sparseBody).not.toHaveProperty(field);
    const emptyBody = await lookupBody({ tn: empty.number, extended: 'true' });
    expect([emptyBody.DNC, emptyBody.COUNTRY]).toEqual(['', '']);
  });

  it('answers an unknown number with HTTP 200 and body code 404', async () => {
    expect(await lookupBody({ tn: '5555559999', extended: 'true' })).toEqual({
      code: 404,
      msg: 'No LRN data for 15555559999',
      type: '-ERR',
    });
  });

  it.each(['abc', '555-555-0123', '5550123', '25555550123', '+25555550123', ' 15555550123', ''])(
    'answers the malformed tn %j with HTTP 200 and body code 400',
    async (tn) => {
      expect(await lookupBody({ tn })).toEqual({ code: 400, msg: 'Invalid telephone number', type: '-ERR' });
    },
  );

  it('answers a missing tn with body code 400', async () => {
    expect(await lookupBody({})).toEqual({ code: 400, msg: 'Invalid telephone number', type: '-ERR' });
  });
});

describe('formats', () => {
  it('serves lists as XML rows under a root named after the resource', async () => {
    sim.setOptions({ format: 'xml' });
    const { parsed } = await pbxXml('/xml_cdr?limit=3');
    const rows = (parsed.xml_cdr as { row: Record<string, string>[] }).row;
    expect(rows.map((row) => row.uuid)).toEqual(
      calls()
        .slice(0, 3)
        .map((call) => call.uuid),
    );
    expect(rows[0]?.billsec).toBe(String(calls()[0]?.billsec));
    expect((await pbxXml('/view_call_recordings?limit=2')).parsed).toHaveProperty('call_recordings.row');
    const voicemail = (await pbxXml('/voicemail_messages')).parsed.voicemail_messages as { row: unknown[] };
    expect(voicemail.row).toHaveLength(8);
  });

  it('serves one record as its fields under the root, escaped', async () => {
    sim.setOptions({ format: 'xml' });
    const call = sim.data.calls.find(({ record }) => record.caller_id_name.includes('&'));
    if (!call) throw new Error('no caller with an ampersand in the data set');
    const { raw, parsed } = await pbxXml(`/xml_cdr/${call.record.uuid}`);
    expect(raw).toContain('<caller_id_name>Baker &amp; Sons Plumbing</caller_id_name>');
    const record = parsed.xml_cdr as Record<string, string>;
    expect(record.uuid).toBe(call.record.uuid);
    expect(record.caller_id_name).toBe('Baker & Sons Plumbing');
    expect(record.sip_hangup_disposition).toBe(call.detail.sip_hangup_disposition);
  });

  it('serves an empty XML list as an empty root element', async () => {
    sim.setOptions({ format: 'xml' });
    const { raw } = await pbxXml('/xml_cdr?limit=0');
    expect(raw.trim().endsWith('<xml_cdr/>')).toBe(true);
  });

  it('keeps errors and the lookup service in JSON', async () => {
    sim.setOptions({ format: 'xml' });
    await expectError(await pbx('/xml_cdr/unknown'), 404, 'not_found');
    expect((await lookupBody({ tn: '15555550123' })).code).toBe(200);
  });

  it('wraps JSON lists when listShape is wrapped', async () => {
    sim.setOptions({ listShape: 'wrapped' });
    expect(await pbxJson('/xml_cdr?limit=3')).toEqual({
      status: 'ok',
      data: calls().slice(0, 3),
      total: 2000,
    });
    const empty = '/xml_cdr?start_stamp[]=2001-01-01&start_stamp[]=2001-01-02';
    expect(await pbxJson(empty)).toEqual({ status: 'ok', data: [], total: 0 });
    const voicemail = await pbxJson<{ total: number }>('/voicemail_messages');
    expect(voicemail.total).toBe(8);
    // A single record is not a list: it stays a bare object.
    expect(await pbxJson(`/xml_cdr/${calls()[0]?.uuid}`)).toMatchObject({ uuid: calls()[0]?.uuid });
  });

  it('names ids after the resource in the resource id style', async () => {
    sim.setOptions({ idStyle: 'resource' });
    const [call] = await pbxJson<Record<string, unknown>[]>('/xml_cdr?limit=1');
    expect(Object.keys(call ?? {})[0]).toBe('xml_cdr_uuid');
    expect(call).not.toHaveProperty('uuid');
    expect(call?.xml_cdr_uuid).toBe(calls()[0]?.uuid);
    const [recording] = await pbxJson<Record<string, unknown>[]>('/view_call_recordings?limit=1');
    expect(recording?.call_recording_uuid).toBe(sim.data.recordings[0]?.record.uuid);
    const [message] = await pbxJson<Record<string, unknown>[]>('/voicemail_messages');
    expect(message?.voicemail_message_uuid).toBe(sim.data.voicemails[0]?.record.uuid);
    const one = await pbxJson<Record<string, unknown>>(
      `/voicemail_messages/${message?.voicemail_message_uuid}`,
    );
    expect(one).toHaveProperty('voicemail_message_uuid');
    const base64 = await pbxJson<Record<string, unknown>>(
      `/call_recording?uuid=${recording?.call_recording_uuid}&type=base64`,
    );
    expect(Object.keys(base64)).toEqual(['call_recording_uuid', 'call_recording_base64']);
  });
});

describe('fault injection', () => {
  it('serves a canned reply, with JSON as the default content type of a body', async () => {
    sim.injectFault({
      op: 'voicemails',
      fault: { kind: 'reply', status: 503, body: '{"error":"maintenance"}', headers: { 'retry-after': '5' } },
    });
    const response = await pbx('/voicemail_messages');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe('{"error":"maintenance"}');
  });

  it('serves a canned reply without a body or content type', async () => {
    sim.injectFault({ fault: { kind: 'reply', status: 500 } });
    const response = await pbx('/voicemail_messages');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('changes only the content type', async () => {
    sim.injectFault({ fault: { kind: 'content-type', contentType: 'text/csv' } });
    const response = await pbx('/voicemail_messages');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(await response.json()).toEqual(sim.data.voicemails.map(({ record }) => record));
  });

  it('serves an HTML login page with status 200', async () => {
    sim.injectFault({ fault: { kind: 'html' } });
    const response = await pbx('/xml_cdr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/<html[\s\S]*<form/);
  });

  it('serves the normal data as XML for one reply', async () => {
    sim.injectFault({ op: 'voicemails', times: 1, fault: { kind: 'xml' } });
    const { parsed } = await pbxXml('/voicemail_messages');
    expect((parsed.voicemail_messages as { row: unknown[] }).row).toHaveLength(8);
    expect((await pbx('/voicemail_messages')).headers.get('content-type')).toBe('application/json');
  });

  it('delays the normal reply', async () => {
    sim.injectFault({ fault: { kind: 'delay', ms: 250 } });
    const started = performance.now();
    const body = await pbxJson<unknown[]>('/voicemail_messages');
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(body).toHaveLength(8);
  });

  it('cancels a delayed reply when the server closes, so no timer keeps the process alive', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const server = await startDemoServer({ callCount: 10 });
    try {
      server.injectFault({ fault: { kind: 'delay', ms: 60_000 } });
      const pending = pbx('/voicemail_messages', {}, server).catch((caught: unknown) => caught);
      await expect.poll(() => setTimer.mock.calls.some(([, ms]) => ms === 60_000)).toBe(true);
      const timer = setTimer.mock.results[setTimer.mock.calls.findIndex(([, ms]) => ms === 60_000)]?.value;
      await server.close();
      expect(await pending).toBeInstanceOf(TypeError);
      await expect.poll(() => clearTimer.mock.calls.some(([cleared]) => cleared === timer)).toBe(true);
    } finally {
      setTimer.mockRestore();
      clearTimer.mockRestore();
      await server.close();
    }
  });

  it('hangs until the client gives up, and close() still returns promptly', async () => {
    const server = await startDemoServer({ callCount: 10 });
    server.injectFault({ fault: { kind: 'hang' } });
    const error = await pbx('/voicemail_messages', { signal: AbortSignal.timeout(300) }, server).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'TimeoutError' });
    // A second hung request still open on the server side when it closes.
    const pending = pbx('/voicemail_messages', {}, server).catch((caught: unknown) => caught);
    await expect.poll(() => server.requests.length).toBe(2);
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(TypeError); // the socket closed under the waiting client
  });

  it('resets the connection without a reply', async () => {
    sim.injectFault({ op: 'recordings', times: 1, fault: { kind: 'reset' } });
    const error = (await pbx('/view_call_recordings').catch((caught: unknown) => caught)) as Error & {
      cause?: { code?: string; message?: string };
    };
    expect(error).toBeInstanceOf(TypeError);
    expect(`${error.cause?.code} ${error.cause?.message}`).toMatch(/ECONNRESET|other side closed/);
    expect((await pbx('/view_call_recordings')).status).toBe(200);
  });

  it('sends JSON that does not parse', async () => {
    sim.injectFault({ fault: { kind: 'malformed' } });
    const response = await pbx('/xml_cdr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('announces more bytes than it sends, then closes', async () => {
    const fullLength = (await (await pbx('/voicemail_messages')).arrayBuffer()).byteLength;
    sim.injectFault({ fault: { kind: 'truncated' } });
    const response = await pbx('/voicemail_messages');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(fullLength));
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('sends a huge JSON body of exactly the requested size', async () => {
    sim.injectFault({ fault: { kind: 'huge', bytes: 300_000 } });
    const response = await pbx('/voicemail_messages');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBe('300000');
    const text = await response.text();
    expect(text).toHaveLength(300_000);
    expect(JSON.parse(text)).toEqual([expect.any(String)]);
  });

  it('faults only the operation named, only `times` times, without touching the rule given', async () => {
    const rule: FaultRule = { op: 'cdrs', times: 2, fault: { kind: 'reply', status: 500 } };
    sim.injectFault(rule);
    expect((await pbx('/xml_cdr')).status).toBe(500);
    expect((await pbx('/voicemail_messages')).status).toBe(200);
    expect((await pbx('/xml_cdr')).status).toBe(500);
    expect((await pbx('/xml_cdr')).status).toBe(200);
    expect(rule.times).toBe(2);
  });

  it('applies the first matching rule in insertion order, until cleared', async () => {
    sim.injectFault({ op: 'cdrs', times: 1, fault: { kind: 'reply', status: 501 } });
    sim.injectFault({ fault: { kind: 'reply', status: 502 } });
    expect((await pbx('/xml_cdr')).status).toBe(501);
    expect((await pbx('/xml_cdr')).status).toBe(502);
    expect((await lookup({ api_key: sim.lookupKey, tn: '5555550123' })).status).toBe(502);
    expect((await fetch(`${sim.url}/no/such/path`)).status).toBe(502); // a rule without op covers any request
    sim.clearFaults();
    expect((await pbx('/xml_cdr')).status).toBe(200);
  });

  it('applies faults before authentication', async () => {
    sim.injectFault({ op: 'cdrs', fault: { kind: 'html' } });
    const response = await fetch(`${sim.baseUrl}/xml_cdr`); // no key at all
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses rules that could never work as written', () => {
    const reply = { kind: 'reply', status: 500 } as const;
    expect(() => sim.injectFault({ times: 0, fault: reply })).toThrow(RangeError);
    expect(() => sim.injectFault({ times: 1.5, fault: reply })).toThrow(RangeError);
    expect(() => sim.injectFault({ fault: { kind: 'huge', bytes: 3 } })).toThrow(RangeError);
  });
});

describe('request log', () => {
  it('records every request in arrival order with its details', async () => {
    const before = Date.now();
    await pbx(
      cdrPath([
        ['start_stamp[]', '2026-11-01'],
        ['start_stamp[]', '2026-11-02'],
        ['limit', '5'],
      ]),
    );
    await lookup({ api_key: sim.lookupKey, tn: '5555550123' });
    const [cdrs, lrn] = sim.requests;
    expect(sim.requests).toHaveLength(2);
    expect(cdrs).toMatchObject({
      op: 'cdrs',
      method: 'GET',
      path: '/app/api/7/xml_cdr',
      query: [
        ['start_stamp[]', '2026-11-01'],
        ['start_stamp[]', '2026-11-02'],
        ['limit', '5'],
      ],
    });
    expect(cdrs?.headers.authorization).toBe(`Basic ${DEMO_PBX_KEY}`);
    expect(cdrs?.at).toBeGreaterThanOrEqual(before);
    expect(cdrs?.at).toBeLessThanOrEqual(lrn?.at ?? 0);
    expect(lrn).toMatchObject({ op: 'lookup', path: '/api/lookup/lrn' });
  });

  it('records rejected, unknown and faulted requests too', async () => {
    sim.injectFault({ op: 'voicemail', fault: { kind: 'reset' } });
    await fetch(`${sim.baseUrl}/xml_cdr`); // 401
    await fetch(`${sim.url}/nowhere`); // 404
    await fetch(`${sim.baseUrl}/originate?extension=201&destination=12`, { method: 'POST' }); // 405
    await pbx('/voicemail_messages/x').catch(() => undefined); // reset
    expect(sim.requests.map(({ op, method }) => [op, method])).toEqual([
      ['cdrs', 'GET'],
      ['unknown', 'GET'],
      ['originate', 'POST'],
      ['voicemail', 'GET'],
    ]);
  });

  it('filters by operation and clears in place', async () => {
    const log = sim.requests;
    await pbx('/voicemail_messages');
    await pbx('/xml_cdr?limit=1');
    await pbx('/voicemail_messages');
    expect(sim.requestsFor('voicemails')).toHaveLength(2);
    expect(sim.requestsFor('cdrs').map((request) => request.query)).toEqual([[['limit', '1']]]);
    expect(sim.requestsFor('originate')).toEqual([]);
    sim.clearRequests();
    expect(log).toHaveLength(0);
    expect(sim.requests).toHaveLength(0);
  });
});

describe('determinism', () => {
  it('builds the identical data set for the same seed and now, a different one for another seed', async () => {
    const [a, b, c] = await Promise.all([
      startDemoServer({ seed: 42, now: () => NOW, callCount: 300 }),
      startDemoServer({ seed: 42, now: () => NOW, callCount: 300 }),
      startDemoServer({ seed: 43, now: () => NOW, callCount: 300 }),
    ]);
    try {
      const snapshot = (server: DemoServer) =>
        JSON.stringify({
          calls: server.data.calls,
          recordings: server.data.recordings.map(({ record }) => record),
          voicemails: server.data.voicemails.map(({ record }) => record),
          lrn: server.data.lrn,
        });
      expect(snapshot(a)).toBe(snapshot(b));
      expect(snapshot(a)).not.toBe(snapshot(c));
      const audio = (server: DemoServer) => Buffer.from(server.data.voicemails[0]?.audio ?? []);
      expect(audio(a).equals(audio(b))).toBe(true);
      const served = async (server: DemoServer) => (await pbx('/xml_cdr?limit=1000', {}, server)).text();
      expect(await served(a)).toBe(await served(b));
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('honours callCount and keeps every call inside the 90 days before now', async () => {
    const small = await startDemoServer({ now: () => NOW, callCount: 40 });
    try {
      expect(small.data.calls).toHaveLength(40);
      expect(small.data.generatedAt).toBe(NOW);
      expect(small.data.recordings.length).toBeLessThanOrEqual(40);
      for (const { record } of small.data.calls) expect(record.end_epoch).toBeLessThanOrEqual(NOW / 1000);
    } finally {
      await small.close();
    }
  });
});

describe('audio', () => {
  it('synthesises a valid, audible 2-6 s WAV per recording and message, with variety', () => {
    const clips = [
      ...sim.data.recordings.map(({ record, audio }) => ({ audio, seconds: record.call_recording_length })),
      ...sim.data.voicemails.map(({ record, audio }) => ({ audio, seconds: record.message_length })),
    ];
    for (const { audio, seconds } of clips) {
      expect(seconds).toBeGreaterThanOrEqual(2);
      expect(seconds).toBeLessThanOrEqual(6);
      expectWav(audio, seconds);
    }
    expect(new Set(clips.map(({ seconds }) => seconds)).size).toBeGreaterThanOrEqual(3);
    const distinct = new Set(clips.map(({ audio }) => Buffer.from(audio).toString('base64')));
    expect(distinct.size).toBeGreaterThan(clips.length * 0.9);
  });

  it('serves the same cached bytes on every read', () => {
    const recording = sim.data.recordings[0];
    expect(recording?.audio).toBe(recording?.audio);
  });
});

describe('command line', () => {
  it('prints the URLs, keys and an example, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'main/demo/cli.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
      });
      await expect.poll(() => output, { timeout: 15_000 }).toContain('Press Ctrl+C');
      const baseUrl = /Phone system base URL: (\S+)/.exec(output)?.[1];
      expect(output).toMatch(/Lookup URL: +http:\/\/127\.0\.0\.1:\d+\/api\n/);
      expect(output).toContain(DEMO_PBX_KEY);
      expect(output).toContain(DEMO_LOOKUP_KEY);
      expect(output).toMatch(/curl -H 'Authorization: Basic demo-pbx-key'/);
      const response = await fetch(`${baseUrl}/xml_cdr?limit=1`, {
        headers: { Authorization: `Basic ${DEMO_PBX_KEY}` },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describe('the FusionPBX wire form', () => {
  type WireRow = Record<string, string | boolean | null>;
  const SALES_PHONES = ['201', '202', '203', '205'];
  const TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;
  const NUMERIC = /^\d+$/;
  const EPOCH_OF_STAMP = { start_stamp: 'start_epoch', answer_stamp: 'answer_epoch', end_stamp: 'end_epoch' };
  // US daylight saving time ends on 2026-11-01 at 02:00 CDT: Chicago is -05 before, -06 after.
  const CHICAGO_WINTER_FROM = Date.UTC(2026, 10, 1, 7) / 1000;

  let fusion: DemoServer;
  /** Every row of the call history in the default order (start_epoch desc). */
  let rows: WireRow[];

  beforeAll(async () => {
    fusion = await startDemoServer({ now: () => NOW, wire: 'fusionpbx' });
    rows = await allRows(fusion);
  });
  afterAll(() => fusion.close());

  async function json<T>(server: DemoServer, path: string): Promise<T> {
    const response = await pbx(path, {}, server);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  async function allRows(server: DemoServer, params: [string, string][] = []): Promise<WireRow[]> {
    const all: WireRow[] = [];
    for (;;) {
      const path = cdrPath([...params, ['limit', '1000'], ['offset', String(all.length)]]);
      const page = await json<WireRow[]>(server, path);
      all.push(...page);
      if (page.length < 1000) return all;
    }
  }

  const aLegs = () => rows.filter((row) => row.leg === 'a');
  const bLegs = () => rows.filter((row) => row.leg === 'b');
  /** A boolean column read either way it is sent. */
  const truth = (value: WireRow[string] | undefined) =>
    value === 't' ? true : value === 'f' ? false : value;
  const start = (row: WireRow) => Number(row.start_epoch);

  /**
   * Each a-leg's b-legs: those naming it, and those naming no a-leg that have its direction and caller and
   * start in its second or the next (how the app matches them). Fails on a b-leg that fits no a-leg, or two.
   */
  function legsByALeg(): Map<WireRow, WireRow[]> {
    const byId = new Map(aLegs().map((row) => [row.xml_cdr_uuid, row]));
    const legs = new Map(aLegs().map((row): [WireRow, WireRow[]] => [row, []]));
    for (const bLeg of bLegs()) {
      const named = typeof bLeg.originating_leg_uuid === 'string' && byId.get(bLeg.originating_leg_uuid);
      const candidates = named
        ? [named]
        : aLegs().filter(
            (aLeg) =>
              aLeg.direction === bLeg.direction &&
              aLeg.caller_id_number === bLeg.caller_id_number &&
              [0, 1].includes(start(bLeg) - start(aLeg)),
          );
      expect(candidates, String(bLeg.xml_cdr_uuid)).toHaveLength(1);
      if (candidates[0]) legs.get(candidates[0])?.push(bLeg);
    }
    return legs;
  }

  it('writes one a-leg per call, under the call id, and b-legs with ids of their own', () => {
    const ids = fusion.data.calls.map(({ record }) => record.uuid);
    expect(aLegs().map((row) => row.xml_cdr_uuid)).toEqual(ids);
    const model = new Set(ids);
    expect(bLegs().length).toBeGreaterThan(1200);
    for (const bLeg of bLegs()) {
      expect(bLeg.xml_cdr_uuid).toMatch(UUID);
      expect(model.has(String(bLeg.xml_cdr_uuid))).toBe(false);
    }
    expect(new Set(rows.map((row) => row.xml_cdr_uuid)).size).toBe(rows.length);
  });

  it('links a b-leg to its a-leg both ways, except about one in five that names nothing', () => {
    const byId = new Map(rows.map((row) => [row.xml_cdr_uuid, row]));
    for (const aLeg of aLegs()) {
      if (aLeg.bridge_uuid === null) continue;
      const bridged = byId.get(aLeg.bridge_uuid);
      expect(bridged).toMatchObject({
        leg: 'b',
        status: 'answered',
        originating_leg_uuid: aLeg.xml_cdr_uuid,
      });
    }
    const named = new Set(aLegs().map((row) => row.bridge_uuid));
    const unlinked = bLegs().filter((row) => row.originating_leg_uuid === null);
    for (const bLeg of unlinked) expect(named.has(bLeg.xml_cdr_uuid)).toBe(false);
    expect(unlinked.length / bLegs().length).toBeGreaterThan(0.12);
    expect(unlinked.length / bLegs().length).toBeLessThan(0.28);
  });

  it('gives a b-leg the a-leg direction and parties, a start in the same second or the next', () => {
    const lags = new Set<number>();
    for (const [aLeg, legs] of legsByALeg()) {
      for (const bLeg of legs) {
        for (const column of ['direction', 'caller_id_name', 'caller_id_number', 'caller_destination']) {
          expect(bLeg[column]).toBe(aLeg[column]);
        }
        lags.add(start(bLeg) - start(aLeg));
        // A phone that lost the race stopped ringing when another answered.
        expect(bLeg.end_epoch).toBe(
          bLeg.status === 'answered' || aLeg.answer_stamp === null ? aLeg.end_epoch : aLeg.answer_epoch,
        );
      }
    }
    expect(lags).toEqual(new Set([0, 1]));
  });

  it('bridges an answered call to one b-leg, and rings no one for an unanswered direct call', () => {
    for (const [aLeg, legs] of legsByALeg()) {
      if (aLeg.destination_number === '600') continue;
      const answered = aLeg.status === 'answered';
      expect(legs).toHaveLength(answered ? 1 : 0);
      if (answered) {
        expect(legs[0]).toMatchObject({ status: 'answered', destination_number: aLeg.destination_number });
        expect(truth(legs[0]?.missed_call)).toBe(false);
      }
    }
  });

  it('rings the four Sales phones on about a quarter of inbound calls, and one of them takes it', () => {
    const inbound = aLegs().filter((row) => row.direction === 'inbound');
    const ringGroup = inbound.filter((row) => row.destination_number === '600');
    expect(ringGroup.length / inbound.length).toBeGreaterThan(0.15);
    expect(ringGroup.length / inbound.length).toBeLessThan(0.35);
    const model = new Map(fusion.data.calls.map(({ record }) => [record.uuid, record]));
    const legs = legsByALeg();
    let answeredCount = 0;
    for (const aLeg of ringGroup) {
      const phones = legs.get(aLeg) ?? [];
      expect(phones.map((row) => row.destination_number).sort()).toEqual(SALES_PHONES);
      const answered = phones.filter((row) => row.status === 'answered');
      const call = model.get(String(aLeg.xml_cdr_uuid));
      if (aLeg.status === 'answered') {
        answeredCount++;
        expect(answered.map((row) => row.destination_number)).toEqual([call?.extension]);
        if (answered[0]?.originating_leg_uuid) expect(aLeg.bridge_uuid).toBe(answered[0].xml_cdr_uuid);
      } else {
        expect(answered).toEqual([]);
      }
      for (const phone of phones.filter((row) => row.status !== 'answered')) {
        expect(phone).toMatchObject({
          status: 'no_answer',
          answer_stamp: null,
          answer_epoch: '0',
          billsec: '0',
        });
        expect(truth(phone.missed_call)).toBe(false);
        if (aLeg.status === 'answered') expect(phone.hangup_cause).toBe('LOSE_RACE');
      }
    }
    expect(answeredCount).toBeGreaterThan(0);
    expect(answeredCount).toBeLessThan(ringGroup.length);
  });

  const OUTCOMES: [direction: string, cause: string, status: string, missed: boolean | null][] = [
    ['inbound', 'NORMAL_CLEARING', 'answered', false],
    ['outbound', 'NORMAL_CLEARING', 'answered', false],
    ['local', 'NORMAL_CLEARING', 'answered', false],
    ['inbound', 'ORIGINATOR_CANCEL', 'missed', true],
    ['inbound', 'NO_ANSWER', 'voicemail', true],
    ['inbound', 'USER_BUSY', 'busy', null],
    ['inbound', 'CALL_REJECTED', 'failed', null],
    ['outbound', 'ORIGINATOR_CANCEL', 'cancelled', null],
    ['outbound', 'NO_ANSWER', 'no_answer', null],
    ['outbound', 'USER_BUSY', 'busy', null],
    ['outbound', 'CALL_REJECTED', 'failed', null],
    ['local', 'ORIGINATOR_CANCEL', 'cancelled', null],
    ['local', 'NO_ANSWER', 'no_answer', null],
    ['local', 'USER_BUSY', 'busy', null],
    ['local', 'CALL_REJECTED', 'failed', null],
  ];

  it.each(OUTCOMES)(
    'marks a %s call that ended %s as %s, missed_call %s',
    (direction, cause, status, missed) => {
      const matching = aLegs().filter((row) => row.direction === direction && row.hangup_cause === cause);
      expect(matching.length).toBeGreaterThan(0);
      for (const row of matching) {
        expect(row.status).toBe(status);
        expect(truth(row.missed_call)).toBe(missed);
        expect(truth(row.voicemail_message)).toBe(status === 'voicemail');
      }
    },
  );

  it('sends numbers as text, empty columns as null, booleans as true/false or "t"/"f"', () => {
    for (const row of rows) {
      for (const column of [
        'start_epoch',
        'answer_epoch',
        'end_epoch',
        'duration',
        'billsec',
        'hangup_cause_q850',
      ]) {
        expect(row[column], column).toMatch(NUMERIC);
      }
      expect([true, false, 't', 'f', null]).toContain(row.missed_call);
      expect([true, false, 't', 'f']).toContain(row.voicemail_message);
      if (row.answer_epoch === '0') expect(row.answer_stamp).toBeNull();
      expect(row.record_name === null || String(row.record_name).endsWith('.wav')).toBe(true);
      expect(row).not.toHaveProperty('extension');
    }
    const texts = rows.filter((row) => row.missed_call === 't' || row.missed_call === 'f').length;
    expect(texts / rows.length).toBeGreaterThan(0.1);
    expect(texts / rows.length).toBeLessThan(0.3);
    expect(rows.some((row) => row.missed_call === null)).toBe(true);
    expect(rows.some((row) => row.missed_call === false)).toBe(true);
  });

  it('names every row by xml_cdr_uuid, about half of them by the older uuid too', () => {
    const both = rows.filter((row) => 'uuid' in row);
    for (const row of both) expect(row.uuid).toBe(row.xml_cdr_uuid);
    expect(both.length / rows.length).toBeGreaterThan(0.4);
    expect(both.length / rows.length).toBeLessThan(0.6);
    expect(Object.keys(both[0] ?? {}).slice(0, 2)).toEqual(['xml_cdr_uuid', 'uuid']);
  });

  it('prints stamps as timestamptz in Chicago that stand for the instant of their epoch', () => {
    const offsets = new Set<string>();
    let fractions = 0;
    for (const row of rows) {
      for (const [stamp, epoch] of Object.entries(EPOCH_OF_STAMP)) {
        const text = row[stamp];
        if (text === null) continue;
        expect(text).toMatch(TIMESTAMPTZ);
        const ms = stampMs(text);
        expect(ms === null ? null : Math.floor(ms / 1000)).toBe(Number(row[epoch]));
        const offset = String(text).slice(-3);
        expect(offset).toBe(Number(row[epoch]) < CHICAGO_WINTER_FROM ? '-05' : '-06');
        offsets.add(offset);
        if (String(text).includes('.')) fractions++;
      }
    }
    expect(offsets).toEqual(new Set(['-05', '-06']));
    expect(fractions).toBeGreaterThan(0);
  });

  it.each([
    ['Asia/Kolkata', '+05:30'],
    ['Asia/Kathmandu', '+05:45'],
    ['UTC', '+00'],
  ])('prints the stamps of a server in %s with %s, and filters by its local days', async (zone, offset) => {
    const server = await startDemoServer({
      now: () => NOW,
      wire: 'fusionpbx',
      serverZone: zone,
      callCount: 300,
    });
    try {
      const zoned = await allRows(server);
      for (const row of zoned) {
        expect(String(row.start_stamp).endsWith(offset)).toBe(true);
        expect(Math.floor((stampMs(row.start_stamp) ?? 0) / 1000)).toBe(Number(row.start_epoch));
      }
      // As the app asks for one day: the bounds carry the offset, written with minutes.
      const minutes = offset.length === 3 ? `${offset}:00` : offset;
      const day = await allRows(server, [
        ['start_stamp[]', `2026-11-18 00:00:00${minutes}`],
        ['start_stamp[]', `2026-11-18 23:59:59${minutes}`],
      ]);
      expect(day.length).toBeGreaterThan(0);
      expect(day).toEqual(zoned.filter((row) => String(row.start_stamp).startsWith('2026-11-18')));
    } finally {
      await server.close();
    }
  });

  it('refuses a zone it does not know when it starts', async () => {
    await expect(
      startDemoServer({ wire: 'fusionpbx', serverZone: 'Mars/Olympus', callCount: 1 }),
    ).rejects.toThrow(RangeError);
  });

  it('pages over the legs, newest first, an a-leg ahead of b-legs of the same second', async () => {
    fusion.setOptions({ listShape: 'wrapped' });
    try {
      const wrapped = await json<{ data: WireRow[]; total: number }>(
        fusion,
        cdrPath([
          ['limit', '7'],
          ['offset', '20'],
        ]),
      );
      expect(wrapped.total).toBe(rows.length);
      expect(wrapped.data).toEqual(rows.slice(20, 27));
    } finally {
      fusion.setOptions({ listShape: 'bare' });
    }
    expect(rows.length).toBeGreaterThan(fusion.data.calls.length + 1200);
    const starts = rows.map(start);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const position = new Map(rows.map((row, index) => [row, index]));
    for (const [aLeg, legs] of legsByALeg()) {
      for (const bLeg of legs.filter((row) => start(row) === start(aLeg))) {
        expect(position.get(aLeg)).toBeLessThan(position.get(bLeg) ?? -1);
      }
    }
  });

  it('sorts by the values, not their text: numbers as numbers, NULL last ascending', async () => {
    const byBillsec = await allRows(fusion, [['order_by', 'billsec asc']]);
    expect(byBillsec).toHaveLength(rows.length);
    const billsecs = byBillsec.map((row) => Number(row.billsec));
    expect(billsecs).toEqual([...billsecs].sort((a, b) => a - b));
    const byMissed = (await allRows(fusion, [['order_by', 'missed_call asc']])).map((row) =>
      truth(row.missed_call),
    );
    const firstNull = byMissed.indexOf(null);
    expect(byMissed.slice(0, firstNull).every((missed) => missed !== null)).toBe(true);
    expect(byMissed.slice(firstNull).every((missed) => missed === null)).toBe(true);
    expect(byMissed.indexOf(true)).toBeGreaterThan(byMissed.lastIndexOf(false));
    await expectError(await pbx(cdrPath([['order_by', 'extension asc']]), {}, fusion), 400, 'bad_request');
  });

  it('serves any leg by its id, with the detail columns', async () => {
    const ringing = bLegs().find((row) => row.status === 'no_answer');
    const bridged = bLegs().find((row) => row.status === 'answered');
    for (const row of [ringing, bridged]) {
      if (!row) throw new Error('no such b-leg');
      const body = await json<WireRow>(fusion, `/xml_cdr/${row.xml_cdr_uuid}`);
      expect(body).toMatchObject(row);
      expect(body.pdd_ms).toMatch(NUMERIC);
      expect(body.read_codec).toEqual(expect.any(String));
      if (row === ringing) expect(body.rtp_audio_in_mos).toBeNull();
      else expect(body.rtp_audio_in_mos).toMatch(/^\d\.\d$/);
    }
    const recording = fusion.data.recordings[0]?.record.uuid;
    await expectError(await pbx(`/xml_cdr/${recording}`, {}, fusion), 404, 'not_found');
  });

  it('lists recordings with the view columns only: their own id, no epoch, the call start as the date', async () => {
    const recordings = await json<WireRow[]>(fusion, '/view_call_recordings?limit=100');
    expect(recordings).toHaveLength(60);
    const callIds = new Set(rows.map((row) => row.xml_cdr_uuid));
    const callByRecording = new Map(aLegs().map((row) => [row.record_name, row]));
    for (const recording of recordings) {
      expect(Object.keys(recording)).toEqual([
        'call_recording_uuid',
        'call_recording_name',
        'call_recording_path',
        'call_recording_length',
        'call_recording_date',
        'call_direction',
        'caller_id_name',
        'caller_id_number',
        'caller_destination',
        'destination_number',
        'call_recording_transcription',
      ]);
      expect(callIds.has(recording.call_recording_uuid)).toBe(false);
      expect(recording.call_recording_length).toMatch(NUMERIC);
      const call = callByRecording.get(recording.call_recording_name);
      expect(recording.call_recording_date).toMatch(TIMESTAMPTZ);
      expect(recording.call_recording_date).toBe(call?.start_stamp);
      expect(recording.destination_number).toBe(call?.destination_number);
    }
    const transcribed = recordings.filter((row) => typeof row.call_recording_transcription === 'string');
    expect(transcribed.length).toBeGreaterThan(0);
    expect(transcribed.length).toBeLessThan(recordings.length);
    const audio = await pbx(`/call_recording?uuid=${recordings[0]?.call_recording_uuid}`, {}, fusion);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    await audio.arrayBuffer();
  });

  it('lists voicemail by voicemail_message_uuid, numbers as text, one message deleted on the phone', async () => {
    const messages = await json<WireRow[]>(fusion, '/voicemail_messages');
    expect(messages).toHaveLength(8);
    for (const message of messages) {
      expect(message).not.toHaveProperty('uuid');
      expect(message.voicemail_message_uuid).toMatch(UUID);
      expect(message.created_epoch).toMatch(NUMERIC);
      expect(message.message_length).toMatch(NUMERIC);
      expect([null, '', 'saved', 'deleted']).toContain(message.message_status);
    }
    const deleted = messages.filter((message) => message.message_status === 'deleted');
    expect(deleted).toHaveLength(1);
    expect(messages.filter((message) => message.message_status === 'saved').length).toBeGreaterThan(0);
    expect(messages.filter((message) => !message.message_status).length).toBeGreaterThanOrEqual(2);
    const one = await json<WireRow>(fusion, `/voicemail_messages/${deleted[0]?.voicemail_message_uuid}`);
    expect(one).toEqual({ ...deleted[0], message_base64: expect.any(String) });
  });

  it('ignores the id style: its rows name their ids themselves', async () => {
    const asServed = await pbx('/xml_cdr?limit=50', {}, fusion).then((response) => response.text());
    fusion.setOptions({ idStyle: 'resource' });
    try {
      expect(await pbx('/xml_cdr?limit=50', {}, fusion).then((response) => response.text())).toBe(asServed);
    } finally {
      fusion.setOptions({ idStyle: 'uuid' });
    }
  });

  it('writes the legs of a call that arrives while it runs', async () => {
    const server = await startDemoServer({ now: () => NOW, wire: 'fusionpbx', callCount: 20 });
    try {
      let bLegCount = 0;
      for (const missed of [false, true, false, false]) {
        const before = (await allRows(server)).length;
        const call = server.addCall({ missed });
        const after = await allRows(server);
        const aLeg = after.find((row) => row.xml_cdr_uuid === call.record.uuid);
        expect(aLeg?.leg).toBe('a');
        if (missed) expect(truth(aLeg?.missed_call)).not.toBe(false);
        const bLegsOfCall = aLeg?.destination_number === '600' ? 4 : aLeg?.status === 'answered' ? 1 : 0;
        expect(after.length - before).toBe(1 + bLegsOfCall);
        bLegCount += bLegsOfCall;
      }
      expect(bLegCount).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('answers the same bytes for the same seed and now', async () => {
    const start42 = () => startDemoServer({ seed: 42, now: () => NOW, callCount: 300, wire: 'fusionpbx' });
    const [a, b] = await Promise.all([start42(), start42()]);
    try {
      const bLeg = (await json<WireRow[]>(a, '/xml_cdr?limit=10')).find((row) => row.leg === 'b');
      const paths = [
        '/xml_cdr?limit=1000',
        `/xml_cdr/${bLeg?.xml_cdr_uuid}`,
        '/view_call_recordings',
        '/voicemail_messages',
        `/voicemail_messages/${a.data.voicemails[0]?.record.uuid}`,
      ];
      for (const path of paths) {
        const [x, y] = await Promise.all([a, b].map((server) => pbx(path, {}, server).then((r) => r.text())));
        expect(x).toBe(y);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
