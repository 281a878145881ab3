// The accounts an organisation provides through its policies (main/policies), kept in the list beside the
// person's own: each has an id derived from the policy, the same on every desk and at every start, so its
// keys (in the keychain, under that id) and its folder are found again. The fields the policy gives are
// the organisation's; the rest (the extension where none is given, the country, whether to watch its
// voicemail) are the person's. A policy that stops providing one leaves it in the list, withdrawn, with its
// keys and history, until the person removes it.
import { type AccountFields, type AccountOrigin, DEMO_ACCOUNT_ID } from '../../preload/contract';
import { isUsableOrigin } from '../../preload/shared/account-origin';
import { buildBaseUrl } from '../api/base-url';
import type { OrganisationAccount } from '../policies/policy-schema';
import { type AccountList, type SavedAccount, savedAccountSchema } from './account-list';

/** What the policies say of accounts now. */
export interface OrganisationPolicy {
  /** The organisation's accounts, in the policy's order; empty when it provides none. */
  accounts: readonly OrganisationAccount[];
  /** Whether people may add (and use) accounts of their own. */
  ownAllowed: boolean;
}

export const NO_ORGANISATION: OrganisationPolicy = { accounts: [], ownAllowed: true };

/** The id of an organisation's account: from the policy's own id for it, else its account id. */
export function organisationAccountId(entry: OrganisationAccount): string {
  const name = entry.id ?? entry.accountId.toLowerCase();
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  return `a_${hash.update(`dialdesk organisation account\n${name}`).digest('hex').slice(0, 12)}`;
}

/** The account's fields the policy sets, each with its value. */
function policyFields(entry: OrganisationAccount): Partial<AccountFields> {
  const fields: Partial<AccountFields> = {
    name: entry.name,
    accountId: entry.accountId,
    domain: entry.domain ?? '',
    baseUrlOverride: entry.address ?? '',
    lookupUrl: entry.lookupAddress ?? '',
  };
  if (entry.defaultCountry !== undefined) fields.defaultRegion = entry.defaultCountry;
  if (entry.dialFormat !== undefined) fields.dialFormat = entry.dialFormat;
  if (entry.extension !== undefined) fields.extension = entry.extension;
  return fields;
}

/** The fields of an organisation's account the person cannot change. */
export const fixedFieldsOf = (entry: OrganisationAccount): (keyof AccountFields)[] =>
  Object.keys(policyFields(entry)) as (keyof AccountFields)[];

/** Marks an account in the list as the organisation's (read past by an older Dialdesk, written back). */
const ORGANISATION_MARK = 'organisation';

export const isOrganisations = (account: SavedAccount): boolean => account[ORGANISATION_MARK] === true;

/** Who decides about an account, given the policies in force. */
export function originOf(account: SavedAccount, policy: OrganisationPolicy): AccountOrigin {
  if (isOrganisations(account)) {
    const provided = policy.accounts.some((entry) => organisationAccountId(entry) === account.id);
    return provided ? 'organisation' : 'withdrawn';
  }
  return policy.ownAllowed ? 'own' : 'turned-off';
}

/** Whether the account may be used now (made the one in use, its voicemail watched). */
export const isUsable = (account: SavedAccount, policy: OrganisationPolicy): boolean =>
  isUsableOrigin(originOf(account, policy));

/** The phone system an account reaches, by account id and API address; null while it names none. */
function phoneSystemOf(account: SavedAccount): string | null {
  try {
    const address = account.baseUrlOverride || buildBaseUrl(account.accountId, account.domain);
    return `${account.accountId.toLowerCase()} ${new URL(address).href}`;
  } catch {
    return null;
  }
}

/**
 * The organisation's account (in force) at the same phone system as this one of the person's: the person
 * set it up before the organisation provided it. Null for any other.
 */
export function mergeTargetOf(
  account: SavedAccount,
  list: AccountList,
  policy: OrganisationPolicy,
): SavedAccount | null {
  if (isOrganisations(account)) return null;
  const system = phoneSystemOf(account);
  if (system === null) return null;
  return (
    list.accounts.find(
      (other) => originOf(other, policy) === 'organisation' && phoneSystemOf(other) === system,
    ) ?? null
  );
}

/** The policy's entry of an account, if it is one of the organisation's in force. */
export const entryOf = (account: SavedAccount, policy: OrganisationPolicy): OrganisationAccount | null =>
  isOrganisations(account)
    ? (policy.accounts.find((entry) => organisationAccountId(entry) === account.id) ?? null)
    : null;

/**
 * The list with the organisation's accounts as the policy gives them: each one in force takes the policy's
 * fields (added, the first time, with the person's fields at their defaults); the account in use moves to
 * the first usable one when it can no longer be used, and to the first new organisation account when the
 * person was on the demo.
 */
export function withOrganisation(list: AccountList, policy: OrganisationPolicy): AccountList {
  const stored = new Map(list.accounts.map((account) => [account.id, account]));
  const added: SavedAccount[] = [];
  const accounts = list.accounts.map((account) => {
    const entry = policy.accounts.find((candidate) => organisationAccountId(candidate) === account.id);
    return entry ? { ...account, ...policyFields(entry), [ORGANISATION_MARK]: true } : account;
  });
  for (const entry of policy.accounts) {
    const id = organisationAccountId(entry);
    if (stored.has(id)) continue;
    added.push(savedAccountSchema.parse({ id, ...policyFields(entry), [ORGANISATION_MARK]: true }));
  }
  const next = [...accounts, ...added];
  const active = next.find((account) => account.id === list.activeId) ?? null;
  let activeId = list.activeId;
  if (active === null) activeId = added[0]?.id ?? activeId;
  else if (!isUsable(active, policy))
    activeId = next.find((account) => isUsable(account, policy))?.id ?? DEMO_ACCOUNT_ID;
  return { ...list, accounts: next, activeId };
}
