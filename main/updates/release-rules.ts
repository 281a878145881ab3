// What Dialdesk takes from an update feed, whoever reads it. The feed is read twice: by Dialdesk's own
// reader (update-check.ts), which decides whether a version is offered at all, and then by electron-updater,
// which reads it again before it downloads, on the packages that install themselves. A server can answer
// the two reads differently, so both answers pass these same rules (main/shell/updates.ts hands them to
// electron-updater as AppUpdater.isUpdateSupported): a version strictly newer than the running one, from
// this build's channel or a steadier one, and files only from the update folder the build was given.
import type { UpdateInfo } from 'electron-updater';
import { t } from '../../preload/shared/i18n/translate';
import { isNewer, releaseChannel, STABLE_CHANNEL } from './versions';

export interface ReleaseRules {
  /** The update folder this build was given (app-update-config.ts), ending in '/'. */
  folder: URL;
  /** This build's version. */
  current: string;
  /** This build's channel: STABLE_CHANNEL, or the prerelease tag of a prerelease build ('beta'). */
  channel: string;
}

/** What a read of the feed offers: a version and every file address it names, as written there. */
export interface Release {
  version: string;
  files: readonly string[];
}

export type Verdict =
  | { offered: true }
  /** message: why, as a sentence (Dialdesk's own read says "up to date" instead when it is not newer). */
  | { offered: false; reason: 'not-newer' | 'channel' | 'elsewhere'; message: string };

/**
 * Channels from the least to the most steady. electron-builder writes a beta build's feed into beta*.yml
 * and alpha*.yml too, so a desk on a channel takes that channel's releases and any steadier one's.
 */
const CHANNEL_ORDER = ['alpha', 'beta', STABLE_CHANNEL];

function channelTakes(desk: string, release: string): boolean {
  if (release === desk || release === STABLE_CHANNEL) return true;
  const deskRank = CHANNEL_ORDER.indexOf(desk);
  return deskRank >= 0 && CHANNEL_ORDER.indexOf(release) > deskRank;
}

/** A file address shown in a sentence: a feed could name one of any length. */
const MAX_ADDRESS_SHOWN = 200;

/**
 * The first address that leaves the folder, resolved as electron-updater resolves it (relative to the
 * folder), or null. Inside the folder, not only on its host: a shared host (a bucket service, a web host)
 * serves other publishers' folders too.
 */
function addressOutside(files: readonly string[], folder: URL): string | null {
  for (const file of files) {
    let url: URL;
    try {
      url = new URL(file, folder);
    } catch {
      return file;
    }
    if (url.origin !== folder.origin || !url.pathname.startsWith(folder.pathname)) return url.href;
  }
  return null;
}

const shown = (address: string) =>
  address.length > MAX_ADDRESS_SHOWN ? `${address.slice(0, MAX_ADDRESS_SHOWN - 1)}…` : address;

/** Whether a read of the feed offers a version this build takes, and why not in words. */
export function judgeRelease(release: Release, rules: ReleaseRules): Verdict {
  const { version } = release;
  if (!isNewer(version, rules.current)) {
    return {
      offered: false,
      reason: 'not-newer',
      message: t('update.refusedNotNewer', { version, current: rules.current }),
    };
  }
  const channel = releaseChannel(version);
  if (!channelTakes(rules.channel, channel)) {
    return {
      offered: false,
      reason: 'channel',
      message:
        rules.channel === STABLE_CHANNEL
          ? t('update.refusedPrerelease', { version })
          : t('update.refusedChannel', { version, channel: rules.channel }),
    };
  }
  const outside = addressOutside(release.files, rules.folder);
  if (outside !== null) {
    return {
      offered: false,
      reason: 'elsewhere',
      message: t('update.refusedElsewhere', { address: shown(outside), folder: rules.folder.href }),
    };
  }
  return { offered: true };
}

/**
 * electron-updater's own read as a Release: every address it could download from, as its getFileList and
 * resolveFiles take them (the files, or without any the top-level path older feeds give, and a Windows
 * web installer's packages). It parsed the feed itself, with none of Dialdesk's checks, so nothing here is
 * taken for the type it claims.
 */
export function releaseOfUpdateInfo(info: UpdateInfo & { packages?: unknown }): Release {
  const listed: unknown[] = Array.isArray(info.files) ? info.files : [];
  const files = listed.length > 0 ? listed.map((file) => fieldOf(file, 'url')) : [info.path];
  const packages: unknown[] =
    info.packages && typeof info.packages === 'object' ? Object.values(info.packages) : [];
  files.push(...packages.map((entry) => fieldOf(entry, 'path')));
  return {
    version: String(info.version),
    files: files.filter((file) => file != null).map(String),
  };
}

const fieldOf = (entry: unknown, name: string): unknown =>
  entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined;
