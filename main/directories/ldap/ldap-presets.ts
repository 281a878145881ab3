// The two kinds of directory the issue names, as filters and attribute mappings: Active Directory
// (people and contacts, disabled accounts left out) and OpenLDAP / FreeIPA (inetOrgPerson). Filters are
// ldapts filter objects, which escape their values by construction: nothing here pastes text into a filter.
import { AndFilter, EqualityFilter, ExtensibleFilter, type Filter, NotFilter, OrFilter } from 'ldapts';
import type { LdapMapping, LdapPresetName } from './ldap-config';

/** What a RootDSE's supportedCapabilities carries on Active Directory (…800) and on AD LDS (…1851). */
const ACTIVE_DIRECTORY_CAPABILITIES = new Set(['1.2.840.113556.1.4.800', '1.2.840.113556.1.4.1851']);

/** What the server is, by the capabilities its RootDSE announces; anything not AD is OpenLDAP-like. */
export const serverKindOf = (supportedCapabilities: readonly string[]): LdapPresetName =>
  supportedCapabilities.some((oid) => ACTIVE_DIRECTORY_CAPABILITIES.has(oid))
    ? 'active-directory'
    : 'openldap';

/** AD's bitwise AND matching rule: (userAccountControl:1.2.840.113556.1.4.803:=2) is "disabled". */
const LDAP_MATCHING_RULE_BIT_AND = '1.2.840.113556.1.4.803';
const ACCOUNT_DISABLED = '2';

interface Preset {
  filter: Filter;
  mapping: LdapMapping;
}

export const PRESETS: Readonly<Record<LdapPresetName, Preset>> = {
  'active-directory': {
    filter: new AndFilter({
      filters: [
        new EqualityFilter({ attribute: 'objectCategory', value: 'person' }),
        new OrFilter({
          filters: [
            new EqualityFilter({ attribute: 'objectClass', value: 'user' }),
            new EqualityFilter({ attribute: 'objectClass', value: 'contact' }),
          ],
        }),
        new NotFilter({
          filter: new ExtensibleFilter({
            matchType: 'userAccountControl',
            rule: LDAP_MATCHING_RULE_BIT_AND,
            value: ACCOUNT_DISABLED,
          }),
        }),
      ],
    }),
    mapping: {
      name: ['displayName', 'cn'],
      company: 'company',
      department: 'department',
      title: 'title',
      numbers: [
        { attribute: 'telephoneNumber', label: 'work' },
        { attribute: 'otherTelephone', label: 'work' },
        { attribute: 'mobile', label: 'mobile' },
        { attribute: 'otherMobile', label: 'mobile' },
        { attribute: 'ipPhone', label: 'extension' },
        { attribute: 'otherIpPhone', label: 'extension' },
        { attribute: 'homePhone', label: 'home' },
        { attribute: 'otherHomePhone', label: 'home' },
      ],
    },
  },
  openldap: {
    filter: new EqualityFilter({ attribute: 'objectClass', value: 'inetOrgPerson' }),
    mapping: {
      name: ['displayName', 'cn'],
      company: 'o',
      department: 'ou',
      title: 'title',
      numbers: [
        { attribute: 'telephoneNumber', label: 'work' },
        { attribute: 'mobile', label: 'mobile' },
        { attribute: 'homePhone', label: 'home' },
      ],
    },
  },
};
