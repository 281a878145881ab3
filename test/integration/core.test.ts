// The core against the simulator over loopback HTTP, driven through the same dispatcher as the IPC.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountDir } from '../../main/accounts/account-list';
import { type Core, createCore, DEMO_EXTENSION } from '../../main/core';
import type { DemoServer } from '../../main/demo/server';
import { type CsvStyle, PLAIN_CSV } from '../../main/export';
import { catalogOf } from '../../main/i18n/catalogs';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createMemoryStore, type SecretStore } from '../../main/secrets';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import {
  type AccountsView,
  type Call,
  type CallOutcome,
  DEMO_ACCOUNT_ID,
  type HistoryExported,
  type HistoryExportRequest,
  type LookupView,
  type OfflineView,
  type PendingCall,
  type RecentCall,
  type SettingsView,
  type Voicemail,
  type VoicemailStatus,
} from '../../preload/contract';
import { useLanguage } from '../../preload/shared/i18n/translate';
import {
  ACCOUNT_KEYS,
  configureAccount as setUpAccount,
  startDemoAndAccount,
  value,
} from '../support/account-setup';
import { csvColumn } from '../support/csv';

let demo: DemoServer;
let account: DemoServer;
let dataDir: string;
let secrets: SecretStore;
let core: Core;
let call: Dispatch;
let demoStarts: number;
/** Where the fake save dialog puts files; undefined = the user cancels. */
let savePath: string | undefined;
/** The computer's separator and decimal mark, as the shell would read them at each export. */
let computerCsvStyle: CsvStyle;

async function newCore(): Promise<void> {
  core = await createCore({
    dataDir,
    secrets,
    chooseSavePath: async ({ defaultName }) => (savePath === undefined ? null : join(savePath, defaultName)),
    appInfo: { name: 'Dialdesk', version: '0.0.0-test', platform: 'linux' },
    timeoutMs: 1_000,
    startDemo: () => {
      demoStarts += 1;
      return createDemoLauncher(async () => demo).start();
    },
    csvStyle: () => computerCsvStyle,
  });
  call = createDispatcher(core);
}

const configureAccount = () =>
  setUpAccount(
    call,
    { accountId: '007', extension: '202', baseUrl: account.baseUrl, lookupUrl: account.lookupUrl },
    ACCOUNT_KEYS,
  );

