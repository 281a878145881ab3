// A real Radicale (Debian's python3-radicale, reference §7.2) for the CardDAV tests: its own free loopback
// port, its own temp folder, a plain users file, and address books seeded as files (no PUT: 5,000 PUTs
// would take longer than the tests themselves). It is stopped by its pid in stop(), and dies with the test
// process however that ends: it is started through a small Python wrapper that exits as soon as its stdin,
// a pipe from the test process, closes (the kernel closes it when the test process dies, even by SIGKILL).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './closed-port';

export const RADICALE_PYTHON = '/usr/bin/python3';
export const RADICALE_USER = 'alice';
export const RADICALE_PASSWORD = 'alice-app-pw-7Q';
/** A second user, with no address book. */
export const RADICALE_BOOKLESS_USER = 'bob';

/** Why the Radicale tests cannot run here, or null where they can (they fail on Linux without it). */
export function radicaleSkipReason(): string | null {
  return process.platform === 'linux'
    ? null
    : `Radicale tests run on Linux only (Debian's python3-radicale); this is ${process.platform}`;
}

/** Whether /usr/bin/python3 can import radicale: on Linux, a test that needs it fails without it. */
export function radicaleInstalled(): boolean {
  return spawnSync(RADICALE_PYTHON, ['-c', 'import radicale'], { stdio: 'ignore' }).status === 0;
}

// Runs Radicale's main in this process after starting a thread that ends the process when stdin closes.
const WRAPPER = [
  'import os, sys, threading',
  'def watch():',
  '    sys.stdin.buffer.read()',
  '    os._exit(0)',
  'threading.Thread(target=watch, daemon=True).start()',
  'from radicale.__main__ import run',
  'sys.argv = ["radicale", "--config", sys.argv[1]]',
  'run()',
].join('\n');

export interface SeedBook {
  /** The collection's folder name: its href is /alice/<name>/. */
  name: string;
  displayName: string;
  /** Each card's file name (without .vcf: it is also its UID) and text. */
  cards: Iterable<{ uid: string; text: string }>;
}

export interface Radicale {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  folder: string;
  /** The folder of an address book's files. */
  bookFolder(name: string): string;
  /** Writes (or replaces) a card's file: Radicale sees it on its next request. */
  writeCard(book: string, uid: string, text: string): Promise<void>;
  removeCard(book: string, uid: string): Promise<void>;
  stop(): Promise<void>;
}

async function writeBook(root: string, book: SeedBook): Promise<void> {
  const folder = join(root, book.name);
  await mkdir(folder, { recursive: true });
  await writeFile(
    join(folder, '.Radicale.props'),
    JSON.stringify({ tag: 'VADDRESSBOOK', 'D:displayname': book.displayName }),
  );
  const pending: Promise<void>[] = [];
  for (const card of book.cards) {
    pending.push(writeFile(join(folder, `${card.uid}.vcf`), card.text));
    if (pending.length >= 64) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
}

/** Starts Radicale with these address books of alice's, answering once its port accepts requests. */
export async function startRadicale(books: readonly SeedBook[]): Promise<Radicale> {
  const folder = await mkdtemp(join(tmpdir(), 'dialdesk-radicale-'));
  const userRoot = join(folder, 'collections', 'collection-root', RADICALE_USER);
  await mkdir(userRoot, { recursive: true });
  for (const book of books) await writeBook(userRoot, book);
  await writeFile(
    join(folder, 'users'),
    `${RADICALE_USER}:${RADICALE_PASSWORD}\n${RADICALE_BOOKLESS_USER}:${RADICALE_PASSWORD}\n`,
  );
  const port = await freePort();
  const config = join(folder, 'config');
  await writeFile(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(folder, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(RADICALE_PYTHON, ['-c', WRAPPER, config], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Radicale ended at its start: ${log}`);
    try {
      const res = await fetch(`${origin}/.well-known/carddav`, { redirect: 'manual' });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`Radicale did not answer within 20 s: ${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    port,
    folder,
    bookFolder: (name) => join(userRoot, name),
    writeCard: (book, uid, text) => writeFile(join(userRoot, book, `${uid}.vcf`), text),
    removeCard: (book, uid) => rm(join(userRoot, book, `${uid}.vcf`)),
    stop,
  };
}
