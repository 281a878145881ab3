// The IPC door: every channel validates its argument before any handler runs, every failure becomes a
// serialisable { code, message }, and only the app's own window and page may call at all.
import { describe, expect, it } from 'vitest';
import { HttpStatusError, LookupError, TimeoutError } from '../../main/api';
import type { ChannelHandlers } from '../../main/core';
import { CoreError } from '../../main/errors/core-errors';
import type { PhrasedError } from '../../main/errors/phrased-error';
import { createDispatcher } from '../../main/ipc/dispatch';
import { type InvokeEvent, type IpcMainLike, registerIpcHandlers } from '../../main/ipc/register';
import { KeychainLockedError } from '../../main/secrets';
import { SettingsValidationError, settingsPatchSchema } from '../../main/settings';
import { CHANNELS, type Channel, ipcName, type RequestOf, type Result } from '../../preload/contract';
import { IN_SETTINGS, phrase } from '../../preload/shared/i18n/phrase';
import { accountFields } from '../support/saved-accounts';

/** One valid request per channel; the mutations below are derived from these. */
const CONTACT_ID = '3f6c1a52-8d0e-4b7a-9c51-2e4d8b0f7a13';
const NUMBER_ID = '9b2e4c71-5a3d-4e8f-8b16-7c0d2a9e5f48';

