import type { KeyKind } from '../../preload/contract';

export type { KeyKind };

/**
 * Whose key: an account at one origin ('https://pbx.example.com'). A key belongs to the origin it was
 * entered for, as a browser's password manager binds a password to its site: when the base URL or the
 * lookup URL moves to another origin, the key stays behind until the person enters it again there.
 */
export interface KeyOwner {
  /** Compared as a string: '007' and '7' are different accounts. */
  account: string;
  /** scheme://host[:port], as URL.origin gives it. */
  origin: string;
}

/** Where API keys live. */
export interface SecretStore {
  get(owner: KeyOwner, kind: KeyKind): Promise<string | null>;
  set(owner: KeyOwner, kind: KeyKind, value: string): Promise<void>;
  /** Resolves to false when there was nothing to delete. */
  delete(owner: KeyOwner, kind: KeyKind): Promise<boolean>;
  has(owner: KeyOwner, kind: KeyKind): Promise<boolean>;
  /** The origins for which a key of this account and kind is stored. */
  originsWithKey(account: string, kind: KeyKind): Promise<string[]>;
  /**
   * Binds a key stored before keys were bound to origins (one per account and kind) to `owner`: the
   * unbound entry is removed, and its key becomes the owner's unless the owner has one already.
   * Resolves to whether an unbound entry was found.
   */
  adoptUnbound(owner: KeyOwner, kind: KeyKind): Promise<boolean>;
}
