// A loopback port with nothing listening: bind one, then release it. (Port 9 will not do: fetch refuses
// it as a "bad port" before any connection is tried.)
import { createServer } from 'node:net';

export async function closedPortUrl(path: string): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port was assigned');
  return `http://127.0.0.1:${address.port}${path}`;
}
