// Everything Dialdesk keeps and runs for one account (or the demo): its connections and keys, its lookup
// cache, its recent calls, its voicemail (list, heard and seen records, watch) and its local history, all
// made for that account with its own folder, and closed when it goes. Nothing here knows which account
// is active: the events it raises go through `emit`, which the account list routes (main/accounts).
import { mkdirSync } from 'node:fs';
import type { AccountRef, Events } from '../../preload/contract';
import { type CallBacks, createCallBacks } from '../callbacks/service';
import type { CallAccount } from '../calls/calls';
import { createRecentCalls } from '../calls/recent-calls';
import { type Connections, type ConnectionsOptions, createConnections } from '../connections/connections';
import type { ContactsService } from '../contacts/service';
import { type CrmService, createCrmService } from '../crm/crm-service';
import type { DirectoryIndex } from '../directories/directory-index';
import { createHistoryService, type HistoryService } from '../history';
import type { HistoryEmit } from '../history/service';
import { createCalledTime } from '../hours/called-time';
import { type CallingHoursFile, callingHoursFile } from '../hours/calling-hours-file';
import { createLookups } from '../lookups/lookups';
import { type NotesService, openNotesService } from '../notes/service';
import type { NumberKeyRule } from '../numbers/number-key';
import { shownNumbersUnder } from '../numbers/shown-numbers';
import { createOfflineSnapshot, type OfflineSnapshot } from '../offline/offline-snapshot';
import type { PolicyValues } from '../policies/policy-schema';
import { createNameResolver, createRecordEdge, keyedByRule, type RecordEdge } from '../records';
import { type Clock, systemClock } from '../schedule/clock';
import { removeStaleTempFiles } from '../storage/stale-temp-files';
import { createVoicemailService, type VoicemailEmit, type VoicemailService } from '../voicemail/service';

/** What an account's services say: its voicemail, its local history and its call-back list's count. */
export type AccountEmit = VoicemailEmit &
  HistoryEmit &
  ((event: 'callBacksChanged', payload: Events['callBacksChanged']) => void);

/** What an account reads of the company directories' index: the names of its numbers, its dial pad's. */
export type AccountDirectories = Pick<DirectoryIndex, 'namesFor' | 'suggest'>;

/** What an account reads of the person's contacts: the names of its numbers, its searches' and dial pad's. */
export type AccountContacts = Pick<
  ContactsService,
  'namesFor' | 'keysMatching' | 'suggest' | 'favouritesFor'
>;

export interface AccountSession extends CallAccount {
  /** The saved account's id, or DEMO_ACCOUNT_ID. */
  key: string;
  /** Its files' folder. */
  dir: string;
  connections: Connections;
  voicemail: VoicemailService;
  history: HistoryService;
  snapshot: OfflineSnapshot;
  /** The person's notes on its calls and voicemail, and its outcomes (main/notes). */
  notes: NotesService;
  /** Its "Open in CRM" (main/crm). */
  crm: CrmService;
  /** Its call-back list (main/callbacks). */
  callBacks: CallBacks;
  /** Its calling hours at the called party (main/hours). */
  callingHours: CallingHoursFile;
  /** Its records as they leave main: read once, named by its own resolver (main/records). */
  records: RecordEdge;
  /** Its inputs to the number key now (its country, its own extension): how its numbers are keyed. */
  partyRule(): NumberKeyRule;
  /** Stops its timers; settles when the files a check under way writes are done. */
  close(): Promise<void>;
}

/** What the account's connections need (its settings, its key holder, the keychain...), and its own. */
export interface AccountSessionOptions
  extends Pick<
    ConnectionsOptions,
    'settings' | 'keyHolder' | 'secrets' | 'dataDir' | 'startDemo' | 'transport'
  > {
  key: string;
  /** The account's own id (DEMO_ACCOUNT_ID for the demo): the extensions of contacts saved under it are its. */
  accountId: string;
  /** Its files' folder. */
  dir: string;
  /** The person's contacts (main/contacts), read for this account. */
  contacts: AccountContacts;
  /** The company directories' index (main/directories), read for this account. */
  directories: AccountDirectories;
  /** Named in the confirmation when more than one account is saved. */
  named(): AccountRef | null;
  emit: AccountEmit;
  voicemailClock?: Clock;
  historyClock?: Clock;
  /** "Now" for its notes: when one was written, which day's backup is due. */
  notesClock?: { now(): number };
  /** Opens an address through the system (Open in CRM); absent, nothing is opened. */
  openExternal?: (address: string) => Promise<void>;
  /** The organisation's policies in force: its CRM address and calling hours replace the account's own. */
  policies?: () => PolicyValues;
}

