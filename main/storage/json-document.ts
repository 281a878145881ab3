// A small JSON file the app owns (recent calls, caches, the directories' settings): validated on read,
// replaced atomically on write. A damaged file is moved aside (kept for inspection) and the document
// starts empty; a file that holds what the person typed says where it went (onSetAside), to be said.
import type { z } from 'zod';
import { writeFileAtomic } from './atomic-write';
import { type BoundedText, readTextWithin } from './bounded-read';
import { setAside } from './json-file';

export interface JsonDocument<T> {
  read(): Promise<T>;
  write(value: T): Promise<void>;
}

const FILE_MODE = 0o600;
/** Larger than any of these files grows with its own caps: such a file is damage, set aside unread. */
export const MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

export function jsonDocument<T>(
  path: string,
  schema: z.ZodType<T>,
  empty: () => T,
  onSetAside?: (aside: string) => void,
): JsonDocument<T> {
  return {
    async read() {
      let contents: BoundedText;
      try {
        contents = await readTextWithin(path, MAX_DOCUMENT_BYTES);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty();
        throw error;
      }
      try {
        const parsed = contents.kind === 'text' ? schema.safeParse(JSON.parse(contents.text)) : null;
        if (parsed?.success) return parsed.data;
      } catch {
        // not JSON: set aside below
      }
      const aside = await setAside(path, 'move');
      onSetAside?.(aside);
      return empty();
    },
    // These files live in the app's own folders: one removed while the app runs is made again.
    write: (value) =>
      writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`, FILE_MODE, { createFolder: true }),
  };
}
