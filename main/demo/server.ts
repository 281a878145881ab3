// An embedded simulator of both services of the spec (phone system and number lookup) on one local HTTP
// server: the app's demo mode and the integration tests talk to it over real sockets. Every request is
// recorded first, then faults apply, then authentication, then the operation.

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  createDemoData,
  createVoicemail,
  type DemoCall,
  type DemoData,
  type DemoVoicemail,
  type DemoVoicemailPatch,
  sortNewestFirst,
} from './data';
import { answerWithFault, type FaultRule, FaultRules } from './faults';
import { createFusionPbxWire } from './fusionpbx-wire';
import { addLiveCall, type DemoCallPatch, startLiveCalls } from './live-calls';
import { lookUpNumber } from './lookup';
import { runPbxOperation } from './pbx';
import { createRandom } from './random';
import { type RenderOptions, render } from './render';
import { errorReply, type HttpReply, jsonReply, RequestError, sendReply } from './reply';
import { LOOKUP_PATH, matchRoute, type Operation, PBX_PATH, type Route } from './routes';

export type {
  DemoCall,
  DemoCallDetail,
  DemoCallRecord,
  DemoData,
  DemoRecording,
  DemoRecordingRecord,
  DemoVoicemail,
  DemoVoicemailPatch,
  DemoVoicemailRecord,
} from './data';
export type { Fault, FaultRule } from './faults';
export type { DemoCallPatch } from './live-calls';
export type { DemoLrnEntry, DemoLrnResult } from './lookup';
export type { Operation } from './routes';

export const DEMO_PBX_KEY = 'demo-pbx-key';
export const DEMO_LOOKUP_KEY = 'demo-lookup-key';
/** Where the FusionPBX wire form's phone system is, unless serverZone says otherwise. */
const DEFAULT_SERVER_ZONE = 'America/Chicago';

export interface RecordedRequest {
  op: Operation | 'unknown';
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string | string[] | undefined>;
  /** Arrival time, ms since epoch (real time, not the `now` option). */
  at: number;
}

export interface DemoServerOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  pbxKey?: string;
  lookupKey?: string;
  /** PRNG seed, default 7: the same seed (and `now`) gives the identical data set. */
  seed?: number;
  /** ms since epoch, default Date.now; the data set ends at now(). */
  now?: () => number;
  /** Call records spread over the 90 days before now, default 2000. */
  callCount?: number;
  format?: 'json' | 'xml';
  /** 'bare' (default): a JSON array; 'wrapped': {"status":"ok","data":[...],"total":N}. */
  listShape?: 'bare' | 'wrapped';
  /**
   * 'resource' names ids xml_cdr_uuid, call_recording_uuid, voicemail_message_uuid instead of uuid. The
   * plain wire form only: FusionPBX's rows name their ids themselves.
   */
  idStyle?: 'uuid' | 'resource';
  /** Form of a type=base64 recording download: a JSON object (default) or a text/plain body. */
  recordingBase64As?: 'json' | 'text';
  /** Adds a call that just ended about this often (real time; some missed); off when absent. */
  newCallEveryMs?: number;
  /**
   * 'fusionpbx' (default): rows as a FusionPBX deployment sends them, which is what real phone systems
   * behind this API answer with: a row per call leg (ring groups ring several phones), numbers as text,
   * timestamptz stamps in serverZone, NULLs, FusionPBX's status and missed_call (fusionpbx-wire.ts).
   * 'plain': the model's records as they are, one per call (tests of the app's other readings).
   */
  wire?: 'fusionpbx' | 'plain';
  /** IANA zone the FusionPBX wire form prints its stamps in, default 'America/Chicago'. */
  serverZone?: string;
}

type LiveOptions = Pick<DemoServerOptions, 'format' | 'listShape' | 'idStyle' | 'recordingBase64As'>;

