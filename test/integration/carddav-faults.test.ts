// Each fault of a CardDAV read said in words, with no password in the words: server down, wrong password,
// not a CardDAV server, no address book, plain http to another computer, a certificate refused, a server
// that answers one byte a second, a card of 3 MB (over the 1 MB bound: left out and counted, the rest read)
// and one of 50 MB (sent through a proxy; no reply holding it is read to its end). The host read from is
// said too.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardDavSource, createCardDavSource } from '../../main/directories/carddav/carddav-source';
import { say } from '../../preload/shared/i18n/phrase';
import { MemorySink, makeBook } from '../support/carddav-books';
import { closedPortUrl } from '../support/closed-port';
import { startDavProxy } from '../support/dav-proxy';
import {
  RADICALE_BOOKLESS_USER,
  RADICALE_PASSWORD,
  RADICALE_USER,
  type Radicale,
  radicaleInstalled,
  radicaleSkipReason,
  startRadicale,
} from '../support/radicale';

// Made once with (valid until 2126; self-signed, so no system trusts it):
//   openssl req -x509 -newkey rsa:2048 -nodes -keyout self-signed-key.pem -out self-signed-cert.pem \
//     -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" -days 36500
const CERTS = join(import.meta.dirname, '../support/certs');

const skip = radicaleSkipReason();

const source = (url: string, options: { username?: string; password?: string; timeoutMs?: number } = {}) =>
  createCardDavSource({
    url,
    username: options.username ?? RADICALE_USER,
    password: options.password ?? RADICALE_PASSWORD,
    books: null,
    timeoutMs: options.timeoutMs ?? 10_000,
  });

/** The read's error message, checked to hold no password. */
async function failureOf(reader: CardDavSource, password = RADICALE_PASSWORD): Promise<string> {
  const sink = new MemorySink();
  const error = await reader.read(null, { full: false, signal: new AbortController().signal }, sink).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).not.toContain(password);
  expect(sink.puts).toBe(0);
  return message;
}

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `127.0.0.1:${address.port}`;
}

const closed = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('CardDAV faults without a server', () => {
  it('refuses plain http to another computer before sending anything', async () => {
    expect(await failureOf(source('http://contacts.example.com/'))).toBe(
      'Dialdesk sends your password only over https://, or over http:// to a server on this computer. Use the https:// address of contacts.example.com.',
    );
  });

  it('says the server is down', async () => {
    const url = await closedPortUrl('/');
    expect(await failureOf(source(url))).toBe(
      `Couldn't read the CardDAV directory: could not connect to ${new URL(url).host} (connection refused). Is the address right?`,
    );
  });

  it('says something that is no CardDAV server answered', async () => {
    const server = createHttpServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hi</h1>'),
    );
    const host = await listening(server);
    try {
      expect(await failureOf(source(`http://${host}/`))).toBe(
        `${host} answered, but not as a CardDAV server does. Check the address.`,
      );
    } finally {
      await closed(server);
    }
  });

  it('ends a server that answers one byte a second in a timeout, said in words', async () => {
    const server = createHttpServer((_, res) => {
      res.writeHead(207, { 'content-type': 'application/xml' });
      const timer = setInterval(() => res.write('<'), 1_000);
      res.on('close', () => clearInterval(timer));
    });
    const host = await listening(server);
    try {
      const started = performance.now();
      expect(await failureOf(source(`http://${host}/`, { timeoutMs: 1_500 }))).toBe(
        `${host} didn't answer within 2 s. Dialdesk will try again at the next refresh.`,
      );
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await closed(server);
    }
  });

  it('refuses a certificate no one vouches for', async () => {
    const server = createHttpsServer(
      {
        key: readFileSync(join(CERTS, 'self-signed-key.pem')),
        cert: readFileSync(join(CERTS, 'self-signed-cert.pem')),
      },
      (_, res) => res.writeHead(500).end(),
    );
    const host = await listening(server);
    try {
      expect(await failureOf(source(`https://${host}/`))).toBe(
        `Couldn't read the CardDAV directory: the secure connection to ${host} failed (DEPTH_ZERO_SELF_SIGNED_CERT). Check the address, or your network's proxy.`,
      );
    } finally {
      await closed(server);
    }
  });
});

