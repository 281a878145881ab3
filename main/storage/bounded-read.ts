import { open } from 'node:fs/promises';

export type BoundedText = { kind: 'text'; text: string } | { kind: 'too-large' };

/**
 * The UTF-8 text of a file, unless it is larger than `maxBytes`: then it is not read at all (a damaged
 * or planted file of gigabytes would otherwise take the memory and the time of a whole read). The size
 * comes from the open handle, so a rename between the check and the read cannot swap in another file.
 * Failures to open or read (ENOENT, EACCES) are thrown as they come.
 */
export async function readTextWithin(path: string, maxBytes: number): Promise<BoundedText> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return { kind: 'too-large' };
    return { kind: 'text', text: await handle.readFile('utf8') };
  } finally {
    await handle.close();
  }
}
