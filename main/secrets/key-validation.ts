import { phrase } from '../../preload/shared/i18n/phrase';
import { InvalidKeyError } from './errors';
import type { SecretKind } from './types';

/** Longest API key accepted; well inside every keychain's limit (Windows allows 2560 bytes). */
export const MAX_KEY_LENGTH = 512;

// A key travels in an HTTP header (`Authorization: Basic <key>`) or a query parameter, and a header value
// holds bytes, not text: a character outside ASCII fails every request ("Cannot convert argument to a
// ByteString"). Spaces, tabs, line breaks and U+2028 come from a sloppy paste. So only the visible ASCII
// characters, ! to ~, are accepted: refused here, at entry, rather than at each request.
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Whether `value` can be carried by HTTP as a key: visible ASCII only, within the length limit. */
export function isUsableKey(value: string): boolean {
  return value.length <= MAX_KEY_LENGTH && VISIBLE_ASCII.test(value);
}

/** The longest directory password kept: a password is typed, not generated as a key is. */
const MAX_PASSWORD_LENGTH = 1024;

/**
 * Throws InvalidKeyError unless `value` can be stored as a secret of this kind. A directory's password is
 * any text (spaces and letters of any language included): LDAP sends it as it is, and CardDAV's Basic
 * authentication as base64 of its UTF-8, so nothing about it breaks a header.
 */
export function assertValidSecret(kind: SecretKind, value: unknown): asserts value is string {
  if (kind !== 'directory') return assertValidKey(value);
  if (typeof value !== 'string') throw new InvalidKeyError(phrase('secrets.keyRule.text'));
  if (value === '') throw new InvalidKeyError(phrase('secrets.keyRule.empty'));
  if (value.length > MAX_PASSWORD_LENGTH)
    throw new InvalidKeyError(phrase('secrets.keyRule.tooLong', { max: MAX_PASSWORD_LENGTH }));
}

/** Throws InvalidKeyError unless `value` can be stored as an API key. */
function assertValidKey(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new InvalidKeyError(phrase('secrets.keyRule.text'));
  if (value === '') throw new InvalidKeyError(phrase('secrets.keyRule.empty'));
  if (value.length > MAX_KEY_LENGTH)
    throw new InvalidKeyError(phrase('secrets.keyRule.tooLong', { max: MAX_KEY_LENGTH }));
  if (/\s/u.test(value)) throw new InvalidKeyError(phrase('secrets.keyRule.blank'));
  if (!VISIBLE_ASCII.test(value)) throw new InvalidKeyError(phrase('secrets.keyRule.notAscii'));
}
