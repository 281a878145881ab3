// The phone system's base URL: https://<account>.<domain>/app/api/7, or a full override for
// deployments that do not follow that pattern.

import { API_PATH } from '../../preload/shared/api-address';

export { API_PATH };

/** A DNS label: letters, digits and inner hyphens, at most 63 characters (RFC 1123). */
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const isHostLabel = (label: string): boolean => HOST_LABEL.test(label);

export class BaseUrlError extends Error {
  override readonly name = 'BaseUrlError';
}

function describeChar(c: string): string {
  return c === ' ' ? 'a space' : `"${c}"`;
}

/** The account id is a string: "007" stays "007". A character no host name may hold is refused. */
export function buildBaseUrl(account: string, domain: string): string {
  const id = account.trim();
  if (id === '') throw new BaseUrlError('The account id is empty.');
  const bad = [...id].find((c) => !/[A-Za-z0-9-]/.test(c));
  if (bad !== undefined) {
    throw new BaseUrlError(
      `The account id "${id}" contains ${describeChar(bad)}, which cannot stand in a host name. Use the letters, digits and hyphens of the id your provider assigned, or set a full base URL.`,
    );
  }
  if (!isHostLabel(id)) {
    throw new BaseUrlError(
      `The account id "${id}" cannot be a host name (at most 63 characters, not starting or ending with a hyphen). Set a full base URL instead.`,
    );
  }
  const host = domain.trim().replace(/\.$/, '');
  const [name, port, ...rest] = host.split(':');
  const portOk = port === undefined || (/^\d{1,5}$/.test(port) && Number(port) <= 65535);
  if (!name || rest.length > 0 || !portOk || !name.split('.').every(isHostLabel)) {
    throw new BaseUrlError(
      `The domain "${domain}" is not a host name. Enter it like pbx.example.com (no https://, no path), or set a full base URL.`,
    );
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
 * What is wrong with an API address (the base URL or the lookup URL), or null when nothing is: https://,
 * or http:// on this computer only (a key sent over plain HTTP to another host can be read on the way);
 * no user name, password, query or fragment, which would travel beside the key or hide where it goes.
 */
export function apiUrlProblem(input: string): string | null {
  if (input.length > MAX_API_URL_LENGTH) return `is longer than ${MAX_API_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return 'is not a URL';
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return 'must start with https:// (http:// only for this computer: localhost, 127.0.0.1 or [::1])';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https://';
  if (url.username || url.password)
    return 'must not contain a user name or password (keys go in the key fields)';
  if (url.search || url.hash || /[?#]/.test(input)) return 'must not contain ? or #';
  return null;
}

/** The origin keys for this API address are bound to: 'https://pbx.example.com'. */
export const apiOrigin = (url: string): string => new URL(url.trim()).origin;

/** A full base URL given by the user, checked by apiUrlProblem; no trailing slash. */
export function normaliseBaseUrlOverride(input: string): string {
  const problem = apiUrlProblem(input);
  if (problem !== null) {
    throw new BaseUrlError(`The base URL ${problem}. Enter it like https://pbx.example.com/app/api/7.`);
  }
  const url = new URL(input.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
