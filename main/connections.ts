// Which phone system and lookup service the app talks to right now, with which keys: the demo system
// while no account is configured, else the account's. Clients are built at each use from the current
// settings and keys, so a change applies at once; keys are read from the keychain once and forgotten
// whenever they or the account change.

import type { KeyStatus, Mode } from '../preload/contract';
import {
  BaseUrlError,
  buildBaseUrl,
  createLookupClient,
  createPbxClient,
  type FetchLike,
  type LookupClient,
  normaliseBaseUrlOverride,
  type PbxClient,
} from './api';
import { CoreError } from './core-errors';
import type { KeyKind, SecretStore } from './secrets';
import { isAccountConfigured, type Settings } from './settings';

/** Where the built-in demo phone system listens, and the keys it accepts. */
export interface DemoEndpoint {
  baseUrl: string;
  lookupUrl: string;
  pbxKey: string;
  lookupKey: string;
}

/** The extension that rings in demo mode when the user has not entered one. */
export const DEMO_EXTENSION = '201';

export const KEY_NAMES: Record<KeyKind, string> = {
  pbx: 'phone-system API key',
  lookup: 'main SIP account key',
};

export interface PhoneSystem {
  client: PbxClient;
  /** The user's extension, which rings first; '' when not entered. */
  extension: string;
  /** For messages: the host, or "the demo phone system". */
  name: string;
}

export interface Connections {
  mode(): Mode;
  phoneSystem(): Promise<PhoneSystem>;
  lookupService(): Promise<LookupClient>;
  keyStatus(): Promise<KeyStatus>;
  /** After a key or the account changed. */
  forgetKeys(): void;
}

export interface ConnectionsOptions {
  settings(): Settings;
  secrets: SecretStore;
  /** Starts the demo phone system; called at most once, when it is first needed. */
  startDemo(): Promise<DemoEndpoint>;
  transport: { fetch?: FetchLike; timeoutMs?: number };
}

export function createConnections({
  settings,
  secrets,
  startDemo,
  transport,
}: ConnectionsOptions): Connections {
  let demo: Promise<DemoEndpoint> | null = null;
  const demoEndpoint = () => {
    demo ??= startDemo();
    return demo;
  };
  const mode = (): Mode => (isAccountConfigured(settings()) ? 'account' : 'demo');

  const keyCache = new Map<string, string | null>();
  const key = async (kind: KeyKind): Promise<string> => {
    const account = settings().account.accountId;
    const cacheKey = `${account}/${kind}`;
    let value = keyCache.get(cacheKey);
    if (value === undefined) {
      value = await secrets.get(account, kind);
      keyCache.set(cacheKey, value);
    }
    if (!value) {
      // A locked Linux keyring answers reads with "no entry", so a missing key may only be locked away.
      throw new CoreError(
        'key-missing',
        `The ${KEY_NAMES[kind]} is not set: enter it in Settings. If you entered it before, unlock your system keychain.`,
      );
    }
    return value;
  };

  const baseUrl = (): string => {
    const { accountId, domain, baseUrlOverride } = settings().account;
    try {
      return baseUrlOverride ? normaliseBaseUrlOverride(baseUrlOverride) : buildBaseUrl(accountId, domain);
    } catch (error) {
      if (error instanceof BaseUrlError) throw new CoreError('settings-invalid', error.message);
      throw error;
    }
  };

  return {
    mode,
    async phoneSystem() {
      if (mode() === 'demo') {
        const endpoint = await demoEndpoint();
        return {
          client: createPbxClient({ ...transport, baseUrl: endpoint.baseUrl, apiKey: endpoint.pbxKey }),
          extension: settings().account.extension || DEMO_EXTENSION,
          name: 'the demo phone system',
        };
      }
      const url = baseUrl();
      const client = createPbxClient({ ...transport, baseUrl: url, apiKey: await key('pbx') });
      return { client, extension: settings().account.extension, name: new URL(url).host };
    },
    async lookupService() {
      if (mode() === 'demo') {
        const endpoint = await demoEndpoint();
        return createLookupClient({
          ...transport,
          lookupUrl: endpoint.lookupUrl,
          apiKey: endpoint.lookupKey,
        });
      }
      const { lookupUrl } = settings().account;
      if (lookupUrl === '')
        throw new CoreError('not-configured', 'Enter the lookup URL in Settings to look up numbers.');
      return createLookupClient({ ...transport, lookupUrl, apiKey: await key('lookup') });
    },
    async keyStatus() {
      const account = settings().account.accountId;
      if (account === '') return { pbx: false, lookup: false };
      const [pbx, lookup] = await Promise.all([secrets.has(account, 'pbx'), secrets.has(account, 'lookup')]);
      return { pbx, lookup };
    },
    forgetKeys: () => keyCache.clear(),
  };
}
