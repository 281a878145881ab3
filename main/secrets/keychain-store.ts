import { entryName } from './entry-name';
import { KeychainUnavailableError } from './errors';
import { assertValidKey } from './key-validation';
import { describeFailure, toKeychainError } from './keytar-errors';
import type { SecretStore } from './types';

/** The part of keytar this store uses; tests inject a fake. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface KeychainStoreOptions {
  /** Keychain service name; tests use their own so they can never touch real entries. */
  service?: string;
  loadKeytar?: () => Promise<KeytarLike>;
}

const DEFAULT_SERVICE = 'Dialdesk';

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
  let loading: Promise<KeytarLike> | undefined;

  function loadOnce(): Promise<KeytarLike> {
    loading ??= loadKeytar().catch((error: unknown) => {
      throw new KeychainUnavailableError(
        `the keychain module keytar could not be loaded: ${describeFailure(error)}`,
      );
    });
    return loading;
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

  const store: SecretStore = {
    async get(account, kind) {
      const entry = entryName(account, kind);
      return withKeytar((keytar) => keytar.getPassword(service, entry));
    },
    async set(account, kind, value) {
      const entry = entryName(account, kind);
      assertValidKey(value);
      await withKeytar((keytar) => keytar.setPassword(service, entry, value), value);
    },
    async delete(account, kind) {
      const entry = entryName(account, kind);
      return withKeytar((keytar) => keytar.deletePassword(service, entry));
    },
    async has(account, kind) {
      return (await store.get(account, kind)) !== null;
    },
  };
  return store;
}
