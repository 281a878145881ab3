// Address books made to hurt an importer (issue 46's "Hostile files"), written into a folder of the test's
// own at run time: the big ones are streamed to disk, never built in memory.
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { deflateRawSync } from 'node:zlib';

const card = (lines: readonly string[]) =>
  ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD', ''].join('\r\n');

/** Writes `count` pieces made by `piece` to the file, waiting whenever the stream asks to. */
async function streamed(path: string, count: number, piece: (index: number) => string): Promise<void> {
  const out = createWriteStream(path);
  for (let index = 0; index < count; index++)
    if (!out.write(piece(index))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  out.end();
  await finished(out);
}

/**
 * A zip archive of one entry, `inflated` bytes of zeros deflated to about a thousandth of that: what a zip
 * bomb is, named as the person's address book. An importer that unpacked it would fill the memory.
 */
function zipBomb(inflated: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(inflated));
  const name = Buffer.from('contacts.vcf');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0); // local file header
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflated
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(inflated, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

export interface HostileFiles {
  /** About 200 MB of cards, more than the 50,000 contacts one import reads. */
  huge: string;
  /** One card with 10,000 numbers. */
  manyNumbers: string;
  /** One card whose name is 100,000 characters long. */
  longName: string;
  /** Names with control characters, bidi overrides, markup and formulas. */
  trickyText: string;
  /** Random bytes named .vcf. */
  garbage: string;
  /** A zip bomb named .vcf. */
  zipBomb: string;
  /** A CSV file of one million empty lines. */
  emptyLines: string;
}

/** The names the tricky file gives, as the file holds them. */
export const TRICKY_NAMES = {
  control: 'Ctrl\u0007 \u001bChar\u0085lie',
  bidi: 'Evil \u202Egnp.exe',
  markup: '<img src=x onerror="window.hostile=1">Mallory',
  formula: '=HYPERLINK("https://example.com/x","Click")',
} as const;

export async function writeHostileFiles(folder: string): Promise<HostileFiles> {
  const files: HostileFiles = {
    huge: join(folder, 'huge.vcf'),
    manyNumbers: join(folder, 'many-numbers.vcf'),
    longName: join(folder, 'long-name.vcf'),
    trickyText: join(folder, 'tricky.vcf'),
    garbage: join(folder, 'garbage.vcf'),
    zipBomb: join(folder, 'zip-bomb.vcf'),
    emptyLines: join(folder, 'empty-lines.csv'),
  };
  // 4 KB a card (a photo's worth of note): 51,200 cards in 200 MB.
  const filler = 'x'.repeat(4_000);
  await streamed(files.huge, 51_200, (index) =>
    card([
      `FN:Person ${index}`,
      `TEL;TYPE=CELL:+1 202 555 ${String(index % 10_000).padStart(4, '0')}`,
      `NOTE:${filler}`,
    ]),
  );
  await writeFile(
    files.manyNumbers,
    card([
      'FN:Switchboard Sam',
      ...Array.from(
        { length: 10_000 },
        (_, index) => `TEL;TYPE=WORK:+1 303 555 ${String(index).padStart(4, '0')}`,
      ),
    ]),
  );
  await writeFile(
    files.longName,
    card([`FN:${'Bartholomew '.repeat(8_334).slice(0, 100_000)}`, 'TEL:+1 404 555 0100']),
  );
  await writeFile(
    files.trickyText,
    Object.values(TRICKY_NAMES)
      .map((name, index) =>
        card([`FN:${name.replaceAll(',', '\\,')}`, `TEL;TYPE=CELL:+1 505 555 010${index}`]),
      )
      .join(''),
  );
  // A fixed pattern of bytes of every value, NULs among them: the same file on every run.
  await writeFile(
    files.garbage,
    Buffer.from(Array.from({ length: 256 * 1024 }, (_, index) => (index * 7919) % 256)),
  );
  await writeFile(files.zipBomb, zipBomb(200 * 1024 * 1024));
  await streamed(files.emptyLines, 1_000, () => '\r\n'.repeat(1_000));
  return files;
}
