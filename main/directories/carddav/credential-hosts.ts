// Where a CardDAV password may go (issue 47, "CardDAV"): to the host the person entered, and to https
// hosts within its registrable domain (iCloud sends contacts.icloud.com on to p42-contacts.icloud.com);
// over plain http only to this computer (a loopback address), where nothing on the way can read it. Every
// request, the first and each a redirect points to, is checked here before it is sent.
import { getDomain } from 'tldts';
import { isLoopbackHost } from '../../api/base-url';

/** The registrable domain of a host ('icloud.com'), or null for an address or a name with none. */
const registrableDomain = (hostname: string): string | null =>
  getDomain(hostname, { allowPrivateDomains: true });

/** Whether a scheme and host may carry a password at all: https, or http to this computer. */
export const mayCarryPassword = (url: URL): boolean =>
  url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));

/**
 * Whether `target` may get the credentials of `entered`: a scheme that may carry them, and the same host,
 * or an https host of the same registrable domain. Another loopback address (127.0.0.2) is another host.
 */
export function mayReceiveCredentials(entered: URL, target: URL): boolean {
  if (!mayCarryPassword(target)) return false;
  if (target.hostname === entered.hostname) return true;
  if (target.protocol !== 'https:') return false;
  const domain = registrableDomain(entered.hostname);
  return domain !== null && registrableDomain(target.hostname) === domain;
}
