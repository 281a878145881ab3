import { phrase } from '../../preload/shared/i18n/phrase';
import { entryName, originOfEntry, unboundEntryName } from './entry-name';
import { KeychainUnavailableError } from './errors';
import { assertValidSecret } from './key-validation';
import { describeFailure, toKeychainError } from './keytar-errors';
import type { SecretStore } from './types';

/** The part of keytar this store uses; tests inject a fake. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials(service: string): Promise<{ account: string; password: string }[]>;
}

export interface KeychainStoreOptions {
  /** Keychain service name; tests use their own so they can never touch real entries. */
  service?: string;
  loadKeytar?: () => Promise<KeytarLike>;
  /** Where it runs: only Linux needs a locked keychain told apart by a write (assertOpen). */
  platform?: NodeJS.Platform;
}

const DEFAULT_SERVICE = 'Dialdesk';

/**
 * The entry assertOpen writes and removes at once, under a service of its own: keytar's findCredentials
 * crashes the process on an item removed while it lists the service's items, so the check's item must
 * never be among them.
 */
const OPEN_CHECK_ENTRY = 'keychain-open-check';
const openCheckService = (service: string) => `${service} (open check)`;

async function importKeytar(): Promise<KeytarLike> {
  // keytar is CommonJS: Node's ESM loader and esbuild's CJS bundle both expose its exports as `default`.
  const keytar = await import('keytar');
  return keytar.default;
}

/**
 * A SecretStore in the operating system's keychain (Secret Service, macOS Keychain, Windows Credential
 * Manager) through keytar. keytar is a native module and is loaded on first use, so a missing or broken
 * build surfaces as KeychainUnavailableError instead of crashing whoever imports this file. There is
 * deliberately no fallback to a file: if the keychain fails, the caller gets the error.
 */
export function createKeychainStore(options: KeychainStoreOptions = {}): SecretStore {
  const service = options.service ?? DEFAULT_SERVICE;
  const loadKeytar = options.loadKeytar ?? importKeytar;
  const platform = options.platform ?? process.platform;
  let loading: Promise<KeytarLike> | undefined;

  // Loaded once; a failure is said afresh at each use, in the language in use then.
  function loadOnce(): Promise<KeytarLike> {
    loading ??= loadKeytar();
    return loading.catch((error: unknown) => {
      throw new KeychainUnavailableError(
        phrase('secrets.keytarNotLoaded', { reason: describeFailure(error) }),
      );
    });
  }

  /** Runs one keytar call, translating its failure; `secret` is scrubbed from any message. */
  async function withKeytar<T>(call: (keytar: KeytarLike) => Promise<T>, secret?: string): Promise<T> {
    const loaded = await loadOnce();
    try {
      return await call(loaded);
    } catch (error) {
      throw toKeychainError(error, secret);
    }
  }

  /**
   * Throws KeychainLockedError when the keychain is locked. A locked Secret Service collection (Linux)
   * answers every read as if nothing were stored (libsecret passes over locked items when it cannot
   * prompt), and keytar's findCredentials crashes the whole process on its items; only a write is
   * refused, and said as locked. So before a read's "nothing" is believed, and before any listing, an
   * entry is written and removed. Elsewhere a locked keychain refuses reads itself. Reads at the same
   * time share one check: two writing and removing the same entry at once trip libsecret up.
   */
  let checking: Promise<void> | null = null;
  function assertOpen(): Promise<void> {
    if (platform !== 'linux') return Promise.resolve();
    checking ??= (async () => {
      const checkService = openCheckService(service);
      await withKeytar((keytar) => keytar.setPassword(checkService, OPEN_CHECK_ENTRY, 'open'));
      await withKeytar((keytar) => keytar.deletePassword(checkService, OPEN_CHECK_ENTRY));
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  /** A key's entry, or null when there is none (and the keychain is open: assertOpen). */
  async function read(entry: string): Promise<string | null> {
    const value = await withKeytar((keytar) => keytar.getPassword(service, entry));
    if (value === null) await assertOpen();
    return value;
  }

  const store: SecretStore = {
    async get(owner, kind) {
      return read(entryName(owner, kind));
    },
    async set(owner, kind, value) {
      const entry = entryName(owner, kind);
      assertValidSecret(kind, value);
      await withKeytar((keytar) => keytar.setPassword(service, entry, value), value);
    },
    async delete(owner, kind) {
      const entry = entryName(owner, kind);
      return withKeytar((keytar) => keytar.deletePassword(service, entry));
    },
    async has(owner, kind) {
      return (await store.get(owner, kind)) !== null;
    },
    async originsWithKey(account, kind) {
      await assertOpen();
      const credentials = await withKeytar((keytar) => keytar.findCredentials(service));
      return credentials.flatMap((credential) => originOfEntry(credential.account, account, kind) ?? []);
    },
    async adoptUnbound(owner, kind) {
      const unbound = unboundEntryName(owner.account, kind);
      const bound = entryName(owner, kind);
      // Read through assertOpen: a locked keychain must not pass for one with no unbound key, or the
      // binding would be marked done and never tried again.
      const value = await read(unbound);
      if (value === null) return false;
      const taken = await withKeytar((keytar) => keytar.getPassword(service, bound));
      // Written before the unbound entry goes, so that a failure in between loses nothing.
      if (taken === null) await withKeytar((keytar) => keytar.setPassword(service, bound, value), value);
      await withKeytar((keytar) => keytar.deletePassword(service, unbound));
      return true;
    },
  };
  return store;
}
