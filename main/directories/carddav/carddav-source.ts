// A CardDAV address book read as a directory (DirectorySource): the address books found by discovery.ts,
// read in full or since the cursor. Where the server has sync-collection (RFC 6578) a read of changes asks
// for what changed since each book's token, an invalid token (Radicale's 403 valid-sync-token) turning the
// read into a full one and a truncated reply (507) asked again from the token it gave; elsewhere the
// book's ctag tells whether anything changed and the cards' ETags, compared with those held, which. Card
// bodies come by addressbook-multiget in batches, each reply bounded: a card past MAX_CARD_BYTES is left
// out and counted, never held. Read-only: nothing is ever written to the server.
import { type Phrase, phrase } from '../../../preload/shared/i18n/phrase';
import { readCardText } from '../../contacts/import/vcard-card-text';
import type { DirectoryEntry, DirectorySink, DirectorySource } from '../directory-source';
import type { CardDavConfig } from './carddav-config';
import { DavSession, ReplyTooBigError } from './dav-request';
import { type AddressBook, findBooks, multistatusOf } from './discovery';
import { textIn } from './multistatus';

/** The largest card read: the 50 MB card is refused, far above any person's (a photo is skipped). */
const MAX_CARD_BYTES = 1_048_576;
/** Cards asked for in one multiget: about 0.3 MB of reply for ordinary cards. */
const BATCH_CARDS = 200;
/** The most one multiget reply may hold: past it the batch is asked again in halves. */
const BATCH_MAX_BYTES = 8 * 1_048_576;
/** A listing (hrefs and ETags, about 150 bytes a card): room for 400,000 cards. */
const LISTING_MAX_BYTES = 64 * 1_048_576;
/** Room around one card in its multiget reply (href, ETag, status, XML escapes of a few characters). */
const ONE_CARD_OVERHEAD_BYTES = 64 * 1024;

const CARDDAV = 'urn:ietf:params:xml:ns:carddav';

/** The cursor: each book's sync token and ctag, by path. The sync keeps it as text; no password is in it. */
interface Cursor {
  v: 1;
  books: Record<string, { token: string | null; ctag: string | null }>;
}

/** A card listed: its path (the entry's id), its ETag, and its size where the server said it. */
interface Listed {
  id: string;
  etag: string | null;
  bytes: number | null;
}

interface Listing {
  changed: Listed[];
  removed: string[];
  token: string | null;
}

/** A sync token the server no longer knows (RFC 6578 §3.2): the read starts again in full. */
class InvalidTokenError extends Error {}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function parseCursor(text: string | null): Cursor | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || (value as Cursor).v !== 1) return null;
    const books = (value as Cursor).books;
    return typeof books === 'object' && books !== null ? { v: 1, books } : null;
  } catch {
    return null;
  }
}

/** A card's DirectoryEntry, or null for a card that is no person (a group) or cannot be read. */
function entryOf(id: string, etag: string | null, text: string): DirectoryEntry | null {
  const card = readCardText(text);
  if (card === null) return null;
  return {
    id,
    version: etag,
    name: card.contact.name,
    company: card.contact.company,
    department: card.department,
    title: card.title,
    numbers: card.contact.numbers.map((number) => ({ label: number.label, text: number.number })),
  };
}

/** A CardDAV directory: its notes are the host it read from and the cards it left out. */
export interface CardDavSource extends DirectorySource {
  notes(): Phrase[];
}

class CardDavReader {
  tooBig = 0;
  unreadable = 0;
  private versions: ReadonlyMap<string, string> | null = null;

  constructor(
    private readonly session: DavSession,
    readonly sink: DirectorySink,
  ) {}

  private async heldVersions(): Promise<ReadonlyMap<string, string>> {
    this.versions ??= await this.sink.versions();
    return this.versions;
  }

  /** The cards of `book` changed since `token` ('' for every card), 507s followed to the end. */
  async syncList(book: AddressBook, token: string): Promise<Listing> {
    const listing: Listing = { changed: [], removed: [], token: null };
    let asked = token;
    for (;;) {
      const body = `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${escapeXml(asked)}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/><d:getcontentlength/></d:prop></d:sync-collection>`;
      const reply = await this.session.send('REPORT', book.url, '0', body, LISTING_MAX_BYTES);
      if (asked !== '' && (reply.status === 403 || reply.status === 409)) throw new InvalidTokenError();
      const read = multistatusOf(reply);
      let truncated = false;
      for (const response of read.responses) {
        const url = new URL(response.href, reply.url);
        if (url.pathname === book.url.pathname) {
          truncated ||= response.status === 507;
          continue;
        }
        if (response.status === 404) listing.removed.push(url.pathname);
        else listing.changed.push(listedOf(url, response.props));
      }
      listing.token = read.syncToken;
      if (!truncated || read.syncToken === null || read.syncToken === asked) return listing;
      asked = read.syncToken;
    }
  }

