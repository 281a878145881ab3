// Which way a new version reaches this installation: electron-updater downloads and installs it ('install'),
// or Dialdesk shows a notice with a Download button that opens the release page ('notice'). Only packages
// that can replace themselves without asking for an administrator's password install:
// - Windows: the NSIS installer is per user (electron-builder.yml), so electron-updater runs the new one
//   in the user's own folder, but only a signed build names its publisher in app-update.yml
//   (publisherName), and without one electron-updater runs whatever installer the feed names. An
//   administrator's per-machine install (`/S /allusers`, in Program Files) is not the user's to replace:
//   the new installer would need elevation a standard user cannot give, so it gets the notice.
// - macOS: Squirrel.Mac, which installs for electron-updater, checks the update against the running app's
//   signature, so only a build signed with a certificate that names a team (mac-signature.ts) can install
//   one: an unsigned or ad-hoc signed build would download every new version and have it refused.
// - Linux: an AppImage is one file the user owns, which electron-updater replaces. A deb or rpm would need
//   root: electron-updater's DebUpdater and RpmUpdater ask for it through pkexec or sudo, and Dialdesk
//   never prompts for a password. Those are updated by the system's package tools instead. (The shell
//   must therefore create electron-updater's AppImageUpdater itself: its `autoUpdater` picks DebUpdater
//   whenever resources/package-type says 'deb', which an AppImage can carry too; see installPath.)
import { closeSync, openSync, unlinkSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { MacSignature } from './mac-signature';

export type InstallPath = 'install' | 'notice';

export interface InstallFacts {
  platform: NodeJS.Platform;
  /**
   * resources/package-type (readPackageType): electron-builder writes it into deb, rpm and pacman packages,
   * and can leave it in an AppImage built beside them, so it never makes an installation self-updating.
   */
  packageType: string | null;
  /** This AppImage's own path when Dialdesk runs from one (appImagePath), else undefined. */
  appImage: string | undefined;
  /** Windows: whether app-update.yml names the publisher an installer must be signed by (else ignored). */
  windowsPublisherNamed: boolean;
  /**
   * Windows: whether this user may write in the installation's folder (canWriteIn): false for a
   * per-machine install run by a standard user, or by an administrator without elevation (else ignored).
   */
  windowsFolderWritable: boolean;
  /** macOS: how the main executable is signed (ignored elsewhere). */
  macSignature: MacSignature['kind'];
}

export function installPath(facts: InstallFacts): InstallPath {
  switch (facts.platform) {
    case 'win32':
      return facts.windowsPublisherNamed && facts.windowsFolderWritable ? 'install' : 'notice';
    case 'darwin':
      return facts.macSignature === 'team' ? 'install' : 'notice';
    case 'linux':
      // Running from an AppImage wins over the package type: electron-builder 26 builds the AppImage and
      // the deb from one unpacked folder at the same time, and the deb target writes package-type ('deb')
      // into it, so an AppImage can carry the deb's package-type too.
      return facts.appImage ? 'install' : 'notice';
    default:
      return 'notice';
  }
}

/**
 * The AppImage Dialdesk runs from, or undefined. The AppImage runtime sets APPIMAGE (the file) and APPDIR
 * (where it is mounted) for the app it starts, and every process started from there inherits both: a
 * deb-installed Dialdesk launched from another AppImage's terminal would see that one's APPIMAGE, and
 * electron-updater would replace that file with Dialdesk. So APPIMAGE counts only when this executable
 * lies inside APPDIR.
 */
export function appImagePath(env: NodeJS.ProcessEnv, execPath: string): string | undefined {
  const { APPIMAGE: appImage, APPDIR: mount } = env;
  if (!appImage || !mount) return undefined;
  const inside = relative(mount, execPath);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? appImage : undefined;
}

/**
 * The package type electron-builder recorded in `resources/package-type` ('deb', 'rpm', 'pacman'), lower
 * case; null when the file is missing or empty (AppImage, Windows, macOS, an unpacked build). `readFile`
 * reads a file as text and throws when it cannot, like `(path) => readFileSync(path, 'utf8')`.
 */
export function readPackageType(resourcesDir: string, readFile: (path: string) => string): string | null {
  let text: string;
  try {
    text = readFile(join(resourcesDir, 'package-type'));
  } catch {
    return null;
  }
  const type = text.trim().toLowerCase();
  return type === '' ? null : type;
}

/**
 * Whether this process may create a file in `folder`: a file is made and removed, which asks the folder's
 * access rules themselves (Node's access() reads only the read-only attribute on Windows).
 */
export function canWriteIn(folder: string): boolean {
  const probe = join(folder, `.dialdesk-write-check-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx'));
    unlinkSync(probe);
    return true;
  } catch {
    return false;
  }
}
