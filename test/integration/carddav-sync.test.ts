// The CardDAV reader against a real Radicale (Debian's python3-radicale) holding 5,000 cards over three
// address books: discovery, a full read, a read of changes, an invalid token, the ETag fallback and the
// cross-host refusal through a loopback proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardDavSource } from '../../main/directories/carddav/carddav-source';
import { discoverCardDav } from '../../main/directories/carddav/discovery';
import {
  type ExpectedEntry,
  type GeneratedBook,
  MemorySink,
  makeBook,
  makeCard,
} from '../support/carddav-books';
import { type DavProxy, startDavProxy } from '../support/dav-proxy';
import {
  RADICALE_PASSWORD,
  RADICALE_USER,
  type Radicale,
  radicaleInstalled,
  radicaleSkipReason,
  startRadicale,
} from '../support/radicale';

const skip = radicaleSkipReason();
const BOOKS: GeneratedBook[] = [
  makeBook('work', 'Work', 0, 2_500),
  makeBook('customers', 'Customers', 2_500, 4_000),
  makeBook('suppliers', 'Suppliers', 4_000, 5_000),
];
const config = (url: string, timeoutMs = 30_000) => ({
  url,
  username: RADICALE_USER,
  password: RADICALE_PASSWORD,
  books: null,
  timeoutMs,
});
const read = (url: string, since: string | null, sink: MemorySink, timeoutMs?: number) =>
  createCardDavSource(config(url, timeoutMs)).read(
    since,
    { full: false, signal: new AbortController().signal },
    sink,
  );
const withoutVersion = (sink: MemorySink): ExpectedEntry[] =>
  [...sink.entries.values()]
    .map(({ version: _, ...entry }) => entry)
    .sort((a, b) => a.id.localeCompare(b.id));