beforeAll(async () => {
  ({ demo, account } = await startDemoAndAccount());
});
afterAll(async () => {
  await demo.close();
  await account.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-core-'));
  secrets = createMemoryStore();
  demoStarts = 0;
  savePath = undefined;
  computerCsvStyle = PLAIN_CSV;
  await newCore();
});
afterEach(async () => {
  await core.close();
  for (const sim of [demo, account]) {
    sim.clearFaults();
    sim.clearRequests();
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('with no account configured, the demo phone system answers', () => {
  it('reports demo mode and starts the demo system once, when first needed', async () => {
    const view = value(await call('getSettings', undefined)) as SettingsView;
    expect(view.mode).toBe('demo');
    expect(demoStarts).toBe(0);
    await call('listVoicemail', undefined);
    await call('listHistory', {
      limit: 5,
      offset: 0,
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
    });
    expect(demoStarts).toBe(1);
  });

  it('places a demo call from the demo extension', async () => {
    const outcome = value(
      await call('placeCall', { number: '(555) 555-0123', source: 'dialpad' }),
    ) as CallOutcome;
    expect(demo.requestsFor('originate').map((r) => r.query)).toEqual([
      [
        ['extension', DEMO_EXTENSION],
        ['destination', '5555550123'],
      ],
    ]);
    expect(outcome.status).toBe(
      `Your extension ${DEMO_EXTENSION} rings first; answer it to connect (555) 555-0123.`,
    );
  });
});

describe('keys stay with the host they were entered for', () => {
  /** Account 007 at these addresses, without keys. */
  /**
   * The data folder as a Dialdesk from before saved accounts left it: settings of version 1 naming the
   * account, no list of accounts (its keys are then looked for under the account id, as it stored them).
   */
  const asOlderInstallation = async () => {
    await core.close();
    const settingsFile = join(dataDir, 'settings.json');
    const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
    await writeFile(settingsFile, JSON.stringify({ ...settings, version: 1 }));
    // Nor the list of accounts and its copy, nor their folders.
    await rm(join(dataDir, 'accounts.json'));
    await rm(join(dataDir, 'accounts.last-good.json'));
    await rm(join(dataDir, 'accounts'), { recursive: true });
  };
  const saveAccountAt = async (baseUrlOverride: string, lookupUrl = '') =>
    value(
      await call('updateSettings', {
        account: { accountId: '007', baseUrlOverride, extension: '202', lookupUrl },
      }),
    );
  /** The phone-system test is refused for want of a key, and the demo host heard nothing. */
  const expectNoKeyForTheDemoHost = async () => {
    expect(await call('testPhoneSystem', undefined)).toMatchObject({
      ok: false,
      error: { code: 'key-missing' },
    });
    expect(demo.requests).toHaveLength(0);
  };
  const moveToDemoHost = () =>
    call('updateSettings', { account: { baseUrlOverride: demo.baseUrl, lookupUrl: demo.lookupUrl } });

  it('sends neither key to another host that a page puts in the settings', async () => {
    await configureAccount();
    value(await moveToDemoHost());
    const test = await call('testPhoneSystem', undefined);
    const lookup = await call('lookupNumber', { number: '+1 555 555 0123', refresh: true });
    expect(test).toMatchObject({ ok: false, error: { code: 'key-missing' } });
    expect(lookup).toMatchObject({ ok: false, error: { code: 'key-missing' } });
    expect(!test.ok && test.error.message).toContain('entered for another host');
    expect(demo.requests).toHaveLength(0);
    const view = value(await call('getSettings', undefined)) as SettingsView;
    expect(view.keys).toEqual({
      pbx: false,
      lookup: false,
      enteredForOtherHost: { pbx: true, lookup: true },
      keychainProblem: null,
    });
  });

  it('sends the key to the new host once it is entered again there, and the old host keeps its own', async () => {
    await configureAccount();
    value(await moveToDemoHost());
    value(await call('setKey', { kind: 'pbx', value: demo.pbxKey }));
    expect((await call('testPhoneSystem', undefined)).ok).toBe(true);
    expect(demo.requests[0]?.headers.authorization).toBe(`Basic ${demo.pbxKey}`);
    value(
      await call('updateSettings', {
        account: { baseUrlOverride: account.baseUrl, lookupUrl: account.lookupUrl },
      }),
    );
    expect((await call('testPhoneSystem', undefined)).ok).toBe(true);
    expect(account.requests.at(-1)?.headers.authorization).toBe(`Basic ${ACCOUNT_KEYS.pbx}`);
  });

  it('binds keys stored per account only to the origins configured at the upgrade, once', async () => {
    await saveAccountAt(account.baseUrl, account.lookupUrl);
    await asOlderInstallation();
    await rm(join(dataDir, 'keys-bound-to-hosts.json'), { force: true });
    secrets = createMemoryStore({
      '007/pbx-api-key': ACCOUNT_KEYS.pbx,
      '007/lookup-api-key': ACCOUNT_KEYS.lookup,
    });
    await newCore();
    expect((await call('listVoicemail', undefined)).ok).toBe(true);
    expect(account.requestsFor('voicemails')[0]?.headers.authorization).toBe(`Basic ${ACCOUNT_KEYS.pbx}`);
    value(await moveToDemoHost());
    await newCore();
    await expectNoKeyForTheDemoHost();
  });

  it('does not bind a key stored per account only when the upgrade already ran', async () => {
    await saveAccountAt(demo.baseUrl);
    expect((value(await call('getSettings', undefined)) as SettingsView).keys.pbx).toBe(false);
    await asOlderInstallation();
    // That older installation had bound its keys to hosts already.
    await writeFile(join(dataDir, 'keys-bound-to-hosts.json'), JSON.stringify({ boundAt: 1 }));
    secrets = createMemoryStore({ '007/pbx-api-key': ACCOUNT_KEYS.pbx });
    await newCore();
    await expectNoKeyForTheDemoHost();
  });

  it('refuses a key before the address it is bound to is saved', async () => {
    value(await call('updateSettings', { account: { accountId: '007', baseUrlOverride: account.baseUrl } }));
    expect(await call('setKey', { kind: 'lookup', value: 'k' })).toMatchObject({
      ok: false,
      error: { code: 'not-configured', message: expect.stringContaining('lookup URL') },
    });
  });

  it.each([
    ['plain http to another host', 'http://pbx.example.com/app/api/7'],
    ['a user name', 'https://me@pbx.example.com/app/api/7'],
    ['a user name and password', 'https://me:pw@pbx.example.com/app/api/7'],
    ['a query', 'https://pbx.example.com/app/api/7?x=1'],
    ['an empty query', 'https://pbx.example.com/app/api/7?'],
    ['a fragment', 'https://pbx.example.com/app/api/7#top'],
    ['5 MB of address', `https://pbx.example.com/${'a'.repeat(5_000_000)}`],
  ])('refuses a base URL or lookup URL with %s', async (_what, url) => {
    for (const field of ['baseUrlOverride', 'lookupUrl']) {
      expect(await call('updateSettings', { account: { [field]: url } })).toMatchObject({
        ok: false,
        error: { code: expect.stringMatching(/settings-invalid|invalid-argument/) },
      });
    }
    const saved = await readFile(join(dataDir, 'settings.json'), 'utf8').catch(() => '');
    expect(saved).not.toContain('pbx.example.com');
  });

  it.each([
    'http://127.0.0.1:8080/app/api/7',
    'http://localhost:8080/app/api/7',
    'http://[::1]:8080/app/api/7',
  ])('accepts plain http on this computer: %s', async (url) => {
    expect((await call('updateSettings', { account: { baseUrlOverride: url, lookupUrl: url } })).ok).toBe(
      true,
    );
  });

  it('a key stored before the ASCII rule, that HTTP cannot carry, asks to be entered again instead of failing as internal', async () => {
    await saveAccountAt(account.baseUrl);
    await asOlderInstallation();
    secrets = createMemoryStore({ [`007/pbx-api-key@${new URL(account.baseUrl).origin}`]: 'ключ\u2028' });
    await newCore();
    for (const result of [
      await call('listVoicemail', undefined),
      await call('placeCall', { number: '555-555-0123', source: 'dialpad' }),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'key-missing' } });
      expect(!result.ok && result.error.message).toContain('holds characters HTTP cannot carry');
    }
    expect(account.requests).toHaveLength(0);
  });

  it.each([
    ['a key outside ASCII', 'ключ-1234'],
    ['a key with U+2028', 'abc\u2028def'],
    ['a key with a space', 'abc def'],
  ])('refuses %s at entry with a clear field error', async (_what, key) => {
    await configureAccount();
    const result = await call('setKey', { kind: 'pbx', value: key });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(!result.ok && result.error.message).toMatch(/^This API key cannot be stored: it contains/);
    expect((await call('listVoicemail', undefined)).ok).toBe(true);
  });
});

describe('with an account configured', () => {
  it('switches to the account at once, sending its key to its server', async () => {
    await configureAccount();
    const view = value(await call('getSettings', undefined)) as SettingsView;
    expect(view).toMatchObject({ mode: 'account', keys: { pbx: true, lookup: true } });
    await call('listVoicemail', undefined);
    expect(account.requestsFor('voicemails')[0]?.headers.authorization).toBe(`Basic ${ACCOUNT_KEYS.pbx}`);
    expect(demo.requests).toHaveLength(0);
  });

  it('never sends a key to the renderer: settings replies say only set or not set', async () => {
    await configureAccount();
    const replies = await Promise.all([call('getSettings', undefined), call('getAppInfo', undefined)]);
    const text = JSON.stringify(replies);
    expect(text).not.toContain(ACCOUNT_KEYS.pbx);
    expect(text).not.toContain(ACCOUNT_KEYS.lookup);
  });

  it('a changed key takes effect without a restart', async () => {
    await configureAccount();
    value(await call('setKey', { kind: 'pbx', value: 'wrong-key' }));
    expect(await call('listVoicemail', undefined)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    value(await call('setKey', { kind: 'pbx', value: ACCOUNT_KEYS.pbx }));
    expect((await call('listVoicemail', undefined)).ok).toBe(true);
  });

  it('a cleared key is reported as missing, naming which one', async () => {
    await configureAccount();
    value(await call('clearKey', { kind: 'pbx' }));
    expect(await call('listVoicemail', undefined)).toEqual({
      ok: false,
      error: {
        code: 'key-missing',
        message:
          'The phone-system API key is not set: enter it in Settings. If you entered it before, unlock your system keychain.',
        // Beside the sentence, what it was made from: a window says it again in another language.
        said: { key: 'connection.pbx.keyMissing', values: { where: { key: 'place.inSettings' } } },
      },
    });
  });

  it('keys belong to the saved account: a second one on the same phone system (another extension) has none of them', async () => {
    await configureAccount();
    const first = (value(await call('listAccounts', undefined)) as AccountsView).activeId;
    const fields = { ...(value(await call('getSettings', undefined)) as SettingsView).settings.account };
    const second = value(
      await call('addAccount', {
        ...fields,
        name: 'Same system, desk 203',
        extension: '203',
        defaultRegion: 'US',
        dialFormat: 'national-digits',
        watchVoicemail: false,
      }),
    ) as AccountsView;
    expect(second.activeId).not.toBe(first);
    expect((value(await call('getSettings', undefined)) as SettingsView).keys).toEqual({
      pbx: false,
      lookup: false,
      enteredForOtherHost: { pbx: false, lookup: false },
      keychainProblem: null,
    });
    expect(await call('listVoicemail', undefined)).toMatchObject({
      ok: false,
      error: { code: 'key-missing' },
    });
    // Removing the second leaves the first's keys where they were.
    value(await call('removeAccount', { id: second.activeId }));
    value(await call('switchAccount', { id: first }));
    expect((value(await call('getSettings', undefined)) as SettingsView).keys.pbx).toBe(true);
    expect((await call('listVoicemail', undefined)).ok).toBe(true);
  });

  it('refuses a key before an account id is saved', async () => {
    expect(await call('setKey', { kind: 'pbx', value: 'k' })).toMatchObject({
      ok: false,
      error: { code: 'not-configured' },
    });
  });

  it('a changed setting takes effect at once and survives a restart', async () => {
    await configureAccount();
    value(await call('updateSettings', { account: { extension: '203' } }));
    await call('placeCall', { number: '555-555-0188', source: 'history' });
    expect(account.requestsFor('originate')[0]?.query).toContainEqual(['extension', '203']);
    await newCore();
    expect((value(await call('getSettings', undefined)) as SettingsView).settings.account).toMatchObject({
      accountId: '007',
      extension: '203',
    });
  });

  it('an invalid setting is refused with a message naming the field', async () => {
    const result = await call('updateSettings', { account: { extension: '12ab' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(!result.ok && result.error.message).toMatch(/extension/);
  });
});

describe('history, recordings, voicemail', () => {
  it('sends the date range as whole days on the desk clock, with its offset, and the order as "<field> <direction>"', async () => {
    // A desk in Chicago, where daylight saving ends on 1 November 2026 at 2:00: each end has its own offset.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Chicago';
    let records: Call[];
    try {
      records = value(
        await call('listHistory', {
          limit: 20,
          offset: 0,
          orderBy: { field: 'duration', direction: 'asc' },
          range: { from: '2026-11-01', to: '2026-11-03' },
        }),
      ) as Call[];
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(demo.requestsFor('cdrs')[0]?.query).toEqual([
      ['limit', '20'],
      ['offset', '0'],
      ['order_by', 'duration asc'],
      ['start_stamp[]', '2026-11-01 00:00:00-05:00'],
      ['start_stamp[]', '2026-11-03 23:59:59-06:00'],
    ]);
    const durations = records.map((r) => r.durationSeconds);
    expect(durations.length).toBeGreaterThan(0);
    expect(durations).not.toContain(null);
    expect(durations).toEqual([...durations].sort((a, b) => Number(a) - Number(b)));
  });

  it('opens a call record, a recording and a voicemail message with audio bytes', async () => {
    const [first] = value(
      await call('listHistory', {
        limit: 1,
        offset: 0,
        orderBy: { field: 'start_epoch', direction: 'desc' },
        range: null,
      }),
    ) as Call[];
    expect(value(await call('getCallRecord', { uuid: first?.id ?? '' }))).toMatchObject({ id: first?.id });
    const audio = value(
      await call('getRecordingAudio', { uuid: demo.data.recordings[0]?.record.uuid ?? '' }),
    ) as {
      bytes: Uint8Array;
      mime: string;
    };
    expect(audio.mime).toBe('audio/wav');
    expect(audio.bytes).toBeInstanceOf(Uint8Array);
    const message = value(
      await call('getVoicemail', { uuid: demo.data.voicemails[0]?.record.uuid ?? '' }),
    ) as {
      audio: { bytes: Uint8Array } | null;
    };
    expect(message.audio?.bytes.length).toBe(demo.data.voicemails[0]?.audio.length);
  });

  it('a server fault reaches the renderer as a helpful error', async () => {
    demo.injectFault({ op: 'voicemails', fault: { kind: 'html' } });
    const result = await call('listVoicemail', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'unexpected-reply' } });
    expect(!result.ok && result.error.message).toMatch(/web page/);
  });
});

describe('lookup', () => {
  it('is sent only on explicit request, in the lookup account format', async () => {
    await call('listVoicemail', undefined);
    await call('placeCall', { number: '555-555-0123', source: 'dialpad' });
    expect(demo.requestsFor('lookup')).toHaveLength(0);
    const entry = demo.data.lrn[0];
    const national = entry?.number.slice(1) ?? '';
    const view = value(
      await call('lookupNumber', {
        number: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
      }),
    );
    expect(view).toMatchObject({ tn: entry?.number, result: { code: 200, NUMBER: entry?.number } });
    expect(demo.requestsFor('lookup')).toHaveLength(1);
  });

  it('refuses an internal number and text without a number', async () => {
    expect(await call('lookupNumber', { number: '201' })).toMatchObject({
      ok: false,
      error: { code: 'no-number' },
    });
    expect(await call('lookupNumber', { number: 'call me' })).toMatchObject({
      ok: false,
      error: { code: 'no-number' },
    });
    expect(demo.requestsFor('lookup')).toHaveLength(0);
  });

  it('the connection test of lookup looks up the given number once', async () => {
    const result = value(await call('testLookup', { number: `+${demo.data.lrn[0]?.number}` })) as {
      message: string;
    };
    expect(result.message).toMatch(/^Lookup works/);
    expect(demo.requestsFor('lookup')).toHaveLength(1);
  });

  it('the connection test of the phone system is a harmless read', async () => {
    const result = value(await call('testPhoneSystem', undefined)) as { message: string };
    expect(result.message).toMatch(/Connected to the demo phone system/);
    expect(demo.requests.map((r) => r.op)).toEqual(['cdrs']);
  });
});

describe('calls', () => {
  it('a double press places one call; the second is refused, not sent', async () => {
    const [first, second] = await Promise.all([
      call('placeCall', { number: '555-555-0123', source: 'history' }),
      call('placeCall', { number: '555-555-0123', source: 'history' }),
    ]);
    expect(first?.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'call-in-progress' } });
    expect(demo.requestsFor('originate')).toHaveLength(1);
  });

  it('an extension after the number is never glued onto it', async () => {
    const outcome = value(
      await call('placeCall', { number: 'Call (555) 555-0123 ext. 89', source: 'dialpad' }),
    ) as CallOutcome;
    expect(outcome).toMatchObject({ destination: '5555550123', dialAfterConnect: '89' });
    expect(outcome.status).toMatch(/Once connected, dial extension 89\./);
  });

  it('a timed-out call says it may still ring, and is not retried', async () => {
    demo.injectFault({ op: 'originate', fault: { kind: 'hang' } });
    const result = await call('placeCall', { number: '555-555-0123', source: 'dialpad' });
    expect(result).toMatchObject({ ok: false, error: { code: 'call-rejected', callMayRing: true } });
    expect(!result.ok && result.error.message).toMatch(/may still ring/);
    expect(demo.requestsFor('originate')).toHaveLength(1);
  });

  it('a call refused by the server does not claim it may ring', async () => {
    demo.injectFault({ op: 'originate', fault: { kind: 'reply', status: 403 } });
    const result = await call('placeCall', { number: '555-555-0123', source: 'dialpad' });
    expect(result).toMatchObject({ ok: false, error: { code: 'call-rejected' } });
    expect(!result.ok && result.error.callMayRing).toBeUndefined();
  });

  it('announces a started call to listeners', async () => {
    const seen: CallOutcome[] = [];
    core.on('callStarted', (outcome) => seen.push(outcome));
    await call('placeCall', { number: '555-555-0123', source: 'dialpad' });
    expect(seen.map((o) => o.destination)).toEqual(['5555550123']);
  });
});

describe('calls from outside the window', () => {
  it('a link always asks first, and sends nothing until confirmed', async () => {
    const asked: PendingCall[] = [];
    core.on('callNeedsConfirmation', (pending) => asked.push(pending));
    const started = await core.startCall('tel:+1-555-555-0123', 'link');
    expect(started.kind).toBe('confirm');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      source: 'link',
      destination: '5555550123',
      display: '(555) 555-0123',
      extension: DEMO_EXTENSION,
    });
    expect(value(await call('getPendingCall', undefined))).toEqual(asked[0]);
    expect(demo.requestsFor('originate')).toHaveLength(0);
  });

  it('confirming twice places one call; the second confirm finds nothing pending', async () => {
    const started = await core.startCall('(555) 555-0123', 'tray');
    const id = started.kind === 'confirm' ? started.pending.id : '';
    const [first, second] = await Promise.all([
      call('confirmPendingCall', { id }),
      call('confirmPendingCall', { id }),
    ]);
    expect(first?.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'call-not-pending' } });
    expect(demo.requestsFor('originate')).toHaveLength(1);
  });

  it('cancelling sends nothing and closes the confirmation', async () => {
    const closed: string[] = [];
    core.on('pendingCallClosed', ({ id }) => closed.push(id));
    const started = await core.startCall('555-555-0123', 'command-line');
    const id = started.kind === 'confirm' ? started.pending.id : '';
    expect(value(await call('cancelPendingCall', { id }))).toBeNull();
    expect(closed).toEqual([id]);
    expect(await call('confirmPendingCall', { id })).toMatchObject({
      ok: false,
      error: { code: 'call-not-pending' },
    });
    expect(demo.requestsFor('originate')).toHaveLength(0);
  });

  it('a newer request replaces a waiting one: only the newer can be confirmed', async () => {
    const older = await core.startCall('555-555-0101', 'link');
    const newer = await core.startCall('555-555-0102', 'link');
    const olderId = older.kind === 'confirm' ? older.pending.id : '';
    const newerId = newer.kind === 'confirm' ? newer.pending.id : '';
    expect(await call('confirmPendingCall', { id: olderId })).toMatchObject({ ok: false });
    expect((await call('confirmPendingCall', { id: newerId })).ok).toBe(true);
    expect(demo.requestsFor('originate').map((r) => r.query[1])).toEqual([['destination', '5555550102']]);
  });

  it('a hotkey asks first by default, and calls at once only when the user turned that off', async () => {
    expect((await core.startCall('555-555-0123', 'hotkey')).kind).toBe('confirm');
    expect(demo.requestsFor('originate')).toHaveLength(0);
    value(await call('updateSettings', { calls: { confirmHotkeyCalls: false } }));
    expect((await core.startCall('555-555-0123', 'hotkey')).kind).toBe('placed');
    expect((await core.startCall('555-555-0199', 'link')).kind).toBe('confirm');
    expect(demo.requestsFor('originate')).toHaveLength(1);
  });

  it('text without a number is refused before anything is shown or sent', async () => {
    await expect(core.startCall('see you at 5', 'hotkey')).rejects.toMatchObject({ code: 'no-number' });
    expect(value(await call('getPendingCall', undefined))).toBeNull();
  });

  it('remembers the last five numbers called, newest first, across restarts', async () => {
    for (const n of ['0101', '0102', '0103', '0104', '0105', '0106', '0102']) {
      // The dialer refuses a second call within a few seconds; wait it out with a fresh core each time.
      await newCore();
      value(await call('placeCall', { number: `555-555-${n}`, source: 'dialpad' }));
    }
    await newCore();
    const recent = value(await call('listRecentCalls', undefined)) as RecentCall[];
    expect(recent.map((r) => r.display)).toEqual([
      '(555) 555-0102',
      '(555) 555-0106',
      '(555) 555-0105',
      '(555) 555-0104',
      '(555) 555-0103',
    ]);
  });
});

