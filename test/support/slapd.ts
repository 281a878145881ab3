// A throwaway OpenLDAP server for the directory tests: Debian's slapd on free loopback ports and a temp
// folder of its own, with the AD-like schema of test/fixtures/directories/adlike.schema and a directory of
// N people generated deterministically (numbers written the many ways people write them, disabled
// accounts, contacts, people without a number, hostile names), loaded offline with slapadd before the
// server starts (50,000 entries take under a second that way; over the wire, minutes).
//
// slapd runs under a small sh that waits on a pipe from this process: when the test process dies, however
// it dies, the pipe closes and the sh kills slapd by its process id, so no server outlives a crashed run.
// stop() kills it by process id first.
//
// Limits as Active Directory's: a normal bind DN gets at most 1,000 entries a page and no total limit on a
// paged search; LIMITED_DN gets at most 500 in all (a size limit to hit). The rootdn is exempt from every
// limit, so the tests read as READER_DN.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LdapDirectoryConfig } from '../../main/directories/ldap/ldap-source';
import { DEMO_ACCOUNT_ID, type DirectoryDraft } from '../../preload/contract';
import { freePort } from './closed-port';

const run = promisify(execFile);

export const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'directories');
const STARTUP_TIMEOUT_MS = 15_000;

export const BASE_DN = 'dc=example,dc=test';
export const PEOPLE_DN = `ou=people,${BASE_DN}`;
export const ADMIN_DN = `cn=admin,${BASE_DN}`;
export const ADMIN_PASSWORD = 'admin-secret-4f1c';
export const READER_DN = `cn=reader,${BASE_DN}`;
export const READER_PASSWORD = 'reader-secret-8a2d';
export const LIMITED_DN = `cn=limited,${BASE_DN}`;
export const LIMITED_PASSWORD = 'limited-secret-77b0';
export const LIMITED_TOTAL = 500;
/** When every seeded entry was last changed: long past, so that any change made by a test is newer. */
export const SEEDED_AT = '20000101000000Z';

/** Person 6 of every seeded directory (seedPerson): work +1 (212) 555-0006, extension (ipPhone) 1006. */
export const PERSON_6 = { name: 'Person 6', work: '2125550006', extension: '1006' };

/** Why tests needing both directory servers cannot run here, or null: they are Debian packages. */
export const directoryServersSkipReason = (): string | null =>
  process.platform === 'linux'
    ? null
    : `slapd and Radicale are Debian packages: Linux only (this is ${process.platform})`;

/** Which certificate the server shows on LDAPS and after StartTLS (files in test/fixtures/directories). */
export type SlapdCertificate = 'server' | 'expired' | 'self-signed' | 'wrong-host';

export interface SlapdOptions {
  /** People seeded (seedPerson(1) … seedPerson(people)). */
  people: number;
  /** null: no TLS at all (StartTLS is not offered, no LDAPS port). */
  certificate: SlapdCertificate | null;
}

