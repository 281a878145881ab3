// The LDAP reader against a real slapd dressed as Active Directory (test/support/slapd.ts): 10,000 people
// read through AD's 1,000-a-page limit as a normal bind DN, disabled accounts left out, numbers and labels
// as mapped, ids that last, a read of changes that gives just what changed, the OpenLDAP preset chosen
// by the RootDSE, and StartTLS and LDAPS with the test CA.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLdapSource, type LdapDirectoryConfig } from '../../main/directories/ldap/ldap-source';
import { recordingSink } from '../support/directory-sink';
import { ADMIN_DN, ADMIN_PASSWORD, readerConfig, type Slapd, seedPerson, startSlapd } from '../support/slapd';

const PEOPLE = 10_000;
const CA_PEM = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'directories', 'ca.pem'), 'utf8');

const everyone = Array.from({ length: PEOPLE }, (_, index) => seedPerson(index + 1));
const numbersOf = (person: ReturnType<typeof seedPerson>) =>
  [
    person.telephoneNumber,
    person.mobile,
    person.homePhone,
    person.ipPhone,
    ...person.otherTelephone,
    ...person.otherMobile,
  ].filter((value) => value !== null);
const withNumbers = everyone.filter((person) => numbersOf(person).length > 0);
const enabledWithNumbers = withNumbers.filter((person) => !person.disabled);

const signal = new AbortController().signal;

