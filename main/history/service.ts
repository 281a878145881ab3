// Local call history for the core: the store of the current account and origin (the demo has its own),
// the sync that fills it on the periodic-check rules, search and suggestions over it, the missed-call
// count, and "Delete local history". While the copy is off or cannot be opened, search answers null and
// the core asks the phone system page by page, as before. A sync never stops in silence: a failure to
// open or write the file is said at once, any other failure once three checks in a row have failed, in
// History's status line and Settings, until a check succeeds again.

import { join } from 'node:path';
import type { Call, Events, HistoryStatus, PersonSuggestion, Sentence } from '../../preload/contract';
import { matchesSearch, searchableOf, searchTerms } from '../../preload/shared/call-filter';
import { phrase, say } from '../../preload/shared/i18n/phrase';
import type { ApiRecord } from '../api';
import type { PartyCall } from '../callbacks/call-back-list';
import type { ContactSuggestion } from '../contacts/store';
import type { DirectorySuggestion } from '../directories/directory-index';
import { toIpcError } from '../errors/classify';
import { sentenceOf } from '../errors/phrased-error';
import type { NumberKeyRule } from '../numbers/number-key';
import { keyedByRule } from '../records';
import type { Clock } from '../schedule/clock';
import { type CheckReason, createPeriodicCheck, type PeriodicCheck } from '../schedule/periodic-check';
import { isDamagedFileError, isStoreFailure } from '../storage/sqlite-faults';
import type { FoundMissedCall } from './missed-notices';
import {
  deleteHistoryFiles,
  EVERY_CALL,
  type HistoryStore,
  openHistoryStore,
  type StoredCallQuery,
  setAsideIfDamaged,
} from './store';
import { toStoreFault } from './store-faults';
import { SUGGESTION_CANDIDATES, type SuggestedNumber, suggestNumbers } from './suggestions';
import { createHistorySync, type HistorySync, type PageRequest } from './sync';

export const HISTORY_DIR = 'history';
export const SYNC_INTERVAL_MS = 5 * 60_000;
/** Failed checks in a row (network, server) before the status says the copy is not keeping up. */
export const FAILED_CHECKS_REPORTED = 3;

export interface HistorySettings {
  /** "Keep a searchable copy of call history on this computer". */
  keepLocalCopy: boolean;
  days: number;
}

export type HistoryEvent = 'historyStatus' | 'missedCalls' | 'historyChanged';
/** What the history says: missed calls with their callers as recorded, named on the way out (main/accounts). */
type HistoryPayloads = Omit<Pick<Events, HistoryEvent>, 'missedCalls'> & {
  missedCalls: { notices: FoundMissedCall[] };
};
export type HistoryEmit = <E extends HistoryEvent>(event: E, payload: HistoryPayloads[E]) => void;

export interface HistoryServiceOptions {
  dataDir: string;
  /** Whose history: 'demo', or the account at its phone system's origin. */
  owner(): string;
  /** One page of call history from the phone system, newest first. */
  fetchPage(page: PageRequest): Promise<ApiRecord[]>;
  settings(): HistorySettings;
  /**
   * The account's inputs to the number key (its default country, its own extension) that its people are
   * keyed by; read at each use, so a change in Settings keys the copy again.
   */
  partyRule(): NumberKeyRule;
  /** The person's contacts, read for this account (main/contacts): search and suggestions find them. */
  contacts: HistoryContacts;
  /** The company directories serving this account (main/directories): suggestions find their people. None where absent. */
  directories?: HistoryDirectories;
  emit: HistoryEmit;
  clock?: Clock;
  random?: () => number;
  now?: () => number;
  /** The most pages a history file may hold (the tests' full disk; see store.ts). */
  maxPages?: number;
  /** Calls a sync stored, as the phone system sent them: notes waiting for their call look at them. */
  onStored?(added: readonly ApiRecord[]): void;
}

/** What suggestions read of the company directories serving the account. */
export interface HistoryDirectories {
  suggest(text: string, limit: number): DirectorySuggestion[];
}

