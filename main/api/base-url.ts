// The phone system's base URL: https://<account>.<domain>/app/api/7, or a full override for
// deployments that do not follow that pattern.

export const API_PATH = '/app/api/7';

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

/** A full base URL given by the user: http(s), no credentials, query or fragment; no trailing slash. */
export function normaliseBaseUrlOverride(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new BaseUrlError(`"${input}" is not a URL. Enter it like https://pbx.example.com/app/api/7.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BaseUrlError('The base URL must start with https:// (or http:// for a local test server).');
  }
  if (url.username || url.password) {
    throw new BaseUrlError(
      'The base URL must not contain a user name or password; keys go in the key fields.',
    );
  }
  if (url.search || url.hash) throw new BaseUrlError('The base URL must not contain ? or #.');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