describe.skipIf(process.platform !== 'linux')('reading an LDAP directory (slapd runs only on Linux)', () => {
  let slapd: Slapd;
  let config: LdapDirectoryConfig;

  beforeAll(async () => {
    slapd = await startSlapd({ people: PEOPLE, certificate: 'server' });
    config = readerConfig(slapd);
  });
  afterAll(async () => {
    await slapd?.stop();
  });

  it('reads 10,000 AD-like people through the 1,000-a-page limit, disabled ones left out', async () => {
    const sink = recordingSink();
    const started = performance.now();
    const cursor = await createLdapSource(config).read(null, { full: false, signal }, sink);
    const took = performance.now() - started;
    console.log(
      `read ${PEOPLE} people (${sink.entries.size} with numbers, enabled) in ${took.toFixed(0)} ms`,
    );

    expect(sink.fullReads).toBe(1);
    expect(sink.entries.size).toBe(enabledWithNumbers.length);
    expect(sink.entries.size).toBeGreaterThan(8_000);
    expect(Math.max(...sink.batchSizes)).toBeLessThanOrEqual(1000);
    expect(sink.batchSizes.length).toBeGreaterThan(8);
    const ids = new Set(enabledWithNumbers.map((person) => person.entryUUID));
    expect([...sink.entries.keys()].every((id) => ids.has(id))).toBe(true);
    // slapd keeps an entryCSN on every entry: the next read of changes asks by it.
    expect(JSON.parse(cursor)).toMatchObject({
      kind: 'openldap',
      modifiedSince: '20000101000000Z',
      csnSince: expect.stringMatching(/^\d{14}\.\d{6}Z#/),
    });
    expect(took).toBeLessThan(10_000);

    // Person 924: a user with a work number, a mobile, an extension, two other work and two other mobile numbers.
    const person = seedPerson(924);
    expect(person.disabled).toBe(false);
    expect(sink.entries.get(person.entryUUID)).toEqual({
      id: person.entryUUID,
      version: expect.stringMatching(/^\d{14}\.\d{6}Z#/),
      name: 'Person 924',
      company: 'Example Corp',
      department: 'Department 0',
      title: 'Title 0',
      numbers: [
        { label: 'work', text: '+1 (212) 555-0924' },
        { label: 'work', text: '+1 646 555 0924' },
        { label: 'work', text: '+1 332 555 0924' },
        { label: 'mobile', text: '+1 917 555 0924' },
        { label: 'mobile', text: '+1 347 555 0924' },
        { label: 'mobile', text: '+1 929 555 0924' },
        { label: 'extension', text: '1924' },
      ],
    });
    // Hostile names come as they are (the views escape them); a contact (no userAccountControl) is in.
    const names = new Set([...sink.entries.values()].map((entry) => entry.name));
    for (const hostile of [
      '<img src=x onerror=alert(1)>',
      '\u202Egnp.exe\u202C Invoice',
      'Bell\u0007Tab\tName',
      "=cmd|' /C calc'!A0",
    ]) {
      expect(names.has(hostile), hostile).toBe(true);
    }
    expect(
      enabledWithNumbers.every((person) => sink.entries.get(person.entryUUID)?.name === person.displayName),
    ).toBe(true);
    expect(sink.entries.get(seedPerson(57).entryUUID)?.name).toBe('Person 57');
    expect(sink.entries.has(seedPerson(10).entryUUID)).toBe(false); // disabled
    expect(sink.entries.has(seedPerson(3).entryUUID)).toBe(false); // no number

    // The same people under the same ids in a second full read.
    const again = recordingSink();
    await createLdapSource(config).read(cursor, { full: true, signal }, again);
    expect([...again.entries.keys()].sort()).toEqual([...sink.entries.keys()].sort());
  });

  it('reads only the 10 people changed since the last read', async () => {
    const source = createLdapSource(config);
    const index = recordingSink();
    const cursor = await source.read(null, { full: false, signal }, index);

    const changed = enabledWithNumbers.slice(100, 110);
    const admin = new Client({ url: slapd.url, timeout: 10_000 });
    await admin.bind(ADMIN_DN, ADMIN_PASSWORD);
    for (const person of changed) {
      const modification = new Attribute({ type: 'displayName', values: [`Renamed ${person.uid}`] });
      await admin.modify(person.dn, new Change({ operation: 'replace', modification }));
    }
    await admin.unbind();

    index.given.length = 0;
    const started = performance.now();
    const next = await source.read(cursor, { full: false, signal }, index);
    console.log(`read the 10 changed of ${PEOPLE} in ${(performance.now() - started).toFixed(0)} ms`);
    expect(index.fullReads).toBe(1);
    expect(index.given.map((entry) => entry.id).sort()).toEqual(
      changed.map((person) => person.entryUUID).sort(),
    );
    expect(index.given.every((entry) => entry.name.startsWith('Renamed '))).toBe(true);
    expect(JSON.parse(next).modifiedSince > '20000101000000Z').toBe(true);
    // The server was asked for those changes alone, not for everyone loaded in the same second as the seed.
    const asked = new Client({ url: slapd.url, timeout: 10_000 });
    await asked.bind(ADMIN_DN, ADMIN_PASSWORD);
    const { csnSince } = JSON.parse(cursor) as { csnSince: string };
    const { searchEntries } = await asked.search(config.baseDn, {
      filter: `(entryCSN>=${csnSince})`,
      attributes: ['dn'],
    });
    // (the 10, and the entries of the seed loaded after the last person read: the service accounts)
    expect(searchEntries.length).toBeLessThan(changed.length + 10);

    // Nothing changed since: nothing given, and the cursor holds.
    index.given.length = 0;
    expect(await source.read(next, { full: false, signal }, index)).toBe(next);
    expect(index.given).toEqual([]);

    // Changed again within the second of its last change, which modifyTimestamp cannot tell apart: read
    // all the same. Tried again should the two changes fall in two seconds.
    const [twice] = changed as [(typeof changed)[number]];
    const rename = (name: string) =>
      asked.modify(
        twice.dn,
        new Change({
          operation: 'replace',
          modification: new Attribute({ type: 'displayName', values: [name] }),
        }),
      );
    const stampOf = async () =>
      String(
        (await asked.search(twice.dn, { scope: 'base', attributes: ['modifyTimestamp'] })).searchEntries[0]
          ?.modifyTimestamp,
      );
    let since = next;
    for (let attempt = 1; ; attempt++) {
      await rename(`First rename ${attempt}`);
      const stamp = await stampOf();
      since = await source.read(since, { full: false, signal }, index);
      await rename(`Second rename ${attempt}`);
      if ((await stampOf()) !== stamp && attempt < 5) continue;
      index.given.length = 0;
      since = await source.read(since, { full: false, signal }, index);
      expect(index.given.map((entry) => entry.name)).toEqual([`Second rename ${attempt}`]);
      break;
    }
    await asked.unbind();
  });

  it('picks the OpenLDAP preset from the RootDSE and ANDs the person’s own filter with it', async () => {
    const sink = recordingSink();
    await createLdapSource({ ...config, preset: 'auto', filter: '(department=Department 5)' }).read(
      null,
      { full: false, signal },
      sink,
    );
    // OpenLDAP's preset knows no userAccountControl (disabled people count) and maps ou, o, home numbers.
    const expected = withNumbers.filter(
      (person) =>
        person.department === 'Department 5' && (person.telephoneNumber || person.mobile || person.homePhone),
    );
    expect(sink.entries.size).toBe(expected.length);
    const person = expected.find((candidate) => candidate.homePhone && candidate.ipPhone);
    expect(person).toBeDefined();
    const entry = sink.entries.get(person?.entryUUID ?? '');
    expect(entry?.department).toBe('Department 5');
    expect(entry?.numbers.some((number) => number.label === 'home')).toBe(true);
    expect(entry?.numbers.some((number) => number.label === 'extension')).toBe(false);
  });

  it('reads over StartTLS and over LDAPS, trusting the company CA given', async () => {
    const narrow = { ...config, filter: '(uid=p000924)', caPem: CA_PEM };
    for (const tls of [
      { security: 'starttls' as const, url: slapd.url.replace('127.0.0.1', 'localhost') },
      { security: 'starttls' as const, url: slapd.url },
      { security: 'ldaps' as const, url: slapd.ldapsUrl ?? '' },
    ]) {
      const sink = recordingSink();
      await createLdapSource({ ...narrow, ...tls }).read(null, { full: false, signal }, sink);
      expect([...sink.entries.keys()], tls.url).toEqual([seedPerson(924).entryUUID]);
    }
  });
});
