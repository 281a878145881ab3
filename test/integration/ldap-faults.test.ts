// Every fault of an LDAP read said in words, against real slapd servers (test/support/slapd.ts): server
// down, wrong password, unknown or malformed bind DN, expired / self-signed / wrong-host certificates,
// StartTLS asked of a server without TLS, a server that answers one byte a second (through a loopback
// proxy of the test's own), a size limit hit, a base DN that does not exist, a filter that does not parse
// (slapd refuses no filter that parses: it finds nothing; test/unit/ldap-decisions.test.ts says what a
// refusal would say). No message ever carries the password, and nothing reaches the sink on a
// failed connection.
import { readFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLdapSource, type LdapDirectoryConfig } from '../../main/directories/ldap/ldap-source';
import { PhrasedError } from '../../main/errors/phrased-error';
import { closedPortUrl } from '../support/closed-port';
import { recordingSink } from '../support/directory-sink';
import {
  BASE_DN,
  LIMITED_DN,
  LIMITED_PASSWORD,
  READER_DN,
  READER_PASSWORD,
  readerConfig,
  type Slapd,
  type SlapdCertificate,
  startSlapd,
} from '../support/slapd';

const CA_PEM = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'directories', 'ca.pem'), 'utf8');
const signal = new AbortController().signal;

