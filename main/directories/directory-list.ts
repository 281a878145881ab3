// directories.json: the company directories the person set up, in the data folder, readable by the
// person alone, without a password (those are in the keychain). A file this Dialdesk cannot read is set
// aside beside it, kept for the person, and the list starts empty (main/storage/json-document.ts): where
// it went is answered, to be said in Settings.
import { join } from 'node:path';
import * as z from 'zod';
import type { DirectorySettings } from '../../preload/contract';
import { jsonDocument } from '../storage/json-document';
import { directorySettingsSchema } from './directory-rules';

export const DIRECTORIES_FILE = 'directories.json';

const listSchema = z.object({ version: z.literal(1), directories: z.array(directorySettingsSchema) });

export function directoryListFile(dataDir: string) {
  let setAsideAt: string | null = null;
  const document = jsonDocument(
    join(dataDir, DIRECTORIES_FILE),
    listSchema,
    () => ({ version: 1 as const, directories: [] }),
    (aside) => {
      setAsideAt = aside;
    },
  );
  return {
    /** The directories, and where a file that could not be read was moved (null: it was read). */
    read: async (): Promise<{ directories: DirectorySettings[]; setAsideAt: string | null }> => {
      setAsideAt = null;
      const { directories } = await document.read();
      return { directories, setAsideAt };
    },
    write: (directories: DirectorySettings[]) => document.write({ version: 1, directories }),
  };
}
