// Versions compared as semver compares them. semver is required when a version is first compared (by an
// update check, minutes after the start), not as main loads: building its expressions would cost each
// start 6 ms. Built, it is a file of its own beside index.cjs (scripts/main-bundle.mjs).
import { createRequire } from 'node:module';

type Semver = typeof import('semver');

// An ES module has no require(): this makes one for this file. Built, main is CommonJS with a require()
// of its own, and the build leaves this line out (scripts/main-bundle.mjs).
const require = createRequire(import.meta.url);

let semver: Semver | undefined;
const library = (): Semver => (semver ??= require('semver') as Semver);

/** The version without a leading 'v' or '=' ('1.2.3'), or null when it is not a semantic version. */
export const validVersion = (version: string): string | null => library().valid(version);

/** True when `version` comes strictly after `than`. */
export const isNewer = (version: string, than: string): boolean => library().gt(version, than);

/** The channel of stable releases: electron-builder's latest*.yml. */
export const STABLE_CHANNEL = 'latest';

/**
 * The channel a version belongs to, as electron-builder names it (AppInfo.channel): the first part of its
 * prerelease tag, 'beta' for 1.4.0-beta.1, and STABLE_CHANNEL for 1.4.0.
 */
export function releaseChannel(version: string): string {
  const tag = library().prerelease(version)?.[0];
  return tag === undefined ? STABLE_CHANNEL : String(tag);
}
