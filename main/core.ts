// The use cases behind the contract: settings, keys, history, recordings, voicemail, lookup and calls.
// No electron import: the Electron shell, the tests and the E2E harness all drive this same object.
// The pieces live in their own modules (connections, calls, lookups, voicemail); this file wires them
// to the contract's channels and events.
import type {
  AccountsView,
  AppInfo,
  Call,
  Channel,
  CoreChannel,
  EventName,
  Events,
  HotkeyStatus,
  KeyStatus,
  OutsideCallSource,
  PoliciesView,
  ReadText,
  RequestOf,
  ResponseOf,
  SettingsView,
  Voicemail,
} from '../preload/contract';
import { phrase } from '../preload/shared/i18n/phrase';
import { t } from '../preload/shared/i18n/translate';
import { createAccounts } from './accounts/accounts';
import type { FetchLike } from './api';
import { type Calls, createCalls, type StartedCall } from './calls/calls';
import type { DemoEndpoint } from './connections/connections';
import { createContactsExporter } from './contacts/export/exporter';
import { createContactsImporter } from './contacts/import/importer';
import { readContactsFile } from './contacts/import/read-file';
import { type ContactsAccount, type ContactsService, createContactsService } from './contacts/service';
import { type Directories, openDirectories } from './directories/directories';
import { CoreError } from './errors/core-errors';
import { type CsvStyle, PLAIN_CSV } from './export/csv';
import { createHistoryExporter } from './export/export-service';
import { saveAudio } from './files/save-audio';
import { createSavedFiles, type SavedFilesOptions } from './files/saved-files';
import { epochRangeOfDays } from './history/day-range';
import { serverHistoryQuery } from './history/server-query';
import { applyLanguageSetting, languagePack } from './i18n/main-language';
import { countNotesIn } from './notes/service';
import { keyNumbersOffThread, type WorkerScript } from './numbers/off-thread-keys';
import { shownNumbersOf, shownNumbersUnder } from './numbers/shown-numbers';
import { managedSettings } from './policies/managed-settings';
import { startPolicies, type UpdatePolicy } from './policies/policies';
import type { PolicySource } from './policies/policy-sources';
import type { RecordEdge } from './records';
import type { SecretStore } from './secrets';
import { createFirstRunRecord, createSettingsStore } from './settings';
import { importMemoryRelease } from './storage/memory-release';
import { removeStaleTempFiles } from './storage/stale-temp-files';
import type { CheckReason, Clock } from './voicemail';

export type { StartedCall } from './calls/calls';
export { DEMO_EXTENSION, type DemoEndpoint } from './connections/connections';

export type { SaveRequest } from './files/saved-files';