describe('lookups are cached', () => {
  const number = () => `+${demo.data.lrn[0]?.number}`;

  it('a repeated lookup costs nothing; Refresh asks the service again', async () => {
    const first = value(await call('lookupNumber', { number: number() })) as LookupView;
    const second = value(await call('lookupNumber', { number: number() })) as LookupView;
    expect(first.cachedAt).toBeNull();
    expect(second.cachedAt).toEqual(expect.any(Number));
    expect(second.result).toEqual(first.result);
    expect(demo.requestsFor('lookup')).toHaveLength(1);
    expect(
      (value(await call('lookupNumber', { number: number(), refresh: true })) as LookupView).cachedAt,
    ).toBeNull();
    expect(demo.requestsFor('lookup')).toHaveLength(2);
  });

  it('cached facts are read without placing a lookup, and are null before any lookup', async () => {
    expect(value(await call('getLookupFacts', { number: number() }))).toBeNull();
    await call('lookupNumber', { number: number() });
    const extended = demo.data.lrn[0]?.extended;
    expect(value(await call('getLookupFacts', { number: number() }))).toEqual({
      lineType: extended?.LINETYPE ?? null,
      carrier: extended?.LEC ?? null,
      city: extended?.CITY ?? null,
      state: extended?.STATE ?? null,
      doNotCall: false,
    });
    expect(demo.requestsFor('lookup')).toHaveLength(1);
  });

  it('the call confirmation shows cached facts, and looks up first only when the user asked for that', async () => {
    const uncached = await core.startCall(number(), 'link');
    expect(uncached.kind === 'confirm' && uncached.pending.facts).toBeNull();
    expect(demo.requestsFor('lookup')).toHaveLength(0);
    value(await call('updateSettings', { calls: { lookupBeforeCalling: true } }));
    const looked = await core.startCall(number(), 'link');
    expect(looked.kind === 'confirm' && looked.pending.facts?.carrier).toBe(demo.data.lrn[0]?.extended.LEC);
    expect(demo.requestsFor('lookup')).toHaveLength(1);
  });

  it('a DNC flag reaches the confirmation as a warning', async () => {
    const flagged = demo.data.lrn.find((e) => e.extended.DNC === 'Y');
    await call('lookupNumber', { number: `+${flagged?.number}` });
    const started = await core.startCall(`+${flagged?.number}`, 'link');
    expect(started.kind === 'confirm' && started.pending.facts?.doNotCall).toBe(true);
  });

  it('a DNC number is never placed without the second step: a hotkey that skips confirming asks, a window call is refused unconfirmed', async () => {
    const flagged = `+${demo.data.lrn.find((e) => e.extended.DNC === 'Y')?.number}`;
    await call('lookupNumber', { number: flagged });
    value(await call('updateSettings', { calls: { confirmHotkeyCalls: false } }));
    const started = await core.startCall(flagged, 'hotkey');
    expect(started.kind).toBe('confirm');
    expect(value(await call('getCallFacts', { number: flagged }))).toMatchObject({ doNotCall: true });
    const refused = await call('placeCall', { number: flagged, source: 'dialpad' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'dnc-not-confirmed' } });
    expect(demo.requestsFor('originate')).toHaveLength(0);
    expect((await call('placeCall', { number: flagged, source: 'dialpad', dncConfirmed: true })).ok).toBe(
      true,
    );
    expect(demo.requestsFor('originate')).toHaveLength(1);
  });
});