const valid: { [C in Channel]: RequestOf<C> } = {
  getAppInfo: undefined,
  getSettings: undefined,
  getLanguage: undefined,
  closeQuickDial: { lookUp: '(212) 555-0123' },
  testHotkeys: undefined,
  planCall: { number: '(212) 555-0123', source: 'quick-dial' },
  updateSettings: { account: { extension: '201' }, voicemail: { checkIntervalMinutes: 5 } },
  setKey: { kind: 'pbx', value: 'k-123' },
  clearKey: { kind: 'lookup' },
  testPhoneSystem: undefined,
  testLookup: { number: '555-555-0123' },
  testLookupKey: undefined,
  chooseFirstRun: { choice: 'demo' },
  listHistory: {
    limit: 50,
    offset: 0,
    orderBy: { field: 'start_epoch', direction: 'desc' },
    range: { from: '2026-11-01', to: '2026-11-21' },
  },
  getCallRecord: { uuid: 'a-1' },
  listRecordings: { limit: 20, offset: 40 },
  getRecordingAudio: { uuid: 'r-1' },
  listVoicemail: undefined,
  getVoicemail: { uuid: 'v-1' },
  lookupNumber: { number: '+1 555 555 0123', refresh: true },
  getLookupFacts: { number: '555 555 0123' },
  getCallFacts: { number: '555 555 0123' },
  getCalledPartyTime: { number: '555 555 0123' },
  getVoicemailStatus: undefined,
  markHeard: { uuid: 'v-1' },
  saveAudio: {
    kind: 'voicemail',
    uuid: 'v-1',
    hint: { caller: 'Dana', number: '5555550123', epochSeconds: 1_763_700_000 },
  },
  exportHistory: {
    orderBy: { field: 'start_epoch', direction: 'desc' },
    range: { from: '2026-11-01', to: '2026-11-21' },
    filter: 'dana',
    kind: 'missed',
  },
  cancelExport: undefined,
  showInFolder: { path: '/home/dana/Calls 2026-11-01 to 2026-11-21.csv' },
  getOfflineSnapshot: undefined,
  placeCall: { number: '(555) 555-0123', source: 'history' },
  getPendingCall: undefined,
  confirmPendingCall: { id: 'p-1' },
  cancelPendingCall: { id: 'p-1' },
  listRecentCalls: undefined,
  getHotkeyStatus: undefined,
  searchHistory: {
    text: '0123',
    missedOnly: true,
    direction: 'inbound',
    range: { from: '2026-11-01', to: '2026-11-21' },
    limit: 100,
    offset: 0,
  },
  suggestPeople: { text: 'Dan', limit: 8 },
  getHistoryStatus: undefined,
  listCallBacks: undefined,
  markCallBack: { key: '+15555550123', through: 1_763_700_000, mark: 'later-today' },
  cancelHistoryBackfill: undefined,
  deleteLocalHistory: undefined,
  fitConfirmWindow: { width: 420, height: 212 },
  listAccounts: undefined,
  switchAccount: { id: 'a_0123456789ab' },
  addAccount: accountFields(),
  editAccount: { id: 'a_0123456789ab', patch: { name: 'Acme back office' } },
  removeAccount: { id: 'a_0123456789ab' },
  mergeAccount: { id: 'a_0123456789ab' },
  checkForUpdates: undefined,
  getUpdateMode: undefined,
  listContacts: { text: 'Dana' },
  getContact: { id: CONTACT_ID },
  contactForNumber: { number: '(555) 555-0147' },
  saveContact: {
    id: null,
    draft: {
      name: 'Dana Whitfield',
      company: 'Acme',
      note: '',
      numbers: [{ id: null, label: 'mobile', number: '(555) 555-0147' }],
    },
  },
  deleteContact: { id: CONTACT_ID },
  restoreContact: {
    contact: {
      id: CONTACT_ID,
      name: 'Dana Whitfield',
      company: 'Acme',
      note: '',
      numbers: [
        {
          id: NUMBER_ID,
          label: 'extension',
          number: '202',
          shown: '202',
          favourite: true,
          account: { id: 'a_0123456789ab', name: 'Acme' },
          usable: true,
        },
      ],
      updatedMs: 1_795_000_000_000,
    },
  },
  listFavourites: undefined,
  setFavourite: { numberId: NUMBER_ID, favourite: true },
  orderFavourites: { numberIds: [NUMBER_ID] },
  getContactsStatus: undefined,
  previewContactsImport: undefined,
  importContacts: {
    previewId: '0b7c2f7e-4c55-4d3c-9a39-2f0e3c1d5a10',
    choices: { chosen: { '6a1f1d0e-8f0c-4b8e-9d4e-0d2f9b1c7e22': 'file' }, others: 'mine' },
  },
  cancelContactsImport: undefined,
  exportContacts: { format: 'vcard3', text: '' },
  listDirectories: undefined,
  directoryNotices: undefined,
  saveDirectory: {
    id: CONTACT_ID,
    settings: {
      kind: 'ldap',
      name: 'Acme AD',
      accounts: ['demo'],
      url: 'ldaps://ad.acme.test',
      security: 'ldaps',
      baseDn: 'dc=acme,dc=test',
      bindDn: 'cn=reader,dc=acme,dc=test',
      filter: '',
      preset: 'auto',
      mapping: null,
      caFile: '/etc/ssl/acme-ca.pem',
    },
    password: 'pw',
  },
  removeDirectory: { id: CONTACT_ID },
  probeDirectory: {
    id: CONTACT_ID,
    settings: {
      kind: 'carddav',
      name: 'Team book',
      accounts: ['demo'],
      url: 'https://dav.acme.test',
      username: 'alice',
      books: ['/alice/team/'],
    },
    password: 'pw',
  },
  readDirectoryNow: { id: CONTACT_ID },
  listNoteOutcomes: undefined,
  saveNoteOutcomes: {
    outcomes: [
      { id: 'reached', label: 'Spoke to them' },
      { id: 'follow-up', label: 'Call back' },
    ],
  },
  saveNote: {
    target: { kind: 'call', id: CONTACT_ID, origin: '' },
    text: 'Wants a quote',
    outcomeId: 'follow-up',
  },
  notePlacedCall: { placedId: NUMBER_ID, text: 'Call again Monday', outcomeId: 'follow-up' },
  listNumberNotes: { number: '(212) 555-0123' },
  countAccountNotes: { id: 'a_0123456789ab' },
  getCrmSettings: undefined,
  getCallingHours: undefined,
  saveCallingHours: { enabled: true, start: 480, end: 1260, florida: true },
  saveCrmSettings: {
    template: 'https://crm.example.com/search?phone={number}',
    openOnCall: true,
    customScheme: '',
  },
  getCrmAddress: { number: '(212) 555-0123', name: 'Dana', callId: CONTACT_ID, direction: 'inbound' },
  openInCrm: {
    party: { number: '(212) 555-0123', name: 'Dana', callId: CONTACT_ID, direction: 'inbound' },
    shown: true,
  },
};

