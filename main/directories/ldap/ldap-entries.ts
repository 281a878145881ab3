// An LDAP entry as a directory entry: the mapped attributes only, every value of every number attribute
// with its label, and no entry at all for a person without a number (nothing else is kept of them).
import type { Entry } from 'ldapts';
import type { DirectoryEntry, DirectoryNumber } from '../directory-source';
import type { LdapMapping } from './ldap-config';

/**
 * Which attributes give an entry's id and version (the first of `versions` it has): fixed by what the
 * server is, not by the preset.
 */
export interface LdapIdentity {
  id: 'objectGUID' | 'entryUUID';
  versions: readonly ('uSNChanged' | 'entryCSN' | 'modifyTimestamp')[];
}

/** The attributes a search asks for: the mapping's and the identity's, each once. */
export const attributesOf = (mapping: LdapMapping, identity: LdapIdentity): string[] => [
  ...new Set([
    ...mapping.name,
    mapping.company,
    mapping.department,
    mapping.title,
    ...mapping.numbers.map((number) => number.attribute),
    identity.id,
    ...identity.versions,
  ]),
];

/** Attribute values by lower-cased name: servers answer in their own spelling (telephonenumber). */
export function valuesByName(entry: Entry): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of Object.entries(entry)) {
    if (name === 'dn') continue;
    const list = Array.isArray(value) ? value : [value];
    values.set(
      name.toLowerCase(),
      list.map((item) => (Buffer.isBuffer(item) ? item.toString('base64') : item)),
    );
  }
  return values;
}

/** The entry of DN `dn` whose attribute values (valuesByName) are `values`, or null without a number. */
export function directoryEntryOf(
  values: ReadonlyMap<string, string[]>,
  dn: string,
  mapping: LdapMapping,
  identity: LdapIdentity,
): DirectoryEntry | null {
  const all = (attribute: string) =>
    (values.get(attribute.toLowerCase()) ?? []).filter((value) => value.trim() !== '');
  const first = (attribute: string) => all(attribute)[0] ?? '';
  const numbers: DirectoryNumber[] = mapping.numbers.flatMap(({ attribute, label }) =>
    all(attribute).map((text) => ({ label, text })),
  );
  if (numbers.length === 0) return null;
  const name = mapping.name.map(first).find((value) => value !== '') ?? '';
  return {
    // Without its id attribute (a server that hides it) the DN is the best lasting name there is.
    id: first(identity.id) || `dn:${dn}`,
    version: identity.versions.map(first).find((value) => value !== '') ?? null,
    name,
    company: first(mapping.company),
    department: first(mapping.department),
    title: first(mapping.title),
    numbers,
  };
}
