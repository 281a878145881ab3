// An attack sweep over the real core, the real IPC door and the real clients, against the simulator over
// loopback: every IPC channel with malformed and hostile arguments, every kind of sender, and every read
// (and the call) against replies a hostile or broken server could send. Each attempt is judged by the
// same rules: a Result comes back (never a throw), never "internal", nothing that cannot cross Electron
// IPC, no 8-character run of a key, no request that walks the API path, at most one originate per call,
// no unhandled rejection. The table "attack, inputs tried, failures" is printed, and every row must
// have zero failures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Core, createCore } from '../../main/core';
import type { Fault } from '../../main/demo/faults';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { type InvokeEvent, type IpcMainLike, registerIpcHandlers } from '../../main/ipc/register';
import { createMemoryStore } from '../../main/secrets';
import { CHANNELS, type Channel, ipcName, type RequestOf, type Result } from '../../preload/contract';

const KEYS = { pbx: 'pbx-Sweep-7f3a9c2e', lookup: 'sip-Sweep-b41e02d9' };
const KEY_RUN = 8;

let account: DemoServer;
let dataDir: string;
let core: Core;
let call: Dispatch;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

/** One row of the table. */
interface Row {
  attack: string;
  tried: number;
  failures: string[];
}
const table: Row[] = [];
/** The last row: whether anything in the whole sweep rejected unhandled (its count is the others' total). */
let wholeSweep: Row | undefined;
const row = (attack: string): Row => {
  const entry = { attack, tried: 0, failures: [] };
  table.push(entry);
  return entry;
};

/** The account on the simulator, with both keys: what every attempt starts from. */
async function configureAccount(): Promise<void> {
  const { baseUrl: baseUrlOverride, lookupUrl } = account;
  const patch = { account: { accountId: '007', domain: '', extension: '202', baseUrlOverride, lookupUrl } };
  const results = [await call('updateSettings', patch)];
  for (const kind of ['pbx', 'lookup'] as const)
    results.push(await call('setKey', { kind, value: KEYS[kind] }));
  if (!results.every((result) => result.ok)) throw new Error(`setup failed: ${JSON.stringify(results)}`);
}

/** A core with a fresh in-memory keychain, set up for the account (a short timeout for hung servers). */
async function startCore(): Promise<void> {
  core = await createCore({
    dataDir,
    secrets: createMemoryStore(),
    chooseSavePath: async ({ defaultName }) => join(dataDir, defaultName),
    appInfo: { name: 'Dialdesk', version: 'sweep', platform: 'linux' },
    timeoutMs: 600,
    startDemo: () => Promise.reject(new Error('the demo is not used here')),
  });
  call = createDispatcher(core);
  await configureAccount();
}

/** The runs of KEY_RUN characters of both keys: none may appear in anything that crosses to the page. */
const keyRuns = Object.values(KEYS).flatMap((key) =>
  Array.from({ length: key.length - KEY_RUN + 1 }, (_, i) => key.slice(i, i + KEY_RUN)),
);

/** What is wrong with one outcome, or null. `before` is the simulator's request count before it. */
function judge(outcome: unknown, before: number, maxOriginates: number): string | null {
  if (typeof outcome !== 'object' || outcome === null || typeof (outcome as Result<unknown>).ok !== 'boolean')
    return 'not a Result';
  const result = outcome as Result<unknown>;
  if (!result.ok && result.error.code === 'internal' && !/could not write/.test(result.error.message))
    return `internal: ${result.error.message}`;
  try {
    structuredClone(result);
  } catch (error) {
    return `cannot cross IPC: ${(error as Error).name}`;
  }
  let text: string;
  try {
    text = JSON.stringify(result, (_key, value) =>
      value instanceof Uint8Array ? `<${value.byteLength} bytes>` : value,
    );
  } catch (error) {
    return `cannot be written as JSON: ${(error as Error).name}`;
  }
  const leaked = keyRuns.find((run) => text.includes(run));
  if (leaked) return 'a key (or 8 characters of one) in the reply';
  const sent = account.requests.slice(before);
  const walked = sent.find((request) => /\/\.\.?(\/|$)|%2e/i.test(request.path));
  if (walked) return `a request walked the path: ${walked.path}`;
  if (sent.filter((request) => request.op === 'originate').length > maxOriginates)
    return 'more than one originate for one action';
  return null;
}

