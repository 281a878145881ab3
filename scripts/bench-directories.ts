// `npm run bench` (last), or alone: `node --expose-gc --import tsx scripts/bench-directories.ts`.
// Issue 47's Speed rows, against the real servers on this machine (Debian's slapd and Radicale, started as
// the tests start them, test/support/): the first read of a directory of 50,000 people from slapd, end to
// end (Settings saves it, the core reads it into the index, keyed for the account), and main's RSS after
// it; a read of changes after 10 people changed; main's peak RSS while reading 100,000 (the Faults row's
// directory, memory bounded); the first read of 5,000 vCards from a warmed Radicale
// (warmed by one read of its own first: its first sync-collection reads every file, seconds on its side).
// The core as the app creates it (createCore, no Electron); the reads' clock is the bench's own, moved an
// hour to make the hourly read of changes happen now. Figures vary by machine; the tests never time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { createCore } from '../main/core';
import { createCardDavSource } from '../main/directories/carddav/carddav-source';
import type { DirectorySink } from '../main/directories/directory-source';
import { HOUR_MS } from '../main/directories/directory-sync';
import { DEMO_ACCOUNT_ID } from '../preload/contract';
import { makeBook } from '../test/support/carddav-books';
import { nextReadEnded } from '../test/support/directory-reads';
import { createFakeClock } from '../test/support/fake-clock';
import { RADICALE_PASSWORD, RADICALE_USER, startRadicale } from '../test/support/radicale';
import {
  ADMIN_DN,
  ADMIN_PASSWORD,
  READER_PASSWORD,
  readerDraft,
  seedPerson,
  startSlapd,
} from '../test/support/slapd';
import { print, underLimit } from './bench-report';
import { benchCoreOptions, startSimulator } from './bench-simulator';

const PEOPLE = 50_000;
const CARDS = 5_000;
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc: RSS is read after a full GC');

console.log(
  '\nDialdesk directories bench: node --expose-gc --import tsx scripts/bench-directories.ts (real slapd and Radicale)\n',
);
const folder = await mkdtemp(join(tmpdir(), 'dialdesk-bench-directories-'));
const started = performance.now();
const slapd = await startSlapd({ people: PEOPLE, certificate: null });
console.log(
  `slapd with ${PEOPLE.toLocaleString('en')} people started in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const simulator = await startSimulator(100);
const clock = createFakeClock(Date.UTC(2026, 10, 27, 9, 0));
const core = await createCore({
  ...benchCoreOptions(join(folder, 'data'), simulator),
  directoriesClock: clock,
});
await core.listContacts({ text: '' });

const ldap = readerDraft(slapd, { name: 'Bench AD', password: READER_PASSWORD });
const readEnded = (name: string) => nextReadEnded(core, name);

/** Main's highest RSS while `work` runs (sampled every 20 ms), above what it was as it started. */
async function peakGrowthMb<T>(work: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const value = await work();
    return { value, peakMb: (Math.max(peak, process.memoryUsage().rss) - start) / MB };
  } finally {
    clearInterval(sampler);
  }
}
/** The directory saved in Settings, read to its end. */
const savedAndRead = async (draft: typeof ldap) => {
  const ended = readEnded(draft.settings.name);
  await core.saveDirectory(draft);
  return ended;
};

gc();
const before = process.memoryUsage().rss;
const firstStarted = performance.now();
const { value: first, peakMb: firstPeakMb } = await peakGrowthMb(() => savedAndRead(ldap));
const firstSeconds = (performance.now() - firstStarted) / 1000;
await new Promise(setImmediate);
gc();
const after = process.memoryUsage().rss;
if (first.status.problem) throw new Error(first.status.problem.message);
print(
  `First read of ${PEOPLE.toLocaleString('en')} people (slapd)`,
  `${firstSeconds.toFixed(2)} s`,
  `saveDirectory to the read's end: ${first.status.people.toLocaleString('en')} people with ${first.status.numbers.toLocaleString('en')} numbers kept (the rest have no number or are disabled), pages of 1,000`,
  underLimit(firstSeconds, 15, 's', true),
);
const grown = (after - before) / MB;
print(
  "Main's RSS after that read",
  `${(before / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB (${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB)`,
  'process.memoryUsage().rss after global.gc(), before saveDirectory and after its read ended',
  underLimit(Math.max(grown, 0), 20, 'MB growth'),
);

