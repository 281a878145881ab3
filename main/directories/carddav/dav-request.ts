// One WebDAV request of a CardDAV read (PROPFIND or REPORT), with Basic authentication, as the issue's
// "Faults" ask: each hop checked against credential-hosts.ts before the password goes out (a redirect to
// another host is refused in words, never followed), the whole request, reply read included, within the
// timeout (a server that answers one byte a second ends in words), and the reply read only up to a bound.
import { type Phrase, phrase } from '../../../preload/shared/i18n/phrase';
import { networkFailureReason } from '../../api/transport';
import { PhrasedError } from '../../errors/phrased-error';
import type { CardDavConfig } from './carddav-config';
import { mayCarryPassword, mayReceiveCredentials } from './credential-hosts';

/** Redirects followed for one request: /.well-known/carddav takes one, a moved server one or two more. */
const MAX_REDIRECTS = 5;

export interface DavReply {
  status: number;
  /** Where the reply came from, redirects followed: hrefs in it are read against it. */
  url: URL;
  text: string;
}

/** A reply longer than the request allowed: the caller may ask for less (fewer cards at a time). */
export class ReplyTooBigError extends PhrasedError {}

/** The address entered, checked: a URL that may carry the password, without credentials of its own. */
function enteredUrl(config: CardDavConfig): URL {
  let url: URL;
  try {
    url = new URL(config.url.trim());
  } catch {
    throw new PhrasedError(phrase('directories.carddav.urlInvalid', { url: config.url }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new PhrasedError(phrase('directories.carddav.urlInvalid', { url: config.url }));
  if (url.username !== '' || url.password !== '')
    throw new PhrasedError(phrase('directories.carddav.urlCredentials'));
  if (!mayCarryPassword(url))
    throw new PhrasedError(phrase('directories.carddav.plainHttp', { host: url.host }));
  url.hash = '';
  return url;
}

/** The requests of one read or one discovery: the address entered, the credentials, the caller's signal. */
export class DavSession {
  readonly entered: URL;
  private readonly authorization: string;

  constructor(
    private readonly config: CardDavConfig,
    private readonly signal: AbortSignal,
  ) {
    this.entered = enteredUrl(config);
    this.authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`, 'utf8').toString('base64')}`;
  }

  /** Fails in words: the problem is said with the host it happened at. */
  private fail(said: Phrase): never {
    throw new PhrasedError(said);
  }

  /**
   * Sends `method` to `url` with `body`, following redirects that stay where the password may go, and
   * answers the reply read whole (at most `maxBytes`). A 401 is the wrong password, said in words.
   */
  async send(method: 'PROPFIND' | 'REPORT', url: URL, depth: '0' | '1', body: string, maxBytes: number) {
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!mayReceiveCredentials(this.entered, target))
        this.fail(phrase('directories.carddav.otherHost', { from: this.entered.host, to: target.host }));
      const reply = await this.once(method, target, depth, body, maxBytes);
      if (reply.status === 401) this.fail(phrase('directories.carddav.wrongPassword', { host: target.host }));
      const location = reply.location;
      if (reply.status < 300 || reply.status >= 400 || location === null) return reply as DavReply;
      try {
        target = new URL(location, target);
      } catch {
        this.fail(phrase('directories.carddav.notCardDav', { host: target.host }));
      }
    }
    return this.fail(phrase('directories.carddav.tooManyRedirects', { host: url.host }));
  }

  private async once(
    method: string,
    url: URL,
    depth: string,
    body: string,
    maxBytes: number,
  ): Promise<DavReply & { location: string | null }> {
    this.signal.throwIfAborted();
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const signal = AbortSignal.any([this.signal, timeout]);
    try {
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        cache: 'no-store',
        signal,
        headers: {
          authorization: this.authorization,
          depth,
          'content-type': 'application/xml; charset=utf-8',
        },
        body,
      });
      const text = await this.readCapped(res, url, maxBytes);
      return { status: res.status, url, text, location: res.headers.get('location') };
    } catch (error) {
      if (this.signal.aborted) throw this.signal.reason;
      if (timeout.aborted)
        this.fail(
          phrase('directories.carddav.timeout', {
            host: url.host,
            seconds: Math.ceil(this.config.timeoutMs / 1000),
          }),
        );
      if (error instanceof PhrasedError) throw error;
      this.fail(phrase('directories.carddav.network', { reason: networkFailureReason(error, url).reason }));
    }
  }

  /** The reply's text, read as it arrives and given up past `maxBytes` (a 50 MB card is never held). */
  private async readCapped(res: Response, url: URL, maxBytes: number): Promise<string> {
    const tooBig = () =>
      new ReplyTooBigError(
        phrase('directories.carddav.replyTooBig', {
          host: url.host,
          megabytes: Math.ceil(maxBytes / 1_048_576),
        }),
      );
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared > maxBytes) {
      await res.body?.cancel();
      throw tooBig();
    }
    if (!res.body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooBig();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
