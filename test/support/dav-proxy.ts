// A loopback HTTP proxy in front of Radicale, to make it a server it is not: one without sync-collection
// (the report taken out of supported-report-set and refused), or one whose /.well-known/carddav sends the
// client on to another host (127.0.0.2, another loopback address on Linux). It records every request's
// Authorization header by host, so a test can see that no password went where it must not.
import { createServer, request } from 'node:http';

export interface DavProxy {
  origin: string;
  /** The Authorization headers seen, by the Host header each came with. */
  authorizations: { host: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export interface DavProxyOptions {
  /** Take sync-collection away: out of supported-report-set, and a REPORT of it refused (501). */
  withoutSyncCollection?: boolean;
  /** Answer /.well-known/carddav with a 301 to this origin instead of passing it on. */
  wellKnownTo?: string;
  /** The address the proxy listens on (127.0.0.1 by default). */
  host?: string;
}

const SYNC_REPORT = /<supported-report><report><sync-collection\s*\/><\/report><\/supported-report>/g;

export async function startDavProxy(target: string, options: DavProxyOptions = {}): Promise<DavProxy> {
  const upstream = new URL(target);
  const authorizations: DavProxy['authorizations'] = [];
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
            const replyHeaders = { ...reply.headers, 'content-length': String(text.length) };
            delete replyHeaders['transfer-encoding'];
            res.writeHead(reply.statusCode ?? 502, replyHeaders).end(text);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
