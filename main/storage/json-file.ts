// A JSON file a person may have edited, or another version of Dialdesk written: read and told apart by
// what is wrong with it (rather than thrown), and kept aside when it has to be replaced.
import { copyFile, rename } from 'node:fs/promises';
import { type BoundedText, readTextWithin } from './bounded-read';
import { describeStorageCause, fsErrorCode } from './storage-error';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type JsonFileContents =
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'not-json' }
  | { kind: 'too-large' }
  | { kind: 'not-object' }
  | { kind: 'object'; document: JsonObject };

/** Reads and parses a JSON object file of at most `maxBytes`, saying what is wrong with it rather than throwing. */
export async function readJsonFile(path: string, maxBytes: number): Promise<JsonFileContents> {
  let contents: BoundedText;
  try {
    contents = await readTextWithin(path, maxBytes);
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: describeStorageCause(error) };
  }
  if (contents.kind === 'too-large') return { kind: 'too-large' };
  let parsed: unknown;
  try {
    // A byte order mark is what a hand edit in some Windows editors adds; it is not damage.
    parsed = JSON.parse(contents.text.replace(/^\uFEFF/, ''));
  } catch {
    return { kind: 'not-json' };
  }
  return isJsonObject(parsed) ? { kind: 'object', document: parsed } : { kind: 'not-object' };
}

/**
 * Keeps a damaged file as `<name>.corrupt-<ISO timestamp>` next to it, moving or copying it, and returns
 * the new path. Colons in the timestamp become '-' because Windows forbids them in names.
 */
export async function setAside(path: string, how: 'move' | 'copy'): Promise<string> {
  const backup = `${path}.corrupt-${new Date().toISOString().replaceAll(':', '-')}`;
  await (how === 'move' ? rename(path, backup) : copyFile(path, backup));
  return backup;
}
