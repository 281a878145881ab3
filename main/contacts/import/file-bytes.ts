// A file to import, read as a stream: what its first bytes say it is, which encoding its bytes are in,
// and its text in chunks. Nothing here holds the whole file: a 200 MB export is read 64 KB at a time.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { phrase } from '../../../preload/shared/i18n/phrase';
import { CoreError } from '../../errors/core-errors';

/** The encodings an address book arrives in (reference §3.3): TextDecoder's names. */
export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** How much of the start of a file is looked at to tell what it is. */
const HEAD_BYTES = 64 * 1024;
/** Read in pieces of this size: memory stays flat whatever the file's size. */
const CHUNK_BYTES = 64 * 1024;

/** What the start of a file says: its encoding as far as a byte order mark or NULs tell, or what it is not. */
export interface FileHead {
  /** The decoded text of the first bytes, in the encoding the whole file was found in. */
  text: string;
  encoding: FileEncoding;
  /** Whether a byte order mark said the encoding. */
  bom: boolean;
}

const BOMS: readonly [FileEncoding, readonly number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/** Signatures of files that are not text at all, each refused with its own words. */
const ARCHIVE = [
  [0x50, 0x4b, 0x03, 0x04], // zip, and docx/xlsx, which are zips
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // rar
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, at) => bytes[at] === byte);

/**
 * UTF-16 without a byte order mark: most characters of an address book are ASCII, so one byte of each
 * pair is NUL. The side the NULs are on says the byte order.
 */
function utf16Without(head: Uint8Array): FileEncoding | null {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 2) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let pair = 0; pair < pairs; pair++) {
    if (head[pair * 2] === 0) evenNul++;
    if (head[pair * 2 + 1] === 0) oddNul++;
  }
  if (oddNul > pairs * 0.6 && evenNul < pairs * 0.1) return 'utf-16le';
  if (evenNul > pairs * 0.6 && oddNul < pairs * 0.1) return 'utf-16be';
  return null;
}

const notContacts = (file: string) =>
  new CoreError('invalid-argument', phrase('import.notContacts', { file }));

/** Whether every byte of the file is UTF-8: read through once, in pieces. */
async function isUtf8Throughout(path: string, signal?: AbortSignal): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES, signal }))
      decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * Reads what a file is: refuses an archive or a binary file in words naming it, and finds the encoding
 * of its text (a byte order mark; else UTF-16 by its NULs; else UTF-8 if every byte is, else Windows-1252,
 * the code page Outlook writes English and German in). `file` is the name said in a refusal.
 */
export async function readHead(path: string, file: string, signal?: AbortSignal): Promise<FileHead> {
  const handle = await open(path, 'r');
  let head: Uint8Array;
  try {
    const buffer = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw new CoreError('invalid-argument', phrase('import.emptyFile', { file }));
  if (ARCHIVE.some((signature) => startsWith(head, signature)))
    throw new CoreError('invalid-argument', phrase('import.archive', { file }));
  const marked = BOMS.find(([, bom]) => startsWith(head, bom));
  let encoding: FileEncoding;
  if (marked) encoding = marked[0];
  else {
    const wide = utf16Without(head);
    if (wide) encoding = wide;
    // NULs in a file that is not UTF-16 mean a binary file, not text.
    else if (head.includes(0)) throw notContacts(file);
    else encoding = (await isUtf8Throughout(path, signal)) ? 'utf-8' : 'windows-1252';
  }
  const text = new TextDecoder(encoding).decode(head, { stream: true });
  return { text, encoding, bom: marked !== undefined };
}

/** The file's text in the encoding found, in chunks, without its byte order mark. */
export async function* textChunks(
  path: string,
  encoding: FileEncoding,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  // TextDecoder drops a leading BOM itself (ignoreBOM false) and keeps a character split between chunks.
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES, signal })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * An encoding's name (TextDecoder's) as a person knows it, for "read as": 'UTF-8', 'UTF-16LE',
 * 'Windows-1252', and a vCard's own CHARSET ('ISO-8859-2', 'SHIFT_JIS').
 */
export function encodingName(encoding: string): string {
  return /^windows-/i.test(encoding)
    ? `Windows-${encoding.slice('windows-'.length)}`
    : encoding.toUpperCase();
}