/** Handlers that only record that they were reached. */
function recordingHandlers() {
  const reached: Channel[] = [];
  const handlers = Object.fromEntries(
    CHANNELS.map((channel) => [
      channel,
      async () => {
        reached.push(channel);
        return 'reached';
      },
    ]),
  ) as unknown as ChannelHandlers;
  return { handlers, reached };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf path of a value, e.g. ['orderBy', 'field']. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

function withLeaf(value: unknown, path: string[], replace: (leaf: unknown) => unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  const replaced = replace(node[last]);
  if (replaced === undefined) delete node[last];
  else node[last] = replaced;
  return copy;
}

const wrongType = (leaf: unknown) =>
  typeof leaf === 'string' ? 12345 : typeof leaf === 'number' ? '1' : 'yes';
const HUGE = 'x'.repeat(1_000_000);

/** Leaves a valid request may leave out (every field of a settings patch is optional). */
const OPTIONAL_LEAVES = new Set([
  ...leafPaths(valid.updateSettings).map((path) => `updateSettings:${path.join('.')}`),
  ...leafPaths(valid.editAccount.patch).map((path) => `editAccount:patch.${path.join('.')}`),
  'lookupNumber:refresh',
  // Esc leaves the box without a lookup.
  'closeQuickDial:lookUp',
  'saveAudio:hint.caller',
  'saveAudio:hint.number',
  'saveAudio:hint.epochSeconds',
  // A choice per listed conflict: a conflict without one follows choices.others.
  ...Object.keys(valid.importContacts.choices.chosen).map((id) => `importContacts:choices.chosen.${id}`),
]);

function malformedArguments(channel: Channel): [string, unknown][] {
  const sample = valid[channel];
  if (sample === undefined) {
    return [
      ['a string', 'x'],
      ['a number', 1],
      ['null', null],
      ['an object', { extra: true }],
      ['a huge string', HUGE],
    ];
  }
  const cases: [string, unknown][] = [
    ['nothing', undefined],
    ['null', null],
    ['a string', 'x'],
    ['an array', [sample]],
    ['an extra field', { ...sample, extra: 1 }],
    ['a __proto__ key', JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(sample).slice(1)}`)],
    ['a constructor key', { ...sample, constructor: { prototype: { polluted: true } } }],
  ];
  for (const path of leafPaths(sample)) {
    const name = path.join('.');
    cases.push([`${name} of the wrong type`, withLeaf(sample, path, wrongType)]);
    if (!OPTIONAL_LEAVES.has(`${channel}:${name}`)) {
      cases.push([`${name} missing`, withLeaf(sample, path, () => undefined)]);
    }
    const leaf = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], sample);
    if (typeof leaf === 'string') cases.push([`${name} huge`, withLeaf(sample, path, () => HUGE)]);
  }
  return cases;
}

describe('every channel refuses malformed arguments before any handler runs', () => {
  const rows = CHANNELS.flatMap((channel) =>
    malformedArguments(channel).map(([name, argument]) => [channel, name, argument] as const),
  );

  it('covers every channel with several malformed arguments', () => {
    for (const channel of CHANNELS)
      expect(rows.filter(([c]) => c === channel).length).toBeGreaterThanOrEqual(5);
  });

  it.each(rows)('%s with %s', async (channel, _name, argument) => {
    const { handlers, reached } = recordingHandlers();
    const result = await createDispatcher(handlers)(channel, argument as Json);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error.code).toBe('invalid-argument');
    expect(result.ok === false && result.error.message.length).toBeLessThan(300);
    expect(reached).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(CHANNELS)('%s passes a valid argument through', async (channel) => {
    const { handlers, reached } = recordingHandlers();
    expect(await createDispatcher(handlers)(channel, valid[channel])).toEqual({ ok: true, value: 'reached' });
    expect(reached).toEqual([channel]);
  });

  it('refuses an unknown channel', async () => {
    const { handlers, reached } = recordingHandlers();
    const result = await createDispatcher(handlers)('getKey', { kind: 'pbx' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: 'Unknown request.', said: { key: 'ipc.unknownRequest' } },
    });
    expect(reached).toEqual([]);
  });

  it('refuses settings patches that try to store a key', async () => {
    const { handlers } = recordingHandlers();
    const dispatch = createDispatcher(handlers);
    for (const patch of [{ apiKey: 'k' }, { account: { apiKey: 'k' } }, { account: { pbxKey: 'k' } }]) {
      expect(await dispatch('updateSettings', patch)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
    }
  });
});

describe('the call-back list: an entry named by its key, marked through a time, with one of three marks', () => {
  const ask = async (argument: unknown) => {
    const { handlers, reached } = recordingHandlers();
    return { result: await createDispatcher(handlers)('markCallBack', argument as Json), reached };
  };
  const mark = (change: Record<string, unknown>) => ({ ...valid.markCallBack, ...change });

  it.each([
    ['a mark not among the three', mark({ mark: 'next-week' }), 'mark'],
    ['a mark in another case', mark({ mark: 'Done' }), 'mark'],
    ['a negative time', mark({ through: -1 }), 'through'],
    ['a fractional time', mark({ through: 1_763_700_000.5 }), 'through'],
    ['a time past 2^33 seconds', mark({ through: 2 ** 33 + 1 }), 'through'],
    ['NaN for the time', mark({ through: Number.NaN }), 'through'],
    ['an empty key', mark({ key: '' }), 'key'],
    ['a key longer than 200 characters', mark({ key: '1'.repeat(201) }), 'key'],
  ])('refuses %s, naming the field, before any handler runs', async (_name, argument, field) => {
    const { result, reached } = await ask(argument);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(result.ok === false && Object.keys(result.error.fields ?? {})).toEqual([field]);
    expect(reached).toEqual([]);
  });

  it.each([
    mark({ mark: 'done' }),
    mark({ mark: 'later-today' }),
    mark({ mark: 'tomorrow' }),
    mark({ through: 0 }),
    mark({ through: 2 ** 33 }),
    mark({ key: '1'.repeat(200) }),
  ])('passes %o through', async (argument) => {
    const { result, reached } = await ask(argument);
    expect(result).toEqual({ ok: true, value: 'reached' });
    expect(reached).toEqual(['markCallBack']);
  });

  it('lists with no argument, and refuses one', async () => {
    const { handlers, reached } = recordingHandlers();
    const dispatch = createDispatcher(handlers);
    expect(await dispatch('listCallBacks', undefined)).toEqual({ ok: true, value: 'reached' });
    expect(await dispatch('listCallBacks', { key: '+15555550123' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    expect(reached).toEqual(['listCallBacks']);
  });

  it('no longer knows markMissedSeen: the list took the place of the unseen count', async () => {
    expect(CHANNELS).not.toContain('markMissedSeen');
    const { handlers, reached } = recordingHandlers();
    expect(await createDispatcher(handlers)('markMissedSeen', undefined)).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', said: { key: 'ipc.unknownRequest' } },
    });
    expect(reached).toEqual([]);
  });
});

describe('a refused form names each field and its rule in fields, never the value', () => {
  it('a refused settings patch: every offending field, the first one in the message', async () => {
    const { handlers } = recordingHandlers();
    const result = await createDispatcher(handlers)('updateSettings', {
      account: { extension: 'x1' },
      voicemail: { checkIntervalMinutes: 61 },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message: 'Invalid request: account.extension must be 2 to 10 digits, or empty',
        fields: {
          'account.extension': 'must be 2 to 10 digits, or empty',
          'voicemail.checkIntervalMinutes': 'must be at most 60 minutes',
        },
      },
    });
  });

  it('a settings update the store refused crosses with its fields', async () => {
    const issues = settingsPatchSchema.safeParse({ numbers: { defaultRegion: 'USA' } }).error?.issues ?? [];
    const result = await failingDispatcher(new SettingsValidationError(issues))('listVoicemail', undefined);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'settings-invalid',
        message: "Invalid settings: numbers.defaultRegion: must be a two-letter country code such as 'US'",
        fields: { 'numbers.defaultRegion': "must be a two-letter country code such as 'US'" },
      },
    });
  });
});

function failingDispatcher(error: unknown) {
  const { handlers } = recordingHandlers();
  return createDispatcher({
    ...handlers,
    listVoicemail: async () => {
      throw error;
    },
  });
}

describe('failures become serialisable { code, message } values', () => {
  it.each([
    [new HttpStatusError('list voicemail', 401, '', 'Check the key.', []), 'unauthorized'],
    [new HttpStatusError('list voicemail', 403, '', 'Not allowed.', []), 'forbidden'],
    [new HttpStatusError('list voicemail', 503, '', 'Later.', []), 'server-error'],
    [new TimeoutError('list voicemail', 'no answer', []), 'timeout'],
    [new KeychainLockedError('locked collection', 'linux'), 'keychain-locked'],
    [
      new CoreError('key-missing', phrase('connection.pbx.keyMissing', { where: IN_SETTINGS })),
      'key-missing',
    ],
  ])('%s -> %s', async (error, code) => {
    const result = await failingDispatcher(error)('listVoicemail', undefined);
    // Beside the sentence, the phrase that lets a window say it again in another language.
    const { message, said } = error as PhrasedError;
    expect(result).toEqual({ ok: false, error: { code, message, said } });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('a lookup failure carries the body code and msg', async () => {
    const result = await failingDispatcher(new LookupError('look up the number', 404, 'No LRN data', []))(
      'listVoicemail',
      undefined,
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'lookup-failed', lookup: { code: 404, msg: 'No LRN data' } },
    });
  });

  it('a failed call that may still ring says so', async () => {
    const result = await failingDispatcher(
      new CoreError('call-rejected', phrase('calls.mayStillRing', { number: '*97' }), { callMayRing: true }),
    )('listVoicemail', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'call-rejected', callMayRing: true } });
  });

  it('an unexpected error crosses as "internal" without its text, which could hold anything', async () => {
    const result = await failingDispatcher(new TypeError('secret sk_live_123 in a stack'))(
      'listVoicemail',
      undefined,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'internal',
        message: 'Dialdesk hit an internal error (TypeError). Try again; if it persists, restart the app.',
        said: { key: 'error.internal', values: { kind: 'TypeError' } },
      },
    });
  });

  it('a thrown non-Error value is caught too', async () => {
    expect(await failingDispatcher('boom')('listVoicemail', undefined)).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });
});

describe('only the app window may call', () => {
  type Listener = (event: InvokeEvent, argument: unknown) => Promise<Result<unknown>>;
  const APP_WINDOW = 7;
  const setup = () => {
    const registered = new Map<string, Listener>();
    const ipcMain: IpcMainLike = { handle: (channel, listener) => registered.set(channel, listener) };
    const { handlers, reached } = recordingHandlers();
    registerIpcHandlers(ipcMain, createDispatcher(handlers), {
      origin: 'app://dialdesk',
      isAppWindow: (id) => id === APP_WINDOW,
    });
    return { registered, reached };
  };
  const event = (url: string, options: { id?: number; parent?: unknown } = {}): InvokeEvent => ({
    sender: { id: options.id ?? APP_WINDOW },
    senderFrame: { url, parent: 'parent' in options ? options.parent : null },
  });

  it('registers exactly one handler per contract channel', () => {
    expect([...setup().registered.keys()].sort()).toEqual(CHANNELS.map(ipcName).sort());
  });

  it('serves the app page in the app window', async () => {
    const { registered, reached } = setup();
    const result = await registered.get(ipcName('listVoicemail'))?.(
      event('app://dialdesk/index.html'),
      undefined,
    );
    expect(result).toEqual({ ok: true, value: 'reached' });
    expect(reached).toEqual(['listVoicemail']);
  });

  it.each([
    ['a foreign origin', event('https://evil.example/app', {})],
    ['a look-alike origin', event('app://dialdesk.evil/index.html')],
    ['a file: page', event('file:///home/user/index.html')],
    ['a sub-frame of the app page', event('app://dialdesk/index.html', { parent: {} })],
    ['another window', event('app://dialdesk/index.html', { id: 99 })],
    ['no frame at all', { sender: { id: APP_WINDOW }, senderFrame: null }],
    ['an unparsable URL', event('not a url')],
    ['the origin behind user info', event('app://evil@dialdesk/index.html')],
    ['the origin behind a user name and password', event('app://evil:pw@dialdesk/index.html')],
    ['the origin with a port', event('app://dialdesk:80/index.html')],
    ['the origin in another case', event('app://Dialdesk/index.html')],
    ['the origin with a trailing dot', event('app://dialdesk./index.html')],
    ['a frame whose parent is undefined', event('app://dialdesk/index.html', { parent: undefined })],
  ])('refuses %s', async (_name, senderEvent) => {
    const { registered, reached } = setup();
    const result = await registered.get(ipcName('placeCall'))?.(senderEvent, valid.placeCall);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(reached).toEqual([]);
  });
});

describe('fitConfirmWindow: a sane size, from the confirmation window only', () => {
  type Listener = (event: InvokeEvent, argument: unknown) => Promise<Result<unknown>>;
  const MAIN_WINDOW = 7;
  const CONFIRM_WINDOW = 8;
  const setup = (windowOf?: { fitConfirmWindow?: (id: number) => boolean }) => {
    const registered = new Map<string, Listener>();
    const ipcMain: IpcMainLike = { handle: (channel, listener) => registered.set(channel, listener) };
    const { handlers, reached } = recordingHandlers();
    registerIpcHandlers(ipcMain, createDispatcher(handlers), {
      origin: 'app://dialdesk',
      isAppWindow: (id) => id === MAIN_WINDOW || id === CONFIRM_WINDOW,
      windowOf,
    });
    const ask = (id: number, argument: unknown = valid.fitConfirmWindow) =>
      registered.get(ipcName('fitConfirmWindow'))?.(
        { sender: { id }, senderFrame: { url: 'app://dialdesk/index.html#confirm', parent: null } },
        argument,
      );
    return { ask, reached };
  };
  const onlyTheConfirmation = { fitConfirmWindow: (id: number) => id === CONFIRM_WINDOW };

  it('serves the confirmation window', async () => {
    const { ask, reached } = setup(onlyTheConfirmation);
    expect(await ask(CONFIRM_WINDOW)).toEqual({ ok: true, value: 'reached' });
    expect(reached).toEqual(['fitConfirmWindow']);
  });

  it('refuses the main window, and every window where no window is named for it', async () => {
    for (const [windowOf, id] of [
      [onlyTheConfirmation, MAIN_WINDOW],
      [undefined, CONFIRM_WINDOW],
      [{}, CONFIRM_WINDOW],
    ] as const) {
      const { ask, reached } = setup(windowOf);
      expect(await ask(id)).toEqual({
        ok: false,
        error: {
          code: 'forbidden-sender',
          message: 'Request refused: only the window it is about may ask it.',
        },
      });
      expect(reached).toEqual([]);
    }
  });

  it('leaves the other channels to every app window', async () => {
    const registered = new Map<string, Listener>();
    const { handlers } = recordingHandlers();
    registerIpcHandlers({ handle: (c, l) => registered.set(c, l) }, createDispatcher(handlers), {
      origin: 'app://dialdesk',
      isAppWindow: (id) => id === CONFIRM_WINDOW,
      windowOf: onlyTheConfirmation,
    });
    const result = await registered.get(ipcName('getPendingCall'))?.(
      {
        sender: { id: CONFIRM_WINDOW },
        senderFrame: { url: 'app://dialdesk/index.html#confirm', parent: null },
      },
      undefined,
    );
    expect(result).toEqual({ ok: true, value: 'reached' });
  });

  it.each([
    ['a width of 0', { width: 0, height: 200 }, 'width'],
    ['a negative height', { width: 420, height: -1 }, 'height'],
    ['NaN', { width: Number.NaN, height: 200 }, 'width'],
    ['Infinity', { width: 420, height: Number.POSITIVE_INFINITY }, 'height'],
    ['more than any screen', { width: 10_001, height: 200 }, 'width'],
  ])('refuses %s, naming the field, before any handler runs', async (_name, size, field) => {
    const { ask, reached } = setup(onlyTheConfirmation);
    const result = await ask(CONFIRM_WINDOW, size);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(result?.ok === false && Object.keys(result.error.fields ?? {})).toEqual([field]);
    expect(reached).toEqual([]);
  });

  it('where no window answers it (the core alone), says so instead of failing', async () => {
    const { handlers } = recordingHandlers();
    const { fitConfirmWindow: _none, ...coreOnly } = handlers;
    expect(await createDispatcher(coreOnly)('fitConfirmWindow', valid.fitConfirmWindow)).toEqual({
      ok: false,
      error: {
        code: 'forbidden-sender',
        message: 'Request refused: no window here may ask it.',
        said: { key: 'ipc.noWindow' },
      },
    });
  });
});
