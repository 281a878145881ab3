// The saved accounts and the one in use: the list on disk, the mirror of the active account in the
// settings, and one session of services per account that runs (the active one, and each other account
// whose voicemail the person watches). Events of a session reach the window only while it still has
// the role it was opened for: a check of the account before a switch that ends after it is dropped.
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AccountEntry,
  type AccountFields,
  type AccountRef,
  type AccountsView,
  DEMO_ACCOUNT_ID,
  type EventName,
  type Events,
  type KeyKind,
  type LockedSetting,
  type MissedCallNotice,
  type Party,
  type Sentence,
  type SettingsPatch,
} from '../../preload/contract';
import { phrase, say } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import type { ApiRecord } from '../api';
import { type ConnectionsTransport, DEMO_EXTENSION, type DemoEndpoint } from '../connections/connections';
import { CoreError } from '../errors/core-errors';
import { SettingsValidationError } from '../errors/invalid-fields';
import type { FoundMissedCall } from '../history/missed-notices';
import type { HistoryEvent } from '../history/service';
import { countNotesIn } from '../notes/service';
import type { NumberKeyRule } from '../numbers/number-key';
import { keyedByRule } from '../records';
import type { Clock } from '../schedule/clock';
import type { SecretStore } from '../secrets';
import { isAccountConfigured, type Settings } from '../settings';
import { overlaySections } from '../settings/overlay';
import type { SettingsStore } from '../settings/settings-store';
import { createSerialQueue } from '../storage/serial-queue';
import { fsErrorCode } from '../storage/storage-error';
import {
  ACCOUNTS_FILE_NAME,
  type AccountList,
  accountDir,
  accountFieldsSchema,
  accountPatchSchema,
  activeAccount,
  emptyAccountList,
  newAccountId,
  type SavedAccount,
} from './account-list';
import {
  type AccountContacts,
  type AccountDirectories,
  type AccountEmit,
  type AccountSession,
  type AccountSessionOptions,
  openAccountSession,
} from './account-session';
import { accountListFile } from './list-file';
import { listNotices, newerListInWords } from './list-notices';
import {
  entryOf,
  fixedFieldsOf,
  isUsable,
  mergeTargetOf,
  NO_ORGANISATION,
  type OrganisationPolicy,
  originOf,
  withOrganisation,
} from './organisation-accounts';
import {
  accountFromSettings,
  defaultAccountName,
  mirroredFields,
  moveSharedFiles,
  namesAnAccount,
  upgradedList,
} from './upgrade';

const KEY_KINDS: readonly KeyKind[] = ['pbx', 'lookup'];

const NO_ACCOUNT: Settings['account'] = {
  accountId: '',
  domain: '',
  baseUrlOverride: '',
  extension: '',
  lookupUrl: '',
};

/** The settings' sections that mirror an account: its fields in `account`, its number rules in `numbers`. */
const mirrorOf = (account: SavedAccount, settings: Settings): Pick<Settings, 'account' | 'numbers'> => ({
  account: {
    accountId: account.accountId,
    domain: account.domain,
    baseUrlOverride: account.baseUrlOverride,
    extension: account.extension,
    lookupUrl: account.lookupUrl,
  },
  numbers: { ...settings.numbers, defaultRegion: account.defaultRegion, dialFormat: account.dialFormat },
});

type Emit = <E extends EventName>(event: E, payload: Events[E]) => void;

export interface AccountsOptions {
  dataDir: string;
  store: SettingsStore;
  /** What the settings file's load said: version 1 means the account has to be taken into the list. */
  upgradedFrom: number | null;
  secrets: SecretStore;
  startDemo(): Promise<DemoEndpoint>;
  transport: ConnectionsTransport;
  /** The person's contacts, which every account's session reads for itself. */
  contacts: AccountContacts;
  /** The company directories' index, which every account's session reads for itself. */
  directories: AccountDirectories;
  emit: Emit;
  voicemailClock?: Clock;
  historyClock?: Clock;
  notesClock?: Pick<Clock, 'now'>;
  openExternal?: (address: string) => Promise<void>;
  /** What the organisation's policies say of accounts now (main/accounts/organisation-accounts.ts). */
  organisation?: () => OrganisationPolicy;
  /** The policies in force, for each account's session (its CRM address and calling hours). */
  policies?: AccountSessionOptions['policies'];
}

