// Which phone system and lookup service the app talks to right now, with which keys: the demo system
// while no account is configured, else the account's. Clients are built at each use from the current
// settings and keys, so a change applies at once; keys are read from the keychain once and forgotten
// whenever they or the account change.
//
// A key belongs to the account AND the origin it was entered for. When the base URL or the lookup URL
// moves to another origin (a page could set it), the key is not sent there: the person must enter it
// again for the new host. Keys stored before this rule bind once, at the upgrade, to the origins
// configured then.

import { join } from 'node:path';
import * as z from 'zod';
import type { ConnectionTest, KeyStatus, Mode } from '../../preload/contract';
import { IN_SETTINGS, phrase, sentence } from '../../preload/shared/i18n/phrase';
import type { MessageKey } from '../../preload/shared/i18n/translate';
import {
  apiOrigin,
  apiUrlProblem,
  BaseUrlError,
  buildBaseUrl,
  createLookupClient,
  createPbxClient,
  type FetchLike,
  type LookupClient,
  normaliseBaseUrlOverride,
  type PbxClient,
} from '../api';
import { CoreError } from '../errors/core-errors';
import {
  isUsableKey,
  KeychainLockedError,
  KeychainUnavailableError,
  type KeyKind,
  type KeyOwner,
  type SecretStore,
} from '../secrets';
import { isAccountConfigured, type Settings } from '../settings';
import { jsonDocument } from '../storage/json-document';

/** Where the built-in demo phone system listens, and the keys it accepts. */
export interface DemoEndpoint {
  baseUrl: string;
  lookupUrl: string;
  pbxKey: string;
  lookupKey: string;
}

/** The extension that rings in demo mode when the user has not entered one. */
export const DEMO_EXTENSION = '201';

/** What is said about each kind of key, one sentence per kind: the key's name and its address differ. */
const KEY_MESSAGES = {
  pbx: {
    noAddress: 'connection.pbx.noAddress',
    unusableKey: 'connection.pbx.unusableKey',
    keyForOtherHost: 'connection.pbx.keyForOtherHost',
    keyMissing: 'connection.pbx.keyMissing',
    saveAccountFirst: 'connection.pbx.saveAccountFirst',
    saveAddressFirst: 'connection.pbx.saveAddressFirst',
  },
  lookup: {
    noAddress: 'connection.lookup.noAddress',
    unusableKey: 'connection.lookup.unusableKey',
    keyForOtherHost: 'connection.lookup.keyForOtherHost',
    keyMissing: 'connection.lookup.keyMissing',
    saveAccountFirst: 'connection.lookup.saveAccountFirst',
    saveAddressFirst: 'connection.lookup.saveAddressFirst',
  },
} as const satisfies Record<KeyKind, Record<string, MessageKey>>;

/** Marks that keys stored before they were bound to origins have been bound, so it happens once. */
export const KEYS_BOUND_FILE_NAME = 'keys-bound-to-hosts.json';

export interface PhoneSystem {
  client: PbxClient;
  /** The user's extension, which rings first; '' when not entered. */
  extension: string;
  /** For messages: the host; null for the demo phone system. */
  host: string | null;
}

export interface Connections {
  mode(): Mode;
  /** The user's own extension, which rings first ('' when not entered; the demo's when in the demo). */
  ownExtension(): string;
  phoneSystem(): Promise<PhoneSystem>;
  /** Settings' "Test connection": reads one call record with the key, said in a sentence. */
  testPhoneSystem(): Promise<ConnectionTest>;
  lookupService(): Promise<LookupClient>;
  /** For the lookup cache: whose results these are (the demo, or an account at a lookup host). */
  lookupOwner(): string;
  /** Whose call history (the demo, or an account at the phone system's origin): one local copy each. */
  phoneSystemOwner(): string;
  keyStatus(): Promise<KeyStatus>;
  /** Stores a key for the account at the origin the key's address points to now. */
  setKey(kind: KeyKind, value: string): Promise<void>;
  clearKey(kind: KeyKind): Promise<void>;
  /** After a key or the account changed. */
  forgetKeys(): void;
  /**
   * Whether a key stored for the account (either kind, at the origin configured now) appears in the text:
   * an address the account opens (its CRM's) must never carry one.
   */
  holdsKey(text: string): Promise<boolean>;
}