const admin = new Client({ url: slapd.url, timeout: 10_000 });
await admin.bind(ADMIN_DN, ADMIN_PASSWORD);
for (let i = 1; i <= 10; i++) {
  const person = seedPerson(i * 97 + 1);
  await admin.modify(
    person.dn,
    new Change({
      operation: 'replace',
      modification: new Attribute({ type: 'title', values: [`Changed ${i}`] }),
    }),
  );
}
await admin.unbind();
const refreshStarted = performance.now();
const refreshed = readEnded(ldap.settings.name);
// The hourly read falls within ±20% of the hour (the checks' jitter).
clock.advance(HOUR_MS * 1.25);
await refreshed;
const refreshSeconds = (performance.now() - refreshStarted) / 1000;
print(
  'A read of changes after 10 people changed',
  `${refreshSeconds.toFixed(2)} s`,
  "the hourly read (entryCSN at or after the newest seen), from the clock's tick to the read's end",
  underLimit(refreshSeconds, 2, 's', true),
);
await slapd.stop();

// A directory twice that size: its pages are written as they come and none is held after, so main's peak
// while reading it grows little more than while reading 50,000 (the 100,000, memory bounded).
const LARGE = 100_000;
const large = await startSlapd({ people: LARGE, certificate: null });
const largeDraft = readerDraft(large, { name: 'Bench AD 100k', password: READER_PASSWORD });
gc();
const { value: largeRead, peakMb: largePeakMb } = await peakGrowthMb(() => savedAndRead(largeDraft));
if (largeRead.status.problem) throw new Error(largeRead.status.problem.message);
print(
  `Main's peak RSS while reading ${LARGE.toLocaleString('en')} people`,
  `+${largePeakMb.toFixed(0)} MB (${PEOPLE.toLocaleString('en')}: +${firstPeakMb.toFixed(0)} MB)`,
  `the highest process.memoryUsage().rss sampled every 20 ms during the read, above its start: ${largeRead.status.people.toLocaleString('en')} people kept (the first read's peak holds the reader's first load too)`,
  underLimit(largePeakMb, Math.round(firstPeakMb * 1.25), `MB, 1.25× the ${PEOPLE.toLocaleString('en')}'s`),
);
await core.removeDirectory({ id: largeRead.settings.id });
await large.stop();

// Three books (2,000, 2,000 and 1,000 cards), read once by the reader alone to warm Radicale, then saved
// in Settings and read end to end as the LDAP directory was.
const radicale = await startRadicale([
  makeBook('one', 'One', 0, 2000),
  makeBook('two', 'Two', 2000, 4000),
  makeBook('three', 'Three', 4000, CARDS),
]);
const discard: DirectorySink = {
  startFull: async () => undefined,
  put: async () => undefined,
  remove: async () => undefined,
  versions: async () => new Map(),
};
await createCardDavSource({
  url: radicale.origin,
  username: RADICALE_USER,
  password: RADICALE_PASSWORD,
  books: null,
  timeoutMs: 120_000,
}).read(null, { full: true, signal: new AbortController().signal }, discard);
const davStarted = performance.now();
const bookRead = readEnded('Bench book');
await core.saveDirectory({
  id: null,
  settings: {
    kind: 'carddav',
    name: 'Bench book',
    accounts: [DEMO_ACCOUNT_ID],
    url: radicale.origin,
    username: RADICALE_USER,
    books: null,
  },
  password: RADICALE_PASSWORD,
});
const dav = await bookRead;
const davSeconds = (performance.now() - davStarted) / 1000;
if (dav.status.problem) throw new Error(dav.status.problem.message);
print(
  `First read of ${CARDS.toLocaleString('en')} vCards (warmed Radicale)`,
  `${davSeconds.toFixed(2)} s`,
  `saveDirectory to the read's end (sync-collection, multiget 200 at a time, the index written): ${dav.status.people.toLocaleString('en')} people; the server's time included`,
  underLimit(davSeconds, 5, 's', true),
);
await core.close();
simulator.stop();
await radicale.stop();
await rm(folder, { recursive: true, force: true });
