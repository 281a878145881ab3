// accounts.json, and the copy of it kept beside it. The list is the one place where each account's id is
// written, and the id names the account's keys in the keychain and its folder (its history, heard
// records, recent calls): a list lost or rebuilt under new ids is every account's keys and history lost
// from view. So each list written is written twice, the file and then its copy, and a damaged file
// (cut short, not JSON, not a list this version knows) is kept aside and the list comes back from the
// copy, with its own ids. A file a newer Dialdesk wrote is never written over: it is read for what this
// version knows of it. Ids are made unique as the list is read (a hand edit can copy an entry whole).
import { join } from 'node:path';
import * as z from 'zod';
import { DEMO_ACCOUNT_ID } from '../../preload/contract';
import { writeFileAtomic } from '../storage/atomic-write';
import { readTextWithin } from '../storage/bounded-read';
import { type JsonFileContents, type JsonObject, readJsonFile, setAside } from '../storage/json-file';
import { describeStorageCause } from '../storage/storage-error';
import {
  ACCOUNT_LIST_VERSION,
  ACCOUNTS_FILE_NAME,
  type AccountList,
  accountListSchema,
  newAccountId,
  savedAccountSchema,
} from './account-list';

/** The last list written whole, beside accounts.json: what a damaged accounts.json is restored from. */
export const ACCOUNTS_COPY_FILE_NAME = 'accounts.last-good.json';

// Only this user may read the list: it says which phone systems this machine acts for.
const FILE_MODE = 0o600;
/** A hundred accounts take some 50 kB: a file far larger is damage, set aside unread. */
const MAX_LIST_FILE_BYTES = 1_000_000;

/** What was wrong with accounts.json. */
export type ListDamage =
  | { kind: 'unreadable'; reason: string }
  | { kind: 'not-json' }
  | { kind: 'too-large' }
  | { kind: 'wrong-shape' };

/** Where a damaged file was kept: its copy's path, or why it could not be copied. */
export type KeptAs = { path: string } | { cause: string };

/** What reading the list found wrong, and what was done about it; said to the person once per start. */
export type ListFinding =
  /** accounts.json was damaged (or removed: null) and the list came back from the copy. */
  | { kind: 'restored'; damage: ListDamage | null; keptAs: KeptAs | null }
  /** accounts.json was damaged and no good copy was there. */
  | { kind: 'not-restored'; damage: ListDamage; keptAs: KeptAs }
  /** Accounts that had an earlier account's id, with the ids they were given instead. */
  | { kind: 'new-ids'; ids: string[]; keptAs: KeptAs };

export interface ListRead {
  /**
   * The list to run with; null when there is none (a first start, an installation from before saved
   * accounts, or a damaged list without a good copy).
   */
  list: AccountList | null;
  /**
   * Set when a newer Dialdesk wrote the list: its version, and how many of its accounts this version
   * could not read (they are not shown). Nothing writes the file then.
   */
  newer: { version: number; unread: number } | null;
  findings: ListFinding[];
}

export interface ListFile {
  read(): Promise<ListRead>;
  /** Writes the list, then its copy: a failure of the list is thrown, the copy's only logged. */
  write(list: AccountList): Promise<void>;
}

const serialised = (list: AccountList) => `${JSON.stringify(list, null, 2)}\n`;

/** The version a file says it is of, when it is a whole number above this version's: a newer Dialdesk's. */
function newerVersion(document: JsonObject): number | null {
  const { version } = document;
  return typeof version === 'number' && Number.isInteger(version) && version > ACCOUNT_LIST_VERSION
    ? version
    : null;
}

/**
 * The list with each id once. An account whose id an earlier one has gets an id of its own: the id names
 * keys and a folder, which stay the earlier account's. It also loses the id an older version stored its
 * keys under, which are the earlier account's too: it starts with no keys or history of its own.
 */
function withUniqueIds(list: AccountList): { list: AccountList; newIds: string[] } {
  const seen = new Set<string>();
  const newIds: string[] = [];
  const accounts = list.accounts.map((account) => {
    if (!seen.has(account.id)) {
      seen.add(account.id);
      return account;
    }
    const { legacyAccountId: _earlierAccounts, ...fields } = account;
    const id = newAccountId();
    seen.add(id);
    newIds.push(id);
    return { ...fields, id };
  });
  return { list: { ...list, accounts }, newIds };
}

const readableNewerList = z.looseObject({
  activeId: z.string().catch(DEMO_ACCOUNT_ID),
  accounts: z.array(z.unknown()).catch([]),
});

