import { entryName } from './entry-name';
import { assertValidKey } from './key-validation';
import type { SecretStore } from './types';

/** An in-memory SecretStore with the same rules as the keychain one, for tests of other modules. */
export function createMemoryStore(): SecretStore {
  const entries = new Map<string, string>();
  return {
    async get(account, kind) {
      return entries.get(entryName(account, kind)) ?? null;
    },
    async set(account, kind, value) {
      const entry = entryName(account, kind);
      assertValidKey(value);
      entries.set(entry, value);
    },
    async delete(account, kind) {
      return entries.delete(entryName(account, kind));
    },
    async has(account, kind) {
      return entries.has(entryName(account, kind));
    },
  };
}