  /** Every card of `book` with its ETag (PROPFIND Depth 1), for a server without sync-collection. */
  async etagList(book: AddressBook): Promise<Listed[]> {
    const body = `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:getcontentlength/><d:resourcetype/></d:prop></d:propfind>`;
    const reply = await this.session.send('PROPFIND', book.url, '1', body, LISTING_MAX_BYTES);
    const listed: Listed[] = [];
    for (const response of multistatusOf(reply).responses) {
      const url = new URL(response.href, reply.url);
      if (url.pathname !== book.url.pathname && response.status === null)
        listed.push(listedOf(url, response.props));
    }
    return listed;
  }

  /** The cards listed that differ from those held, and the held ones of `book` no longer listed. */
  async diff(book: AddressBook, listed: readonly Listed[]): Promise<Listing> {
    const held = await this.heldVersions();
    const seen = new Set(listed.map((card) => card.id));
    const changed = listed.filter((card) => card.etag === null || held.get(card.id) !== card.etag);
    const removed = [...held.keys()].filter((id) => id.startsWith(book.url.pathname) && !seen.has(id));
    return { changed, removed, token: null };
  }

  /** The held entries of books no longer read (unchosen or gone from the server). */
  async removeBooks(paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    const held = await this.heldVersions();
    const gone = [...held.keys()].filter((id) => paths.some((path) => id.startsWith(path)));
    if (gone.length > 0) await this.sink.remove(gone);
  }

  /** Fetches the cards listed, in batches, and puts them into the sink. */
  async fetchInto(book: AddressBook, cards: readonly Listed[]): Promise<void> {
    const wanted: Listed[] = [];
    for (const card of cards) {
      if (card.bytes !== null && card.bytes > MAX_CARD_BYTES) this.tooBig++;
      else wanted.push(card);
    }
    for (let at = 0; at < wanted.length; at += BATCH_CARDS) {
      const entries = await this.multiget(book, wanted.slice(at, at + BATCH_CARDS));
      if (entries.length > 0) await this.sink.put(entries);
    }
  }

  private async multiget(book: AddressBook, cards: readonly Listed[]): Promise<DirectoryEntry[]> {
    const hrefs = cards.map((card) => `<d:href>${escapeXml(card.id)}</d:href>`).join('');
    const body = `<?xml version="1.0" encoding="utf-8"?><c:addressbook-multiget xmlns:d="DAV:" xmlns:c="${CARDDAV}"><d:prop><d:getetag/><c:address-data/></d:prop>${hrefs}</c:addressbook-multiget>`;
    const one = cards.length === 1;
    let reply: Awaited<ReturnType<DavSession['send']>>;
    try {
      reply = await this.session.send(
        'REPORT',
        book.url,
        '0',
        body,
        one ? MAX_CARD_BYTES + ONE_CARD_OVERHEAD_BYTES : BATCH_MAX_BYTES,
      );
    } catch (error) {
      if (!(error instanceof ReplyTooBigError)) throw error;
      // One card too big for a batch's reply: the halves are asked for apart, down to the card itself.
      if (one) {
        this.tooBig++;
        return [];
      }
      const half = Math.ceil(cards.length / 2);
      return [
        ...(await this.multiget(book, cards.slice(0, half))),
        ...(await this.multiget(book, cards.slice(half))),
      ];
    }
    const entries: DirectoryEntry[] = [];
    for (const response of multistatusOf(reply).responses) {
      if (response.status !== null) continue; // 404: gone since it was listed
      const text = textIn(response.props['address-data']);
      if (Buffer.byteLength(text) > MAX_CARD_BYTES) {
        this.tooBig++;
        continue;
      }
      const entry = entryOf(new URL(response.href, reply.url).pathname, etagOf(response.props), text);
      if (entry === null) this.unreadable++;
      else entries.push(entry);
    }
    return entries;
  }
}

