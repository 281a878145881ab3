// Where this installation's updates are published: electron-builder writes the `publish` entry of
// electron-builder.yml into resources/app-update.yml of every package, and electron-updater reads it
// there. Dialdesk's own feed reader reads the same file, so both ask the one folder. A development run
// has no such file: it has nothing to update.
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import * as z from 'zod';

export const APP_UPDATE_FILE = 'app-update.yml';

const genericProvider = z.looseObject({ provider: z.literal('generic'), url: z.url() });

/** The feed folder's address, or null without a readable generic entry (a development run, a damaged file). */
export function readFeedBaseUrl(resourcesDir: string, readFile: (path: string) => string): string | null {
  try {
    const parsed = genericProvider.safeParse(
      load(readFile(join(resourcesDir, APP_UPDATE_FILE)), { schema: CORE_SCHEMA }),
    );
    return parsed.success ? parsed.data.url : null;
  } catch {
    return null;
  }
}