async function attempt(entry: Row, label: string, run: () => Promise<unknown>, maxOriginates = 0) {
  entry.tried += 1;
  const before = account.requests.length;
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    entry.failures.push(`${label}: threw ${(error as Error)?.name}`);
    return;
  }
  const problem = judge(outcome, before, maxOriginates);
  if (problem) entry.failures.push(`${label}: ${problem}`);
}

// ---- IPC channels × malformed inputs ------------------------------------------------------------------

const DAY = '2026-11-21';
/**
 * A valid request per channel that takes one, whose leaves the sweep replaces. Channels without an
 * argument, and any added later, are swept with hostile whole arguments.
 */
const valid: Partial<{ [C in Channel]: RequestOf<C> }> = {
  updateSettings: { account: { extension: '201' } },
  setKey: { kind: 'pbx', value: KEYS.pbx },
  clearKey: { kind: 'lookup' },
  testLookup: { number: '555-555-0123' },
  listHistory: { limit: 5, offset: 0, orderBy: { field: 'start_epoch', direction: 'desc' }, range: null },
  getCallRecord: { uuid: 'c-1' },
  listRecordings: { limit: 5, offset: 0 },
  getRecordingAudio: { uuid: 'r-1' },
  getVoicemail: { uuid: 'v-1' },
  lookupNumber: { number: '+1 555 555 0123' },
  getLookupFacts: { number: '555 555 0123' },
  markHeard: { uuid: 'v-1' },
  saveAudio: { kind: 'voicemail', uuid: 'v-1', hint: {} },
  // The call kind is being added to the export request as this is written: cast, so both versions compile.
  exportHistory: {
    orderBy: { field: 'start_epoch', direction: 'desc' },
    range: { from: DAY, to: DAY },
    filter: '',
    kind: 'all',
  } as RequestOf<'exportHistory'>,
  placeCall: { number: '(555) 555-0123', source: 'history' },
  confirmPendingCall: { id: 'p-1' },
  cancelPendingCall: { id: 'p-1' },
  searchHistory: { text: '0123', missedOnly: false, direction: null, range: null, limit: 5, offset: 0 },
  suggestPeople: { text: 'Dan', limit: 5 },
};