function etagOf(props: Readonly<Record<string, unknown>>): string | null {
  const etag = textIn(props.getetag);
  return etag === '' ? null : etag;
}

function listedOf(url: URL, props: Readonly<Record<string, unknown>>): Listed {
  const bytes = Number(textIn(props.getcontentlength) || Number.NaN);
  return { id: url.pathname, etag: etagOf(props), bytes: Number.isFinite(bytes) ? bytes : null };
}

/** The books chosen in Settings (by path) of those found; every one found when none were chosen. */
function chosenBooks(found: readonly AddressBook[], chosen: readonly string[] | null): AddressBook[] {
  if (chosen === null) return [...found];
  const paths = new Set(chosen.map((href) => new URL(href, 'http://x').pathname));
  return found.filter((book) => paths.has(book.url.pathname));
}

async function readFull(
  reader: CardDavReader,
  books: readonly AddressBook[],
  sink: DirectorySink,
): Promise<Cursor> {
  await sink.startFull();
  const cursor: Cursor = { v: 1, books: {} };
  for (const book of books) {
    if (book.syncs) {
      const listing = await reader.syncList(book, '');
      await reader.fetchInto(book, listing.changed);
      cursor.books[book.url.pathname] = { token: listing.token, ctag: book.ctag };
    } else {
      await reader.fetchInto(book, await reader.etagList(book));
      cursor.books[book.url.pathname] = { token: null, ctag: book.ctag };
    }
  }
  return cursor;
}

/**
 * The changes since `since`, or null when a token turned out invalid (the caller reads in full). Every
 * listing is asked before anything is put, so that a full read, if one is needed, starts before any batch.
 */
async function readChanges(
  reader: CardDavReader,
  books: readonly AddressBook[],
  since: Cursor,
): Promise<{ cursor: Cursor; apply: () => Promise<void> } | null> {
  const cursor: Cursor = { v: 1, books: {} };
  const plans: { book: AddressBook; listing: Listing }[] = [];
  for (const book of books) {
    const path = book.url.pathname;
    const held = since.books[path];
    if (book.syncs && held?.token) {
      let listing: Listing;
      try {
        listing = await reader.syncList(book, held.token);
      } catch (error) {
        if (error instanceof InvalidTokenError) return null;
        throw error;
      }
      plans.push({ book, listing });
      cursor.books[path] = { token: listing.token, ctag: book.ctag };
    } else if (held && book.ctag !== null && held.ctag === book.ctag) {
      cursor.books[path] = held;
    } else {
      // Without sync-collection (or a book new to this directory): ETags compared with those held.
      const listed = book.syncs
        ? await reader.syncList(book, '')
        : { changed: await reader.etagList(book), token: null };
      plans.push({ book, listing: await reader.diff(book, listed.changed) });
      cursor.books[path] = { token: listed.token, ctag: book.ctag };
    }
  }
  const dropped = Object.keys(since.books).filter((path) => !(path in cursor.books));
  return {
    cursor,
    apply: async () => {
      await reader.removeBooks(dropped);
      for (const { book, listing } of plans) {
        if (listing.removed.length > 0) await reader.sink.remove(listing.removed);
        await reader.fetchInto(book, listing.changed);
      }
    },
  };
}

/** The CardDAV directory `settings` describes. */
export function createCardDavSource(settings: CardDavConfig): CardDavSource {
  let notes: Phrase[] = [];
  return {
    notes: () => notes,
    async read(since, { full, signal }, sink) {
      const session = new DavSession(settings, signal);
      const { host, books: found } = await findBooks(session, settings.username);
      const books = chosenBooks(found, settings.books);
      const reader = new CardDavReader(session, sink);
      const previous = full ? null : parseCursor(since);
      let cursor: Cursor | null = null;
      if (previous !== null) {
        const changes = await readChanges(reader, books, previous);
        if (changes !== null) {
          await changes.apply();
          cursor = changes.cursor;
        }
      }
      cursor ??= await readFull(reader, books, sink);
      notes = [phrase('directories.carddav.hostInUse', { host })];
      if (reader.tooBig > 0)
        notes.push(
          phrase('directories.carddav.cardsTooBig', {
            count: reader.tooBig,
            megabytes: MAX_CARD_BYTES / 1_048_576,
          }),
        );
      if (reader.unreadable > 0)
        notes.push(phrase('directories.carddav.unreadableCards', { count: reader.unreadable }));
      return JSON.stringify(cursor);
    },
  };
}