describe('absurd replies get clear, safe answers', () => {
  const OPENING_PAGE = {
    limit: 50,
    offset: 0,
    orderBy: { field: 'start_epoch', direction: 'desc' },
    range: null,
  } as const;

  it('a record nested 2,000 levels deep fails the opening history page as unexpected-reply', async () => {
    value(await call('listHistory', OPENING_PAGE));
    const deep = `[{"uuid":"c1","detail":${'['.repeat(2_000)}${']'.repeat(2_000)}}]`;
    demo.injectFault({ fault: { kind: 'reply', status: 200, body: deep, contentType: 'application/json' } });
    const result = await call('listHistory', OPENING_PAGE);
    expect(result).toMatchObject({ ok: false, error: { code: 'unexpected-reply' } });
    expect(await call('getCallRecord', { uuid: 'c1' })).toMatchObject({
      ok: false,
      error: { code: 'unexpected-reply' },
    });
  });

  it.each(['..', '.', 'a/b', 'a\\b', 'a\u0000b', 'x'.repeat(129)])(
    'refuses the record id %j before any request',
    async (uuid) => {
      for (const [channel, request] of [
        ['getCallRecord', { uuid }],
        ['getVoicemail', { uuid }],
        ['getRecordingAudio', { uuid }],
        ['saveAudio', { kind: 'voicemail', uuid, hint: {} }],
        ['markHeard', { uuid }],
      ] as const) {
        expect(await call(channel, request)).toMatchObject({
          ok: false,
          error: { code: 'invalid-argument' },
        });
      }
      expect(demo.requests).toHaveLength(0);
    },
  );

  it('a settings folder that cannot be written is named with the cause, not "internal error (Error)"', async () => {
    await rm(dataDir, { recursive: true, force: true });
    await writeFile(dataDir, 'a file where the data folder should be');
    const result = await call('updateSettings', { account: { extension: '201' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(!result.ok && result.error.message).toBe(
      `Dialdesk could not write settings.json in the folder ${dataDir}: a file stands where the folder should be (ENOTDIR). Check that the folder exists, that you may write to it, and that the disk has space.`,
    );
  });

  it('refuses to save HTML served as audio/wav', async () => {
    savePath = dataDir;
    demo.injectFault({
      op: 'recording',
      fault: { kind: 'reply', status: 200, body: '<html>Sign in</html>', contentType: 'audio/wav' },
    });
    const result = await call('saveAudio', { kind: 'recording', uuid: 'r1', hint: {} });
    expect(result).toMatchObject({ ok: false, error: { code: 'unexpected-reply' } });
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.wav'))).toEqual([]);
  });
});

describe('voicemail heard and unheard', () => {
  it('counts unheard messages, and a played one stops counting, across restarts', async () => {
    const listed = value(await call('listVoicemail', undefined)) as Voicemail[];
    const before = value(await call('getVoicemailStatus', undefined)) as VoicemailStatus;
    // Heard on the phone: 'saved', or 'deleted' on a phone while the deletion queue keeps it (FusionPBX).
    const heardOnPhone = (message: Voicemail) => message.phoneStatus !== 'new';
    expect(listed.some((message) => message.phoneStatus === 'deleted')).toBe(true);
    const serverHeard = listed.filter(heardOnPhone).length;
    expect(before).toEqual({ heard: expect.any(Array), unheard: listed.length - serverHeard, problem: null });
    const unheard = listed.find((message) => !before.heard.includes(message.id));
    const after = value(await call('markHeard', { uuid: unheard?.id ?? '' })) as VoicemailStatus;
    expect(after.unheard).toBe(before.unheard - 1);
    expect(after.heard).toContain(unheard?.id);
    await newCore();
    await call('listVoicemail', undefined);
    expect((value(await call('getVoicemailStatus', undefined)) as VoicemailStatus).unheard).toBe(
      after.unheard,
    );
  });

  it('marks heard only messages the app has listed: 2,000 made-up uuids leave the heard file as it was', async () => {
    const listed = value(await call('listVoicemail', undefined)) as Voicemail[];
    value(await call('markHeard', { uuid: listed[0]?.id ?? '' }));
    const heardFile = join(accountDir(dataDir, DEMO_ACCOUNT_ID), 'voicemail-heard.json');
    const before = await readFile(heardFile, 'utf8');
    for (let i = 0; i < 2_000; i++) {
      expect(await call('markHeard', { uuid: `fake-${i}` })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
    }
    expect(await readFile(heardFile, 'utf8')).toBe(before);
  });

  it('the watch announces a new message once, after the first check', async () => {
    const arrived: Voicemail[][] = [];
    core.on('voicemailArrived', ({ records }) => arrived.push(records));
    core.startVoicemailWatch();
    await core.checkVoicemailNow('manual');
    expect(arrived).toEqual([]);
    const fresh = demo.addVoicemail({
      record: { caller_id_name: 'Priya Natarajan', caller_id_number: '5555550144' },
    });
    await core.checkVoicemailNow('manual');
    await core.checkVoicemailNow('manual');
    expect(arrived.map((records) => records.map((message) => message.id))).toEqual([[fresh.record.uuid]]);
    // Named as every view names the caller: the name the phone system recorded on the message.
    expect(arrived[0]?.[0]?.party).toMatchObject({ name: 'Priya Natarajan', nameFrom: 'this-call' });
  });
});

describe('files the user takes away', () => {
  it('saves voicemail audio through the save dialog, byte for byte, under a sensible name', async () => {
    savePath = dataDir;
    const served = demo.data.voicemails[0];
    const hint = { caller: 'Dana Whitfield', number: '5555550123', epochSeconds: 1_763_733_780 };
    const saved = value(
      await call('saveAudio', { kind: 'voicemail', uuid: served?.record.uuid ?? '', hint }),
    ) as {
      path: string;
    };
    expect(saved.path).toMatch(/Voicemail \d{4}-\d{2}-\d{2} \d{4} Dana Whitfield 5555550123\.wav$/);
    expect(Buffer.from(await readFile(saved.path)).equals(Buffer.from(served?.audio ?? []))).toBe(true);
  });

  it('saves nothing when the user cancels the dialog', async () => {
    const uuid = demo.data.recordings[0]?.record.uuid ?? '';
    expect(value(await call('saveAudio', { kind: 'recording', uuid, hint: {} }))).toBeNull();
  });

  it('exports the filtered range as CSV, every page, with progress', async () => {
    savePath = dataDir;
    const progress: number[] = [];
    core.on('exportProgress', ({ loaded }) => progress.push(loaded));
    const someone = demo.data.calls[0]?.record.caller_id_name ?? '';
    const range = { from: '2026-01-01', to: '2027-12-31' };
    const result = value(
      await call('exportHistory', {
        orderBy: { field: 'start_epoch', direction: 'desc' },
        range,
        filter: someone,
        kind: 'all',
      }),
    ) as { path: string; count: number };
    const expected = demo.data.calls.filter(
      (c) => c.record.caller_id_name === someone || c.record.destination_number.includes(someone),
    );
    expect(result.count).toBeGreaterThanOrEqual(expected.length);
    expect(result.path).toBe(join(dataDir, `Calls ${range.from} to ${range.to}.csv`));
    const exported = csvColumn(await readFile(result.path, 'utf8'), 'uuid');
    expect(exported).toHaveLength(result.count);
    for (const call of expected) expect(exported).toContain(call.record.uuid);
    // One row per call: the phone system's b-legs (same caller) are folded into their call, never written.
    const calls = new Set(demo.data.calls.map((c) => c.record.uuid));
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.filter((uuid) => !calls.has(uuid))).toEqual([]);
    // Progress counts the calls loaded (the range holds every call; the name filter applies after):
    // the phone system's b-legs are not counted.
    expect(progress.at(-1)).toBe(demo.data.calls.length);
  });

  it("writes the computer's separator and decimal mark, asked at each export, and answers which separator", async () => {
    savePath = dataDir;
    const everyCall: HistoryExportRequest = {
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
      filter: '',
      kind: 'all',
    };
    const exportAll = async () => value(await call('exportHistory', everyCall)) as HistoryExported;
    // A German Windows under an English Dialdesk: the computer's ';' and ',', not the language's.
    computerCsvStyle = { separator: ';', decimalMark: ',' };
    const german = await exportAll();
    expect(german.separator).toBe(';');
    const [header] = (await readFile(german.path, 'utf8')).split('\r\n');
    expect(header).toMatch(
      /^\uFEFFDate;Time;Direction;Name;Number;Other party;Duration;Result;Outcome;Note;uuid;/,
    );
    // The person changed the setting: the next file follows.
    computerCsvStyle = PLAIN_CSV;
    const english = await exportAll();
    expect(english.separator).toBe(',');
    expect((await readFile(english.path, 'utf8')).split('\r\n')[0]).toMatch(/^\uFEFFDate,Time,Direction,/);
  });

  it('an export can be cancelled, and then writes nothing', async () => {
    savePath = dataDir;
    demo.injectFault({ op: 'cdrs', fault: { kind: 'delay', ms: 300 } });
    const running = call('exportHistory', {
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
      filter: '',
      kind: 'all',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      await call('exportHistory', {
        orderBy: { field: 'start_epoch', direction: 'desc' },
        range: null,
        filter: '',
        kind: 'all',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'busy' },
    });
    value(await call('cancelExport', undefined));
    expect(value(await running)).toBeNull();
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.csv'))).toEqual([]);
  });
});

describe('offline start', () => {
  it('keeps the voicemail list, with its time, across restarts; history has its local copy instead', async () => {
    await call('listHistory', {
      limit: 25,
      offset: 0,
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
    });
    await call('listVoicemail', undefined);
    await newCore();
    const offline = value(await call('getOfflineSnapshot', undefined)) as OfflineView;
    expect(Object.keys(offline)).toEqual(['voicemail']);
    expect(offline.voicemail?.records).toHaveLength(demo.data.voicemails.length);
    expect(offline.voicemail?.at).toEqual(expect.any(Number));
    expect(JSON.stringify(offline)).not.toContain('message_base64');
  });
});

describe('the language', () => {
  afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));
  const de = catalogOf('de');
  const fr = catalogOf('fr');
  /** A message's words before its first placeholder: enough to tell which language said it. */
  const opening = (message: unknown) => String(message).split('{')[0] ?? '';

  it("says a repaired settings file's warning in the language that file chose", async () => {
    await core.close();
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({
        version: 2,
        general: { language: 'de' },
        voicemail: { checkIntervalMinutes: 'often' },
      }),
    );
    await newCore();
    const view = value(await call('getSettings', undefined)) as SettingsView;
    expect(view.settings.general.language).toBe('de');
    expect(view.warning).toContain(opening(de['settingsFile.fieldsReset']));
    expect(view.warning).toContain('voicemail.checkIntervalMinutes');
    expect(value(await call('getLanguage', undefined))).toEqual({
      language: 'de',
      locale: 'de',
      catalog: de,
    });
  });

  it("answers in the language chosen since: a refusal's sentence, and the pack a window asks for", async () => {
    value(await call('updateSettings', { general: { language: 'fr' } }));
    const refused = await call('placeCall', { number: 'Call me maybe', source: 'dialpad' });
    expect(refused.ok).toBe(false);
    // One of the French sentences about a number, filled with the text that held none.
    const french = Object.entries(fr)
      .filter(([key]) => key.startsWith('numbers.'))
      .map(([, message]) => String(message).replace('{text}', 'Call me maybe'));
    expect(french).toContain(refused.ok ? '' : refused.error.message);
    expect(value(await call('getLanguage', undefined))).toMatchObject({ language: 'fr', catalog: fr });
    value(await call('updateSettings', { general: { language: 'en' } }));
    expect(value(await call('getLanguage', undefined))).toEqual({
      language: 'en',
      locale: 'en',
      catalog: null,
    });
  });
});
