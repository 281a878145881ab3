// A loopback HTTP proxy in front of Radicale, to make it a server it is not: one without sync-collection
// (the report taken out of supported-report-set and refused), or one whose /.well-known/carddav sends the
// client on to another host (127.0.0.2, another loopback address on Linux), or one holding a card far
// larger than Radicale parses in a test's time (it took 57 s over its first listing of a 50 MB card). It
// records every request's Authorization header by host, so a test can see that no password went where it
// must not.
import { createServer, request, type ServerResponse } from 'node:http';

export interface DavProxy {
  origin: string;
  /** The Authorization headers seen, by the Host header each came with. */
  authorizations: { host: string; authorization: string | undefined }[];
  /**
   * Each reply that held the inflated card (see DavProxyOptions.inflate): the bytes of it sent, and whether
   * it went whole (false: the client stopped reading before its end).
   */
  inflatedReplies: { sent: number; whole: boolean }[];
  close(): Promise<void>;
}

export interface DavProxyOptions {
  /** Take sync-collection away: out of supported-report-set, and a REPORT of it refused (501). */
  withoutSyncCollection?: boolean;
  /** Answer /.well-known/carddav with a 301 to this origin instead of passing it on. */
  wellKnownTo?: string;
  /** The address the proxy listens on (127.0.0.1 by default). */
  host?: string;
  /**
   * Replaces `marker` in a reply with `bytes` of 'x', streamed in 64 KB chunks as the client reads them:
   * a card that big, sent as a server would send it.
   */
  inflate?: { marker: string; bytes: number };
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

const SYNC_REPORT = /<supported-report><report><sync-collection\s*\/><\/report><\/supported-report>/g;

export async function startDavProxy(target: string, options: DavProxyOptions = {}): Promise<DavProxy> {
  const upstream = new URL(target);
  const authorizations: DavProxy['authorizations'] = [];
  const inflatedReplies: DavProxy['inflatedReplies'] = [];
  /** The reply with the marker's `bytes` in its place, written as the client takes it. */
  const sendInflated = async (
    res: ServerResponse,
    text: Buffer,
    { marker, bytes }: { marker: string; bytes: number },
  ) => {
    const at = text.indexOf(marker);
    const reply = { sent: 0, whole: false };
    inflatedReplies.push(reply);
    res.write(text.subarray(0, at));
    for (let left = bytes; left > 0 && !res.destroyed; left -= CHUNK.length) {
      const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
      if (!res.write(chunk))
        await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
      if (!res.destroyed) reply.sent += chunk.length;
    }
    reply.whole = !res.destroyed;
    res.end(text.subarray(at + marker.length));
  };
  const server = createServer((req, res) => {
    authorizations.push({ host: req.headers.host ?? '', authorization: req.headers.authorization });
    if (options.wellKnownTo && req.url?.startsWith('/.well-known/carddav')) {
      res.writeHead(301, { location: `${options.wellKnownTo}/` }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (options.withoutSyncCollection && req.method === 'REPORT' && body.includes('sync-collection')) {
        res.writeHead(501).end();
        return;
      }
      // Plain replies only: the proxy may rewrite them.
      const headers = { ...req.headers, host: upstream.host, 'content-length': String(body.length) };
      delete headers['accept-encoding'];
      const out = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
        (reply) => {
          const parts: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => parts.push(chunk));
          reply.on('end', () => {
            let text = Buffer.concat(parts);
            if (options.withoutSyncCollection)
              text = Buffer.from(text.toString('utf8').replace(SYNC_REPORT, ''));
            const {
              'transfer-encoding': _chunked,
              'content-length': _length,
              ...replyHeaders
            } = reply.headers;
            if (options.inflate && text.includes(options.inflate.marker)) {
              // Sent chunked: its length is not known up front.
              res.writeHead(reply.statusCode ?? 502, replyHeaders);
              void sendInflated(res, text, options.inflate);
              return;
            }
            res
              .writeHead(reply.statusCode ?? 502, { ...replyHeaders, 'content-length': String(text.length) })
              .end(text);
          });
        },
      );
      out.on('error', () => res.writeHead(502).end());
      out.end(body);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port was assigned');
  return {
    origin: `http://${host}:${address.port}`,
    authorizations,
    inflatedReplies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
