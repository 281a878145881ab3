// An administrator's way to turn update checks off for every user of a machine, whatever each user's
// setting says: an environment variable (set machine-wide by policy or a login script), or a file named
// `disable-updates` in the installation's resources folder, which only whoever installed the app can
// write. README's "Updates" section gives the paths on each OS.
import { join } from 'node:path';

export const DISABLE_UPDATES_ENV = 'DIALDESK_DISABLE_UPDATES';
export const DISABLE_UPDATES_FILE = 'disable-updates';

/** The values that mean "off"; anything else (0, false, empty) leaves checks as the user set them. */
const TURNED_ON = new Set(['1', 'true', 'yes']);

export interface AdminSwitchFacts {
  env: NodeJS.ProcessEnv;
  /** process.resourcesPath in a packaged app; null when there is no installation (a development run). */
  resourcesDir: string | null;
  exists(path: string): boolean;
}

export function updatesTurnedOffByAdmin(facts: AdminSwitchFacts): boolean {
  const value = facts.env[DISABLE_UPDATES_ENV]?.trim().toLowerCase();
  if (value !== undefined && TURNED_ON.has(value)) return true;
  return facts.resourcesDir !== null && facts.exists(join(facts.resourcesDir, DISABLE_UPDATES_FILE));
}