export interface Accounts {
  /** The session of the account in use (the demo's while no saved account is in use or complete). */
  active(): AccountSession;
  view(): AccountsView;
  switchTo(id: string): Promise<AccountsView>;
  add(fields: AccountFields): Promise<AccountsView>;
  edit(id: string, patch: Partial<AccountFields>): Promise<AccountsView>;
  remove(id: string): Promise<AccountsView>;
  /** Merges one of the person's accounts into the organisation's at the same phone system (mergeTargetOf). */
  merge(id: string): Promise<AccountsView>;
  /** The folder of a saved account's files (its notes are counted there before it is removed). */
  dirOf(id: string): string;
  /**
   * Refuses, before it is saved, a settings change that would change the account in use (or add one)
   * while the list is a newer Dialdesk's, which this one does not change.
   */
  checkSettingsPatch(patch: SettingsPatch): void;
  /** The account form's settings the organisation sets for the account in use. */
  lockedOfActive(): LockedSetting[];
  /** The policies changed: the organisation's accounts, and whether the person's own may be used, follow. */
  policiesChanged(): Promise<void>;
  /** The settings were saved with account fields in them: the active account takes them (the demo's makes one). */
  settingsSaved(): Promise<void>;
  /** Each account's number rule now (its country, its own extension), the demo's included, by id. */
  numberRules(): Map<string, NumberKeyRule>;
  startVoicemailWatches(): void;
  startHistorySync(): void;
  /** Every running session's voicemail check (wake, network back). */
  checkVoicemailNow(reason: Parameters<AccountSession['voicemail']['checkNow']>[0]): Promise<void>;
  close(): Promise<void>;
}

/** What an account is called in lists and notices: the demo's name is in the language in use when asked. */
const refOf = (account: SavedAccount | null): AccountRef =>
  account ? { id: account.id, name: account.name } : { id: DEMO_ACCOUNT_ID, name: t('account.demoName') };

/** Only the fields the contract names: nothing a newer version added, and never a legacy id. */
const entryFields = (account: SavedAccount): AccountFields & { id: string } => ({
  id: account.id,
  name: account.name,
  accountId: account.accountId,
  domain: account.domain,
  baseUrlOverride: account.baseUrlOverride,
  extension: account.extension,
  lookupUrl: account.lookupUrl,
  defaultRegion: account.defaultRegion,
  dialFormat: account.dialFormat,
  watchVoicemail: account.watchVoicemail,
});

interface Running {
  session: AccountSession;
  /** 'active': everything it finds is shown; 'watch': only its voicemail, as notices and a count. */
  role: 'active' | 'watch';
}

