// The use cases behind the contract: settings, keys, history, recordings, voicemail, lookup and calls.
// No electron import: the Electron shell, the tests and the E2E harness all drive this same object.
// The pieces live in their own modules (connections, calls, lookups, voicemail); this file wires them
// to the contract's channels and events.
import type {
  AppInfo,
  Channel,
  CoreChannel,
  EventName,
  Events,
  HotkeyStatus,
  KeyStatus,
  OutsideCallSource,
  PhoneRecord,
  ReadText,
  RequestOf,
  ResponseOf,
  SettingsView,
} from '../preload/contract';
import { otherParty } from '../preload/shared/call-party';
import type { FetchLike } from './api';
import { type Calls, createCalls, type StartedCall } from './calls/calls';
import { createConnections, type DemoEndpoint } from './connections/connections';
import { createHistoryExporter } from './export/export-service';
import { saveAudio } from './files/save-audio';
import { createSavedFiles, type SavedFilesOptions } from './files/saved-files';
import { createHistoryService } from './history';
import { epochRangeOfDays } from './history/day-range';
import { serverHistoryQuery } from './history/server-query';
import { createLookups } from './lookups/lookups';
import { shownNumbersOf, withShownNumbers } from './numbers/shown-numbers';
import { createOfflineSnapshot } from './offline/offline-snapshot';
import type { SecretStore } from './secrets';
import { createFirstRunRecord, createSettingsStore } from './settings';
import { removeStaleTempFiles } from './storage/stale-temp-files';
import type { CheckReason, Clock } from './voicemail';
import { createVoicemailService } from './voicemail/service';

export type { StartedCall } from './calls/calls';
export { DEMO_EXTENSION, type DemoEndpoint } from './connections/connections';

export type { SaveRequest } from './files/saved-files';

/** The save dialog and "Show in folder" (SavedFilesOptions) come from the shell. */
export interface CoreOptions extends SavedFilesOptions {
  /** The user-data folder: settings, caches and the heard record live here; keys never do. */
  dataDir: string;
  secrets: SecretStore;
  /** Starts the demo phone system, called at most once, when it is first needed. */
  startDemo: () => Promise<DemoEndpoint>;
  appInfo: AppInfo;
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
}

type Handler<C extends Channel> = (request: RequestOf<C>) => Promise<ResponseOf<C>>;
/** One function per contract channel: what the IPC door serves. */
export type ChannelHandlers = { [C in Channel]: Handler<C> };
/** One function per channel the core answers: a missing one is a compile error. */
export type CoreHandlers = { [C in CoreChannel]: Handler<C> };

/**
 * The contract's handlers but the window channels (the shell answers those: the core has no windows),
 * plus what only the main process may do (the shell calls these).
 */
