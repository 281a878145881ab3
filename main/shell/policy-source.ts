// Where this computer's policies are read (Electron glue; the readers are main/policies'): Windows'
// registry and macOS's managed preferences through @vscode/policy-watcher, required here on those systems
// only (a native module, built for Electron by `npm run dist`), and Linux's file at its one fixed path. No
// setting, variable or argument points the app at another file: any could lift every lock.
import { phrase } from '../../preload/shared/i18n/phrase';
import { LINUX_POLICY_FILE } from '../policies/linux-policy-file';
import {
  type CreateWatcher,
  linuxPolicySource,
  nativePolicySource,
  nativePolicyWhere,
  type PolicySource,
} from '../policies/policy-sources';

/** A reader that could not load: Settings says the policies could not be read, and why. */
function unreadable(where: string): PolicySource {
  return {
    where,
    start: async () => ({ raw: {}, problem: phrase('policies.readerMissing') }),
    close: () => undefined,
  };
}

export function policySourceFor(platform: NodeJS.Platform): PolicySource | undefined {
  if (platform === 'linux') return linuxPolicySource(LINUX_POLICY_FILE, { owner: 0 });
  if (platform !== 'win32' && platform !== 'darwin') return undefined;
  try {
    const { createWatcher }: { createWatcher: CreateWatcher } = require('@vscode/policy-watcher');
    return nativePolicySource(platform, createWatcher);
  } catch (error) {
    console.error('Dialdesk: the policy reader could not load', error);
    return unreadable(nativePolicyWhere(platform));
  }
}
