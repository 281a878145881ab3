import { entryName, originOfEntry, unboundEntryName } from './entry-name';
import { assertValidSecret } from './key-validation';
import type { SecretStore } from './types';

/**
 * An in-memory SecretStore with the same rules as the keychain one, for tests of other modules.
 * `entries` seeds it by keychain entry name (an unbound '007/pbx-api-key' as an older version left it).
 */
export function createMemoryStore(seed: Record<string, string> = {}): SecretStore {
  const entries = new Map<string, string>(Object.entries(seed));
  return {
    async get(owner, kind) {
      return entries.get(entryName(owner, kind)) ?? null;
    },
    async set(owner, kind, value) {
      const entry = entryName(owner, kind);
      assertValidSecret(kind, value);
      entries.set(entry, value);
    },
    async delete(owner, kind) {
      return entries.delete(entryName(owner, kind));
    },
    async has(owner, kind) {
      return entries.has(entryName(owner, kind));
    },
    async originsWithKey(account, kind) {
      return [...entries.keys()].flatMap((entry) => originOfEntry(entry, account, kind) ?? []);
    },
    async adoptUnbound(owner, kind) {
      const unbound = unboundEntryName(owner.account, kind);
      const value = entries.get(unbound);
      if (value === undefined) return false;
      const bound = entryName(owner, kind);
      if (!entries.has(bound)) entries.set(bound, value);
      entries.delete(unbound);
      return true;
    },
  };
}