describe.skipIf(skip !== null)(`CardDAV faults against Radicale ${skip ? `(skipped: ${skip})` : ''}`, () => {
  let radicale: Radicale;
  const book = makeBook('small', 'Small', 0, 20);
  const huge = `BEGIN:VCARD\r\nVERSION:3.0\r\nUID:huge\r\nFN:Huge\r\nTEL:+1 212 555 0000\r\nNOTE:${'x'.repeat(3 * 1_048_576)}\r\nEND:VCARD\r\n`;
  // A card the proxy sends as 50 MB: Radicale holds it small (its first listing of a 50 MB card took 57 s).
  const INFLATE = 'INFLATE-TO-50-MB';
  const inflated = `BEGIN:VCARD\r\nVERSION:3.0\r\nUID:inflated\r\nFN:Inflated\r\nTEL:+1 212 555 0001\r\nNOTE:${INFLATE}\r\nEND:VCARD\r\n`;
  beforeAll(async () => {
    expect(
      radicaleInstalled(),
      '/usr/bin/python3 cannot import radicale: apt-get install python3-radicale',
    ).toBe(true);
    radicale = await startRadicale([
      {
        ...book,
        cards: [...book.generated, { uid: 'huge', text: huge }, { uid: 'inflated', text: inflated }],
      },
    ]);
  }, 60_000);
  afterAll(async () => {
    await radicale?.stop();
  });

  it('says the password was refused, without the password', async () => {
    expect(
      await failureOf(source(radicale.origin, { password: 'not-the-password-9' }), 'not-the-password-9'),
    ).toBe(
      `127.0.0.1:${radicale.port} refused the user name or password. Check them; many servers need an app password here.`,
    );
  });

  it('says the user has no address book', async () => {
    expect(await failureOf(source(radicale.origin, { username: RADICALE_BOOKLESS_USER }))).toBe(
      `127.0.0.1:${radicale.port} has no address book for bob.`,
    );
  });

  it('leaves a card over 1 MB out, counted in words, and reads the rest', async () => {
    const sink = new MemorySink();
    const reader = source(radicale.origin, { timeoutMs: 30_000 });
    await reader.read(null, { full: false, signal: new AbortController().signal }, sink);
    expect(sink.entries.size).toBe(21);
    expect(reader.notes().map((note) => say(note))).toEqual([
      `Address books read from 127.0.0.1:${radicale.port}.`,
      '1 card was larger than 1 MB and was left out.',
    ]);
  }, 30_000);

  it('stops reading a card of 50 MB a little past 1 MB, leaves it out and reads the rest', async () => {
    const proxy = await startDavProxy(radicale.origin, {
      inflate: { marker: INFLATE, bytes: 50 * 1_048_576 },
    });
    try {
      const sink = new MemorySink();
      const reader = source(proxy.origin, { timeoutMs: 30_000 });
      await reader.read(null, { full: false, signal: new AbortController().signal }, sink);
      expect(sink.entries.size).toBe(20);
      expect(reader.notes().map((note) => say(note))).toEqual([
        `Address books read from ${new URL(proxy.origin).host}.`,
        '2 cards were larger than 1 MB and were left out.',
      ]);
      // Each reply is read up to its bound and no further (8 MB for a batch, 1 MB and a little for the card
      // alone), never whole: the batch is asked again in halves, down to the card.
      expect(proxy.inflatedReplies.length).toBeGreaterThan(1);
      for (const reply of proxy.inflatedReplies) expect(reply).toMatchObject({ whole: false });
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
