// The use cases behind the contract: settings, keys, history, recordings, voicemail, lookup and calls.
// No electron import: the Electron shell, the tests and the E2E harness all drive this same object.
// The pieces live in their own modules (connections, calls, lookups, voicemail); this file wires them
// to the contract's channels and events.
import { basename, dirname } from 'node:path';
import type {
  AppInfo,
  Channel,
  EventName,
  Events,
  HistoryQuery,
  HotkeyStatus,
  KeyStatus,
  OutsideCallSource,
  ReadText,
  RequestOf,
  ResponseOf,
  SettingsView,
} from '../preload/contract';
import { matchesCallFilter, matchesCallKind } from '../preload/shared/call-filter';
import type { FetchLike } from './api';
import { type Calls, createCalls, type StartedCall } from './calls/calls';
import { createConnections, type DemoEndpoint } from './connections/connections';
import { CoreError } from './errors/core-errors';
import { exportFileName, exportHistory as loadEveryPage, writeCsvFile } from './export';
import { audioFileName, safeJoin } from './files/audio-file-name';
import { createHistoryService } from './history';
import { epochRangeOfDays } from './history/day-range';
import { createLookups } from './lookups/lookups';
import { createOfflineSnapshot } from './offline/offline-snapshot';
import type { SecretStore } from './secrets';
import { createSettingsStore } from './settings';
import { writeFileAtomic } from './storage/atomic-write';
import type { CheckReason, Clock } from './voicemail';
import { createVoicemailService } from './voicemail/service';

export type { StartedCall } from './calls/calls';
export { DEMO_EXTENSION, type DemoEndpoint } from './connections/connections';

export interface SaveRequest {
  /** A sanitised file name to offer. */
  defaultName: string;
  kind: 'audio' | 'csv';
}

export interface CoreOptions {
  /** The user-data folder: settings, caches and the heard record live here; keys never do. */
  dataDir: string;
  secrets: SecretStore;
  /** Starts the demo phone system, called at most once, when it is first needed. */
  startDemo: () => Promise<DemoEndpoint>;
  appInfo: AppInfo;
  /** Asks the user where to save a file (a save dialog in the app); null when they cancel. */
  chooseSavePath: (request: SaveRequest) => Promise<string | null>;
  /** Handed to the HTTP clients (Electron's net.fetch on an in-memory session in the app). */
  fetch?: FetchLike;
  /** A fetch on a connection of its own for each call (Electron's networking); absent: node:http. */
  originateFetch?: () => FetchLike;
  timeoutMs?: number;
  /** The new-voicemail watch's timers (a fake clock in tests). */
  voicemailClock?: Clock;
  /** The history sync's timers and "now" (a fake clock in tests). */
  historyClock?: Clock;
  /** How long after a call another is refused (default CALL_LOCK_MS); a test walking many calls shortens it. */
  callLockMs?: number;
  /** Shows a file in the system's file manager (Electron's shell.showItemInFolder); absent: not offered. */
  showItemInFolder?: (path: string) => void;
}

/** One function per contract channel: a missing one is a compile error. */
export type ChannelHandlers = { [C in Channel]: (request: RequestOf<C>) => Promise<ResponseOf<C>> };

/** The contract's handlers, plus what only the main process may do (the shell calls these). */
export interface Core extends ChannelHandlers {
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
  /**
   * A call asked for from outside the window (hotkey, tray, link, command line) with the text it
   * points at. Asks for confirmation first, except for a hotkey when the user turned that off.
   */
  startCall(text: string, source: OutsideCallSource, read?: ReadText): Promise<StartedCall>;
  /** The shell reports which global hotkeys the OS accepted. */
  setHotkeyStatus(status: HotkeyStatus): void;
  /** Starts checking for new voicemail every few minutes (the app does; most tests do not). */
  startVoicemailWatch(): void;
  /** The computer woke up or the network came back: check at once. */
  checkVoicemailNow(reason: CheckReason): Promise<void>;
  /** Starts the local history sync: now, then every few minutes (the app does; most tests do not). */
  startHistorySync(): void;
  /** Wake or network return (after a random 0–30 s), or 'manual' at once. */
  checkHistoryNow(reason: CheckReason): Promise<void>;
  /** Stops timers, so that nothing keeps the process alive; settles when pending file writes are done. */
  close(): Promise<void>;
}

/** Voicemail and recordings are other people's voices: the saved file is the user's alone. */
const AUDIO_FILE_MODE = 0o600;