function deepValue(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values that do not belong anywhere, each with a name. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['true', true],
  ['0', 0],
  ['-1', -1],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['1e308', 1e308],
  ['empty string', ''],
  ['1 MB string', 'x'.repeat(1_000_000)],
  ['..', '..'],
  ['.', '.'],
  ['../../etc/passwd', '../../etc/passwd'],
  ['a/b', 'a/b'],
  ['backslash', 'a\\b'],
  ['NUL', 'a\u0000b'],
  ['U+2028', 'a\u2028b'],
  ['Cyrillic', 'ключ'],
  ['RTL override', 'evil\u202Evaw.exe'],
  ['129 characters', 'x'.repeat(129)],
  ['%2e%2e', '%2e%2e'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['plain http to another host', 'http://evil.example/app/api/7'],
  ['URL with user info', 'https://me:pw@evil.example/app/api/7'],
  ['URL with query', 'https://evil.example/app/api/7?x=1'],
  ['empty array', []],
  ['array', [1, 'a']],
  ['empty object', {}],
  ['object', { extra: 1 }],
  ['deep object', deepValue(5_000)],
  ['__proto__ object', JSON.parse('{"__proto__":{"polluted":true}}')],
  ['Map', new Map([['a', 1]])],
  ['bytes', new Uint8Array(8)],
  ['Date', new Date(0)],
];

/** Every leaf path of a request, e.g. ['orderBy', 'field']. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix.length > 0 ? [prefix] : [];
  return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = leaf;
  return copy;
}

function hostileArguments(channel: Channel): [string, unknown][] {
  const sample = valid[channel];
  const whole: [string, unknown][] = HOSTILE_VALUES.map(([name, value]) => [
    `the argument is ${name}`,
    value,
  ]);
  if (sample === undefined) return whole;
  const cases = [...whole, ['an extra field', { ...sample, extra: 1 }] as [string, unknown]];
  for (const path of leafPaths(sample)) {
    for (const [name, value] of HOSTILE_VALUES)
      cases.push([`${path.join('.')} is ${name}`, withLeaf(sample, path, value)]);
  }
  return cases;
}

// ---- senders --------------------------------------------------------------------------------------------

const APP_WINDOW = 7;
const SENDER_URLS: [string, boolean][] = [
  ['app://dialdesk/index.html', true],
  ['app://dialdesk/index.html#settings', true],
  ['app://dialdesk/confirm.html?x=1', true],
  ['app://dialdesk', true],
  ['app://evil@dialdesk/index.html', false],
  ['app://evil:pw@dialdesk/index.html', false],
  ['app://dialdesk:80/index.html', false],
  ['app://dialdesk:/index.html', false],
  ['app://Dialdesk/index.html', false],
  ['app://DIALDESK/index.html', false],
  ['app://dialdesk./index.html', false],
  ['app://dialdesk.evil/index.html', false],
  ['app://dialdeskx/index.html', false],
  ['app://dial%64esk/index.html', false],
  ['app:///dialdesk/index.html', false],
  ['app:dialdesk/index.html', false],
  ['APP://dialdesk/index.html', false],
  ['https://dialdesk/index.html', false],
  ['http://dialdesk/index.html', false],
  ['file:///app/index.html', false],
  ['https://evil.example/app://dialdesk/', false],
  ['devtools://devtools/bundled/inspector.html', false],
  ['about:blank', false],
  ['data:text/html,<script>1</script>', false],
  ['blob:app://dialdesk/1234', false],
  ['javascript:alert(1)', false],
  ['chrome-extension://abc/index.html', false],
  ['', false],
  ['not a url', false],
  [' app://dialdesk/index.html', false],
  ['app://dialdesk\\index.html', false],
];
const PARENTS: [string, unknown, boolean][] = [
  ['a main frame', null, true],
  ['a frame whose parent is undefined', undefined, false],
  ['a sub-frame', {}, false],
];
const WINDOWS: [string, number, boolean][] = [
  ['the app window', APP_WINDOW, true],
  ['another window', 99, false],
];

// ---- reply faults -----------------------------------------------------------------------------------------

const keyEchoes = (key: string): string[] => [
  `key ${key}`,
  JSON.stringify({ key }).replaceAll('/', '\\/'),
  `url ?api_key=${encodeURIComponent(key)}`,
  `basic ${Buffer.from(`:${key}`).toString('base64')}`,
  `escaped ${[...key].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}`,
  `${'x'.repeat(195)}${key}`,
];

const REPLY_FAULTS: [string, Fault][] = [
  ...[300, 301, 302, 303, 304, 307, 308].map((status): [string, Fault] => [
    `redirect ${status} with the key in Location`,
    { kind: 'reply', status, headers: { location: `https://evil.example/?api_key=${KEYS.lookup}` } },
  ]),
  ...[400, 401, 403, 404, 405, 409, 418, 422, 500, 501, 502, 503, 504, 599].map((status): [string, Fault] => [
    `status ${status}`,
    { kind: 'reply', status, body: 'no', contentType: 'text/plain' },
  ]),
  [
    '429 with Retry-After 1e23 s',
    { kind: 'reply', status: 429, headers: { 'retry-after': `1${'0'.repeat(23)}` } },
  ],
  [
    '429 with a date in year 9999',
    { kind: 'reply', status: 429, headers: { 'retry-after': 'Fri, 01 Jan 9999 00:00:00 GMT' } },
  ],
  ['429 with nonsense Retry-After', { kind: 'reply', status: 429, headers: { 'retry-after': 'soon' } }],
  ['HTML login page', { kind: 'html' }],
  ['XML instead of JSON', { kind: 'xml' }],
  ['malformed JSON', { kind: 'malformed' }],
  ['truncated body', { kind: 'truncated' }],
  ['reset connection', { kind: 'reset' }],
  ['hung server', { kind: 'hang' }],
  ['huge body', { kind: 'huge', bytes: 40 * 1024 * 1024 }],
  ['no content type', { kind: 'content-type', contentType: '' }],
  ['image/png content type', { kind: 'content-type', contentType: 'image/png' }],
  ['JSON 2,000 arrays deep', { kind: 'reply', status: 200, body: `${'['.repeat(2000)}${']'.repeat(2000)}` }],
  [
    'JSON 2,000 objects deep',
    { kind: 'reply', status: 200, body: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  ],
  [
    'XML 2,000 elements deep',
    {
      kind: 'reply',
      status: 200,
      body: `${'<a>'.repeat(2000)}x${'</a>'.repeat(2000)}`,
      contentType: 'application/xml',
    },
  ],
  ['JSON null', { kind: 'reply', status: 200, body: 'null' }],
  ['JSON number', { kind: 'reply', status: 200, body: '42' }],
  ['JSON string', { kind: 'reply', status: 200, body: '"x"' }],
  ['empty body', { kind: 'reply', status: 200, body: '' }],
  ['__proto__ record', { kind: 'reply', status: 200, body: '[{"uuid":"c1","__proto__":{"polluted":true}}]' }],
  [
    'records with hostile ids',
    { kind: 'reply', status: 200, body: '[{"uuid":".."},{"uuid":"a/b"},{"uuid":"\\u0000"}]' },
  ],
  [
    '20 MB field',
    { kind: 'reply', status: 200, body: JSON.stringify([{ uuid: 'c1', city: 'x'.repeat(20_000_000) }]) },
  ],
  ['a failure inside a 200', { kind: 'reply', status: 200, body: '{"status":"error","message":"nope"}' }],
  [
    'HTML served as audio/wav',
    { kind: 'reply', status: 200, body: '<html>Sign in</html>', contentType: 'audio/wav' },
  ],
  [
    'Latin-1 text',
    {
      kind: 'reply',
      status: 200,
      body: Buffer.from('[{"uuid":"c1","name":"José"}]', 'latin1'),
      contentType: 'application/json; charset=ISO-8859-1',
    },
  ],
  [
    'an unknown charset',
    { kind: 'reply', status: 200, body: '[]', contentType: 'application/json; charset=x-nonsense' },
  ],
  ...Object.values(KEYS).flatMap((key) =>
    keyEchoes(key).map((body): [string, Fault] => [
      `400 echoing a key: ${body.slice(0, 12)}…`,
      { kind: 'reply', status: 400, body, contentType: 'text/plain' },
    ]),
  ),
  ...Object.values(KEYS).flatMap((key) =>
    keyEchoes(key).map((body): [string, Fault] => [
      `200 echoing a key: ${body.slice(0, 12)}…`,
      { kind: 'reply', status: 200, body: JSON.stringify({ message: body }) },
    ]),
  ),
];

/** The operations a reply fault is tried against, through the IPC door. */
const OPERATIONS: [string, () => Promise<unknown>, number][] = [
  ['listHistory', () => call('listHistory', valid.listHistory), 0],
  ['getCallRecord', () => call('getCallRecord', { uuid: 'c1' }), 0],
  ['listRecordings', () => call('listRecordings', valid.listRecordings), 0],
  ['getRecordingAudio', () => call('getRecordingAudio', { uuid: 'r1' }), 0],
  ['listVoicemail', () => call('listVoicemail', undefined), 0],
  ['getVoicemail', () => call('getVoicemail', { uuid: 'v1' }), 0],
  ['lookupNumber', () => call('lookupNumber', { number: '+1 555 555 0142', refresh: true }), 0],
  ['testPhoneSystem', () => call('testPhoneSystem', undefined), 0],
  ['testLookup', () => call('testLookup', { number: '+1 555 555 0142' }), 0],
  ['saveAudio', () => call('saveAudio', { kind: 'recording', uuid: 'r1', hint: {} }), 0],
  ['placeCall', () => call('placeCall', { number: '555-555-0123', source: 'dialpad' }), 1],
];

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  account = await startDemoServer({ seed: 21, pbxKey: KEYS.pbx, lookupKey: KEYS.lookup });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-sweep-'));
  await startCore();
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await core?.close();
  await account?.close();
  await rm(dataDir, { recursive: true, force: true });
  const counted = table.filter((entry) => entry !== wholeSweep);
  const lines = [
    '| attack | inputs tried | failures |',
    '| --- | ---: | ---: |',
    ...table.map(({ attack, tried, failures }) => `| ${attack} | ${tried} | ${failures.length} |`),
    `| **total** | **${counted.reduce((n, r) => n + r.tried, 0)}** | **${table.reduce((n, r) => n + r.failures.length, 0)}** |`,
  ];
  console.log(`\nAttack sweep\n${lines.join('\n')}\n`);
});

