// Reads the file index of an app.asar without extracting it. The format: a 16-byte prefix of Chromium
// Pickle fields (header size, pickle payload size, JSON length) and then the JSON header, a tree of
// { files: { name: entry } } where a file entry has its size and, when electron-builder put it beside
// the archive in app.asar.unpacked, `unpacked: true`. A symbolic link is listed as a file of size 0.
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';

export interface AsarFile {
  /** Slash-separated, relative to the archive root: "dist/main/index.cjs". */
  path: string;
  size: number;
  unpacked: boolean;
}

interface AsarEntry {
  files?: Record<string, AsarEntry>;
  size?: number;
  unpacked?: boolean;
}

export interface AsarIndex {
  files: AsarFile[];
  /** SHA-256 of the JSON header: what Electron checks against Info.plist's ElectronAsarIntegrity. */
  headerSha256: string;
}

export async function readAsarIndex(file: string): Promise<AsarIndex> {
  const handle = await open(file, 'r');
  try {
    const prefix = Buffer.alloc(16);
    await handle.read(prefix, 0, prefix.length, 0);
    const jsonLength = prefix.readUInt32LE(12);
    const json = Buffer.alloc(jsonLength);
    await handle.read(json, 0, jsonLength, prefix.length);
    const root: AsarEntry = JSON.parse(json.toString('utf8'));
    const files: AsarFile[] = [];
    const walk = (entry: AsarEntry, path: string): void => {
      if (entry.files) {
        for (const [name, child] of Object.entries(entry.files)) walk(child, path ? `${path}/${name}` : name);
      } else {
        files.push({ path, size: entry.size ?? 0, unpacked: entry.unpacked === true });
      }
    };
    walk(root, '');
    files.sort((a, b) => a.path.localeCompare(b.path));
    return { files, headerSha256: createHash('sha256').update(json).digest('hex') };
  } finally {
    await handle.close();
  }
}
