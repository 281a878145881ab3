// Settings → Directories behind the contract: the company directories the person set up (directories.json,
// the person's alone, no password in it), each one's password in the OS keychain bound to the server it
// was entered for (a directory moved to another server needs it again: it never follows), the readers
// made from them (ldap/, carddav/), the sync that keeps their copy current (directory-sync.ts), and the
// names that copy gives the resolver. Dialdesk only ever reads a directory.
import { join } from 'node:path';
import type {
  DirectoryDraft,
  DirectoryProbe,
  DirectorySettings,
  DirectoryView,
} from '../../preload/contract';
import { phrase, say } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import { CoreError } from '../errors/core-errors';
import type { NumberKeyRule } from '../numbers/number-key';
import type { Clock } from '../schedule/clock';
import type { KeyOwner, SecretStore } from '../secrets';
import { readTextWithin } from '../storage/bounded-read';
import { giveBackMemory } from '../storage/memory-release';
import {
  DIRECTORY_INDEX_FILE,
  type DirectoryIndex,
  type DirectoryName,
  type DirectorySuggestion,
  openDirectoryIndex,
} from './directory-index';
import { DIRECTORIES_FILE, directoryListFile } from './directory-list';
import type { OrganisationDirectory } from './directory-rules';
import type { DirectorySource } from './directory-source';
import { createDirectorySync } from './directory-sync';
import { directoryIndexFaults } from './faults';

/**
 * The readers, loaded with the first directory read or checked: ldapts, the DAV requests and their
 * node:crypto, node:tls and XML parser stay out of main's start, which most desks make without a directory.
 */
const ldapReader = () => import('./ldap/ldap-source');
const cardDavReader = () => import('./carddav/carddav-reader');

/** The longest one step of a read may take (a connection, a page, a request): a server is given that long. */
const STEP_TIMEOUT_MS = 30_000;
/** A company CA file is a certificate or a short chain: a larger file is not one. */
const MAX_CA_FILE_BYTES = 1024 * 1024;
/** Global Catalog ports: their entries lack mobile, title, department and company. */
const GLOBAL_CATALOG_PORTS = new Set(['3268', '3269']);

export interface DirectoriesOptions {
  dataDir: string;
  secrets: SecretStore;
  /** The number rule of each account now (saved accounts and the demo), by id. */
  accountRules(): ReadonlyMap<string, NumberKeyRule>;
  /** Said whenever the list or a directory's status changes. */
  onChange(directories: DirectoryView[]): void;
  clock?: Clock;
  random?: () => number;
  stepTimeoutMs?: number;
  /** The directories the organisation's policies provide now (Directories): they serve every account. */
  managed?: () => readonly OrganisationDirectory[];
}

export interface Directories {
  list(): Promise<DirectoryView[]>;
  /** What this start found wrong with directories.json and did about it, in words; empty if nothing. */
  notices(): string[];
  save(draft: DirectoryDraft): Promise<DirectoryView[]>;
  remove(id: string): Promise<DirectoryView[]>;
  probe(draft: DirectoryDraft): Promise<DirectoryProbe>;
  readNow(id: string): Promise<DirectoryView[]>;
  /** The policies changed: the organisation's directories are read, or let go, as they now say. */
  policiesChanged(): Promise<DirectoryView[]>;
  /** The names the directories serving the account hold for these keys. */
  namesFor(keys: readonly string[], accountId: string): Map<string, DirectoryName>;
  /** The numbers of their people the dial pad suggests for the text (directory-index.ts). */
  suggest(text: string, accountId: string, limit: number): DirectorySuggestion[];
  close(): Promise<void>;
}

const newId = () => process.getBuiltinModule('node:crypto').randomUUID();

/** An organisation's directory's id, the same at every start and on every desk: its passwords are found again. */
function organisationDirectoryId(entry: OrganisationDirectory): string {
  const name = entry.id ?? `${entry.kind} ${entry.url.trim().toLowerCase()} ${entry.name.toLowerCase()}`;
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  return `org-${hash.update(`dialdesk organisation directory\n${name}`).digest('hex').slice(0, 24)}`;
}