/** What search and suggestions read of the person's contacts, for the account (usable numbers only). */
export interface HistoryContacts {
  /** The keys of the numbers of contacts whose name or company holds every word of the text. */
  keysMatching(text: string, limit: number): string[];
  /** The numbers the text finds among the contacts by the suggestions' rule, the favourites first. */
  suggest(text: string, limit: number): ContactSuggestion[];
}

/**
 * The most numbers of contacts a search looks for besides its text: the numbers of the first 60 or so of
 * the contacts it names. A text that names more ("Mar", a first name thousands share) is still being
 * typed, or too common to pick out a person; a whole name is far under it. Asking for more costs every
 * keystroke (npm run bench, 50,000 contacts: 500 keys gave p95 4.7 ms, 3× the search without contacts;
 * 100 gives about 3 ms, 2×).
 */
export const CONTACT_KEYS_SEARCHED = 100;

/**
 * The other parties whose calls a text finds besides its own words: the numbers of the contacts it names
 * (a word of one or two characters names those with a word starting so: "Li" finds Li Wei).
 */
export const contactKeysOf = (contacts: Pick<HistoryContacts, 'keysMatching'>, text: string): string[] =>
  searchTerms(text).length > 0 ? contacts.keysMatching(text, CONTACT_KEYS_SEARCHED) : [];

export interface HistoryService {
  /** Starts the periodic sync (the app does; most tests call syncNow instead). */
  start(): void;
  stop(): Promise<void>;
  /** Wake, network return, settings: the periodic check's rules apply. */
  checkNow(reason: CheckReason): Promise<void>;
  /**
   * The calls whose names or numbers hold the text, or whose other party is a contact whose name does.
   * Null when there is no local copy, or a new one still empty: the caller asks the phone system instead.
   */
  search(query: Omit<StoredCallQuery, 'partyKeys'>): { records: ApiRecord[]; total: number } | null;
  /**
   * search()'s rule for the text over calls read by the edge (the export's, over the phone system's pages):
   * the words in the call's names and numbers as recorded (preload/shared/call-filter.ts), or its other
   * party one of the contacts' numbers that search() finds besides.
   */
  callMatcher(text: string): (call: Call) => boolean;
  /**
   * The favourites, contacts, directories' people and history's people the text finds, in the one order
   * (suggestions.ts), each with where it was found; without a copy, the history's are left out.
   */
  suggestNumbers(text: string, limit: number): SuggestedNumber[];
  /** suggestNumbers() without where each was found. */
  suggest(text: string, limit: number): PersonSuggestion[];
  /**
   * The latest name the phone system recorded for each of these number keys (main/numbers/number-key.ts,
   * made with partyRule()) on the stored calls, for the keys that have one. Empty while the copy is off
   * or its file cannot be used: the name on the call is all there is then.
   */
  namesOf(keys: readonly string[]): Map<string, string>;
  status(): HistoryStatus;
  /** The stored calls with another party since the epoch (the call-back list's); null while there is no copy. */
  partyCallsSince(epoch: number): PartyCall[] | null;
  /** The store's seenMissedThrough(); null while there is no copy, or one still empty, to read. */
  seenMissedThrough(): Map<string, number> | null;
  cancelBackfill(): void;
  /** Removes the current owner's file at once; while the setting stays on, a new copy starts. */
  deleteLocalCopy(): Promise<void>;
}

/** One file per owner; the owner text (account and host) is hashed so that any account id makes a safe name. */
export function historyFileName(owner: string): string {
  if (owner === 'demo') return 'demo.sqlite';
  // node:crypto loads when a history is first opened, not as main loads: loading it costs 5 ms.
  const { createHash } = process.getBuiltinModule('node:crypto');
  return `${createHash('sha256').update(owner).digest('hex').slice(0, 32)}.sqlite`;
}

interface Opened {
  owner: string;
  store: HistoryStore;
  sync: HistorySync;
}

