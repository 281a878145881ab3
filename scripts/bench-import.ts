// `npm run bench` (last), or alone: `node --expose-gc --import tsx scripts/bench-import.ts`.
// Issue 46's Speed row: importing 10,000 contacts from a vCard 3.0 file in Google's export shape takes
// under 2 s, and main's RSS is back within 20 MB of where it started once the import ends. The core as
// the app creates it (createCore, no Electron), its open dialog answering the generated file: the figure
// runs from People → Import… (previewContactsImport: reading, limits, the plan) through importContacts
// (the one write transaction), as a person imports, into an empty contacts file; the numbers are keyed on
// the built thread the app starts (main/numbers/off-thread-keys.ts) while the file is read and the preview
// planned, and the import waits for what is left of them (here at once: no person reads the preview). RSS
// is read after a full GC before the import and after it. Figures vary by machine; the tests never time.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { build as esbuild } from 'esbuild';
import { createCore } from '../main/core';
import { createRandom } from '../main/demo/random';
import { print, underLimit } from './bench-report';
import { benchCoreOptions, startSimulator } from './bench-simulator';
import { apartBundles, numberKeysWorkerBundle } from './main-bundle.mjs';

const CONTACTS = 10_000;
const TARGET_S = 2;
const TARGET_RSS_MB = 20;
const MB = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc: RSS is read after a full GC');

const GIVEN = ['Dana', 'Nadia', 'Jürgen', 'Aisha', 'Wei', 'Chloé', 'Hiroshi', 'Fatima', 'Tomás', 'Zoë'];
const FAMILY = ['Whitfield', 'Petrova', 'Weiß', 'Khan', 'Chen', 'Dubois', 'Nakamura', 'Haddad', 'Fernández'];
const COMPANIES = ['Northwind Traders', 'Acme & Co', 'Blue Harbor Dental', 'Summit Insurance', ''];

/**
 * One card as Google Contacts exports it (reference §1–2): 3.0, FN and N, e-mail, typed and grouped
 * numbers with X-ABLabel, ORG, a note with an escaped line break, CATEGORIES; no UID.
 */
function googleCard(index: number, random: ReturnType<typeof createRandom>): string {
  const given = random.pick(GIVEN);
  const family = `${random.pick(FAMILY)}${index}`;
  const company = random.pick(COMPANIES);
  const line = () => String(random.int(100, 9999)).padStart(4, '0');
  const area = random.int(201, 989);
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${given} ${family}`,
    `N:${family};${given};;;`,
    `EMAIL;TYPE=INTERNET;TYPE=HOME:${given.toLowerCase()}.${index}@example.com`,
    `TEL;TYPE=CELL:(${area}) 555-${line()}`,
    random.int(0, 1) === 1 ? `TEL;TYPE=WORK:+1 ${area} 555 ${line()}` : `TEL;TYPE=MAIN:${area}-555-${line()}`,
    'item1.TEL:+1 650 555 0142',
    'item1.X-ABLabel:GRAND_CENTRAL',
    ...(company ? [`ORG:${company}`] : []),
    `NOTE:Met at the trade fair\\nCall mornings`,
    'CATEGORIES:myContacts',
    'END:VCARD',
    '',
  ].join('\r\n');
}

console.log(
  '\nDialdesk import bench: node --expose-gc --import tsx scripts/bench-import.ts (createCore, no Electron)\n',
);
const folder = await mkdtemp(join(tmpdir(), 'dialdesk-bench-import-'));
const file = join(folder, 'contacts.vcf');
const out = createWriteStream(file);
const random = createRandom(46);
for (let index = 0; index < CONTACTS; index++) out.write(googleCard(index, random));
out.end();
await finished(out);
const size = (await stat(file)).size;

// The thread that keys the numbers as the app runs it: built as `npm run build` builds it, beside the
// libphonenumber file it requires.
const workerFolder = join(folder, 'main');
const libphonenumber = apartBundles.find(({ outfile }) => outfile.endsWith('/libphonenumber.cjs'));
if (!libphonenumber) throw new Error('scripts/main-bundle.mjs keeps libphonenumber apart no more');
await esbuild({ ...libphonenumber, outfile: join(workerFolder, 'libphonenumber.cjs'), sourcemap: false });
const worker = join(workerFolder, 'number-keys-worker.cjs');
await esbuild({ ...numberKeysWorkerBundle, outfile: worker, sourcemap: false });

const simulator = await startSimulator(100);
const core = await createCore({
  ...benchCoreOptions(join(folder, 'data'), simulator),
  chooseContactFiles: async () => [file],
  numberKeysWorker: { path: worker },
});
// The core's own start (the demo account, the contacts file) is behind it before the first sample.
await core.listContacts({ text: '' });
gc();
const before = process.memoryUsage().rss;
const started = performance.now();
const preview = await core.previewContactsImport(undefined);
if (!preview) throw new Error('the open dialog answered no file');
const read = performance.now() - started;
const imported = await core.importContacts({
  previewId: preview.id,
  choices: { chosen: {}, others: 'mine' },
});
const seconds = (performance.now() - started) / 1000;
// The core gives the import's memory back on the turn after it answers.
await new Promise(setImmediate);
gc();
const after = process.memoryUsage().rss;
if (imported.added !== CONTACTS) throw new Error(`imported ${imported.added} of ${CONTACTS} contacts`);

print(
  `Import ${CONTACTS.toLocaleString('en')} contacts`,
  `${seconds.toFixed(2)} s (preview ${(read / 1000).toFixed(2)} s)`,
  `a ${(size / MB).toFixed(1)} MB vCard 3.0 file in Google's export shape, previewContactsImport then importContacts into an empty contacts file`,
  underLimit(seconds, TARGET_S, 's', true),
);
const grown = (after - before) / MB;
print(
  "Main's RSS after the import",
  `${(before / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB (${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB)`,
  'process.memoryUsage().rss after global.gc(), before People → Import… and after importContacts answered',
  underLimit(Math.max(grown, 0), TARGET_RSS_MB, 'MB growth'),
);

await core.close();
simulator.stop();
await rm(folder, { recursive: true, force: true });
