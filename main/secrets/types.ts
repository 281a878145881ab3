import type { KeyKind } from '../../preload/contract';

export type { KeyKind };

/** What the keychain holds: the phone system's and the lookup's keys, and a company directory's password. */
export type SecretKind = KeyKind | 'directory';

/**
 * Whose key: an account (or a directory) at one origin ('https://pbx.example.com', 'ldaps://ad.acme.com:636').
 * A key belongs to the origin it was entered for, as a browser's password manager binds a password to its
 * site: when the address moves to another origin, the key stays behind until the person enters it again
 * there.
 */
export interface KeyOwner {
  /** Compared as a string: '007' and '7' are different accounts. */
  account: string;
  /** scheme://host[:port], as URL.origin gives it. */
  origin: string;
}

/** Where API keys live. */
export interface SecretStore {
  get(owner: KeyOwner, kind: SecretKind): Promise<string | null>;
  set(owner: KeyOwner, kind: SecretKind, value: string): Promise<void>;
  /** Resolves to false when there was nothing to delete. */
  delete(owner: KeyOwner, kind: SecretKind): Promise<boolean>;
  has(owner: KeyOwner, kind: SecretKind): Promise<boolean>;
  /** The origins for which a key of this account and kind is stored. */
  originsWithKey(account: string, kind: SecretKind): Promise<string[]>;
  /**
   * Binds a key stored before keys were bound to origins (one per account and kind) to `owner`: the
   * unbound entry is removed, and its key becomes the owner's unless the owner has one already.
   * Resolves to whether an unbound entry was found.
   */
  adoptUnbound(owner: KeyOwner, kind: SecretKind): Promise<boolean>;
}
