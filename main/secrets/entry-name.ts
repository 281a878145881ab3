import type { KeyKind } from './types';

const ENTRY_SUFFIXES: Record<KeyKind, string> = {
  pbx: 'pbx-api-key',
  lookup: 'lookup-api-key',
};

/**
 * The keychain account name for one key of one account, e.g. '007/pbx-api-key'. The account id is used
 * verbatim (never trimmed or parsed as a number) because '007' and '7' are different accounts.
 */
export function entryName(account: string, kind: KeyKind): string {
  if (typeof account !== 'string' || account === '') {
    throw new TypeError('An account id (a non-empty string) is required to address an API key.');
  }
  // Guards against values arriving untyped over IPC, which would otherwise create '<id>/undefined'.
  if (!Object.hasOwn(ENTRY_SUFFIXES, kind)) throw new TypeError('Unknown API key kind.');
  return `${account}/${ENTRY_SUFFIXES[kind]}`;
}
