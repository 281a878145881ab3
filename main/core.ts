// The use cases behind the contract: settings, keys, history, recordings, voicemail, lookup and calls.
// No electron import: the Electron shell, the tests and the E2E harness all drive this same object.
// Clients are built from the current settings and keys at each use, so a change applies at once.

import { randomUUID } from 'node:crypto';
import type {
  AppInfo,
  CallOutcome,
  Channel,
  EventName,
  Events,
  HistoryQuery,
  HotkeyStatus,
  KeyStatus,
  Mode,
  OutsideCallSource,
  PendingCall,
  RequestOf,
  ResponseOf,
  SettingsView,
} from '../preload/contract';
import {
  BaseUrlError,
  buildBaseUrl,
  createLookupClient,
  createPbxClient,
  type FetchLike,
  type LookupClient,
  normaliseBaseUrlOverride,
  type PbxClient,
} from './api';
import { type CallPlan, planCall } from './call-plan';
import { CoreError } from './core-errors';
import { createDialer } from './dialer';
import { findPhoneNumber, formatForDial } from './numbers';
import { createRecentCalls } from './recent-calls';
import type { KeyKind, SecretStore } from './secrets';
import { createSettingsStore, isAccountConfigured, type Settings } from './settings';

/** Where the built-in demo phone system listens, and the keys it accepts. */
export interface DemoEndpoint {
  baseUrl: string;
  lookupUrl: string;
  pbxKey: string;
  lookupKey: string;
}