export interface Core extends CoreHandlers {
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

export async function createCore(options: CoreOptions): Promise<Core> {
  const { secrets, dataDir } = options;
  // Every file written through writeFileAtomic lives directly in dataDir (the settings, the caches, the
  // heard record): temp files left by a write that was killed are removed here. The local history is a
  // database of its own and leaves no such files; saved audio and exports go to folders the person chose.
  await removeStaleTempFiles(dataDir);
  const store = createSettingsStore({ dataDir });
  const { warning } = await store.load();
  const settings = () => store.get();
  const firstRun = createFirstRunRecord(dataDir);
  let firstRunChoice = await firstRun.read();

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
  const snapshot = createOfflineSnapshot({ dataDir, owner: () => connections.phoneSystemOwner() });
  const voicemail = createVoicemailService({
    dataDir,
    fetchList: async () => (await connections.phoneSystem()).client.listVoicemail(),
    checkIntervalMinutes: () => settings().voicemail.checkIntervalMinutes,
    snapshot,
    emit,
    clock: options.voicemailClock,
  });
  const phone = async () => (await connections.phoneSystem()).client;
  // Records cross the bridge with each number's display form (main/numbers/shown-numbers.ts) and the
  // other party judged against the user's own extension (preload/shared/call-party.ts) beside them.
  const region = () => settings().numbers.defaultRegion;
  const shown = (record: PhoneRecord): PhoneRecord => ({
    ...withShownNumbers(record, region()),
    otherParty: otherParty(record, connections.ownExtension()),
  });
  const allShown = async (records: Promise<PhoneRecord[]> | PhoneRecord[]) => (await records).map(shown);
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
  const files = createSavedFiles(options);
  const exporter = createHistoryExporter({ phone, files, emit, ownExtension: connections.ownExtension });

  const view = async (): Promise<SettingsView> => ({
    settings: settings(),
    mode: connections.mode(),
    keys: await connections.keyStatus(),
    warning,
    firstRunChoice,
  });

  /**
   * After the account or a key changed: new keys, a fresh view, and a watch that may resume. When the
   * phone system itself changed (`before` names the one before), nothing counted of the one before
   * stays: its voicemail list is dropped and the missed calls are counted from the new one's copy.
   */
  const accountChanged = async (before?: string): Promise<SettingsView> => {
    connections.forgetKeys();
    const next = await view();
    emit('settingsChanged', next);
    if (before !== undefined && before !== connections.phoneSystemOwner()) {
      await voicemail.forgetList();
      emit('historyStatus', history.status());
    }
    void voicemail.checkNow('settings');
    void history.checkNow('settings');
    return next;
  };

  const changeKey = async (change: Promise<void>): Promise<KeyStatus> => {
    await change;
    return (await accountChanged()).keys;
  };

  const handlers: CoreHandlers = {
    getAppInfo: async () => options.appInfo,
    getSettings: view,
    async updateSettings(patch) {
      const before = connections.phoneSystemOwner();
      await store.update(patch);
      return accountChanged(before);
    },
    async chooseFirstRun({ choice }) {
      await firstRun.write(choice);
      firstRunChoice = choice;
      const next = await view();
      emit('settingsChanged', next);
      return next;
    },
    setKey: ({ kind, value }) => changeKey(connections.setKey(kind, value)),
    clearKey: ({ kind }) => changeKey(connections.clearKey(kind)),
    testPhoneSystem: () => connections.testPhoneSystem(),
    testLookup: ({ number }) => lookups.test(number),
    testLookupKey: () => lookups.checkKey(),
    listHistory: async ({ limit, offset, ...query }) =>
      allShown((await phone()).listCallHistory(serverHistoryQuery(query, { limit, offset }))),
    getCallRecord: async ({ uuid }) => shown(await (await phone()).getCallRecord(uuid)),
    listRecordings: async (page) => allShown((await phone()).listRecordings(page)),
    getRecordingAudio: async ({ uuid }) => (await phone()).downloadRecording(uuid),
    listVoicemail: () => allShown(voicemail.list()),
    async getVoicemail({ uuid }) {
      const message = await (await phone()).getVoicemail(uuid);
      return { ...message, record: shown(message.record) };
    },
    async lookupNumber({ number, refresh }) {
      const answer = await lookups.lookup(number, { refresh: refresh ?? false });
      return { ...answer, shownNumbers: shownNumbersOf([number, answer.tn, answer.result.NUMBER], region()) };
    },
    getLookupFacts: ({ number }) => lookups.cachedFacts(number),
    getCallFacts: ({ number }) => lookups.factsBeforeCall(number),
    getVoicemailStatus: () => voicemail.status(),
    markHeard: ({ uuid }) => voicemail.markHeard(uuid),
    saveAudio: async (request) => saveAudio(await phone(), files, request),
    exportHistory: (request) => exporter.run(request),
    async cancelExport() {
      exporter.cancel();
      return null;
    },
    async showInFolder({ path }) {
      files.show(path);
      return null;
    },
    async getOfflineSnapshot() {
      const saved = await snapshot.load('voicemail');
      return { voicemail: saved && { ...saved, records: saved.records.map(shown) } };
    },
    placeCall: ({ number, source, dncConfirmed }) => calls.place(number, source, dncConfirmed ?? false),
    getPendingCall: async () => calls.pending(),
    confirmPendingCall: ({ id }) => calls.confirm(id),
    async cancelPendingCall({ id }) {
      calls.cancel(id);
      return null;
    },
    listRecentCalls: () => calls.recent(),
    getHotkeyStatus: async () => hotkeyStatus,
    async searchHistory({ range, ...query }) {
      const found = history.search({ ...query, ...epochRangeOfDays(range) });
      return found && { ...found, records: found.records.map(shown) };
    },
    suggestPeople: async ({ text, limit }) =>
      history.suggest(text, limit).map((person) => ({
        ...person,
        shownNumbers: shownNumbersOf([person.number], region()),
      })),
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
