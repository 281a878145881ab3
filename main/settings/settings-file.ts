import { copyFile, readFile, rename } from 'node:fs/promises';
import { isJsonObject, type JsonObject } from './overlay';

export type SettingsFileContents =
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'not-json' }
  | { kind: 'not-object' }
  | { kind: 'object'; document: JsonObject };

/** A short, human-readable reason for a file system failure, such as 'EACCES'. */
export function describeFsError(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message : String(error);
}

/** Reads and parses the settings file, saying what is wrong with it rather than throwing. */
export async function readSettingsFile(path: string): Promise<SettingsFileContents> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (describeFsError(error) === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: describeFsError(error) };
  }
  let parsed: unknown;
  try {
    // A byte order mark is what a hand edit in some Windows editors adds; it is not damage.
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
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