export interface CoreOptions {
  /** The user-data folder: settings and (later) caches live here; keys never do. */
  dataDir: string;
  secrets: SecretStore;
  /** Starts the demo phone system, called at most once, when it is first needed. */
  startDemo: () => Promise<DemoEndpoint>;
  appInfo: AppInfo;
  /** Handed to the HTTP clients (Electron's net.fetch in the app). */
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** One function per contract channel: a missing one is a compile error. */
export type ChannelHandlers = { [C in Channel]: (request: RequestOf<C>) => Promise<ResponseOf<C>> };

export type StartedCall =
  | { kind: 'confirm'; pending: PendingCall }
  | { kind: 'placed'; outcome: CallOutcome };

/** The contract's handlers, plus what only the main process may do (the shell calls these). */
export interface Core extends ChannelHandlers {
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
  /**
   * A call asked for from outside the window (hotkey, tray, link, command line) with the text it
   * points at. Asks for confirmation first, except for a hotkey when the user turned that off.
   */
  startCall(text: string, source: OutsideCallSource): Promise<StartedCall>;
  /** The shell reports which global hotkeys the OS accepted. */
  setHotkeyStatus(status: HotkeyStatus): void;
}

/** The extension that rings in demo mode when the user has not entered one. */
export const DEMO_EXTENSION = '201';

const KEY_NAMES: Record<KeyKind, string> = { pbx: 'phone-system API key', lookup: 'main SIP account key' };

const unregistered = (accelerator: string) => ({
  accelerator,
  registered: false,
  problem: accelerator === '' ? 'Turned off.' : 'Not registered yet.',
});

/** The range's whole local days as the start_stamp[] pair (the spec leaves the server's time zone open). */
function stampRange(range: HistoryQuery['range']): [string, string] | undefined {
  return range ? [`${range.from} 00:00:00`, `${range.to} 23:59:59`] : undefined;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const { secrets } = options;
  const store = createSettingsStore({ dataDir: options.dataDir });
  const { warning } = await store.load();
  const transport = { fetch: options.fetch, timeoutMs: options.timeoutMs };
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  const emit = <E extends EventName>(event: E, payload: Events[E]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: Events[E]) => void)(payload);
  };

  let demo: Promise<DemoEndpoint> | null = null;
  const demoEndpoint = () => {
    demo ??= options.startDemo();
    return demo;
  };
  const settings = (): Settings => store.get();
  const mode = (): Mode => (isAccountConfigured(settings()) ? 'account' : 'demo');

  // Keys are read from the keychain once per account and kind, and forgotten when set or cleared.
  const keyCache = new Map<string, string | null>();
  const key = async (kind: KeyKind): Promise<string> => {
    const account = settings().account.accountId;
    const cacheKey = `${account}/${kind}`;
    let value = keyCache.get(cacheKey);
    if (value === undefined) {
      value = await secrets.get(account, kind);
      keyCache.set(cacheKey, value);
    }
    if (!value) {
      // A locked Linux keyring answers reads with "no entry", so a missing key may only be locked away.
      throw new CoreError(
        'key-missing',
        `The ${KEY_NAMES[kind]} is not set: enter it in Settings. If you entered it before, unlock your system keychain.`,
      );
    }
    return value;
  };

  const keyStatus = async (): Promise<KeyStatus> => {
    const account = settings().account.accountId;
    if (account === '') return { pbx: false, lookup: false };
    const [pbx, lookup] = await Promise.all([secrets.has(account, 'pbx'), secrets.has(account, 'lookup')]);
    return { pbx, lookup };
  };

  const view = async (): Promise<SettingsView> => ({
    settings: settings(),
    mode: mode(),
    keys: await keyStatus(),
    warning,
  });

  const baseUrl = (): string => {
    const { accountId, domain, baseUrlOverride } = settings().account;
    try {
      return baseUrlOverride ? normaliseBaseUrlOverride(baseUrlOverride) : buildBaseUrl(accountId, domain);
    } catch (error) {
      if (error instanceof BaseUrlError) throw new CoreError('settings-invalid', error.message);
      throw error;
    }
  };

  const phoneSystem = async (): Promise<{ client: PbxClient; extension: string; host: string }> => {
    if (mode() === 'demo') {
      const endpoint = await demoEndpoint();
      const extension = settings().account.extension || DEMO_EXTENSION;
      return {
        client: createPbxClient({ ...transport, baseUrl: endpoint.baseUrl, apiKey: endpoint.pbxKey }),
        extension,
        host: 'the demo phone system',
      };
    }
    const url = baseUrl();
    const client = createPbxClient({ ...transport, baseUrl: url, apiKey: await key('pbx') });
    return { client, extension: settings().account.extension, host: new URL(url).host };
  };

  const lookupService = async (): Promise<LookupClient> => {
    if (mode() === 'demo') {
      const endpoint = await demoEndpoint();
      return createLookupClient({ ...transport, lookupUrl: endpoint.lookupUrl, apiKey: endpoint.lookupKey });
    }
    const { lookupUrl } = settings().account;
    if (lookupUrl === '')
      throw new CoreError('not-configured', 'Enter the lookup URL in Settings to look up numbers.');
    return createLookupClient({ ...transport, lookupUrl, apiKey: await key('lookup') });
  };

  /** The number in the lookup account's format; internal numbers cannot be looked up. */
  const lookupNumberFor = (text: string): string => {
    const parsed = findPhoneNumber(text, { defaultRegion: settings().numbers.defaultRegion });
    if (!parsed) throw new CoreError('no-number', 'No phone number found to look up.');
    if (parsed.kind === 'internal') {
      throw new CoreError(
        'no-number',
        `${parsed.digits} is an internal number; lookups are for outside numbers.`,
      );
    }
    return formatForDial(parsed, settings().numbers.lookupFormat);
  };

  const dialer = createDialer();
  const recentCalls = createRecentCalls(options.dataDir);
  let pending: { call: PendingCall; plan: CallPlan } | null = null;
  let hotkeyStatus: HotkeyStatus = {
    callSelection: unregistered(settings().hotkeys.callSelection),
    lookupSelection: unregistered(settings().hotkeys.lookupSelection),
  };

  const planFor = (text: string): CallPlan => {
    const plan = planCall(text, settings().numbers);
    if (!plan) throw new CoreError('no-number', 'No phone number found to call.');
    return plan;
  };

  /** The one place a call is sent: one originate through the dialer's lock, then remembered. */
  const place = async (plan: CallPlan, number: string): Promise<CallOutcome> => {
    const { client, extension } = await phoneSystem();
    if (extension === '')
      throw new CoreError('not-configured', 'Enter your extension in Settings: it rings first.');
    const outcome = await dialer.place(plan, extension, (request) => client.originate(request));
    emit('callStarted', outcome);
    await recentCalls.add({ display: plan.display, number });
    return outcome;
  };

  const closePending = () => {
    if (pending) emit('pendingCallClosed', { id: pending.call.id });
    pending = null;
  };

  /** Takes the pending call with this id, so that a second confirm finds nothing to place. */
  const takePending = (id: string) => {
    const taken = pending?.call.id === id ? pending : null;
    if (!taken) throw new CoreError('call-not-pending', 'This call was already placed or cancelled.');
    closePending();
    return taken;
  };

  const forgetKeys = () => keyCache.clear();

  const changeKey = async (
    kind: KeyKind,
    change: (account: string) => Promise<unknown>,
  ): Promise<KeyStatus> => {
    const account = settings().account.accountId;
    if (account === '') {
      throw new CoreError(
        'not-configured',
        `Enter and save the account id first: the ${KEY_NAMES[kind]} is stored per account.`,
      );
    }
    await change(account);
    forgetKeys();
    const status = await keyStatus();
    emit('settingsChanged', await view());
    return status;
  };

  const handlers: ChannelHandlers = {
    getAppInfo: async () => options.appInfo,
    getSettings: view,
    async updateSettings(patch) {
      await store.update(patch);
      forgetKeys();
      const next = await view();
      emit('settingsChanged', next);
      return next;
    },
    setKey: ({ kind, value }) => changeKey(kind, (account) => secrets.set(account, kind, value)),
    clearKey: ({ kind }) => changeKey(kind, (account) => secrets.delete(account, kind)),
    async testPhoneSystem() {
      const { client, host } = await phoneSystem();
      await client.listCallHistory({ limit: 1 });
      return { message: `Connected to ${host}: the key was accepted and call history can be read.` };
    },
    async testLookup({ number }) {
      const tn = lookupNumberFor(number);
      const result = await (await lookupService()).lookup(tn);
      const facts = [result.LINETYPE, result.LEC].filter(Boolean).join(', ');
      return { message: `Lookup works: ${tn}${facts ? ` is ${facts}` : ' was found'}.` };
    },
    async listHistory({ limit, offset, orderBy, range }) {
      const { client } = await phoneSystem();
      return client.listCallHistory({
        limit,
        offset,
        orderBy: `${orderBy.field} ${orderBy.direction}`,
        range: stampRange(range),
      });
    },
    getCallRecord: async ({ uuid }) => (await phoneSystem()).client.getCallRecord(uuid),
    listRecordings: async (page) => (await phoneSystem()).client.listRecordings(page),
    getRecordingAudio: async ({ uuid }) => (await phoneSystem()).client.downloadRecording(uuid),
    listVoicemail: async () => (await phoneSystem()).client.listVoicemail(),
    getVoicemail: async ({ uuid }) => (await phoneSystem()).client.getVoicemail(uuid),
    async lookupNumber({ number }) {
      const tn = lookupNumberFor(number);
      return { tn, result: await (await lookupService()).lookup(tn) };
    },
    placeCall: ({ number }) => place(planFor(number), number),
    getPendingCall: async () => pending?.call ?? null,
    async confirmPendingCall({ id }) {
      const { call, plan } = takePending(id);
      return place(plan, call.display);
    },
    async cancelPendingCall({ id }) {
      takePending(id);
      return null;
    },
    listRecentCalls: () => recentCalls.list(),
    getHotkeyStatus: async () => hotkeyStatus,
  };

  return {
    ...handlers,
    async startCall(text, source) {
      const plan = planFor(text);
      const confirm = source !== 'hotkey' || settings().calls.confirmHotkeyCalls;
      if (!confirm) return { kind: 'placed', outcome: await place(plan, text) };
      const { extension } = await phoneSystem();
      // A newer request replaces a waiting one: only what the user sees last can be confirmed.
      closePending();
      const call: PendingCall = { id: randomUUID(), source, ...plan, extension, facts: null };
      pending = { call, plan };
      emit('callNeedsConfirmation', call);
      return { kind: 'confirm', pending: call };
    },
    setHotkeyStatus(status) {
      hotkeyStatus = status;
      emit('hotkeyStatusChanged', status);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