export interface DemoServer {
  /** 'http://127.0.0.1:PORT' */
  url: string;
  /** url + '/app/api/7' */
  baseUrl: string;
  /** url + '/api' */
  lookupUrl: string;
  pbxKey: string;
  lookupKey: string;
  /** Every request received, in arrival order, including rejected and faulted ones. */
  readonly requests: RecordedRequest[];
  requestsFor(op: Operation): RecordedRequest[];
  clearRequests(): void;
  /** Rules are checked in insertion order; the first matching one applies. */
  injectFault(rule: FaultRule): void;
  clearFaults(): void;
  setOptions(patch: Partial<LiveOptions>): void;
  /** The live data set: tests read it to know what to expect. */
  readonly data: DemoData;
  /** A new message arrives, as if a caller had just left it (record fields in the patch override generated ones). */
  addVoicemail(patch?: DemoVoicemailPatch): DemoVoicemail;
  /** A call that has just ended (at now()) appears in call history; `missed: true` makes it a missed one. */
  addCall(patch?: DemoCallPatch): DemoCall;
  /** Stops listening and destroys open sockets, so hung requests never keep the process alive. */
  close(): Promise<void>;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const {
    host = '127.0.0.1',
    port = 0,
    pbxKey = DEMO_PBX_KEY,
    lookupKey = DEMO_LOOKUP_KEY,
    seed = 7,
    now = Date.now,
    callCount = 2000,
  } = options;
  const settings: Required<LiveOptions> = {
    format: options.format ?? 'json',
    listShape: options.listShape ?? 'bare',
    idStyle: options.idStyle ?? 'uuid',
    recordingBase64As: options.recordingBase64As ?? 'json',
  };
  const random = createRandom(seed);
  const data = createDemoData(random, now(), callCount);
  const fusionpbx =
    options.wire !== 'plain'
      ? createFusionPbxWire(data, options.serverZone ?? DEFAULT_SERVER_ZONE)
      : undefined;
  const faults = new FaultRules();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const liveCalls =
    options.newCallEveryMs === undefined
      ? undefined
      : startLiveCalls(data, random, now, options.newCallEveryMs);

  /** The reply a request gets when no fault interferes. */
  function respond(req: IncomingMessage, url: URL, route: Route | undefined, forceXml: boolean): HttpReply {
    if (!route) return errorReply(new RequestError(404, 'not_found', `No such endpoint: ${url.pathname}`));
    if (req.method !== 'GET') {
      const reply = errorReply(new RequestError(405, 'method_not_allowed', 'Only GET is supported'));
      return { ...reply, headers: { Allow: 'GET' } };
    }
    const query = url.searchParams;
    if (route.service === 'lookup') {
      if (query.get('api_key') !== lookupKey) {
        return jsonReply(401, { code: 401, msg: 'Invalid API key', type: '-ERR' });
      }
      // The format option is the phone system's; the lookup service only ever speaks JSON (unless faulted).
      return render(lookUpNumber(data.lrn, query), { ...settings, format: forceXml ? 'xml' : 'json' });
    }
    // The literal key after "Basic ", not base64 credentials: that is what the phone system expects.
    if (req.headers.authorization !== `Basic ${pbxKey}`) {
      return errorReply(new RequestError(401, 'unauthorized', 'Invalid or missing API key'));
    }
    const renderOptions: RenderOptions = {
      ...settings,
      format: forceXml ? 'xml' : settings.format,
      // FusionPBX's rows already carry their id columns: none is renamed.
      idStyle: fusionpbx ? 'uuid' : settings.idStyle,
    };
    try {
      const context = {
        data,
        recordingBase64As: settings.recordingBase64As,
        newCallUuid: randomUUID,
        fusionpbx,
      };
      return render(runPbxOperation({ op: route.op, id: route.id, query }, context), renderOptions);
    } catch (error) {
      if (error instanceof RequestError) return errorReply(error);
      throw error;
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const route = matchRoute(url.pathname);
    const op = route?.op ?? 'unknown';
    requests.push({
      op,
      method: req.method ?? '',
      path: url.pathname,
      query: [...url.searchParams],
      headers: { ...req.headers },
      at: Date.now(),
    });
    const fault = faults.take(op);
    const normalReply = () => respond(req, url, route, fault?.kind === 'xml');
    try {
      if (fault) answerWithFault(fault, res, normalReply);
      else sendReply(res, normalReply());
    } catch (error) {
      // A bug in the simulator: say so loudly to the client rather than crash the test process.
      sendReply(res, errorReply(new RequestError(500, 'internal_error', String(error))));
    }
  }

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address() as AddressInfo; // a TCP listener always has an AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  let closing: Promise<void> | undefined;

  return {
    url,
    baseUrl: url + PBX_PATH,
    lookupUrl: url + LOOKUP_PATH,
    pbxKey,
    lookupKey,
    requests,
    requestsFor: (wanted) => requests.filter((request) => request.op === wanted),
    clearRequests: () => {
      requests.length = 0; // in place: callers may hold the array
    },
    injectFault: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    setOptions: (patch) => {
      // Only the keys given with a value: an explicit undefined must not erase a setting.
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) Object.assign(settings, { [key]: value });
      }
    },
    data,
    addVoicemail: (patch) => {
      const message = createVoicemail(random, now(), patch);
      data.voicemails.unshift(message); // first, so it stays ahead of older messages with the same second
      sortNewestFirst(data.voicemails);
      return message;
    },
    addCall: (patch) => addLiveCall(data, random, now(), patch),
    close: () => {
      liveCalls?.stop();
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
