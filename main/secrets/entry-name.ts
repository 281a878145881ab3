import type { KeyOwner, SecretKind } from './types';

const ENTRY_SUFFIXES: Record<SecretKind, string> = {
  pbx: 'pbx-api-key',
  lookup: 'lookup-api-key',
  directory: 'directory-password',
};

function checked(account: string, kind: SecretKind): string {
  if (typeof account !== 'string' || account === '') {
    throw new TypeError('An account id (a non-empty string) is required to address an API key.');
  }
  // Guards against values arriving untyped over IPC, which would otherwise create '<id>/undefined'.
  if (!Object.hasOwn(ENTRY_SUFFIXES, kind)) throw new TypeError('Unknown API key kind.');
  return `${account}/${ENTRY_SUFFIXES[kind]}`;
}

/**
 * The keychain entry before keys were bound to origins, e.g. '007/pbx-api-key'. Only read, once, to bind
 * such a key to the origin configured at the upgrade. The account id is used verbatim (never trimmed or
 * parsed as a number) because '007' and '7' are different accounts.
 */
export const unboundEntryName = (account: string, kind: SecretKind): string => checked(account, kind);

/** The keychain entry for one key of one account at one origin: '007/pbx-api-key@https://pbx.example.com'. */
export function entryName({ account, origin }: KeyOwner, kind: SecretKind): string {
  if (typeof origin !== 'string' || !/^(?:https?|ldaps?):\/\/[^/?#@\s]+$/.test(origin)) {
    throw new TypeError('An origin such as https://pbx.example.com is required to address an API key.');
  }
  return `${checked(account, kind)}@${origin}`;
}

/** The origin of an entry of this account and kind, or null for any other entry. */
export function originOfEntry(entry: string, account: string, kind: SecretKind): string | null {
  const prefix = `${checked(account, kind)}@`;
  return entry.startsWith(prefix) ? entry.slice(prefix.length) : null;
}