export interface Slapd {
  /** ldap://127.0.0.1:port */
  url: string;
  /** ldaps://127.0.0.1:port, or null without TLS. */
  ldapsUrl: string | null;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface SeedPerson {
  uid: string;
  dn: string;
  entryUUID: string;
  kind: 'user' | 'contact';
  disabled: boolean;
  displayName: string;
  company: string;
  department: string;
  title: string;
  telephoneNumber: string | null;
  mobile: string | null;
  homePhone: string | null;
  ipPhone: string | null;
  otherTelephone: string[];
  otherMobile: string[];
}

/** Names a directory of real people carries, hostile ones included (markup, bidi, control, formula). */
const HOSTILE_NAMES = [
  '<img src=x onerror=alert(1)>',
  '\u202Egnp.exe\u202C Invoice',
  'Bell\u0007Tab\tName',
  "=cmd|' /C calc'!A0",
];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Person `i` (from 1) of every seeded directory: the tests compute what a read must give from it. */
export function seedPerson(i: number): SeedPerson {
  const uid = `p${pad(i, 6)}`;
  const four = pad(i % 10_000, 4);
  const hasNumber = i % 20 !== 3;
  // Numbers as people type them: with and without country code, dots, trunk prefixes, extensions.
  const styles = [
    `+1 (212) 555-${four}`,
    `212.555.${four}`,
    `+44 20 7946 ${four}`,
    `(0)20 7946 ${four}`,
    `+1 212 555 ${four} ext. 12`,
    `+49 89 1234${four}`,
  ];
  const kind = i % 50 === 7 ? 'contact' : 'user';
  return {
    uid,
    dn: `uid=${uid},${PEOPLE_DN}`,
    entryUUID: `00000000-0000-4000-8000-${pad(i, 12)}`,
    kind,
    disabled: kind === 'user' && i % 10 === 0,
    displayName:
      i % 500 === 1 ? (HOSTILE_NAMES[((i - 1) / 500) % HOSTILE_NAMES.length] ?? '') : `Person ${i}`,
    company: 'Example Corp',
    department: `Department ${i % 12}`,
    title: `Title ${i % 7}`,
    telephoneNumber: hasNumber && i % 9 !== 5 ? (styles[i % styles.length] ?? null) : null,
    mobile: hasNumber && i % 4 === 0 ? `+1 917 555 ${four}` : null,
    homePhone: hasNumber && i % 13 === 0 ? `+1 718 555 ${four}` : null,
    // An extension of the phone system (ipPhone), also the only number of some people (i % 9 === 5).
    ipPhone: hasNumber && (i % 3 === 0 || i % 9 === 5) ? String(1000 + (i % 9000)) : null,
    otherTelephone: hasNumber && i % 7 === 0 ? [`+1 646 555 ${four}`, `+1 332 555 ${four}`] : [],
    otherMobile: hasNumber && i % 11 === 0 ? [`+1 347 555 ${four}`, `+1 929 555 ${four}`] : [],
  };
}

/** An LDIF line; values that are not plain printable ASCII (or start like LDIF syntax) go in base64. */
function ldifLine(attribute: string, value: string): string {
  const plain = /^[\x21-\x39\x3b\x3d-\x7e][\x20-\x7e]*$/.test(value) && !value.endsWith(' ');
  return plain ? `${attribute}: ${value}` : `${attribute}:: ${Buffer.from(value).toString('base64')}`;
}

function personLdif(person: SeedPerson): string {
  const lines = [
    `dn: ${person.dn}`,
    'objectClass: inetOrgPerson',
    `objectClass: ${person.kind}`,
    `uid: ${person.uid}`,
    `cn: ${person.uid}`,
    `sn: ${person.uid}`,
    ldifLine('displayName', person.displayName),
    'objectCategory: person',
    `o: ${person.company}`,
    `ou: ${person.department}`,
    `company: ${person.company}`,
    `department: ${person.department}`,
    `title: ${person.title}`,
  ];
  if (person.kind === 'user') lines.push(`userAccountControl: ${person.disabled ? 514 : 512}`);
  if (person.telephoneNumber) lines.push(`telephoneNumber: ${person.telephoneNumber}`);
  if (person.mobile) lines.push(`mobile: ${person.mobile}`);
  if (person.homePhone) lines.push(`homePhone: ${person.homePhone}`);
  if (person.ipPhone) lines.push(`ipPhone: ${person.ipPhone}`);
  for (const value of person.otherTelephone) lines.push(`otherTelephone: ${value}`);
  for (const value of person.otherMobile) lines.push(`otherMobile: ${value}`);
  // Operational attributes slapadd would otherwise invent: fixed, so that ids and times are the same
  // in every run.
  lines.push(
    `entryUUID: ${person.entryUUID}`,
    `createTimestamp: ${SEEDED_AT}`,
    `modifyTimestamp: ${SEEDED_AT}`,
    `creatorsName: ${ADMIN_DN}`,
    `modifiersName: ${ADMIN_DN}`,
  );
  return `${lines.join('\n')}\n\n`;
}

function seedLdif(people: number): string {
  const account = (dn: string, cn: string, password: string, n: number) =>
    `dn: ${dn}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: ${cn}\n` +
    `userPassword: ${password}\nentryUUID: 00000000-0000-4000-9000-${pad(n, 12)}\n\n`;
  const parts = [
    `dn: ${BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\ndc: example\no: Example\n` +
      'entryUUID: 00000000-0000-4000-9000-000000000001\n\n',
    `dn: ${PEOPLE_DN}\nobjectClass: organizationalUnit\nou: people\n` +
      'entryUUID: 00000000-0000-4000-9000-000000000002\n\n',
    account(READER_DN, 'reader', READER_PASSWORD, 3),
    account(LIMITED_DN, 'limited', LIMITED_PASSWORD, 4),
  ];
  for (let i = 1; i <= people; i += 1) parts.push(personLdif(seedPerson(i)));
  return parts.join('');
}

function slapdConf(dir: string, certificate: SlapdCertificate | null): string {
  const tls = certificate
    ? [
        `TLSCACertificateFile ${join(FIXTURES, 'ca.pem')}`,
        `TLSCertificateFile ${join(FIXTURES, `${certificate}.pem`)}`,
        `TLSCertificateKeyFile ${join(FIXTURES, 'server.key')}`,
      ]
    : [];
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    `include ${join(FIXTURES, 'adlike.schema')}`,
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    `pidfile ${join(dir, 'slapd.pid')}`,
    `argsfile ${join(dir, 'slapd.args')}`,
    ...tls,
    'sizelimit size.soft=1000 size.hard=1000 size.prtotal=unlimited',
    'database mdb',
    `suffix "${BASE_DN}"`,
    `rootdn "${ADMIN_DN}"`,
    `rootpw ${ADMIN_PASSWORD}`,
    `directory ${join(dir, 'db')}`,
    // The default 10 MiB map fills near 10,600 entries.
    'maxsize 1073741824',
    'index objectClass eq',
    `limits dn.exact="${LIMITED_DN}" size.soft=1000 size.hard=1000 size.prtotal=${LIMITED_TOTAL}`,
    'access to attrs=userPassword by anonymous auth by * none',
    'access to * by * read',
    '',
  ].join('\n');
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// "$@" is slapd and its arguments. The sh reads its stdin (our pipe) until it closes, then kills slapd.
const WRAPPER = '"$@" </dev/null & s=$!; read -r _; kill "$s" 2>/dev/null; wait "$s"';

export async function startSlapd(options: SlapdOptions): Promise<Slapd> {
  const dir = await mkdtemp(join(tmpdir(), 'dialdesk-slapd-'));
  await mkdir(join(dir, 'db'));
  const conf = join(dir, 'slapd.conf');
  await writeFile(conf, slapdConf(dir, options.certificate));
  await writeFile(join(dir, 'seed.ldif'), seedLdif(options.people));
  // -q: no consistency checks while loading, as the manual advises for a trusted file.
  await run(SLAPADD, ['-q', '-f', conf, '-l', join(dir, 'seed.ldif')]);
  await rm(join(dir, 'seed.ldif'));

  const port = await freePort();
  const tlsPort = options.certificate ? await freePort() : null;
  const listen = `ldap://127.0.0.1:${port}/${tlsPort ? ` ldaps://127.0.0.1:${tlsPort}/` : ''}`;
  const wrapper: ChildProcess = spawn(
    '/bin/sh',
    ['-c', WRAPPER, 'slapd', SLAPD, '-f', conf, '-h', listen, '-d', '0'],
    {
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  wrapper.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  wrapper.stdin?.on('error', () => undefined);
  // The pipe must not keep the test process alive, nor its end of it be closed before the test ends.
  wrapper.unref();

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (wrapper.exitCode !== null) throw new Error(`slapd exited (${wrapper.exitCode}): ${stderr.trim()}`);
    if (Date.now() > deadline)
      throw new Error(`slapd did not start within ${STARTUP_TIMEOUT_MS} ms: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const pid = Number((await readFile(join(dir, 'slapd.pid'), 'utf8')).trim());

  return {
    url: `ldap://127.0.0.1:${port}`,
    ldapsUrl: tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : null,
    port,
    pid,
    async stop() {
      if (alive(pid)) process.kill(pid, 'SIGTERM');
      // The sh reaps slapd once its pipe closes; until then a dead slapd would still look alive.
      wrapper.stdin?.end();
      const stopBy = Date.now() + 5_000;
      while (alive(pid) && Date.now() < stopBy) await new Promise((resolve) => setTimeout(resolve, 25));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A plain read of this server as READER_DN with the AD preset: each test changes what it is about. */
export const readerConfig = (slapd: Slapd): LdapDirectoryConfig => ({
  url: slapd.url,
  security: 'plain',
  baseDn: BASE_DN,
  bindDn: READER_DN,
  password: READER_PASSWORD,
  filter: '',
  preset: 'active-directory',
  mapping: null,
  caPem: null,
  timeoutMs: 10_000,
});

/** Settings → Directories' draft of a plain read of this server as READER_DN with the AD preset. */
export const readerDraft = (
  slapd: Slapd,
  { name, password }: { name: string; password: string | null },
): DirectoryDraft => ({
  id: null,
  settings: {
    kind: 'ldap',
    name,
    accounts: [DEMO_ACCOUNT_ID],
    url: slapd.url,
    security: 'plain',
    baseDn: BASE_DN,
    bindDn: READER_DN,
    filter: '',
    preset: 'active-directory',
    mapping: null,
    caFile: null,
  },
  password,
});
