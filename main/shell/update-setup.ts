// How this installation updates, read from what the package says about itself: its feed folder
// (resources/app-update.yml), an administrator's switch, and whether it can install an update itself
// (its package type, an AppImage, a signed macOS build). Electron glue: the decisions live in main/updates.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FetchLike } from '../api';
import { updatesTurnedOffByAdmin } from '../updates/admin-switch';
import { readFeedBaseUrl } from '../updates/app-update-config';
import { appImagePath, installPath, readPackageType } from '../updates/install-path';
import { checkForUpdate } from '../updates/update-check';
import { createUpdateSchedule } from '../updates/update-schedule';
import type { ShellOptions } from './start-shell';
import type { UpdaterLike } from './updates';

export interface UpdateSetupFacts {
  resourcesDir: string;
  version: string;
  platform: NodeJS.Platform;
  arch: string;
  env: NodeJS.ProcessEnv;
  execPath: string;
  /** The same networking as the API (system proxy, the OS's certificates, no cache). */
  fetch: FetchLike;
}

const readText = (path: string) => readFileSync(path, 'utf8');

/** A macOS app bundle signed by its publisher carries its code signature beside the executable's folder. */
const macSigned = (execPath: string) =>
  existsSync(join(dirname(execPath), '..', '_CodeSignature', 'CodeResources'));

/**
 * electron-updater's updater for this package. Made by class, not through its `autoUpdater`, which picks
 * the deb updater (pkexec, a password) whenever package-type says 'deb', as an AppImage may.
 */
async function updaterFor(platform: NodeJS.Platform): Promise<UpdaterLike> {
  const updater = await import('electron-updater');
  if (platform === 'win32') return new updater.NsisUpdater();
  if (platform === 'darwin') return new updater.MacUpdater();
  return new updater.AppImageUpdater();
}

/** The shell's update options, or undefined for a development run (no feed to read). */
export async function updateSetup(facts: UpdateSetupFacts): Promise<ShellOptions['updates']> {
  const feedBaseUrl = readFeedBaseUrl(facts.resourcesDir, readText);
  if (feedBaseUrl === null) return undefined;
  const path = installPath({
    platform: facts.platform,
    packageType: readPackageType(facts.resourcesDir, readText),
    appImage: appImagePath(facts.env, facts.execPath),
    macSigned: macSigned(facts.execPath),
  });
  return {
    path,
    turnedOffByAdmin: updatesTurnedOffByAdmin({
      env: facts.env,
      resourcesDir: facts.resourcesDir,
      exists: existsSync,
    }),
    check: () =>
      checkForUpdate({
        feedBaseUrl,
        currentVersion: facts.version,
        platform: facts.platform,
        arch: facts.arch,
        fetch: facts.fetch,
      }),
    updater: path === 'install' ? await updaterFor(facts.platform) : null,
    schedule: (check) => createUpdateSchedule({ check }),
  };
}
