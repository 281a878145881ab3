// Finding a person's address books from what they typed, as RFC 6764 §6 and RFC 6352 §7.1 describe
// (reference §6.1): /.well-known/carddav (redirects followed where credential-hosts.ts allows), the
// principal (current-user-principal, RFC 5397), its addressbook-home-set, and the collections there whose
// resourcetype says addressbook. An address book's own URL is taken as it is. No SRV lookup: the person
// types the server's address (Settings asks for it), and the providers in reference §6.2 need none.
import { phrase } from '../../../preload/shared/i18n/phrase';
import { PhrasedError } from '../../errors/phrased-error';
import type { CardDavConfig } from './carddav-config';
import { type DavReply, DavSession } from './dav-request';
import { type DavResponse, holds, hrefsIn, type Multistatus, parseMultistatus, textIn } from './multistatus';

/** Discovery's replies are a few properties of a few collections: far below this. */
const DISCOVERY_MAX_BYTES = 4 * 1_048_576;

const CARDDAV = 'urn:ietf:params:xml:ns:carddav';
const CALENDARSERVER = 'http://calendarserver.org/ns/';

/** What an address book is asked, wherever one may be met: enough to read it without asking again. */
const BOOK_PROPS = '<d:resourcetype/><d:displayname/><cs:getctag/><d:sync-token/><d:supported-report-set/>';
const propfind = (props: string) =>
  `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:c="${CARDDAV}" xmlns:cs="${CALENDARSERVER}"><d:prop>${props}</d:prop></d:propfind>`;

/** An address book as a read needs it. */
export interface AddressBook {
  url: URL;
  displayName: string;
  /** The calendarserver ctag, or null where the server gives none. */
  ctag: string | null;
  /** Whether its supported-report-set has sync-collection (RFC 6578): else its ETags are compared. */
  syncs: boolean;
}

export interface FoundBooks {
  /** The host the books were found at, redirects followed ("p42-contacts.icloud.com"). */
  host: string;
  books: AddressBook[];
}

const isAddressBook = (response: DavResponse) => holds(response.props.resourcetype, 'addressbook');

function bookOf(response: DavResponse, base: URL): AddressBook {
  const reports = response.props['supported-report-set'];
  const supported = reports && typeof reports === 'object' ? JSON.stringify(reports) : '';
  const url = new URL(response.href, base);
  const ctag = textIn(response.props.getctag);
  return {
    url,
    displayName: textIn(response.props.displayname) || decodeURIComponent(url.pathname),
    ctag: ctag === '' ? null : ctag,
    // The report names sit inside supported-report/report elements; their own name is what tells.
    syncs: supported.includes('"sync-collection"'),
  };
}

/** The multistatus of a reply, or the refusal in words: whatever answered is no CardDAV server. */
export function multistatusOf(reply: DavReply): Multistatus {
  if (reply.status >= 500)
    throw new PhrasedError(
      phrase('directories.carddav.status', { host: reply.url.host, status: reply.status }),
    );
  const read = reply.status === 207 ? parseMultistatus(reply.text) : null;
  if (read === null)
    throw new PhrasedError(phrase('directories.carddav.notCardDav', { host: reply.url.host }));
  return read;
}

async function ask(session: DavSession, url: URL, depth: '0' | '1', props: string) {
  const reply = await session.send('PROPFIND', url, depth, propfind(props), DISCOVERY_MAX_BYTES);
  return { reply, read: multistatusOf(reply) };
}

/** The address books of the session's user, found from the address entered. */
export async function findBooks(session: DavSession, username: string): Promise<FoundBooks> {
  const { entered } = session;
  const atRoot = entered.pathname === '/' || entered.pathname === '';
  const start = atRoot ? new URL('/.well-known/carddav', entered) : entered;
  const principalProps = `<d:current-user-principal/>${BOOK_PROPS}`;
  let first: Awaited<ReturnType<typeof ask>>;
  try {
    first = await ask(session, start, '0', principalProps);
  } catch (error) {
    // A server without the well-known address may still answer at the address itself (RFC 6764 §5).
    if (!atRoot || !(error instanceof PhrasedError) || error.said.key !== 'directories.carddav.notCardDav')
      throw error;
    first = await ask(session, entered, '0', principalProps);
  }
  const self = first.read.responses[0];
  if (self && isAddressBook(self))
    return { host: first.reply.url.host, books: [bookOf(self, first.reply.url)] };

  const principal = hrefsIn(self?.props['current-user-principal'])[0];
  let homes = [first.reply.url];
  if (principal !== undefined) {
    const { reply, read } = await ask(
      session,
      new URL(principal, first.reply.url),
      '0',
      '<c:addressbook-home-set/>',
    );
    const found = hrefsIn(read.responses[0]?.props['addressbook-home-set']);
    if (found.length > 0) homes = found.map((href) => new URL(href, reply.url));
  }
  const books: AddressBook[] = [];
  let host = first.reply.url.host;
  for (const home of homes) {
    const { reply, read } = await ask(session, home, '1', BOOK_PROPS);
    host = reply.url.host;
    for (const response of read.responses)
      if (isAddressBook(response)) books.push(bookOf(response, reply.url));
  }
  if (books.length === 0)
    throw new PhrasedError(phrase('directories.carddav.noAddressBook', { host, user: username }));
  return { host, books };
}

/** An address book as Settings offers it. */
export interface AddressBookChoice {
  /** Its path on the host, what CardDavConfig.books holds. */
  href: string;
  displayName: string;
}

/** For Settings: the host in use and the address books found there, or the problem in words. */
export async function discoverCardDav(
  config: CardDavConfig,
  signal: AbortSignal = new AbortController().signal,
): Promise<{ host: string; books: AddressBookChoice[] }> {
  const { host, books } = await findBooks(new DavSession(config, signal), config.username);
  return { host, books: books.map((book) => ({ href: book.url.pathname, displayName: book.displayName })) };
}