describe('attack sweep', () => {
  it('IPC channels × malformed and hostile arguments', { timeout: 300_000 }, async () => {
    for (const channel of CHANNELS) {
      const entry = row(`IPC ${channel} × malformed and hostile arguments`);
      for (const [label, argument] of hostileArguments(channel)) {
        await attempt(entry, label, () => call(channel, argument), channel === 'placeCall' ? 1 : 0);
        // Whatever a hostile argument changed (settings, keys, a pending call), the next one meets the account.
        if (channel === 'updateSettings' || channel === 'setKey' || channel === 'clearKey')
          await configureAccount();
      }
      const unknown = row(`IPC unknown channel names (${channel} look-alikes)`);
      for (const name of [
        `${channel} `,
        channel.toUpperCase(),
        `__proto__`,
        `constructor`,
        `${channel}\u0000`,
      ]) {
        await attempt(unknown, name, () => call(name, valid[channel]));
      }
      expect(entry.failures).toEqual([]);
      expect(unknown.failures).toEqual([]);
    }
  });

  it('senders: only the app window, its main frame and its exact origin', async () => {
    const entry = row('IPC senders (URL × frame × window)');
    const registered = new Map<string, (event: InvokeEvent, argument: unknown) => Promise<Result<unknown>>>();
    const ipcMain: IpcMainLike = { handle: (name, listener) => registered.set(name, listener) };
    let reached = 0;
    const handlers = Object.fromEntries(
      CHANNELS.map((channel) => [
        channel,
        async () => {
          reached += 1;
          return null;
        },
      ]),
    ) as unknown as Parameters<typeof createDispatcher>[0];
    registerIpcHandlers(ipcMain, createDispatcher(handlers), {
      origin: 'app://dialdesk',
      isAppWindow: (id) => id === APP_WINDOW,
    });
    const listener = registered.get(ipcName('getAppInfo'));
    for (const [url, urlTrusted] of SENDER_URLS) {
      for (const [frameName, parent, frameTrusted] of PARENTS) {
        for (const [windowName, id, windowTrusted] of WINDOWS) {
          entry.tried += 1;
          const trusted = urlTrusted && frameTrusted && windowTrusted;
          const before = reached;
          const result = await listener?.({ sender: { id }, senderFrame: { url, parent } }, undefined);
          const served = reached > before;
          if (served !== trusted || (trusted ? !result?.ok : result?.ok !== false))
            entry.failures.push(`${url} in ${frameName} of ${windowName}: ${served ? 'served' : 'refused'}`);
        }
      }
    }
    entry.tried += 1;
    const noFrame = await listener?.({ sender: { id: APP_WINDOW }, senderFrame: null }, undefined);
    if (noFrame?.ok !== false) entry.failures.push('no frame: served');
    expect(entry.failures).toEqual([]);
  });

  it('reply faults × every read and the call', { timeout: 600_000 }, async () => {
    for (const [operation, run, maxOriginates] of OPERATIONS) {
      const entry = row(`reply faults × ${operation}`);
      for (const [label, fault] of REPLY_FAULTS) {
        account.clearFaults();
        account.injectFault({ fault });
        await attempt(entry, label, run, maxOriginates);
        account.clearFaults();
        // The dialer refuses a second call for a few seconds; a fresh core keeps each call independent.
        if (operation === 'placeCall') {
          await core.close();
          await startCore();
        }
      }
      expect(entry.failures).toEqual([]);
    }
  });

  it('no unhandled rejection anywhere in the sweep', () => {
    const tried = table.reduce((n, r) => n + r.tried, 0);
    const entry = row('unhandled rejections, over every input above');
    wholeSweep = entry;
    entry.tried = tried;
    entry.failures.push(...unhandled.map((reason) => String(reason)));
    expect(unhandled).toEqual([]);
  });
});