/**
 * What this version can read of a newer one's list: each account it knows the shape of. Held in memory
 * only, under this version's number: it is never written.
 */
function readNewer(document: JsonObject, version: number): ListRead {
  const { activeId, accounts } = readableNewerList.parse(document);
  const known = accounts.flatMap((entry) => {
    const parsed = savedAccountSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const { list } = withUniqueIds({ version: ACCOUNT_LIST_VERSION, activeId, accounts: known });
  return { list, newer: { version, unread: accounts.length - known.length }, findings: [] };
}

const damageOf = (contents: JsonFileContents): ListDamage | null => {
  switch (contents.kind) {
    case 'missing':
    case 'object':
      return null;
    case 'unreadable':
      return { kind: 'unreadable', reason: contents.reason };
    case 'not-json':
      return { kind: 'not-json' };
    case 'too-large':
      return { kind: 'too-large' };
    case 'not-object':
      return { kind: 'wrong-shape' };
  }
};

async function keepAside(path: string): Promise<KeptAs> {
  try {
    return { path: await setAside(path, 'copy') };
  } catch (error) {
    return { cause: describeStorageCause(error) };
  }
}

export function accountListFile(dataDir: string): ListFile {
  const path = join(dataDir, ACCOUNTS_FILE_NAME);
  const copyPath = join(dataDir, ACCOUNTS_COPY_FILE_NAME);
  // Both live in the data folder, which is made again where it is missing.
  const writeList = (at: string, list: AccountList) =>
    writeFileAtomic(at, serialised(list), FILE_MODE, { createFolder: true });

  /** Writes the copy; the list itself is saved by then, so a failure is only logged: the next write tries again. */
  const keepCopy = async (list: AccountList) => {
    try {
      await writeList(copyPath, list);
    } catch (error) {
      console.warn('Dialdesk: the copy of the accounts list was not written', error);
    }
  };

  /** The copy, when it holds a list this version wrote whole; null otherwise. */
  const readCopy = async (): Promise<AccountList | null> => {
    const contents = await readJsonFile(copyPath, MAX_LIST_FILE_BYTES);
    if (contents.kind !== 'object') return null;
    const parsed = accountListSchema.safeParse(contents.document);
    return parsed.success ? withUniqueIds(parsed.data).list : null;
  };

  /** Writes a list read from elsewhere (the copy, a repair) as accounts.json; a failure leaves it in memory only. */
  const restore = async (list: AccountList) => {
    try {
      await writeList(path, list);
    } catch (error) {
      // The start goes on with the list: the next change writes it, and says so if it fails again.
      console.warn('Dialdesk: the accounts list was not written back', error);
      return;
    }
    await keepCopy(list);
  };

  async function read(): Promise<ListRead> {
    const contents = await readJsonFile(path, MAX_LIST_FILE_BYTES);
    const document = contents.kind === 'object' ? contents.document : null;
    const version = document && newerVersion(document);
    if (document && version !== null) return readNewer(document, version);
    const parsed = document ? accountListSchema.safeParse(document) : null;

    if (parsed?.success) {
      const { list, newIds } = withUniqueIds(parsed.data);
      if (newIds.length > 0) {
        // Written back with the new ids, so that keys entered for these accounts stay theirs.
        const keptAs = await keepAside(path);
        await restore(list);
        return { list, newer: null, findings: [{ kind: 'new-ids', ids: newIds, keptAs }] };
      }
      // The copy follows the list: after a write killed between the two, or a list of a version before copies.
      const copy = await readTextWithin(copyPath, MAX_LIST_FILE_BYTES).catch(() => null);
      if (copy?.kind !== 'text' || copy.text !== serialised(list)) await keepCopy(list);
      return { list, newer: null, findings: [] };
    }

    const damage = damageOf(contents) ?? (document ? { kind: 'wrong-shape' as const } : null);
    const copy = await readCopy();
    if (damage === null) {
      // No accounts.json: a first start (no copy either), or a list removed by hand: the copy's comes back.
      if (copy) await restore(copy);
      return { list: copy, newer: null, findings: copy ? [{ kind: 'restored', damage, keptAs: null }] : [] };
    }
    const keptAs = await keepAside(path);
    if (!copy) return { list: null, newer: null, findings: [{ kind: 'not-restored', damage, keptAs }] };
    await restore(copy);
    return { list: copy, newer: null, findings: [{ kind: 'restored', damage, keptAs }] };
  }

  return {
    read,
    async write(list) {
      await writeList(path, list);
      await keepCopy(list);
    },
  };
}
