// The decisions of the LDAP reader that slapd cannot show, because it cannot play Active Directory's
// RootDSE: which preset a server's capabilities pick, when AD's uSNChanged cursor may be trusted (the
// same domain controller, the same invocationId) and when a full read is needed; and what a filter the
// server refuses is said as (slapd finds nothing rather than refusing a filter that parses).
import { InappropriateMatchingError, ProtocolError } from 'ldapts';
import { describe, expect, it } from 'vitest';
import {
  type NewestSeen,
  nextCursor,
  noteStamps,
  readPlan,
  type ServerFacts,
} from '../../main/directories/ldap/ldap-changes';
import { valuesByName } from '../../main/directories/ldap/ldap-entries';
import { ldapFault } from '../../main/directories/ldap/ldap-faults';
import { serverKindOf } from '../../main/directories/ldap/ldap-presets';

const dc1: ServerFacts = {
  kind: 'active-directory',
  dnsHostName: 'dc1.corp.example.com',
  invocationId: 'k2n1uWw6rUWv3Z3Yf8r9vQ==',
  highestCommittedUsn: '48213',
};

describe('the server kind', () => {
  it('is Active Directory when the RootDSE announces AD or AD LDS, else OpenLDAP-like', () => {
    expect(serverKindOf(['1.2.840.113556.1.4.800', '1.2.840.113556.1.4.1670'])).toBe('active-directory');
    expect(serverKindOf(['1.2.840.113556.1.4.1851'])).toBe('active-directory');
    expect(serverKindOf([])).toBe('openldap');
    expect(serverKindOf(['1.3.6.1.4.1.4203.1.5.1'])).toBe('openldap');
  });
});

const NONE_SEEN = { csn: null, modified: null };

describe('reads of changes on OpenLDAP and FreeIPA', () => {
  const openldap: ServerFacts = { kind: 'openldap' };
  const csn = (time: string) => `${time}.000000Z#000000#000#000000`;

  it('asks for entryCSN at or after the newest seen, kept from read to read', () => {
    const first = nextCursor(openldap, 'settings-1', { full: true }, null, {
      csn: csn('20261127090000'),
      modified: '20261127090000Z',
    });
    const plan = readPlan(first, false, openldap, 'settings-1');
    expect(plan.full ? '' : plan.changed.toString()).toBe(`(entryCSN>=${csn('20261127090000')})`);
    // A read of changes that saw nothing newer keeps the cursor; a newer CSN moves it on.
    expect(nextCursor(openldap, 'settings-1', plan, first, NONE_SEEN)).toBe(first);
    const next = nextCursor(openldap, 'settings-1', plan, first, {
      csn: csn('20261127100000'),
      modified: '20261127100000Z',
    });
    expect(JSON.parse(next)).toMatchObject({
      csnSince: csn('20261127100000'),
      modifiedSince: '20261127100000Z',
    });
  });

  it('takes the newest stamps from entries whatever case the server writes their names in', () => {
    const newest: NewestSeen = { csn: null, modified: null };
    // 389 Directory Server answers attribute names in lower case, OpenLDAP in the schema's.
    noteStamps(newest, valuesByName({ dn: 'uid=a', modifytimestamp: '20261127090000Z' }));
    noteStamps(
      newest,
      valuesByName({ dn: 'uid=b', modifyTimestamp: '20261127080000Z', entryCSN: csn('20261127080000') }),
    );
    expect(newest).toEqual({ csn: csn('20261127080000'), modified: '20261127090000Z' });
  });

  it('asks for modifyTimestamp where the server keeps no entryCSN (389 Directory Server), or the cursor is older', () => {
    const stamps = nextCursor(openldap, 'settings-1', { full: true }, null, {
      csn: null,
      modified: '20261127090000Z',
    });
    const plan = readPlan(stamps, false, openldap, 'settings-1');
    expect(plan.full ? '' : plan.changed.toString()).toBe('(modifyTimestamp>=20261127090000Z)');
    const older = JSON.stringify({
      kind: 'openldap',
      settings: 'settings-1',
      modifiedSince: '20261127090000Z',
    });
    expect(readPlan(older, false, openldap, 'settings-1')).toEqual(plan);
    expect(
      readPlan(JSON.stringify({ ...JSON.parse(older), csnSince: 7 }), false, openldap, 'settings-1').full,
    ).toBe(true);
  });
});

describe('reads of changes on Active Directory', () => {
  const cursor = nextCursor(dc1, 'settings-1', { full: true }, null, NONE_SEEN);

  it('asks the same controller for uSNChanged above the highest committed before the last read', () => {
    const plan = readPlan(cursor, false, { ...dc1, highestCommittedUsn: '50000' }, 'settings-1');
    expect(plan.full).toBe(false);
    expect(plan.full ? '' : plan.changed.toString()).toBe('(uSNChanged>=48214)');
    expect(readPlan(cursor, false, { ...dc1, dnsHostName: 'DC1.corp.example.com' }, 'settings-1').full).toBe(
      false,
    );
  });

  it('reads in full when another controller answers, its database was restored, or the settings changed', () => {
    expect(readPlan(cursor, false, { ...dc1, dnsHostName: 'dc2.corp.example.com' }, 'settings-1').full).toBe(
      true,
    );
    expect(
      readPlan(cursor, false, { ...dc1, invocationId: 'AAAAAAAAAAAAAAAAAAAAAA==' }, 'settings-1').full,
    ).toBe(true);
    expect(readPlan(cursor, false, dc1, 'settings-2').full).toBe(true);
    expect(readPlan(cursor, false, { kind: 'openldap' }, 'settings-1').full).toBe(true);
    expect(readPlan(cursor, true, dc1, 'settings-1').full).toBe(true);
    expect(readPlan('not json', false, dc1, 'settings-1').full).toBe(true);
  });

  it('never trusts a cursor without a USN', () => {
    const blind = nextCursor(
      { ...dc1, highestCommittedUsn: '' },
      'settings-1',
      { full: true },
      null,
      NONE_SEEN,
    );
    expect(readPlan(blind, false, dc1, 'settings-1').full).toBe(true);
  });
});

describe('what a filter the server refuses says', () => {
  const context = {
    server: 'dc1:389',
    baseDn: 'dc=corp',
    bindDn: '',
    filter: '(x:1.2:=y)',
    password: 'pw-91',
  };
  it('names the filter, only when the search is what failed', () => {
    for (const error of [new ProtocolError('bad filter'), new InappropriateMatchingError('no rule')]) {
      expect(ldapFault(error, 'search', context).said).toEqual({
        key: 'directories.ldap.filterRefused',
        values: { server: 'dc1:389', filter: '(x:1.2:=y)' },
      });
    }
    expect(ldapFault(new ProtocolError('unsupported extended operation'), 'starttls', context).said.key).toBe(
      'directories.ldap.noStartTls',
    );
  });

  it('blanks the password out of a server text passed on', () => {
    const said = ldapFault(new Error('echo pw-91 back'), 'bind', context);
    expect(said.message).not.toContain('pw-91');
    expect(said.message).toContain('echo ••• back');
  });
});