/**
 * scheme://host[:port] of a directory's address: what its password is bound to. URL.origin is 'null' for
 * ldap: and ldaps:, so it is written out here.
 */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.host === '' ? null : `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/** Whether the directory is read with a password: CardDAV always; LDAP unless it binds anonymously. */
const needsPassword = (settings: DirectorySettings) =>
  settings.kind === 'carddav' || settings.bindDn.trim() !== '';

/** What Settings says beside a directory's settings. */
function notesOf(settings: DirectorySettings): string[] {
  if (settings.kind === 'carddav') return [];
  const notes: string[] = [];
  if (settings.security === 'plain') notes.push(t('directories.note.plain'));
  const port = (() => {
    try {
      return new URL(settings.url.trim()).port;
    } catch {
      return '';
    }
  })();
  if (GLOBAL_CATALOG_PORTS.has(port)) notes.push(t('directories.note.globalCatalog', { port }));
  return notes;
}

export async function openDirectories(options: DirectoriesOptions): Promise<Directories> {
  const { secrets, clock } = options;
  const stepTimeoutMs = options.stepTimeoutMs ?? STEP_TIMEOUT_MS;
  const file = directoryListFile(options.dataDir);
  const read = await file.read();
  /** The person's own, as directories.json keeps them. */
  let directories: DirectorySettings[] = read.directories;
  /** The organisation's, each serving every account there is when it is read or shown. */
  const organisations = (): DirectorySettings[] => {
    const accounts = [...options.accountRules().keys()];
    return (options.managed?.() ?? []).map((entry) => {
      const { id: _key, ...fields } = entry;
      return { ...fields, id: organisationDirectoryId(entry), accounts } as DirectorySettings;
    });
  };
  const isOrganisations = (id: string) => organisations().some((settings) => settings.id === id);
  const all = () => [...directories, ...organisations()];
  /** The organisation's directories read at the last sync: one withdrawn since is let go. */
  let managedIds = new Set<string>();
  /** Said for the rest of the run, in the language in use when asked. */
  const setAside =
    read.setAsideAt === null
      ? null
      : phrase('directories.listSetAside', { file: DIRECTORIES_FILE, path: read.setAsideAt });
  // Opened with the first directory read: with none set up, no file is made and no name looked for.
  let index: DirectoryIndex | null = null;
  const indexNow = () => {
    index ??= openDirectoryIndex({
      path: join(options.dataDir, DIRECTORY_INDEX_FILE),
      faults: directoryIndexFaults,
    });
    return index;
  };

  const ownerOf = (settings: Pick<DirectorySettings, 'url'>, id: string): KeyOwner | null => {
    const origin = originOf(settings.url);
    return origin === null ? null : { account: id, origin };
  };
  const passwordOf = async (settings: DirectorySettings): Promise<string> => {
    if (!needsPassword(settings)) return '';
    const owner = ownerOf(settings, settings.id);
    const password = owner ? await secrets.get(owner, 'directory') : null;
    if (password === null)
      throw new CoreError('key-missing', phrase('directories.passwordMissing', { name: settings.name }));
    return password;
  };
  const caPemOf = async (caFile: string | null): Promise<string | null> => {
    if (caFile === null) return null;
    try {
      const read = await readTextWithin(caFile, MAX_CA_FILE_BYTES);
      if (read.kind === 'text' && read.text.includes('-----BEGIN CERTIFICATE-----')) return read.text;
    } catch {
      // said below, as for a file that is no certificate
    }
    throw new CoreError('invalid-argument', phrase('directories.caFileUnreadable', { path: caFile }));
  };
  /** The reader of these settings with this password, for a read or a probe. */
  const sourceOf = async (settings: DirectorySettings, password: string): Promise<DirectorySource> =>
    settings.kind === 'ldap'
      ? (await ldapReader()).createLdapSource({
          ...settings,
          password,
          caPem: await caPemOf(settings.caFile),
          timeoutMs: stepTimeoutMs,
        })
      : (await cardDavReader()).createCardDavSource({ ...settings, password, timeoutMs: stepTimeoutMs });

  const viewOf = async (settings: DirectorySettings, organisation: boolean): Promise<DirectoryView> => {
    const { people, numbers, readMs, reading, problem, notes } = sync.status(settings.id);
    const owner = ownerOf(settings, settings.id);
    let hasPassword = false;
    try {
      hasPassword = owner !== null && (await secrets.has(owner, 'directory'));
    } catch {
      // A locked or missing keychain: the read says so in words, as its problem.
    }
    return {
      settings,
      status: { people, numbers, readMs, reading, problem },
      hasPassword,
      notes: [...notesOf(settings), ...notes.map((note) => say(note))],
      organisation,
    };
  };
  const views = () =>
    Promise.all([
      ...directories.map((settings) => viewOf(settings, false)),
      ...organisations().map((settings) => viewOf(settings, true)),
    ]);
  const changed = async () => {
    const list = await views();
    options.onChange(list);
    return list;
  };

  const sync = createDirectorySync({
    index: indexNow,
    clock,
    random: options.random,
    onStatus: ({ reading }) => {
      void changed();
      // A read of thousands of people grows V8's young generation, which it keeps: given back once the
      // read has ended and been said (main/storage/memory-release.ts).
      if (!reading) setImmediate(giveBackMemory);
    },
  });
  const synced = async (): Promise<void> => {
    const managed = organisations();
    await sync.set(
      [...directories, ...managed].map((settings) => ({
        id: settings.id,
        accounts: () => {
          const rules = options.accountRules();
          // An organisation's directory serves the accounts there are at each read (added ones too).
          const ids = managed.includes(settings) ? [...rules.keys()] : settings.accounts;
          return ids.flatMap((id) => {
            const rule = rules.get(id);
            return rule ? [{ id, rule }] : [];
          });
        },
        source: async () => sourceOf(settings, await passwordOf(settings)),
      })),
    );
    // A directory the organisation no longer provides is let go whole: its copy and its passwords are
    // the organisation's, not the person's.
    const now = new Set(managed.map(({ id }) => id));
    for (const id of managedIds) if (!now.has(id)) await forget(id);
    managedIds = now;
  };
  /** Its people out of the index, and every password of it, whichever server it was entered for. */
  const forget = async (id: string) => {
    indexNow().remove(id);
    for (const origin of await secrets.originsWithKey(id, 'directory'))
      await secrets.delete({ account: id, origin }, 'directory');
  };
  void synced();

  /** The settings of a draft, checked as the reader would (an address of its kind, a filter that parses). */
  const checked = async (draft: DirectoryDraft, id: string): Promise<DirectorySettings> => {
    const settings = { ...draft.settings, id } as DirectorySettings;
    if (settings.kind === 'ldap') (await ldapReader()).checkLdapSettings(settings);
    if (ownerOf(settings, id) === null)
      throw new CoreError('invalid-argument', phrase('directories.badAddress', { url: settings.url }));
    const known = options.accountRules();
    if (!settings.accounts.every((account) => known.has(account)))
      throw new CoreError('invalid-argument', phrase('directories.unknownAccount'));
    return settings;
  };
  /** What the index answers; with no directory set up, or a file that cannot be opened, `none`. */
  const fromIndex = <T>(ask: (opened: DirectoryIndex) => T, none: T): T => {
    if (all().length === 0 && index === null) return none;
    try {
      return ask(indexNow());
    } catch {
      // Each directory's read says why the file cannot be used.
      return none;
    }
  };
  const find = (id: string) => {
    const found = all().find((settings) => settings.id === id);
    if (!found) throw new CoreError('not-found', phrase('directories.notFound'));
    return found;
  };

  /**
   * An organisation's directory takes only the person's password (its settings are the policy's): saved,
   * then read with it.
   */
  const savePassword = async (
    settings: DirectorySettings,
    draft: DirectoryDraft,
  ): Promise<DirectoryView[]> => {
    const asked = new Map(Object.entries(draft.settings));
    const { id: _id, accounts: _every, ...provided } = settings;
    const changes = Object.entries(provided).some(
      ([field, value]) => JSON.stringify(asked.get(field)) !== JSON.stringify(value),
    );
    if (changes) throw new CoreError('invalid-argument', phrase('directories.setByOrganization'));
    if (draft.password !== null && draft.password !== '')
      await secrets.set(ownerOf(settings, settings.id) as KeyOwner, 'directory', draft.password);
    void sync.readNow(settings.id, { full: true });
    return changed();
  };

  return {
    list: views,
    notices: () => (setAside === null ? [] : [say(setAside)]),
    async save(draft) {
      const id = draft.id ?? newId();
      if (draft.id !== null && isOrganisations(draft.id)) return savePassword(find(draft.id), draft);
      if (draft.id !== null) find(draft.id);
      const settings = await checked(draft, id);
      const owner = ownerOf(settings, id) as KeyOwner;
      if (draft.password !== null && draft.password !== '')
        await secrets.set(owner, 'directory', draft.password);
      const next =
        draft.id === null
          ? [...directories, settings]
          : directories.map((held) => (held.id === id ? settings : held));
      await file.write(next);
      directories = next;
      // A new directory is read as its sync starts; one changed is read again in full with its new settings.
      void synced();
      if (draft.id !== null) void sync.readNow(id, { full: true });
      return changed();
    },
    async remove(id) {
      find(id);
      if (isOrganisations(id))
        throw new CoreError('invalid-argument', phrase('directories.organisationKeeps'));
      const next = directories.filter((held) => held.id !== id);
      await file.write(next);
      directories = next;
      // Its read under way ends first: the index's write lock is then free.
      await synced();
      await forget(id);
      return changed();
    },
    async policiesChanged() {
      await synced();
      return changed();
    },
    async probe(draft) {
      const id = draft.id ?? newId();
      const settings = await checked(draft, id);
      const password = draft.password ?? (draft.id === null ? '' : await passwordOf(settings));
      const signal = AbortSignal.timeout(stepTimeoutMs * 4);
      if (settings.kind === 'ldap') {
        const serverKind = await (await ldapReader()).probeLdap(
          { ...settings, password, caPem: await caPemOf(settings.caFile), timeoutMs: stepTimeoutMs },
          signal,
        );
        return { kind: 'ldap', serverKind, notes: notesOf(settings) };
      }
      const found = await (await cardDavReader()).discoverCardDav(
        { ...settings, password, timeoutMs: stepTimeoutMs },
        signal,
      );
      return {
        kind: 'carddav',
        host: found.host,
        books: found.books.map(({ href, displayName }) => ({ href, name: displayName })),
      };
    },
    async readNow(id) {
      find(id);
      await sync.readNow(id, { full: true });
      return views();
    },
    namesFor: (keys, accountId) => fromIndex((opened) => opened.namesFor(keys, accountId), new Map()),
    suggest: (text, accountId, limit) => fromIndex((opened) => opened.suggest(text, accountId, limit), []),
    async close() {
      await sync.stop();
      index?.close();
    },
  };
}