export async function createAccounts(options: AccountsOptions): Promise<Accounts> {
  const { dataDir, store, emit } = options;
  const organisation = options.organisation ?? (() => NO_ORGANISATION);
  const file = accountListFile(dataDir);
  const read = await file.read();
  let list: AccountList = read.list ?? emptyAccountList();
  /** A newer Dialdesk's list: shown as far as it can be read, never written (nor added to, edited, removed from). */
  const { newer } = read;
  // Settings of version 1 (an installation from before, or an older Dialdesk that ran beside this one),
  // or no list yet: a first start, an installation from before that only ever ran the demo (it may have
  // written no settings at all), or a damaged list with no good copy (the settings name its account).
  if (newer === null && (options.upgradedFrom !== null || read.list === null)) {
    list = upgradedList(store.get(), read.list);
    await file.write(list);
    await moveSharedFiles(dataDir, list);
  }
  // Written as version 2 only when it was a version-1 file: a first start writes no settings.
  if (options.upgradedFrom !== null) await store.update({});
  /** Set up again from the settings, under a new id, because the list was damaged and had no good copy. */
  const rebuilt = read.findings.some((finding) => finding.kind === 'not-restored')
    ? activeAccount(list)
    : null;
  /** Accounts given an id of their own as the list was read: they have no keys or history yet. */
  const newIds = new Set(read.findings.flatMap((finding) => (finding.kind === 'new-ids' ? finding.ids : [])));

  const counts = new Map<string, { unheard: number; problem: Sentence | null }>();
  const running = new Map<string, Running>();
  let watching = false;
  let syncing = false;
  // Changes to the list run one at a time, so that a quick rename after an add applies to the added one.
  const serial = createSerialQueue();

  const find = (id: string) => list.accounts.find((account) => account.id === id) ?? null;
  const usable = (account: SavedAccount) => isUsable(account, organisation());
  /** The settings as they apply to one account: its own fields where settings mirror the active one. */
  const settingsOf = (id: string | null) => (): Settings => {
    const settings = store.get();
    const account = id === null ? null : find(id);
    return account ? { ...settings, ...mirrorOf(account, settings) } : settings;
  };
  /** A saved account whose fields reach its phone system; an incomplete one runs the demo meanwhile. */
  const complete = (account: SavedAccount) => isAccountConfigured(settingsOf(account.id)());
  /** Where a session's data lives: the account's folder, or the demo's while it runs the demo. */
  const slotOf = (account: SavedAccount | null) =>
    account && complete(account) ? account.id : DEMO_ACCOUNT_ID;
  /** Named in the confirmation only when there is a choice of account. */
  const named = (account: SavedAccount | null) => () => {
    const choices = list.accounts.length + (account ? 0 : 1);
    return choices > 1 ? refOf(account) : null;
  };

  const noteVoicemail = (id: string, unheard: number, problem: Sentence | null) => {
    const before = counts.get(id);
    if (before?.unheard === unheard && before.problem?.message === problem?.message) return;
    counts.set(id, { unheard, problem });
    emit('accountsChanged', view());
  };

  const open = (key: string, account: SavedAccount | null, role: Running['role']): Running => {
    const slot = slotOf(account);
    const id = account?.id ?? DEMO_ACCOUNT_ID;
    const holder = account && {
      id: account.id,
      ...(account.legacyAccountId && { legacyAccountId: account.legacyAccountId }),
    };
    // One function for both services' events (AccountEmit is their intersection): each payload is the
    // one its event names, which the casts below restate.
    const routed = ((
      event: 'voicemailStatus' | 'voicemailArrived' | 'callBacksChanged' | HistoryEvent,
      payload: unknown,
    ) => {
      // A check of an account that no longer has this role (switched away, removed) is dropped.
      if (running.get(key)?.session !== session) return;
      if (event === 'voicemailStatus') {
        const status = payload as Events['voicemailStatus'];
        noteVoicemail(id, status.unheard, status.problem);
      }
      if (event === 'missedCalls') {
        // The callers are named as every view names them before the shell tells of them.
        const { notices } = payload as { notices: FoundMissedCall[] };
        const named = session.records.parties(
          notices.flatMap((notice) => (notice.kind === 'call' ? [notice.caller] : [])),
        );
        const keyOf = keyedByRule(session.partyRule);
        let next = 0;
        const told = notices.map((notice): MissedCallNotice => {
          if (notice.kind !== 'call') return notice;
          const { caller, ...rest } = notice;
          const key = caller.number === null ? null : keyOf(caller.number);
          return { ...rest, party: named[next++] as Party, key };
        });
        if (role === 'active') emit('missedCalls', { notices: told });
        return;
      }
      if (event === 'voicemailArrived') {
        const { records } = payload as { records: ApiRecord[] };
        emit('voicemailArrived', { records: session.records.voicemails(records), account: refOf(account) });
        return;
      }
      if (role === 'active') emit(event, payload as Events[typeof event]);
    }) as AccountEmit;
    const session = openAccountSession({
      key: slot,
      accountId: id,
      dir: accountDir(dataDir, slot),
      contacts: options.contacts,
      directories: options.directories,
      named: named(account),
      settings: settingsOf(account?.id ?? null),
      keyHolder: holder,
      secrets: options.secrets,
      dataDir,
      startDemo: options.startDemo,
      transport: options.transport,
      emit: routed,
      voicemailClock: options.voicemailClock,
      historyClock: options.historyClock,
      notesClock: options.notesClock,
      openExternal: options.openExternal,
      policies: options.policies,
    });
    return { session, role };
  };

  /** One running session per role and account (the demo's slot is named by the account it stands in for). */
  const keyOf = (role: Running['role'], account: SavedAccount | null) =>
    `${role}:${slotOf(account)}:${account?.id ?? ''}`;

  /** Sessions closing: a check under way may take until its timeout to end, which no switch waits for. */
  const closing = new Set<Promise<void>>();

  /**
   * Opens what should run and closes what should not: the active account, and each watched other one.
   * Settles when the sessions it closed have closed (their checks ended, their files written).
   */
  const reconcile = (): Promise<void> => {
    const active = activeAccount(list);
    const wanted = new Map<string, { account: SavedAccount | null; role: Running['role'] }>([
      [keyOf('active', active), { account: active, role: 'active' }],
    ]);
    for (const account of list.accounts)
      if (account !== active && account.watchVoicemail && usable(account) && complete(account))
        wanted.set(keyOf('watch', account), { account, role: 'watch' });
    const closed: Promise<void>[] = [];
    for (const [key, { session }] of running) {
      if (wanted.has(key)) continue;
      running.delete(key);
      const done = session.close().finally(() => closing.delete(done));
      closing.add(done);
      closed.push(done);
    }
    const shown = new Set([...wanted.values()].map(({ account }) => account?.id ?? DEMO_ACCOUNT_ID));
    for (const id of counts.keys()) if (!shown.has(id)) counts.delete(id);
    for (const [key, { account, role }] of wanted) {
      if (running.has(key)) continue;
      const started = open(key, account, role);
      running.set(key, started);
      if (watching) started.session.voicemail.startWatch();
      if (syncing && role === 'active') started.session.history.start();
    }
    return Promise.all(closed).then(() => undefined);
  };

  const activeRunning = (): Running => {
    const found = running.get(keyOf('active', activeAccount(list)));
    if (!found) throw new Error('The active account has no session: reconcile() was not run.');
    return found;
  };

  /** The fields of an account the organisation sets (none for the person's own). */
  const fixedOf = (account: SavedAccount) => {
    const entry = entryOf(account, organisation());
    return entry ? fixedFieldsOf(entry) : [];
  };
  /** A change to an organisation's account that would change what its policy sets is refused, naming the fields. */
  const assertNotFixed = (
    account: SavedAccount,
    changed: Partial<AccountFields>,
    pathOf: (field: keyof AccountFields) => string,
  ) => {
    const fixed = fixedOf(account).filter(
      (field) => changed[field] !== undefined && changed[field] !== account[field],
    );
    if (fixed.length === 0) return;
    throw new SettingsValidationError(
      fixed.map((field) => ({
        code: 'custom',
        path: pathOf(field).split('.'),
        message: t('policies.lockedField'),
        input: changed[field],
      })),
    );
  };

  const view = (): AccountsView => ({
    activeId: list.activeId,
    accounts: list.accounts.map(
      (account): AccountEntry => ({
        ...entryFields(account),
        unheardVoicemail: counts.get(account.id)?.unheard ?? null,
        voicemailProblem: counts.get(account.id)?.problem ?? null,
        note: newIds.has(account.id) ? t('accountsFile.newIdNote') : null,
        origin: originOf(account, organisation()),
        fixed: fixedOf(account),
        mergeInto: mergeTargetOf(account, list, organisation())?.id ?? null,
      }),
    ),
    readOnly: newer && say(newerListInWords(newer)),
    ownAllowed: organisation().ownAllowed,
    notices: listNotices(read.findings, {
      path: join(dataDir, ACCOUNTS_FILE_NAME),
      nameOf: (id) => find(id)?.name ?? null,
      rebuilt: rebuilt && find(rebuilt.id),
    }),
  });

  /** A change this version may not make to a newer one's list is refused, in words. */
  const assertWritable = () => {
    if (newer) throw new CoreError('settings-invalid', newerListInWords(newer));
  };

  /** settings.json's `account` and number rules follow the active account (no account for the demo). */
  const mirror = async () => {
    const active = activeAccount(list);
    await store.update(active ? mirrorOf(active, store.get()) : { account: NO_ACCOUNT });
  };

  /**
   * Saves the list, mirrors the active account, runs what should run, and says so. Settles before the
   * sessions it closed have: `closed` settles with them.
   */
  const commit = async (next: AccountList) => {
    // Only a switch reaches here with a newer Dialdesk's list: it holds for this run, the file stays as it is.
    if (newer === null) await file.write(next);
    list = next;
    await mirror();
    const closed = reconcile();
    emit('accountsChanged', view());
    return { after: view(), closed };
  };

  const parsedFields = (input: unknown) => {
    const parsed = accountFieldsSchema.safeParse(input);
    if (!parsed.success) throw new SettingsValidationError(parsed.error.issues);
    return parsed.data;
  };
  const parsedPatch = (input: unknown) => {
    const parsed = accountPatchSchema.safeParse(input);
    if (!parsed.success) throw new SettingsValidationError(parsed.error.issues);
    return parsed.data;
  };

  const unknownAccount = () => new CoreError('not-found', phrase('account.notSaved'));

  /** Deletes every key stored under the account's own id, and under the id an older version stored it. */
  const deleteKeys = async (account: SavedAccount) => {
    const shared = list.accounts.some(
      (other) => other !== account && other.legacyAccountId === account.legacyAccountId,
    );
    const holders = [account.id, ...(account.legacyAccountId && !shared ? [account.legacyAccountId] : [])];
    for (const holder of holders)
      for (const kind of KEY_KINDS)
        for (const origin of await options.secrets.originsWithKey(holder, kind))
          await options.secrets.delete({ account: holder, origin }, kind);
  };

  // The organisation's accounts as the policies give them at this start (added, changed, withdrawn).
  if (newer === null) {
    const managed = withOrganisation(list, organisation());
    if (JSON.stringify(managed) !== JSON.stringify(list)) {
      await file.write(managed);
      list = managed;
      await mirror();
    }
  }
  void reconcile(); // nothing runs yet, so nothing closes

  return {
    active: () => activeRunning().session,
    view,
    switchTo: (id) =>
      serial(async () => {
        const account = find(id);
        if (id !== DEMO_ACCOUNT_ID && !account) throw unknownAccount();
        if (account && !usable(account)) throw new CoreError('settings-invalid', phrase('account.notUsable'));
        return (await commit({ ...list, activeId: id })).after;
      }),
    add: (fields) =>
      serial(async () => {
        assertWritable();
        if (!organisation().ownAllowed)
          throw new CoreError('settings-invalid', phrase('account.ownNotAllowed'));
        const account: SavedAccount = { id: newAccountId(), ...parsedFields(fields) };
        return (await commit({ ...list, accounts: [...list.accounts, account], activeId: account.id })).after;
      }),
    edit: (id, patch) =>
      serial(async () => {
        assertWritable();
        const account = find(id);
        if (!account) throw unknownAccount();
        const changes = parsedPatch(patch);
        assertNotFixed(account, changes, (field) => field);
        const edited = { ...account, ...changes };
        // The whole account is checked again: a change must leave it one that could be saved anew.
        parsedFields(entryFieldsWithoutId(edited));
        const accounts = list.accounts.map((other) => (other.id === id ? edited : other));
        return (await commit({ ...list, accounts })).after;
      }),
    dirOf(id) {
      if (!find(id)) throw unknownAccount();
      return accountDir(dataDir, id);
    },
    remove: (id) =>
      serial(async () => {
        assertWritable();
        const account = find(id);
        if (!account) throw unknownAccount();
        if (originOf(account, organisation()) === 'organisation')
          throw new CoreError('settings-invalid', phrase('account.organisationKeeps'));
        // Keys first: a locked keychain stops the removal before anything is gone, and it can be tried again.
        await deleteKeys(account);
        const accounts = list.accounts.filter((other) => other.id !== id);
        const activeId = list.activeId === id ? (accounts[0]?.id ?? DEMO_ACCOUNT_ID) : list.activeId;
        const { after, closed } = await commit({ ...list, accounts, activeId });
        // Once its sessions have closed, no check of it writes into the folder as it goes.
        await closed;
        await rm(accountDir(dataDir, id), { recursive: true, force: true });
        return after;
      }),
    merge: (id) =>
      serial(async () => {
        assertWritable();
        const own = find(id);
        if (!own) throw unknownAccount();
        const into = mergeTargetOf(own, list, organisation());
        if (!into) throw new CoreError('settings-invalid', phrase('account.nothingToMerge'));
        const from = accountDir(dataDir, own.id);
        const to = accountDir(dataDir, into.id);
        // Notes are the person's own words, found nowhere else: two folders of them are not merged.
        if (countNotesIn(to) > 0) throw new CoreError('settings-invalid', phrase('account.mergeBothNoted'));
        // Its keys, for each server they were entered for, unless the organisation's account has its own.
        for (const kind of KEY_KINDS)
          for (const origin of await options.secrets.originsWithKey(own.id, kind)) {
            const target = { account: into.id, origin };
            const key = await options.secrets.get({ account: own.id, origin }, kind);
            if (key !== null && !(await options.secrets.has(target, kind)))
              await options.secrets.set(target, kind, key);
          }
        const wasActive = list.activeId === own.id || list.activeId === into.id;
        const fixed = new Set<string>(fixedOf(into));
        const taken = Object.fromEntries(
          PERSONS_FIELDS.filter((field) => !fixed.has(field)).map((field) => [field, own[field]]),
        );
        const merged = { ...into, ...taken };
        // First neither runs (the demo stands in meanwhile), so that no check writes into either folder
        // while the person's history becomes the organisation account's.
        const idle = list.accounts
          .filter((account) => account.id !== own.id)
          .map((account) => (account.id === into.id ? { ...account, watchVoicemail: false } : account));
        await (
          await commit({ ...list, accounts: idle, activeId: wasActive ? DEMO_ACCOUNT_ID : list.activeId })
        ).closed;
        // What the organisation's account fetched meanwhile (no notes) is the server's, read again.
        await rm(to, { recursive: true, force: true });
        await rename(from, to).catch((error: unknown) => {
          if (fsErrorCode(error) !== 'ENOENT') throw error;
        });
        const accounts = idle.map((account) => (account.id === into.id ? merged : account));
        const { after } = await commit({ ...list, accounts, activeId: wasActive ? into.id : list.activeId });
        await deleteKeys(own);
        return after;
      }),
    checkSettingsPatch(patch) {
      const before = settingsOf(list.activeId)();
      const after = overlaySections(before, patch) as Settings;
      const active = activeAccount(list);
      if (active) assertNotFixed(active, mirroredFields(after), (field) => SETTINGS_PATH_OF[field] ?? field);
      // The account form over the demo would save an account of the person's own.
      else if (!organisation().ownAllowed && namesAnAccount(after))
        throw new CoreError('settings-invalid', phrase('account.ownNotAllowed'));
      if (newer === null) return;
      const changes = JSON.stringify(mirroredFields(after)) !== JSON.stringify(mirroredFields(before));
      if (changes) assertWritable();
    },
    settingsSaved: () =>
      serial(async () => {
        // checkSettingsPatch refused every change to a newer Dialdesk's list before the settings were saved.
        if (newer) return;
        const settings = store.get();
        const active = activeAccount(list);
        if (active) {
          const edited = { ...active, ...mirroredFields(settings) };
          if (JSON.stringify(edited) === JSON.stringify(active)) return;
          await commit({
            ...list,
            accounts: list.accounts.map((other) => (other === active ? edited : other)),
          });
          return;
        }
        if (!namesAnAccount(settings)) return;
        // The account form filled in while the demo runs: the person's first (or next) account.
        const added = accountFromSettings(settings, defaultAccountName(settings), {
          keysStoredBefore: false,
        });
        await commit({ ...list, accounts: [...list.accounts, added], activeId: added.id });
      }),
    lockedOfActive() {
      const active = activeAccount(list);
      return active ? fixedOf(active).flatMap((field) => SETTINGS_PATH_OF[field] ?? []) : [];
    },
    policiesChanged: () =>
      serial(async () => {
        if (newer) return;
        await commit(withOrganisation(list, organisation()));
      }),
    numberRules() {
      // As each session's partyRule keys its numbers: the demo's own extension where the demo runs.
      const ruleOf = (settings: Settings, demo: boolean): NumberKeyRule => ({
        defaultRegion: settings.numbers.defaultRegion,
        ownExtension:
          (demo ? settings.account.extension || DEMO_EXTENSION : settings.account.extension).trim() || null,
      });
      const rules = new Map([[DEMO_ACCOUNT_ID, ruleOf(settingsOf(null)(), true)]]);
      for (const account of list.accounts)
        rules.set(account.id, ruleOf(settingsOf(account.id)(), !complete(account)));
      return rules;
    },
    startVoicemailWatches() {
      watching = true;
      for (const { session } of running.values()) session.voicemail.startWatch();
    },
    startHistorySync() {
      syncing = true;
      activeRunning().session.history.start();
    },
    checkVoicemailNow: async (reason) => {
      await Promise.all([...running.values()].map(({ session }) => session.voicemail.checkNow(reason)));
    },
    close: async () => {
      // Stops every session's timers; they stay in place, so a request after close() still answers.
      const sessions = [...running.values()].map(({ session }) => session.close());
      await Promise.all([...sessions, ...closing]);
    },
  };
}

/** An account's fields that are the person's rather than the phone system's: taken over by a merge. */
const PERSONS_FIELDS = ['extension', 'defaultRegion', 'dialFormat', 'watchVoicemail'] as const;

/** Where the settings mirror each field of the account in use (the name is the list's alone). */
const SETTINGS_PATH_OF: Partial<Record<keyof AccountFields, LockedSetting>> = {
  accountId: 'account.accountId',
  domain: 'account.domain',
  baseUrlOverride: 'account.baseUrlOverride',
  extension: 'account.extension',
  lookupUrl: 'account.lookupUrl',
  defaultRegion: 'numbers.defaultRegion',
  dialFormat: 'numbers.dialFormat',
};

const entryFieldsWithoutId = (account: SavedAccount): AccountFields => {
  const { id: _id, ...fields } = entryFields(account);
  return fields;
};
