// What the sync hands the LDAP reader for one directory: the server, how to reach it safely, where its
// people are and which of their attributes mean what. The password comes from the keychain for each read
// and is never kept by the reader.
import type { DirectoryNumberLabel } from '../directory-source';

/** Which attributes give what. Names are tried in order; every value of every number attribute is read. */
export interface LdapMapping {
  name: readonly string[];
  company: string;
  department: string;
  title: string;
  numbers: readonly { attribute: string; label: DirectoryNumberLabel }[];
}

export type LdapPresetName = 'active-directory' | 'openldap';

export interface LdapDirectoryConfig {
  /** ldap://host[:port] or ldaps://host[:port]. */
  url: string;
  /** ldaps: TLS from the first byte; starttls: StartTLS before the bind, never falling back; plain: none. */
  security: 'ldaps' | 'starttls' | 'plain';
  baseDn: string;
  /** '' binds anonymously. */
  bindDn: string;
  password: string;
  /** The person's own filter, AND-ed with the preset's; '' for the preset's alone. */
  filter: string;
  /** 'auto' takes the preset of what the server's RootDSE says it is. */
  preset: 'auto' | LdapPresetName;
  /** null: the preset's mapping. */
  mapping: LdapMapping | null;
  /** A company CA's certificate (PEM text), trusted beside Node's and the system's roots. */
  caPem: string | null;
  /** The longest any one network step (connect, TLS, bind, a page of results) may take. */
  timeoutMs: number;
}
