// Where a release's updates come from: whoever builds it gives the address of the folder its releases are
// uploaded to, in DIALDESK_UPDATE_URL, and nothing in the source names one. `npm run dist` (scripts/dist.ts)
// hands it to electron-builder as config overrides, which write it into each package's
// resources/app-update.yml; without it, electron-builder.yml's `publish: null` stands and the build never
// checks for updates. The address passes the same rule an installed Dialdesk applies when it reads that
// file (main/updates/app-update-config.ts), so a build cannot be made with an address it would ignore.
import { updateFolder } from '../main/updates/app-update-config';

export const UPDATE_URL_VARIABLE = 'DIALDESK_UPDATE_URL';

export type PublishChoice =
  /** args: electron-builder's command-line overrides; said: one line for the person building. */
  | { args: string[]; said: string }
  /** A sentence saying what is wrong with the address given: nothing is built. */
  | { problem: string };

export function publishChoice(env: NodeJS.ProcessEnv): PublishChoice {
  const address = env[UPDATE_URL_VARIABLE]?.trim();
  if (!address) {
    return {
      args: [],
      said: `${UPDATE_URL_VARIABLE} is not set: this build will not check for updates (publish: null).`,
    };
  }
  const folder = updateFolder(address);
  if (folder === null) {
    return {
      problem: `${UPDATE_URL_VARIABLE} must be the https:// address of the folder releases are uploaded to, without a user name, password, query or fragment; it is ${JSON.stringify(address)}.`,
    };
  }
  return {
    // Generic: any https folder will do (a web server, a bucket), and desks need no token to read it.
    args: ['-c.publish.provider=generic', `-c.publish.url=${folder.href}`],
    said: `This build checks for updates at ${folder.href}.`,
  };
}