export function createHistoryService(options: HistoryServiceOptions): HistoryService {
  const now = options.now ?? options.clock?.now ?? Date.now;
  const keyOf = keyedByRule(options.partyRule);
  const contactKeys = (text: string) => contactKeysOf(options.contacts, text);
  let opened: Opened | null = null;
  let started = false;
  /** Why the checks stopped until the person acts (a refused key...), from the periodic check. */
  let stopProblem: Sentence | null = null;
  /** Why the file cannot be opened or written now (busy, read-only, full, newer); null once it can. */
  let fileProblem: Sentence | null = null;
  /** Why the last checks failed, once FAILED_CHECKS_REPORTED failed in a row; null after a success. */
  let syncProblem: Sentence | null = null;
  let failedChecks = 0;
  let notice: string | null = null;

  const pathOf = (owner: string) => join(options.dataDir, HISTORY_DIR, historyFileName(owner));
  const close = () => {
    opened?.store.close();
    opened = null;
  };
  const setFileProblem = (problem: Sentence | null) => {
    if (problem?.message === fileProblem?.message) return;
    fileProblem = problem;
    options.emit('historyStatus', status());
  };

  /** The store for the current owner, opened on first use; null while the copy is off. Throws a StoreFault. */
  const openCurrent = (): Opened | null => {
    if (!options.settings().keepLocalCopy) {
      close();
      setFileProblem(null); // no copy is kept: there is no file to have a problem with
      return null;
    }
    const owner = options.owner();
    if (opened?.owner === owner) {
      opened.store.usePartyRule(options.partyRule());
      return opened;
    }
    close();
    const result = openHistoryStore(pathOf(owner), {
      now,
      maxPages: options.maxPages,
      partyRule: options.partyRule(),
    });
    notice = result.notice ?? notice; // a file set aside earlier stays said until the next start
    const { store } = result;
    const sync = createHistorySync({
      store,
      fetchPage: (page) => options.fetchPage(page),
      days: () => options.settings().days,
      now,
      onProgress: () => options.emit('historyStatus', status()),
      onMissedCalls: (notices) => options.emit('missedCalls', { notices }),
      onStored: (added) => {
        options.onStored?.(added);
        options.emit('historyChanged', { added: added.length });
      },
    });
    opened = { owner, store, sync };
    setFileProblem(null);
    return opened;
  };

  /** As openCurrent, but a file that cannot be used now is said in the status, and history comes from the server. */
  const current = (): Opened | null => {
    try {
      return openCurrent();
    } catch (error) {
      setFileProblem(sentenceOf(toStoreFault(error, pathOf(options.owner()))));
      return null;
    }
  };

  /**
   * A failure met while using the file: a damaged file is set aside (the next use starts a new one and
   * the sync refills it); any other is said in the status and the file is left as it is.
   */
  const fileFailed = (at: Opened, error: unknown) => {
    if (!isDamagedFileError(error)) {
      setFileProblem(sentenceOf(toStoreFault(error, at.store.path)));
      return;
    }
    if (opened === at) close();
    try {
      notice = setAsideIfDamaged(at.store.path, error, now());
      options.emit('historyStatus', status());
    } catch (fault) {
      setFileProblem(sentenceOf(toStoreFault(fault, at.store.path)));
    }
  };

  /** Work on the current store; fallback while there is none, or when the file fails. */
  const withStore = <T>(work: (at: Opened) => T, fallback: T): T => {
    const at = current();
    if (!at) return fallback;
    try {
      return work(at);
    } catch (error) {
      if (!isStoreFailure(error)) throw error; // not the file's failure: a bug, reported as one
      fileFailed(at, error);
      return fallback;
    }
  };

  const status = (): HistoryStatus => {
    const at = opened;
    const available = at?.store.missedAlertsAvailable() ?? null;
    return {
      enabled: options.settings().keepLocalCopy,
      stored: at?.store.count(EVERY_CALL) ?? 0,
      sync: at?.sync.status() ?? null,
      unplaced: at?.store.unplacedCount() ?? 0,
      missedAlerts: available === null ? 'unknown' : available ? 'available' : 'unavailable',
      problem: stopProblem ?? fileProblem ?? syncProblem,
      notice,
    };
  };

  /** Counts failed checks; a file failure is said at once, any other after FAILED_CHECKS_REPORTED in a row. */
  const checkFailed = (at: Opened | null, error: unknown) => {
    failedChecks += 1;
    if (isStoreFailure(error)) {
      if (at) fileFailed(at, error);
      else setFileProblem(sentenceOf(toStoreFault(error, pathOf(options.owner()))));
    } else if (failedChecks >= FAILED_CHECKS_REPORTED) {
      const { message, said } = toIpcError(error);
      const problem = phrase('localHistory.notUpToDate', { reason: said ?? message });
      if (say(problem) === syncProblem?.message) return;
      syncProblem = { message: say(problem), said: problem };
      options.emit('historyStatus', status());
    }
  };
  /** A check that got through: whatever the file or the phone system had said is over. */
  const checkSucceeded = () => {
    failedChecks = 0;
    if (syncProblem === null && fileProblem === null) return;
    syncProblem = null;
    fileProblem = null;
    options.emit('historyStatus', status());
  };

  const check: PeriodicCheck = createPeriodicCheck({
    run: async (signal) => {
      let at: Opened | null = null;
      try {
        at = openCurrent();
        await at?.sync.run(signal);
      } catch (error) {
        if (signal.aborted) throw error; // stopped on purpose: not a failure
        checkFailed(at, error);
        // A damaged file was set aside: the next check starts a new one and fetches everything again.
        if (!isDamagedFileError(error)) throw error;
        return;
      }
      checkSucceeded();
    },
    intervalMs: () => SYNC_INTERVAL_MS,
    onProblem: (problem) => {
      stopProblem = problem;
      options.emit('historyStatus', status());
    },
    clock: options.clock,
    random: options.random,
  });

  /** Each source asked for far more numbers than are shown: the order picks among them (suggestions.ts). */
  const suggested = (text: string, limit: number): SuggestedNumber[] => {
    const candidates = Math.max(limit, SUGGESTION_CANDIDATES);
    const contacts = { found: options.contacts.suggest(text, candidates), keyOf };
    const directories = options.directories?.suggest(text, candidates) ?? [];
    const from = (store: HistoryStore | null) =>
      suggestNumbers(store, text, { limit, nowMs: now(), contacts, directories });
    return withStore(({ store }) => from(store), null) ?? from(null);
  };

  return {
    start() {
      started = true;
      check.start();
    },
    async stop() {
      started = false;
      await check.stop();
      close();
    },
    checkNow: (reason) => check.checkNow(reason),
    search(query) {
      return withStore(({ store, sync }) => {
        // A new copy with nothing in it yet (first start, just deleted) knows nothing: the server does.
        if (sync.status().lastSyncAt === null && store.count(EVERY_CALL) === 0) return null;
        const partyKeys = contactKeys(query.text);
        const { limit: _limit, offset: _offset, ...filters } = { ...query, partyKeys };
        return { records: store.search({ ...query, partyKeys }), total: store.count(filters) };
      }, null);
    },
    callMatcher(text) {
      const keys = new Set(contactKeys(text));
      return (call) => {
        const key = call.party.number === null ? null : keyOf(call.party.number);
        return matchesSearch(searchableOf(call), text) || (key !== null && keys.has(key));
      };
    },
    suggestNumbers: suggested,
    suggest: (text, limit) => suggested(text, limit).map(({ suggestion }) => suggestion),
    namesOf: (keys) => withStore(({ store }) => store.namesOf(keys), new Map<string, string>()),
    // After a damaged file was set aside there is no store: the status then says so.
    status: () => withStore(status, null) ?? status(),
    partyCallsSince: (epoch) => withStore(({ store }) => store.partyCallsSince(epoch), null),
    // Only once a sync has stored calls: before the first, every missed call it brings would look unseen.
    seenMissedThrough: () =>
      withStore(({ store }) => (store.count(EVERY_CALL) === 0 ? null : store.seenMissedThrough()), null),
    cancelBackfill() {
      current()?.sync.cancelBackfill();
    },
    async deleteLocalCopy() {
      // A sync under way writes to the file: stop it first, then remove the file, then carry on.
      await check.stop();
      close();
      deleteHistoryFiles(pathOf(options.owner()));
      notice = null;
      options.emit('historyStatus', status());
      options.emit('historyChanged', { added: 0 });
      // While the setting stays on, a new copy starts at once (Settings turns it off to keep none).
      if (started) check.start();
    },
  };
}
