// Where this installation's updates are published, and on which channel. Nothing in the source names an
// update address: whoever builds a release gives one (`npm run dist` with DIALDESK_UPDATE_URL, see
// scripts/dist.ts), and electron-builder writes it into resources/app-update.yml, where electron-updater
// reads it. Dialdesk's own feed reader reads the same file, so both ask the one folder. A build made
// without an address has no such file (electron-builder.yml says `publish: null`), nor does a development
// run: neither checks for updates.
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import * as z from 'zod';
import { STABLE_CHANNEL } from './versions';

export const APP_UPDATE_FILE = 'app-update.yml';

export interface AppUpdateConfig {
  /** The update folder (updateFolder): https, ending in '/'. */
  folder: URL;
  /**
   * The build's channel: electron-builder writes a prerelease build's tag ('beta' for 1.4.0-beta.1) and
   * nothing for a stable one, which follows latest*.yml.
   */
  channel: string;
  /**
   * Windows: whose signature electron-updater requires on a new installer. electron-builder writes it only
   * for a signed build; without it electron-updater would run any installer the feed names.
   */
  publisherNamed: boolean;
}

/**
 * An update folder's address as a URL ending in '/' (so that file names resolve inside it), or null when
 * it is not one: absolute, https (the feed and its hashes must not be open to whoever is on the network
 * path), and without a user name, password, query or fragment.
 */
export function updateFolder(address: string): URL | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url;
}

const channelName = z.string().regex(/^[0-9A-Za-z-]+$/);

const genericProvider = z.looseObject({
  provider: z.literal('generic'),
  url: z.string(),
  channel: channelName.nullish(),
  publisherName: z.union([z.string(), z.array(z.string())]).nullish(),
});

/**
 * This build's update configuration, or null: none written (a build without an update address, a
 * development run), or one Dialdesk does not follow (damaged, another provider, an address that is not
 * an https folder). Null means no update checks at all.
 */
export function readAppUpdateConfig(
  resourcesDir: string,
  readFile: (path: string) => string,
): AppUpdateConfig | null {
  let data: unknown;
  try {
    data = load(readFile(join(resourcesDir, APP_UPDATE_FILE)), { schema: CORE_SCHEMA });
  } catch {
    return null;
  }
  const parsed = genericProvider.safeParse(data);
  if (!parsed.success) return null;
  const folder = updateFolder(parsed.data.url);
  if (folder === null) return null;
  const { channel, publisherName } = parsed.data;
  return {
    folder,
    channel: channel ?? STABLE_CHANNEL,
    publisherNamed: [publisherName ?? []].flat().some((name) => name.trim() !== ''),
  };
}
