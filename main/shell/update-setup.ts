// How this installation updates, read from what the package says about itself: an administrator's switch,
// its update folder and channel (resources/app-update.yml, written only when whoever built it gave an
// address), and whether it can install an update itself (its package type, an AppImage, a Windows build
// that names its publisher, a macOS build signed by a team). Electron glue: the decisions live in
// main/updates.
import { existsSync, readFileSync } from 'node:fs';
import type { FetchLike } from '../api';
import { updatesTurnedOffByAdmin } from '../updates/admin-switch';
import { readAppUpdateConfig } from '../updates/app-update-config';
import { appImagePath, installPath, readPackageType } from '../updates/install-path';
import { machOSignature } from '../updates/mac-signature';
import { checkForUpdate } from '../updates/update-check';
import { createUpdateSchedule } from '../updates/update-schedule';
import type { InstallationUpdates, UpdaterLike } from './updates';

export interface UpdateSetupFacts {
  /** app.isPackaged: a development run has nothing to update. */
  packaged: boolean;
  resourcesDir: string;
  version: string;
  platform: NodeJS.Platform;
  arch: string;
  env: NodeJS.ProcessEnv;
  /** The main executable: on macOS, its code signature says whether updates can install. */
  execPath: string;
  /** The same networking as the API (system proxy, the OS's certificates, no cache). */
  fetch: FetchLike;
  /** electron-updater's updater for this platform, made only on the install path; tests hand in their own. */
  createUpdater?(platform: NodeJS.Platform): Promise<UpdaterLike>;
}

const readText = (path: string) => readFileSync(path, 'utf8');

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

/** How the macOS main executable is signed; an executable that cannot be read installs nothing. */
function macSignatureKind(execPath: string) {
  try {
    return machOSignature(readFileSync(execPath)).kind;
  } catch {
    return 'unreadable' as const;
  }
}

/**
 * The shell's update setup, or undefined for a development run. The administrator's switch comes first:
 * with it on, nothing is read from the network and electron-updater is never made, so nothing it
 * downloaded before can be installed at quit.
 */
export async function updateSetup(facts: UpdateSetupFacts): Promise<InstallationUpdates | undefined> {
  if (!facts.packaged) return undefined;
  if (updatesTurnedOffByAdmin({ env: facts.env, resourcesDir: facts.resourcesDir, exists: existsSync })) {
    return { mode: 'managed' };
  }
  const config = readAppUpdateConfig(facts.resourcesDir, readText);
  if (config === null) return { mode: 'no-address' };
  const path = installPath({
    platform: facts.platform,
    packageType: readPackageType(facts.resourcesDir, readText),
    appImage: appImagePath(facts.env, facts.execPath),
    windowsPublisherNamed: config.publisherNamed,
    macSignature: facts.platform === 'darwin' ? macSignatureKind(facts.execPath) : 'unsigned',
  });
  const rules = { folder: config.folder, current: facts.version, channel: config.channel };
  const createUpdater = facts.createUpdater ?? updaterFor;
  return {
    mode: 'checks',
    path,
    rules,
    check: () => checkForUpdate({ rules, platform: facts.platform, arch: facts.arch, fetch: facts.fetch }),
    updater: path === 'install' ? await createUpdater(facts.platform) : null,
    schedule: (check) => createUpdateSchedule({ check }),
  };
}