/** The save dialog and "Show in folder" (SavedFilesOptions) come from the shell. */
export interface CoreOptions extends SavedFilesOptions {
  /** The user-data folder: settings, the saved accounts and each account's folder live here; keys never do. */
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
  /** "Now" for the contacts: when a contact changed, which day's backup is due (a fake clock in tests). */
  contactsClock?: Pick<Clock, 'now'>;
  /** "Now" for the notes and the calls placed: when a note was written or a call placed (tests' clocks). */
  notesClock?: Pick<Clock, 'now'>;
  /**
   * Opens an address through the system (Electron's shell.openExternal): Open in CRM. Absent, it is
   * refused in words.
   */
  openExternal?: (address: string) => Promise<void>;
  /** How long after a call another is refused (default CALL_LOCK_MS); a test walking many calls shortens it. */
  callLockMs?: number;
  /** The computer's preferred languages, most wanted first (Electron's app.getPreferredSystemLanguages()). */
  systemLanguages?: () => readonly string[];
  /**
   * The separator and decimal mark of the computer's spreadsheets, asked at each export (the shell reads
   * them: main/shell/csv-style.ts); absent, the RFC's ',' and '.'.
   */
  csvStyle?: () => CsvStyle;
  /** Asks the person for address books to import (an open dialog in the app); null when they cancel. */
  chooseContactFiles?: () => Promise<string[] | null>;
  /** The directories' reads' time (hourly, daily in full); the system's clock by default. */
  directoriesClock?: Clock;
  /**
   * The script of the thread that keys an import's numbers while its files are read (the built
   * number-keys-worker.cjs beside main's bundle); absent, they are keyed on main.
   */
  numberKeysWorker?: WorkerScript;
  /**
   * Where the organisation's policies are read on this computer (main/policies/policy-sources.ts): the
   * registry, macOS's managed preferences or the Linux file. Absent: no policies (a development run).
   */
  policySource?: PolicySource;
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
  /**
   * Starts checking for new voicemail every few minutes, on the active account and each watched one (the
   * app does; most tests do not).
   */
  startVoicemailWatch(): void;
  /** The computer woke up or the network came back: check at once. */
  checkVoicemailNow(reason: CheckReason): Promise<void>;
  /** Starts the local history sync: now, then every few minutes (the app does; most tests do not). */
  startHistorySync(): void;
  /** Wake or network return (after a random 0–30 s), or 'manual' at once. */
  checkHistoryNow(reason: CheckReason): Promise<void>;
  /** The person's contacts: the shell's tray and the name resolver read them as well as the channels. */
  contacts: ContactsService;
  /** The account in use as the contacts see it: whose extensions match, how numbers show. */
  contactsAccount(): ContactsAccount;
  /** What the organisation's policies say of updates now: the shell sets its updates up by it. */
  updatePolicy(): UpdatePolicy;
  /** Stops timers, so that nothing keeps the process alive; settles when pending file writes are done. */
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const { secrets, dataDir } = options;
  // Every file written through writeFileAtomic lives directly in dataDir (the settings, the list of
  // accounts, the first-run choice) or in an account's folder (cleaned when its session opens): temp
  // files left by a write that was killed are removed. Local history is a database of its own and leaves
  // no such files; saved audio and exports go to folders the person chose.
  await removeStaleTempFiles(dataDir);
  // The organisation's policies first: the settings as they apply have the locked ones in them.
  const policies = await startPolicies(options.policySource ?? null);
  const store = managedSettings(createSettingsStore({ dataDir }), policies.values);
  const { warning, upgradedFrom } = await store.load();
  const settings = () => store.get();
  const systemLanguages = options.systemLanguages ?? (() => []);
  applyLanguageSetting(settings().general.language, systemLanguages());
  const firstRun = createFirstRunRecord(dataDir);
  let firstRunChoice = await firstRun.read();

  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  const emit = <E extends EventName>(event: E, payload: Events[E]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: Events[E]) => void)(payload);
  };

  // One file of contacts for the person, serving every account (main/contacts). Its status changing on
  // its own (a busy or read-only file, a damaged one restored) is said as a change too.
  const contacts: ContactsService = createContactsService({
    dataDir,
    clock: options.contactsClock ?? { now: Date.now },
    onStatusChange: () => emit('contactsChanged', contacts.changed(contactsAccount())),
  });

  // The company directories (main/directories): set up once, each serving the accounts the person chose.
  // Made after the accounts, whose number rules they key by; the accounts' resolvers ask them for names.
  let namesFromDirectories: Directories['namesFor'] = () => new Map();
  let suggestFromDirectories: Directories['suggest'] = () => [];

  // Every account's connections share one demo phone system, started at most once.
  let demo: Promise<DemoEndpoint> | null = null;
  const accounts = await createAccounts({
    dataDir,
    store,
    upgradedFrom,
    secrets,
    startDemo: () => {
      demo ??= options.startDemo();
      return demo;
    },
    transport: { fetch: options.fetch, originateFetch: options.originateFetch, timeoutMs: options.timeoutMs },
    contacts,
    directories: {
      namesFor: (keys, accountId) => namesFromDirectories(keys, accountId),
      suggest: (text, accountId, limit) => suggestFromDirectories(text, accountId, limit),
    },
    emit,
    voicemailClock: options.voicemailClock,
    historyClock: options.historyClock,
    notesClock: options.notesClock,
    openExternal: options.openExternal,
    organisation: () => {
      const { Accounts, AllowOwnAccounts } = policies.values();
      return { accounts: Accounts ?? [], ownAllowed: AllowOwnAccounts ?? true };
    },
    policies: policies.values,
  });
  /** The account in use: asked for at each request, so that nothing answers for the one before a switch. */
  const directories = await openDirectories({
    dataDir,
    secrets,
    accountRules: () => accounts.numberRules(),
    onChange: (list) => emit('directoriesChanged', { directories: list }),
    clock: options.directoriesClock,
    managed: () => policies.values().Directories ?? [],
  });
  namesFromDirectories = directories.namesFor;
  suggestFromDirectories = directories.suggest;
  const active = () => accounts.active();
  const calls: Calls = createCalls({
    account: active,
    emit,
    lockMs: options.callLockMs,
    now: options.notesClock?.now,
  });
  const phone = async () => (await active().connections.phoneSystem()).client;
  // Records cross the bridge only as the account's edge reads them: a Call, Voicemail or Recording with
  // its ends named by the one resolver (main/records).
  const region = () => settings().numbers.defaultRegion;
  const records = () => active().records;
  // Calls and messages leave with the person's notes on them (main/notes): History, the export, Voicemail.
  const callsOf = (found: Parameters<RecordEdge['calls']>[0]) =>
    active().notes.onCalls(records().calls(found));
  const voicemailsOf = (found: Parameters<RecordEdge['voicemails']>[0]) =>
    active().notes.onVoicemails(records().voicemails(found));
  // Each number text formatted once while the country stays (libphonenumber per number, a list of contacts
  // holds thousands), as the resolver's display rule is.
  const shownInRegion = shownNumbersUnder(region);
  /** The account in use, for the contacts: its extensions are its own, its numbers show by its country. */
  const contactsAccount = (): ContactsAccount => {
    const { activeId, accounts: saved } = accounts.view();
    return {
      id: activeId,
      name: saved.find((account) => account.id === activeId)?.name ?? t('account.demoName'),
      rule: active().partyRule(),
      shown: shownInRegion,
    };
  };
  /** A change to the contacts: every window re-reads them, and names shown are resolved again. */
  const contactsChange = <T>(change: (account: ContactsAccount) => T): T => {
    const account = contactsAccount();
    const result = change(account);
    emit('contactsChanged', contacts.changed(account));
    return result;
  };
  // Right after a call the app placed, the sync looks for new records.
  listeners.set('callStarted', new Set([() => void active().history.checkNow('manual')]));

  // Said in the language chosen above; the shell reports the hotkeys' own status once it registered them.
  let hotkeyStatus: HotkeyStatus = {
    callSelection: {
      accelerator: settings().hotkeys.callSelection,
      registered: false,
      problem: t('calls.hotkeyNotRegistered'),
    },
    lookupSelection: {
      accelerator: settings().hotkeys.lookupSelection,
      registered: false,
      problem: t('calls.hotkeyNotRegistered'),
    },
    quickDial: {
      accelerator: settings().hotkeys.quickDial,
      registered: false,
      problem: t('calls.hotkeyNotRegistered'),
    },
  };
  const files = createSavedFiles(options);
  const contactsImporter = createContactsImporter({
    contacts,
    read: readContactsFile,
    keyNumbers: (rule) => keyNumbersOffThread(rule, options.numberKeysWorker ?? null),
  });
  const importMemory = importMemoryRelease();
  const contactsExporter = createContactsExporter({ contacts, files, clock: options.contactsClock });
  const exporter = createHistoryExporter({
    phone,
    files,
    emit,
    toCalls: callsOf,
    callMatcher: (text) => active().history.callMatcher(text),
    csvStyle: options.csvStyle ?? (() => PLAIN_CSV),
  });

  /** The policies' locks, with the account form's fields an organisation's account in use sets. */
  const withAccountLocks = (view: PoliciesView): PoliciesView => ({
    ...view,
    locked: [...view.locked, ...accounts.lockedOfActive()],
  });

  const view = async (): Promise<SettingsView> => ({
    settings: settings(),
    mode: active().connections.mode(),
    keys: await active().connections.keyStatus(),
    warning: warning?.() ?? null,
    firstRunChoice,
    policies: withAccountLocks(policies.view()),
  });

  /** Whose lists and counts are shown: the account's session, and the phone system it reads now. */
  const owner = () => `${active().key}:${active().connections.phoneSystemOwner()}`;

  /**
   * After the account, a key or the account in use changed: new keys, a fresh view, and checks that may
   * resume. When the phone system itself changed (`before` names the one before), nothing counted of the
   * one before stays: the voicemail list is dropped and the missed calls are counted from the new copy.
   */
  const accountChanged = async (before?: string): Promise<SettingsView> => {
    active().connections.forgetKeys();
    const next = await view();
    emit('settingsChanged', next);
    if (before !== undefined && before !== owner()) {
      await active().voicemail.forgetList();
      emit('historyStatus', active().history.status());
    }
    void active().voicemail.checkNow('settings');
    void active().history.checkNow('settings');
    return next;
  };

  /** A change to the saved accounts, then what follows for the account in use. */
  const accountsChanged = async (change: Promise<AccountsView>): Promise<AccountsView> => {
    const before = owner();
    const after = await change;
    await accountChanged(before);
    return after;
  };

  const changeKey = async (change: Promise<void>): Promise<KeyStatus> => {
    await change;
    return (await accountChanged()).keys;
  };

  /** After the language setting may have changed: the windows and the words of the accounts follow it. */
  const followLanguage = () => {
    if (!applyLanguageSetting(settings().general.language, systemLanguages())) return;
    emit('languageChanged', languagePack({ change: true }));
    // What the list of accounts says (why it cannot be changed, what a damaged one became) is in words.
    emit('accountsChanged', accounts.view());
  };
  // The policies changed while the app runs (the file replaced, Group Policy refreshed, a profile
  // installed): the settings as they apply now reach every window and the shell.
  // One change applied at a time, in order; close() waits for the one under way (its files written).
  let applyingPolicies: Promise<unknown> = Promise.resolve();
  policies.onChange(() => {
    applyingPolicies = applyingPolicies.then(() => {
      followLanguage();
      return Promise.all([
        accountsChanged(accounts.policiesChanged().then(() => accounts.view())),
        directories.policiesChanged(),
      ]).catch((error: unknown) => console.error('Dialdesk: the policies could not be applied', error));
    });
  });

  const handlers: CoreHandlers = {
    getAppInfo: async () => options.appInfo,
    getSettings: view,
    getLanguage: async () => languagePack(),
    async updateSettings(patch) {
      const before = owner();
      // A newer Dialdesk's list of accounts is not changed here: refused before anything is saved.
      accounts.checkSettingsPatch(patch);
      await store.update(patch);
      followLanguage();
      // The account form edits the account in use (or, over the demo, saves a first one).
      if (patch.account || patch.numbers) await accounts.settingsSaved();
      return accountChanged(before);
    },
    async chooseFirstRun({ choice }) {
      await firstRun.write(choice);
      firstRunChoice = choice;
      const next = await view();
      emit('settingsChanged', next);
      return next;
    },
    setKey: ({ kind, value }) => changeKey(active().connections.setKey(kind, value)),
    clearKey: ({ kind }) => changeKey(active().connections.clearKey(kind)),
    testPhoneSystem: () => active().connections.testPhoneSystem(),
    testLookup: ({ number }) => active().lookups.test(number),
    testLookupKey: () => active().lookups.checkKey(),
    listHistory: async ({ limit, offset, ...query }) =>
      callsOf(await (await phone()).listCallHistory(serverHistoryQuery(query, { limit, offset }))),
    getCallRecord: async ({ uuid }) => callsOf([await (await phone()).getCallRecord(uuid)])[0] as Call,
    listRecordings: async (page) => records().recordings(await (await phone()).listRecordings(page)),
    getRecordingAudio: async ({ uuid }) => (await phone()).downloadRecording(uuid),
    async listVoicemail() {
      const session = active();
      const listed = await session.voicemail.list();
      session.callBacks.refresh(); // a message left joins its number's entry to call back
      return voicemailsOf(listed);
    },
    async getVoicemail({ uuid }) {
      const message = await (await phone()).getVoicemail(uuid);
      return { audio: message.audio, record: voicemailsOf([message.record])[0] as Voicemail };
    },
    async lookupNumber({ number, refresh }) {
      const answer = await active().lookups.lookup(number, { refresh: refresh ?? false });
      const [party] = records().parties([{ name: null, number: answer.result.NUMBER ?? answer.tn }]);
      return {
        ...answer,
        localTime: await active().calledTime(number, answer.facts),
        name: party?.name ?? null,
        shownNumbers: shownNumbersOf([number, answer.tn, answer.result.NUMBER], region()),
      };
    },
    getLookupFacts: ({ number }) => active().lookups.cachedFacts(number),
    getCallFacts: ({ number }) => active().lookups.factsBeforeCall(number),
    async getCalledPartyTime({ number }) {
      const session = active();
      return session.calledTime(number, await session.lookups.cachedFacts(number));
    },
    getVoicemailStatus: () => active().voicemail.status(),
    markHeard: ({ uuid }) => active().voicemail.markHeard(uuid),
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
      const saved = await active().snapshot.load('voicemail');
      return { voicemail: saved && { ...saved, records: voicemailsOf(saved.records) } };
    },
    placeCall: ({ number, source, dncConfirmed, hoursConfirmed }) =>
      calls.place(number, source, { dnc: dncConfirmed ?? false, hours: hoursConfirmed ?? false }),
    planCall: async ({ number, source }) => calls.plan(number, source),
    getPendingCall: async () => calls.pending(),
    confirmPendingCall: ({ id }) => calls.confirm(id),
    async cancelPendingCall({ id }) {
      calls.cancel(id);
      return null;
    },
    async listRecentCalls() {
      const recent = await calls.recent();
      const named = records().parties(recent.map(({ number }) => ({ name: null, number })));
      return recent.map((entry, index) => ({ ...entry, name: named[index]?.name ?? null }));
    },
    getHotkeyStatus: async () => hotkeyStatus,
    async searchHistory({ range, ...query }) {
      const noteIds = query.text.trim() === '' ? [] : active().notes.callIdsMatching(query.text);
      const found = active().history.search({ ...query, ...epochRangeOfDays(range), noteIds });
      return found && { ...found, records: callsOf(found.records) };
    },
    async suggestPeople({ text, limit }) {
      const found = active().history.suggestNumbers(text, limit);
      // The history's people by the name every view gives their number: a contact's above the phone
      // system's. A contact's own suggestion keeps its name (two contacts may hold one number).
      const named = records().parties(found.map(({ suggestion: { name, number } }) => ({ name, number })));
      return found.map(({ suggestion: person, from }, index) => ({
        ...person,
        name: (person.contact ? null : named[index]?.name) ?? person.name,
        shownNumbers: shownNumbersOf([person.number], region()),
        source: from,
      }));
    },
    getHistoryStatus: async () => active().history.status(),
    listCallBacks: async () => active().callBacks.list(),
    markCallBack: async ({ key, through, mark }) => active().callBacks.mark(key, through, mark),
    async cancelHistoryBackfill() {
      active().history.cancelBackfill();
      return active().history.status();
    },
    async deleteLocalHistory() {
      await active().history.deleteLocalCopy();
      return active().history.status();
    },
    listAccounts: async () => accounts.view(),
    switchAccount: ({ id }) => accountsChanged(accounts.switchTo(id)),
    addAccount: (fields) => accountsChanged(accounts.add(fields)),
    editAccount: ({ id, patch }) => accountsChanged(accounts.edit(id, patch)),
    removeAccount: ({ id }) => accountsChanged(accounts.remove(id)),
    mergeAccount: ({ id }) => accountsChanged(accounts.merge(id)),
    listContacts: async ({ text }) => contacts.list(contactsAccount(), text),
    getContact: async ({ id }) => contacts.get(contactsAccount(), id),
    contactForNumber: async ({ number }) => contacts.forNumber(contactsAccount(), number),
    saveContact: async ({ id, draft }) => contactsChange((account) => contacts.save(account, id, draft)),
    deleteContact: async ({ id }) => contactsChange((account) => contacts.delete(account, id)),
    restoreContact: async ({ contact }) => contactsChange((account) => contacts.restore(account, contact)),
    listFavourites: async () => contacts.favourites(contactsAccount()),
    setFavourite: async ({ numberId, favourite }) =>
      contactsChange((account) => contacts.setFavourite(account, numberId, favourite)),
    orderFavourites: async ({ numberIds }) =>
      contactsChange((account) => contacts.orderFavourites(account, numberIds)),
    getContactsStatus: async () => contacts.status(),
    async previewContactsImport() {
      const paths = await (options.chooseContactFiles?.() ?? null);
      if (paths === null || paths.length === 0) return null;
      try {
        return await contactsImporter.preview(contactsAccount(), paths);
      } finally {
        importMemory.previewShown();
      }
    },
    async importContacts({ previewId, choices }) {
      try {
        // The preview answered while a thread still keyed its numbers: the import writes them keyed.
        await contactsImporter.keyed(previewId);
        return contactsChange((account) => contactsImporter.import(account, previewId, choices));
      } finally {
        importMemory.done();
      }
    },
    async cancelContactsImport() {
      contactsImporter.cancel();
      importMemory.done();
      return null;
    },
    listNoteOutcomes: async () => active().notes.outcomes(),
    saveNoteOutcomes: async ({ outcomes }) => active().notes.saveOutcomes(outcomes),
    saveNote: async ({ target, text, outcomeId }) => active().notes.save(target, text, outcomeId),
    async notePlacedCall({ placedId, text, outcomeId }) {
      // On the account the call was placed on, whichever is in use now.
      const placed = calls.placed(placedId);
      if (!placed) throw new CoreError('not-found', phrase('notes.placedCallGone'));
      placed.account.notes.addWaiting(placed, text, outcomeId);
      return null;
    },
    listNumberNotes: async ({ number }) => active().notes.numberNotes(number),
    countAccountNotes: async ({ id }) => countNotesIn(accounts.dirOf(id)),
    getCrmSettings: () => active().crm.settings(),
    saveCrmSettings: (settings) => active().crm.save(settings),
    getCallingHours: () => active().callingHours.read(),
    saveCallingHours: (hours) => active().callingHours.save(hours),
    getCrmAddress: (party) => active().crm.address(party),
    openInCrm: ({ party, shown }) => active().crm.open(party, shown),
    exportContacts: ({ format, text }) => contactsExporter.run(contactsAccount(), format, text),
    listDirectories: () => directories.list(),
    directoryNotices: async () => directories.notices(),
    saveDirectory: (draft) => directories.save(draft),
    removeDirectory: ({ id }) => directories.remove(id),
    probeDirectory: (draft) => directories.probe(draft),
    readDirectoryNow: ({ id }) => directories.readNow(id),
  };

  return {
    ...handlers,
    startCall: (text, source, read) => calls.start(text, source, read),
    setHotkeyStatus(status) {
      hotkeyStatus = status;
      emit('hotkeyStatusChanged', status);
    },
    startVoicemailWatch: () => accounts.startVoicemailWatches(),
    checkVoicemailNow: (reason) => accounts.checkVoicemailNow(reason),
    startHistorySync: () => accounts.startHistorySync(),
    checkHistoryNow: (reason) => active().history.checkNow(reason),
    contacts,
    contactsAccount,
    updatePolicy: policies.updates,
    close: async () => {
      policies.close();
      await applyingPolicies;
      importMemory.stop();
      await accounts.close();
      contacts.close();
      await directories.close();
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