export function openAccountSession(options: AccountSessionOptions): AccountSession {
  const { dir, settings, contacts, directories, accountId } = options;
  const policies = options.policies ?? ((): PolicyValues => ({}));
  // The call-back list is made from the calls stored and the voicemail listed: when either changed, its
  // count may have. (Made below, after the services it reads; nothing is stored or listed before then.)
  let callBacks: CallBacks | undefined;
  const emit = ((event: string, payload: never) => {
    (options.emit as (event: string, payload: never) => void)(event, payload);
    if (event === 'historyChanged' || event === 'voicemailStatus') callBacks?.refresh();
  }) as AccountEmit;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch {
    // A read-only or full disk fails the writes that follow, each with its own sentence; opening does not.
  }
  // Only temp files over a minute old go, so this cannot race the session's own first writes.
  void removeStaleTempFiles(dir);
  const { keyHolder, secrets, dataDir, startDemo, transport } = options;
  const connections = createConnections({ settings, keyHolder, secrets, dataDir, startDemo, transport });
  const lookups = createLookups({ dataDir: dir, settings, connections });
  const snapshot = createOfflineSnapshot({ dataDir: dir, owner: () => connections.phoneSystemOwner() });
  const phone = async () => (await connections.phoneSystem()).client;
  const voicemail = createVoicemailService({
    dataDir: dir,
    fetchList: async () => (await phone()).listVoicemail(),
    checkIntervalMinutes: () => settings().voicemail.checkIntervalMinutes,
    snapshot,
    emit,
    clock: options.voicemailClock,
  });
  // The account's number rule (its country, and its own extension, as calls are judged by: the demo's
  // when it is the demo): the people table files numbers by it, and the resolver keys them the same way.
  const partyRule = (): NumberKeyRule => ({
    defaultRegion: settings().numbers.defaultRegion,
    ownExtension: connections.ownExtension().trim() || null,
  });
  const history = createHistoryService({
    dataDir: dir,
    owner: () => connections.phoneSystemOwner(),
    fetchPage: async ({ limit, offset }) =>
      (await phone()).listCallHistory({ limit, offset, orderBy: 'start_epoch desc' }),
    settings: () => settings().history,
    partyRule,
    contacts: {
      keysMatching: (text, limit) => contacts.keysMatching(text, accountId, limit),
      suggest: (text, limit) => contacts.suggest(text, accountId, limit),
    },
    directories: { suggest: (text, limit) => directories.suggest(text, accountId, limit) },
    // A note written after a call placed from Dialdesk attaches to the call's record as soon as it comes.
    onStored: (added) => void notes.onCalls(records.calls(added)),
    emit,
    clock: options.historyClock,
  });
  const keyOfParty = keyedByRule(partyRule);
  const notes = openNotesService({
    dir,
    clock: options.notesClock ?? { now: Date.now },
    keyOf: (number) => (number === null ? null : keyOfParty(number)),
  });
  const crm = createCrmService({
    dir,
    rule: partyRule,
    holdsKey: (text) => connections.holdsKey(text),
    openExternal: options.openExternal,
    managed: () => ({ template: policies().CrmAddress, openOnCall: policies().CrmOpensOnCall }),
  });
  const records = createRecordEdge({
    ownExtension: () => connections.ownExtension(),
    resolver: createNameResolver({
      keyOf: keyedByRule(partyRule),
      namesFromContacts: (keys) => contacts.namesFor(keys, accountId),
      namesFromDirectories: (keys) =>
        new Map([...directories.namesFor(keys, accountId)].map(([key, { name }]) => [key, name])),
      namesFromOtherCalls: (keys) => history.namesOf(keys),
      shown: shownNumbersUnder(() => settings().numbers.defaultRegion),
    }),
  });
  callBacks = createCallBacks({
    history,
    voicemails: () => records.voicemails(voicemail.listed()),
    notes,
    keyOf: keyOfParty,
    name: (parties) => records.parties(parties),
    clock: options.historyClock ?? systemClock,
    onCount: (count) => emit('callBacksChanged', { count }),
  });
  const callingHours = callingHoursFile(dir, () => policies().CallingHours);
  return {
    key: options.key,
    dir,
    settings,
    connections,
    lookups,
    recentCalls: createRecentCalls(dir),
    favouriteNumbers: () => contacts.favouritesFor(accountId).map(({ number }) => number),
    get named() {
      return options.named();
    },
    voicemail,
    history,
    snapshot,
    notes,
    crm,
    callBacks,
    callingHours,
    calledTime: createCalledTime({
      region: () => settings().numbers.defaultRegion,
      hours: callingHours,
      now: () => options.notesClock?.now() ?? Date.now(),
    }),
    records,
    partyRule,
    close: async () => {
      callBacks?.close();
      await Promise.all([voicemail.stopWatch(), history.stop()]);
      notes.close();
    },
  };
}
