// One connection to an LDAP server, made as the directory's security says: TLS from the first byte
// (ldaps), StartTLS before anything else is sent (never falling back to plain when the server cannot), or
// plain. Certificates are checked against Node's roots, the system's and the company CA given, and the
// host name of the address; nothing is ever accepted unchecked. Every network step runs against one
// deadline and the read's AbortSignal: ldapts has no timeout on a StartTLS handshake and its own per
// message timeout would leave the socket to it, so the sockets are made here and destroyed here.
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { type ConnectionOptions, getCACertificates, connect as tlsConnect } from 'node:tls';
import { Client } from 'ldapts';
import { phrase } from '../../../preload/shared/i18n/phrase';
import { PhrasedError } from '../../errors/phrased-error';
import type { LdapDirectoryConfig } from './ldap-config';
import { type LdapFaultContext, type LdapStage, ldapFault, timedOut } from './ldap-faults';

export interface LdapConnection {
  client: Client;
  /** Runs one network step of the read under the deadline and the signal; its failure said in words. */
  step<T>(stage: LdapStage, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Roots a store may lack on some systems: a missing store is no reason to fail the read. */
function rootsOf(store: 'default' | 'system'): string[] {
  try {
    return getCACertificates(store);
  } catch {
    return [];
  }
}

/** The address's host and port, or a sentence saying the address is no LDAP address of this security. */
export function ldapAddress(config: Pick<LdapDirectoryConfig, 'url' | 'security'>): {
  host: string;
  port: number;
} {
  let url: URL;
  try {
    url = new URL(config.url.trim());
  } catch {
    throw new PhrasedError(phrase('directories.ldap.badAddress', { url: config.url }));
  }
  const scheme = url.protocol === 'ldaps:' ? 'ldaps' : url.protocol === 'ldap:' ? 'ldap' : null;
  if (scheme === null || url.hostname === '') {
    throw new PhrasedError(phrase('directories.ldap.badAddress', { url: config.url }));
  }
  if ((scheme === 'ldaps') !== (config.security === 'ldaps')) {
    throw new PhrasedError(phrase('directories.ldap.securityMismatch'));
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host, port: url.port === '' ? (scheme === 'ldaps' ? 636 : 389) : Number(url.port) };
}

export async function openLdapConnection(
  config: LdapDirectoryConfig,
  context: LdapFaultContext,
  signal: AbortSignal,
): Promise<LdapConnection> {
  const { host, port } = ldapAddress(config);
  const tlsOptions: ConnectionOptions = {
    ca: [...rootsOf('default'), ...rootsOf('system'), ...(config.caPem ? [config.caPem] : [])],
    // The name the certificate must carry; SNI only for a name (Node refuses an IP address there).
    host,
    ...(isIP(host) ? {} : { servername: host }),
    minVersion: 'TLSv1.2',
    rejectUnauthorized: true,
  };
  const sockets: Socket[] = [];
  const destroy = () => {
    for (const socket of sockets) socket.destroy();
  };
  const client = new Client({
    url: `${config.security === 'ldaps' ? 'ldaps' : 'ldap'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    // Only for ldaps: ldapts speaks TLS from the first byte whenever it is given TLS options.
    ...(config.security === 'ldaps' ? { tlsOptions } : {}),
    createConnection: ((...args: Parameters<typeof netConnect>) => {
      const socket = (netConnect as (...a: Parameters<typeof netConnect>) => Socket)(...args);
      sockets.push(socket);
      return socket;
    }) as typeof netConnect,
    createSecureConnection: ((...args: Parameters<typeof tlsConnect>) => {
      const socket = (tlsConnect as (...a: Parameters<typeof tlsConnect>) => Socket)(...args);
      sockets.push(socket);
      return socket;
    }) as typeof tlsConnect,
  });

  const step = <T>(stage: LdapStage, work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const fail = (error: unknown) => {
        destroy();
        reject(error);
      };
      const timer = setTimeout(() => fail(timedOut(context.server, config.timeoutMs)), config.timeoutMs);
      const onAbort = () => fail(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      work()
        .then(resolve, (error: unknown) => fail(ldapFault(error, stage, context)))
        .finally(() => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
        });
    });

  try {
    if (config.security === 'starttls') await step('starttls', () => client.startTLS({ ...tlsOptions }));
    if (config.bindDn !== '') await step('bind', () => client.bind(config.bindDn, config.password));
  } catch (error) {
    destroy();
    throw error;
  }
  return {
    client,
    step,
    async close() {
      // A polite unbind, but never a wait on a server that has stopped answering.
      await step('connect', () => client.unbind()).catch(() => undefined);
      destroy();
    },
  };
}
