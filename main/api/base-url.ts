// The phone system's base URL: https://<account>.<domain>/app/api/7, or a full override for
// deployments that do not follow that pattern.

import { API_PATH } from '../../preload/shared/api-address';
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { PhrasedError } from '../errors/phrased-error';

export { API_PATH };

/** A DNS label: letters, digits and inner hyphens, at most 63 characters (RFC 1123). */
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const isHostLabel = (label: string): boolean => HOST_LABEL.test(label);

export class BaseUrlError extends PhrasedError {
  override readonly name = 'BaseUrlError';
}

/** The account id is a string: "007" stays "007". A character no host name may hold is refused. */
export function buildBaseUrl(account: string, domain: string): string {
  const id = account.trim();
  if (id === '') throw new BaseUrlError(phrase('api.accountIdEmpty'));
  const bad = [...id].find((c) => !/[A-Za-z0-9-]/.test(c));
  if (bad !== undefined) {
    throw new BaseUrlError(
      bad === ' '
        ? phrase('api.accountIdSpace', { id })
        : phrase('api.accountIdBadCharacter', { id, char: bad }),
    );
  }
  if (!isHostLabel(id)) throw new BaseUrlError(phrase('api.accountIdNotHost', { id }));
  const host = domain.trim().replace(/\.$/, '');
  const [name, port, ...rest] = host.split(':');
  const portOk = port === undefined || (/^\d{1,5}$/.test(port) && Number(port) <= 65535);
  if (!name || rest.length > 0 || !portOk || !name.split('.').every(isHostLabel)) {
    throw new BaseUrlError(phrase('api.domainNotHost', { domain }));
  }
  return `https://${id}.${host}${API_PATH}`;
}

/** The longest base URL or lookup URL accepted (well past any real one; a settings value is stored). */
export const MAX_API_URL_LENGTH = 2048;

/** A host name that can only be this computer: http:// is allowed there alone (a local test server). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The rule an API address (the base URL or the lookup URL) breaks, said after its name ('is not a URL'),
 * or null when it breaks none: https://,
 * or http:// on this computer only (a key sent over plain HTTP to another host can be read on the way);
 * no user name, password, query or fragment, which would travel beside the key or hide where it goes.
 */
export function apiUrlProblem(input: string): Phrase | null {
  if (input.length > MAX_API_URL_LENGTH) return phrase('api.urlRule.tooLong', { max: MAX_API_URL_LENGTH });
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return phrase('api.urlRule.notUrl');
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return phrase('api.urlRule.httpsOrThisComputer');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return phrase('api.urlRule.https');
  if (url.username || url.password) return phrase('api.urlRule.credentials');
  if (url.search || url.hash || /[?#]/.test(input)) return phrase('api.urlRule.queryOrFragment');
  return null;
}

/** The origin keys for this API address are bound to: 'https://pbx.example.com'. */
export const apiOrigin = (url: string): string => new URL(url.trim()).origin;

/** A full base URL given by the user, checked by apiUrlProblem; no trailing slash. */
export function normaliseBaseUrlOverride(input: string): string {
  const problem = apiUrlProblem(input);
  if (problem !== null) {
    throw new BaseUrlError(phrase('api.baseUrlInvalid', { rule: problem }));
  }
  const url = new URL(input.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
