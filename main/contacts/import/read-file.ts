// A file chosen for import, read as the address book it is: what its first bytes say decides between
// the vCard reader and the CSV reader, never its name (Outlook's "Export" names files as the person
// types, and a renamed archive is still an archive).
import { basename } from 'node:path';
import { readCsvFile } from './csv-file';
import { readHead } from './file-bytes';
import type { ContactFound, FileReading } from './imported-contact';
import { readVcardFile } from './vcard-file';

/**
 * A vCard file has a line BEGIN:VCARD near its start (any case, as 2.1 files write it), after blank
 * lines or a line of some tool's own at most: no CSV row of an address book is that line.
 */
const VCARD_START = /^[ \t]*begin[ \t]*:[ \t]*vcard[ \t]*\r?$/im;

export async function readContactsFile(
  path: string,
  signal: AbortSignal,
  found?: ContactFound,
): Promise<FileReading> {
  const file = basename(path);
  const head = await readHead(path, file, signal);
  return VCARD_START.test(head.text)
    ? readVcardFile(path, file, head, signal, found)
    : readCsvFile(path, file, head, signal, found);
}