/** What a read fails with: its words and its phrase's key; the sink must have been given nothing. */
async function failure(config: LdapDirectoryConfig): Promise<{ message: string; key: string }> {
  const sink = recordingSink();
  const error = await createLdapSource(config)
    .read(null, { full: false, signal }, sink)
    .then(
      () => new Error('the read succeeded'),
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(PhrasedError);
  const { message, said } = error as PhrasedError;
  if (config.password !== '') expect(message).not.toContain(config.password);
  return { message, key: said.key };
}

/** A loopback proxy that passes the client's bytes on at once and the server's one a second. */
async function tricklingProxy(port: number): Promise<{ url: string; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    const pending: number[] = [];
    upstream.on('data', (chunk: Buffer) => pending.push(...chunk));
    const timer = setInterval(() => {
      const byte = pending.shift();
      if (byte !== undefined && !client.destroyed) client.write(Buffer.of(byte));
    }, 1000);
    const end = () => {
      clearInterval(timer);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port was assigned');
  return {
    url: `ldap://127.0.0.1:${address.port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.skipIf(process.platform !== 'linux')('faults of an LDAP read (slapd runs only on Linux)', () => {
  const servers = new Map<SlapdCertificate | 'none', Slapd>();
  let config: LdapDirectoryConfig;
  const server = (name: SlapdCertificate | 'none') => {
    const found = servers.get(name);
    if (!found) throw new Error(`no ${name} server`);
    return found;
  };

  beforeAll(async () => {
    // Small directories: a fault shows as well on 700 people as on 70,000.
    const names = ['server', 'expired', 'self-signed', 'wrong-host', 'none'] as const;
    const started = await Promise.all(
      names.map((name) => startSlapd({ people: 700, certificate: name === 'none' ? null : name })),
    );
    for (const [index, name] of names.entries()) servers.set(name, started[index] as Slapd);
    config = { ...readerConfig(server('server')), caPem: CA_PEM, timeoutMs: 5_000 };
  });
  afterAll(async () => {
    await Promise.all([...servers.values()].map((slapd) => slapd.stop()));
  });

  it('says a server that is down cannot be reached', async () => {
    const url = (await closedPortUrl('')).replace('http:', 'ldap:');
    const { key, message } = await failure({ ...config, url });
    expect(key).toBe('directories.ldap.unreachable');
    expect(message).toMatch(/^Couldn't reach the directory server 127\.0\.0\.1:\d+\./);
  });

  it('says a wrong password or an unknown bind DN was refused, never saying the password', async () => {
    for (const wrong of [
      { password: 'not-the-password-31x' },
      { bindDn: `cn=nobody,${BASE_DN}` },
      { bindDn: READER_DN, password: `${READER_PASSWORD}x` },
    ]) {
      const { key, message } = await failure({ ...config, ...wrong });
      expect(key).toBe('directories.ldap.signInRefused');
      expect(message).toContain('refused the bind DN or the password');
    }
  });

  it('says a bind DN that is no DN is not written as one', async () => {
    const { key, message } = await failure({ ...config, bindDn: 'reader at example' });
    expect(key).toBe('directories.ldap.badBindDn');
    expect(message).toContain('“reader at example” is not written as a bind DN');
  });

  it('refuses expired, self-signed and wrong-host certificates on LDAPS and StartTLS', async () => {
    const cases = [
      ['expired', 'directories.ldap.certificateExpired', 'has expired'],
      ['self-signed', 'directories.ldap.certificateUntrusted', 'is not signed by an authority'],
      ['wrong-host', 'directories.ldap.certificateWrongHost', 'was made out to another server'],
    ] as const;
    for (const [name, expectedKey, words] of cases) {
      const slapd = server(name);
      for (const tls of [
        { security: 'ldaps' as const, url: slapd.ldapsUrl ?? '' },
        { security: 'starttls' as const, url: slapd.url },
      ]) {
        const { key, message } = await failure({ ...config, ...tls });
        expect(key, `${name} over ${tls.security}`).toBe(expectedKey);
        expect(message).toContain(words);
      }
    }
    // Without the company CA, the good server's certificate is no better than a self-signed one.
    const { key } = await failure({
      ...config,
      security: 'ldaps',
      url: server('server').ldapsUrl ?? '',
      caPem: null,
    });
    expect(key).toBe('directories.ldap.certificateUntrusted');
  });

  it('refuses to go on when a StartTLS server offers no TLS, never falling back to plain', async () => {
    const { key, message } = await failure({ ...config, security: 'starttls', url: server('none').url });
    expect(key).toBe('directories.ldap.noStartTls');
    expect(message).toContain("doesn't offer StartTLS");
  });

  it('gives up on a server that answers one byte a second, saying it did not answer in time', async () => {
    const proxy = await tricklingProxy(server('server').port);
    try {
      const started = performance.now();
      const { key, message } = await failure({ ...config, url: proxy.url, timeoutMs: 1_500 });
      expect(key).toBe('directories.ldap.timedOut');
      expect(message).toMatch(/didn't answer within 2 seconds/);
      expect(performance.now() - started).toBeLessThan(4_000);
    } finally {
      proxy.close();
    }
  });

  it('says a read stopped by the server’s size limit is incomplete', async () => {
    const { key, message } = await failure({ ...config, bindDn: LIMITED_DN, password: LIMITED_PASSWORD });
    expect(key).toBe('directories.ldap.sizeLimit');
    expect(message).toContain('stopped the read at its size limit');
  });

  it('says a base DN that does not exist does not', async () => {
    const { key, message } = await failure({ ...config, baseDn: 'ou=nowhere,dc=example,dc=test' });
    expect(key).toBe('directories.ldap.noSuchBase');
    expect(message).toContain('The base DN “ou=nowhere,dc=example,dc=test” does not exist');
  });

  it('says a filter that does not parse in words', async () => {
    const unparsed = await failure({ ...config, filter: '(department=Sales (East))' });
    expect(unparsed.key).toBe('directories.ldap.badFilter');
    expect(unparsed.message).toContain('“(department=Sales (East))” is not an LDAP filter');
  });

  it('says an address that is no LDAP address, or that does not match the security chosen', async () => {
    expect((await failure({ ...config, url: 'https://ldap.example.test' })).key).toBe(
      'directories.ldap.badAddress',
    );
    expect((await failure({ ...config, security: 'ldaps' })).key).toBe('directories.ldap.securityMismatch');
    expect((await failure({ ...config, url: server('server').ldapsUrl ?? '' })).key).toBe(
      'directories.ldap.securityMismatch',
    );
  });
});
