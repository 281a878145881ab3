// directories.json: the company directories the person set up, in the data folder, readable by the
// person alone, without a password (those are in the keychain). A file this Dialdesk cannot read is set
// aside beside it, kept for the person, and the list starts empty (main/storage/json-document.ts).
import { join } from 'node:path';
import * as z from 'zod';
import type { DirectorySettings } from '../../preload/contract';
import { jsonDocument } from '../storage/json-document';
import { directorySettingsSchema } from './directory-rules';

export const DIRECTORIES_FILE = 'directories.json';

const listSchema = z.object({ version: z.literal(1), directories: z.array(directorySettingsSchema) });

export function directoryListFile(dataDir: string) {
  const document = jsonDocument(join(dataDir, DIRECTORIES_FILE), listSchema, () => ({
    version: 1 as const,
    directories: [],
  }));
  return {
    read: async (): Promise<DirectorySettings[]> => (await document.read()).directories,
    write: (directories: DirectorySettings[]) => document.write({ version: 1, directories }),
  };
}
