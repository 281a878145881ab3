// Loopback ports for the tests' own servers. A free port: bind one, then release it, for a server that
// cannot be handed a socket (slapd, Radicale). A closed one: the same, with nothing listening after.
// (Port 9 will not do for that: fetch refuses it as a "bad port" before any connection is tried.)
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port was assigned');
  return address.port;
}

export async function closedPortUrl(path: string): Promise<string> {
  return `http://127.0.0.1:${await freePort()}${path}`;
}