export interface ConnectionsTransport {
  /** Reads (Electron's net.fetch on the app's in-memory API session in the app). */
  fetch?: FetchLike;
  /**
   * originate, on a connection nothing else reuses (a fresh in-memory session per call in the app);
   * absent: a fresh node:http connection.
   */
  originateFetch?: () => FetchLike;
  timeoutMs?: number;
}

/**
 * Whose keys: a saved account's own id names its keychain entries, so two saved accounts of one phone
 * system (same account id, two extensions) never share or delete each other's keys. An account moved
 * from the settings of a Dialdesk before saved accounts also names the account id its keys were stored
 * under: they are copied to its own id at first use (the older entries stay for that older version).
 */
export interface KeyHolder {
  id: string;
  legacyAccountId?: string;
}

export interface ConnectionsOptions {
  /** The settings as they apply to this account (its fields in `account` and `numbers`). */
  settings(): Settings;
  /** null while no account is saved: keys cannot be stored, and the demo needs none. */
  keyHolder: KeyHolder | null;
  secrets: SecretStore;
  /** Where the one-time binding of older keys is recorded. */
  dataDir: string;
  /** Starts the demo phone system; called at most once, when it is first needed. */
  startDemo(): Promise<DemoEndpoint>;
  transport: ConnectionsTransport;
}

const boundMarkerSchema = z.object({ boundAt: z.number() });

