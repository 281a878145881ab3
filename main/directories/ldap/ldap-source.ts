// The reader of an LDAP or Active Directory directory (DirectorySource): asks the RootDSE what the server
// is, picks the preset, then reads the people with numbers in paged searches of at most 1,000 (AD's
// MaxPageSize), each page given to the sink as it arrives, so a directory of 100,000 is never held whole.
// Referrals are ignored: the people are on the server asked. Everything a read says goes through
// ldap-faults.ts.
import { createHash } from 'node:crypto';
import { AndFilter, type Entry, type Filter, FilterParser, OrFilter, PresenceFilter } from 'ldapts';
import { phrase } from '../../../preload/shared/i18n/phrase';
import { PhrasedError } from '../../errors/phrased-error';
import type { DirectorySink, DirectorySource } from '../directory-source';
import { type NewestSeen, nextCursor, noteStamps, readPlan, type ServerFacts } from './ldap-changes';
import type { LdapDirectoryConfig, LdapMapping } from './ldap-config';
import { type LdapConnection, ldapAddress, openLdapConnection } from './ldap-connection';
import { attributesOf, directoryEntryOf, type LdapIdentity, valuesByName } from './ldap-entries';
import type { LdapFaultContext } from './ldap-faults';
import { PRESETS, serverKindOf } from './ldap-presets';

export type { LdapDirectoryConfig } from './ldap-config';

const PAGE_SIZE = 1000;

const IDENTITY: Readonly<Record<ServerFacts['kind'], LdapIdentity>> = {
  'active-directory': { id: 'objectGUID', versions: ['uSNChanged'] },
  // entryCSN changes at every change, in microseconds; modifyTimestamp where a server keeps no CSN.
  openldap: { id: 'entryUUID', versions: ['entryCSN', 'modifyTimestamp'] },
};

/** The person's own filter as a filter object, or a sentence saying it is none. */
function ownFilterOf(text: string): Filter | null {
  if (text.trim() === '') return null;
  try {
    return FilterParser.parseString(text.trim());
  } catch {
    throw new PhrasedError(phrase('directories.ldap.badFilter', { filter: text }));
  }
}

const strings = (entry: Entry | undefined, attribute: string): string[] => {
  const value = entry?.[attribute];
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.map((item) => (Buffer.isBuffer(item) ? item.toString('base64') : item));
};

async function serverFacts(connection: LdapConnection): Promise<ServerFacts> {
  const rootDse = await connection.step('search', () =>
    connection.client.search('', {
      scope: 'base',
      filter: '(objectClass=*)',
      attributes: ['supportedCapabilities', 'dnsHostName', 'highestCommittedUSN', 'dsServiceName'],
      timeLimit: 0,
    }),
  );
  const root = rootDse.searchEntries[0];
  if (serverKindOf(strings(root, 'supportedCapabilities')) === 'openldap') return { kind: 'openldap' };
  // AD keeps a controller's invocationId on its NTDS Settings object, which the RootDSE names.
  const [settingsDn = ''] = strings(root, 'dsServiceName');
  const settings =
    settingsDn === ''
      ? undefined
      : await connection.step('search', () =>
          connection.client.search(settingsDn, {
            scope: 'base',
            filter: '(objectClass=*)',
            attributes: ['invocationId'],
            explicitBufferAttributes: ['invocationId'],
            timeLimit: 0,
          }),
        );
  return {
    kind: 'active-directory',
    dnsHostName: strings(root, 'dnsHostName')[0] ?? '',
    invocationId: strings(settings?.searchEntries[0], 'invocationId')[0] ?? '',
    highestCommittedUsn: strings(root, 'highestCommittedUSN')[0] ?? '',
  };
}

/** Only people with a number: asked of the server (absent attributes cost nothing), checked again here. */
function hasNumberFilter(mapping: LdapMapping): Filter {
  const present = [...new Set(mapping.numbers.map((number) => number.attribute))].map(
    (attribute) => new PresenceFilter({ attribute }),
  );
  return present.length === 1 && present[0] ? present[0] : new OrFilter({ filters: present });
}

/** What a fault of this directory's is said with (the password only to be kept out of the words). */
function contextOf(config: LdapDirectoryConfig): LdapFaultContext {
  const { host, port } = ldapAddress(config);
  return {
    server: `${host}:${port}`,
    baseDn: config.baseDn,
    bindDn: config.bindDn,
    filter: config.filter,
    password: config.password,
  };
}

export function createLdapSource(config: LdapDirectoryConfig): DirectorySource {
  return {
    async read(since, options, sink: DirectorySink) {
      const ownFilter = ownFilterOf(config.filter);
      const connection = await openLdapConnection(config, contextOf(config), options.signal);
      try {
        const server = await serverFacts(connection);
        const preset = PRESETS[config.preset === 'auto' ? server.kind : config.preset];
        const mapping = config.mapping ?? preset.mapping;
        const identity = IDENTITY[server.kind];
        const settings = createHash('sha256')
          .update(JSON.stringify([config.url, config.baseDn, config.filter, config.preset, mapping]))
          .digest('base64url');
        const plan = readPlan(since, options.full, server, settings);
        const filters = [preset.filter, hasNumberFilter(mapping)];
        if (ownFilter) filters.push(ownFilter);
        if (!plan.full) filters.push(plan.changed);

        if (plan.full) await sink.startFull();
        // A read of changes asks for stamps >= the newest seen (stamps have one-second steps, and an entry
        // may change again within that second), so the entries of that second come again: those whose
        // version the index already holds are not given twice.
        const held = plan.full ? null : await sink.versions();
        const pages = connection.client.searchPaginated(config.baseDn, {
          scope: 'sub',
          filter: new AndFilter({ filters }),
          attributes: attributesOf(mapping, identity),
          explicitBufferAttributes: identity.id === 'objectGUID' ? ['objectGUID'] : [],
          paged: { pageSize: PAGE_SIZE },
          sizeLimit: 0,
          timeLimit: 0,
        });
        const newest: NewestSeen = { csn: null, modified: null };
        for (;;) {
          const page = await connection.step('search', () => pages.next());
          if (page.done) break;
          const entries = page.value.searchEntries.flatMap((found) => {
            const values = valuesByName(found);
            if (server.kind === 'openldap') noteStamps(newest, values);
            const entry = directoryEntryOf(values, found.dn, mapping, identity);
            const unchanged =
              entry !== null && entry.version !== null && held?.get(entry.id) === entry.version;
            return entry === null || unchanged ? [] : [entry];
          });
          if (entries.length > 0) await sink.put(entries);
        }
        return nextCursor(server, settings, plan, since, newest);
      } finally {
        await connection.close();
      }
    },
  };
}

/**
 * Settings' check before saving: an address of the wrong kind for its security, or a filter that does
 * not parse, throws in words. Nothing is sent anywhere.
 */
export function checkLdapSettings(config: Pick<LdapDirectoryConfig, 'url' | 'security' | 'filter'>): void {
  ldapAddress(config);
  ownFilterOf(config.filter);
}

/** Settings' Test: reaches the server, binds, and answers what its root entry says it is. */
export async function probeLdap(
  config: LdapDirectoryConfig,
  signal: AbortSignal,
): Promise<ServerFacts['kind']> {
  checkLdapSettings(config);
  const connection = await openLdapConnection(config, contextOf(config), signal);
  try {
    return (await serverFacts(connection)).kind;
  } finally {
    await connection.close();
  }
}
