/**
 * Which API key of an account: `pbx` is the phone-system API key, `lookup` the key of the main SIP
 * account that the number-lookup service authenticates with.
 */
export type KeyKind = 'pbx' | 'lookup';

/** Where API keys live. Account ids are compared as strings: '007' and '7' are different accounts. */
export interface SecretStore {
  get(account: string, kind: KeyKind): Promise<string | null>;
  set(account: string, kind: KeyKind, value: string): Promise<void>;
  /** Resolves to false when there was nothing to delete. */
  delete(account: string, kind: KeyKind): Promise<boolean>;
  has(account: string, kind: KeyKind): Promise<boolean>;
}
