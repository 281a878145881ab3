// From one account in the settings to saved accounts (settings version 1 to 2). The account of an
// installation from before becomes the first saved account, with its keys (copied at first use, see
// main/connections), its local history, heard and seen records, recent calls, lookup cache and offline
// lists moved into its own folder; without an account those files are the demo's and go to its folder.
// Runs again whenever the settings file says version 1: after an older Dialdesk ran beside this one,
// the account it may have edited (settings' `account`) is taken back into the list, and files it made
// are moved where nothing is in their place yet. Every step can be run again after a kill.
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type AccountFields, DEMO_ACCOUNT_ID } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { RECENT_CALLS_FILE_NAME } from '../calls/recent-calls';
import { HISTORY_DIR } from '../history/service';
import { LOOKUP_CACHE_FILE_NAME } from '../lookups/lookup-cache';
import { snapshotFileName } from '../offline/offline-snapshot';
import type { Settings } from '../settings';
import { HEARD_FILE_NAME, KNOWN_FILE_NAME } from '../voicemail';
import {
  type AccountList,
  accountDir,
  activeAccount,
  emptyAccountList,
  newAccountId,
  type SavedAccount,
} from './account-list';

/** Files that were one per data folder and are now one per account. */
export const PER_ACCOUNT_FILES = [
  HEARD_FILE_NAME,
  KNOWN_FILE_NAME,
  RECENT_CALLS_FILE_NAME,
  LOOKUP_CACHE_FILE_NAME,
  snapshotFileName('voicemail'),
  snapshotFileName('history'),
];

/** The account fields settings' `account` and `numbers` hold: the active account's mirror. */
export function mirroredFields(settings: Settings): Omit<AccountFields, 'name' | 'watchVoicemail'> {
  return {
    ...settings.account,
    defaultRegion: settings.numbers.defaultRegion,
    dialFormat: settings.numbers.dialFormat,
  };
}

/** Whether the settings name an account at all (the demo's settings leave every account field empty). */
export const namesAnAccount = (settings: Settings): boolean =>
  Object.values(settings.account).some((value) => value !== '');

/**
 * A saved account made from what the settings say. `keysStoredBefore`: the settings are an older
 * version's, whose keys were stored under the account id: the account remembers that id to find them.
 */
export function accountFromSettings(
  settings: Settings,
  name: string,
  { keysStoredBefore }: { keysStoredBefore: boolean },
): SavedAccount {
  const { accountId } = settings.account;
  return {
    id: newAccountId(),
    name,
    ...mirroredFields(settings),
    watchVoicemail: true,
    ...(keysStoredBefore && accountId !== '' && { legacyAccountId: accountId }),
  };
}

/**
 * A first name for an account the person has not named: its account id, else its address, else a name
 * in the language in use when it is made (saved with the account, which the person may rename).
 */
export function defaultAccountName(settings: Settings): string {
  const { accountId, domain, baseUrlOverride } = settings.account;
  return accountId || domain || baseUrlOverride.replace(/^https?:\/\//, '') || t('account.defaultName');
}

/** Moves `from` to `to` unless something is at `to` already (a run killed half-way, an older version's leftovers). */
async function moveIfFree(from: string, to: string): Promise<void> {
  const taken = await stat(to).then(
    () => true,
    () => false,
  );
  if (taken) return;
  await rename(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** The local history files (with SQLite's side files) of the data folder, the demo's or the others. */
async function historyFiles(dataDir: string, demo: boolean): Promise<string[]> {
  const names = await readdir(join(dataDir, HISTORY_DIR)).catch(() => []);
  return names.filter((name) => name.startsWith('demo.sqlite') === demo);
}

async function moveFilesInto(dataDir: string, into: string, demo: boolean): Promise<void> {
  await mkdir(join(into, HISTORY_DIR), { recursive: true, mode: 0o700 });
  for (const name of PER_ACCOUNT_FILES) await moveIfFree(join(dataDir, name), join(into, name));
  for (const name of await historyFiles(dataDir, demo))
    await moveIfFree(join(dataDir, HISTORY_DIR, name), join(into, HISTORY_DIR, name));
}

/**
 * The list of saved accounts after an upgrade from version-1 settings: `list` is the one on disk (null
 * for none). Decides only: the caller writes the list before any file moves (a kill in between then
 * finds the same account again, not a new one), then moves the files, then writes the settings.
 */
export function upgradedList(settings: Settings, list: AccountList | null): AccountList {
  const next = structuredClone(list ?? emptyAccountList());
  const active = activeAccount(next);
  if (active) Object.assign(active, mirroredFields(settings));
  else if (namesAnAccount(settings)) {
    const added = accountFromSettings(settings, defaultAccountName(settings), { keysStoredBefore: true });
    next.accounts.push(added);
    next.activeId = added.id;
  }
  return next;
}

/**
 * Moves the files that were one per data folder into the account in use (the demo's when none is): a
 * file already in its place stays, and the one left behind is an older version's, not this one's.
 */
export async function moveSharedFiles(dataDir: string, list: AccountList): Promise<void> {
  const owner = activeAccount(list);
  // The demo's history file is the demo's whichever account there is; the rest follows the account.
  if (owner) await moveFilesInto(dataDir, accountDir(dataDir, owner.id), false);
  await moveFilesInto(dataDir, accountDir(dataDir, DEMO_ACCOUNT_ID), true);
}