export function createConnections({
  settings,
  keyHolder,
  secrets,
  dataDir,
  startDemo,
  transport,
}: ConnectionsOptions): Connections {
  let demo: Promise<DemoEndpoint> | null = null;
  const demoEndpoint = () => {
    demo ??= startDemo();
    return demo;
  };
  const mode = (): Mode => (isAccountConfigured(settings()) ? 'account' : 'demo');
  const { originateFetch, ...readTransport } = transport;
  const pbxTransport = () => ({
    ...readTransport,
    ...(originateFetch ? { originateFetch: originateFetch() } : {}),
  });

  const baseUrl = (): string => {
    const { accountId, domain, baseUrlOverride } = settings().account;
    try {
      return baseUrlOverride ? normaliseBaseUrlOverride(baseUrlOverride) : buildBaseUrl(accountId, domain);
    } catch (error) {
      if (error instanceof BaseUrlError) throw new CoreError('settings-invalid', error.said);
      throw error;
    }
  };
  const lookupUrl = (): string => {
    const { lookupUrl: url } = settings().account;
    if (url === '')
      throw new CoreError('not-configured', phrase('connection.lookupUrlMissing', { where: IN_SETTINGS }));
    const problem = apiUrlProblem(url);
    if (problem !== null)
      throw new CoreError('settings-invalid', phrase('connection.lookupUrlInvalid', { rule: problem }));
    return url;
  };
  const addressOf: Record<KeyKind, () => string> = { pbx: baseUrl, lookup: lookupUrl };

  /**
   * 'demo', or accountId@origin for what this kind of key reads: within a saved account's folder, its
   * copies and caches are kept per phone system it points at (and named as before saved accounts, so
   * that an upgraded installation's files keep their names).
   */
  const ownerName = (kind: KeyKind): string => {
    if (mode() === 'demo') return 'demo';
    const { accountId } = settings().account;
    const origin = originOf(kind);
    return origin ? `${accountId}@${origin}` : accountId;
  };

  /** Where this kind of key goes now; null when that is not configured. */
  const originOf = (kind: KeyKind): string | null => {
    try {
      return apiOrigin(addressOf[kind]());
    } catch {
      return null;
    }
  };

  /** The saved account at the origin this kind of key goes to now; null when that is not configured. */
  const ownerOf = (kind: KeyKind): KeyOwner | null => {
    const origin = originOf(kind);
    return keyHolder && settings().account.accountId !== '' && origin
      ? { account: keyHolder.id, origin }
      : null;
  };

  /** Where the key was stored before saved accounts: under the account id, at the same origin. */
  const legacyOwnerOf = (kind: KeyKind): KeyOwner | null => {
    const origin = originOf(kind);
    return keyHolder?.legacyAccountId && origin ? { account: keyHolder.legacyAccountId, origin } : null;
  };

  // Once per data folder: keys stored per account only (before keys were bound to origins) are bound to
  // the origins configured now, under the account id they were stored with.
  const marker = jsonDocument(join(dataDir, KEYS_BOUND_FILE_NAME), boundMarkerSchema.nullable(), () => null);
  let binding: Promise<void> | null = null;
  const bindUnboundKeys = () => {
    binding ??= (async () => {
      if ((await marker.read()) !== null) return;
      for (const kind of ['pbx', 'lookup'] as const) {
        const owner = legacyOwnerOf(kind);
        if (owner) await secrets.adoptUnbound(owner, kind);
      }
      await marker.write({ boundAt: Date.now() });
    })().catch((error: unknown) => {
      binding = null; // a locked keychain: tried again at the next use
      throw error;
    });
    return binding;
  };

  /**
   * The key of an account moved from older settings, copied to the account's own entry on first use. The
   * entry it came from stays, for the older version that may still run beside this one; a key entered
   * since is written to both, and clearing or removing the account deletes both.
   */
  const takeLegacyKey = async (owner: KeyOwner, kind: KeyKind): Promise<string | null> => {
    const legacy = legacyOwnerOf(kind);
    if (!legacy) return null;
    await bindUnboundKeys();
    const value = await secrets.get(legacy, kind);
    if (value !== null && isUsableKey(value)) await secrets.set(owner, kind, value);
    return value;
  };

  const keyCache = new Map<string, string | null>();
  /** The key stored for this owner, read from the keychain once until forgetKeys(). */
  const storedKey = async (owner: KeyOwner, kind: KeyKind): Promise<string | null> => {
    const cacheKey = `${owner.account}/${kind}@${owner.origin}`;
    let value = keyCache.get(cacheKey);
    if (value === undefined) {
      value = (await secrets.get(owner, kind)) ?? (await takeLegacyKey(owner, kind));
      keyCache.set(cacheKey, value);
    }
    return value;
  };

  /** Whether a key of this kind was entered for another origin than the one configured now. */
  const enteredElsewhere = async (kind: KeyKind): Promise<boolean> => {
    const holders = [keyHolder?.id, keyHolder?.legacyAccountId].filter((id) => id !== undefined);
    const found = await Promise.all(holders.map((id) => secrets.originsWithKey(id, kind)));
    return found.some((origins) => origins.length > 0);
  };

  const key = async (kind: KeyKind): Promise<string> => {
    const address = addressOf[kind](); // a settings problem is reported as such, before any key
    const owner = ownerOf(kind);
    const said = KEY_MESSAGES[kind];
    if (!owner) throw new CoreError('not-configured', phrase(said.noAddress));
    const value = await storedKey(owner, kind);
    if (value && !isUsableKey(value))
      throw new CoreError('key-missing', phrase(said.unusableKey, { where: IN_SETTINGS }));
    if (!value) {
      if (await enteredElsewhere(kind)) {
        const { host } = new URL(address);
        throw new CoreError('key-missing', phrase(said.keyForOtherHost, { host, where: IN_SETTINGS }));
      }
      // A locked keychain was said as locked by the read (main/secrets): this key was never entered.
      throw new CoreError('key-missing', phrase(said.keyMissing, { where: IN_SETTINGS }));
    }
    return value;
  };

  /** The other kind's key when one is stored, only to keep it out of messages; never sent. */
  const otherKey = async (kind: KeyKind): Promise<string[]> => {
    const owner = ownerOf(kind);
    const value = owner && (await storedKey(owner, kind).catch(() => null));
    return value ? [value] : [];
  };

  const ownerToStore = (kind: KeyKind): KeyOwner => {
    if (keyHolder === null || settings().account.accountId === '')
      throw new CoreError('not-configured', phrase(KEY_MESSAGES[kind].saveAccountFirst));
    addressOf[kind](); // says what is wrong with the address, if anything
    const owner = ownerOf(kind);
    if (!owner) throw new CoreError('not-configured', phrase(KEY_MESSAGES[kind].saveAddressFirst));
    return owner;
  };

  const statusOf = async (kind: KeyKind): Promise<{ set: boolean; otherHost: boolean }> => {
    const owner = ownerOf(kind);
    if (!owner) return { set: false, otherHost: false };
    if ((await storedKey(owner, kind)) !== null) return { set: true, otherHost: false };
    return { set: false, otherHost: await enteredElsewhere(kind) };
  };

  const ownExtension = () =>
    mode() === 'demo' ? settings().account.extension || DEMO_EXTENSION : settings().account.extension;

  const phoneSystem = async (): Promise<PhoneSystem> => {
    if (mode() === 'demo') {
      const endpoint = await demoEndpoint();
      return {
        client: createPbxClient({ ...pbxTransport(), baseUrl: endpoint.baseUrl, apiKey: endpoint.pbxKey }),
        extension: ownExtension(),
        host: null,
      };
    }
    const url = baseUrl();
    const client = createPbxClient({
      ...pbxTransport(),
      baseUrl: url,
      apiKey: await key('pbx'),
      alsoRedact: await otherKey('lookup'),
    });
    return { client, extension: ownExtension(), host: new URL(url).host };
  };

  return {
    mode,
    ownExtension,
    phoneSystem,
    async testPhoneSystem() {
      const { client, host } = await phoneSystem();
      await client.listCallHistory({ limit: 1 });
      return sentence(
        host === null ? phrase('connection.testPassedDemo') : phrase('connection.testPassed', { host }),
      );
    },
    async lookupService() {
      if (mode() === 'demo') {
        const endpoint = await demoEndpoint();
        return createLookupClient({
          ...readTransport,
          lookupUrl: endpoint.lookupUrl,
          apiKey: endpoint.lookupKey,
        });
      }
      const url = lookupUrl();
      return createLookupClient({
        ...readTransport,
        lookupUrl: url,
        apiKey: await key('lookup'),
        alsoRedact: await otherKey('pbx'),
      });
    },
    lookupOwner: () => ownerName('lookup'),
    phoneSystemOwner: () => ownerName('pbx'),
    async keyStatus() {
      try {
        const [pbx, lookup] = await Promise.all([statusOf('pbx'), statusOf('lookup')]);
        return {
          pbx: pbx.set,
          lookup: lookup.set,
          enteredForOtherHost: { pbx: pbx.otherHost, lookup: lookup.otherHost },
          keychainProblem: null,
        };
      } catch (error) {
        // A locked keychain is said as locked: its keys are not taken for keys never entered.
        if (!(error instanceof KeychainLockedError || error instanceof KeychainUnavailableError)) throw error;
        return {
          pbx: false,
          lookup: false,
          enteredForOtherHost: { pbx: false, lookup: false },
          keychainProblem: error.message,
        };
      }
    },
    async setKey(kind, value) {
      await secrets.set(ownerToStore(kind), kind, value);
      // The entry an older version stored it under takes the new key too: the key it held was replaced
      // (perhaps because it leaked), and the older version running beside this one works with the new one.
      const legacy = legacyOwnerOf(kind);
      if (!legacy) return;
      await bindUnboundKeys();
      if (await secrets.has(legacy, kind)) await secrets.set(legacy, kind, value);
    },
    async clearKey(kind) {
      const owner = ownerToStore(kind);
      // The entry an older version stored it under goes too, or the next read would copy it back.
      const legacy = legacyOwnerOf(kind);
      if (legacy) {
        await bindUnboundKeys();
        await secrets.delete(legacy, kind);
      }
      await secrets.delete(owner, kind);
    },
    forgetKeys: () => keyCache.clear(),
    async holdsKey(text) {
      for (const kind of ['pbx', 'lookup'] as const) {
        const owner = ownerOf(kind);
        const value = owner && (await storedKey(owner, kind));
        if (value && text.includes(value)) return true;
      }
      return false;
    },
  };
}