describe.skipIf(skip !== null)(`CardDAV against Radicale ${skip ? `(skipped: ${skip})` : ''}`, () => {
  let radicale: Radicale;
  beforeAll(async () => {
    expect(
      radicaleInstalled(),
      '/usr/bin/python3 cannot import radicale: apt-get install python3-radicale',
    ).toBe(true);
    radicale = await startRadicale(BOOKS);
    // Warm every book once: Radicale's first look at a cold book (its ctag, its first sync-collection)
    // reads and parses every card file, which takes seconds (reference §7.2).
    const started = performance.now();
    await read(radicale.origin, null, new MemorySink(), 180_000);
    console.info(
      `first read of 5,000 cards from a cold Radicale: ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  }, 240_000);
  afterAll(async () => {
    await radicale?.stop();
  });

  it('finds the address books from the server address, through /.well-known/carddav and the principal', async () => {
    const found = await discoverCardDav(config(`${radicale.origin}/`));
    expect(found.host).toBe(`127.0.0.1:${radicale.port}`);
    expect(found.books.sort((a, b) => a.href.localeCompare(b.href))).toEqual([
      { href: '/alice/customers/', displayName: 'Customers' },
      { href: '/alice/suppliers/', displayName: 'Suppliers' },
      { href: '/alice/work/', displayName: 'Work' },
    ]);
    // An address book's own URL is that book alone.
    const one = await discoverCardDav(config(`${radicale.origin}/alice/suppliers/`));
    expect(one.books).toEqual([{ href: '/alice/suppliers/', displayName: 'Suppliers' }]);
  });

  it('reads all 5,000 cards of the three books with their names, numbers and labels', async () => {
    const sink = new MemorySink();
    const started = performance.now();
    const cursor = await read(radicale.origin, null, sink);
    const seconds = (performance.now() - started) / 1000;
    console.info(`first read of 5,000 cards from a warmed Radicale: ${seconds.toFixed(2)} s`);
    sink.endRead();
    expect(sink.fullReads).toBe(1);
    const expected = BOOKS.flatMap((book) => book.generated.map((card) => card.expected)).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    expect(withoutVersion(sink)).toEqual(expected);
    expect([...sink.entries.values()].every((entry) => /^"[0-9a-f]+"$/.test(entry.version ?? ''))).toBe(true);
    expect(cursor).not.toContain(RADICALE_PASSWORD);
    expect(Object.keys(JSON.parse(cursor).books).sort()).toEqual([
      '/alice/customers/',
      '/alice/suppliers/',
      '/alice/work/',
    ]);
  }, 60_000);

  it('reads since the cursor only the 10 changed cards, and removes the 2 deleted ones', async () => {
    const sink = new MemorySink();
    const cursor = await read(radicale.origin, null, sink);
    sink.endRead();
    const changed = [3, 4, 5, 2_600, 2_601, 2_602, 4_100, 4_101, 4_102, 4_103];
    const bookOf = (index: number) => (index < 2_500 ? 'work' : index < 4_000 ? 'customers' : 'suppliers');
    for (const index of changed) {
      const card = makeCard(bookOf(index), index, 1);
      await radicale.writeCard(bookOf(index), card.uid, card.text);
    }
    await radicale.removeCard('work', 'card-00010');
    await radicale.removeCard('suppliers', 'card-04500');
    sink.resetCounts();
    const next = await read(radicale.origin, cursor, sink);
    expect(sink.fullReads).toBe(0);
    expect(sink.puts).toBe(10);
    expect(sink.removed.sort()).toEqual(['/alice/suppliers/card-04500.vcf', '/alice/work/card-00010.vcf']);
    for (const index of changed) {
      const { expected } = makeCard(bookOf(index), index, 1);
      expect(sink.entries.get(expected.id)).toMatchObject(expected);
    }
    expect(sink.entries.size).toBe(4_998);
    // Nothing changed since: nothing read.
    sink.resetCounts();
    await read(radicale.origin, next, sink);
    expect([sink.fullReads, sink.puts, sink.removed.length]).toEqual([0, 0, 0]);
  }, 60_000);

  it('reads in full when the server no longer knows a sync token', async () => {
    const sink = new MemorySink();
    const cursor = JSON.parse(await read(`${radicale.origin}/alice/suppliers/`, null, sink));
    sink.endRead();
    cursor.books['/alice/suppliers/'].token =
      'http://radicale.org/ns/sync/0000000000000000000000000000000000000000000000000000000000000000';
    sink.resetCounts();
    await read(`${radicale.origin}/alice/suppliers/`, JSON.stringify(cursor), sink);
    sink.endRead();
    expect(sink.fullReads).toBe(1);
    expect(sink.puts).toBe(sink.entries.size);
    expect(sink.entries.size).toBeGreaterThan(990);
  }, 30_000);

  describe('through a proxy that takes sync-collection away', () => {
    let proxy: DavProxy;
    beforeAll(async () => {
      proxy = await startDavProxy(radicale.origin, { withoutSyncCollection: true });
    });
    afterAll(() => proxy.close());

    it('compares the ctag, then each card ETag with those held, and fetches only the changed cards', async () => {
      const url = `${proxy.origin}/alice/suppliers/`;
      const sink = new MemorySink();
      const cursor = await read(url, null, sink);
      sink.endRead();
      expect(sink.entries.size).toBeGreaterThan(990);
      expect(JSON.parse(cursor).books['/alice/suppliers/'].token).toBeNull();
      // Unchanged: the ctag says so, and nothing is listed or fetched.
      sink.resetCounts();
      const same = await read(url, cursor, sink);
      expect([sink.fullReads, sink.puts, sink.removed.length]).toEqual([0, 0, 0]);
      const changed = makeCard('suppliers', 4_200, 2);
      await radicale.writeCard('suppliers', changed.uid, changed.text);
      await radicale.removeCard('suppliers', 'card-04201');
      sink.resetCounts();
      await read(url, same, sink);
      expect(sink.fullReads).toBe(0);
      expect(sink.puts).toBe(1);
      expect(sink.removed).toEqual(['/alice/suppliers/card-04201.vcf']);
      expect(sink.entries.get(changed.expected.id)).toMatchObject(changed.expected);
    }, 30_000);
  });

  describe('through a proxy whose /.well-known/carddav sends the client to another host', () => {
    let elsewhere: DavProxy;
    let proxy: DavProxy;
    beforeAll(async () => {
      elsewhere = await startDavProxy(radicale.origin, { host: '127.0.0.2' });
      proxy = await startDavProxy(radicale.origin, { wellKnownTo: elsewhere.origin });
    });
    afterAll(async () => {
      await proxy.close();
      await elsewhere.close();
    });

    it('refuses in words, and sends the password nowhere but the host entered', async () => {
      const sink = new MemorySink();
      const failure = read(`${proxy.origin}/`, null, sink);
      await expect(failure).rejects.toThrow(
        `127.0.0.1:${new URL(proxy.origin).port} sent Dialdesk on to ${new URL(elsewhere.origin).host}, another server than the one you entered. Dialdesk did not send your password there.`,
      );
      expect(elsewhere.authorizations).toEqual([]);
      expect(sink.fullReads).toBe(0);
    });
  });
});