/** The range's whole local days as the start_stamp[] pair (the spec leaves the server's time zone open). */
function stampRange(range: HistoryQuery['range']): [string, string] | undefined {
  return range ? [`${range.from} 00:00:00`, `${range.to} 23:59:59`] : undefined;
}

const orderExpression = ({ field, direction }: HistoryQuery['orderBy']) => `${field} ${direction}`;

export async function createCore(options: CoreOptions): Promise<Core> {
  const { secrets, dataDir } = options;
  const store = createSettingsStore({ dataDir });
  const { warning } = await store.load();
  const settings = () => store.get();

  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  const emit = <E extends EventName>(event: E, payload: Events[E]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: Events[E]) => void)(payload);
  };

  const connections = createConnections({
    settings,
    secrets,
    dataDir,
    startDemo: options.startDemo,
    transport: { fetch: options.fetch, originateFetch: options.originateFetch, timeoutMs: options.timeoutMs },
  });
  const lookups = createLookups({ dataDir, settings, connections });
  const calls: Calls = createCalls({
    dataDir,
    settings,
    connections,
    lookups,
    emit,
    lockMs: options.callLockMs,
  });
  const snapshot = createOfflineSnapshot({ dataDir });
  const voicemail = createVoicemailService({
    dataDir,
    fetchList: async () => (await connections.phoneSystem()).client.listVoicemail(),
    checkIntervalMinutes: () => settings().voicemail.checkIntervalMinutes,
    snapshot,
    emit,
    clock: options.voicemailClock,
  });
  const phone = async () => (await connections.phoneSystem()).client;
  const history = createHistoryService({
    dataDir,
    owner: () => connections.phoneSystemOwner(),
    fetchPage: async ({ limit, offset }) =>
      (await phone()).listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
    settings: () => settings().history,
    emit,
    clock: options.historyClock,
  });
  // Right after a call the app placed, the sync looks for new records.
  listeners.set('callStarted', new Set([() => void history.checkNow('manual')]));

  let hotkeyStatus: HotkeyStatus = {
    callSelection: {
      accelerator: settings().hotkeys.callSelection,
      registered: false,
      problem: 'Not registered yet.',
    },
    lookupSelection: {
      accelerator: settings().hotkeys.lookupSelection,
      registered: false,
      problem: 'Not registered yet.',
    },
  };
  let runningExport: AbortController | null = null;
  /** Files this core wrote (exports, saved audio): the only paths showInFolder opens. */
  const savedFiles = new Set<string>();

  const view = async (): Promise<SettingsView> => ({
    settings: settings(),
    mode: connections.mode(),
    keys: await connections.keyStatus(),
    warning,
  });

  /** After the account or a key changed: new keys, a fresh view, and a watch that may resume. */
  const accountChanged = async (): Promise<SettingsView> => {
    connections.forgetKeys();
    const next = await view();
    emit('settingsChanged', next);
    void voicemail.checkNow('settings');
    void history.checkNow('settings');
    return next;
  };

  const changeKey = async (change: Promise<void>): Promise<KeyStatus> => {
    await change;
    return (await accountChanged()).keys;
  };

  const handlers: ChannelHandlers = {
    getAppInfo: async () => options.appInfo,
    getSettings: view,
    async updateSettings(patch) {
      await store.update(patch);
      return accountChanged();
    },
    setKey: ({ kind, value }) => changeKey(connections.setKey(kind, value)),
    clearKey: ({ kind }) => changeKey(connections.clearKey(kind)),
    async testPhoneSystem() {
      const { client, name } = await connections.phoneSystem();
      await client.listCallHistory({ limit: 1 });
      return { message: `Connected to ${name}: the key was accepted and call history can be read.` };
    },
    async testLookup({ number }) {
      const { tn, result } = await lookups.lookup(number, { refresh: true });
      const facts = [result.LINETYPE, result.LEC].filter(Boolean).join(', ');
      return { message: `Lookup works: ${tn}${facts ? ` is ${facts}` : ' was found'}.` };
    },
    listHistory: async ({ limit, offset, orderBy, range }) =>
      (await phone()).listCallHistory({
        limit,
        offset,
        orderBy: orderExpression(orderBy),
        range: stampRange(range),
      }),
    getCallRecord: async ({ uuid }) => (await phone()).getCallRecord(uuid),
    listRecordings: async (page) => (await phone()).listRecordings(page),
    getRecordingAudio: async ({ uuid }) => (await phone()).downloadRecording(uuid),
    listVoicemail: () => voicemail.list(),
    getVoicemail: async ({ uuid }) => (await phone()).getVoicemail(uuid),
    lookupNumber: ({ number, refresh }) => lookups.lookup(number, { refresh: refresh ?? false }),
    getLookupFacts: ({ number }) => lookups.cachedFacts(number),
    getVoicemailStatus: () => voicemail.status(),
    markHeard: ({ uuid }) => voicemail.markHeard(uuid),
    async saveAudio({ kind, uuid, hint }) {
      const client = await phone();
      const audio =
        kind === 'voicemail' ? (await client.getVoicemail(uuid)).audio : await client.downloadRecording(uuid);
      if (!audio)
        throw new CoreError(
          'not-found',
          'The phone system sent no audio for this message: there is nothing to save.',
        );
      const label = kind === 'voicemail' ? 'Voicemail' : 'Recording';
      const defaultName = audioFileName({ ...hint, mime: audio.mime, fallback: uuid, label });
      const chosen = await options.chooseSavePath({ defaultName, kind: 'audio' });
      if (chosen === null) return null;
      const path = safeJoin(dirname(chosen), basename(chosen));
      await writeFileAtomic(path, audio.bytes, AUDIO_FILE_MODE);
      savedFiles.add(path);
      return { path };
    },
    async exportHistory({ orderBy, range, filter, kind }) {
      if (runningExport)
        throw new CoreError('busy', 'An export is already running: wait for it, or cancel it.');
      const controller = new AbortController();
      runningExport = controller;
      try {
        const defaultName = exportFileName(range, new Date());
        const chosen = await options.chooseSavePath({ defaultName, kind: 'csv' });
        if (chosen === null) return null;
        const client = await phone();
        const records = await loadEveryPage({
          fetchPage: (offset, limit) =>
            client.listCallHistory({
              limit,
              offset,
              orderBy: orderExpression(orderBy),
              range: stampRange(range),
            }),
          signal: controller.signal,
          onProgress: (loaded) => emit('exportProgress', { loaded }),
          filter: (record) => matchesCallFilter(record, filter) && matchesCallKind(record, kind),
        });
        const path = safeJoin(dirname(chosen), basename(chosen));
        await writeCsvFile(path, records);
        savedFiles.add(path);
        return { path, count: records.length };
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        runningExport = null;
      }
    },
    async cancelExport() {
      runningExport?.abort();
      return null;
    },
    async showInFolder({ path }) {
      // Only what this app wrote in this run: the page must not be able to open any path it names.
      if (!options.showItemInFolder || !savedFiles.has(path))
        throw new CoreError('invalid-argument', 'Dialdesk can show only a file it saved itself.');
      options.showItemInFolder(path);
      return null;
    },
    getOfflineSnapshot: async () => ({ voicemail: await snapshot.load('voicemail') }),
    placeCall: ({ number, source }) => calls.place(number, source),
    getPendingCall: async () => calls.pending(),
    confirmPendingCall: ({ id }) => calls.confirm(id),
    async cancelPendingCall({ id }) {
      calls.cancel(id);
      return null;
    },
    listRecentCalls: () => calls.recent(),
    getHotkeyStatus: async () => hotkeyStatus,
    searchHistory: async ({ range, ...query }) => history.search({ ...query, ...epochRangeOfDays(range) }),
    suggestPeople: async ({ text, limit }) => history.suggest(text, limit),
    getHistoryStatus: async () => history.status(),
    async markMissedSeen() {
      history.markMissedSeen();
      return history.status();
    },
    async cancelHistoryBackfill() {
      history.cancelBackfill();
      return history.status();
    },
    async deleteLocalHistory() {
      await history.deleteLocalCopy();
      return history.status();
    },
  };

  return {
    ...handlers,
    startCall: (text, source, read) => calls.start(text, source, read),
    setHotkeyStatus(status) {
      hotkeyStatus = status;
      emit('hotkeyStatusChanged', status);
    },
    startVoicemailWatch: () => voicemail.startWatch(),
    checkVoicemailNow: (reason) => voicemail.checkNow(reason),
    startHistorySync: () => history.start(),
    checkHistoryNow: (reason) => history.checkNow(reason),
    close: async () => {
      await Promise.all([voicemail.stopWatch(), history.stop()]);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
