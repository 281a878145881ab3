// Files the person saves (an export, a message's audio): asked where through the save dialog, written
// only inside the folder they chose, and remembered, because "Show in folder" opens only a file this
// app saved in this run: the page must not be able to open any path it names.
import { basename, dirname } from 'node:path';
import { phrase } from '../../preload/shared/i18n/phrase';
import { CoreError } from '../errors/core-errors';
import { safeJoin } from './audio-file-name';

export interface SaveRequest {
  /** A sanitised file name to offer. */
  defaultName: string;
  /** What the file is: 'csv' is History's export, 'vcard' and 'contacts-csv' People's. */
  kind: 'audio' | 'csv' | 'vcard' | 'contacts-csv';
}

export interface SavedFilesOptions {
  /** Asks the user where to save a file (a save dialog in the app); null when they cancel. */
  chooseSavePath: (request: SaveRequest) => Promise<string | null>;
  /** Shows a file in the system's file manager (Electron's shell.showItemInFolder); absent: not offered. */
  showItemInFolder?: (path: string) => void;
}

export interface SavedFiles {
  /** Asks where, then `write`s there; the path written, or null when the person cancelled. */
  save(request: SaveRequest, write: (path: string) => Promise<void>): Promise<string | null>;
  show(path: string): void;
}

export function createSavedFiles(options: SavedFilesOptions): SavedFiles {
  const saved = new Set<string>();
  return {
    async save(request, write) {
      const chosen = await options.chooseSavePath(request);
      if (chosen === null) return null;
      const path = safeJoin(dirname(chosen), basename(chosen));
      await write(path);
      saved.add(path);
      return path;
    },
    show(path) {
      if (!options.showItemInFolder || !saved.has(path))
        throw new CoreError('invalid-argument', phrase('files.showOnlySaved'));
      options.showItemInFolder(path);
    },
  };
}
