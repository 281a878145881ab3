// How this installation updates, read from the organisation's policies (UpdateChecks, UpdateAddress) and
// from what the package says about itself: its update folder and channel (resources/app-update.yml,
// written only when whoever built it gave an address), and whether it can install an update itself (its
// package type, an AppImage, a Windows build that names its publisher, a macOS build signed by a team).
// Electron glue: the decisions live in main/updates.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FetchLike } from '../api';
import type { UpdatePolicy } from '../policies/policies';
import { type AppUpdateConfig, readAppUpdateConfig, updateFolder } from '../updates/app-update-config';
import { appImagePath, canWriteIn, installPath, readPackageType } from '../updates/install-path';
import { machOSignature } from '../updates/mac-signature';
import { checkForUpdate } from '../updates/update-check';
import { createUpdateSchedule } from '../updates/update-schedule';
import { STABLE_CHANNEL } from '../updates/versions';
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
  /**
   * electron-updater's updater for this platform reading this folder, made only on the install path;
   * tests hand in their own.
   */
  createUpdater?(platform: NodeJS.Platform, folder: URL): Promise<UpdaterLike>;
}

const readText = (path: string) => readFileSync(path, 'utf8');

/**
 * electron-updater's updater for this package. Made by class, not through its `autoUpdater`, which picks
 * the deb updater (pkexec, a password) whenever package-type says 'deb', as an AppImage may.
 */
async function updaterFor(platform: NodeJS.Platform, folder: URL): Promise<UpdaterLike> {
  const { NsisUpdater, MacUpdater, AppImageUpdater } = await import('electron-updater');
  const updater =
    platform === 'win32'
      ? new NsisUpdater()
      : platform === 'darwin'
        ? new MacUpdater()
        : new AppImageUpdater();
  // The folder Dialdesk's own read asks (the organisation's mirror, or app-update.yml's own). The publisher
  // whose signature an installer needs is still read from app-update.yml.
  updater.setFeedURL({ provider: 'generic', url: folder.href });
  return updater;
}

/** The build's own update configuration with the organisation's folder in its place, if it gives one. */
function configWithPolicy(config: AppUpdateConfig | null, policy: UpdatePolicy): AppUpdateConfig | null {
  const folder = policy.address === undefined ? null : updateFolder(policy.address);
  if (folder === null) return config;
  return {
    folder,
    channel: config?.channel ?? STABLE_CHANNEL,
    publisherNamed: config?.publisherNamed ?? false,
  };
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
 * The shell's update setup under these policies, or undefined for a development run. The organisation's
 * UpdateChecks comes first: turned off, nothing is read from the network and electron-updater is never
 * made, so nothing it downloaded before can be installed at quit.
 */
export async function updateSetup(
  facts: UpdateSetupFacts,
  policy: UpdatePolicy,
): Promise<InstallationUpdates | undefined> {
  if (!facts.packaged) return undefined;
  if (policy.checks === false) return { mode: 'managed' };
  const config = configWithPolicy(readAppUpdateConfig(facts.resourcesDir, readText), policy);
  if (config === null) return { mode: 'no-address' };
  const path = installPath({
    platform: facts.platform,
    packageType: readPackageType(facts.resourcesDir, readText),
    appImage: appImagePath(facts.env, facts.execPath),
    windowsPublisherNamed: config.publisherNamed,
    windowsFolderWritable: facts.platform === 'win32' && canWriteIn(dirname(facts.execPath)),
    macSignature: facts.platform === 'darwin' ? macSignatureKind(facts.execPath) : 'unsigned',
  });
  const rules = { folder: config.folder, current: facts.version, channel: config.channel };
  const createUpdater = facts.createUpdater ?? updaterFor;
  return {
    mode: 'checks',
    path,
    rules,
    check: () => checkForUpdate({ rules, platform: facts.platform, arch: facts.arch, fetch: facts.fetch }),
    updater: path === 'install' ? await createUpdater(facts.platform, config.folder) : null,
    schedule: (check) => createUpdateSchedule({ check }),
  };
}
