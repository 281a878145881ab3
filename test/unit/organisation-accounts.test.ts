// The organisation's accounts in the list: ids the same on every desk and at every start (their keys
// and folders are found by them), the policy's fields taken and the person's kept, the account in use
// moved off one that can no longer be used, and who decides about each.
import { describe, expect, it } from 'vitest';
import { type AccountList, emptyAccountList, savedAccountSchema } from '../../main/accounts/account-list';
import {
  fixedFieldsOf,
  mergeTargetOf,
  NO_ORGANISATION,
  organisationAccountId,
  originOf,
  withOrganisation,
} from '../../main/accounts/organisation-accounts';
import type { OrganisationAccount } from '../../main/policies/policy-schema';

const ACME: OrganisationAccount = { name: 'Acme phones', accountId: 'acme', domain: 'pbx.example.com' };
const own = savedAccountSchema.parse({
  id: 'a_0000000000aa',
  name: 'Mine',
  accountId: 'mine',
  domain: 'pbx.mine.example',
  extension: '300',
});

describe('an organisation account id', () => {
  it('is derived from the policy alone: the same on every desk, whatever the case of its account id', () => {
    // Fixed here: a change to the derivation would lose every desk's keys and history.
    expect(organisationAccountId(ACME)).toBe('a_e5ec254a76a8');
    expect(
      organisationAccountId({ ...ACME, accountId: 'ACME', name: 'Renamed', domain: 'moved.example' }),
    ).toBe('a_e5ec254a76a8');
    expect(organisationAccountId({ ...ACME, id: 'acme-main' })).toBe('a_40894ceab65e');
    expect(savedAccountSchema.shape.id.safeParse(organisationAccountId(ACME)).success).toBe(true);
  });
});

describe('the list with the organisation', () => {
  it('adds its accounts with the policy fields fixed, and puts the first in use over the demo', () => {
    const list = withOrganisation(emptyAccountList(), { accounts: [ACME], ownAllowed: true });
    const [added] = list.accounts;
    expect(list.activeId).toBe(organisationAccountId(ACME));
    expect(added).toMatchObject({
      name: 'Acme phones',
      accountId: 'acme',
      domain: 'pbx.example.com',
      extension: '',
    });
    expect(fixedFieldsOf(ACME).sort()).toEqual([
      'accountId',
      'baseUrlOverride',
      'domain',
      'lookupUrl',
      'name',
    ]);
    expect(fixedFieldsOf({ ...ACME, extension: '201', dialFormat: 'e164' })).toEqual(
      expect.arrayContaining(['extension', 'dialFormat']),
    );
  });

  it("keeps the person's own fields and the account in use when the policy changes", () => {
    const first = withOrganisation(
      { ...emptyAccountList(), accounts: [own], activeId: own.id },
      {
        accounts: [ACME],
        ownAllowed: true,
      },
    );
    expect(first.activeId).toBe(own.id);
    const withExtension = {
      ...first,
      accounts: first.accounts.map((account) =>
        account.id === own.id ? account : { ...account, extension: '201' },
      ),
    };
    const next = withOrganisation(withExtension, {
      accounts: [{ ...ACME, domain: 'moved.example' }],
      ownAllowed: true,
    });
    expect(next.accounts.find((account) => account.id !== own.id)).toMatchObject({
      domain: 'moved.example',
      extension: '201',
    });
  });

  it('moves the account in use off a withdrawn or turned-off one, and says who decides about each', () => {
    const list = withOrganisation(
      { ...emptyAccountList(), accounts: [own], activeId: own.id },
      {
        accounts: [ACME],
        ownAllowed: false,
      },
    );
    expect(list.activeId).toBe(organisationAccountId(ACME));
    const policy = { accounts: [ACME], ownAllowed: false };
    expect(list.accounts.map((account) => originOf(account, policy))).toEqual(['turned-off', 'organisation']);

    const withdrawn = withOrganisation(list, NO_ORGANISATION);
    expect(withdrawn.activeId).toBe(own.id);
    expect(withdrawn.accounts.map((account) => originOf(account, NO_ORGANISATION))).toEqual([
      'own',
      'withdrawn',
    ]);
    const none: AccountList = withOrganisation(
      { ...list, accounts: list.accounts.slice(1) },
      NO_ORGANISATION,
    );
    expect(none.activeId).toBe('demo');
  });

  it("offers one of the person's accounts at the organisation's phone system to be merged, and no other", () => {
    const same = { ...own, accountId: 'ACME', domain: 'pbx.example.com' };
    const policy = { accounts: [ACME], ownAllowed: true };
    const list = withOrganisation(
      { ...emptyAccountList(), accounts: [same, own], activeId: same.id },
      policy,
    );
    expect(mergeTargetOf(same, list, policy)?.id).toBe(organisationAccountId(ACME));
    expect(mergeTargetOf(own, list, policy)).toBeNull();
    expect(mergeTargetOf(list.accounts[2] as typeof own, list, policy)).toBeNull();
  });
});
