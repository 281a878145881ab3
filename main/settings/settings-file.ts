import { copyFile, rename } from 'node:fs/promises';
import { type BoundedText, readTextWithin } from '../storage/bounded-read';
import { describeStorageCause, fsErrorCode } from '../storage/storage-error';
import { isJsonObject, type JsonObject } from './overlay';

export type SettingsFileContents =
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'not-json' }
  | { kind: 'too-large' }
  | { kind: 'not-object' }
  | { kind: 'object'; document: JsonObject };

/** Far larger than settings ever are (a few kB): such a file is damage, not settings, and is not read. */
export const MAX_SETTINGS_FILE_BYTES = 1_000_000;

/** Reads and parses the settings file, saying what is wrong with it rather than throwing. */
export async function readSettingsFile(path: string): Promise<SettingsFileContents> {
  let contents: BoundedText;
  try {
    contents = await readTextWithin(path, MAX_SETTINGS_FILE_BYTES);
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
 * Keeps a damaged settings file as `<name>.corrupt-<ISO timestamp>` next to it, moving or copying it,
 * and returns the new path. Colons in the timestamp become '-' because Windows forbids them in names.
 */
export async function setAside(path: string, how: 'move' | 'copy'): Promise<string> {
  const backup = `${path}.corrupt-${new Date().toISOString().replaceAll(':', '-')}`;
  await (how === 'move' ? rename(path, backup) : copyFile(path, backup));
  return backup;
}
