// One vCard file read by the real reader in a process of its own, for the tests that bound the memory a
// reading takes: run as `node --max-old-space-size=64 --expose-gc --import tsx
// test/support/vcard-reading-process.ts <path>`, where a reading that held the file would run out of
// memory. Prints one JSON line: the contacts read, the notes, the refusal if there was one, how far the
// heap and the resident set grew above where they stood when the reading began (sampled every 10 ms
// while it runs, as the reader gives the event loop a turn between chunks: garbage not yet collected
// counts), and what the reading still holds once it is done and the garbage collected.
import { basename } from 'node:path';
import { readHead } from '../../main/contacts/import/file-bytes';
import { readVcardFile } from '../../main/contacts/import/vcard-file';

const path = process.argv[2] ?? '';
const collect = (globalThis as { gc?: () => void }).gc;
collect?.();
const start = process.memoryUsage();
let heapGrowth = 0;
let rssGrowth = 0;
const sample = () => {
  const now = process.memoryUsage();
  heapGrowth = Math.max(heapGrowth, now.heapUsed - start.heapUsed);
  rssGrowth = Math.max(rssGrowth, now.rss - start.rss);
};
const sampler = setInterval(sample, 10);
const began = performance.now();
let said: Record<string, unknown>;
try {
  const file = basename(path);
  const reading = await readVcardFile(path, file, await readHead(path, file));
  sample();
  collect?.();
  said = {
    retained: process.memoryUsage().heapUsed - start.heapUsed,
    contacts: reading.contacts.length,
    firstName: reading.contacts[0]?.name ?? null,
    lastName: reading.contacts.at(-1)?.name ?? null,
    notes: reading.notes,
    readAs: reading.readAs,
  };
} catch (error) {
  said = { refused: error instanceof Error ? error.message : String(error) };
}
clearInterval(sampler);
process.stdout.write(
  `${JSON.stringify({ ...said, heapGrowth, rssGrowth, ms: Math.round(performance.now() - began) })}\n`,
);
